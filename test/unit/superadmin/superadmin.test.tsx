import { screen, waitFor, within } from '@testing-library/react';
import type {
  GetSubscriptionPaymentsApiResponse,
  GetSubscriptionsApiResponse,
  RecordSubscriptionPaymentApiResponse,
  UpsertSubscriptionApiResponse,
} from '../../../src/app/api/generated/subscriptions';
import type { VendorLocation } from '../../../src/app/api/enhanced/subscriptions';
import { paymentsCsv } from '../../../src/app/features/superadmin/paymentsCsv';
import { day } from '../../../src/app/features/superadmin/format';
import { payDateDefault } from '../../../src/app/features/superadmin/PaymentDialog';
import { SAMPLE_LOT } from '../../../src/app/features/revenue/samples';
import type { GetLocationByIdApiResponse } from '../../../src/app/api/generated/locations';
import dayjs from 'dayjs';
import { SAMPLE_PAYMENTS, SAMPLE_STATS, SAMPLE_VENDOR_LOCATIONS } from '../../../src/app/features/superadmin/samples';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { Themed } from '../../../src/app/components/Themed';
import SuperadminPage from '../../../src/app/features/superadmin/SuperadminPage';
import { MESSAGES, SUPERADMIN_TEXT as T } from '../../../src/shared/messages';
import { renderApp, renderWithProviders, settle, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, failure } from '../app/typedHandlers';
import { atWidth } from '../app/atWidth';

useMswServer();
// Whole-page tests with an antd Table and a Modal: slow in jsdom on a shared two-core machine.
jest.setTimeout(60_000);

const backBay = SAMPLE_VENDOR_LOCATIONS[0]!;

/** The time zone the rows' locations answer with (GET /locations/{id}). */
let lotTimeZone = 'America/New_York';

function answerList(rows: () => VendorLocation[], stats = () => SAMPLE_STATS) {
  server.use(
    answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/:id', ({ params }) => ({
      status: 'success',
      data: { location: { ...SAMPLE_LOT, _id: String(params.id), id: String(params.id), timeZone: lotTimeZone } },
    })),
    answerGet<GetSubscriptionsApiResponse>('*/api/v1/billing/subs', () => ({
      status: 'success',
      data: rows(),
      total: rows().length,
      stats: stats(),
    })),
  );
}

/** The page itself (the route's lazy chunk and the shell are covered by the guard test below). */
function renderPage(reload: () => void = () => undefined) {
  return renderWithProviders(
    <Themed>
      <SuperadminPage reload={reload} />
    </Themed>,
    { user: SAMPLE_USERS.superadmin, routePath: '/superadmin' },
  );
}

/** A row's Edit or Add: named as SPEC writes it, described by the row's location. */
async function rowButton(location: string, name: string) {
  const button = await waitFor(() => {
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText(location));
    expect(row).toBeDefined();
    return within(row!).getByRole('button', { name });
  });
  expect(button).toHaveAccessibleDescription(location);
  return button;
}

async function openDialog(ue: ReturnType<typeof typist>) {
  await ue.click(await rowButton(backBay.name, T.add));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(T.updateTitle)).toBeInTheDocument();
  return dialog;
}

describe('/superadmin', () => {
  it('shows the four stat cards and the table of vendor locations, with the spec texts for what is missing', async () => {
    answerList(() => SAMPLE_VENDOR_LOCATIONS);
    renderPage();
    expect(await screen.findByRole('heading', { name: T.title })).toBeInTheDocument();
    expect(await screen.findByText('Back Bay Garage')).toBeInTheDocument();
    for (const [title, value] of [
      [T.totalVendorLocations, '3'],
      [T.totalMonthlyRevenue, '$365.50'],
      [T.numberOfPayments, '5'],
      [T.totalAmount, '$780.00'],
    ]) {
      expect(screen.getByText(title!).closest('.ant-statistic')).toHaveTextContent(value!);
    }
    // jsdom matches no media query, so the table is laid out as on a phone: the wide screen's
    // Description and Created Date columns are hidden and the last payment shows under the name.
    const riverside = screen.getByText('Riverside Church Lot').closest('tr')!;
    expect(riverside).toHaveTextContent(T.inactive);
    expect(riverside).toHaveTextContent(MESSAGES.noPaymentRecorded);
    expect(riverside).toHaveTextContent('$95.50');
    const bay = screen.getByText('Back Bay Garage').closest('tr')!;
    expect(bay).toHaveTextContent(T.active);
    expect(bay).toHaveTextContent('November 2, 2026');
    expect(bay).toHaveTextContent('$120.00');
  });

  describe('at a desk (1440 px; a phone has no sort arrows)', () => {
    atWidth(1440);
    it('asks the server for a search by name and for a sort by a column (page 1 again), as the address keeps them', async () => {
      const ue = typist();
      const asked: URLSearchParams[] = [];
      server.use(
        answerGet<GetSubscriptionsApiResponse>('*/api/v1/billing/subs', ({ request }) => {
          asked.push(new URL(request.url).searchParams);
          return { status: 'success', data: SAMPLE_VENDOR_LOCATIONS, total: 3, stats: SAMPLE_STATS };
        }),
      );
      renderPage();
      await screen.findByText('Back Bay Garage');
      // As it is typed, once the typing pauses: no Enter needed.
      await ue.type(screen.getByRole('searchbox', { name: T.searchLocations }), 'bay');
      await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('bay'));
      expect(asked.at(-1)?.get('page')).toBe('1');
      await ue.click(screen.getByRole('columnheader', { name: new RegExp(T.locationName) }));
      await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('-name'));
      expect(asked.at(-1)?.get('search')).toBe('bay');
      await ue.click(screen.getByRole('columnheader', { name: new RegExp(T.revenuePerMonth) }));
      await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('revenue'));
    });
  });

  it('says a search matched no location in words, and a page past the last match opens the first', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      answerGet<GetSubscriptionsApiResponse>('*/api/v1/billing/subs', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        const data = q.get('search') === 'zzz' || q.get('page') === '99' ? [] : SAMPLE_VENDOR_LOCATIONS;
        return { status: 'success', data, total: q.get('search') === 'zzz' ? 0 : 3, stats: SAMPLE_STATS };
      }),
    );
    renderWithProviders(
      <Themed>
        <SuperadminPage reload={() => undefined} />
      </Themed>,
      { user: SAMPLE_USERS.superadmin, routePath: '/superadmin', path: '/superadmin?page=99&pageSize=20' },
    );
    expect(await screen.findByText('Back Bay Garage')).toBeInTheDocument();
    expect(asked.at(-1)?.get('page')).toBe('1');
    await typist().type(screen.getByRole('searchbox', { name: T.searchLocations }), 'zzz');
    expect(await screen.findByText(T.noLocationMatches('zzz'))).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(answerGet('*/api/v1/billing/subs', () => failure(500, 'boom')));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.superadminLoadFailed);
  });

  it('sends an odogwu who is not the superadmin to /login', async () => {
    answerList(() => SAMPLE_VENDOR_LOCATIONS);
    renderApp('/superadmin', { user: SAMPLE_USERS.odogwu });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByText(T.title)).not.toBeInTheDocument();
  });

  it('Update Location Information: amounts that are not numbers count as 0, the total previews current + owed, a pay date is required', async () => {
    const ue = typist();
    const sent: unknown[] = [];
    answerList(() => SAMPLE_VENDOR_LOCATIONS);
    server.use(
      answerPost<RecordSubscriptionPaymentApiResponse>('*/api/v1/billing/subs/update', async ({ request }) => {
        sent.push(await request.json());
        return { status: 'success', data: backBay };
      }),
    );
    renderPage();
    const dialog = await openDialog(ue);
    const total = within(dialog).getByLabelText(T.totalAmountField);
    expect(total).toHaveValue('$480.00');
    expect(within(dialog).getByLabelText(T.amount)).toHaveValue('120');

    await ue.type(within(dialog).getByLabelText(T.paymentOwed), '-100');
    expect(await within(dialog).findByText(T.negativeAmount)).toBeInTheDocument();
    expect(within(dialog).queryByText(T.notANumber)).not.toBeInTheDocument();
    await ue.clear(within(dialog).getByLabelText(T.paymentOwed));
    await ue.type(within(dialog).getByLabelText(T.paymentOwed), 'abc');
    expect(await within(dialog).findByText(T.notANumber)).toBeInTheDocument();
    await settle();
    expect(total).toHaveValue('$480.00');
    await ue.clear(within(dialog).getByLabelText(T.paymentOwed));
    await ue.type(within(dialog).getByLabelText(T.paymentOwed), '60.25');
    await waitFor(() => expect(total).toHaveValue('$540.25'));
    expect(within(dialog).queryByText(T.notANumber)).not.toBeInTheDocument();

    await ue.clear(within(dialog).getByLabelText(T.amount));
    await ue.type(within(dialog).getByLabelText(T.amount), 'twelve');
    // The pay date is required: clearing it and submitting says so and sends nothing.
    await ue.click(dialog.querySelector('.ant-picker-clear')!);
    await ue.click(within(dialog).getByRole('button', { name: T.update }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(T.pickPayDate);
    expect(sent).toEqual([]);
    await settle();
  });

  it('a failed update keeps the dialog open with the spec message; a successful one closes it and reloads the page', async () => {
    const ue = typist();
    const reload = jest.fn();
    let fail = true;
    const sent: unknown[] = [];
    let rows = SAMPLE_VENDOR_LOCATIONS;
    answerList(() => rows);
    server.use(
      answerPost<RecordSubscriptionPaymentApiResponse>('*/api/v1/billing/subs/update', async ({ request }) => {
        sent.push(await request.json());
        if (fail) return failure(500, 'database down');
        rows = rows.map((r) =>
          r._id === backBay._id ? { ...r, totalAmount: 510, description: 'Paid by cheque', lastPayDate: '2026-11-20T05:00:00.000Z' } : r,
        );
        return { status: 'success', data: rows[0]! };
      }),
    );
    renderPage(reload);
    const dialog = await openDialog(ue);
    await ue.type(within(dialog).getByLabelText(T.paymentOwed), '30');
    const description = within(dialog).getByLabelText(T.descriptionField);
    await ue.clear(description);
    await ue.type(description, 'Paid by cheque');
    await ue.click(within(dialog).getByRole('button', { name: T.update }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.paymentUpdateFailed);
    expect(reload).not.toHaveBeenCalled();
    expect(sent).toEqual([
      {
        locationId: backBay._id,
        lastPayDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        amount: 120,
        paymentOwed: 30,
        totalAmount: 510,
        description: 'Paid by cheque',
      },
    ]);

    fail = false;
    await ue.click(within(dialog).getByRole('button', { name: T.update }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // SPEC 4: "the modal closes and the page reloads".
    expect(reload).toHaveBeenCalledTimes(1);
    // The rows were fetched again: the new last payment shows (under the name, as on a phone).
    expect(await screen.findByText('November 20, 2026')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    await settle();
  });

  it.each<[string, () => Response | RecordSubscriptionPaymentApiResponse, string]>([
    [
      'a refused amount: the spec sentence, then what is wrong with it',
      () => failure(400, 'amount: must be at most $1,000,000.00'),
      `${MESSAGES.paymentUpdateFailed} ${T.amount} must be at most $1,000,000.00.`,
    ],
    [
      'the same payment again within a minute: nothing added, said so',
      () => ({ status: 'success', data: { ...backBay, repeated: true } }),
      T.paymentRepeated,
    ],
  ])('keeps the dialog open without a reload for %s', async (_case, answer, text) => {
    const ue = typist();
    const reload = jest.fn();
    answerList(() => SAMPLE_VENDOR_LOCATIONS);
    server.use(answerPost<RecordSubscriptionPaymentApiResponse>('*/api/v1/billing/subs/update', () => answer() as never));
    renderPage(reload);
    const dialog = await openDialog(ue);
    await ue.type(within(dialog).getByLabelText(T.paymentOwed), '30');
    await ue.click(within(dialog).getByRole('button', { name: T.update }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(reload).not.toHaveBeenCalled();
    await settle();
  });

  it("defaults Last Pay Date to today on the location's clock, not the browser's", async () => {
    const ue = typist();
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are never on the same date: one differs from the browser's today.
    const browserToday = dayjs().format('YYYY-MM-DD');
    lotTimeZone = payDateDefault('Pacific/Kiritimati').format('YYYY-MM-DD') !== browserToday ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const expected = payDateDefault(lotTimeZone);
    expect(expected.format('YYYY-MM-DD')).not.toBe(browserToday);
    const sent: { lastPayDate?: string }[] = [];
    answerList(() => SAMPLE_VENDOR_LOCATIONS);
    server.use(
      answerPost<RecordSubscriptionPaymentApiResponse>('*/api/v1/billing/subs/update', async ({ request }) => {
        sent.push((await request.json()) as { lastPayDate?: string });
        return { status: 'success', data: backBay };
      }),
    );
    try {
      renderPage();
      const dialog = await openDialog(ue);
      await waitFor(() => expect(within(dialog).getByDisplayValue(expected.format('MMMM D, YYYY'))).toBeInTheDocument());
      await ue.click(within(dialog).getByRole('button', { name: T.update }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.lastPayDate).toBe(expected.format('YYYY-MM-DD'));
    } finally {
      lotTimeZone = 'America/New_York';
    }
    await settle();
  });

  it.each(['2026-11-01', '11/1/2026', 'Nov 1, 2026'])(
    'takes a pay date typed as %s, not the day the field held before (QA: it showed the typed day and sent today)',
    async (typed) => {
      const ue = typist();
      const sent: { lastPayDate?: string }[] = [];
      answerList(() => SAMPLE_VENDOR_LOCATIONS);
      server.use(
        answerPost<RecordSubscriptionPaymentApiResponse>('*/api/v1/billing/subs/update', async ({ request }) => {
          sent.push((await request.json()) as { lastPayDate?: string });
          return { status: 'success', data: backBay };
        }),
      );
      renderPage();
      const dialog = await openDialog(ue);
      const field = within(dialog).getByLabelText(T.lastPayDate);
      await ue.click(field);
      await ue.clear(field);
      await ue.type(field, typed);
      await ue.keyboard('{Enter}');
      await ue.click(within(dialog).getByRole('button', { name: T.update }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.lastPayDate).toBe('2026-11-01');
      await settle();
    },
  );

  it("edits a location's subscription: only what changed is sent, a price that is not dollars and cents is refused here", async () => {
    const ue = typist();
    const sent: unknown[] = [];
    answerList(() => SAMPLE_VENDOR_LOCATIONS);
    server.use(
      answerPost<UpsertSubscriptionApiResponse>('*/api/v1/billing/subs', async ({ request }) => {
        sent.push(await request.json());
        return { status: 'success', data: { ...backBay, revenuePerMonth: 99.99 } };
      }),
    );
    renderPage();
    await ue.click(await rowButton(backBay.name, T.edit));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.subscriptionTitle)).toBeInTheDocument();
    const price = within(dialog).getByLabelText(T.revenuePerMonth);
    await ue.clear(price);
    await ue.type(price, '1.005');
    await ue.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(T.priceInvalid);
    expect(sent).toEqual([]);
    await ue.clear(price);
    await ue.type(price, '99.99');
    await ue.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(sent).toEqual([{ locationId: backBay._id, revenuePerMonth: 99.99 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settle();
  });

  it("payDateDefault: the date at the location, else the browser's", () => {
    const at = new Date('2026-11-20T12:00:00Z');
    expect(payDateDefault('Pacific/Kiritimati', at).format('YYYY-MM-DD')).toBe('2026-11-21');
    expect(payDateDefault('Pacific/Pago_Pago', new Date('2026-11-20T05:00:00Z')).format('YYYY-MM-DD')).toBe('2026-11-19');
    expect(payDateDefault(undefined, at).format('YYYY-MM-DD')).toBe(dayjs(at).format('YYYY-MM-DD'));
  });

  it("opens a row to that location's payments, which export as CSV", async () => {
    const ue = typist();
    answerList(() => SAMPLE_VENDOR_LOCATIONS);
    server.use(
      answerGet<GetSubscriptionPaymentsApiResponse>(`*/api/v1/billing/subs/:locationId/payments`, ({ params }) => ({
        status: 'success',
        data: { payments: params.locationId === backBay._id ? SAMPLE_PAYMENTS : [] },
      })),
    );
    renderPage();
    const row = (await screen.findByText('Back Bay Garage')).closest('tr')!;
    await ue.click(within(row).getByRole('button', { name: /expand row/i }));
    const ledger = await screen.findByRole('region', { name: `${T.paymentsTitle}: Back Bay Garage` });
    // Pay date, amount and payment owed of each kept row, newest first (jsdom shows the phone's columns).
    expect(await within(ledger).findByText('$240.00')).toBeInTheDocument();
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'November 2, 2026$120.00$240.00',
      'September 1, 2026$120.00$120.00',
      'August 1, 2026$120.00$120.00',
    ]);
    expect(within(ledger).getByRole('button', { name: new RegExp(T.exportCsv) })).toBeEnabled();
  });

  it("shows each location's dates in its own time zone, not New York's", () => {
    // A pay date is stored as the start of that day at the location: midnight in Guam is 10 AM the day before in New York.
    expect(day('2026-11-01T14:00:00.000Z', 'Pacific/Guam')).toBe('November 2, 2026');
    expect(day('2026-11-01T14:00:00.000Z')).toBe('November 1, 2026');
    // Created at 11 PM in Los Angeles: already the next day in New York.
    expect(day('2026-03-15T06:00:00.000Z', 'America/Los_Angeles')).toBe('March 14, 2026');
    expect(day('2026-03-15T06:00:00.000Z', 'America/New_York')).toBe('March 15, 2026');
    expect(paymentsCsv([{ ...SAMPLE_PAYMENTS[0]!, lastPayDate: '2026-11-01T14:00:00.000Z' }], 'Pacific/Guam').split('\r\n')[1]).toMatch(
      /^2026-11-02,/,
    );
  });

  it("the table and ledger read the rows' timeZone", async () => {
    const ue = typist();
    const guam = { ...backBay, timeZone: 'Pacific/Guam', lastPayDate: '2026-11-01T14:00:00.000Z' };
    answerList(() => [guam]);
    server.use(
      answerGet<GetSubscriptionPaymentsApiResponse>(`*/api/v1/billing/subs/:locationId/payments`, () => ({
        status: 'success',
        data: { payments: [{ ...SAMPLE_PAYMENTS[0]!, lastPayDate: '2026-11-01T14:00:00.000Z' }] },
      })),
    );
    renderPage();
    // Under the name, as on a phone (jsdom matches no media query).
    expect(await screen.findByText('November 2, 2026')).toBeInTheDocument();
    expect(screen.queryByText('November 1, 2026')).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: /expand row/i }));
    const ledger = await screen.findByRole('region', { name: new RegExp(T.paymentsTitle) });
    expect(await within(ledger).findByText('November 2, 2026')).toBeInTheDocument();
    await settle();
  });

  it('builds the CSV from the listed payments: one line each, amounts in dollars, quoted where needed', () => {
    expect(paymentsCsv(SAMPLE_PAYMENTS).split('\r\n')).toEqual([
      'pay_date,amount,payment_owed,description,recorded_at,recorded_by',
      '2026-11-02,120.00,240.00,"November, with October caught up",2026-11-02 10:12,Sam Super <sam@example.com>',
      '2026-09-01,120.00,120.00,,2026-09-01 12:40,Sam Super <sam@example.com>',
      '2026-08-01,120.00,120.00,"First month, ""welcome"" rate",2026-08-01 09:05,',
      '',
    ]);
  });
});
