import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type {
  GetSessionStopQuoteApiResponse,
  GetSessionsMeApiResponse,
  StopSessionApiResponse,
} from '../../../src/app/api/generated/sessions';
import type { StopQuote } from '../../../src/app/api/enhanced/sessions';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { MESSAGES, PARKING_TEXT, stopDone, stopQuote } from '../../../src/shared/messages';
import { useFixedClock } from '../app/clock';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, failure } from '../app/typedHandlers';

useMswServer();
// 1 h 20 min into a 3-hour booking that ends at 13:00.
const NOW = '2026-11-22T11:20:00.000Z';
useFixedClock(NOW);

type Session = GetSessionsMeApiResponse['sessions'][number];
const active: Session = {
  _id: 's-1',
  plateNumber: 'ABC123',
  state: 'TX',
  createdAt: '2026-11-22T10:00:00.000Z',
  rate: 9,
  days: 0,
  hours: 3,
  zoneId: 'zone-1',
  locationId: 'loc-1',
  zoneNumber: '101',
  locationName: 'Main Street Garage',
  locationAddress: '100 Main St, Austin, TX',
  totalCost: 36.45,
  isHourly: true,
  paid: true,
  timeZone: 'America/Chicago',
  startTime: '2026-11-22T10:00:00.000Z',
  endTime: '2026-11-22T13:00:00.000Z',
  canExtend: true,
  minutesLeft: 100,
  canStop: true,
  refunded: 0,
};
// Stopped at NOW: 80 minutes charged, the rest refunded.
const stopped: Session = { ...active, endTime: NOW, canExtend: false, canStop: false, minutesLeft: 0, refunded: 20.25, stoppedAt: NOW };
const quote: StopQuote = { endTime: NOW, minutesPaid: 180, minutesUsed: 80, minutesCharged: 80, keepCents: 1620, refundCents: 2025 };

/** GET /sessions/me answers `active` until the stop succeeded, then `stopped`. */
function bookings(state: { stopped: boolean }) {
  return answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => ({
    status: 'success',
    results: 1,
    sessions: [state.stopped ? stopped : active],
    nextCursor: null,
  }));
}
/** The quote's handler; `asked` counts the calls (a quote asked again after the stop is refused: it has ended). */
const quoteHandler = (asked = { n: 0 }) =>
  answerGet<GetSessionStopQuoteApiResponse>('*/api/v1/sessions/s-1/stop', () => {
    asked.n += 1;
    return { status: 'success', data: quote };
  });

const item = () => screen.findByRole('article', { name: 'Main Street Garage ABC123' });
async function openStop(ue: ReturnType<typeof typist>) {
  await ue.click(within(await item()).getByRole('button', { name: PARKING_TEXT.stopNow }));
  const panel = within(await item()).getByRole('region', { name: PARKING_TEXT.stopTitle });
  expect(await within(panel).findByText(stopQuote(1620, 80, 2025))).toBeInTheDocument();
  return panel;
}

describe('/bookings: End Parking Now', () => {
  it('shows End Parking Now on a booking that can stop, on its own line, not beside Extend', async () => {
    server.use(bookings({ stopped: false }));
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const card = await item();
    const stop = within(card).getByRole('button', { name: PARKING_TEXT.stopNow });
    const extend = within(card).getByRole('button', { name: PARKING_TEXT.extend });
    expect(extend.parentElement).not.toContainElement(stop);
  });

  it('shows no End Parking Now on a booking that cannot stop', async () => {
    server.use(
      answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => ({
        status: 'success',
        results: 1,
        sessions: [{ ...active, canStop: false }],
        nextCursor: null,
      })),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    expect(within(await item()).getByRole('button', { name: PARKING_TEXT.extend })).toBeInTheDocument();
    expect(within(await item()).queryByRole('button', { name: PARKING_TEXT.stopNow })).not.toBeInTheDocument();
  });

  it('shows the quote, stops on Confirm, says what was refunded and shows the refund and the new end', async () => {
    const ue = typist();
    const state = { stopped: false };
    const asked = { n: 0 };
    let body: unknown;
    server.use(
      bookings(state),
      quoteHandler(asked),
      answerPost<StopSessionApiResponse>('*/api/v1/sessions/s-1/stop', async ({ request }) => {
        body = await request.json();
        state.stopped = true;
        return { status: 'success', data: { refundCents: 2025, session: stopped } };
      }),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const panel = await openStop(ue);
    await ue.click(within(panel).getByRole('button', { name: PARKING_TEXT.stopConfirm }));
    expect(await screen.findByText(stopDone(2025))).toBeInTheDocument();
    expect(body).toEqual({});
    const card = await item();
    await waitFor(() => expect(within(card).getByText(PARKING_TEXT.refunded)).toBeInTheDocument());
    expect(within(card).getByText('$20.25')).toBeInTheDocument();
    // The end moved to now (5:20 AM in Chicago); no countdown, no buttons.
    expect(within(card).getByText('Nov 22, 5:20 AM')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: PARKING_TEXT.stopNow })).not.toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: PARKING_TEXT.stopTitle })).not.toBeInTheDocument();
    // The quote was asked for once, when the panel opened, not again for a booking that has ended.
    expect(asked.n).toBe(1);
  });

  it('says, beside the quote of a booking not started yet, that it ends at once and its first hour stays charged', async () => {
    const ue = typist();
    const notStarted: StopQuote = { ...quote, minutesUsed: 0, minutesCharged: 60, keepCents: 1215, refundCents: 2430 };
    server.use(
      bookings({ stopped: false }),
      answerGet<GetSessionStopQuoteApiResponse>('*/api/v1/sessions/s-1/stop', () => ({ status: 'success', data: notStarted })),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    await ue.click(within(await item()).getByRole('button', { name: PARKING_TEXT.stopNow }));
    const panel = within(await item()).getByRole('region', { name: PARKING_TEXT.stopTitle });
    expect(await within(panel).findByText(stopQuote(1215, 60, 2430))).toBeInTheDocument();
    expect(within(panel).getByText(MESSAGES.stopBeforeStart)).toBeInTheDocument();
  });

  it('says nothing of the kind for a booking under way', async () => {
    const ue = typist();
    server.use(bookings({ stopped: false }), quoteHandler());
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    await openStop(ue);
    expect(screen.queryByText(MESSAGES.stopBeforeStart)).not.toBeInTheDocument();
  });

  it("shows the server's refusal and leaves the booking as it was", async () => {
    const ue = typist();
    const refusal = 'The payment provider refused the refund. Your booking is unchanged.';
    server.use(
      bookings({ stopped: false }),
      quoteHandler(),
      answerPost<StopSessionApiResponse>('*/api/v1/sessions/s-1/stop', () => failure(502, refusal)),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const panel = await openStop(ue);
    await ue.click(within(panel).getByRole('button', { name: PARKING_TEXT.stopConfirm }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(refusal);
    const card = await item();
    expect(within(card).queryByText(PARKING_TEXT.refunded)).not.toBeInTheDocument();
    expect(within(card).getByText('Nov 22, 7:00 AM')).toBeInTheDocument();
  });

  it('offline, says it is the connection in plain words (not fetch’s "TypeError: Failed to fetch") and leaves the booking as it was', async () => {
    const ue = typist();
    server.use(
      bookings({ stopped: false }),
      quoteHandler(),
      http.post('*/api/v1/sessions/s-1/stop', () => HttpResponse.error()),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const panel = await openStop(ue);
    await ue.click(within(panel).getByRole('button', { name: PARKING_TEXT.stopConfirm }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(MESSAGES.noConnection);
    expect(screen.queryByText(/Failed to fetch|TypeError/)).not.toBeInTheDocument();
    expect(within(await item()).queryByText(PARKING_TEXT.refunded)).not.toBeInTheDocument();
    // Confirm stays, to try again once the signal is back.
    expect(within(panel).getByRole('button', { name: PARKING_TEXT.stopConfirm })).toBeEnabled();
  });

  it('shows no countdown on a booking stopped before it began, whose end (its start) is still ahead', async () => {
    const early: Session = {
      ...stopped,
      startTime: '2026-11-22T11:30:00.000Z',
      endTime: '2026-11-22T11:30:00.000Z',
      canExtend: true,
      minutesLeft: 10,
    };
    server.use(
      answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => ({
        status: 'success',
        results: 1,
        sessions: [early],
        nextCursor: null,
      })),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const card = await item();
    expect(within(card).getByText(PARKING_TEXT.refunded)).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).queryByText(/min left$/)).not.toBeInTheDocument();
    // Nothing to act on but its receipt: no Extend, no End Parking Now.
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([MESSAGES.emailReceipt]);
  });

  it('Cancel closes the confirmation and stops nothing', async () => {
    const ue = typist();
    server.use(bookings({ stopped: false }), quoteHandler());
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const panel = await openStop(ue);
    await ue.click(within(panel).getByRole('button', { name: PARKING_TEXT.cancel }));
    expect(screen.queryByRole('region', { name: PARKING_TEXT.stopTitle })).not.toBeInTheDocument();
    expect(within(await item()).getByRole('button', { name: PARKING_TEXT.stopNow })).toBeInTheDocument();
  });
});
