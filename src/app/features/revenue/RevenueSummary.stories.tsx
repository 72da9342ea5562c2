import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { billingEnhancedApi } from '../../api/enhanced/billing';
import { withProviders } from '../../testing/decorators';
import { SAMPLE_USERS } from '../../testing/sampleUsers';
import type { AppStore } from '../../store';
import RevenueSummary, { RevenueFigures, currentMonth } from './RevenueSummary';
import { SAMPLE_SUMMARY } from './samples';

const meta = { title: 'Revenue/RevenueSummary', component: RevenueSummary } satisfies Meta<typeof RevenueSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const withSummary = (store: AppStore) => {
  void store.dispatch(
    billingEnhancedApi.util.upsertQueryData('getRevenueSummary', { body: currentMonth() }, { status: 'success', data: SAMPLE_SUMMARY }),
  );
};

/** This month's summary in the cache. */
export const Full: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/dashboard', prepare: withSummary })] };
/** Without a server: loading, then the error. */
export const NoServer: Story = { decorators: [withProviders({ user: SAMPLE_USERS.vendor, path: '/dashboard' })] };
/** A vendor without lots. */
export const Empty: Story = {
  decorators: [
    withProviders({
      user: SAMPLE_USERS.vendor,
      path: '/dashboard',
      prepare: (store) => {
        void store.dispatch(
          billingEnhancedApi.util.upsertQueryData(
            'getRevenueSummary',
            { body: currentMonth() },
            {
              status: 'success',
              data: {
                ...SAMPLE_SUMMARY,
                vendorLocations: [],
                totalLocationRevenue: [],
                totalLocationCount: 0,
                totalLocationRevenueAllTime: 0,
                vendorTotalRevenue: 0,
                revenueChange: 0,
              },
            },
          ),
        );
      },
    }),
  ],
};
/** The figures alone while loading. */
export const FiguresLoading: Story = { render: () => <RevenueFigures summary={undefined} loading /> };
/** The figures of a first month with revenue: "New this month", not "+100% vs last month". */
export const FiguresNewThisMonth: Story = {
  render: () => (
    <RevenueFigures
      summary={{
        ...SAMPLE_SUMMARY,
        totalLocationRevenue: SAMPLE_SUMMARY.totalLocationRevenue.map((line) => ({
          ...line,
          totalCostPlus: 0,
          revenueChangePercentage: 100,
        })),
        revenueChange: 100,
      }}
    />
  ),
};
