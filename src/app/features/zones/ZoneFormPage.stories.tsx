import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { locationsEnhancedApi } from '../../api/enhanced/locations';
import { zonesEnhancedApi } from '../../api/enhanced/zones';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_VENDOR_LOT } from '../../testing/sampleLocations';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import ZoneFormPage from './ZoneFormPage';

// Without a server the page shows its loading, empty or error state.
const meta = { title: 'Zones/ZoneFormPage', component: ZoneFormPage } satisfies Meta<typeof ZoneFormPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOT = SAMPLE_VENDOR_LOT;
const ZONE = {
  _id: 'zone-1',
  locationId: 'loc-1',
  zoneNumber: '101',
  price: 9,
  isHourly: true,
  openTime: '06:00',
  closeTime: '23:00',
  archieved: false,
};

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
      // The whole location, as the card passes it: its owner says at once that the form is the user's.
      state: { location: LOT },
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

/** Another owner's lot (anyone may read it): a vendor who does not own it gets Location not found, never the form. */
const THEIRS = { ...LOT, name: 'Union Station Lot', userId: 'u-someone-else' };

export const AddToAnotherOwnersLot: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.vendor,
      path: '/locations/:locationId/new/zone',
      initialEntry: '/locations/loc-1/new/zone',
      state: { location: THEIRS },
    }),
  ],
};
/** Another owner's zone: Zone not found, without its settings. */
export const EditAnotherOwnersZone: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.vendor,
      path: '/locations/:locationId/zones/:zoneId/edit',
      initialEntry: '/locations/loc-1/zones/zone-1/edit',
      prepare: (store) => {
        void store.dispatch(
          zonesEnhancedApi.util.upsertQueryData(
            'getLocationZone',
            { locationId: 'loc-1', zoneId: 'zone-1' },
            { status: 'success', data: { zone: ZONE, location: THEIRS } },
          ),
        );
      },
    }),
  ],
};
/** odogwu manages every lot: the same zone, filled in. */
export const EditAnyLotAsOdogwu: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.odogwu,
      path: '/locations/:locationId/zones/:zoneId/edit',
      initialEntry: '/locations/loc-1/zones/zone-1/edit',
      prepare: (store) => {
        void store.dispatch(
          zonesEnhancedApi.util.upsertQueryData(
            'getLocationZone',
            { locationId: 'loc-1', zoneId: 'zone-1' },
            { status: 'success', data: { zone: ZONE, location: THEIRS } },
          ),
        );
        void store.dispatch(
          locationsEnhancedApi.util.upsertQueryData('getLocationById', { id: 'loc-1' }, { status: 'success', data: { location: THEIRS } }),
        );
      },
    }),
  ],
};
