import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { locationsEnhancedApi } from '../../api/enhanced/locations';
import { inPublicLayout, withProviders } from '../../testing/decorators';
import GuestRegistrationPage from './GuestRegistrationPage';
import { SAMPLE_GUEST_LOCATION } from './samples';

const meta = { title: 'Guest/GuestRegistrationPage', component: GuestRegistrationPage } satisfies Meta<typeof GuestRegistrationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/locations/:locationId/guest';
const initialEntry = `/locations/${SAMPLE_GUEST_LOCATION._id}/guest`;

/** The location in the cache: the heading names it. */
export const Default: Story = {
  decorators: [
    inPublicLayout,
    withProviders({
      path,
      initialEntry,
      prepare: (store) => {
        void store.dispatch(
          locationsEnhancedApi.util.upsertQueryData(
            'getLocationById',
            { id: SAMPLE_GUEST_LOCATION._id },
            { status: 'success', data: { location: SAMPLE_GUEST_LOCATION } },
          ),
        );
      },
    }),
  ],
};
/** Without a server: the generic heading, the form still usable. */
export const NoServer: Story = { decorators: [inPublicLayout, withProviders({ path, initialEntry })] };
/** A lot its owner turned off (archieved): no form, the lot is said closed, with Find Another. */
export const InactiveLot: Story = {
  decorators: [
    inPublicLayout,
    withProviders({
      path,
      initialEntry,
      prepare: (store) => {
        void store.dispatch(
          locationsEnhancedApi.util.upsertQueryData(
            'getLocationById',
            { id: SAMPLE_GUEST_LOCATION._id },
            { status: 'success', data: { location: { ...SAMPLE_GUEST_LOCATION, archieved: true } } },
          ),
        );
      },
    }),
  ],
};
