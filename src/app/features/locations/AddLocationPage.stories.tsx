import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import AddLocationPage from './AddLocationPage';

// Without a server the page shows its loading, empty or error state.
const meta = { title: 'Locations/AddLocationPage', component: AddLocationPage } satisfies Meta<typeof AddLocationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/locations/add', initialEntry: '/locations/add' })],
};
