import dayjs, { type Dayjs } from 'dayjs';
import { localDateTime } from '../../../shared/dates';

/**
 * Today at the lot, as a day of the date picker: at 12:30 AM Dec 1 in New York a Los Angeles lot is
 * still on Nov 30. Without a zone (no lot yet), the browser's today.
 */
export function lotToday(timeZone?: string, now: Date = new Date()): Dayjs {
  return timeZone ? dayjs(localDateTime(now, timeZone).slice(0, 10)) : dayjs(now).startOf('day');
}

/** The range the report opens on: the lot's month so far. */
export function defaultRange(timeZone?: string, now: Date = new Date()): [Dayjs, Dayjs] {
  const today = lotToday(timeZone, now);
  return [today.startOf('month'), today];
}
