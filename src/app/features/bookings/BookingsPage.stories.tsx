import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { bookingsHistoryApi, type Booking } from '../../api/enhanced/sessions';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import BookingsPage from './BookingsPage';

const meta = { title: 'Bookings/BookingsPage', component: BookingsPage } satisfies Meta<typeof BookingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const booking = (n: number, over: Partial<Booking> = {}): Booking => ({
  _id: `s${n}`,
  plateNumber: 'ABC1234',
  state: 'TX',
  startTime: `2026-11-${String(23 - n).padStart(2, '0')}T15:10:00.000Z`,
  endTime: `2026-11-${String(23 - n).padStart(2, '0')}T16:10:00.000Z`,
  createdAt: '2026-11-01T10:00:00.000Z',
  rate: 9,
  days: 0,
  hours: 1,
  fees: 3.15,
  zoneId: 'zone-1',
  locationId: 'loc-1',
  zoneNumber: '101',
  locationName: 'Main Street Garage',
  locationAddress: '100 Main St, Austin, TX 78701',
  totalCost: 12.15,
  isHourly: true,
  paid: true,
  canExtend: false,
  minutesLeft: 0,
  timeZone: 'America/Chicago',
  ...over,
});

// Without a server the page shows its loading state.
export const Customer: Story = { decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/bookings' })] };

/** The first page in the cache with more to come: the list ends in "Show more". */
export const MorePages: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.customer,
      path: '/bookings',
      prepare: (store) => {
        const sessions = [booking(1, { canExtend: true, minutesLeft: 47 }), booking(2), booking(3)];
        void store.dispatch(
          bookingsHistoryApi.util.upsertQueryData('getBookingsHistory', undefined, {
            pages: [{ status: 'success', results: sessions.length, sessions, nextCursor: 'cursor-1' }],
            pageParams: [null],
          }),
        );
      },
    }),
  ],
};
