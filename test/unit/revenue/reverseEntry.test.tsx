import { screen, waitFor, within } from '@testing-library/react';
import type { GetLotRevenueApiResponse, ReverseRevenueAdjustmentApiResponse } from '../../../src/app/api/generated/billing';
import type { GetLocationByIdApiResponse } from '../../../src/app/api/generated/locations';
import { SAMPLE_LOT as LOCATION, SAMPLE_LOT_SESSIONS, SAMPLE_LOT_TOTAL } from '../../../src/app/features/revenue/samples';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { localDateTime } from '../../../src/shared/dates';
import { MESSAGES, OWNER_CONSOLE_TEXT, REVENUE_TEXT, revenueReversalNote } from '../../../src/shared/messages';
import { formatUsd } from '../../../src/shared/money';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { findDialog } from '../owners/support';
import { answerGet, answerPost, failure } from '../app/typedHandlers';

useMswServer();
jest.setTimeout(90_000);

// The first render of a test loads the page's lazy chunk and antd's modules: slow on a busy 2-core machine.
const FIRST_PAINT = { timeout: 30_000 };

type Entry = GetLotRevenueApiResponse['adjustments'][number];
const TZ = LOCATION.timeZone;
const TYPO: Entry = {
  _id: 'a-2',
  amount: 40,
  note: 'Cash box, gate 1',
  countsAt: '2026-11-05T18:00:00.000Z',
  createdAt: '2026-11-05T18:01:00.000Z',
  userId: 'u-vendor',
  reversedBy: null,
  reverses: null,
};
const KEPT: Entry = { ...TYPO, _id: 'a-1', amount: 4, note: 'Cash box, gate 2', countsAt: '2026-11-03T18:00:00.000Z' };
const when = localDateTime(TYPO.countsAt, TZ);
const reverseLabel = REVENUE_TEXT.reverseEntryLabel(formatUsd(4000), when);

/**
 * The lot's month as the server keeps it: POST /billing/revenue/adjustments/{id}/reverse adds the
 * reversal (and marks the entry); with `refuse`, another screen got there first: the month holds the
 * reversal all the same and the request gets `refuse()`. `asked` counts the month's reads.
 */
function ledger(refuse?: () => Response) {
  let entries: Entry[] = [TYPO, KEPT];
  const reversed: string[] = [];
  const asked: number[] = [];
  const cents = () => Math.round(SAMPLE_LOT_TOTAL * 100) + entries.reduce((sum, e) => sum + Math.round(e.amount * 100), 0);
  server.use(
    answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: LOCATION } })),
    answerPost<GetLotRevenueApiResponse>('*/api/v1/billing/lot/revenue', () => {
      asked.push(1);
      return {
        status: 'success',
        totalCost: cents() / 100,
        monthSessions: SAMPLE_LOT_SESSIONS,
        adjustments: entries,
        sessionCount: SAMPLE_LOT_SESSIONS.length,
        firstYear: 2026,
      };
    }),
    answerPost<ReverseRevenueAdjustmentApiResponse>('*/api/v1/billing/revenue/adjustments/:id/reverse', ({ params }) => {
      const id = String(params.id);
      reversed.push(id);
      const original = entries.find((e) => e._id === id)!;
      const reversal: Entry = {
        ...original,
        _id: 'a-3',
        amount: -original.amount,
        note: revenueReversalNote(formatUsd(4000), when),
        createdAt: '2026-11-06T09:00:00.000Z',
        reverses: id,
      };
      entries = [reversal, ...entries.map((e) => (e._id === id ? { ...e, reversedBy: reversal._id } : e))];
      if (refuse) return refuse();
      return { status: 'success', data: { adjustment: reversal, location: { ...LOCATION, lotRevenue: 4 } } };
    }),
  );
  return { reversed, asked };
}

const entryItems = () => within(screen.getByRole('region', { name: REVENUE_TEXT.entriesTitle })).getAllByRole('listitem');

describe('reversing a revenue entry on /revenue/lot/{lotId}', () => {
  it('asks first (amount and date), sends the reversal, then lists the pair as reversed and refetches the total', async () => {
    const ue = typist();
    const { reversed, asked } = ledger();
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByText(formatUsd(11625), undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Reverse the / })).toHaveLength(2);

    // Cancel sends nothing.
    await ue.click(screen.getByRole('button', { name: reverseLabel }));
    let confirm = await findDialog(REVENUE_TEXT.reverseEntryTitle);
    expect(within(confirm).getByText(REVENUE_TEXT.reverseEntryConfirm(formatUsd(4000), when))).toBeInTheDocument();
    await ue.click(within(confirm).getByRole('button', { name: OWNER_CONSOLE_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByText(REVENUE_TEXT.reverseEntryTitle)).toBeNull());
    expect(reversed).toEqual([]);

    await ue.click(screen.getByRole('button', { name: reverseLabel }));
    confirm = await findDialog(REVENUE_TEXT.reverseEntryTitle);
    const reads = asked.length;
    await ue.click(within(confirm).getByRole('button', { name: REVENUE_TEXT.reverseEntry }));
    await waitFor(() => expect(reversed).toEqual(['a-2']));
    expect(await screen.findByText(REVENUE_TEXT.entryReversed)).toBeInTheDocument();

    // The month refetched: the total no longer counts the $40, the pair is marked, only the $4 entry offers Reverse.
    expect(await screen.findByText(formatUsd(7625))).toBeInTheDocument();
    expect(asked.length).toBeGreaterThan(reads);
    const [reversal, original, kept] = entryItems();
    expect(reversal).toHaveTextContent(REVENUE_TEXT.entryReversalTag);
    expect(reversal).toHaveTextContent(revenueReversalNote(formatUsd(4000), when));
    expect(reversal).toHaveTextContent(formatUsd(-4000));
    expect(original).toHaveTextContent(REVENUE_TEXT.entryReversedTag);
    expect(within(original!).getByText(formatUsd(4000)).tagName).toBe('DEL');
    expect(kept).not.toHaveTextContent(REVENUE_TEXT.entryReversedTag);
    expect(screen.getAllByRole('button', { name: /^Reverse the / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      REVENUE_TEXT.reverseEntryLabel(formatUsd(400), localDateTime(KEPT.countsAt, TZ)),
    ]);
  });

  it("says why when the server refuses (reversed meanwhile from another screen), and shows the entry's state again", async () => {
    const ue = typist();
    const { reversed } = ledger(() => failure(409, MESSAGES.revenueEntryAlreadyReversed));
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.vendor });
    await ue.click(await screen.findByRole('button', { name: reverseLabel }, FIRST_PAINT));
    const confirm = await findDialog(REVENUE_TEXT.reverseEntryTitle);
    await ue.click(within(confirm).getByRole('button', { name: REVENUE_TEXT.reverseEntry }));
    const oops = await findDialog(MESSAGES.oopsTitle);
    expect(within(oops).getByText(MESSAGES.revenueEntryAlreadyReversed)).toBeInTheDocument();
    expect(reversed).toEqual(['a-2']);
    // The refusal refetched the month that lists the entry: it reads as reversed, with no Reverse.
    await waitFor(() => expect(entryItems()[1]).toHaveTextContent(REVENUE_TEXT.entryReversedTag));
    expect(screen.queryByRole('button', { name: reverseLabel })).toBeNull();
    expect(screen.getByText(formatUsd(7625))).toBeInTheDocument();
  });
});
