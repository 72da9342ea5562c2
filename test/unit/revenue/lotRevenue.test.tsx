import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GetLotRevenueApiResponse, GetRevenueSummaryApiResponse } from '../../../src/app/api/generated/billing';
import type { GetLocationByIdApiResponse } from '../../../src/app/api/generated/locations';
import type { DeleteSessionApiResponse, UpdateSessionApiResponse } from '../../../src/app/api/generated/sessions';
import type { GetLocationZonesApiResponse } from '../../../src/app/api/generated/zones';
import {
  SAMPLE_LOT as LOCATION,
  SAMPLE_LOT_SESSIONS,
  SAMPLE_LOT_TOTAL,
  SAMPLE_LOT_ZONE,
  SAMPLE_SUMMARY,
} from '../../../src/app/features/revenue/samples';
import { LOT_CSV_HEADER } from '../../../src/server/modules/billing/lotCsv';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { shortDateTime } from '../../../src/shared/dates';
import { MONTHS } from '../../../src/shared/limits';
import { MESSAGES, REVENUE_TEXT, SERVER_MESSAGES } from '../../../src/shared/messages';
import { formatUsd } from '../../../src/shared/money';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { choose, chooseDay, findDialog } from '../owners/support';
import { answerDelete, answerGet, answerPatch, answerPost, failure } from '../app/typedHandlers';
import { fixClock } from '../app/clock';
import { currentMonth } from '../../../src/app/features/revenue/RevenueSummary';

useMswServer();
jest.setTimeout(90_000);

// The first render of a test loads the page's lazy chunk and antd's modules: slow on a busy 2-core machine.
const FIRST_PAINT = { timeout: 30_000 };

const now = new Date();
// The lot page's month is the lot's (on its clock); the /revenues summary's, over several lots, the browser's.
const thisMonth = currentMonth(now, LOCATION.timeZone);
const browserMonth = currentMonth(now);

type MonthAnswer = Omit<GetLotRevenueApiResponse, 'sessionCount' | 'firstYear'> & { firstYear?: number };
type LotBody = { page?: number; pageSize?: number; sortBy?: string; sortOrder?: string };
type Row = GetLotRevenueApiResponse['monthSessions'][number];
const SORT_KEYS: Record<string, (s: Row) => string | number> = {
  startTime: (s) => Date.parse(s.startTime),
  plateNumber: (s) => `${s.plateNumber} ${s.state}`,
  rate: (s) => s.rate,
  zone: (s) => s.zoneNumber ?? '~',
};

/** The server's answer for a month: every session, or with `page` one page in the asked order (as the API does). */
function lotMonth(answer: MonthAnswer, asked: unknown[] = []) {
  return answerPost<GetLotRevenueApiResponse>('*/api/v1/billing/lot/revenue', async ({ request }) => {
    const body = (await request.json()) as LotBody;
    asked.push(body);
    const base = { ...answer, sessionCount: answer.monthSessions.length, firstYear: answer.firstYear ?? thisMonth.year };
    if (body.page === undefined) return base;
    const key = SORT_KEYS[body.sortBy ?? 'startTime']!;
    const sign = body.sortOrder === 'ascend' ? 1 : -1;
    const sorted = [...answer.monthSessions].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
    const size = body.pageSize ?? 50;
    return { ...base, monthSessions: sorted.slice((body.page - 1) * size, body.page * size), page: body.page, pageSize: size };
  });
}
const firstView = { page: 1, pageSize: 20, sortBy: 'startTime', sortOrder: 'descend' };
const locationHandler = () =>
  answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: LOCATION } }));

/**
 * A month whose sessions PATCH /sessions/{id} corrects (with `also` merged in, what the server
 * derives): refused with `refusal()` until `accept()`; `sent` holds every correction asked for.
 */
function correctableMonth(refusal: () => Response, also: Partial<Row> = {}, adjust: (s: Row) => Row = (s) => s) {
  let sessions = SAMPLE_LOT_SESSIONS.map(adjust);
  const sent: unknown[] = [];
  let refuse = true;
  server.use(
    answerPost<GetLotRevenueApiResponse>('*/api/v1/billing/lot/revenue', () => ({
      status: 'success',
      totalCost: SAMPLE_LOT_TOTAL,
      monthSessions: sessions,
      adjustments: [],
      sessionCount: sessions.length,
      firstYear: thisMonth.year,
    })),
    locationHandler(),
    answerPatch<UpdateSessionApiResponse>('*/api/v1/sessions/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Row>;
      sent.push({ id: params.id, ...body });
      if (refuse) return refusal();
      sessions = sessions.map((s) => (s._id === params.id ? { ...s, ...body, ...also } : s));
      return { status: 'success', data: sessions.find((s) => s._id === params.id)! };
    }),
  );
  return { sent, accept: () => (refuse = false) };
}

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('/revenue/lot/{lotId}', () => {
  it("lists the month's sessions (dates in the lot's zone, plate and state, rate, CODE without a zone) under the fetched location", async () => {
    const asked: unknown[] = [];
    server.use(
      lotMonth({ status: 'success', totalCost: SAMPLE_LOT_TOTAL, monthSessions: SAMPLE_LOT_SESSIONS, adjustments: [] }, asked),
      locationHandler(),
    );
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('heading', { name: LOCATION.name }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText(LOCATION.address)).toBeInTheDocument();
    await screen.findByText(formatUsd(7225));
    // The server pages and sorts: the first page, newest first.
    expect(asked).toEqual([{ lotId: 'loc-1', ...thisMonth, ...firstView }]);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([REVENUE_TEXT.date, REVENUE_TEXT.licensePlate, REVENUE_TEXT.rate, REVENUE_TEXT.zone]);
    // Newest first.
    const rows = bodyRows().map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    const newestFirst = [...SAMPLE_LOT_SESSIONS].sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
    expect(rows).toEqual(
      newestFirst.map((s) => [
        shortDateTime(s.startTime, LOCATION.timeZone),
        `${s.plateNumber} ${s.state}`,
        formatUsd(Math.round(s.rate * 100)),
        s.zoneNumber ?? 'CODE',
      ]),
    );
    // No Add Session for a vendor.
    expect(screen.queryByRole('button', { name: REVENUE_TEXT.addSession })).toBeNull();
  });

  it('sorts by a column and asks for another month', async () => {
    const ue = typist();
    const asked: unknown[] = [];
    server.use(
      lotMonth({ status: 'success', totalCost: SAMPLE_LOT_TOTAL, monthSessions: SAMPLE_LOT_SESSIONS, adjustments: [] }, asked),
      locationHandler(),
    );
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.vendor });
    await screen.findByText('XYZ987 CA', undefined, FIRST_PAINT);
    await ue.click(screen.getByRole('columnheader', { name: REVENUE_TEXT.licensePlate }));
    await waitFor(() =>
      expect(asked).toContainEqual({ lotId: 'loc-1', ...thisMonth, ...firstView, sortBy: 'plateNumber', sortOrder: 'ascend' }),
    );
    await waitFor(() => {
      const plates = bodyRows().map((r) => within(r).getAllByRole('cell')[1].textContent);
      expect(plates).toEqual([...plates].sort());
    });

    await ue.click(screen.getByRole('combobox', { name: REVENUE_TEXT.month }));
    await screen.findByRole('listbox');
    const other = thisMonth.month === 1 ? 2 : 1;
    const item = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${MONTHS[other - 1]}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    await ue.click(item);
    // Another month opens on its first page, in the chosen order.
    await waitFor(() =>
      expect(asked).toContainEqual({
        lotId: 'loc-1',
        month: other,
        year: thisMonth.year,
        ...firstView,
        sortBy: 'plateNumber',
        sortOrder: 'ascend',
      }),
    );
  });

  it('sorts Date oldest first and back to newest first (never a cleared sort that reads as newest again)', async () => {
    const ue = typist();
    const asked: LotBody[] = [];
    server.use(
      lotMonth({ status: 'success', totalCost: SAMPLE_LOT_TOTAL, monthSessions: SAMPLE_LOT_SESSIONS, adjustments: [] }, asked),
      locationHandler(),
    );
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.vendor });
    await screen.findByText('XYZ987 CA', undefined, FIRST_PAINT);
    const dateHeader = () => screen.getByRole('columnheader', { name: REVENUE_TEXT.date });
    expect(dateHeader()).toHaveAttribute('aria-sort', 'descending');
    const starts = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0].textContent);
    const oldestFirst = [...SAMPLE_LOT_SESSIONS]
      .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
      .map((s) => shortDateTime(s.startTime, LOCATION.timeZone));

    await ue.click(dateHeader());
    await waitFor(() => expect(asked.at(-1)).toEqual({ lotId: 'loc-1', ...thisMonth, ...firstView, sortOrder: 'ascend' }));
    await waitFor(() => expect(starts()).toEqual(oldestFirst));
    expect(dateHeader()).toHaveAttribute('aria-sort', 'ascending');

    // Newest first again (its page is still cached: no new request).
    await ue.click(dateHeader());
    await waitFor(() => expect(starts()).toEqual([...oldestFirst].reverse()));
    expect(dateHeader()).toHaveAttribute('aria-sort', 'descending');
  });

  it('keeps the chosen month in the address, so a reload opens that month again', async () => {
    const ue = typist();
    const asked: unknown[] = [];
    server.use(
      lotMonth(
        { status: 'success', totalCost: SAMPLE_LOT_TOTAL, monthSessions: SAMPLE_LOT_SESSIONS, adjustments: [], firstYear: 2025 },
        asked,
      ),
      locationHandler(),
    );
    const first = renderApp('/revenue/lot/loc-1?month=3&year=2025', { user: SAMPLE_USERS.vendor });
    await screen.findByText('XYZ987 CA', undefined, FIRST_PAINT);
    expect(asked).toContainEqual({ lotId: 'loc-1', month: 3, year: 2025, ...firstView });
    // The lot's reconciliation is one tap away, for this lot.
    expect(screen.getByRole('link', { name: REVENUE_TEXT.lotReport })).toHaveAttribute('href', '/reports?location=loc-1');
    await ue.click(screen.getByRole('combobox', { name: REVENUE_TEXT.month }));
    await screen.findByRole('listbox');
    const item = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${MONTHS[6]}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    await ue.click(item);
    await waitFor(() => expect(asked).toContainEqual({ lotId: 'loc-1', month: 7, year: 2025, ...firstView }));
    first.unmount();

    // A wrong month in the address is this month.
    asked.length = 0;
    renderApp('/revenue/lot/loc-1?month=13&year=2025', { user: SAMPLE_USERS.vendor });
    await waitFor(() => expect(asked).toContainEqual({ lotId: 'loc-1', ...thisMonth, ...firstView }));
  });

  it('asks the server for the next page, and offers the years from the first year with data', async () => {
    const ue = typist();
    const asked: LotBody[] = [];
    const many = Array.from({ length: 45 }, (_, i) => ({
      ...SAMPLE_LOT_SESSIONS[i % 4]!,
      _id: `s${i}`,
      plateNumber: `P${String(i).padStart(3, '0')}`,
    }));
    server.use(
      lotMonth(
        { status: 'success', totalCost: SAMPLE_LOT_TOTAL, monthSessions: many, adjustments: [], firstYear: thisMonth.year - 2 },
        asked,
      ),
      locationHandler(),
    );
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.vendor });
    await waitFor(() => expect(bodyRows()).toHaveLength(20), FIRST_PAINT);
    // The pager says how many sessions the month holds, as the members' table does.
    expect(screen.getByText(REVENUE_TEXT.sessionCount(45))).toBeInTheDocument();
    expect(REVENUE_TEXT.sessionCount(20039)).toBe('20,039 sessions');
    // jsdom is as narrow as a phone: the simple pager (previous, page of pages, next).
    await ue.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 2, pageSize: 20 }));
    await ue.click(screen.getByTitle('Next Page'));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ page: 3, pageSize: 20 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));

    await ue.click(screen.getByRole('combobox', { name: REVENUE_TEXT.year }));
    const years = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((o) => o.getAttribute('title'));
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(years).toEqual([thisMonth.year, thisMonth.year - 1, thisMonth.year - 2].map(String));
  });

  it("opens on the lot's month, on the lot's clock: at 12:30 AM Dec 1 in New York a Los Angeles lot is still in November", async () => {
    fixClock('2026-12-01T05:30:00.000Z');
    try {
      const asked: unknown[] = [];
      server.use(
        lotMonth({ status: 'success', totalCost: SAMPLE_LOT_TOTAL, monthSessions: SAMPLE_LOT_SESSIONS, adjustments: [] }, asked),
        answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({
          status: 'success',
          data: { location: { ...LOCATION, timeZone: 'America/Los_Angeles' } },
        })),
      );
      // No location passed along: the month waits for the lot's time zone rather than asking for the browser's first.
      renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.vendor });
      await screen.findByText(formatUsd(7225), undefined, FIRST_PAINT);
      expect(asked).toEqual([{ lotId: 'loc-1', month: 11, year: 2026, ...firstView }]);
      expect(screen.getByRole('combobox', { name: REVENUE_TEXT.month }).closest('.ant-select')).toHaveTextContent(MONTHS[10]!);
    } finally {
      jest.useRealTimers();
    }
  });

  it('currentMonth: the lot clock when a zone is given, else the browser clock', () => {
    const at = new Date('2026-12-01T05:30:00.000Z');
    expect(currentMonth(at, 'America/Los_Angeles')).toEqual({ month: 11, year: 2026 });
    expect(currentMonth(at, 'America/New_York')).toEqual({ month: 12, year: 2026 });
    expect(currentMonth(new Date('2026-12-31T23:30:00.000Z'), 'Asia/Tokyo')).toEqual({ month: 1, year: 2027 });
    expect(currentMonth(at)).toEqual({ month: at.getMonth() + 1, year: at.getFullYear() });
  });

  it('says "No revenues for this location." for an empty month', async () => {
    server.use(lotMonth({ status: 'success', totalCost: 0, monthSessions: [], adjustments: [] }), locationHandler());
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByText('No revenues for this location.', undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(MESSAGES.noRevenues).toBe('No revenues for this location.');
    expect(screen.getByRole('button', { name: REVENUE_TEXT.exportCsv })).toBeDisabled();
  });

  it("says Location not found for an address with a malformed lot id (400), not the field check's text", async () => {
    server.use(
      answerPost<GetLotRevenueApiResponse>('*/api/v1/billing/lot/revenue', () => failure(400, 'lotId: Invalid UUID')),
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/bad', () => failure(400, 'params.id: Invalid UUID')),
    );
    renderApp('/revenue/lot/bad', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByText(MESSAGES.locationNotFound, undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByText(/Invalid UUID/)).not.toBeInTheDocument();
  });

  it('offers the admin no Add Session for a lot that is not there', async () => {
    server.use(
      answerPost<GetLotRevenueApiResponse>('*/api/v1/billing/lot/revenue', () => failure(404, MESSAGES.locationNotFound)),
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-gone', () => failure(404, MESSAGES.locationNotFound)),
    );
    renderApp('/revenue/lot/loc-gone', { user: SAMPLE_USERS.odogwu });
    expect(await screen.findByText(MESSAGES.locationNotFound, undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REVENUE_TEXT.addSession })).toBeNull();
  });

  it("downloads the month's file the server builds, named after the lot and month, and says so when it fails", async () => {
    const ue = typist();
    const file = `${LOT_CSV_HEADER.join(',')}\r\n2026-11-20 10:00,NOV20,NY,5.00,H1,6.75,0.00,session,\r\n`;
    const asked: URLSearchParams[] = [];
    let refuse = false;
    server.use(
      lotMonth({ status: 'success', totalCost: SAMPLE_LOT_TOTAL, monthSessions: SAMPLE_LOT_SESSIONS, adjustments: [] }),
      locationHandler(),
      http.get('*/api/v1/billing/lot/revenue/csv', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return refuse
          ? HttpResponse.json({ status: 'error', message: SERVER_MESSAGES.serverError }, { status: 500 })
          : new HttpResponse(file, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
      }),
    );
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((b: Blob) => {
        blobs.push(b);
        return 'blob:csv';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.vendor });
    await screen.findByText(formatUsd(Math.round(SAMPLE_LOT_TOTAL * 100)), undefined, FIRST_PAINT);
    await ue.click(screen.getByRole('button', { name: REVENUE_TEXT.exportCsv }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // The file as the server wrote it (not parsed as JSON), for the month on screen.
    expect(await blobs[0]!.text()).toBe(file);
    const mm = String(thisMonth.month).padStart(2, '0');
    expect(names).toEqual([`revenue-loc-1-${thisMonth.year}-${mm}.csv`]);
    expect(Object.fromEntries(asked[0]!)).toEqual({ lotId: 'loc-1', month: String(thisMonth.month), year: String(thisMonth.year) });
    // A failure is said on the page, and nothing is downloaded.
    refuse = true;
    await ue.click(await screen.findByRole('button', { name: REVENUE_TEXT.exportCsv }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.serverError);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('lets odogwu remove a session added by hand: gone at once, back with "Oops!" when the server refuses', async () => {
    const ue = typist();
    let answer: (r: Response) => void = () => undefined;
    const deleted: string[] = [];
    server.use(
      lotMonth({ status: 'success', totalCost: SAMPLE_LOT_TOTAL, monthSessions: SAMPLE_LOT_SESSIONS, adjustments: [] }),
      locationHandler(),
      answerDelete<DeleteSessionApiResponse>('*/api/v1/sessions/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new Promise<Response>((r) => (answer = r));
      }),
    );
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.odogwu });
    await screen.findByText('XYZ987 CA', undefined, FIRST_PAINT);
    // Only the session added by hand (XYZ987) can be removed: bookings and the code session keep theirs.
    const removes = screen.getAllByRole('button', { name: /^Remove the session of / });
    expect(removes.map((b) => b.getAttribute('aria-label'))).toEqual([REVENUE_TEXT.removeSessionLabel('XYZ987 CA')]);
    await ue.click(removes[0]!);
    const confirm = await findDialog(MESSAGES.confirmTitle);
    const manual = SAMPLE_LOT_SESSIONS.find((s) => s.kind === 'manual')!;
    expect(
      within(confirm).getByText(
        REVENUE_TEXT.removeSessionConfirm('XYZ987 CA', shortDateTime(manual.startTime, LOCATION.timeZone), formatUsd(2750)),
      ),
    ).toBeInTheDocument();
    await ue.click(within(confirm).getByRole('button', { name: REVENUE_TEXT.removeSession }));
    // Gone before the server has answered.
    await waitFor(() => expect(screen.queryByText('XYZ987 CA')).toBeNull());
    expect(deleted).toEqual([manual._id]);
    answer(failure(409, MESSAGES.bookingNotRemovable));
    const oops = await findDialog(MESSAGES.oopsTitle);
    expect(within(oops).getByText(MESSAGES.oopsBody)).toBeInTheDocument();
    expect(await screen.findByText('XYZ987 CA')).toBeInTheDocument();
  });

  it('says "Session deleted" when the server removes it, and refetches the month without it', async () => {
    const ue = typist();
    let sessions = SAMPLE_LOT_SESSIONS;
    const manual = SAMPLE_LOT_SESSIONS.find((s) => s.kind === 'manual')!;
    const asked: unknown[] = [];
    server.use(
      answerPost<GetLotRevenueApiResponse>('*/api/v1/billing/lot/revenue', () => {
        asked.push(1);
        return {
          status: 'success',
          totalCost: 0,
          monthSessions: sessions,
          adjustments: [],
          sessionCount: sessions.length,
          firstYear: thisMonth.year,
        };
      }),
      locationHandler(),
      answerDelete<DeleteSessionApiResponse>(`*/api/v1/sessions/${manual._id}`, () => {
        sessions = sessions.filter((s) => s._id !== manual._id);
        return { status: 'success', message: MESSAGES.sessionDeleted };
      }),
    );
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.odogwu });
    await screen.findByText('XYZ987 CA', undefined, FIRST_PAINT);
    await ue.click(screen.getByRole('button', { name: REVENUE_TEXT.removeSessionLabel('XYZ987 CA') }));
    await ue.click(within(await findDialog(MESSAGES.confirmTitle)).getByRole('button', { name: REVENUE_TEXT.removeSession }));
    // Said in passing: no dialog to dismiss (two presses in all, as for reversing an entry).
    expect(await screen.findByText(MESSAGES.sessionDeleted)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
    expect(screen.queryByText('XYZ987 CA')).toBeNull();
  });

  it("lets an owner correct a session's plate: checked before it is sent, the server's refusal shown, then saved", async () => {
    const ue = typist();
    const { sent, accept } = correctableMonth(() => failure(404, MESSAGES.sessionNotFound));
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.vendor });
    await ue.click(await screen.findByRole('button', { name: REVENUE_TEXT.correctPlateLabel('XYZ987 CA') }, FIRST_PAINT));
    const dialog = await findDialog(REVENUE_TEXT.correctPlateTitle);
    const plate = within(dialog).getByLabelText(REVENUE_TEXT.plateNumber);
    const state = within(dialog).getByLabelText(REVENUE_TEXT.plateState);
    expect([plate, state].map((i) => (i as HTMLInputElement).value)).toEqual(['XYZ987', 'CA']);

    // A state that is not two letters is refused here, nothing sent.
    await ue.clear(state);
    await ue.type(state, 'c1');
    await ue.click(within(dialog).getByRole('button', { name: REVENUE_TEXT.correctPlateSave }));
    expect(await within(dialog).findByText(MESSAGES.stateInvalid)).toBeInTheDocument();
    expect(sent).toEqual([]);

    // The server's refusal shows in the dialog, which stays open.
    await ue.clear(state);
    await ue.type(state, 'nv');
    await ue.clear(plate);
    await ue.type(plate, 'xyz 988');
    await ue.click(within(dialog).getByRole('button', { name: REVENUE_TEXT.correctPlateSave }));
    expect(await within(dialog).findByText(MESSAGES.sessionNotFound)).toBeInTheDocument();
    expect(sent).toEqual([{ id: 'ls-2', plateNumber: 'XYZ988', state: 'NV' }]);

    accept();
    await ue.click(within(dialog).getByRole('button', { name: REVENUE_TEXT.correctPlateSave }));
    expect(await screen.findByText(REVENUE_TEXT.plateCorrected)).toBeInTheDocument();
    // The month refetches with the corrected plate.
    expect(await screen.findByRole('button', { name: REVENUE_TEXT.correctPlateLabel('XYZ988 NV') })).toBeInTheDocument();
    expect(screen.queryByText('XYZ987 CA')).toBeNull();
  });

  it('lets odogwu correct a session added by hand: its start on the lot clock, cost, zone and plate, checked as Add Session checks', async () => {
    const ue = typist();
    const { sent, accept } = correctableMonth(() => failure(409, MESSAGES.sessionTermsFixed), { zoneNumber: '102' });
    server.use(
      answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/loc-1/zones', () => ({
        status: 'success',
        data: { zones: [SAMPLE_LOT_ZONE, { ...SAMPLE_LOT_ZONE, _id: 'zone-2', zoneNumber: '102' }] },
      })),
    );
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.odogwu });
    await screen.findByText('XYZ987 CA', undefined, FIRST_PAINT);
    // A booking's plate still opens the plate correction only: what its payment bought stays.
    expect(screen.getByRole('button', { name: REVENUE_TEXT.correctPlateLabel('ABC101 TX') })).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: REVENUE_TEXT.editSessionLabel('XYZ987 CA') }));
    const dialog = await findDialog(REVENUE_TEXT.editSessionTitle);
    // The session as stored, its start on the lot's clock (15:10 UTC is 09:10 in Chicago).
    await waitFor(() => expect(within(dialog).getByLabelText(REVENUE_TEXT.startDate)).toHaveValue('2026-11-07 09:10'));
    const cost = within(dialog).getByLabelText(REVENUE_TEXT.totalCost);
    expect(cost).toHaveValue('27.50');
    expect(within(dialog).getByLabelText(REVENUE_TEXT.plateNumber)).toHaveValue('XYZ987');
    expect(within(dialog).getByText(REVENUE_TEXT.lotClock(LOCATION.timeZone))).toBeInTheDocument();

    // Add Session's own checks and messages, before anything is sent.
    await ue.clear(cost);
    await ue.type(cost, '-3');
    await ue.click(within(dialog).getByRole('button', { name: REVENUE_TEXT.editSessionSave }));
    expect(await within(dialog).findByText(MESSAGES.sessionCostNegative)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await ue.clear(cost);
    await ue.type(cost, '30');
    await chooseDay(REVENUE_TEXT.startDate, '2026-11-07 10:00');
    await choose(ue, REVENUE_TEXT.zones, '102');
    await ue.click(within(dialog).getByRole('button', { name: REVENUE_TEXT.editSessionSave }));
    // The server's refusal shows in the dialog, which stays open.
    expect(await within(dialog).findByText(MESSAGES.sessionTermsFixed)).toBeInTheDocument();
    const correction = {
      id: 'ls-2',
      plateNumber: 'XYZ987',
      state: 'CA',
      zoneId: 'zone-2',
      startTime: '2026-11-07T16:00:00.000Z',
      totalCost: 30,
    };
    expect(sent).toEqual([correction]);

    accept();
    await ue.click(within(dialog).getByRole('button', { name: REVENUE_TEXT.editSessionSave }));
    expect(await screen.findByText(REVENUE_TEXT.sessionCorrected)).toBeInTheDocument();
    expect(sent).toEqual([correction, correction]);
    // The month refetches with the corrected session.
    await waitFor(() => expect(screen.getByRole('row', { name: /XYZ987 CA/ })).toHaveTextContent('102'));
  });

  it('sends the start as stored when only the cost is corrected (read back from the lot clock it could move an hour)', async () => {
    const ue = typist();
    // 07:30 UTC on Nov 1 is the second 1:30 AM in Chicago (clocks went back at 2:00).
    const stored = '2026-11-01T07:30:00.000Z';
    const { sent, accept } = correctableMonth(
      () => failure(409, MESSAGES.sessionTermsFixed),
      { zoneNumber: '101' },
      (s) => (s._id === 'ls-2' ? { ...s, startTime: stored } : s),
    );
    accept();
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.odogwu });
    await screen.findByText('XYZ987 CA', undefined, FIRST_PAINT);
    await ue.click(screen.getByRole('button', { name: REVENUE_TEXT.editSessionLabel('XYZ987 CA') }));
    const dialog = await findDialog(REVENUE_TEXT.editSessionTitle);
    const cost = within(dialog).getByLabelText(REVENUE_TEXT.totalCost);
    await waitFor(() => expect(cost).toHaveValue('27.50'));
    await ue.clear(cost);
    await ue.type(cost, '11');
    await ue.click(within(dialog).getByRole('button', { name: REVENUE_TEXT.editSessionSave }));
    await screen.findByText(REVENUE_TEXT.sessionCorrected);
    expect(sent).toEqual([expect.objectContaining({ id: 'ls-2', startTime: stored, totalCost: 11 })]);
  });

  it('offers no Remove to a vendor', async () => {
    server.use(
      lotMonth({ status: 'success', totalCost: SAMPLE_LOT_TOTAL, monthSessions: SAMPLE_LOT_SESSIONS, adjustments: [] }),
      locationHandler(),
    );
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.vendor });
    await screen.findByText('XYZ987 CA', undefined, FIRST_PAINT);
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('shows Add Session to odogwu only, with the location passed on', async () => {
    server.use(lotMonth({ status: 'success', totalCost: 0, monthSessions: [], adjustments: [] }), locationHandler());
    renderApp('/revenue/lot/loc-1', { user: SAMPLE_USERS.odogwu });
    const link = await screen.findByRole('button', { name: REVENUE_TEXT.addSession }, FIRST_PAINT);
    expect(link).toHaveAttribute('href', '/revenue/lot/loc-1/new');
  });
});

describe('/revenues', () => {
  it('shows twelve correctly spelt month chips, this month chosen, and links each lot with its name and address', async () => {
    const ue = typist();
    const asked: unknown[] = [];
    server.use(
      answerPost<GetRevenueSummaryApiResponse>('*/api/v1/billing/revenue', async ({ request }) => {
        asked.push(await request.json());
        return { status: 'success', data: SAMPLE_SUMMARY };
      }),
      lotMonth({ status: 'success', totalCost: SAMPLE_LOT_TOTAL, monthSessions: SAMPLE_LOT_SESSIONS, adjustments: [] }),
    );
    renderApp('/revenues', { user: SAMPLE_USERS.vendor });
    const chips = within(await screen.findByRole('radiogroup', { name: REVENUE_TEXT.month }, FIRST_PAINT)).getAllByRole('radio');
    expect(chips.map((c) => c.closest('label')?.textContent)).toEqual([...MONTHS]);
    expect(chips[browserMonth.month - 1]).toBeChecked();
    await screen.findByText(formatUsd(123450));
    expect(asked).toEqual([browserMonth]);

    const other = browserMonth.month === 1 ? 2 : 1;
    await ue.click(screen.getByText(MONTHS[other - 1]));
    await waitFor(() => expect(asked).toContainEqual({ month: other, year: browserMonth.year }));

    // The lot link carries the location: the lot page needs no GET /locations/{id} (none is answered here).
    await ue.click(screen.getByRole('link', { name: SAMPLE_SUMMARY.totalLocationRevenue[0].locationName }));
    expect(await screen.findByRole('heading', { name: LOCATION.name })).toBeInTheDocument();
    expect(screen.getByText(LOCATION.address)).toBeInTheDocument();
    await screen.findByText('XYZ987 CA');
  });
});
