/** Drivers: locations, zones, the booking flow, receipts and history. */
export const PARKING_MESSAGES = {
  // Locations and zones
  noLocations: 'We cannot find any parking locations...',
  noZones: 'No zones for this location...',
  zoneClosedTitle: 'This zone is currently closed',
  zoneClosedBody: 'Parking is not allowed at this time here. Please check back later',
  findAnother: 'Find Another',
  editLocationRequired: 'Please fill in all fields',

  // Bookings and the booking flow
  noBookings: 'You currently do not have any bookings...',
  // GET /sessions/me?before=: the cursor is only ever one the server handed out, so a bad one is a broken link or a stale client.
  badCursor: 'before: not a valid page cursor; start again from the first page',
  allSet: 'You are all set and ready to park!',
  sendReceipt: 'Send Receipt',
  sendingReceipt: 'Sending...',
  receiptSent: 'Receipt Sent',
  plateRequired: 'Please provide a valid license plate',
  stateRequired: 'Please provide a valid state for license plate',
  vehicleLookupFailed: 'Please provide a valid license plate number and try again.',
  receiptNameRequired: 'Please provide a valid name',
  receiptEmailRequired: 'Please provide a valid email address',
  paymentFailed: 'Looks like something went wrong, please try again',
} as const;

export const zoneNumberTaken = (zoneNumber: string): string => `zoneNumber: zone ${zoneNumber} already exists at this location`;
