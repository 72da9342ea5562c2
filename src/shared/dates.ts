/**
 * Dates as drivers read them, always in the location's time zone (DESIGN: times are shown in the
 * location's zone). The server's receipt mail and the SPA's receipt and bookings use these same
 * functions, so the mail and the screen never disagree.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One en-US formatter per zone and options, kept: building one costs about 0.1 ms, and a desk table
 * or a CSV of 20,000 rows formats every row's dates (2.5 s built each time, 0.13 s kept). An
 * unknown zone name (bad data) still shows a date, in the reader's own zone.
 */
export function dateFormatter(timeZone: string | undefined, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${JSON.stringify(opts)}`;
  let kept = formatters.get(key);
  if (!kept) {
    try {
      kept = new Intl.DateTimeFormat('en-US', { ...opts, timeZone });
    } catch {
      kept = new Intl.DateTimeFormat('en-US', opts);
    }
    formatters.set(key, kept);
  }
  return kept;
}

function format(at: Date | string, timeZone: string | undefined, opts: Intl.DateTimeFormatOptions): string {
  return dateFormatter(timeZone, opts).format(typeof at === 'string' ? new Date(at) : at);
}

/** SPEC section 9: the receipt's date like "November 22, 2026". */
export function receiptDate(at: Date | string, timeZone?: string): string {
  return format(at, timeZone, { month: 'long', day: 'numeric', year: 'numeric' });
}

/** "November 22, 2026 at 3:10 PM": start and end on the receipt mail. */
export function receiptDateTime(at: Date | string, timeZone?: string): string {
  return format(at, timeZone, { month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * "Nov 22, 3:10 PM": booking times on the receipt step and in /bookings. A time in another year
 * than `now` (both in the lot's zone) carries its year, "Dec 21, 2025, 12:35 PM", so last
 * December's booking is not read as next month's.
 */
export function shortDateTime(at: Date | string, timeZone?: string, now: Date = new Date()): string {
  const sameYear = format(at, timeZone, { year: 'numeric' }) === format(now, timeZone, { year: 'numeric' });
  return format(at, timeZone, {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** "2026-11-23 15:10" in the location's time zone: a sortable local date-time for desk tables and CSV files. */
export function localDateTime(at: Date | string, timeZone?: string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  const opts: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  const parts = dateFormatter(timeZone, opts).formatToParts(d);
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
}

const clocks = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of a zone, kept per zone (throws for an unknown zone, which is not kept). */
function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds (UTC for an unknown zone). */
function zoneOffsetMs(at: number, timeZone: string): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    // Not dateFormatter: an unknown zone here means UTC, not the reader's zone.
    parts = zoneClock(timeZone).formatToParts(new Date(at));
  } catch {
    return 0;
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant a calendar day ("2026-11-22") starts in `timeZone`, plus `plusMs`: what a date picker's
 * day means at a lot. endOfZonedDay is its last millisecond (a window that ends on a day includes it).
 */
export function zonedDayStart(day: string, timeZone: string, plusMs = 0): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d) + plusMs;
  // Twice: the offset at the guess can differ from the offset at the answer around a DST change.
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/**
 * The instant a wall-clock time at a lot ("2026-11-22 14:30", or with a T) names in `timeZone`: what
 * a date-time picker means when an owner types the time as the lot's clock reads it.
 */
export function zonedWallTime(wall: string, timeZone: string): Date {
  const [day = '', time = '00:00'] = wall.trim().split(/[T ]/);
  const [h = 0, m = 0] = time.split(':').map(Number);
  return zonedDayStart(day, timeZone, (h * 60 + m) * 60_000);
}

/**
 * The instant `years` calendar years from `at` on `timeZone`'s wall clock (noon on Mar 10 stays
 * noon on Mar 10 across a year whose daylight saving starts on another day; Feb 29 goes to Mar 1).
 */
export function addZonedYears(at: Date, years: number, timeZone: string): Date {
  const wall = new Date(at.getTime() + zoneOffsetMs(at.getTime(), timeZone));
  wall.setUTCFullYear(wall.getUTCFullYear() + years);
  const shifted = wall.getTime();
  // Twice, as zonedDayStart: the offset at the guess can differ from the offset at the answer.
  const first = shifted - zoneOffsetMs(shifted, timeZone);
  return new Date(shifted - zoneOffsetMs(first, timeZone));
}

/**
 * The same wall-clock time `days` calendar days after `at` at `timeZone`: a day of parking bought at
 * 8:05 AM ends at 8:05 AM the next day on the lot's clock, 25 hours later on the night clocks go
 * back, 23 on the night they go forward.
 */
export function addZonedDays(at: Date, days: number, timeZone: string): Date {
  const wall = at.getTime() + zoneOffsetMs(at.getTime(), timeZone) + days * 86_400_000;
  // Twice, as zonedDayStart: the offset at the guess can differ from the offset at the answer.
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/** The calendar day of an instant in a time zone, YYYY-MM-DD (UTC's for a zone Intl does not know). */
export function zonedDay(at: Date, timeZone: string): string {
  const fmt = (tz?: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
  try {
    return fmt(timeZone).format(at);
  } catch {
    return fmt('UTC').format(at);
  }
}

/**
 * Whether a calendar day has passed at every one of `timeZones` (a membership of one lot: its zone;
 * of all an owner's lots: theirs). With none known, where the day ends last (UTC-12), so a day is
 * never called passed while it is still today somewhere.
 */
export function dayPassedAt(day: string, timeZones: readonly string[], now: Date = new Date()): boolean {
  const zones = timeZones.length > 0 ? timeZones : ['Etc/GMT+12'];
  return zones.every((tz) => day < zonedDay(now, tz));
}

export function endOfZonedDay(day: string, timeZone: string): Date {
  return zonedDayStart(day, timeZone, 86_400_000 - 1);
}

/**
 * A field that names a day (a vendor's expiry, a code's first and last day, a pay date) sent as an
 * ISO time at midnight UTC ("2026-11-27T00:00:00.000Z": what `new Date('2026-11-27')` or a
 * UTC-minded client sends for a picked day) means that calendar day at the lot; read as an
 * instant it was Nov 26 at a lot in Los Angeles, and the vendor expired a day early. Any other time
 * is the instant it names, as requestInstant reads it.
 */
export function requestDay(value: string, timeZone: string, end = false): Date {
  const utcMidnight = /^(\d{4}-\d{2}-\d{2})T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)$/.exec(value.trim());
  return requestInstant(utcMidnight ? utcMidnight[1]! : value, timeZone, end);
}

/**
 * A request date as an instant at a lot: a calendar day, a full ISO time with its offset (the
 * instant it names), or a date and time with no offset ("2026-11-21T10:00"), read on the lot's
 * clock as a person at the lot means it (read by `new Date`, it was the server's own clock's time).
 */
export function requestInstant(value: string, timeZone: string, end = false): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return end ? endOfZonedDay(value, timeZone) : zonedDayStart(value, timeZone);
  const wall = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?$/.exec(value.trim());
  if (wall) {
    const [, day, h, m, sec = '0', frac = ''] = wall;
    // Out of range (hour 25, month 13): no instant, as `new Date` says of it.
    const [y = 0, mo = 0, d = 0] = day!.split('-').map(Number);
    const utc = new Date(Date.UTC(y, mo - 1, d));
    const realDay = utc.getUTCFullYear() === y && utc.getUTCMonth() === mo - 1 && utc.getUTCDate() === d;
    if (Number(h) > 23 || Number(m) > 59 || Number(sec) > 59 || !realDay) return new Date(NaN);
    const ms = ((Number(h) * 60 + Number(m)) * 60 + Number(sec)) * 1000 + Math.round(Number(`0${frac || '.0'}`) * 1000);
    return zonedDayStart(day!, timeZone, ms);
  }
  return new Date(value);
}

/** A zone's "HH:MM" clock time as receipts write times: "06:00" → "6:00 AM", "23:30" → "11:30 PM", "00:00" → "12:00 AM". */
export function clockLabel(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hour = Number(match[1]) % 24;
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A lot's time zone as a driver names it, "Central Time" for America/Chicago (the zone's generic
 * name, which does not change with daylight saving time); the zone id for one Intl does not know.
 */
export function zoneTimeName(timeZone: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(at);
    const name = parts.find((p) => p.type === 'timeZoneName')?.value;
    // A zone without a name of its own comes back as an offset ("GMT+00:00" for UTC): its id reads better.
    return name && !name.startsWith('GMT') ? name : `${timeZone} time`;
  } catch {
    return `${timeZone} time`;
  }
}
