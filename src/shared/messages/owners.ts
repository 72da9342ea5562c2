/** Lot owners: codes, members, events, the enforcement team, revenue and Add Session. */
export const OWNERS_MESSAGES = {
  // Codes, members, events
  noCodes: 'Looks like you have not created any codes...',
  noMembers: 'Looks like you have not added any members yet.',
  noEvents: 'Looks like you have not created any events...',
  confirmTitle: 'Are you sure?',
  confirmMemberDelete: 'Once deleted, you will not be able to recover this member!',
  codeDeleted: 'Poof! The Validation Code has been deleted!',
  memberDeleted: 'Poof! The Member has been deleted!',
  eventDeleted: 'Poof! The event has been deleted!',
  memberAdded: 'Success! Member has been added!',
  oopsTitle: 'Oops!',
  oopsBody: 'Seems like something went wrong, please try again or Contact Us',

  // Locations and zones (answers of the API)
  locationNotFound: 'Location not found',
  locationDeleted: 'Location deleted',
  locationHasSessions: 'This location has parking sessions. Set it to inactive instead of deleting it.',
  locationCoordinatesOrder: 'location_point.coordinates: must be [longitude, latitude]',
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
  noRevenues: 'No revenues for this location',
  lotRevenueRequired: 'lotRevenue: please enter an amount greater than 0.',
  reportDatesOrder: 'to: the last day must not be before the first day.',
  reportRangeTooLong: 'to: a report covers at most 366 days.',
  revenueDateFuture: 'date: revenue cannot be recorded for a day still to come.',
  sessionFieldsRequired: 'Please fill out all fields.',
  sessionZoneRequired: 'Please select a zone.',
  sessionStartRequired: 'Please select a start date.',
  sessionCostRequired: 'Please enter a total cost.',
  sessionCostNegative: 'Total cost cannot be negative.',
  sessionCostInvalid: 'Please enter a valid total cost.',
  plateInvalid: `The license plate must be 1 to 8 letters and digits.`,
  stateInvalid: 'The license state must be two letters.',
  zoneNotAtLocation: 'This zone is not at this location.',
  somethingWrong: 'Something went wrong!',
  tryAgainOrContact: 'Please try again or contact us',
} as const;
