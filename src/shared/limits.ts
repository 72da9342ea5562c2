/** Limits and constants of SPEC sections 5 and 9, shared by forms and server schemas. */
export const LIMITS = {
  /** An owner's entry (Update Revenue, Add Session, Add Vendor) sent again this soon is one submit repeated: it adds nothing. */
  repeatEntryMs: 60_000,
  plateMax: 8,
  stateMax: 2,
  ticketMax: 10,
  phoneMax: 10,
  totalCostInputMax: 10,
  // A session's total cost, stored as integer cents: what Add Session's 10-character field can mean
  // with cents (9999999.99); more was a typo, and from $21,474,836.48 on the database refused it (500).
  sessionCostMaxCents: 999_999_999,
  // Add Session's start: an owner records parking that happened or is sold ahead (a year at most),
  // not a typo's 2099 or 1970, which the lot table's year list would then have to offer.
  manualStartAheadYears: 1,
  manualStartBackYears: 10,
  // The longest range one reconciliation report covers, days included (the server's MAX_REPORT_DAYS).
  reportDaysMax: 366,
  passwordMin: 8,
  passwordMax: 25,
  nameMax: 100,
  emailMax: 254,
  messageMax: 5000,
  /** A short free text others read (a payment's or subscription's description, a valet note): ShortText. */
  shortTextMax: 500,
  codeMax: 50,
  // One /revenue/update entry (POST /billing/revenue/update lotRevenue, kept as integer cents).
  lotRevenueEntryMaxCents: 100_000_000,
  // Spots an event may reserve (POST /events spotCount).
  eventSpotsMax: 100_000,
  vehiclesMax: 5,
  // A guest's or member's free parking lasts to the end of the lot's day, and at least this long (late visits).
  freeParkingMinHours: 3,
  // The open valet tickets a customer page lists for one phone number (several cars handed in on it).
  valetTicketsPerPhoneShown: 10,
  hoursMax: 24,
  // Booking history pages (GET /sessions/me): big enough that most drivers see everything at once,
  // capped so one request stays a bounded read.
  historyPageDefault: 50,
  historyPageMax: 100,
  // Member list pages (GET /members, /locations/{id}/members with page or pageSize): without either
  // the list is every row, as SPEC reads it.
  membersPageDefault: 50,
  membersPageMax: 500,
  // Lot revenue table pages (POST /billing/lot/revenue with page): without it the month is every row.
  lotRevenuePageSize: 50,
  lotRevenuePageMax: 500,
  // A management vendor's plate list (PUT replaces it whole; written in batches).
  vendorPlatesMax: 10_000,
  // A location's grace after a booking ends before its plate reads Expired (locations.grace_minutes, default 5).
  graceMinutesMax: 240,
  // How long before a booking ends its reminder mail may go out (users.reminder_minutes).
  reminderMinutesMin: 5,
  reminderMinutesMax: 60,
  // Wrong guest-validation and member codes (POST /sessions/validate, /sessions/code) allowed in one
  // window before 429, per client address and per location: a 6-character code cannot be guessed.
  codeAttemptsPerIp: 10,
  codeAttemptsPerLocation: 50,
  codeAttemptWindowMinutes: 15,
  // Guest reference numbers: this many characters of an alphabet without look-alikes (0/O, 1/I/L).
  referenceLength: 6,
  referenceAlphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ',
} as const;

export const DEFAULTS = {
  hours: 1,
  openTime: '06:00',
  closeTime: '23:00',
  timeStepSeconds: 300,
  addressDebounceMs: 300,
  paypalSuccessDelayMs: 300,
  dialogBackdropMs: 500,
  stepChangeDelayMs: 300,
  startOffsetMinutes: 10,
  currency: 'usd',
  country: 'US',
  subscriptionPriceCents: 12000,
  timeZone: 'America/New_York',
  // The reminder's lead for guests and for drivers who did not choose one.
  reminderMinutes: 15,
  // Under this many minutes left, /bookings and the finished screen warn that the parking ends soon.
  endingSoonMinutes: 15,
  // The lead times offered on /profile (whole minutes within reminderMinutesMin..Max).
  reminderChoices: [5, 10, 15, 20, 30, 45, 60],
} as const;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
