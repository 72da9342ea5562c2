import { localDateTime } from '../../../shared/dates';
import { DEFAULTS } from '../../../shared/limits';
import { centsToDecimal, toCents } from '../../../shared/money';
import type { SubscriptionPayment } from '../../api/enhanced/subscriptions';
import { csvText } from '../../../shared/csv';

export const PAYMENTS_CSV_HEADER = ['pay_date', 'amount', 'payment_owed', 'description', 'recorded_at', 'recorded_by'] as const;

/**
 * One location's payments as CSV, newest first as listed, amounts in dollars with two decimals and no
 * totals row (each amount column sums to what the ledger lists); dates in the location's time zone.
 */
export function paymentsCsv(payments: readonly SubscriptionPayment[], timeZone: string = DEFAULTS.timeZone): string {
  const lines = payments.map((p) => [
    localDateTime(p.lastPayDate, timeZone).slice(0, 10),
    centsToDecimal(toCents(p.amount)),
    centsToDecimal(toCents(p.paymentOwed)),
    p.description ?? '',
    localDateTime(p.recordedAt, timeZone),
    p.recordedBy ? `${p.recordedBy.name} <${p.recordedBy.email}>` : '',
  ]);
  return csvText([PAYMENTS_CSV_HEADER, ...lines]);
}

/** "payments-alpha-lot.csv" */
export function paymentsFileName(locationName: string): string {
  const slug = locationName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `payments-${slug || 'location'}.csv`;
}
