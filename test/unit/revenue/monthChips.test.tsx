import { render, screen } from '@testing-library/react';
import { MonthChips } from '../../../src/app/features/revenue/MonthYearPicker';
import { MONTHS } from '../../../src/shared/limits';
import { REVENUE_TEXT } from '../../../src/shared/messages';
import { typist } from '../app/renderWithProviders';

describe('the month chips of /revenues', () => {
  it('lay the twelve months out on an even grid (no December alone on a row), and a press picks that month', async () => {
    const onChange = jest.fn();
    render(<MonthChips month={3} year={2026} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: REVENUE_TEXT.month });
    expect(screen.getAllByRole('radio')).toHaveLength(12);
    // A grid whose columns (6, 4 or 3, by the room it has) divide twelve, not a wrapping row.
    expect(group).toHaveStyle({ display: 'grid' });
    expect(group).toHaveClass('month-chips');
    expect(group.parentElement).toHaveClass('month-chips-box');
    await typist().click(screen.getByRole('radio', { name: MONTHS[11] }));
    expect(onChange).toHaveBeenCalledWith({ month: 12, year: 2026 });
  });
});
