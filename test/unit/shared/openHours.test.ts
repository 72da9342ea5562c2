import { bookingHoursProblem, extensionHoursProblem, openHoursMessage, openHoursProblem } from '../../../src/shared/openHours';

const zone = { openTime: '08:00', closeTime: '18:00' };
const tz = 'America/New_York';
// 2026-06-01 is in daylight time: New York is UTC-4.
const at = (hhmm: string) => new Date(`2026-06-01T${hhmm}:00-04:00`);

describe('openHoursProblem', () => {
  it('accepts a window inside the opening, and any window when open equals close', () => {
    expect(openHoursProblem(zone, tz, at('09:00'), at('11:00'), true)).toBeNull();
    expect(openHoursProblem({ openTime: '00:00', closeTime: '00:00' }, tz, at('03:00'), at('05:00'), true)).toBeNull();
  });

  it('refuses a start outside the opening, with the local time and the hours', () => {
    const problem = openHoursProblem(zone, tz, at('07:30'), at('08:30'), true);
    expect(problem).toEqual({ reason: 'notOpen', at: '07:30', openTime: '08:00', closeTime: '18:00', timeZone: tz });
    expect(openHoursMessage(problem!)).toBe(
      'Parking is not allowed at 7:30 AM. This zone is open from 8:00 AM to 6:00 PM (Eastern Time). Please come back during open hours.',
    );
  });

  it('refuses an hourly session that ends after closing, but not a daily one', () => {
    const problem = openHoursProblem(zone, tz, at('17:00'), at('19:00'), true);
    expect(openHoursMessage(problem!)).toBe(
      'Your session would end at 7:00 PM, after this zone closes at 6:00 PM. This zone is open from 8:00 AM to 6:00 PM (Eastern Time). Please choose fewer hours.',
    );
    expect(openHoursProblem(zone, tz, at('17:00'), at('19:00'), false)).toBeNull();
  });

  it('names the day of an end or a closing after the start day, so a 24-hour booking reads right', () => {
    const night = { openTime: '20:00', closeTime: '02:00' };
    const problem = openHoursProblem(night, tz, at('22:58'), new Date('2026-06-02T22:58:00-04:00'), true);
    expect(problem).toMatchObject({ reason: 'endsAfterClose', endsAt: '22:58', endsOn: 'Jun 2', closesOn: 'Jun 2' });
    expect(openHoursMessage(problem!)).toBe(
      'Your session would end on Jun 2 at 10:58 PM, after this zone closes on Jun 2 at 2:00 AM. This zone is open from 8:00 PM to 2:00 AM (Eastern Time). Please choose fewer hours.',
    );
    // Ends after midnight, on a zone that closes the same evening: only the end has another day.
    expect(openHoursMessage(openHoursProblem(zone, tz, at('17:00'), new Date('2026-06-02T01:00:00-04:00'), true)!)).toMatch(
      /^Your session would end on Jun 2 at 1:00 AM, after this zone closes at 6:00 PM\./,
    );
  });

  it('reads an opening that runs past midnight', () => {
    const night = { openTime: '22:00', closeTime: '06:00' };
    expect(openHoursProblem(night, tz, at('23:00'), new Date('2026-06-02T05:00:00-04:00'), true)).toBeNull();
    expect(openHoursProblem(night, tz, at('02:00'), at('05:00'), true)).toBeNull();
    expect(openHoursProblem(night, tz, at('12:00'), at('13:00'), true)?.reason).toBe('notOpen');
  });
});

describe('bookingHoursProblem (the booking a driver would make now: it starts 10 minutes later)', () => {
  const hourly = { ...zone, isHourly: true };
  const daily = { ...zone, isHourly: false };

  it('reads the start 10 minutes after now', () => {
    expect(bookingHoursProblem(hourly, tz, 1, at('07:45'))).toMatchObject({ reason: 'notOpen', at: '07:55' });
    expect(bookingHoursProblem(hourly, tz, 1, at('07:50'))).toBeNull();
    expect(bookingHoursProblem(daily, tz, 1, at('17:49'))).toBeNull();
    expect(bookingHoursProblem(daily, tz, 1, at('17:50'))).toMatchObject({ reason: 'notOpen', at: '18:00' });
  });

  it('ends an hourly booking after the hours bought, a daily one never too late', () => {
    expect(bookingHoursProblem(hourly, tz, 2, at('15:50'))).toBeNull(); // 16:00 - 18:00
    expect(bookingHoursProblem(hourly, tz, 3, at('15:50'))).toMatchObject({ reason: 'endsAfterClose', endsAt: '19:00' });
    expect(bookingHoursProblem(daily, tz, 3, at('15:50'))).toBeNull();
  });

  it('says fewer hours cannot help when even the first hour would end after closing', () => {
    const late = bookingHoursProblem(hourly, tz, 1, at('17:30'));
    expect(late).toMatchObject({ reason: 'closesTooSoon', endsAt: '18:40' });
    expect(openHoursMessage(late!)).toMatch(
      /^This zone closes at 6:00 PM: a booking made now, for the shortest time of one hour, would end at 6:40 PM\..*Please come back during open hours\.$/,
    );
    expect(openHoursMessage(late!)).not.toMatch(/fewer hours/);
    // With more than the shortest time, fewer hours may still fit.
    expect(bookingHoursProblem(hourly, tz, 2, at('16:30'))).toMatchObject({ reason: 'endsAfterClose' });
  });
});

describe('extensionHoursProblem', () => {
  it('lets an extension run to closing, names a later end, and says when not even the shortest one fits', () => {
    // Booked 15:00 to 16:00; the zone closes at 18:00.
    expect(extensionHoursProblem(zone, tz, at('15:00'), at('16:00'), 120)).toBeNull();
    expect(extensionHoursProblem(zone, tz, at('15:00'), at('16:00'), 180)).toMatchObject({ reason: 'endsAfterClose', endsAt: '19:00' });
    const none = extensionHoursProblem(zone, tz, at('15:00'), at('17:30'), 60);
    expect(none).toMatchObject({ reason: 'noHourLeft', endsAt: '18:30' });
    expect(openHoursMessage(none!)).toBe(
      'This zone closes at 6:00 PM: your parking cannot be extended, as even the shortest extension of one hour would end at 6:30 PM. This zone is open from 8:00 AM to 6:00 PM (Eastern Time).',
    );
  });

  it('lengthens the opening the parking is in at its end, not its start: hours changed since booking do not block it', () => {
    // Parked at 7:00 (the zone opened at 6:00 then; it opens at 8:00 now) until 9:00.
    expect(extensionHoursProblem(zone, tz, at('07:00'), at('09:00'), 120)).toBeNull();
    expect(extensionHoursProblem(zone, tz, at('07:00'), at('09:00'), 600)).toMatchObject({ reason: 'endsAfterClose', endsAt: '19:00' });
    // Ending just as the zone opens: extended into that opening.
    expect(extensionHoursProblem(zone, tz, at('07:00'), at('08:00'), 60)).toBeNull();
    // A parking already running past today's closing (it closed earlier since): nothing to lengthen.
    const closed = extensionHoursProblem(zone, tz, at('16:00'), at('19:00'), 60);
    expect(closed).toMatchObject({ reason: 'closedAtEnd', at: '19:00' });
    expect(openHoursMessage(closed!)).toBe(
      'Your parking cannot be extended: this zone is closed at 7:00 PM, when it ends. This zone is open from 8:00 AM to 6:00 PM (Eastern Time).',
    );
  });
});
