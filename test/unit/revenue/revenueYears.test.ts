import { FIRST_REVENUE_YEAR, revenueYears } from '../../../src/app/features/revenue/MonthYearPicker';

describe('the years the revenue pickers offer', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('runs from the first year with data to this year, newest first', () => {
    expect(revenueYears(2024, now)).toEqual([2026, 2025, 2024]);
    expect(revenueYears(2026, now)).toEqual([2026]);
    expect(revenueYears(undefined, now)[0]).toBe(2026);
    expect(revenueYears(undefined, now).at(-1)).toBe(FIRST_REVENUE_YEAR);
  });

  it('reaches a later year with data (a session added by hand for next January)', () => {
    expect(revenueYears(2025, now, 2027)).toEqual([2027, 2026, 2025]);
    expect(revenueYears(2025, now, 2025)).toEqual([2026, 2025]);
  });
});
