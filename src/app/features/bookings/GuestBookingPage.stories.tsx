import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sessionsEnhancedApi, type Booking } from '../../api/enhanced/sessions';
import type { AppStore } from '../../store';
import { withProviders } from '../../testing/decorators';
import GuestBookingPage from './GuestBookingPage';

const meta = { title: 'Bookings/GuestBookingPage', component: GuestBookingPage } satisfies Meta<typeof GuestBookingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const TOKEN = 'story-guest-link-token';
const path = '/bookings/guest/:token';
const initialEntry = `/bookings/guest/${TOKEN}`;

/** A guest's booking ending in `minutesLeft`, in the cache as GET /sessions/guest/{token} answers it. */
const guestBooking = (minutesLeft: number) => (store: AppStore) => {
  const now = Date.now();
  const data: Booking = {
    _id: 'g1',
    plateNumber: 'GST123',
    state: 'NY',
    startTime: new Date(now - (120 - minutesLeft) * 60_000).toISOString(),
    endTime: new Date(now + minutesLeft * 60_000).toISOString(),
    createdAt: new Date(now - 130 * 60_000).toISOString(),
    rate: 5,
    days: 0,
    hours: 2,
    fees: 3.5,
    zoneId: 'zone-1',
    locationId: 'loc-1',
    zoneNumber: '12',
    locationName: 'Main Street Garage',
    locationAddress: '100 Main St, Springfield, NY 10001',
    totalCost: 13.5,
    isHourly: true,
    paid: true,
    canExtend: true,
    canStop: true,
    refunded: 0,
    minutesLeft,
    timeZone: 'America/New_York',
  };
  void store.dispatch(sessionsEnhancedApi.util.upsertQueryData('getGuestBooking', { token: TOKEN }, { status: 'success', data }));
};

/** The reminder's link: the booking with Extend open. */
export const ExtendReady: Story = { decorators: [withProviders({ path, initialEntry, prepare: guestBooking(40) })] };

/** Ending in 12 minutes: the warning above the open extend panel. */
export const EndingSoon: Story = { decorators: [withProviders({ path, initialEntry, prepare: guestBooking(12) })] };

// Without a server the page shows its loading state, then the link's refusal.
export const Loading: Story = { decorators: [withProviders({ path, initialEntry })] };
