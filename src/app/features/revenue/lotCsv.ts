import { REVENUE_TEXT } from '../../../shared/messages';
import { centsToDecimal, toCents } from '../../../shared/money';
import type { LotSession } from '../../api/enhanced/billing';

export const LOT_CSV_HEADER = ['date', 'plate', 'state', 'rate', 'zone', 'total', 'refunded'] as const;

/** "2026-11-23 15:10" in the lot's time zone (a sortable local date-time, as the lot's staff read it). */
export function lotLocalDateTime(at: string, timeZone: string | undefined): string {
  const opts: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { ...opts, timeZone }).formatToParts(new Date(at));
  } catch {
    parts = new Intl.DateTimeFormat('en-US', opts).formatToParts(new Date(at));
  }
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
}

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * The whole month of a lot as CSV: one row per paid session, amounts in dollars with two decimals.
 * The sum of total less refunded over the rows is the month's total the screen shows.
 */
export function lotRevenueCsv(sessions: readonly LotSession[], timeZone: string | undefined): string {
  const rows = sessions.map((s) => [
    lotLocalDateTime(s.startTime, timeZone),
    s.plateNumber,
    s.state,
    centsToDecimal(toCents(s.rate)),
    s.zoneNumber ?? REVENUE_TEXT.noZone,
    centsToDecimal(toCents(s.totalCost)),
    centsToDecimal(toCents(s.refunded)),
  ]);
  return [LOT_CSV_HEADER, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Hands `text` to the browser as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
