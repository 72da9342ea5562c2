import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { LocationCard } from './LocationCard';
import { CardGrid } from '../../components/CardGrid';

const meta = {
  title: 'Locations/LocationCards',
  component: CardGrid,
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
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLocations: Story = {};
