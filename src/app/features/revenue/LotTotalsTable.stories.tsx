import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SERVER_MESSAGES } from '../../../shared/messages';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { LotTotalsTable } from './LotTotalsTable';
import { SAMPLE_SUMMARY } from './samples';

// Each lot links to its page: a router is needed.
const meta = {
  title: 'Revenue/LotTotalsTable',
  component: LotTotalsTable,
  args: { lines: SAMPLE_SUMMARY.totalLocationRevenue },
  decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/revenues' })],
} satisfies Meta<typeof LotTotalsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { lines: [] } };
export const Loading: Story = { args: { lines: [], loading: true } };
export const Failed: Story = { args: { lines: [], error: SERVER_MESSAGES.serverError } };
/** A lot new this month (nothing the month before) and one with nothing either month: words, not +100% or 0%. */
export const AfterAnEmptyMonth: Story = {
  args: {
    lines: [
      { ...SAMPLE_SUMMARY.totalLocationRevenue[0]!, totalCostPlus: 0, revenueChangePercentage: 100 },
      { ...SAMPLE_SUMMARY.totalLocationRevenue[1]!, totalCost: 0, totalCostPlus: 0, revenueChangePercentage: 0 },
    ],
  },
};
/** An owner of many lots: a search by name or address above the table, which pages its matches. */
export const ManyLots: Story = {
  args: {
    lines: Array.from({ length: 40 }, (_, i) => ({
      ...SAMPLE_SUMMARY.totalLocationRevenue[0]!,
      locationId: `loc-${i + 1}`,
      locationName: `Bulk Lot ${i + 1}`,
      totalCost: 100 + i,
    })),
  },
};
