import { screen, waitFor, within } from '@testing-library/react';
import type { GetRevenueSummaryApiResponse, GetRevenueTrendApiResponse } from '../../../src/app/api/generated/billing';
import { SAMPLE_SUMMARY } from '../../../src/app/features/revenue/samples';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { REVENUE_TEXT } from '../../../src/shared/messages';
import { formatUsd } from '../../../src/shared/money';
import { fixClock } from '../app/clock';
import { renderApp, settle } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost } from '../app/typedHandlers';

useMswServer();
jest.setTimeout(90_000);

// The first render of a test loads the page's lazy chunks and antd's modules: slow on a busy 2-core machine.
const FIRST_PAINT = { timeout: 30_000 };

function summaryHandler(asked: unknown[]) {
  return answerPost<GetRevenueSummaryApiResponse>('*/api/v1/billing/revenue', async ({ request }) => {
    asked.push(await request.json());
    return { status: 'success', data: SAMPLE_SUMMARY };
  });
}

/** Twelve months ending now with 10 dollars more each month, and the occupancy of the sample's second lot. */
function trendHandler() {
  return answerGet<GetRevenueTrendApiResponse>('*/api/v1/billing/revenue/trend', ({ request }) => {
    const q = new URL(request.url).searchParams;
    const end = Number(q.get('year')) * 12 + Number(q.get('month')) - 1;
    const months = Array.from({ length: 12 }, (_v, i) => ({
      year: Math.floor((end - 11 + i) / 12),
      month: ((end - 11 + i) % 12) + 1,
      total: 10 * (i + 1),
    }));
    return { status: 'success', months, occupancy: [{ locationId: 'loc-2', activeSessions: 3, zones: 8 }] };
  });
}

describe('/dashboard revenue summary (SPEC 2 and 3)', () => {
  it.each(['vendor', 'odogwu'] as const)(
    "shows %s this month's revenue, its change, the lot count, all-time revenue and each lot",
    async (who) => {
      const asked: unknown[] = [];
      server.use(summaryHandler(asked), trendHandler());
      renderApp('/dashboard', { user: SAMPLE_USERS[who] });
      const summary = await screen.findByRole('region', { name: REVENUE_TEXT.summaryTitle }, FIRST_PAINT);
      await within(summary).findByText(formatUsd(131450), undefined, FIRST_PAINT);
      const now = new Date();
      expect(asked).toEqual([{ month: now.getMonth() + 1, year: now.getFullYear() }]);
      expect(within(summary).getByText(`+19.5% ${REVENUE_TEXT.vsLastMonth}`)).toBeInTheDocument();
      expect(within(summary).getByText(formatUsd(2531075))).toBeInTheDocument();
      expect(within(summary).getByText('2')).toBeInTheDocument();
      const lot = within(summary).getByRole('link', { name: 'Riverside Lot' });
      expect(lot).toHaveAttribute('href', '/revenue/lot/loc-2');
      expect(within(summary).getByText('-20%')).toBeInTheDocument();
      expect(within(summary).queryByText(REVENUE_TEXT.noLocationsYet)).toBeNull();
      // What the figures are (fees included) and where what the lots keep is.
      expect(within(summary).getByRole('link', { name: REVENUE_TEXT.whatLotsKeep })).toHaveAttribute('href', '/reports');
      // Beyond the spec: each lot's occupancy now, and the twelve months (listed for screen readers under the chart).
      expect(
        await within(summary).findByText(`${REVENUE_TEXT.occupancyNow}: ${REVENUE_TEXT.occupancy(3, 8)}`, undefined, FIRST_PAINT),
      ).toBeInTheDocument();
      expect(await within(summary).findByRole('img', { name: REVENUE_TEXT.trendTitle }, FIRST_PAINT)).toBeInTheDocument();
      const months = within(summary).getAllByRole('listitem');
      expect(months).toHaveLength(12);
      expect(months[11]).toHaveTextContent(`${now.getFullYear()}: ${formatUsd(12000)}`);
      // The tiles stay.
      expect(screen.getByRole('link', { name: /^Revenue/ })).toHaveAttribute('href', '/revenues');
    },
  );

  it('points an owner with no locations yet at Add Location', async () => {
    const empty = { ...SAMPLE_SUMMARY, vendorLocations: [], totalLocationRevenue: [], totalLocationCount: 0 };
    server.use(
      answerPost<GetRevenueSummaryApiResponse>('*/api/v1/billing/revenue', () => ({ status: 'success', data: empty })),
      trendHandler(),
    );
    renderApp('/dashboard', { user: SAMPLE_USERS.vendor });
    const summary = await screen.findByRole('region', { name: REVENUE_TEXT.summaryTitle }, FIRST_PAINT);
    expect(await within(summary).findByText(REVENUE_TEXT.noLocationsYet, undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Add Location' })).toHaveAttribute('href', '/locations/add');
  });

  it('is not asked for on the dashboards of other roles', async () => {
    const asked: unknown[] = [];
    server.use(summaryHandler(asked));
    renderApp('/dashboard', { user: SAMPLE_USERS.customer });
    await screen.findByRole('heading', { name: `Welcome, ${SAMPLE_USERS.customer.name}` }, FIRST_PAINT);
    await settle(200);
    expect(screen.queryByRole('region', { name: REVENUE_TEXT.summaryTitle })).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe("the dashboard's month is the lots' month", () => {
  afterEach(() => jest.useRealTimers());

  it('asks for November while every lot is still in November, though the desk is already in December', async () => {
    // 03:00 UTC on Dec 1: the sample's lots (Chicago) read 9 PM on Nov 30.
    fixClock('2026-12-01T03:00:00.000Z');
    const asked: unknown[] = [];
    server.use(summaryHandler(asked), trendHandler());
    renderApp('/dashboard', { user: SAMPLE_USERS.vendor });
    await screen.findByRole('region', { name: REVENUE_TEXT.summaryTitle }, FIRST_PAINT);
    await waitFor(() => expect(asked.at(-1)).toEqual({ month: 11, year: 2026 }), FIRST_PAINT);
  });
});
