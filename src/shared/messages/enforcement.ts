/** Enforcers checking plates. */
export const ENFORCEMENT_MESSAGES = {
  // Enforcer
  enforcerPlateRequired: 'Please enter a license plate number',
  plateNotFound: 'No parking found for this license plate',
} as const;

/**
 * The reason line of a plate check (POST /sessions/status), built by the server with times and
 * dates already written in the location's time zone ("14:30", "Mar 12").
 */
export const PLATE_REASONS = {
  paidUntil: (time: string) => `paid until ${time}`,
  // A member without a code (its plate alone) is a "member".
  memberCodeValidUntil: (code: string, date: string) => `${code ? `member code ${code}` : 'member'} valid until ${date}`,
  // A free session from a member's code: when that session ends, not the membership (QA read it so).
  memberSessionUntil: (code: string, time: string) => `${code ? `member code ${code}` : 'member'}, free session until ${time}`,
  memberCodeExpired: (code: string, date: string) => `${code ? `member code ${code}` : 'member'} expired ${date}`,
  guestValidation: (reference: string, vendor: string | null) =>
    vendor ? `guest validation #${reference} by vendor ${vendor}` : `guest validation #${reference}`,
  grace: (minutes: number) => `grace, ${minutes} min left`,
  onVendorList: (vendor: string, date: string) => `on vendor ${vendor}'s list until ${date}`,
  vendorListExpired: (vendor: string, date: string) => `vendor ${vendor}'s list expired ${date}`,
  expiredAt: (time: string) => `expired at ${time}`,
} as const;

/** Labels of the enforcer's /service/locations/{locationId}/search screen (SPEC 2 wording where it gives one). */
export const ENFORCER_TEXT = {
  title: 'License Plate Search',
  licensePlate: 'License Plate',
  search: 'Search',
  searching: 'Searching...',
  // Beyond the spec: the plate's parking changed after the answer on screen, and asking again failed.
  staleAnswer: "This plate's parking changed since this answer and it could not be checked again. Search again.",
  valid: 'Valid',
  expired: 'Expired',
  notFound: 'Not Found',
  location: 'Location',
  total: 'Total',
  zone: 'Zone',
  code: 'CODE',
  address: 'Address',
  plate: 'Plate',
  start: 'Start',
  end: 'End',
  // Beyond the spec: a booking the driver ended early, and what they were given back.
  endedEarly: 'Ended early',
  // Beyond the spec: plates that may park here and read like the one searched (O for 0, I for 1).
  didYouMean: 'Did you mean',
  refunded: 'Refunded',
  started: 'Started',
  paidPlates: 'Paid License Plates',
  notApplicable: 'N/A',
  noPaidPlates: 'No paid plates right now',
  lastChecks: 'Last checks of this plate here',
  noChecks: 'No earlier checks of this plate here',
  checkedBy: 'Checked by',
  checkedAt: 'When',
  result: 'Result',
  someone: 'a former user',
  locationMissing: 'Location not found',
  back: 'Back to locations',
} as const;
