/** Labels of /reports: a lot's reconciliation and heat map. */
export const REPORTS_TEXT = {
  // /reports?location= naming a lot the caller does not have: the first of theirs is shown instead.
  lotNotFound: 'The location in this link was not found among yours. The report below is for the location chosen under Location.',
  title: 'Reports',
  subtitle: 'What drivers paid, what went back, the fees, and what the lot keeps.',
  location: 'Location',
  locationPlaceholder: 'Choose a location',
  range: 'Days',
  chooseLocation: 'Choose a location to see its reconciliation.',
  exportCsv: 'Export CSV',
  gross: 'Gross',
  refunds: 'Refunds',
  fees: 'Fees',
  net: 'Net',
  grossHint: 'Paid by drivers and entered by hand',
  refundsHint: 'Given back (ended early)',
  feesHint: 'Service fees of what was kept',
  netHint: 'Gross less refunds and fees',
  lines: (n: number) => (n === 1 ? '1 line' : `${n.toLocaleString('en-US')} lines`),
  // A range typed past the limit: said under the field, instead of the picker dropping it.
  rangeTooLong: (max: number, days: number) => `Choose at most ${max} days: these are ${days.toLocaleString('en-US')}.`,
  showing: (figure: string) => `Lines behind ${figure}`,
  date: 'Date',
  plate: 'License Plate',
  zone: 'Zone',
  entry: 'Revenue entry',
  total: 'Total',
  noLines: 'No paid sessions or revenue entries in these days.',
  heatTitle: 'Sessions by weekday and hour',
  weekday: 'Weekday',
  noSessions: 'No sessions in these days.',
  thisPeriod: 'These days',
  previousPeriod: 'The days before',
  heatCell: (day: string, hour: number, n: number, before: number) =>
    `${day} ${String(hour).padStart(2, '0')}:00: ${n} session${n === 1 ? '' : 's'} (before: ${before})`,
  loadFailed: 'The report could not be loaded.',
} as const;

export const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
