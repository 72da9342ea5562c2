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

/**
 * The chips in even rows whatever the width the page leaves them: 6x2 when wide, 4x3, then 3x4 on a
 * phone (a wrapping row left December alone on a second line), and 2x6 at 320 px (a phone at 200%
 * zoom), where "September" no longer fits a third of the row. A container query, as the desk's side
 * menu takes part of the window. On a phone the chips' side padding is small: "September" was cut
 * to "Septembe" in a third of 390 px.
 */
const CHIPS_CSS = `.month-chips-box{container-type:inline-size;flex:1 1 520px;min-width:0}
.month-chips{grid-template-columns:repeat(2,minmax(0,1fr))}
.month-chips .ant-radio-button-wrapper{text-align:center;padding-inline:4px}
@container (min-width:330px){.month-chips{grid-template-columns:repeat(3,minmax(0,1fr))}}
@container (min-width:520px){.month-chips{grid-template-columns:repeat(4,minmax(0,1fr))}.month-chips .ant-radio-button-wrapper{padding-inline:15px}}
@container (min-width:800px){.month-chips{grid-template-columns:repeat(6,minmax(0,1fr))}}`;

/** Twelve month chips (January to December) and a year dropdown: /revenues. */
export function MonthChips({ month, year, onChange }: PeriodPickerProps) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start', marginBottom: 16 }}>
      <style>{CHIPS_CSS}</style>
      <Select
        aria-label={REVENUE_TEXT.year}
        value={year}
        options={yearOptions()}
        onChange={(y: number) => onChange({ month, year: y })}
        style={{ width: 110 }}
      />
      <div className="month-chips-box">
        <Radio.Group
          aria-label={REVENUE_TEXT.month}
          buttonStyle="solid"
          value={month}
          onChange={(e) => onChange({ month: Number(e.target.value), year })}
          className="month-chips"
          style={{ display: 'grid', gap: 8 }}
        >
          {monthOptions.map((m) => (
            <Radio.Button key={m.value} value={m.value} style={{ borderRadius: 16, borderInlineStartWidth: 1 }}>
              {m.label}
            </Radio.Button>
          ))}
        </Radio.Group>
      </div>
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
        // 40 px: a thumb's target on a phone, and the height of the buttons beside them on a desk.
        size="large"
        aria-label={REVENUE_TEXT.month}
        value={month}
        options={monthOptions}
        onChange={(m: number) => onChange({ month: m, year })}
        style={{ width: 150 }}
      />
      <Select
        size="large"
        aria-label={REVENUE_TEXT.year}
        value={year}
        options={yearOptions(firstYear, lastYear)}
        onChange={(y: number) => onChange({ month, year: y })}
        style={{ width: 110 }}
      />
    </div>
  );
}
