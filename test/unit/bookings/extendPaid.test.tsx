import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ConfirmDemoPaymentApiResponse } from '../../../src/app/api/generated/billing';
import type {
  ConfirmGuestBookingExtensionApiResponse,
  ConfirmSessionExtensionApiResponse,
  ExtendSessionApiResponse,
  GetGuestBookingApiResponse,
  GetSessionsMeApiResponse,
} from '../../../src/app/api/generated/sessions';
import { loadPaidExtension, paidExtensionKey, savePaidExtension } from '../../../src/app/features/bookings/paidExtension';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { MESSAGES, PARKING_TEXT } from '../../../src/shared/messages';
import { useFixedClock } from '../app/clock';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, bookedAnswer } from '../app/typedHandlers';
import { intentBody } from '../booking/fixtures';

useMswServer();
const NOW = '2026-11-22T10:13:00.000Z';
useFixedClock(NOW);
afterEach(() => sessionStorage.clear());

type Session = GetSessionsMeApiResponse['sessions'][number];
const active: Session = {
  _id: 's-new',
  plateNumber: 'ABC123',
  state: 'TX',
  createdAt: '2026-11-01T10:00:00.000Z',
  rate: 9,
  days: 0,
  zoneId: 'zone-1',
  locationId: 'loc-1',
  zoneNumber: '101',
  locationName: 'Main Street Garage',
  locationAddress: '100 Main St, Austin, TX',
  isHourly: true,
  paid: true,
  canStop: true,
  refunded: 0,
  timeZone: 'America/Chicago',
  totalCost: 24.3,
  startTime: '2026-11-22T10:00:00.000Z',
  endTime: '2026-11-22T11:00:00.000Z',
  canExtend: true,
  minutesLeft: 47,
};
// What the paid extension buys (intentBody's end): the server's answer once it is applied.
const NEW_END = '2026-11-22T16:10:00.000Z';
const extended = bookedAnswer({ totalCost: 2430, startTime: active.startTime, endTime: NEW_END, sessions: [] });

/** On /bookings: Extend, Next (1 hour), and Pay $24.30 with the demo card. */
async function extendOneHour(ue: ReturnType<typeof typist>) {
  await ue.click(await screen.findByRole('button', { name: PARKING_TEXT.extend }));
  await ue.click(screen.getByRole('button', { name: PARKING_TEXT.next }));
  await ue.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await ue.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await ue.type(screen.getByLabelText('CVC'), '123');
  await ue.click(screen.getByRole('button', { name: 'Pay $24.30' }));
}

describe('/bookings: an extension paid but not applied yet (the answer of /extend/confirm lost)', () => {
  let priced: number;
  let confirms: string[];
  let confirmAnswer: () => Promise<Response | null>;
  beforeEach(() => {
    priced = 0;
    confirms = [];
    confirmAnswer = async () => HttpResponse.error();
    server.use(
      answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => ({
        status: 'success',
        results: 1,
        sessions: [active],
        nextCursor: null,
      })),
      answerPost<ExtendSessionApiResponse>('*/api/v1/sessions/s-new/extend', () => {
        priced += 1;
        return intentBody(2430, 1);
      }),
      answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => ({
        status: 'success',
        message: 'ok',
        data: { paymentIntentId: 'demo_pi_1', status: 'succeeded', amount: 2430 },
      })),
      answerPost<ConfirmSessionExtensionApiResponse>('*/api/v1/sessions/s-new/extend/confirm', async ({ request }) => {
        confirms.push(((await request.json()) as { paymentIntentId: string }).paymentIntentId);
        return (await confirmAnswer()) ?? extended;
      }),
    );
  });

  /**
   * A reload (the page, its store and its router gone; the tab's sessionStorage kept) while the
   * extension is open: the booking says `waiting` (the confirm is held), offers no Extend and no
   * card, and shows the new end once the confirm answers.
   */
  async function reloadAndFinish(waiting: string) {
    cleanup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    confirmAnswer = async () => {
      await held;
      return null;
    };
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const card = await screen.findByRole('article', { name: 'Main Street Garage ABC123' });
    expect(await within(card).findByText(waiting)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: PARKING_TEXT.extend })).not.toBeInTheDocument();
    expect(within(card).queryByLabelText('Card number')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText(/Parking extended\. New end time:/)).toBeInTheDocument();
  }

  it('says the payment went through and not to pay again, and after a reload finishes it instead of offering Extend', async () => {
    const ue = typist();
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    await extendOneHour(ue);

    const panel = screen.getByRole('region', { name: PARKING_TEXT.extendTitle });
    expect(await within(panel).findByText(MESSAGES.extendPaidNotApplied, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.paymentFailed)).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: PARKING_TEXT.retryBooking })).toBeInTheDocument();
    // Kept for the tab from the moment it was paid: the payment's reference, never the card.
    const kept = sessionStorage.getItem(paidExtensionKey('s-new')) ?? '';
    expect(kept).toContain('demo_pi_1');
    expect(kept).not.toMatch(/4242|1230|cvc|card/i);

    // A reload: the page, its store and its router are gone; the tab's sessionStorage stays. The
    // booking still shows its old end (the server applies the extension by itself minutes later).
    await reloadAndFinish(MESSAGES.extendPaidResuming);
    // Only ever the one payment, confirmed again; the hours were priced (and paid) once.
    expect(confirms.length).toBeGreaterThan(1);
    expect(confirms.every((id) => id === 'demo_pi_1')).toBe(true);
    expect(priced).toBe(1);
    expect(sessionStorage.getItem(paidExtensionKey('s-new'))).toBeNull();
  });

  describe("Pay's answer lost (the card may or may not have been charged)", () => {
    async function payWithAnswerLost() {
      server.use(answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => HttpResponse.error()));
      const ue = typist();
      renderApp('/bookings', { user: SAMPLE_USERS.customer });
      await extendOneHour(ue);
      return { ue, panel: screen.getByRole('region', { name: PARKING_TEXT.extendTitle }) };
    }

    it('asks the server at once: no Back (other hours would be a second payment) until it is known, then applies it', async () => {
      const { ue, panel } = await payWithAnswerLost();
      expect(await within(panel).findByText(MESSAGES.paymentUnchecked, {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.paymentFailed)).not.toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: PARKING_TEXT.back })).not.toBeInTheDocument();
      expect(within(panel).queryByLabelText('Card number')).not.toBeInTheDocument();
      confirmAnswer = async () => null;
      await ue.click(within(panel).getByRole('button', { name: PARKING_TEXT.retryBooking }));
      expect(await screen.findByText(/Parking extended\. New end time:/)).toBeInTheDocument();
      expect(confirms.every((id) => id === 'demo_pi_1')).toBe(true);
      expect(priced).toBe(1);
    });

    it('a reload while it is unknown asks again before anything else: no Extend, no second payment', async () => {
      const { panel } = await payWithAnswerLost();
      expect(await within(panel).findByText(MESSAGES.paymentUnchecked, {}, { timeout: 8000 })).toBeInTheDocument();
      await reloadAndFinish(MESSAGES.paymentChecking);
      expect(confirms.every((id) => id === 'demo_pi_1')).toBe(true);
      expect(priced).toBe(1);
      expect(sessionStorage.getItem(paidExtensionKey('s-new'))).toBeNull();
    });

    it('not paid (402): says so and offers the same payment again', async () => {
      confirmAnswer = async () => HttpResponse.json({ status: 'fail', message: 'The payment has not been completed.' }, { status: 402 });
      const { panel } = await payWithAnswerLost();
      expect(await within(panel).findByText(MESSAGES.paymentNotTaken)).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Pay $24.30' })).toBeInTheDocument();
      // Only that payment: a late answer of the first Pay would pay it, not a second one.
      expect(within(panel).queryByRole('button', { name: PARKING_TEXT.back })).not.toBeInTheDocument();
      expect(priced).toBe(1);
    });
  });

  it('Try again re-sends the same payment, and once applied the booking offers Extend again', async () => {
    savePaidExtension({ sessionId: 's-new', paymentIntentId: 'demo_pi_1', endTime: NEW_END, owner: SAMPLE_USERS.customer._id });
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const card = await screen.findByRole('article', { name: 'Main Street Garage ABC123' });
    expect(await within(card).findByText(MESSAGES.extendPaidNotApplied, {}, { timeout: 8000 })).toBeInTheDocument();
    confirmAnswer = async () => null;
    await typist().click(within(card).getByRole('button', { name: PARKING_TEXT.retryBooking }));
    expect(await screen.findByText(/Parking extended\. New end time:/)).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('region', { name: PARKING_TEXT.extendTitle })).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: PARKING_TEXT.extend })).toBeInTheDocument();
    expect(confirms.every((id) => id === 'demo_pi_1')).toBe(true);
    expect(priced).toBe(0);
  });

  it("leaves another account's kept extension alone", async () => {
    savePaidExtension({ sessionId: 's-new', paymentIntentId: 'demo_pi_1', endTime: NEW_END, owner: 'someone-else' });
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const card = await screen.findByRole('article', { name: 'Main Street Garage ABC123' });
    expect(within(card).getByRole('button', { name: PARKING_TEXT.extend })).toBeInTheDocument();
    expect(confirms).toEqual([]);
    expect(sessionStorage.getItem(paidExtensionKey('s-new'))).toContain('someone-else');
  });
});

describe("a guest's link: an extension paid but not applied yet", () => {
  const TOKEN = 'guest.link.token-0123456789';
  const guestUrl = `*/api/v1/sessions/guest/${TOKEN}`;

  it('is finished on the next visit through the same link, on the guest route', async () => {
    const confirms: string[] = [];
    server.use(
      answerGet<GetGuestBookingApiResponse>(guestUrl, () => ({ status: 'success', data: { ...active, _id: 'g-1', user: 'guest:abc' } })),
      answerPost<ConfirmGuestBookingExtensionApiResponse>(`${guestUrl}/extend/confirm`, async ({ request }) => {
        confirms.push(((await request.json()) as { paymentIntentId: string }).paymentIntentId);
        return extended;
      }),
    );
    savePaidExtension({ sessionId: 'g-1', guestToken: TOKEN, paymentIntentId: 'demo_pi_7', endTime: NEW_END, owner: null });
    renderApp(`/bookings/guest/${TOKEN}`);
    expect(await screen.findByText(/Parking extended\. New end time:/)).toBeInTheDocument();
    expect(confirms).toEqual(['demo_pi_7']);
    expect(sessionStorage.getItem(paidExtensionKey('g-1'))).toBeNull();
  });
});

describe('paidExtension: what a tab keeps', () => {
  const mine = { sessionId: 's-1', paymentIntentId: 'pi_1', endTime: '2026-11-22T12:00:00.000Z', owner: 'u-1' };

  it('is read back for its signer only, until the end it buys', () => {
    savePaidExtension(mine);
    expect(loadPaidExtension('s-1', { owner: 'u-1' }, Date.parse(NOW))).toEqual(mine);
    expect(loadPaidExtension('s-1', { owner: 'u-2' }, Date.parse(NOW))).toBeNull();
    expect(loadPaidExtension('s-1', { owner: null, guestToken: 'tok' }, Date.parse(NOW))).toBeNull();
    // Past its new end, the server has long applied it: dropped.
    expect(loadPaidExtension('s-1', { owner: 'u-1' }, Date.parse('2026-11-22T12:00:01.000Z'))).toBeNull();
    expect(sessionStorage.getItem(paidExtensionKey('s-1'))).toBeNull();
  });

  it('drops what it cannot read', () => {
    sessionStorage.setItem(paidExtensionKey('s-1'), '{"paymentIntentId":1}');
    expect(loadPaidExtension('s-1', { owner: 'u-1' }, Date.parse(NOW))).toBeNull();
    expect(sessionStorage.getItem(paidExtensionKey('s-1'))).toBeNull();
  });
});
