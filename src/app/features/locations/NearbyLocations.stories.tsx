import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { NearbyLocations } from './NearbyLocations';

const meta = {
  title: 'Locations/NearbyLocations',
  component: NearbyLocations,
  decorators: [withProviders({ path: '/locations' })],
} satisfies Meta<typeof NearbyLocations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
