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

/** 409 of POST and PATCH /validations: a code is unique at a location while its date windows overlap. */
export const codeTaken = (code: string): string => `code: ${code} is already a validation code at this location for overlapping dates`;
