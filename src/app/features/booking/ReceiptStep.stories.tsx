import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { ReceiptStep } from './ReceiptStep';

const meta = {
  title: 'Booking/ReceiptStep',
  component: ReceiptStep,
  decorators: [withProviders({ path: '/locations/loc-1/zones/zone-1' })],
  args: {
    onDone: () => undefined,
    hourly: true,
    receipt: {
      paymentIntentId: 'demo_pi_1',
      locationId: 'loc-1',
      locationName: 'Main Street Garage',
      locationAddress: '100 Main St, Austin, TX 78701',
      timeZone: 'America/Chicago',
      zoneId: 'zone-1',
      zoneNumber: '101',
      plates: ['ABC1234 TX', 'XYZ987 TX'],
      startTime: '2026-11-22T15:10:00.000Z',
      endTime: '2026-11-22T16:10:00.000Z',
      rateCents: 900,
      feesCents: 630,
      totalCents: 2430,
      hours: 1,
    },
  },
} satisfies Meta<typeof ReceiptStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Prefilled: Story = { args: { defaultName: 'Casey Driver', defaultEmail: 'casey@example.com' } };

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
/** Paid a moment ago: the time left ticks, with Extend for a signed-in driver. */
export const Running: Story = {
  args: {
    defaultName: 'Casey Driver',
    defaultEmail: 'casey@example.com',
    extendTo: '/bookings?extend=s1',
    receipt: { ...meta.args.receipt, sessionId: 's1', startTime: inMinutes(-13), endTime: inMinutes(47) },
  },
};
/** Under 15 minutes left: the warning with Extend. */
export const EndingSoon: Story = {
  args: {
    extendTo: '/bookings?extend=s1',
    receipt: { ...meta.args.receipt, sessionId: 's1', startTime: inMinutes(-48), endTime: inMinutes(12) },
  },
};
/** On the booking page: Start a new booking under Done (the page keeps the receipt for the tab until then). */
export const WithNewBooking: Story = { args: { onNewBooking: () => undefined } };
