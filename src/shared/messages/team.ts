/** Labels of the owners' /team screen and the enforcer's serviced locations (SPEC 2 wording where it gives one). */
export const TEAM_TEXT = {
  title: 'Parking Enforcers',
  addEnforcer: 'Add Parking Enforcer',
  inviteTitle: 'Team Invite',
  memberName: 'Member Name',
  memberEmail: 'Member Email',
  sendInvite: 'Send Invite',
  sending: 'Loading...',
  inviteFieldsRequired: 'Please enter the member name and email.',
  inviteSent: (email: string) => `Invite sent to ${email}.`,
  name: 'Name',
  email: 'Email',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  pending: 'Invite sent',
  // Not "Resend Invite": a name holding "Send Invite" made the Invite dialog's button one of several by that name.
  resendInvite: 'Invite Again',
  action: 'Action',
  activate: 'Activate',
  deactivate: 'Deactivate',
  locations: 'Locations',
  locationsPlaceholder: 'Choose locations',
  locationsSaved: 'Locations saved.',
  activated: (name: string) => `${name} can sign in again.`,
  deactivated: (name: string) => `${name} is signed out and cannot sign in.`,
  deactivateTitle: (name: string) => `Deactivate ${name}?`,
  deactivateConfirm: 'They are signed out at once and cannot sign in or check plates until you activate them again.',
  cancel: 'Cancel',
  servicingTitle: 'Locations Servicing',
  askForLocations: 'The lot owner who invited you chooses the locations you service, on their Team page: ask them to add yours.',
  checkPlates: 'Check License Plates',
} as const;

/** Labels of /revenue/update: revenue an owner records by hand, kept as entries. */
export const REVENUE_ENTRY_TEXT = {
  // Not the button's words (Update Revenue); the dashboard's tile reads Other Income too.
  title: 'Other Income',
  subtitle: 'Record revenue taken outside the app. Every entry is kept and counts in its month.',
  location: 'Location',
  locationPlaceholder: 'Choose a location',
  lotName: 'Lot Name',
  lotRevenue: 'Lot Revenue',
  date: 'Day taken',
  dateHint: 'Leave empty for today.',
  note: 'Note',
  submit: 'Update Revenue',
  pickLocation: 'Please choose a location.',
  amountInvalid: 'Please enter a lot revenue greater than 0, in dollars and cents.',
  amountTooLarge: 'One entry can record at most $1,000,000.00. Split a larger amount into several entries.',
  saved: (amount: string, lot: string, total: string) => `${amount} recorded for ${lot}. Entered so far: ${total}.`,
  // The server took the submit for a repeat of one made less than a minute ago (a double press, a retry).
  repeated: (amount: string, lot: string, noted: boolean) =>
    `${amount} for ${lot} ${noted ? 'with the same note' : 'without a note'} was recorded less than a minute ago, so it was not added again. If this is another payment, add a note that tells them apart.`,
} as const;
