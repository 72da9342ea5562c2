import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { locationsApi } from '../../api/generated/locations';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import PlateSearchPage from './PlateSearchPage';
import { SAMPLE_LOCATION, SAMPLE_PAID_SESSIONS } from './samples';

const path = '/service/locations/:locationId/search';
const initialEntry = `/service/locations/${SAMPLE_LOCATION._id}/search`;

const meta = { title: 'Enforcer/PlateSearchPage', component: PlateSearchPage } satisfies Meta<typeof PlateSearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The location and its Paid License Plates already loaded; the plate field waits for a search. */
export const Loaded: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.enforcer,
      path,
      initialEntry,
      prepare: (store) =>
        void store.dispatch(
          locationsApi.util.upsertQueryData(
            'getLocationsServiceById',
            { id: SAMPLE_LOCATION._id },
            { status: 'success', location: SAMPLE_LOCATION, sessions: SAMPLE_PAID_SESSIONS },
          ),
        ),
    }),
  ],
};

/** Without a server: the name handed over by the list, the table loading. */
export const Loading: Story = {
  decorators: [withProviders({ user: SAMPLE_USERS.enforcer, path, initialEntry, state: { location: SAMPLE_LOCATION } })],
};
