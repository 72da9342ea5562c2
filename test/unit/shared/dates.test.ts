import {
  clockLabel,
  endOfZonedDay,
  receiptDate,
  receiptDateTime,
  requestInstant,
  shortDateTime,
  zonedDayStart,
  zonedWallTime,
  zoneTimeName,
} from '../../../src/shared/dates';

const NOW = new Date('2026-11-22T15:00:00Z');

describe("dates in the lot's time zone", () => {
  it.each([
    // [instant, zone, what the driver reads]
    ['2026-11-22T20:10:00Z', 'America/Chicago', 'Nov 22, 2:10 PM'],
    ['2026-11-23T03:30:00Z', 'America/Los_Angeles', 'Nov 22, 7:30 PM'],
    ['2026-11-23T03:30:00Z', 'America/New_York', 'Nov 22, 10:30 PM'],
    // Another year than now: the year is shown.
    ['2025-12-21T17:35:00Z', 'America/New_York', 'Dec 21, 2025, 12:35 PM'],
    ['2027-01-02T15:00:00Z', 'UTC', 'Jan 2, 2027, 3:00 PM'],
  ])('shortDateTime(%s, %s) is "%s"', (at, zone, text) => {
    expect(shortDateTime(at, zone, NOW)).toBe(text);
  });

  it('decides "this year" in the lot\'s zone, not UTC: New Year\'s Eve in Chicago is still this year there', () => {
    const eve = new Date('2027-01-01T03:00:00Z'); // Dec 31, 9 PM in Chicago; already 2027 in UTC
    expect(shortDateTime(eve, 'America/Chicago', eve)).toBe('Dec 31, 9:00 PM');
    expect(shortDateTime(eve, 'UTC', new Date('2026-12-31T12:00:00Z'))).toBe('Jan 1, 2027, 3:00 AM');
  });

  it('receipt dates read "Month Day, Year" (SPEC 9) in the lot\'s zone', () => {
    expect(receiptDate('2026-11-23T03:30:00Z', 'America/Los_Angeles')).toBe('November 22, 2026');
    expect(receiptDateTime('2026-11-23T03:30:00Z', 'America/Los_Angeles')).toBe('November 22, 2026 at 7:30 PM');
  });

  it('still shows a date when the stored zone name is unknown', () => {
    expect(receiptDate('2026-06-15T12:00:00Z', 'Mars/Olympus_Mons')).toMatch(/^June 1[45], 2026$/);
  });
});

describe("a calendar day at a lot (codes' and events' dates)", () => {
  it.each([
    // [day, zone, its first instant, its last]
    ['2026-11-22', 'America/New_York', '2026-11-22T05:00:00.000Z', '2026-11-23T04:59:59.999Z'],
    ['2026-07-01', 'America/Los_Angeles', '2026-07-01T07:00:00.000Z', '2026-07-02T06:59:59.999Z'],
    // The days DST starts and ends in New York: 23 and 25 hours long.
    ['2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z', '2026-03-09T03:59:59.999Z'],
    ['2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z', '2026-11-02T04:59:59.999Z'],
    ['2026-06-15', 'Asia/Kolkata', '2026-06-14T18:30:00.000Z', '2026-06-15T18:29:59.999Z'],
    ['2026-06-15', 'UTC', '2026-06-15T00:00:00.000Z', '2026-06-15T23:59:59.999Z'],
  ])('%s in %s runs from %s to %s', (day, zone, first, last) => {
    expect(zonedDayStart(day, zone).toISOString()).toBe(first);
    expect(endOfZonedDay(day, zone).toISOString()).toBe(last);
  });

  it('reads an unknown zone as UTC, and a full ISO time as the instant it names', () => {
    expect(zonedDayStart('2026-06-15', 'Not/AZone').toISOString()).toBe('2026-06-15T00:00:00.000Z');
    expect(requestInstant('2026-06-15T10:00:00+02:00', 'America/New_York').toISOString()).toBe('2026-06-15T08:00:00.000Z');
    expect(requestInstant('2026-06-15', 'America/New_York', true).toISOString()).toBe('2026-06-16T03:59:59.999Z');
    // No offset: the lot's clock, not the server's (QA: "2026-11-21T10:00" at a Boston lot was 5:00 AM there).
    expect(requestInstant('2026-11-21T10:00', 'America/New_York').toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(requestInstant('2026-06-15 10:00:30.5', 'America/New_York').toISOString()).toBe('2026-06-15T14:00:30.500Z');
    expect(requestInstant('2026-06-15T25:00', 'America/New_York').getTime()).toBeNaN();
    expect(requestInstant('2026-02-30T10:00', 'America/New_York').getTime()).toBeNaN();
  });

  it.each([
    // [wall clock at the lot, zone, the instant]
    ['2026-11-22 14:30', 'America/New_York', '2026-11-22T19:30:00.000Z'],
    ['2026-07-01T09:05', 'America/Los_Angeles', '2026-07-01T16:05:00.000Z'],
    // Just after the spring change in Chicago (2 AM became 3 AM on March 8, 2026).
    ['2026-03-08 03:30', 'America/Chicago', '2026-03-08T08:30:00.000Z'],
    ['2026-11-22 00:00', 'UTC', '2026-11-22T00:00:00.000Z'],
  ])('%s at a lot in %s is %s', (wall, zone, instant) => {
    expect(zonedWallTime(wall, zone).toISOString()).toBe(instant);
  });
});

describe('open hours as drivers read them', () => {
  it.each([
    ['06:00', '6:00 AM'],
    ['00:00', '12:00 AM'],
    ['12:30', '12:30 PM'],
    ['23:59', '11:59 PM'],
    ['24:00', '12:00 AM'],
    ['later', 'later'],
  ])('%s reads %s', (hhmm, label) => {
    expect(clockLabel(hhmm)).toBe(label);
  });

  it.each([
    ['America/Chicago', 'Central Time'],
    ['America/New_York', 'Eastern Time'],
    ['America/Los_Angeles', 'Pacific Time'],
    ['UTC', 'UTC time'],
    ['Not/AZone', 'Not/AZone time'],
  ])('%s is named %s, in winter and in summer', (zone, name) => {
    expect(zoneTimeName(zone, new Date('2026-01-15T12:00:00Z'))).toBe(name);
    expect(zoneTimeName(zone, new Date('2026-07-15T12:00:00Z'))).toBe(name);
  });
});
