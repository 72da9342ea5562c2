/** The public member-code and guest registration pages. */
export const GUESTS_MESSAGES = {
  // Member-code page
  freeForAll: 'Free For All Church Visitors',
  memberPlateStateRequired: 'Please provide a valid license plate number and state',
  memberCodeInvalid: 'Please provide a valid code',
  parkingConfirmed: 'Parking Confirmed!',
  thankYouParking: 'Thank you for parking with us!',

  // Guest registration
  guestSuccess: 'Parking Validation Successfully Registered!',
  guestFailed: 'Hmm, looks like something went wrong, Please try again.',
  // The guest form's own checks (SPEC 5: plate, state and code required).
  guestFieldsRequired: 'Please provide a license plate, a state and a validation code',
  // The server's answer to a code that is wrong, expired, used up or another location's (the page
  // shows guestFailed, SPEC 8): one text for every case, so a guesser learns nothing.
  guestCodeRefused: 'This validation code is not valid at this location.',
  guestThanks: 'Thank you! Your parking has been validated. Show this reference number if you are asked for it.',
  guestReferenceLabel: 'Reference Number',
  guestValidUntil: 'Valid until',
} as const;

export const guestHeading = (location: string): string => `Welcome to ${location} Guest Parking Registration`;

/** 429 of the guest and member code calls (rate limit on wrong codes, per address and per location). */
export const tooManyCodeAttempts = (minutes: number): string =>
  `Too many wrong codes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

/** Labels of the guest registration and member-code pages (SPEC section 2 wording). */
export const GUEST_TEXT = {
  guestTitle: 'Guest Parking Registration',
  licensePlate: 'License Plate',
  licenseState: 'State',
  validationCode: 'Validation Code',
  validateParking: 'Validate Parking',
  memberPlate: 'License Plate Number',
  memberState: 'License State',
  memberCode: 'Code',
  continue: 'CONTINUE',
  zone: 'Zone',
  done: 'Done',
  registerAnother: 'Register another vehicle',
} as const;

/** A guest's paid booking on the booking page: its receipt stays on a reload until a new booking is asked for. */
export const GUEST_BOOKING_TEXT = {
  newBooking: 'Start a new booking',
} as const;
