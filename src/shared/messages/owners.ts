const TIME_ZONE_UNKNOWN = 'must be an IANA time zone name such as America/Chicago';

/** Lot owners: codes, members, events, the enforcement team, revenue and Add Session. */
export const OWNERS_MESSAGES = {
  // Codes, members, events
  noCodes: 'Looks like you have not created any codes...',
  noMembers: 'Looks like you have not added any members yet.',
  noEvents: 'Looks like you have not created any events...',
  confirmTitle: 'Are you sure?',
  confirmMemberDelete: 'Once deleted, you will not be able to recover this member!',
  // SPEC 5: codes and events are confirmed "with the wording as given for members", said of what is deleted.
  confirmCodeDelete: 'Once deleted, you will not be able to recover this code!',
  confirmEventDelete: 'Once deleted, you will not be able to recover this event!',
  codeDeleted: 'Poof! The Validation Code has been deleted!',
  memberDeleted: 'Poof! The Member has been deleted!',
  eventDeleted: 'Poof! The event has been deleted!',
  memberAdded: 'Success! Member has been added!',
  oopsTitle: 'Oops!',
  oopsBody: 'Seems like something went wrong, please try again or Contact Us',
  // An add whose answer never came (a lost signal): the server may have saved it, and a second press would then be refused as a repeat.
  oopsNoAnswer: 'No answer came back from the server: it may have been saved. Check the list before adding it again.',

  // Codes, members, events (answers of the API)
  codeNotFound: 'Validation code not found',
  codeUsedUp: 'This validation code has been used as often as it may be.',
  codeNotActive: 'This validation code is not valid at this time.',
  memberNotFound: 'Member not found',
  plateSearchInvalid: 'must be part of a plate: up to 8 letters and digits',
  eventNotFound: 'Event not found',
  endBeforeStart: 'endDate: must be after startDate',
  maxUsesBelowUses: 'maxUses: must not be below the uses the code already has',

  // Locations and zones (answers of the API)
  locationNotFound: 'Location not found',
  locationDeleted: 'Location deleted',
  locationHasSessions: 'This location has parking sessions. Set it to inactive instead of deleting it.',
  locationHasPayments:
    'This location has payment records (revenue entries or subscription payments). Set it to inactive instead of deleting it.',
  locationCoordinatesOrder: 'location_point.coordinates: must be [longitude, latitude]',
  // Read after the field's name: "timeZone: must be ...".
  timeZoneUnknown: TIME_ZONE_UNKNOWN,
  // The same refusal, field named, for a name Intl knows and the database does not ("AET", "US/Pacific-New").
  timeZoneNotInDatabase: `timeZone: ${TIME_ZONE_UNKNOWN}`,
  zoneNotFound: 'Zone not found',
  zoneDeleted: 'Zone deleted',
  zoneHasSessions: 'This zone has parking sessions. Archive it instead of deleting it.',
  zonesQueryRequired: 'id: required (or locationId)',
  zoneTimeStep: 'must be HH:MM in 5-minute steps',
  wholeCents: 'must be in whole cents',

  // Team
  noTeam: 'Looks like you have not added any members yet.',
  noServicing: 'Looks like you are not servicing any locations yet.',

  // Revenue and Add Session
  noRevenues: 'No revenues for this location.',
  sessionAdded: 'Session added.',
  sessionAlreadyAdded: 'This session was already added a moment ago. It is in the list once.',
  lotRevenueRequired: 'lotRevenue: please enter an amount greater than 0.',
  reportDatesOrder: 'to: the last day must not be before the first day.',
  reportRangeTooLong: 'to: a report covers at most 366 days.',
  revenueDateFuture: 'date: revenue cannot be recorded for a day still to come.',
  // Reversing a revenue entry (POST /billing/revenue/adjustments/{id}/reverse)
  revenueEntryNotFound: 'Revenue entry not found',
  revenueEntryAlreadyReversed: 'This revenue entry has already been reversed.',
  revenueEntryIsReversal: 'This entry is a reversal: it cannot be reversed itself. Record the amount again on Update Revenue instead.',
  sessionFieldsRequired: 'Please fill out all fields.',
  sessionZoneRequired: 'Please select a zone.',
  sessionStartRequired: 'Please select a start date.',
  sessionCostRequired: 'Please enter a total cost.',
  sessionCostNegative: 'Total cost cannot be negative.',
  sessionCostInvalid: 'Please enter a valid total cost.',
  sessionCostTooLarge: 'Total cost cannot be more than $9,999,999.99.',
  sessionStartTooLate: 'The start date can be at most a year from now.',
  sessionStartTooEarly: 'The start date can be at most 10 years ago.',
  plateInvalid: `The license plate must be 1 to 8 letters and digits.`,
  stateInvalid: 'The license state must be two letters.',
  // The vendor form's plate row: Add Plate pressed with a field still empty.
  plateNumberMissing: 'Please enter a plate number.',
  plateStateMissing: 'Please enter a plate state.',
  zoneNotAtLocation: 'This zone is not at this location.',
  // Sessions at an owner's locations (GET, PATCH, DELETE /sessions/{id})
  sessionNotFound: 'Session not found',
  sessionDeleted: 'Session deleted',
  sessionStaysAtLocation: 'locationId: a session stays at its location; add a new one at the other location instead.',
  sessionTermsFixed:
    'Only a session added by hand can change its start or total cost: a booking keeps what its payment bought, and a guest or member session the time its code gave.',
  bookingNotRemovable: 'A booking paid online cannot be removed: its payment and the revenue it counts in stay on record.',
  somethingWrong: 'Something went wrong!',
  tryAgainOrContact: 'Please try again or contact us',
} as const;

/** Labels of the revenue screens (/revenues, /revenue/lot/{lotId}, Add Session) and the dashboard's revenue summary. */
export const REVENUE_TEXT = {
  // Beyond the spec: the search above the lots' revenue table (/dashboard, /revenues) of an owner of many lots.
  findLot: 'Find a location by name or address',
  noLotMatches: 'No location matches this search.',
  revenueTitle: 'Revenue',
  summaryTitle: 'Revenue summary',
  monthRevenue: 'Revenue this month',
  chosenMonthRevenue: 'Revenue in',
  vsLastMonth: 'vs last month',
  // A change from a month of $0 has no percent: the API's 100 would read as a doubling.
  newThisMonth: 'New this month',
  noChange: '—',
  locationCount: 'Locations',
  allTime: 'All-time revenue',
  feesIncluded: 'Revenue is what drivers paid, service fees included.',
  noLocationsYet: 'No locations yet: add your first one, then its zones, and drivers can book it.',
  whatLotsKeep: 'Reports show what each lot keeps.',
  location: 'Location',
  thisMonth: 'Revenue',
  lastMonth: 'Month before',
  change: 'Change',
  monthTotal: 'Month total',
  month: 'Month',
  year: 'Year',
  date: 'Date',
  licensePlate: 'License Plate',
  rate: 'Rate',
  zone: 'Zone',
  noZone: 'CODE',
  sessionCount: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'session' : 'sessions'}`,
  exportCsv: 'Export CSV',
  // /revenue/lot/{id}: to the lot's reconciliation on /reports.
  lotReport: 'Lot report',
  // A revenue entry's line: who recorded it.
  enteredBy: (name: string) => `by ${name}`,
  addSession: 'Add Session',
  newSessionTitle: 'New Session',
  correctPlateTitle: 'Correct the license plate',
  correctPlateLabel: (plate: string) => `Correct the plate ${plate}`,
  correctPlateHint: 'An enforcer checking the lot finds this session under the corrected plate. Its price and times stay as they are.',
  correctPlateSave: 'Save Plate',
  plateCorrected: 'Plate corrected.',
  editSessionTitle: 'Correct the session',
  editSessionLabel: (plate: string) => `Correct the session of ${plate} added by hand`,
  editSessionHint:
    "A session added by hand: its plate, zone, start and total cost can be corrected. Its end follows from the cost at the zone's rate, as when it was added.",
  editSessionSave: 'Save Session',
  sessionCorrected: 'Session corrected.',
  removeSession: 'Remove',
  removeSessionLabel: (plate: string) => `Remove the session of ${plate} added by hand`,
  removeSessionConfirm: (plate: string, when: string, amount: string) =>
    `The session of ${plate} on ${when} (${amount}), added by hand, will be removed and no longer count in this month's revenue.`,
  startDate: 'Start Date',
  totalCost: 'Total Cost',
  lotNow: 'Now at the lot',
  lotClock: (timeZone: string) => `The lot's local time (${timeZone.replace(/_/g, ' ')}).`,
  plateNumber: 'License Plate Number',
  plateState: 'License State',
  zones: 'Zones',
  selectZone: 'Select a zone',
  noLots: 'No revenue for your locations in this month.',
  loadFailed: 'The revenue could not be loaded. Please try again.',
  backToLot: 'Back to the lot revenue',
  entryZone: 'ENTRY',
  occupancyNow: 'Parked now',
  // Two counts side by side, not a fraction: three cars in two zones is not "3 / 2", over capacity.
  occupancy: (active: number, zones: number) => `${active} ${active === 1 ? 'car' : 'cars'} in ${zones} ${zones === 1 ? 'zone' : 'zones'}`,
  trendTitle: 'Revenue, last 12 months',
  trendLabel: (month: string, total: string) => `${month}: ${total}`,
  entriesTitle: 'Revenue entries',
  entriesHint: 'Entered on Update Revenue; counted in the month total. A mistaken entry can be reversed.',
  entryNoNote: 'Revenue entry',
  reverseEntry: 'Reverse',
  reverseEntryLabel: (amount: string, when: string) => `Reverse the ${amount} entry of ${when}`,
  reverseEntryTitle: 'Reverse this entry?',
  reverseEntryConfirm: (amount: string, when: string) =>
    `The ${amount} entry of ${when} will be cancelled by a new entry of -${amount} on the same date. Both stay listed, and the month total, the dashboard, the reports and the CSV files will no longer count it. This cannot be undone.`,
  entryReversed: 'Entry reversed.',
  entryReversedTag: 'Reversed',
  entryReversalTag: 'Reversal',
} as const;

/** The note of a reversing entry: which entry it undoes (its amount and date in the lot's time zone). */
export const revenueReversalNote = (amount: string, when: string): string => `Reverses the ${amount} entry of ${when}`;

/** 409 of POST and PATCH /validations: a code is unique at a location while its date windows overlap. */
export const codeTaken = (code: string): string => `The code ${code} is already a validation code at this location for overlapping dates.`;

/**
 * 409 of POST and PATCH /members: a plate with a code is one membership at a location (or, for a
 * member valid everywhere, among the owner's); another plate may share the code (that is Overlaps).
 */
export const memberTaken = (plate: string, code: string, everywhere: boolean): string =>
  `${plate} is already a member ${code ? `with the code ${code}` : 'without a code'} ${everywhere ? 'at all your locations' : 'at this location'}. Edit that member instead of adding it again.`;

/** 409 of POST and PATCH /events: the same event (name in any case, start and end) is stored once per location. */
export const eventTaken = (eventName: string): string =>
  `The event ${eventName} is already at this location for the same dates. Edit that event instead of adding it again.`;
