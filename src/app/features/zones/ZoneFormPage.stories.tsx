import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import ZoneFormPage from './ZoneFormPage';

// Without a server the page shows its loading, empty or error state.
const meta = { title: 'Zones/ZoneFormPage', component: ZoneFormPage } satisfies Meta<typeof ZoneFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    withProviders({ user: SAMPLE_USERS.vendor, path: '/locations/:locationId/new/zone', initialEntry: '/locations/loc-1/new/zone' }),
  ],
};
/** Opened from a location card or its zones page, which pass the location along: its name is under the heading. */
export const FromLocation: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.vendor,
      path: '/locations/:locationId/new/zone',
      initialEntry: '/locations/loc-1/new/zone',
      state: { location: { name: 'Main Street Garage', address: '100 Main St, Austin, TX 78701' } },
    }),
  ],
};
export const Edit: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.vendor,
      path: '/locations/:locationId/zones/:zoneId/edit',
      initialEntry: '/locations/loc-1/zones/zone-1/edit',
    }),
  ],
};
