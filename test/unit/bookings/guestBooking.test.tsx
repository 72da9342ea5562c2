import { screen, within } from '@testing-library/react';
import type { ConfirmDemoPaymentApiResponse } from '../../../src/app/api/generated/billing';
import type {
  ConfirmGuestBookingExtensionApiResponse,
  ExtendGuestBookingApiResponse,
  GetGuestBookingApiResponse,
  GetGuestBookingStopQuoteApiResponse,
  StopGuestBookingApiResponse,
} from '../../../src/app/api/generated/sessions';
import { MESSAGES, PARKING_TEXT, stopDone, stopQuote } from '../../../src/shared/messages';
import { useFixedClock } from '../app/clock';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, bookedAnswer, failure } from '../app/typedHandlers';
import { intentBody } from '../booking/fixtures';

useMswServer();
const NOW = '2026-11-22T11:20:00.000Z';
useFixedClock(NOW);

type Booking = GetGuestBookingApiResponse['data'];
const TOKEN = 'guest.link.token-0123456789';
const booking: Booking = {
  _id: 'g-1',
  plateNumber: 'GST123',
  state: 'NY',
  createdAt: '2026-11-22T10:00:00.000Z',
  rate: 5,
  days: 0,
  hours: 2,
  zoneId: 'zone-1',
  locationId: 'loc-1',
  zoneNumber: '12',
  locationName: 'Main Street Garage',
  locationAddress: '100 Main St, Springfield, NY',
  totalCost: 13.5,
  isHourly: true,
  paid: true,
  user: 'guest:abc',
  timeZone: 'America/New_York',
  startTime: '2026-11-22T10:00:00.000Z',
  endTime: '2026-11-22T12:00:00.000Z',
  canExtend: true,
  minutesLeft: 40,
  canStop: true,
  refunded: 0,
};
const guestUrl = `*/api/v1/sessions/guest/${TOKEN}`;
const page = () => renderApp(`/bookings/guest/${TOKEN}`);

describe('/bookings/guest/:token, the link of a guest reminder', () => {
  it('opens the booking with Extend ready, and extends it through the link without an account', async () => {
    const ue = typist();
    let extendBody: unknown;
    server.use(
      answerGet<GetGuestBookingApiResponse>(guestUrl, () => ({ status: 'success', data: booking })),
      answerPost<ExtendGuestBookingApiResponse>(`${guestUrl}/extend`, async ({ request }) => {
        extendBody = await request.json();
        return intentBody(675, 1);
      }),
      answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => ({
        status: 'success',
        message: 'ok',
        data: { paymentIntentId: 'demo_pi_1', status: 'succeeded', amount: 675 },
      })),
      answerPost<ConfirmGuestBookingExtensionApiResponse>(`${guestUrl}/extend/confirm`, () =>
        bookedAnswer({ totalCost: 675, startTime: booking.startTime, endTime: '2026-11-22T13:00:00.000Z', sessions: [] }),
      ),
    );
    page();
    const panel = await screen.findByRole('region', { name: PARKING_TEXT.extendTitle });
    expect(screen.getByRole('heading', { name: PARKING_TEXT.guestBookingTitle })).toBeInTheDocument();
    await ue.click(within(panel).getByRole('button', { name: PARKING_TEXT.next }));
    expect(extendBody).toEqual({ hours: 1 });
    await ue.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await ue.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await ue.type(screen.getByLabelText('CVC'), '123');
    await ue.click(screen.getByRole('button', { name: 'Pay $6.75' }));
    expect(await screen.findByText('Parking extended. New end time: Nov 22, 8:00 AM')).toBeInTheDocument();
  });

  it('ends the parking through the link and says what was refunded', async () => {
    const ue = typist();
    const quote = { endTime: NOW, minutesPaid: 120, minutesUsed: 80, minutesCharged: 80, keepCents: 900, refundCents: 450 };
    server.use(
      answerGet<GetGuestBookingApiResponse>(guestUrl, () => ({ status: 'success', data: booking })),
      answerGet<GetGuestBookingStopQuoteApiResponse>(`${guestUrl}/stop`, () => ({ status: 'success', data: quote })),
      answerPost<StopGuestBookingApiResponse>(`${guestUrl}/stop`, () => ({
        status: 'success',
        data: { refundCents: 450, session: { ...booking, endTime: NOW, canStop: false, canExtend: false, refunded: 4.5, stoppedAt: NOW } },
      })),
    );
    page();
    // Extend is open first (the mail's promise); Cancel brings back the booking's own buttons.
    const extend = await screen.findByRole('region', { name: PARKING_TEXT.extendTitle });
    await ue.click(within(extend).getByRole('button', { name: PARKING_TEXT.cancel }));
    await ue.click(await screen.findByRole('button', { name: PARKING_TEXT.stopNow }));
    const panel = screen.getByRole('region', { name: PARKING_TEXT.stopTitle });
    expect(within(panel).queryByRole('region', { name: PARKING_TEXT.extendTitle })).not.toBeInTheDocument();
    expect(await within(panel).findByText(stopQuote(900, 80, 450))).toBeInTheDocument();
    await ue.click(within(panel).getByRole('button', { name: PARKING_TEXT.stopConfirm }));
    expect(await screen.findByText(stopDone(450))).toBeInTheDocument();
  });

  it("says plainly when the link is not valid, with the server's words", async () => {
    server.use(answerGet<GetGuestBookingApiResponse>(guestUrl, () => failure(404, MESSAGES.guestLinkInvalid)));
    page();
    expect(await screen.findByText(MESSAGES.guestLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PARKING_TEXT.extend })).not.toBeInTheDocument();
    // Not a dead end: the way on to another place to park.
    expect(screen.getByRole('link', { name: PARKING_TEXT.findParking })).toHaveAttribute('href', '/locations');
  });

  it('says a booking that could not be loaded (a 502) failed, not that the link is bad, and Try again loads it', async () => {
    let calls = 0;
    server.use(
      answerGet<GetGuestBookingApiResponse>(guestUrl, () => {
        calls += 1;
        return calls === 1 ? failure(502, 'Bad gateway') : { status: 'success', data: booking };
      }),
    );
    page();
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.guestLinkInvalid)).not.toBeInTheDocument();
    await typist().click(screen.getByRole('button', { name: PARKING_TEXT.retryBooking }));
    expect(await screen.findByRole('region', { name: PARKING_TEXT.extendTitle })).toBeInTheDocument();
  });

  it("says the same for a cut-off link the server refuses as malformed (400), not the field check's text", async () => {
    server.use(
      answerGet<GetGuestBookingApiResponse>(guestUrl, () =>
        failure(400, 'params.token: Too small: expected string to have >=16 characters'),
      ),
    );
    page();
    expect(await screen.findByText(MESSAGES.guestLinkInvalid)).toBeInTheDocument();
    expect(screen.queryByText(/params\.token/)).not.toBeInTheDocument();
  });
});
