import { REVENUE_TEXT } from '../../../shared/messages';
import { localDateTime } from '../../../shared/dates';
import { centsToDecimal, toCents } from '../../../shared/money';
import type { LotAdjustment, LotSession } from '../../api/enhanced/billing';
import { csvText } from '../../components/downloadText';

export const LOT_CSV_HEADER = ['date', 'plate', 'state', 'rate', 'zone', 'total', 'refunded'] as const;

const dollars = (d: number) => centsToDecimal(toCents(d));

/**
 * The whole month of a lot as CSV: one row per paid session, then one per revenue entry of
 * /revenue/update (its note in the plate column, "ENTRY" as zone), amounts in dollars with two
 * decimals. The sum of total less refunded over the rows is the month's total the screen shows.
 */
export function lotRevenueCsv(
  sessions: readonly LotSession[],
  timeZone: string | undefined,
  adjustments: readonly LotAdjustment[] = [],
): string {
  const rows = sessions.map((s) => [
    localDateTime(s.startTime, timeZone),
    s.plateNumber,
    s.state,
    dollars(s.rate),
    s.zoneNumber ?? REVENUE_TEXT.noZone,
    dollars(s.totalCost),
    dollars(s.refunded),
  ]);
  const entries = adjustments.map((a) => [
    localDateTime(a.countsAt, timeZone),
    a.note ?? '',
    '',
    '',
    REVENUE_TEXT.entryZone,
    dollars(a.amount),
    dollars(0),
  ]);
  return csvText([LOT_CSV_HEADER, ...rows, ...entries]);
}
