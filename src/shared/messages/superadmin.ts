/** Labels of the superadmin's /superadmin screen (SPEC 2 wording where it gives one; its errors are in management.ts). */
export const SUPERADMIN_TEXT = {
  // Beyond the spec: the table's search by location name (GET /billing/subs?search=).
  searchLocations: 'Search locations by name',
  noLocationMatches: (search: string) => `No vendor location's name holds "${search}".`,
  title: 'Vendor Locations Dashboard',
  subtitle: 'What every vendor location pays for the platform, and each payment recorded',
  totalVendorLocations: 'Total Vendor Locations',
  totalMonthlyRevenue: 'Total Monthly Revenue',
  numberOfPayments: 'Number of Payments',
  totalAmount: 'Total Amount',
  locationName: 'Location Name',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  revenuePerMonth: 'Revenue per Month',
  lastPayment: 'Last Payment',
  description: 'Description',
  createdDate: 'Created Date',
  actions: 'Actions',
  add: 'Add',
  locationCount: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'vendor location' : 'vendor locations'}`,

  // The Update Location Information modal (SPEC 3 "Payment update")
  updateTitle: 'Update Location Information',
  lastPayDate: 'Last Pay Date',
  amount: 'Amount',
  paymentOwed: 'Payment Owed',
  totalAmountField: 'Total Amount',
  totalAmountHint: (current: string) => `The current total, ${current}, plus the payment owed.`,
  notANumber: 'Not a number: it counts as $0.00.',
  negativeAmount: 'A payment cannot be negative: it counts as $0.00.',
  descriptionField: 'Description',
  pickPayDate: 'Please choose the last pay date.',
  payDateFuture: 'The last pay date cannot be in the future.',
  update: 'Update',
  cancel: 'Cancel',
  paymentRecorded: (name: string) => `Payment recorded for ${name}.`,
  paymentRepeated:
    'This same payment was recorded less than a minute ago, so it was not added again. To record a second payment of the same amount, give it another description.',

  // The Subscription dialog (each row's Edit, beyond the spec: POST /billing/subs)
  edit: 'Edit',
  subscriptionTitle: 'Subscription',
  statusField: 'Active',
  statusHint:
    'Total Monthly Revenue counts every vendor location, active or not. A location its owner turned off reads Inactive whatever this says.',
  priceInvalid: 'Please enter the monthly price in dollars and cents, from $0.00 to $1,000,000.00 (e.g. 120 or 99.99).',
  save: 'Save',
  subscriptionSaved: (name: string) => `Subscription saved for ${name}.`,

  // The payments of one location (each row's expansion)
  paymentsTitle: 'Payments',
  payDate: 'Pay Date',
  recordedAt: 'Recorded',
  recordedBy: 'Recorded by',
  unknownRecorder: 'Not recorded',
  exportCsv: 'Export CSV',
  noPayments: 'No payments recorded yet.',
  paymentsLoadFailed: 'The payments could not be loaded. Please try again.',
} as const;
