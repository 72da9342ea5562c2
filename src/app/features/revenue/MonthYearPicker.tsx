import { Radio, Select } from 'antd';
import { MONTHS } from '../../../shared/limits';
import { REVENUE_TEXT } from '../../../shared/messages';

/** The first year the revenue screens offer when no first year with data is known. */
export const FIRST_REVENUE_YEAR = 2020;

/**
 * From the first year with data (else FIRST_REVENUE_YEAR) to this year, or to the last year with data
 * when that is later (a session added by hand for next year), newest first; always this year.
 */
export function revenueYears(firstYear: number = FIRST_REVENUE_YEAR, now: Date = new Date(), lastYear?: number): number[] {
  const years: number[] = [];
  const newest = Math.max(now.getFullYear(), lastYear ?? 0);
  for (let y = newest; y >= Math.min(firstYear, now.getFullYear()); y--) years.push(y);
  return years;
}

const yearOptions = (firstYear?: number, lastYear?: number) =>
  revenueYears(firstYear, new Date(), lastYear).map((y) => ({ value: y, label: String(y) }));
const monthOptions = MONTHS.map((name, i) => ({ value: i + 1, label: name }));

/** A month of a year, and what to do when the user picks another. */
export interface PeriodPickerProps {
  month: number;
  year: number;
  onChange: (next: { month: number; year: number }) => void;
}

/** Twelve month chips (January to December) and a year dropdown: /revenues. */
export function MonthChips({ month, year, onChange }: PeriodPickerProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', marginBottom: 16 }}>
      <Select
        aria-label={REVENUE_TEXT.year}
        value={year}
        options={yearOptions()}
        onChange={(y: number) => onChange({ month, year: y })}
        style={{ width: 110 }}
      />
      <Radio.Group
        aria-label={REVENUE_TEXT.month}
        buttonStyle="solid"
        value={month}
        onChange={(e) => onChange({ month: Number(e.target.value), year })}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
      >
        {monthOptions.map((m) => (
          <Radio.Button key={m.value} value={m.value} style={{ borderRadius: 16, borderInlineStartWidth: 1 }}>
            {m.label}
          </Radio.Button>
        ))}
      </Radio.Group>
    </div>
  );
}

/** Month and year dropdowns: /revenue/lot/{lotId}, years from the lot's first year with data. */
export function MonthYearSelects({
  month,
  year,
  onChange,
  firstYear,
  lastYear,
}: PeriodPickerProps & { firstYear?: number | undefined; lastYear?: number | undefined }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Select
        aria-label={REVENUE_TEXT.month}
        value={month}
        options={monthOptions}
        onChange={(m: number) => onChange({ month: m, year })}
        style={{ width: 150 }}
      />
      <Select
        aria-label={REVENUE_TEXT.year}
        value={year}
        options={yearOptions(firstYear, lastYear)}
        onChange={(y: number) => onChange({ month, year: y })}
        style={{ width: 110 }}
      />
    </div>
  );
}
