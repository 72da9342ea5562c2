import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { locationsEnhancedApi } from '../../api/enhanced/locations';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_VENDOR_LOT } from '../../testing/sampleLocations';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import EditLocationPage from './EditLocationPage';

// Without a server the page shows its loading, empty or error state.
const meta = { title: 'Locations/EditLocationPage', component: EditLocationPage } satisfies Meta<typeof EditLocationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/locations/:locationId/edit', initialEntry: '/locations/loc-1/edit' })],
};

const LOT = SAMPLE_VENDOR_LOT;

const withLocation = (location: typeof SAMPLE_VENDOR_LOT, user = SAMPLE_USERS.vendor) =>
  withProviders({
    user,
    path: '/locations/:locationId/edit',
    initialEntry: `/locations/${location._id}/edit`,
    prepare: (store) => {
      void store.dispatch(
        locationsEnhancedApi.util.upsertQueryData('getLocationById', { id: location._id }, { status: 'success', data: { location } }),
      );
    },
  });

/** The vendor's own lot: the form, filled in. */
export const Own: Story = { decorators: [withLocation(LOT)] };
/** Another owner's lot (anyone may read it): Location not found, without its name or phone. */
export const AnotherOwners: Story = {
  decorators: [withLocation({ ...LOT, name: 'Union Station Lot', userId: 'u-someone-else' })],
};
/** odogwu manages every lot: another owner's, filled in. */
export const AnyLotAsOdogwu: Story = {
  decorators: [withLocation({ ...LOT, name: 'Union Station Lot', userId: 'u-someone-else' }, SAMPLE_USERS.odogwu)],
};
