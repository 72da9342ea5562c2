import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import LocationsPage from './LocationsPage';

// Without a server the page shows its loading, empty or error state.
const meta = { title: 'Locations/LocationsPage', component: LocationsPage } satisfies Meta<typeof LocationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/locations', initialEntry: '/locations' })],
};
export const Vendor: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/locations' })] };
export const Visitor: Story = { decorators: [withProviders({ path: '/locations' })] };
