import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import ServicingLocationsPage from './ServicingLocationsPage';

// Without a server the page shows its loading, then its empty state.
const meta = { title: 'Team/ServicingLocationsPage', component: ServicingLocationsPage } satisfies Meta<typeof ServicingLocationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Enforcer: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.enforcer, path: '/service/locations', initialEntry: '/service/locations' })],
};
