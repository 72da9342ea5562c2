export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Midnight in a location's zone, `daysAgo` days before `now` (negative: ahead), as a UTC instant (fixed offset). */
export function localMidnight(now: Date, daysAgo: number, utcOffset: number): number {
  const local = new Date(now.getTime() + utcOffset * HOUR);
  const midnightLocalAsUtc = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return midnightLocalAsUtc - utcOffset * HOUR - daysAgo * DAY;
}

/**
 * The last millisecond of that day: a code or pass "until" a day works all of it, as the forms
 * store it (a window ending at the day's midnight would end as the day begins, while its card
 * names the day).
 */
export function endOfLocalDay(now: Date, daysAgo: number, utcOffset: number): number {
  return localMidnight(now, daysAgo - 1, utcOffset) - 1;
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
