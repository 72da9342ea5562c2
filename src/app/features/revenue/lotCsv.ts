import { REVENUE_TEXT } from '../../../shared/messages';
import { localDateTime } from '../../../shared/dates';
import { centsToDecimal, toCents } from '../../../shared/money';
import type { LotAdjustment, LotSession } from '../../api/enhanced/billing';
import { csvText } from '../../components/downloadText';

// kind and note last: the first seven columns stay where a spreadsheet made from an earlier file reads them.
export const LOT_CSV_HEADER = ['date', 'plate', 'state', 'rate', 'zone', 'total', 'refunded', 'kind', 'note'] as const;

const dollars = (d: number) => centsToDecimal(toCents(d));

/**
 * The whole month of a lot as CSV: one row per paid session (kind "session"), then one per revenue
 * entry of /revenue/update (kind "adjustment", as /reports' file names it; "ENTRY" as zone, as on screen; its note in the note column: a filter on
 * plates finds plates only), amounts in dollars with two decimals. The sum of total less refunded
 * over the rows is the month's total the screen shows.
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
    'session',
    '',
  ]);
  const entries = adjustments.map((a) => [
    localDateTime(a.countsAt, timeZone),
    '',
    '',
    '',
    REVENUE_TEXT.entryZone,
    dollars(a.amount),
    dollars(0),
    'adjustment',
    a.note ?? '',
  ]);
  return csvText([LOT_CSV_HEADER, ...rows, ...entries]);
}
