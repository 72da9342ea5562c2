import { checkManualSession } from '../../../src/shared/manualSession';
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
});
