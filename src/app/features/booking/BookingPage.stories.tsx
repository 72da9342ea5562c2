import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import BookingPage from './BookingPage';

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
