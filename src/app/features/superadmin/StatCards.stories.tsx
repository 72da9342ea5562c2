import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SAMPLE_STATS } from './samples';
import { StatCards } from './StatCards';

const meta = { title: 'Superadmin/StatCards', component: StatCards, args: { stats: SAMPLE_STATS } } satisfies Meta<typeof StatCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Loading: Story = { args: { stats: undefined, loading: true } };
export const Empty: Story = { args: { stats: { totalVendorLocations: 0, totalMonthlyRevenue: 0, numberOfPayments: 0, totalAmount: 0 } } };
export const Large: Story = {
  args: { stats: { totalVendorLocations: 20000, totalMonthlyRevenue: 2_400_000, numberOfPayments: 61234, totalAmount: 7_348_080.5 } },
};
