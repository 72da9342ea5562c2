import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { MonthChips, MonthYearSelects, type PeriodPickerProps } from './MonthYearPicker';

/** The picked month lives in the story, as the revenue pages keep it, so picking another shows it. */
function Controlled({ kind, firstYear, ...props }: PeriodPickerProps & { kind: 'chips' | 'selects'; firstYear?: number }) {
  const [period, setPeriod] = useState({ month: props.month, year: props.year });
  const onChange = (next: { month: number; year: number }) => {
    setPeriod(next);
    props.onChange(next);
  };
  return kind === 'chips' ? (
    <MonthChips {...period} onChange={onChange} />
  ) : (
    <MonthYearSelects {...period} onChange={onChange} firstYear={firstYear} />
  );
}

const now = new Date();
const THIS_YEAR = now.getFullYear();

const meta = {
  title: 'Revenue/MonthYearPicker',
  component: Controlled,
  args: { kind: 'chips', month: now.getMonth() + 1, year: THIS_YEAR, onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /revenues: the year dropdown and twelve month chips, this month picked. */
export const Chips: Story = {};
/** /revenues looking back: January of last year. */
export const ChipsPastMonth: Story = { args: { month: 1, year: THIS_YEAR - 1 } };
/** On a phone the chips wrap onto several lines. */
export const ChipsPhone: Story = { globals: { viewport: { value: 'phone' } } };
/** /revenue/lot/{lotId}: month and year dropdowns, years from 2020 when the lot's first year is not known yet. */
export const Selects: Story = { args: { kind: 'selects' } };
/** A lot with data since two years ago: its years only. */
export const SelectsFromFirstYear: Story = { args: { kind: 'selects', month: 3, year: THIS_YEAR - 1, firstYear: THIS_YEAR - 2 } };
/** A lot opened this year: this year is the only one offered. */
export const SelectsNewLot: Story = { args: { kind: 'selects', firstYear: THIS_YEAR } };
