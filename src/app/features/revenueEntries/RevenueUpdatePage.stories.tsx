import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import RevenueUpdatePage from './RevenueUpdatePage';

// Without a server the location picker is empty.
const meta = { title: 'Revenue/RevenueUpdatePage', component: RevenueUpdatePage } satisfies Meta<typeof RevenueUpdatePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Vendor: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/revenue/update', initialEntry: '/revenue/update' })],
};
