import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import VendorLocationsPage from './VendorLocationsPage';

// Without a server the page shows its loading, empty or error state.
const meta = { title: 'Locations/VendorLocationsPage', component: VendorLocationsPage } satisfies Meta<typeof VendorLocationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/locations-vendor', initialEntry: '/locations-vendor' })],
};
