import { checkManualSession, manualStartWindow } from '../../../src/shared/manualSession';
import { MESSAGES } from '../../../src/shared/messages';

describe("checkManualSession: SPEC 5's Add Session checks, in order", () => {
  const full = { plateNumber: 'ABC123', state: 'NY', zoneId: 'z1', startTime: '2026-11-20', totalCost: '12.50' };
  it.each([
    ['nothing', {}, MESSAGES.sessionFieldsRequired],
    ['no state, nothing else either', { plateNumber: 'A1' }, MESSAGES.sessionFieldsRequired],
    ['no zone, nor date, nor cost', { plateNumber: 'A1', state: 'NY' }, MESSAGES.sessionZoneRequired],
    ['no date, a bad cost', { ...full, startTime: '', totalCost: 'x' }, MESSAGES.sessionStartRequired],
    ['no cost', { ...full, totalCost: '  ' }, MESSAGES.sessionCostRequired],
    ['a negative cost', { ...full, totalCost: '-1' }, MESSAGES.sessionCostNegative],
    ['text', { ...full, totalCost: '1O' }, MESSAGES.sessionCostInvalid],
    ['a third decimal', { ...full, totalCost: '1.005' }, MESSAGES.sessionCostInvalid],
    ['more than 10 characters', { ...full, totalCost: '00000000001' }, MESSAGES.sessionCostInvalid],
    ['a list holding a number', { ...full, totalCost: [7] }, MESSAGES.sessionCostInvalid],
    ['an object', { ...full, totalCost: { amount: 7 } }, MESSAGES.sessionCostInvalid],
    ['more than cents can hold (10 digits fit the field)', { ...full, totalCost: '9999999999' }, MESSAGES.sessionCostTooLarge],
    ['a cent over the most', { ...full, totalCost: '10000000' }, MESSAGES.sessionCostTooLarge],
  ])('%s', (_label, input, message) => {
    expect(checkManualSession(input)).toEqual({ ok: false, message });
  });

  it('passes a complete form with the cost in cents, typed or as a number', () => {
    expect(checkManualSession(full)).toEqual({ ok: true, costCents: 1250 });
    expect(checkManualSession({ ...full, totalCost: 0.1 })).toEqual({ ok: true, costCents: 10 });
    expect(checkManualSession({ ...full, totalCost: '0' })).toEqual({ ok: true, costCents: 0 });
    expect(checkManualSession({ ...full, totalCost: '9999999.99' })).toEqual({ ok: true, costCents: 999_999_999 });
  });

  it('takes a start from 10 years ago to a year ahead, after every SPEC check', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const at = (startTime: string) => checkManualSession({ ...full, startTime }, now);
    expect(at('2027-11-27T11:59:00Z')).toEqual({ ok: true, costCents: 1250 });
    expect(at('2016-11-27T12:00:00Z')).toEqual({ ok: true, costCents: 1250 });
    expect(at('2027-11-27T12:01:00Z')).toEqual({ ok: false, message: MESSAGES.sessionStartTooLate });
    expect(at('2099-01-01')).toEqual({ ok: false, message: MESSAGES.sessionStartTooLate });
    expect(at('2016-11-27T11:59:00Z')).toEqual({ ok: false, message: MESSAGES.sessionStartTooEarly });
    // The cost is still checked first, as SPEC orders it.
    expect(checkManualSession({ ...full, startTime: '2099-01-01', totalCost: '-1' }, now)).toEqual({
      ok: false,
      message: MESSAGES.sessionCostNegative,
    });
  });

  it("reads the limits on the lot's clock when its zone is given: a calendar day is the lot's, a year is its wall clock's", () => {
    // 03:00 UTC on Nov 27 is still Nov 26 (7 PM) in Los Angeles.
    const now = new Date('2026-11-27T03:00:00Z');
    const at = (startTime: string, timeZone?: string) => checkManualSession({ ...full, startTime }, now, timeZone);
    // In UTC Nov 27 2027 starts before now + a year; in Los Angeles its midnight (08:00 UTC) is after it.
    expect(at('2027-11-27')).toEqual({ ok: true, costCents: 1250 });
    expect(at('2027-11-27', 'America/Los_Angeles')).toEqual({ ok: false, message: MESSAGES.sessionStartTooLate });
    expect(at('2027-11-26', 'America/Los_Angeles')).toEqual({ ok: true, costCents: 1250 });
    // Ten years back from 7 PM Nov 26 at the lot: that day's midnight is before it, the next day's after.
    expect(at('2016-11-26', 'America/Los_Angeles')).toEqual({ ok: false, message: MESSAGES.sessionStartTooEarly });
    expect(at('2016-11-27', 'America/Los_Angeles')).toEqual({ ok: true, costCents: 1250 });
    // Noon on Mar 10 2026 in New York (EDT) is a year before noon on Mar 10 2027 there (still EST):
    // 17:00 UTC, an hour later than the same UTC time a year on.
    const march = new Date('2026-03-10T16:00:00Z');
    expect(manualStartWindow(march, 'America/New_York').latest.toISOString()).toBe('2027-03-10T17:00:00.000Z');
    expect(manualStartWindow(march).latest.toISOString()).toBe('2027-03-10T16:00:00.000Z');
    expect(checkManualSession({ ...full, startTime: '2027-03-10T16:30:00Z' }, march, 'America/New_York')).toEqual({
      ok: true,
      costCents: 1250,
    });
  });
});
