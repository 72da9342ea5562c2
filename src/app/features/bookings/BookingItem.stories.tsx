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
export const Active: Story = { args: { booking: { ...booking, canExtend: true, minutesLeft: 47 } } };
export const Daily: Story = { args: { booking: { ...booking, isHourly: false, totalCost: 26.75 } } };
