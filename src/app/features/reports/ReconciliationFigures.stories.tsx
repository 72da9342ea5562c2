import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ReconciliationFigures } from './ReconciliationFigures';
import { SAMPLE_RECONCILIATION } from './samples';

const meta = {
  title: 'Reports/ReconciliationFigures',
  component: ReconciliationFigures,
  args: { totals: SAMPLE_RECONCILIATION.totals, selected: 'gross', onSelect: fn() },
} satisfies Meta<typeof ReconciliationFigures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gross: Story = {};
export const RefundsChosen: Story = { args: { selected: 'refunds' } };
export const Empty: Story = { args: { totals: { gross: 0, refunds: 0, fees: 0, net: 0, sessions: 0, entries: 0 } } };
