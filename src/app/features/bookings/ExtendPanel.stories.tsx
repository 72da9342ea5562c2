import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { ExtendPanel } from './ExtendPanel';

const meta = {
  title: 'Bookings/ExtendPanel',
  component: ExtendPanel,
  decorators: [withProviders({ path: '/bookings' })],
  args: { sessionId: 's1', label: 'Parking at Main Street Garage', onClose: () => undefined, onExtended: () => undefined },
} satisfies Meta<typeof ExtendPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseHours: Story = {};
