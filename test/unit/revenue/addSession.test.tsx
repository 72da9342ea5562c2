import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { GetLocationByIdApiResponse } from '../../../src/app/api/generated/locations';
import type { AddManualSessionApiResponse } from '../../../src/app/api/generated/sessions';
import type { GetLocationZonesApiResponse } from '../../../src/app/api/generated/zones';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { TOKENS } from '../../../src/app/themeTokens';
import { MANAGEMENT_TEXT, MESSAGES, REVENUE_TEXT } from '../../../src/shared/messages';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, failure } from '../app/typedHandlers';
import { choose, chooseDay } from '../owners/support';
import { SAMPLE_LOT as LOCATION, SAMPLE_LOT_ZONE as ZONE, sampleLotSession } from '../../../src/app/features/revenue/samples';

useMswServer();
jest.setTimeout(90_000);

// The first render of a test loads the page's lazy chunk and antd's modules: slow on a busy 2-core machine.
const FIRST_PAINT = { timeout: 30_000 };

type User = ReturnType<typeof typist>;

function lotHandlers() {
  return [
    answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-1', () => ({ status: 'success', data: { location: LOCATION } })),
    answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/loc-1/zones', () => ({
      status: 'success',
      data: { zones: [ZONE, { ...ZONE, _id: 'zone-old', zoneNumber: '999', archieved: true }] },
    })),
  ];
}

const submit = (ue: User) => ue.click(screen.getByRole('button', { name: REVENUE_TEXT.addSession }));
const refusal = async (message: string) => expect((await screen.findByRole('alert')).textContent).toBe(message);

describe('/revenue/lot/{lotId}/new Add Session', () => {
  it("refuses in SPEC 5's order, one message at a time, then sends the session and says so in green", async () => {
    const ue = typist();
    let body: unknown;
    server.use(
      ...lotHandlers(),
      answerPost<AddManualSessionApiResponse>(
        '*/api/v1/sessions/add',
        async ({ request }) => {
          body = await request.json();
          return { status: 'success', session: sampleLotSession(9, { plateNumber: 'ABC123' }) };
        },
        { status: 201 },
      ),
    );
    renderApp('/revenue/lot/loc-1/new', { user: SAMPLE_USERS.odogwu });
    // The location is fetched when no link passed it.
    expect(await screen.findByText(LOCATION.name, undefined, FIRST_PAINT)).toBeInTheDocument();
    // The page's one Add Session is SPEC's button; its heading says New Session.
    expect(screen.getAllByText(REVENUE_TEXT.addSession)).toHaveLength(1);

    await submit(ue);
    await refusal(MESSAGES.sessionFieldsRequired);

    await ue.type(screen.getByLabelText(REVENUE_TEXT.plateNumber), 'abc123xyz9');
    await ue.type(screen.getByLabelText(REVENUE_TEXT.plateState), 'txa');
    // Upper case as typed, cut at 8 and 2 characters.
    expect(screen.getByLabelText(REVENUE_TEXT.plateNumber)).toHaveValue('ABC123XY');
    expect(screen.getByLabelText(REVENUE_TEXT.plateState)).toHaveValue('TX');
    await submit(ue);
    await refusal(MESSAGES.sessionZoneRequired);

    await choose(ue, REVENUE_TEXT.zones, ZONE.zoneNumber);
    // Archived zones are not offered.
    expect(document.querySelector('.ant-select-item-option[title="999"]')).toBeNull();
    await submit(ue);
    await refusal(MESSAGES.sessionStartRequired);

    await chooseDay(REVENUE_TEXT.startDate, '2026-11-20 09:30');
    expect(screen.getByText(REVENUE_TEXT.lotClock(LOCATION.timeZone))).toBeInTheDocument();
    await submit(ue);
    await refusal(MESSAGES.sessionCostRequired);

    const cost = screen.getByLabelText(REVENUE_TEXT.totalCost);
    await ue.type(cost, '-5');
    await submit(ue);
    await refusal(MESSAGES.sessionCostNegative);

    await ue.clear(cost);
    await ue.type(cost, '12.5.0');
    await submit(ue);
    await refusal(MESSAGES.sessionCostInvalid);
    // Total cost is cut at 10 characters.
    await ue.clear(cost);
    await ue.type(cost, '123456789012');
    expect(cost).toHaveValue('1234567890');

    await ue.clear(cost);
    await ue.type(cost, '12.50');
    await submit(ue);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(MESSAGES.sessionAdded);
    // Which car it was: with the other fields kept, the next add would otherwise read the same.
    expect(done).toHaveTextContent('ABC123XY TX');
    // In green, the text itself (SPEC: "success message in green").
    expect(within(done).getByText(MESSAGES.sessionAdded)).toHaveStyle({ color: TOKENS.colorSuccessText });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(body).toEqual({
      plateNumber: 'ABC123XY',
      state: 'TX',
      zoneId: ZONE._id,
      // 09:30 on the lot's clock (America/Chicago), whatever the browser's zone.
      startTime: '2026-11-20T15:30:00.000Z',
      totalCost: '12.50',
      locationId: 'loc-1',
    });
    // Ready for the next car of the batch: the plate is cleared and focused; zone, start and cost stay.
    expect(screen.getByLabelText(REVENUE_TEXT.plateNumber)).toHaveValue('');
    expect(screen.getByLabelText(REVENUE_TEXT.plateNumber)).toHaveFocus();
    expect(screen.getByLabelText(REVENUE_TEXT.totalCost)).toHaveValue('12.50');
    expect(screen.getByLabelText(REVENUE_TEXT.plateState)).toHaveValue('TX');
  });

  it('says so when the server answers that the same session was already added a moment ago', async () => {
    const ue = typist();
    server.use(
      ...lotHandlers(),
      answerPost<AddManualSessionApiResponse>('*/api/v1/sessions/add', () => ({
        status: 'success',
        session: sampleLotSession(9, { plateNumber: 'ABC123' }),
        alreadyAdded: true,
      })),
    );
    renderApp('/revenue/lot/loc-1/new', { user: SAMPLE_USERS.odogwu });
    await ue.type(await screen.findByLabelText(REVENUE_TEXT.plateNumber, undefined, FIRST_PAINT), 'ABC123');
    await ue.type(screen.getByLabelText(REVENUE_TEXT.plateState), 'TX');
    await choose(ue, REVENUE_TEXT.zones, ZONE.zoneNumber);
    await chooseDay(REVENUE_TEXT.startDate, dayjs().subtract(1, 'day').format('YYYY-MM-DD 09:30'));
    await ue.type(screen.getByLabelText(REVENUE_TEXT.totalCost), '7');
    await submit(ue);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(MESSAGES.sessionAlreadyAdded);
    expect(done).not.toHaveTextContent(MESSAGES.sessionAdded);
  });

  it('takes a Start Date typed as a day alone, as its midnight on the lot’s clock', async () => {
    const ue = typist();
    let body: { startTime?: string } = {};
    server.use(
      ...lotHandlers(),
      answerPost<AddManualSessionApiResponse>(
        '*/api/v1/sessions/add',
        async ({ request }) => {
          body = (await request.json()) as { startTime?: string };
          return { status: 'success', session: sampleLotSession(9, { plateNumber: 'ABC123' }) };
        },
        { status: 201 },
      ),
    );
    renderApp('/revenue/lot/loc-1/new', { user: SAMPLE_USERS.odogwu });
    await ue.type(await screen.findByLabelText(REVENUE_TEXT.plateNumber, undefined, FIRST_PAINT), 'ABC123');
    await ue.type(screen.getByLabelText(REVENUE_TEXT.plateState), 'TX');
    await choose(ue, REVENUE_TEXT.zones, ZONE.zoneNumber);
    const start = screen.getByLabelText(REVENUE_TEXT.startDate);
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '2026-11-20' } });
    fireEvent.keyDown(start, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(start).toHaveValue('2026-11-20 00:00'));
    fireEvent.blur(start);
    await ue.type(screen.getByLabelText(REVENUE_TEXT.totalCost), '7');
    await submit(ue);
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.sessionAdded);
    // Midnight in America/Chicago (UTC-6 in November).
    expect(body.startTime).toBe('2026-11-20T06:00:00.000Z');
  });

  it("shows the server's message as is, and a generic one when there is none", async () => {
    const ue = typist();
    let answer = () => failure(400, MESSAGES.zoneNotAtLocation);
    server.use(
      ...lotHandlers(),
      answerPost<AddManualSessionApiResponse>('*/api/v1/sessions/add', () => answer()),
    );
    renderApp('/revenue/lot/loc-1/new', { user: SAMPLE_USERS.odogwu });
    await ue.type(await screen.findByLabelText(REVENUE_TEXT.plateNumber, undefined, FIRST_PAINT), 'ABC123');
    await ue.type(screen.getByLabelText(REVENUE_TEXT.plateState), 'TX');
    await choose(ue, REVENUE_TEXT.zones, ZONE.zoneNumber);
    await chooseDay(REVENUE_TEXT.startDate, '2026-11-20 09:30');
    await ue.type(screen.getByLabelText(REVENUE_TEXT.totalCost), '7');
    await submit(ue);
    await refusal(MESSAGES.zoneNotAtLocation);

    answer = () => new Response('gateway down', { status: 502 });
    await submit(ue);
    await refusal(`${MESSAGES.somethingWrong} ${MESSAGES.tryAgainOrContact}`);
  });

  it('offers no form for a lot that is not there: Location not found, and the way to another location', async () => {
    server.use(
      answerGet<GetLocationByIdApiResponse>('*/api/v1/locations/loc-gone', () => failure(404, MESSAGES.locationNotFound)),
      answerGet<GetLocationZonesApiResponse>('*/api/v1/locations/loc-gone/zones', () => failure(404, MESSAGES.locationNotFound)),
    );
    renderApp('/revenue/lot/loc-gone/new', { user: SAMPLE_USERS.odogwu });
    expect(await screen.findByText(MESSAGES.locationNotFound, undefined, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MANAGEMENT_TEXT.chooseAnotherLocation })).toHaveAttribute('href', '/management');
    expect(screen.queryByRole('button', { name: REVENUE_TEXT.addSession })).toBeNull();
    expect(screen.queryByLabelText(REVENUE_TEXT.plateNumber)).toBeNull();
  });

  it('is for the admin role only: a vendor is sent to the login', async () => {
    server.use(...lotHandlers());
    renderApp('/revenue/lot/loc-1/new', { user: SAMPLE_USERS.vendor });
    expect(await screen.findByRole('heading', { name: 'Log In' }, FIRST_PAINT)).toBeInTheDocument();
  });
});
