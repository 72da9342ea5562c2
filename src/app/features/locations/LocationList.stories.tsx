import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { LocationCard } from './LocationCard';
import { LocationList } from './LocationList';

const meta = {
  title: 'Locations/LocationList',
  component: LocationList,
  decorators: [withProviders({ path: '/locations' })],
  args: {
    children: [
      <LocationCard
        key="1"
        canManage={false}
        location={{ _id: '1', name: 'Main Street Garage', address: '100 Main St, Austin, TX', distance: 400 }}
      />,
      <LocationCard
        key="2"
        canManage={false}
        location={{ _id: '2', name: 'Riverside Lot', address: '2 River Rd, Austin, TX', distance: 2400 }}
      />,
    ],
  },
} satisfies Meta<typeof LocationList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLocations: Story = {};
