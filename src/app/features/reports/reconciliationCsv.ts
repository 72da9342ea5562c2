import { toCents, centsToDecimal } from '../../../shared/money';
import type { ReconciliationLine } from '../../api/enhanced/billing';
import { localDateTime } from '../../../shared/dates';
import { csvText } from '../../../shared/csv';
import { REVENUE_TEXT } from '../../../shared/messages';

export const RECONCILIATION_CSV_HEADER = ['date', 'kind', 'plate', 'state', 'zone', 'note', 'gross', 'refund', 'fee', 'net'] as const;

/**
 * Every line of a reconciliation as CSV, amounts in dollars with two decimals and no totals row:
 * each amount column sums, to the cent, to the figure the screen shows (the server's totals are
 * the sums of the same lines).
 */
export function reconciliationCsv(rows: readonly ReconciliationLine[], timeZone: string): string {
  const lines = rows.map((r) => [
    localDateTime(r.date, timeZone),
    r.kind,
    r.plateNumber ?? '',
    r.state ?? '',
    // SPEC: a session without a zone (a code's) shows as CODE, as on the lot's screen and file.
    r.kind === 'adjustment' ? '' : (r.zoneNumber ?? REVENUE_TEXT.noZone),
    r.note ?? '',
    centsToDecimal(toCents(r.gross)),
    centsToDecimal(toCents(r.refund)),
    centsToDecimal(toCents(r.fee)),
    centsToDecimal(toCents(r.net)),
  ]);
  return csvText([RECONCILIATION_CSV_HEADER, ...lines]);
}
