import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import ZonesPage from './ZonesPage';

// Without a server the page shows its loading, empty or error state.
const meta = { title: 'Zones/ZonesPage', component: ZonesPage } satisfies Meta<typeof ZonesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    withProviders({ user: SAMPLE_USERS.customer, path: '/locations/:locationId/zones', initialEntry: '/locations/loc-1/zones' }),
  ],
};
export const Owner: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/locations/:locationId/zones', initialEntry: '/locations/loc-1/zones' })],
};
