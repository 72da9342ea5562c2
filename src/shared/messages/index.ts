import { clockLabel } from '../dates';

export { MESSAGES } from './all';

export * from './auth';
export * from './server';
export * from './contact';
export * from './parking';
export * from './guests';
export * from './owners';
export * from './management';
export * from './enforcement';
export * from './valet';
export * from './team';
export * from './reports';
export * from './ownerConsole';
export * from './superadmin';

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
  // index.html's own words while the app's code is slow to arrive (public/index.html).
  stillLoading: 'Still loading. A weak signal can make this slow.',
  reload: 'Reload',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  // The banner every page shows while the API cannot be reached (app/layout/ServiceBanner).
  offline: 'No connection. Check your signal or Wi-Fi; we will try again by ourselves.',
  serviceDown: 'The service is not answering right now. Please try again in a minute.',
  tryAgain: 'Try again',
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
  newResetLink: 'Send me a new reset link',
  // The heading is not the button's words: SPEC names the button Activate Account.
  activateTitle: 'Activate your account',
  activateButton: 'Activate Account',
  contactTitle: 'Contact Us',
  contactIntro: 'Questions about parking, a booking or your account? Send us a message.',
  send: 'Send',
  helpTitle: 'Help',
  helpIntro: 'Frequently asked questions',
  dashboardTitle: 'Dashboard',
  welcome: 'Welcome',
  profileTitle: 'Profile',
  remindersTitle: 'Reminders',
  remindersSwitch: 'Email me before my parking ends',
  reminderLead: 'How long before the end',
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
  tileReports: 'Reports',
  tileReportsHint: 'What each lot keeps: gross, refunds, fees and net, with CSV',
  // Not "Revenue" again: the dashboard's one link of that name is the Revenue tile.
  tileRevenueUpdate: 'Other Income',
  tileRevenueUpdateHint: 'Record money taken outside the app',
  tileManagement: 'Management',
  tileManagementHint: 'Vendors per location',
  // Not "Valet": the menu's Valet is the one link of that name on the page.
  tileValet: 'Ticket Desk',
  tileValetHint: "Today's tickets and requests",
  tileSuperadmin: 'Super Admin',
  tileSuperadminHint: 'Vendor locations, revenue and payments',
} as const;

/** One lead-time choice of the /profile reminder settings. */
export const reminderMinutesChoice = (minutes: number): string => `${minutes} minutes before`;

export const screenNotAvailable = (screen: string): string => `${screen} is not available yet.`;

/**
 * /login while signed in: a guard sent the user here from a page their role may not open (SPEC 6),
 * or they came on their own. They may sign in as someone else, or go back to their dashboard.
 */
export const signedInAlready = (name: string, refused: boolean): string =>
  refused
    ? `You are signed in as ${name}, who cannot open that page. Log in with another account, or go back to your dashboard.`
    : `You are signed in as ${name}.`;

/** A zone's hours as a driver reads them: open equal to close is open around the clock (src/shared/openHours.ts). */
export const openHoursLabel = (openTime: string, closeTime: string): string =>
  openTime === closeTime ? 'Open 24 hours' : `Open ${clockLabel(openTime)}–${clockLabel(closeTime)}`;

/** Edit Location: a field left empty is not sent (SPEC 5: a name or a phone), so the stored value stays. */
export const keptWhenEmpty = (field: 'name' | 'phone number', value: string): string => `Left empty, the ${field} stays ${value}.`;

/** Labels of the driver screens and the location/zone forms (SPEC section 2 wording where it gives one). */
export const PARKING_TEXT = {
  locationsTitle: 'Parking Locations',
  myLocationsTitle: 'My Locations',
  findLocation: 'Find a location by name or address',
  backToMyLocations: 'Back to My Locations',
  nearbyTitle: 'Parking near you',
  addLocation: 'Add Location',
  newLocationTitle: 'New Location',
  editLocation: 'Edit Location',
  viewZones: 'View Zones',
  addZone: 'Add Zone',
  newZoneTitle: 'New Zone',
  guestPage: 'Guest Page',
  memberPage: 'Member Page',
  edit: 'Edit',
  editZone: 'Edit Zone',
  parkHere: 'Park Here',
  locating: 'Finding parking near you…',
  searchLabel: 'City, ZIP code or lot name',
  searchHint: 'We could not get your position. Search by city, ZIP code or the lot’s name instead.',
  searchPlaceholder: 'e.g. 78701 or Midtown Garage',
  searchButton: 'Search',
  noPlaces: 'No matching places.',
  placesFound: (count: number) =>
    count === 1 ? '1 place found. Pick it to see parking near it.' : `${count} places found. Pick one to see parking near it.`,
  zonesTitle: 'Zones',
  zoneLabel: 'Zone',
  perHour: 'per hour',
  perDay: 'per day',
  // Beyond the spec: what an hour (a day) costs with the service fees, on the zone card, before Park Here.
  withFees: (amount: string, hourly: boolean) => `${amount} ${hourly ? 'an hour' : 'a day'} with service fees`,
  // Beyond the spec: the lot page's way to the guest page, for a driver a business gave a validation code.
  haveCode: 'Have a validation code from a business here?',
  useCode: 'Use it',
  hourly: 'Hourly',
  daily: 'Daily',
  closed: 'Closed',
  closedNow: 'Closed now',
  locationName: 'Location Name',
  phoneNumber: 'Phone Number',
  address: 'Address',
  addressPlaceholder: 'Start typing an address',
  addressRequired: 'Please choose the address from the suggestions',
  nameAndAddressRequired: 'Please provide a name and choose an address',
  nameRequired: 'Please provide a name for the location',
  inactive: 'Inactive',
  // Under the Edit Location switch, whose label reads Inactive (the switch itself holds no words): which way is which.
  inactiveHelp: 'On: drivers no longer find this lot and cannot book it. Off: the lot is active.',
  graceMinutes: 'Grace period (minutes)',
  graceHelp: 'How long after a booking ends an enforcer still finds the plate Valid.',
  // The location forms' field, and the receipt's and My Bookings' row naming the zone their times are in.
  timeZone: 'Time Zone',
  timeZoneHelp: "The lot's dates, open hours and revenue months are read in this zone.",
  timeZoneFromAddress: 'From the address',
  active: 'Active',
  save: 'Save',
  zoneNumber: 'Zone Number',
  price: 'Price ($)',
  pricing: 'Pricing',
  openTime: 'Open Time',
  closeTime: 'Close Time',
  hoursHint: 'The same open and close time means open 24 hours; a close before the open runs past midnight.',
  archived: 'Closed (archived)',
  zoneFieldsRequired: 'Please provide a zone number and a valid price',
  saved: 'Saved',
  back: 'Back',
  next: 'Next',
  stepSessionInfo: 'Session Info',
  stepPayment: 'Payment details',
  stepReceipt: 'Receipt',
  vehicles: 'Vehicles',
  vehicle: 'Vehicle',
  licensePlate: 'License Plate',
  licenseState: 'State',
  addVehicle: 'Add vehicle',
  removeVehicle: 'Remove vehicle',
  hours: 'Hours',
  rate: 'Rate',
  parking: 'Parking',
  fees: 'Fees',
  total: 'Total',
  amountCharged: 'Amount to pay',
  amountPaid: 'Amount paid',
  continueToPayment: 'Continue to Payment',
  pay: 'Pay',
  demoTitle: 'Demo payment — no money is charged',
  demoBody: 'This is a test form. Use card 4242 4242 4242 4242 to pay or 4000 0000 0000 0002 to see a decline. Nothing is ever charged.',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  cardFieldsRequired: 'Please fill in the card number, expiry and CVC',
  payingWait: 'Confirming your booking…',
  retryBooking: 'Try again',
  receiptTitle: 'Receipt',
  date: 'Date',
  start: 'Start',
  end: 'End',
  plates: 'License Plates',
  yourName: 'Your Name',
  yourEmail: 'Your Email',
  done: 'Done',
  bookingHistory: 'Booking History',
  findParking: 'Find Parking',
  // Beyond the spec: a guest's way back to their booking from the finished screen (its page is theirs by link only).
  openGuestBooking: 'My Booking',
  guestBookingKeep:
    'Your booking’s page shows the time left and lets you extend or end your parking. Keep it open, bookmark it, or send yourself the receipt: it holds the link.',
  bookingsTitle: 'My Bookings',
  guestBookingTitle: 'Your Parking',
  showMore: 'Show more',
  timeLeft: 'left',
  extend: 'Extend',
  extendTitle: 'Extend parking',
  extendBy: 'Add hours',
  extendDone: 'Parking extended. New end time:',
  refunded: 'Refunded',
  stopNow: 'End Parking Now',
  stopTitle: 'End parking now',
  stopConfirm: 'Confirm',
  cancel: 'Cancel',
  walletPay: 'Pay with a wallet',
  loadingPayment: 'Loading payment…',
  paymentUnavailable: 'Payments are not available right now. Please try again later.',
  paymentApproved: 'Payment approved. Booking your spot…',
  startsIn: 'Starts',
  vehicleNotFound: 'Vehicle not found in the registry; you can still park.',
} as const;
