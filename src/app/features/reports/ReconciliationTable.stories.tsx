import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ReconciliationTable } from './ReconciliationTable';
import { SAMPLE_RECONCILIATION } from './samples';

const meta = {
  title: 'Reports/ReconciliationTable',
  component: ReconciliationTable,
  args: { rows: SAMPLE_RECONCILIATION.rows, timeZone: 'America/Chicago' },
} satisfies Meta<typeof ReconciliationTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
