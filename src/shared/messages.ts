/**
 * Every user-facing text of SPEC sections 2, 5 and 8, once. Wording is the spec's, except where
 * README "Differences from the specification" says otherwise.
 */
export const MESSAGES = {
  // Auth (sections 2, 5, 8)
  loginFailed: 'Login failed. Please try again.',
  forgotEmailRequired: 'Please provide a valid email address.',
  forgotFailed: 'This email address is either not associated with an account or its a Google account.',
  forgotSent: 'If that address belongs to an account, a reset link is on its way. Please check your inbox.',
  passwordsNotMatching: 'Looks like the passwords are not matching.',
  // SPEC gives "...check you email again again." for reset and "...check you email again." for
  // activation; the doubled word is the misspelling we correct, so both now read the same.
  invalidResetToken: 'Invalid token provided. Please check you email again.',
  invalidActivationToken: 'Invalid token provided. Please check you email again.',
  resetSuccess: 'Your password has been reset. You can now log in with your new password.',
  activationSuccess: 'Account has been activated! Please Log In page to continue.',
  // Wording as given by SPEC section 5 for empty activation password fields.
  activationFieldsRequired: 'Please provide a valid email address.',
  passwordRule:
    'Password must be 8-25 characters with at least one upper case letter, one lower case letter, one digit and one special character.',
  emailInvalid: 'Please provide a valid email address',
  nameRequired: 'Please provide a valid name',
  signupFieldsRequired: 'Please fill in all fields.',
  emailTaken: 'An account with this email already exists.',
  wrongCredentials: 'Incorrect email or password',
  accountInactive: 'This account is not active. Please check your email for the activation link.',
  mailFailed: 'We could not send the email right now. Please try again later.',
  enforcerPending: 'This member has not activated their account yet. Send the invite again instead.',

  // Server-wide
  unauthorized: 'You are not logged in. Please log in to get access.',
  tokenInvalid: 'Your session has expired or is invalid. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found',
  tooManyRequests: 'Too many attempts. Please wait a few minutes and try again.',
  notImplemented: 'This feature is not available yet.',
  serverError: 'Something went wrong on our side. Please try again.',
  malformedJson: 'The request body is not valid JSON.',

  // Contact
  contactFieldsRequired: 'Please complete all fields on the form',
  contactFailed: 'Unable to send email',
  contactThanks: 'Thank you for reaching out! We received your message and will get back to you soon.',

  // Locations and zones
  noLocations: 'We cannot find any parking locations...',
  noZones: 'No zones for this location...',
  zoneClosedTitle: 'This zone is currently closed',
  zoneClosedBody: 'Parking is not allowed at this time here. Please check back later',
  findAnother: 'Find Another',
  editLocationRequired: 'Please fill in all fields',

  // Bookings and the booking flow
  noBookings: 'You currently do not have any bookings...',
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

  // Member-code page
  freeForAll: 'Free For All Church Visitors',
  memberPlateStateRequired: 'Please provide a valid license plate number and state',
  memberCodeInvalid: 'Please provide a valid code',
  parkingConfirmed: 'Parking Confirmed!',
  thankYouParking: 'Thank you for parking with us!',

  // Guest registration
  guestSuccess: 'Parking Validation Successfully Registered!',
  guestFailed: 'Hmm, looks like something went wrong, Please try again.',

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
  somethingWrong: 'Something went wrong!',
  tryAgainOrContact: 'Please try again or contact us',

  // Management
  noManagedLocations: 'No locations found.',
  noVendors: 'No vendors found.',
  linkCopied: 'Link Copied',
  confirmDeletion: 'Confirm Deletion',
  noPlates: 'No plates added yet.',
  vendorFieldsRequired: 'All fields are required',
  vendorAddFailed: 'Failed to add vendor. Please try again.',
  vendorUpdateFailed: 'Failed to update vendor. Please try again.',
  vendorDeleteFailed: 'Failed to delete vendor. It has been put back.',
  vendorDeleted: 'Vendor deleted successfully',
  submitting: 'Submitting...',

  // Superadmin
  superadminLoadFailed: 'Failed to load vendor locations. Please try again.',
  paymentUpdateFailed: 'Failed to update location information. Please try again.',
  noPaymentRecorded: 'No payment recorded',
  noDescription: 'No description',

  // Enforcer
  enforcerPlateRequired: 'Please enter a license plate number',

  // Valet
  valetReadyForYou: 'Your car is ready for you.',
  valetReady: 'Your car is ready.',
  valetRequestedTitle: 'Requested!',
  valetRequestedBody: 'You will be notified when your vehicle is ready!',
  valetAlreadyPaid: 'Already paid',
  valetTicketPaid: 'Ticket Paid!',
  valetCashPrompt:
    'Please provide the cash payment to the Valet staff or simply press button below to pay online',
  valetParkedByRequired: 'Please enter who parked the car',
  valetParkedLocationRequired: 'Please enter where the car is parked',
  valetPaymentTitle: 'OPS Valet Payment',
} as const;

export const deleteVendorPrompt = (name: string): string =>
  `Are you sure you want to delete vendor "${name}"? This action cannot be undone.`;
export const guestHeading = (location: string): string => `Welcome to ${location} Guest Parking Registration`;
export const noValetTickets = (phone: string): string => `No Tickets found for this number: ${phone}`;
export const valetReceiptTitle = (ticket: string): string => `Receipt for #${ticket}`;

/** The FAQ facts of SPEC section 1, shown on /help. */
export const HELP_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How is parking charged?',
    answer: 'The rental minimum is one hour. After the first hour, time is prorated per minute.',
  },
  {
    question: 'Can I pay for more than one vehicle?',
    answer: 'Yes. You can pay for up to five vehicles at once.',
  },
  {
    question: 'What makes a valid password?',
    answer:
      'Your password must be 8-25 characters long with at least one upper case letter, one lower case letter, one digit and one special character.',
  },
  {
    question: 'Do I need an account to park?',
    answer: 'No. You can book and pay as a guest; sign up to keep your booking history.',
  },
];

/** Labels, headings and buttons of the SPA's frame and account screens (SPEC section 2 wording where it gives one). */
export const APP_TEXT = {
  appName: 'Parking',
  loading: 'Loading…',
  reload: 'Reload',
  openMenu: 'Open menu',
  menu: 'Menu',
  signedInAs: 'Signed in as',
  email: 'Email',
  password: 'Password',
  name: 'Name',
  fullName: 'Full Name',
  confirmPassword: 'Confirm Password',
  newPassword: 'New Password',
  role: 'Role',
  message: 'Message',
  logIn: 'Log In',
  logOut: 'Log Out',
  signUp: 'Sign Up',
  forgotPasswordLink: 'Forgot password?',
  noAccount: "Don't have an account?",
  createAccount: 'Sign up',
  haveAccount: 'Already have an account?',
  backToLogin: 'Back to Log In',
  goToLogin: 'Go to Log In',
  signupRoleLabel: 'I am a',
  forgotTitle: 'Forgot Password',
  forgotIntro: 'Enter the email address of your account and we will send you a link to reset your password.',
  sendResetLink: 'Send Reset Link',
  resetTitle: 'Reset Password',
  resetButton: 'Reset Password',
  activateTitle: 'Activate Account',
  activateButton: 'Activate Account',
  contactTitle: 'Contact Us',
  contactIntro: 'Questions about parking, a booking or your account? Send us a message.',
  send: 'Send',
  helpTitle: 'Help',
  helpIntro: 'Frequently asked questions',
  dashboardTitle: 'Dashboard',
  welcome: 'Welcome',
  profileTitle: 'Profile',
  backHomeTitle: 'Welcome back',
  goToDashboard: 'Go to Dashboard',
  pageNotFound: 'The page you are looking for does not exist.',
  notAvailableBody: 'This screen is being built and will be available in a later release.',
  tileFindParking: 'Find Parking',
  tileFindParkingHint: 'Parking lots near you',
  tileMyBookings: 'My Bookings',
  tileMyBookingsHint: 'Your parking history',
  tileNeedHelp: 'Need Help?',
  tileNeedHelpHint: 'Answers to common questions',
  tileContactUs: 'Contact Us',
  tileContactUsHint: 'Send us a message',
  tileServiceLocations: 'My Service Locations',
  tileServiceLocationsHint: 'Check license plates at your locations',
  tileLocations: 'Locations',
  tileLocationsHint: 'Your locations and zones',
  tileCodes: 'Codes',
  tileCodesHint: 'Validation codes',
  tileMemberships: 'Memberships',
  tileMembershipsHint: 'Plates that park with a member code',
  tileEvents: 'Events',
  tileEventsHint: 'Spots reserved for events',
  tileTeam: 'Team',
  tileTeamHint: 'Your parking enforcers',
  tileRevenue: 'Revenue',
  tileRevenueHint: 'Revenue per location and month',
  tileManagement: 'Management',
  tileManagementHint: 'Vendors per location',
  tileValet: 'Valet',
  tileValetHint: 'Valet tickets of the day',
  tileSuperadmin: 'Super Admin',
  tileSuperadminHint: 'Vendor locations, revenue and payments',
} as const;

export const screenNotAvailable = (screen: string): string => `${screen} is not available yet.`;
