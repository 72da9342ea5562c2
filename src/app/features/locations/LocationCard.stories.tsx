import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { LocationCard } from './LocationCard';

const meta = {
  title: 'Locations/LocationCard',
  component: LocationCard,
  decorators: [withProviders({ path: '/locations' })],
  args: {
    location: { _id: 'loc-1', name: 'Main Street Garage', address: '100 Main St, Austin, TX 78701', distance: 850 },
    canManage: false,
  },
} satisfies Meta<typeof LocationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Driver: Story = {};
export const Owner: Story = {
  args: { canManage: true, location: { _id: 'loc-1', name: 'Main Street Garage', address: '100 Main St, Austin, TX 78701' } },
};
export const InactiveOwned: Story = {
  args: { canManage: true, location: { _id: 'loc-2', name: 'Old Lot', address: '5 Side St', archieved: true } },
};
