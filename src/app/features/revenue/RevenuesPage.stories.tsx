import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { billingEnhancedApi } from '../../api/enhanced/billing';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import RevenuesPage from './RevenuesPage';
import { currentMonth } from './RevenueSummary';
import { SAMPLE_SUMMARY } from './samples';

const meta = { title: 'Revenue/RevenuesPage', component: RevenuesPage } satisfies Meta<typeof RevenuesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** This month's lots in the cache. */
export const Full: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.vendor,
      path: '/revenues',
      prepare: (store) => {
        void store.dispatch(
          billingEnhancedApi.util.upsertQueryData(
            'getRevenueSummary',
            { body: currentMonth() },
            { status: 'success', data: SAMPLE_SUMMARY },
          ),
        );
      },
    }),
  ],
};
/** Without a server: loading, then the error. */
export const NoServer: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/revenues' })] };
