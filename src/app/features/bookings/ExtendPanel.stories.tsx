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

/** The zone closes at 7:00 AM: + stops at two hours. */
export const NearClosing: Story = {
  args: {
    timeZone: 'America/Chicago',
    span: {
      startTime: '2026-11-22T10:00:00.000Z',
      endTime: '2026-11-22T11:00:00.000Z',
      openHours: { openTime: '04:00', closeTime: '07:00' },
    },
  },
};

/** Not even an hour fits before closing: said, with nothing to pay. */
export const NoHourLeft: Story = {
  args: {
    timeZone: 'America/Chicago',
    span: {
      startTime: '2026-11-22T10:00:00.000Z',
      endTime: '2026-11-22T11:00:00.000Z',
      openHours: { openTime: '04:00', closeTime: '05:30' },
    },
  },
};
