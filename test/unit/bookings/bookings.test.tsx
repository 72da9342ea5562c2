import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ConfirmDemoPaymentApiResponse } from '../../../src/app/api/generated/billing';
import type {
  ConfirmSessionExtensionApiResponse,
  ExtendSessionApiResponse,
  GetSessionsMeApiResponse,
} from '../../../src/app/api/generated/sessions';
import { MESSAGES, PARKING_TEXT, receiptEmailedTo } from '../../../src/shared/messages';
import type { SendReceiptApiResponse } from '../../../src/app/api/generated/contact';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, bookedAnswer, failure } from '../app/typedHandlers';
import { intentBody } from '../booking/fixtures';
import { useFixedClock } from '../app/clock';

useMswServer();
// The time left is counted live from each booking's end time: 47 minutes before `active` ends.
const NOW = '2026-11-22T10:13:00.000Z';
useFixedClock(NOW);

type Session = GetSessionsMeApiResponse['sessions'][number];
/** One page of GET /sessions/me. */
const history = (sessions: Session[], nextCursor: string | null = null): GetSessionsMeApiResponse => ({
  status: 'success',
  results: sessions.length,
  sessions,
  nextCursor,
});

const base = {
  plateNumber: 'ABC123',
  state: 'TX',
  createdAt: '2026-11-01T10:00:00.000Z',
  rate: 9,
  days: 0,
  zoneId: 'zone-1',
  locationId: 'loc-1',
  zoneNumber: '101',
  locationAddress: '100 Main St, Austin, TX',
  isHourly: true,
  paid: true,
  canStop: false,
  refunded: 0,
  timeZone: 'America/Chicago',
};
const old: Session = {
  ...base,
  _id: 's-old',
  locationName: 'Old Lot',
  totalCost: 12.15,
  startTime: '2026-11-01T10:00:00.000Z',
  endTime: '2026-11-01T11:00:00.000Z',
  canExtend: false,
  minutesLeft: 0,
};
const active: Session = {
  ...base,
  _id: 's-new',
  locationName: 'Main Street Garage',
  totalCost: 24.3,
  startTime: '2026-11-22T10:00:00.000Z',
  endTime: '2026-11-22T11:00:00.000Z',
  canExtend: true,
  minutesLeft: 47,
};

describe('/bookings', () => {
  it('shows the empty text', async () => {
    server.use(answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => history([])));
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    expect(await screen.findByText(MESSAGES.noBookings)).toBeInTheDocument();
  });

  it('says the history could not be loaded (no connection), and Try again loads it', async () => {
    let calls = 0;
    server.use(
      answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => {
        calls += 1;
        return calls === 1 ? (HttpResponse.error() as never) : history([active]);
      }),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    expect(await screen.findByText(MESSAGES.noConnection, { selector: '.p-notice' })).toBeInTheDocument();
    // The page's own Try again (the connection banner has one too).
    const banner = screen.getByTestId('service-banner');
    await typist().click(screen.getAllByRole('button', { name: PARKING_TEXT.retryBooking }).find((b) => !banner.contains(b))!);
    expect(await screen.findByText('47 min left')).toBeInTheDocument();
  });

  it('lists bookings newest first with time left for an active one', async () => {
    server.use(answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => history([old, active])));
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Main Street Garage', 'Old Lot']);
    expect(screen.getByText('47 min left')).toBeInTheDocument();
    expect(screen.getByText('$24.30')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Extend' })).toHaveLength(1);
  });

  it("emails a booking's receipt as it stands to the driver's own address, and says where; a refusal in red", async () => {
    const ue = typist();
    const sent: unknown[] = [];
    server.use(
      answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => history([old, active])),
      answerPost<SendReceiptApiResponse>('*/api/v1/contact/sendReceipt', async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1 ? { status: 'success', message: 'sent' } : failure(429, 'Too many receipts. Please wait.');
      }),
    );
    const user = SAMPLE_USERS.customer;
    renderApp('/bookings', { user });
    const buttons = await screen.findAllByRole('button', { name: MESSAGES.emailReceipt });
    expect(buttons).toHaveLength(2);
    expect(buttons[1]).toHaveAccessibleDescription('Old Lot ABC123 TX');
    await ue.click(buttons[1]!);
    expect(await screen.findByText(receiptEmailedTo(user.email))).toBeInTheDocument();
    expect(sent).toEqual([{ sessionId: 's-old', email: user.email, name: user.name }]);
    await ue.click(screen.getByRole('button', { name: MESSAGES.emailReceipt }));
    expect(await screen.findByText('Too many receipts. Please wait.')).toBeInTheDocument();
  });

  it("shows times in the lot's time zone, as the receipt does, whatever the device's", async () => {
    const chicago = { ...active, timeZone: 'America/Chicago' }; // 10:00Z is 4:00 AM in Chicago
    server.use(answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => history([chicago])));
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    expect(await screen.findByText('Nov 22, 4:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Nov 22, 5:00 AM')).toBeInTheDocument();
  });

  it('extends an active booking: hours, payment of the difference, new end time', async () => {
    const ue = typist();
    let extendBody: unknown;
    let confirmBody: unknown;
    server.use(
      answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => history([active])),
      answerPost<ExtendSessionApiResponse>('*/api/v1/sessions/s-new/extend', async ({ request }) => {
        extendBody = await request.json();
        return intentBody(2430, 1);
      }),
      answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => ({
        status: 'success',
        message: 'ok',
        data: { paymentIntentId: 'demo_pi_1', status: 'succeeded', amount: 2430 },
      })),
      answerPost<ConfirmSessionExtensionApiResponse>('*/api/v1/sessions/s-new/extend/confirm', async ({ request }) => {
        confirmBody = await request.json();
        return bookedAnswer({ totalCost: 2430, startTime: active.startTime, endTime: '2026-11-22T13:00:00.000Z', sessions: [] });
      }),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    await ue.click(await screen.findByRole('button', { name: 'Extend' }));
    await ue.click(screen.getByRole('button', { name: 'More hours' }));
    await ue.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Demo payment — no money is charged')).toBeInTheDocument();
    expect(extendBody).toEqual({ hours: 2 });
    await ue.type(screen.getByLabelText('Card number'), '4242424242424242');
    await ue.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await ue.type(screen.getByLabelText('CVC'), '123');
    await ue.click(screen.getByRole('button', { name: 'Pay $24.30' }));
    expect(await screen.findByText(/Parking extended\. New end time:/)).toBeInTheDocument();
    expect(confirmBody).toEqual({ paymentIntentId: 'demo_pi_1' });
  });

  it("shows the server's refund message when the paid extension cannot be applied (409), then the hours again", async () => {
    const ue = typist();
    const refunded = 'The zone closes before then. Please choose fewer hours. Your payment of $7.43 has been refunded.';
    server.use(
      answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => history([active])),
      answerPost<ExtendSessionApiResponse>('*/api/v1/sessions/s-new/extend', () => intentBody(743, 1)),
      answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => ({
        status: 'success',
        message: 'ok',
        data: { paymentIntentId: 'demo_pi_1', status: 'succeeded', amount: 743 },
      })),
      answerPost<ConfirmSessionExtensionApiResponse>('*/api/v1/sessions/s-new/extend/confirm', () => failure(409, refunded)),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    await ue.click(await screen.findByRole('button', { name: 'Extend' }));
    await ue.click(screen.getByRole('button', { name: 'Next' }));
    await ue.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await ue.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await ue.type(screen.getByLabelText('CVC'), '123');
    await ue.click(screen.getByRole('button', { name: 'Pay $7.43' }));
    expect(await screen.findByText(refunded)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.paymentFailed)).not.toBeInTheDocument();
    // A refunded payment cannot be tried again: the hours are asked again.
    expect(screen.queryByRole('button', { name: PARKING_TEXT.retryBooking })).not.toBeInTheDocument();
    expect(screen.getByLabelText(PARKING_TEXT.extendBy)).toBeInTheDocument();
  });

  it('lets the hours to extend by be emptied while typing, and asks for hours rather than pricing an empty field', async () => {
    const ue = typist();
    const asked: unknown[] = [];
    server.use(
      answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => history([active])),
      answerPost<ExtendSessionApiResponse>('*/api/v1/sessions/s-new/extend', async ({ request }) => {
        asked.push(await request.json());
        return intentBody(3645, 3);
      }),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    await ue.click(await screen.findByRole('button', { name: 'Extend' }));
    const field = screen.getByLabelText(PARKING_TEXT.extendBy);
    await ue.clear(field);
    await ue.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.hoursMissing);
    expect(asked).toEqual([]);
    // Backspace the 1, type 3: three hours, not 13.
    await ue.type(field, '3');
    expect(field).toHaveValue('3');
    await ue.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Demo payment — no money is charged')).toBeInTheDocument();
    expect(asked).toEqual([{ hours: 3 }]);
  });

  it("stops + at the zone's closing and says a later end before pricing it; with no hour left, says so and offers no payment", async () => {
    const ue = typist();
    const asked: unknown[] = [];
    // 4:00 to 5:00 AM in Chicago; the zone closes at 7:00 AM, so two hours more is the most.
    const closing: Session = { ...active, openHours: { openTime: '04:00', closeTime: '07:00' } };
    const tooLate: Session = { ...active, _id: 's-late', locationName: 'Late Lot', openHours: { openTime: '04:00', closeTime: '05:30' } };
    server.use(
      answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => history([closing, tooLate])),
      answerPost<ExtendSessionApiResponse>('*/api/v1/sessions/s-new/extend', async ({ request }) => {
        asked.push(await request.json());
        return intentBody(1800, 2);
      }),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    const [first, second] = await screen.findAllByRole('button', { name: 'Extend' });
    await ue.click(first!);
    const more = screen.getByRole('button', { name: 'More hours' });
    await ue.click(more);
    expect(screen.getByLabelText(PARKING_TEXT.extendBy)).toHaveValue('2');
    expect(more).toBeDisabled();
    const field = screen.getByLabelText(PARKING_TEXT.extendBy);
    await ue.clear(field);
    await ue.type(field, '3');
    await ue.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session would end at 8:00 AM, after this zone closes at 7:00 AM. This zone is open from 4:00 AM to 7:00 AM (Central Time). Please choose fewer hours.',
    );
    expect(asked).toEqual([]);
    await ue.click(screen.getByRole('button', { name: PARKING_TEXT.cancel }));

    await ue.click(second!);
    expect(
      await screen.findByText(
        /^This zone closes at 5:30 AM: your parking cannot be extended, as even the shortest extension of one hour would end at 6:00 AM\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(PARKING_TEXT.extendBy)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('reads the booking again after a refusal, so a zone that now closes sooner leaves Cancel only (QA: the hour controls stayed)', async () => {
    const ue = typist();
    let closeTime = '07:00';
    server.use(
      answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () =>
        history([{ ...active, openHours: { openTime: '04:00', closeTime } }]),
      ),
      answerPost<ExtendSessionApiResponse>('*/api/v1/sessions/s-new/extend', () => {
        // The owner moved closing to 5:30 AM meanwhile: the server refuses by its rule.
        closeTime = '05:30';
        return failure(
          400,
          'This zone closes at 5:30 AM: your parking cannot be extended, as even the shortest extension of one hour would end at 6:00 AM.',
        );
      }),
    );
    renderApp('/bookings', { user: SAMPLE_USERS.customer });
    await ue.click(await screen.findByRole('button', { name: 'Extend' }));
    await ue.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument());
    expect(screen.queryByLabelText(PARKING_TEXT.extendBy)).not.toBeInTheDocument();
    expect(screen.getAllByText(/your parking cannot be extended/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: PARKING_TEXT.cancel })).toBeInTheDocument();
  });

  describe('paging', () => {
    const at = (n: number, over: Partial<Session> = {}): Session => ({
      ...old,
      _id: `s-${n}`,
      locationName: `Lot ${n}`,
      startTime: `2026-10-${String(30 - n).padStart(2, '0')}T10:00:00.000Z`,
      endTime: `2026-10-${String(30 - n).padStart(2, '0')}T11:00:00.000Z`,
      ...over,
    });
    // Three pages: [1, 2] -> c1 -> [3, 4] -> c2 -> [5], each answered by the cursor it was asked with.
    const PAGES: Record<string, { sessions: Session[]; nextCursor: string | null }> = {
      '': { sessions: [at(1), at(2)], nextCursor: 'c1' },
      c1: { sessions: [at(3), at(4, { canExtend: true, minutesLeft: 30, endTime: '2026-11-22T10:43:00.000Z' })], nextCursor: 'c2' },
      c2: { sessions: [at(5)], nextCursor: null },
    };
    function pagedHistory(asked: string[]) {
      return answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', ({ request }) => {
        const before = new URL(request.url).searchParams.get('before') ?? '';
        asked.push(before);
        const page = PAGES[before];
        if (!page) return failure(400, MESSAGES.badCursor);
        return history(page.sessions, page.nextCursor);
      });
    }
    const lots = async () => (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);

    it('shows the first page, appends the next one on "Show more", and drops the button after the last', async () => {
      const ue = typist();
      const asked: string[] = [];
      server.use(pagedHistory(asked));
      renderApp('/bookings', { user: SAMPLE_USERS.customer });
      expect(await lots()).toEqual(['Lot 1', 'Lot 2']);
      expect(asked).toEqual(['']);

      await ue.click(screen.getByRole('button', { name: PARKING_TEXT.showMore }));
      await waitFor(async () => expect(await lots()).toEqual(['Lot 1', 'Lot 2', 'Lot 3', 'Lot 4']));
      await ue.click(screen.getByRole('button', { name: PARKING_TEXT.showMore }));
      await waitFor(async () => expect(await lots()).toEqual(['Lot 1', 'Lot 2', 'Lot 3', 'Lot 4', 'Lot 5']));
      expect(screen.queryByRole('button', { name: PARKING_TEXT.showMore })).not.toBeInTheDocument();
      expect(asked).toEqual(['', 'c1', 'c2']);
    });

    it('shows no button when the first page is the only one', async () => {
      server.use(answerGet<GetSessionsMeApiResponse>('*/api/v1/sessions/me', () => history([active], null)));
      renderApp('/bookings', { user: SAMPLE_USERS.customer });
      expect(await lots()).toEqual(['Main Street Garage']);
      expect(screen.queryByRole('button', { name: PARKING_TEXT.showMore })).not.toBeInTheDocument();
    });

    it('extends a booking of a later page, then refreshes every loaded page and keeps them all', async () => {
      const ue = typist();
      const asked: string[] = [];
      server.use(
        pagedHistory(asked),
        answerPost<ExtendSessionApiResponse>('*/api/v1/sessions/s-4/extend', () => intentBody(2430, 1)),
        answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => ({
          status: 'success',
          message: 'ok',
          data: { paymentIntentId: 'demo_pi_1', status: 'succeeded', amount: 2430 },
        })),
        answerPost<ConfirmSessionExtensionApiResponse>('*/api/v1/sessions/s-4/extend/confirm', () =>
          bookedAnswer({ totalCost: 2430, startTime: at(4).startTime, endTime: '2026-10-26T13:00:00.000Z', sessions: [] }),
        ),
      );
      renderApp('/bookings', { user: SAMPLE_USERS.customer });
      await lots();
      await ue.click(screen.getByRole('button', { name: PARKING_TEXT.showMore }));
      await ue.click(await screen.findByRole('button', { name: 'Extend' }));
      expect(asked).toEqual(['', 'c1']);
      await ue.click(screen.getByRole('button', { name: 'More hours' }));
      await ue.click(screen.getByRole('button', { name: 'Next' }));
      await ue.type(await screen.findByLabelText('Card number'), '4242424242424242');
      await ue.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
      await ue.type(screen.getByLabelText('CVC'), '123');
      await ue.click(screen.getByRole('button', { name: 'Pay $24.30' }));
      expect(await screen.findByText(/Parking extended\. New end time:/)).toBeInTheDocument();
      // The extension invalidated the history: both loaded pages (not a third) were asked again, none was lost.
      await waitFor(() => expect(new Set(asked.slice(2))).toEqual(new Set(['', 'c1'])));
      expect(await lots()).toEqual(['Lot 1', 'Lot 2', 'Lot 3', 'Lot 4']);
      expect(screen.getByRole('button', { name: PARKING_TEXT.showMore })).toBeInTheDocument();
    });
  });
});
