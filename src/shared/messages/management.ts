/** Management (vendors per location) and the superadmin console. */
export const MANAGEMENT_MESSAGES = {
  // Management
  noManagedLocations: 'No locations found.',
  noVendors: 'No vendors found.',
  noVendorMatches: 'No vendor matches this search.',
  linkCopied: 'Link Copied',
  confirmDeletion: 'Confirm Deletion',
  noPlates: 'No plates added yet.',
  vendorFieldsRequired: 'All fields are required',
  vendorAddFailed: 'Failed to add vendor. Please try again.',
  vendorUpdateFailed: 'Failed to update vendor. Please try again.',
  vendorDeleteFailed: 'Failed to delete vendor. It has been put back.',
  vendorDeleted: 'Vendor deleted successfully',
  submitting: 'Submitting...',
  vendorNotFound: 'Vendor not found',
  vendorAdded: 'Vendor added successfully',
  vendorUpdated: 'Vendor updated successfully',
  vendorsLoadFailed: 'The vendors could not be loaded. Please try again.',
  vendorLoadFailed: 'The vendor could not be loaded. Please try again.',
  // What the server refused, said after the add or update failure (the API names the field).
  vendorExpiryRefused: 'The expiration date must be a date from 1900 to 2999.',

  // Superadmin
  superadminLoadFailed: 'Failed to load vendor locations. Please try again.',
  // POST /billing/subs with changes but no location (without any field it is the list).
  subscriptionLocationRequired: 'locationId: Please choose the location whose subscription to change.',
  paymentUpdateFailed: 'Failed to update location information. Please try again.',
  noPaymentRecorded: 'No payment recorded',
  noDescription: 'No description',
} as const;

/** A plate the server refused, named as the plate table shows it, with the plate rule's reason. */
export const vendorPlateRefused = (number: string, state: string, reason: string): string => `Plate ${number} ${state}: ${reason}`;
/** Add or edit a vendor with the code another vendor of the location holds now: a guest's code must name one vendor. */
export const vendorCodeTaken = (code: string, otherVendor: string): string =>
  `The code ${code} is already used by ${otherVendor} at this location. Please choose another code.`;
/** Add Plate with a plate and state the vendor's list already holds: said instead of adding it twice. */
export const plateAlreadyListed = (number: string, state: string): string => `${number} ${state} is already on the list.`;
export const vendorTooManyPlates = (max: number): string => `A vendor can have at most ${max.toLocaleString('en-US')} plates.`;

export const deleteVendorPrompt = (name: string): string =>
  `Are you sure you want to delete vendor "${name}"? This action cannot be undone.`;

/** Labels of the management screens (/management, its location's vendors and the vendor forms). */
export const MANAGEMENT_TEXT = {
  // /management: straight back to the location opened last on this tab.
  backToLocation: (name: string) => `Back to ${name}`,
  title: 'Management',
  subtitle: 'Choose a location to manage its vendors and guest link.',
  location: 'Location',
  locationPlaceholder: 'Choose a location',
  otherLocationPlaceholder: 'Choose another location',
  addSession: 'Add Session',
  addVendor: 'Add Vendor',
  newVendorTitle: 'New Vendor',
  updateVendor: 'Update Vendor',
  editVendor: 'Edit Vendor',
  edit: 'Edit',
  copyLink: 'Copy Link',
  delete: 'Delete',
  cancel: 'Cancel',
  successTitle: 'Success',
  code: 'Code',
  expires: 'Expires',
  // A vendor past its expiration day (at the lot): its code no longer validates guests.
  vendorExpired: 'Expired',
  vendorExpiredHint: 'Its code no longer works on the guest page. Edit the expiration date to use it again.',
  plateCount: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'plate' : 'plates'}`,
  vendorName: 'Vendor Name',
  vendorCode: 'Code',
  expirationDate: 'Expiration Date',
  plates: 'Plates',
  plateNumber: 'Plate Number',
  plateState: 'Plate State',
  addPlate: 'Add Plate',
  remove: 'Remove',
  removePlate: (number: string, state: string) => `Remove ${number} ${state}`,
  // No word of the plate table's labels (Plate Number, Plate State): a field found by its label is never ambiguous.
  findPlate: 'Search the list',
  // The filter matches nothing: SPEC's "No plates added yet." would be untrue of a full list.
  noPlateMatches: (plate: string) => `No plate on the list matches ${plate}.`,
  platesShown: (shown: number, total: number) =>
    `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'plate' : 'plates'}`,
  backToVendors: 'Back to vendors',
  guestLink: 'Guest link',
  copyFailed: 'The link could not be copied; select it and copy it by hand.',
  printQr: 'Print QR',
  qrTitle: 'Guest parking QR code',
  qrHint: 'For the front desk: guests scan it to register their plate.',
  qrScan: 'Scan to register your guest parking',
  qrAlt: (name: string) => `QR code of the guest parking link of ${name}`,
  print: 'Print',
  close: 'Close',
  qrFailed: 'The QR code could not be drawn; hand out the link instead.',
  locationNotFoundHint: 'No location has this address: it may have been deleted, or the link is mistyped.',
  chooseAnotherLocation: 'Choose another location',
} as const;
