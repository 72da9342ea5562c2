import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { zonesEnhancedApi } from '../../api/enhanced/zones';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import AddSessionPage from './AddSessionPage';
import { SAMPLE_LOT, SAMPLE_LOT_ZONE } from './samples';

const meta = { title: 'Revenue/AddSessionPage', component: AddSessionPage } satisfies Meta<typeof AddSessionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/revenue/lot/:lotId/new';
const initialEntry = `/revenue/lot/${SAMPLE_LOT._id}/new`;
const state = { location: { name: SAMPLE_LOT.name, address: SAMPLE_LOT.address, timeZone: SAMPLE_LOT.timeZone } };

/** The lot's zones in the cache. */
export const Default: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.odogwu,
      path,
      initialEntry,
      state,
      prepare: (store) => {
        void store.dispatch(
          zonesEnhancedApi.util.upsertQueryData(
            'getLocationZones',
            { locationId: SAMPLE_LOT._id },
            { status: 'success', data: { zones: [SAMPLE_LOT_ZONE] } },
          ),
        );
      },
    }),
  ],
};
/** Without a server: the zones load, then fail. */
export const NoServer: Story = { decorators: [withProviders({ user: SAMPLE_USERS.odogwu, path, initialEntry, state })] };
