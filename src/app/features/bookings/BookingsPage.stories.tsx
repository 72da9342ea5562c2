import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { bookingsHistoryApi, type Booking } from '../../api/enhanced/sessions';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import type { AppStore } from '../../store';
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
  canStop: false,
  refunded: 0,
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
        const now = Date.now();
        const running = { startTime: new Date(now - 13 * 60_000).toISOString(), endTime: new Date(now + 47 * 60_000).toISOString() };
        const sessions = [booking(1, { ...running, canExtend: true, minutesLeft: 47 }), booking(2), booking(3)];
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

/** The history in the cache with one booking ending in 12 minutes (the warning, Extend, End Parking Now). */
const endingSoon = (store: AppStore) => {
  const now = Date.now();
  const soon = { startTime: new Date(now - 48 * 60_000).toISOString(), endTime: new Date(now + 12 * 60_000).toISOString() };
  const sessions = [booking(1, { ...soon, canExtend: true, canStop: true, minutesLeft: 12 }), booking(2)];
  void store.dispatch(
    bookingsHistoryApi.util.upsertQueryData('getBookingsHistory', undefined, {
      pages: [{ status: 'success', results: sessions.length, sessions, nextCursor: null }],
      pageParams: [null],
    }),
  );
};

export const EndingSoon: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/bookings', prepare: endingSoon })],
};

/** The reminder mail's link, /bookings?extend=s1: that booking's extend panel is open. */
export const ExtendLink: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/bookings', initialEntry: '/bookings?extend=s1', prepare: endingSoon })],
};

/** A link to a booking that is not the driver's: a notice says so. */
export const ExtendLinkUnknown: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.customer, path: '/bookings', initialEntry: '/bookings?extend=s9', prepare: endingSoon })],
};
