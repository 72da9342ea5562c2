import { csvText } from '../../../shared/csv';
import { localDateTime } from '../../../shared/dates';
import { REVENUE_TEXT } from '../../../shared/messages';
import { centsToDecimal } from '../../../shared/money';

// kind and note last: the first seven columns stay where a spreadsheet made from an earlier file reads them.
export const LOT_CSV_HEADER = ['date', 'plate', 'state', 'rate', 'zone', 'total', 'refunded', 'kind', 'note'] as const;

/** A paid session as the file reads it: its start already in the lot's time (the statement formats it). */
export interface LotCsvSession {
  localStart: string;
  plateNumber: string;
  state: string;
  rateCents: number;
  zoneNumber: string | null;
  totalCostCents: number;
  refundedCents: number;
}

/** A revenue entry of /revenue/update as the file reads it. */
export interface LotCsvEntry {
  countsAt: Date;
  amountCents: number;
  note: string | null;
}

/**
 * The whole month of a lot as CSV (GET /billing/lot/revenue/csv): one row per paid session (kind
 * "session"), then one per revenue entry of /revenue/update (kind "adjustment", as /reports' file
 * names it; "ENTRY" as zone, as on screen; its note in the note column: a filter on plates finds
 * plates only), dates in the lot's time zone, amounts in dollars with two decimals. The sum of total
 * less refunded over the rows is the month's total the lot screen shows.
 */
export function lotRevenueCsv(sessions: readonly LotCsvSession[], timeZone: string, entries: readonly LotCsvEntry[]): string {
  const rows = sessions.map((s) => [
    s.localStart,
    s.plateNumber,
    s.state,
    centsToDecimal(s.rateCents),
    s.zoneNumber ?? REVENUE_TEXT.noZone,
    centsToDecimal(s.totalCostCents),
    centsToDecimal(s.refundedCents),
    'session',
    '',
  ]);
  const adjustments = entries.map((a) => [
    localDateTime(a.countsAt, timeZone),
    '',
    '',
    '',
    REVENUE_TEXT.entryZone,
    centsToDecimal(a.amountCents),
    centsToDecimal(0),
    'adjustment',
    a.note ?? '',
  ]);
  return csvText([LOT_CSV_HEADER, ...rows, ...adjustments]);
}
