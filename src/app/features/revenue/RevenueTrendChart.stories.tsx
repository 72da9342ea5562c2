import type { Meta, StoryObj } from '@storybook/react-webpack5';
import RevenueTrendChart from './RevenueTrendChart';

const months = Array.from({ length: 12 }, (_v, i) => ({
  year: i < 1 ? 2025 : 2026,
  month: ((10 + i) % 12) + 1,
  total: [3120, 2890, 3340, 3010, 3560, 3890, 4120, 4010, 3870, 4410, 5030, 4797][i]!,
}));

const meta = { title: 'Revenue/RevenueTrendChart', component: RevenueTrendChart, args: { months } } satisfies Meta<
  typeof RevenueTrendChart
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Year: Story = {};
export const Empty: Story = { args: { months: months.map((m) => ({ ...m, total: 0 })) } };
