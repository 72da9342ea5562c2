/** Labels of the owners' /codes, /members, /members/add and /events screens (SPEC 2 wording where it gives one). */
export const OWNER_CONSOLE_TEXT = {
  delete: 'Delete',
  cancel: 'Cancel',
  submit: 'Submit',
  location: 'Location',
  // Above the /codes and /events cards (hundreds of them): find one by name, at one location.
  // The card filters' names share no word with the forms' labels (Location, Code, Event Name), so a
  // field found by its label is never ambiguous.
  filterLocation: 'Show the cards at',
  locationPlaceholder: 'Choose a location',
  pickLocation: 'Please choose a location.',
  startDate: 'Start Date',
  endDate: 'End Date',
  pickStart: 'Please choose a start date.',
  pickEnd: 'Please choose an end date.',
  endNotBeforeStart: 'The end date must not be before the start date.',

  // Codes
  codesTitle: 'Validation Codes',
  addCodeTitle: 'Add Validation Code',
  // SPEC 2's name for the card list of /codes.
  codesListTitle: 'Validate Codes',
  code: 'Code',
  enterCode: 'Please enter a code.',
  useLimit: 'Use limit',
  useLimitHint: 'Optional: how often the code may be used (1: single use). Empty: no limit.',
  codeAdded: (code: string) => `Validation code ${code} added.`,
  codesLoadFailed: 'The validation codes could not be loaded. Please try again.',
  codeUses: (uses: number, maxUses: number | null | undefined) =>
    maxUses ? `Used ${uses} of ${maxUses} ${maxUses === 1 ? 'time' : 'times'}` : `Used ${uses} ${uses === 1 ? 'time' : 'times'}`,
  lastUsed: (when: string) => `last ${when}`,
  neverUsed: 'not used yet',
  singleUse: 'Single use',
  expired: 'Expired',
  ended: 'Ended',
  showMoreCards: (next: number, total: number) => `Show ${next} more (${total.toLocaleString('en-US')} in all)`,
  findCode: 'Search the cards',
  // The filter matches nothing: SPEC's "not created any codes" would be untrue of a full list.
  noCodeMatches: 'No code matches this search.',

  // Members
  membersTitle: 'Memberships',
  addMember: 'Add Member',
  newMemberTitle: 'New Member',
  licensePlate: 'License Plate',
  overlaps: 'Overlaps',
  validUntil: 'Valid Until',
  validUntilDate: 'Valid Until Date',
  name: 'Name',
  everyLocation: 'Every location',
  // /members: the column saying where a membership holds, and the picker keeping one location's members.
  memberLocation: 'Location',
  membersAt: 'Show the members at',
  allLocations: 'All locations',
  // /members with a location picked that no membership names (those of every location are listed without a pick).
  memberEverywhereDelete: 'This membership holds at every one of your locations: deleting it ends it at all of them.',
  noMembersAt: (location: string) => `No member may park at ${location} yet: none added for it, and none valid at every location.`,
  searchPlate: 'Search by plate',
  // A search that finds nothing: SPEC's "not added any members yet" would be untrue of a full list.
  noMemberMatches: (plate: string) => `No member matches the plate ${plate}.`,
  enterPlate: 'Please enter a license plate.',
  enterValidUntil: 'Please choose the date the membership is valid until.',
  validUntilPassed: 'This day has passed: choose the last day the membership is valid, today or later.',
  memberCodeHint: 'Optional. Without a code the plate still parks free (enforcers see it as a member); the member-code page needs one.',
  noMemberCode: 'No code',
  membersLoadFailed: 'The members could not be loaded. Please try again.',
  memberCount: (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'member' : 'members'}`,
  backToMembers: 'Back to Memberships',

  // Events
  eventsTitle: 'Events',
  // The form's heading; its button is Add Event.
  addEventTitle: 'New Event',
  // Not "Your Events": the page's heading Events is the one heading of that name.
  eventsListTitle: 'Scheduled',
  addEvent: 'Add Event',
  eventName: 'Event Name',
  spotsRequired: 'Spots Required',
  spots: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'spot' : 'spots'}`,
  enterEventName: 'Please enter the event name.',
  enterSpots: 'Please enter how many spots the event needs.',
  spotsRange: 'Spots Required must be a whole number from 1 to 100,000.',
  eventAdded: (name: string) => `Event ${name} added.`,
  findEvent: 'Search the cards',
  noEventMatches: 'No event matches this search.',
  eventsLoadFailed: 'The events could not be loaded. Please try again.',
} as const;
