import { screen, within } from '@testing-library/react';
import type { GetRevenueSummaryApiResponse } from '../../../src/app/api/generated/billing';
import { changeText } from '../../../src/app/features/revenue/money';
import { SAMPLE_SUMMARY } from '../../../src/app/features/revenue/samples';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { REVENUE_TEXT } from '../../../src/shared/messages';
import { formatUsd } from '../../../src/shared/money';
import { renderApp } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerPost } from '../app/typedHandlers';

useMswServer();
jest.setTimeout(90_000);

// The first render of a test loads the page's lazy chunk and antd's modules: slow on a busy 2-core machine.
const FIRST_PAINT = { timeout: 30_000 };

describe('changeText: a month-on-month change in words', () => {
  it('is the percent after a month that earned something', () => {
    expect(changeText(1000, 1234.5, 23.5)).toBe('+23.5%');
    expect(changeText(100, 80, -20, REVENUE_TEXT.vsLastMonth)).toBe(`-20% ${REVENUE_TEXT.vsLastMonth}`);
    expect(changeText(50, 50, 0)).toBe('0%');
  });

  it('says "New this month" after a month of $0, never the API\'s +100%', () => {
    expect(changeText(0, 80, 100)).toBe(REVENUE_TEXT.newThisMonth);
    expect(changeText(0, 80, 100, REVENUE_TEXT.vsLastMonth)).toBe(REVENUE_TEXT.newThisMonth);
  });

  it('says nothing when neither month earned anything', () => {
    expect(changeText(0, 0, 0)).toBeNull();
    expect(changeText(0, 0, 0, REVENUE_TEXT.vsLastMonth)).toBeNull();
  });
});

/** A summary of a new lot (nothing the month before), a lot with nothing either month and one that grew. */
const WITH_NEW_LOT: GetRevenueSummaryApiResponse['data'] = {
  ...SAMPLE_SUMMARY,
  totalLocationRevenue: [
    { ...SAMPLE_SUMMARY.totalLocationRevenue[0]!, locationId: 'loc-1', totalCost: 120, totalCostPlus: 100, revenueChangePercentage: 20 },
    { ...SAMPLE_SUMMARY.totalLocationRevenue[1]!, locationId: 'loc-2', totalCost: 80, totalCostPlus: 0, revenueChangePercentage: 100 },
    {
      ...SAMPLE_SUMMARY.totalLocationRevenue[1]!,
      locationId: 'loc-3',
      locationName: 'Quiet Lot',
      totalCost: 0,
      totalCostPlus: 0,
      revenueChangePercentage: 0,
    },
  ],
  vendorTotalRevenue: 200,
  revenueChange: 100,
};

function answerSummary(data: GetRevenueSummaryApiResponse['data']) {
  return answerPost<GetRevenueSummaryApiResponse>('*/api/v1/billing/revenue', () => ({ status: 'success', data }));
}

const changeOf = (lot: string) =>
  within(screen.getByRole('link', { name: lot }).closest('tr')!)
    .getAllByRole('cell')
    .at(-1)!;

describe('/revenues: the change after a month of $0', () => {
  it('words each lot\'s change: a percent, "New this month" after $0, "—" with nothing either month', async () => {
    server.use(answerSummary(WITH_NEW_LOT));
    renderApp('/revenues', { user: SAMPLE_USERS.vendor });
    await screen.findByRole('link', { name: 'Riverside Lot' }, FIRST_PAINT);
    expect(changeOf(SAMPLE_SUMMARY.totalLocationRevenue[0]!.locationName)).toHaveTextContent(/^\+20%$/);
    expect(changeOf('Riverside Lot')).toHaveTextContent(new RegExp(`^${REVENUE_TEXT.newThisMonth}$`));
    expect(changeOf('Quiet Lot')).toHaveTextContent(new RegExp(`^${REVENUE_TEXT.noChange}$`));
    expect(screen.queryByText('+100%')).toBeNull();
  });

  it('words the month\'s card the same way: "New this month" when every lot had $0 the month before', async () => {
    server.use(
      answerSummary({
        ...WITH_NEW_LOT,
        totalLocationRevenue: WITH_NEW_LOT.totalLocationRevenue.slice(1),
        vendorTotalRevenue: 80,
        revenueChange: 100,
      }),
    );
    renderApp('/revenues', { user: SAMPLE_USERS.vendor });
    await screen.findAllByText(formatUsd(8000), undefined, FIRST_PAINT);
    expect(screen.queryByText(`+100% ${REVENUE_TEXT.vsLastMonth}`)).toBeNull();
    // Once in the card, once in the lot's row.
    expect(screen.getAllByText(REVENUE_TEXT.newThisMonth)).toHaveLength(2);
  });

  it('says no change at all on the card when neither month earned anything', async () => {
    server.use(
      answerSummary({
        ...WITH_NEW_LOT,
        totalLocationRevenue: WITH_NEW_LOT.totalLocationRevenue.slice(2),
        vendorTotalRevenue: 0,
        revenueChange: 0,
      }),
    );
    renderApp('/revenues', { user: SAMPLE_USERS.vendor });
    await screen.findByRole('link', { name: 'Quiet Lot' }, FIRST_PAINT);
    expect(screen.queryByText(new RegExp(REVENUE_TEXT.vsLastMonth))).toBeNull();
  });
});
