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
} as const;

export const guestHeading = (location: string): string => `Welcome to ${location} Guest Parking Registration`;
