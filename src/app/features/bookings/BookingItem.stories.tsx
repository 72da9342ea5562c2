import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BookingItem } from './BookingItem';

const booking = {
  _id: 's1',
  locationName: 'Main Street Garage',
  locationAddress: '100 Main St, Austin, TX 78701',
  plateNumber: 'ABC1234',
  state: 'TX',
  zoneNumber: '101',
  totalCost: 12.15,
  isHourly: true,
  startTime: '2026-11-22T15:10:00.000Z',
  endTime: '2026-11-22T16:10:00.000Z',
  canExtend: false,
  minutesLeft: 0,
};
const meta = { title: 'Bookings/BookingItem', component: BookingItem, args: { booking, onExtend: () => undefined } } satisfies Meta<
  typeof BookingItem
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Past: Story = {};
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
/** The time left ticks from the end time; Extend beside it, End Parking Now on its own line. */
export const Active: Story = {
  args: { booking: { ...booking, startTime: inMinutes(-13), endTime: inMinutes(47), canExtend: true, canStop: true, minutesLeft: 47 } },
};
/** Under 15 minutes left: the warning, with Extend in it. */
export const EndingSoon: Story = {
  args: { booking: { ...booking, startTime: inMinutes(-48), endTime: inMinutes(12), canExtend: true, canStop: true, minutesLeft: 12 } },
};
/** Ended early: the end moved to when the driver stopped, and the refund is shown. */
export const Refunded: Story = { args: { booking: { ...booking, totalCost: 36.45, refunded: 24.3 } } };
export const Daily: Story = { args: { booking: { ...booking, isHourly: false, totalCost: 26.75 } } };
