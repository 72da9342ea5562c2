import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { billingEnhancedApi } from '../../api/enhanced/billing';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import type { AppStore } from '../../store';
import LotRevenuePage from './LotRevenuePage';
import { FIRST_LOT_VIEW } from './LotSessionsTable';
import { currentMonth } from './RevenueSummary';
import { SAMPLE_LOT, SAMPLE_LOT_SESSIONS, SAMPLE_LOT_TOTAL } from './samples';

const meta = { title: 'Revenue/LotRevenuePage', component: LotRevenuePage } satisfies Meta<typeof LotRevenuePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const path = '/revenue/lot/:lotId';
const initialEntry = `/revenue/lot/${SAMPLE_LOT._id}`;
// What the /revenues link passes along.
const state = { location: { name: SAMPLE_LOT.name, address: SAMPLE_LOT.address, timeZone: SAMPLE_LOT.timeZone } };
const withMonth = (store: AppStore) => {
  void store.dispatch(
    billingEnhancedApi.util.upsertQueryData(
      'getLotRevenue',
      { body: { lotId: SAMPLE_LOT._id, ...currentMonth(), ...FIRST_LOT_VIEW } },
      {
        status: 'success',
        totalCost: SAMPLE_LOT_TOTAL,
        monthSessions: SAMPLE_LOT_SESSIONS,
        adjustments: [],
        sessionCount: SAMPLE_LOT_SESSIONS.length,
        firstYear: 2024,
        page: 1,
        pageSize: FIRST_LOT_VIEW.pageSize,
      },
    ),
  );
};

/** A vendor: no Add Session. */
export const Vendor: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path, initialEntry, state, prepare: withMonth })] };
/** The admin role (odogwu): Add Session. */
export const Odogwu: Story = { decorators: [withProviders({ user: SAMPLE_USERS.odogwu, path, initialEntry, state, prepare: withMonth })] };
/** Without a server: loading, then the error. */
export const NoServer: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path, initialEntry, state })] };
