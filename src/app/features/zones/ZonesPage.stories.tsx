import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { locationsEnhancedApi } from '../../api/enhanced/locations';
import { zonesEnhancedApi } from '../../api/enhanced/zones';
import type { GetLocationByIdApiResponse } from '../../api/generated/locations';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import ZonesPage from './ZonesPage';

// Without a server the page shows its loading, empty or error state.
const meta = { title: 'Zones/ZonesPage', component: ZonesPage } satisfies Meta<typeof ZonesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [
    withProviders({ user: SAMPLE_USERS.customer, path: '/locations/:locationId/zones', initialEntry: '/locations/loc-1/zones' }),
  ],
};
export const Owner: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/locations/:locationId/zones', initialEntry: '/locations/loc-1/zones' })],
};

const PIKE_PLACE: GetLocationByIdApiResponse['data']['location'] = {
  _id: 'loc-pike',
  id: 'loc-pike',
  name: 'Pike Place Lot',
  address: '85 Pike St, Seattle, WA 98101',
  place_id: null,
  phoneNumber: null,
  location_point: { type: 'Point', coordinates: [-122.3405, 47.6097] },
  archieved: true,
  userId: 'u-vendor',
  timeZone: 'America/Los_Angeles',
  createdAt: '2026-01-10T12:00:00.000Z',
};

/** A lot its owner turned off (archieved): drivers get no zones, and the page says the lot is closed, with Find Another. */
export const InactiveLot: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.customer,
      path: '/locations/:locationId/zones',
      initialEntry: `/locations/${PIKE_PLACE._id}/zones`,
      prepare: (store) => {
        const location = PIKE_PLACE;
        void store.dispatch(
          locationsEnhancedApi.util.upsertQueryData('getLocationById', { id: location._id }, { status: 'success', data: { location } }),
        );
        void store.dispatch(
          zonesEnhancedApi.util.upsertQueryData(
            'getLocationZones',
            { locationId: location._id },
            { status: 'success', data: { zones: [] } },
          ),
        );
      },
    }),
  ],
};
