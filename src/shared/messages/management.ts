/** Management (vendors per location) and the superadmin console. */
export const MANAGEMENT_MESSAGES = {
  // Management
  noManagedLocations: 'No locations found.',
  noVendors: 'No vendors found.',
  linkCopied: 'Link Copied',
  confirmDeletion: 'Confirm Deletion',
  noPlates: 'No plates added yet.',
  vendorFieldsRequired: 'All fields are required',
  vendorAddFailed: 'Failed to add vendor. Please try again.',
  vendorUpdateFailed: 'Failed to update vendor. Please try again.',
  vendorDeleteFailed: 'Failed to delete vendor. It has been put back.',
  vendorDeleted: 'Vendor deleted successfully',
  submitting: 'Submitting...',

  // Superadmin
  superadminLoadFailed: 'Failed to load vendor locations. Please try again.',
  paymentUpdateFailed: 'Failed to update location information. Please try again.',
  noPaymentRecorded: 'No payment recorded',
  noDescription: 'No description',
} as const;

export const deleteVendorPrompt = (name: string): string =>
  `Are you sure you want to delete vendor "${name}"? This action cannot be undone.`;
