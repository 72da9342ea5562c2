import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import BookingPage from './BookingPage';
import { SAMPLE_LOCATION, SAMPLE_ZONE } from './samples';
import { saveReceipt } from './storedReceipt';

// Without a server the page shows its loading and error states; the steps have their own stories.
const meta = { title: 'Booking/BookingPage', component: BookingPage } satisfies Meta<typeof BookingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  decorators: [withProviders({ path: '/locations/:locationId/zones/:zoneId', initialEntry: '/locations/loc-1/zones/zone-1' })],
};
export const Customer: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.customer,
      path: '/locations/:locationId/zones/:zoneId',
      initialEntry: '/locations/loc-1/zones/zone-1',
    }),
  ],
};

// A zone of its own, so that its kept receipt shows in no other story.
const PAID_ZONE = 'zone-paid';
/** A guest who paid, then reloaded the page: the receipt from the tab's storage, with Start a new booking. */
export const GuestPaidThenReloaded: Story = {
  loaders: [
    () => {
      const now = Date.now();
      // As the browser describes the document after a reload of this zone's page (what reopenedHere reads).
      const path = `/locations/${SAMPLE_LOCATION._id}/zones/${PAID_ZONE}`;
      const entries: ((type: string) => PerformanceEntryList) | undefined = performance.getEntriesByType?.bind(performance);
      Object.defineProperty(performance, 'getEntriesByType', {
        configurable: true,
        value: (type: string) =>
          type === 'navigation' ? [{ type: 'reload', name: `${window.location.origin}${path}` }] : (entries?.(type) ?? []),
      });
      saveReceipt(SAMPLE_LOCATION._id, PAID_ZONE, {
        owner: null,
        hourly: true,
        receipt: {
          paymentIntentId: 'demo_pi_1',
          sessionId: 's1',
          guestToken: 'guest-token-1',
          locationId: SAMPLE_LOCATION._id,
          locationName: SAMPLE_LOCATION.name,
          locationAddress: SAMPLE_LOCATION.address,
          timeZone: SAMPLE_LOCATION.timeZone,
          zoneId: PAID_ZONE,
          zoneNumber: SAMPLE_ZONE.zoneNumber,
          plates: ['ABC1234 TX'],
          startTime: new Date(now - 10 * 60_000).toISOString(),
          endTime: new Date(now + 50 * 60_000).toISOString(),
          rateCents: 900,
          feesCents: 315,
          totalCents: 1215,
        },
      });
      return {};
    },
  ],
  decorators: [
    withProviders({ path: '/locations/:locationId/zones/:zoneId', initialEntry: `/locations/${SAMPLE_LOCATION._id}/zones/${PAID_ZONE}` }),
  ],
};
