import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import { OwnLocations } from './OwnLocations';

const meta = {
  title: 'Locations/OwnLocations',
  component: OwnLocations,
  decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/locations-vendor' })],
  args: { title: 'My Locations' },
} satisfies Meta<typeof OwnLocations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
