import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import EditLocationPage from './EditLocationPage';

// Without a server the page shows its loading, empty or error state.
const meta = { title: 'Locations/EditLocationPage', component: EditLocationPage } satisfies Meta<typeof EditLocationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/locations/:locationId/edit', initialEntry: '/locations/loc-1/edit' })],
};
