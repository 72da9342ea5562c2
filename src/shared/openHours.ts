import { closedWhenParkingEnds, closesTooSoon, endsAfterClose, noHourLeftToExtend, notOpenAt } from './messages/parking';
import { sessionWindow } from './pricing';

/** Minutes since local midnight and the local calendar day (as a day number) of an instant in a time zone. */
function localClock(at: Date, timeZone: string): { day: number; minutes: number; text: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const hour = get('hour');
  const minute = get('minute');
  return {
    day: Math.floor(Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000),
    minutes: hour * 60 + minute,
    text: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
  };
}

const toMinutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export interface OpenHours {
  openTime: string;
  closeTime: string;
}

/** Why a session does not fit a zone's open hours: the times are local clock texts (HH:MM). */
export type OpenHoursProblem =
  | { reason: 'notOpen'; at: string; openTime: string; closeTime: string; timeZone: string }
  // endsOn and closesOn ("Nov 28") are set when that moment falls on a later day than the start.
  | { reason: 'endsAfterClose'; endsAt: string; endsOn?: string; closesOn?: string; openTime: string; closeTime: string; timeZone: string }
  // Even the shortest booking (the first hour) would end after closing: fewer hours cannot help.
  | { reason: 'closesTooSoon'; endsAt: string; openTime: string; closeTime: string; timeZone: string }
  // The same for an extension: its shortest (one hour) would run past closing.
  | { reason: 'noHourLeft'; endsAt: string; openTime: string; closeTime: string; timeZone: string }
  // An extension of parking whose end already falls outside the open hours (they changed since it was booked).
  | { reason: 'closedAtEnd'; at: string; openTime: string; closeTime: string; timeZone: string };

/**
 * Whether a session fits the zone's open hours, read in the location's time zone. An hourly
 * session must start and end inside one opening (an opening may run past midnight when close is
 * before open); a daily session must start while the zone is open. Open equal to close means open
 * around the clock. Returns why it does not fit, or null when the window fits. Pure: the server
 * turns a problem into its HTTP refusal, a screen may show openHoursMessage before asking.
 */
export function openHoursProblem(zone: OpenHours, timeZone: string, start: Date, end: Date, isHourly: boolean): OpenHoursProblem | null {
  const open = toMinutes(zone.openTime);
  const close = toMinutes(zone.closeTime);
  if (open === close) return null;
  const s = localClock(start, timeZone);
  const e = localClock(end, timeZone);
  // The end as minutes after the start day's midnight (so a session past midnight counts on).
  const endRel = e.minutes + (e.day - s.day) * 1440;
  const hours = { openTime: zone.openTime, closeTime: zone.closeTime, timeZone };

  let closesAt: number | null; // minutes after the start day's midnight at which this opening ends
  if (open < close) closesAt = s.minutes >= open && s.minutes < close ? close : null;
  else if (s.minutes >= open) closesAt = close + 1440;
  else closesAt = s.minutes < close ? close : null;

  if (closesAt === null) return { reason: 'notOpen', at: s.text, ...hours };
  if (isHourly && endRel > closesAt) {
    // A later day than the start's is named ("Nov 28"): a 24-hour booking's end and a close after midnight.
    const dayAfter = (n: number) =>
      n > 0
        ? new Date((s.day + n) * 86_400_000).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' })
        : undefined;
    return {
      reason: 'endsAfterClose',
      endsAt: e.text,
      endsOn: dayAfter(e.day - s.day),
      closesOn: dayAfter(closesAt >= 1440 ? 1 : 0),
      ...hours,
    };
  }
  return null;
}

/** The driver's wording of an open-hours refusal (src/shared/messages/parking.ts). */
export function openHoursMessage(problem: OpenHoursProblem): string {
  if (problem.reason === 'notOpen') return notOpenAt(problem.at, problem.openTime, problem.closeTime, problem.timeZone);
  if (problem.reason === 'closesTooSoon') return closesTooSoon(problem.endsAt, problem.openTime, problem.closeTime, problem.timeZone);
  if (problem.reason === 'closedAtEnd') return closedWhenParkingEnds(problem.at, problem.openTime, problem.closeTime, problem.timeZone);
  if (problem.reason === 'noHourLeft') return noHourLeftToExtend(problem.endsAt, problem.openTime, problem.closeTime, problem.timeZone);
  return endsAfterClose(problem.endsAt, problem.openTime, problem.closeTime, problem.timeZone, problem.endsOn, problem.closesOn);
}

/**
 * The open-hours problem of the booking a driver would make at `now` (SPEC 9's window: it starts 10
 * minutes later and lasts the hours bought, or a day): what POST /billing/stripe-intent refuses, so
 * a screen can say it before the driver types a plate (the server still decides, on its own clock).
 */
export function bookingHoursProblem(
  zone: OpenHours & { isHourly: boolean },
  timeZone: string,
  hours: number,
  now: Date,
): OpenHoursProblem | null {
  const { startTime, endTime } = sessionWindow(now, zone.isHourly, zone.isHourly ? hours : undefined, timeZone);
  const problem = openHoursProblem(zone, timeZone, startTime, endTime, zone.isHourly);
  return problem?.reason === 'endsAfterClose' && hours <= 1 ? { ...problem, reason: 'closesTooSoon' } : problem;
}

/**
 * The open-hours problem of extending a booking that runs from `start` to `end` by `minutes`: the
 * extended parking must still end inside the opening it is in when it would have ended. What POST /sessions/{id}/extend
 * refuses and its confirm checks again, so the Extend panel can say it before the driver pays.
 */
export function extensionHoursProblem(zone: OpenHours, timeZone: string, start: Date, end: Date, minutes: number): OpenHoursProblem | null {
  // The opening the parking is in just before its current end: the one an extension lengthens. Not
  // the start's: the zone's hours may have changed since it was booked (a car parked at 7:00 in a zone
  // now opening at 8:00 may still be extended to its closing), or a session added by hand began outside them.
  // A parking that ends just as the zone opens is extended into that opening.
  const newEnd = new Date(end.getTime() + minutes * 60_000);
  const lastMinute = new Date(Math.max(start.getTime(), end.getTime() - 60_000));
  let problem = openHoursProblem(zone, timeZone, lastMinute, newEnd, true);
  if (problem?.reason === 'notOpen') problem = openHoursProblem(zone, timeZone, end, newEnd, true);
  if (problem?.reason === 'notOpen') return { ...problem, reason: 'closedAtEnd', at: localClock(end, timeZone).text };
  return problem?.reason === 'endsAfterClose' && minutes <= 60 ? { ...problem, reason: 'noHourLeft' } : problem;
}
