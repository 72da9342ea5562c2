import { act, cleanup, screen, within, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ConfirmDemoPaymentApiResponse, CreateStripeIntentApiResponse } from '../../../src/app/api/generated/billing';
import type { SendReceiptApiResponse } from '../../../src/app/api/generated/contact';
import type { CreateSessionApiResponse } from '../../../src/app/api/generated/sessions';
import type { LookupVehicleApiResponse } from '../../../src/app/api/generated/vehicles';
import type { GetLocationZoneApiResponse } from '../../../src/app/api/generated/zones';
import {
  alreadyBookedHere,
  APP_TEXT,
  bookingClosedNow,
  fewerHoursToBook,
  GUEST_BOOKING_TEXT,
  MESSAGES,
  noMoreHoursBeforeClose,
  PARKING_TEXT,
  parkingUntilAbout,
  tooLateToBook,
} from '../../../src/shared/messages';
import { serviceAnswered, serviceProblem } from '../../../src/app/api/serviceStatus';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, bookedAnswer, failure } from '../app/typedHandlers';
import { LOCATION, ZONE, intentBody, lookupHandler, zoneHandler } from './fixtures';
import { openPaymentStorageKey, paidStorageKey, receiptStorageKey, saveReceipt } from '../../../src/app/features/booking/storedReceipt';
import { fixClock } from '../app/clock';
import { bookedStorageKey } from '../../../src/app/features/booking/bookedHere';

useMswServer();
// 9:00 in Chicago, the sample lot's zone (open 06:00-23:00), unless a test says otherwise; the
// fixtures' intents start 10 minutes later.
beforeEach(() => fixClock('2026-11-22T15:00:00Z'));
/** The document as jsdom describes it: no navigation entry, as for a page reached by a link. */
function followedALink() {
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
}

afterEach(() => {
  jest.useRealTimers();
  followedALink();
  // A paid receipt is kept for the tab, and the booked cars for the device: each test starts in a fresh one.
  sessionStorage.clear();
  localStorage.clear();
});

const PATH = '/locations/loc-1/zones/zone-1';

/** The value of the receipt's line named `term`. */
function receiptLine(term: string): HTMLElement {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

const continueButton = () => screen.getByRole('button', { name: PARKING_TEXT.continueToPayment });

async function fillVehicle(n: number, plate: string, state: string) {
  const ue = typist();
  await ue.type(document.getElementById(`vehicle-${n}-plate`) as HTMLInputElement, plate);
  await ue.type(document.getElementById(`vehicle-${n}-state`) as HTMLInputElement, state);
}

/** A guest books one car, ABC123 TX, for the fixtures' $12.15 and pays by card (the demo form). */
async function payAsGuest() {
  const ue = typist();
  await screen.findByLabelText('License Plate');
  await fillVehicle(1, 'abc123', 'tx');
  await ue.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await ue.type(await screen.findByLabelText('Card number'), '4242424242424242');
  await ue.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await ue.type(screen.getByLabelText('CVC'), '123');
  await ue.click(screen.getByRole('button', { name: 'Pay $12.15' }));
}

/** The way to a paid $12.15: the zone, the plate lookup, the intent (each one told to `onIntent`) and the demo confirmation of demo_pi_1. */
function payingHandlers(onIntent: () => void) {
  return [
    zoneHandler(),
    lookupHandler,
    answerPost<CreateStripeIntentApiResponse>('*/api/v1/billing/stripe-intent', () => {
      onIntent();
      return intentBody(1215);
    }),
    answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => ({
      status: 'success',
      message: 'ok',
      data: { paymentIntentId: 'demo_pi_1', status: 'succeeded', amount: 1215 },
    })),
  ];
}

describe('booking flow: closed and missing zones', () => {
  it('shows the closed-zone screen with Find Another for an archived zone', async () => {
    server.use(zoneHandler({ archieved: true }));
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: MESSAGES.zoneClosedTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zoneClosedBody)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.findAnother })).toHaveAttribute('href', '/locations');
  });

  it('says a zone that could not be loaded (a 500) failed, with Try again, which loads it', async () => {
    let calls = 0;
    server.use(
      answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/zone-1', () => {
        calls += 1;
        return calls === 1 ? failure(500, 'boom') : { status: 'success', data: { zone: ZONE, location: LOCATION } };
      }),
    );
    renderApp(PATH);
    expect(await screen.findByText(MESSAGES.serverError)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.paymentFailed)).not.toBeInTheDocument();
    await typist().click(screen.getByRole('button', { name: PARKING_TEXT.retryBooking }));
    expect(await screen.findByLabelText('License Plate')).toBeInTheDocument();
  });

  it("says Not found (SPEC 2's words, not the server's Zone not found) for an unknown zone", async () => {
    server.use(answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/zone-1', () => failure(404, 'Zone not found')));
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.queryByText('Zone not found')).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zoneMissingBody)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.findAnother })).toHaveAttribute('href', '/locations');
  });

  it("says Not found for an address whose ids the server refuses (400), not the field check's text", async () => {
    server.use(
      answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/zone-1', () => failure(400, 'params.zoneId: Invalid UUID')),
    );
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.queryByText(/Invalid UUID/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.findAnother })).toHaveAttribute('href', '/locations');
  });
});

describe('booking flow: step 0, Session Info', () => {
  beforeEach(() => server.use(zoneHandler(), lookupHandler));

  it('requires a plate and a state', async () => {
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    await typist().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(MESSAGES.plateRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.stateRequired)).toBeInTheDocument();
  });

  it('says a one-letter state is not a state, beside the field, before anything is sent', async () => {
    let intents = 0;
    server.use(...payingHandlers(() => (intents += 1)));
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    await fillVehicle(1, 'ab12', 'm');
    await typist().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(MESSAGES.stateRequired)).toBeInTheDocument();
    expect(document.getElementById('vehicle-1-state')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/vehicles\.0\.state/)).not.toBeInTheDocument();
    expect(intents).toBe(0);
  });

  it('upper-cases plate and state as typed and cuts them to 8 and 2', async () => {
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    await fillVehicle(1, 'abc12345xyz', 'txa');
    expect(document.getElementById('vehicle-1-plate')).toHaveValue('ABC12345');
    expect(document.getElementById('vehicle-1-state')).toHaveValue('TX');
  });

  it('takes 1 to 5 vehicles and prices each one', async () => {
    const ue = typist();
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    // $9.00 an hour, fee factor 0.35 below $10: $9.00 + $3.15 per vehicle.
    expect(within(screen.getByTestId('price-total')).getByText('$12.15')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove vehicle/ })).not.toBeInTheDocument();
    for (let i = 0; i < 4; i += 1) await ue.click(screen.getByRole('button', { name: '+ Add vehicle' }));
    expect(screen.getAllByLabelText('License Plate')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: '+ Add vehicle' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('price-total')).getByText('$60.75')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Remove vehicle 5' }));
    expect(screen.getAllByLabelText('License Plate')).toHaveLength(4);
    expect(within(screen.getByTestId('price-total')).getByText('$48.60')).toBeInTheDocument();
  });

  it('prices more hours', async () => {
    const ue = typist();
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    await ue.click(screen.getByRole('button', { name: 'More hours' }));
    expect(screen.getByLabelText('Hours')).toHaveValue('2');
    expect(within(screen.getByTestId('price-total')).getByText('$24.30')).toBeInTheDocument();
  });

  it("says when the hours priced would end, in the lot's time, before paying", async () => {
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    // 9:00 AM in Chicago: the booking starts at 9:10 and one hour ends at 10:10.
    expect(screen.getByText(parkingUntilAbout('Nov 22, 10:10 AM', 'Central Time'))).toBeInTheDocument();
    await typist().click(screen.getByRole('button', { name: 'More hours' }));
    expect(screen.getByText(parkingUntilAbout('Nov 22, 11:10 AM', 'Central Time'))).toBeInTheDocument();
  });

  it('says when a daily pass would end too: a day after its start', async () => {
    server.use(zoneHandler({ isHourly: false }));
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    expect(screen.getByText(parkingUntilAbout('Nov 23, 9:10 AM', 'Central Time'))).toBeInTheDocument();
  });

  it('shows the lookup failure message when the vehicle lookup fails', async () => {
    server.use(answerPost<LookupVehicleApiResponse>('*/api/v1/vehicles/get', () => failure(400, 'bad')));
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    await fillVehicle(1, 'abc123', 'tx');
    await typist().tab();
    expect(await screen.findByText(MESSAGES.vehicleLookupFailed)).toBeInTheDocument();
  });

  it('shows the server refusal (e.g. past closing time) and stays on step 0', async () => {
    server.use(
      answerPost<CreateStripeIntentApiResponse>('*/api/v1/billing/stripe-intent', () =>
        failure(400, 'Your session would end after this zone closes.'),
      ),
    );
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    await fillVehicle(1, 'abc123', 'tx');
    await typist().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Your session would end after this zone closes.')).toBeInTheDocument();
    expect(screen.getByLabelText('License Plate')).toBeInTheDocument();
  });

  it('says No connection when Continue got no answer, not that something went wrong with the card', async () => {
    server.use(answerPost<CreateStripeIntentApiResponse>('*/api/v1/billing/stripe-intent', () => HttpResponse.error()));
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    await fillVehicle(1, 'abc123', 'tx');
    await typist().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(MESSAGES.noConnection)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.paymentFailed)).not.toBeInTheDocument();
  });
});

describe("booking flow: the zone's open hours, said before the driver asks", () => {
  beforeEach(() => server.use(zoneHandler(), lookupHandler));

  it("says the zone is not open at the time a booking would start, in the lot's time zone", async () => {
    fixClock('2026-11-23T05:30:00Z'); // 23:30 in Chicago: a booking now would start at 11:40 PM
    renderApp(PATH);
    expect(
      await screen.findByText(
        'Parking is not allowed at 11:40 PM. This zone is open from 6:00 AM to 11:00 PM (Central Time). Please come back during open hours.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the hours chosen run past closing, and not once they fit', async () => {
    fixClock('2026-11-23T03:00:00Z'); // 21:00 in Chicago: 1 hour ends 22:10, 2 hours 23:10
    const ue = typist();
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    await fillVehicle(1, 'abc123', 'tx');
    expect(screen.queryByText(/after this zone closes/)).not.toBeInTheDocument();
    // + stops at 1 hour here, and says why under the field.
    expect(screen.getByRole('button', { name: 'More hours' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'More hours' })).toHaveAccessibleDescription(noMoreHoursBeforeClose('23:00'));
    expect(continueButton()).toBeEnabled();
    // 2 hours typed are said to run past closing, and Continue is off with why beside it.
    await ue.clear(screen.getByLabelText(PARKING_TEXT.hours));
    await ue.type(screen.getByLabelText(PARKING_TEXT.hours), '2');
    expect(
      screen.getByText(
        'Your session would end at 11:10 PM, after this zone closes at 11:00 PM. This zone is open from 6:00 AM to 11:00 PM (Central Time). Please choose fewer hours.',
      ),
    ).toBeInTheDocument();
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription(fewerHoursToBook('23:00'));
    expect(screen.getByRole('button', { name: 'More hours' })).toBeDisabled();
    // Too many hours typed: only that is said, not the closing notice of the last number that was valid.
    await ue.type(screen.getByLabelText(PARKING_TEXT.hours), '5');
    expect(screen.getByText(MESSAGES.hoursTooMany)).toBeInTheDocument();
    expect(screen.queryByText(/after this zone closes/)).not.toBeInTheDocument();
    expect(screen.queryByText(fewerHoursToBook('23:00'))).not.toBeInTheDocument();
    await ue.clear(screen.getByLabelText(PARKING_TEXT.hours));
    await ue.type(screen.getByLabelText(PARKING_TEXT.hours), '2');
    await ue.click(screen.getByRole('button', { name: 'Fewer hours' }));
    expect(screen.queryByText(/after this zone closes/)).not.toBeInTheDocument();
    expect(continueButton()).toBeEnabled();
    expect(screen.queryByText(fewerHoursToBook('23:00'))).not.toBeInTheDocument();
  });

  it("shows the server's refusal alone when its clock refuses what the page's still allowed", async () => {
    fixClock('2026-11-23T03:49:50Z'); // 21:49:50 in Chicago: one hour ends 22:59:50, before closing
    const refusal =
      'This zone closes at 11:00 PM: a booking made now, for the shortest time of one hour, would end at 11:01 PM. This zone is open from 6:00 AM to 11:00 PM (Central Time). Please come back during open hours.';
    server.use(answerPost<CreateStripeIntentApiResponse>('*/api/v1/billing/stripe-intent', () => failure(400, refusal)));
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    await fillVehicle(1, 'abc123', 'tx');
    expect(continueButton()).toBeEnabled();
    await typist().click(continueButton());
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getAllByText(/This zone closes at 11:00 PM/)).toHaveLength(1);
    expect(screen.getByLabelText('License Plate')).toBeInTheDocument();
  });

  describe('when no booking can fit now, Continue to Payment is off and says why beside it', () => {
    let intentCalls: number;
    beforeEach(() => {
      intentCalls = 0;
      server.use(
        answerPost<CreateStripeIntentApiResponse>('*/api/v1/billing/stripe-intent', () => {
          intentCalls += 1;
          return failure(400, 'refused');
        }),
      );
    });

    it('at 10:16 PM in a zone open until 11:00 PM: open, but too late to book (QA, Eastern Time)', async () => {
      fixClock('2026-11-23T03:16:00Z'); // 10:16 PM in Boston
      server.use(
        answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/zone-1', () => ({
          status: 'success',
          data: { zone: { ...ZONE, zoneNumber: 'A1' }, location: { ...LOCATION, name: 'Back Bay Lot', timeZone: 'America/New_York' } },
        })),
      );
      const ue = typist();
      renderApp(PATH);
      await screen.findByLabelText('License Plate');
      expect(
        screen.getByText(
          'This zone closes at 11:00 PM: a booking made now, for the shortest time of one hour, would end at 11:26 PM. This zone is open from 6:00 AM to 11:00 PM (Eastern Time). Please come back during open hours.',
        ),
      ).toBeInTheDocument();
      expect(continueButton()).toBeDisabled();
      expect(continueButton()).toHaveAccessibleDescription(tooLateToBook('23:00'));
      expect(screen.getByText('Too late to book: this zone closes at 11:00 PM.')).toBeVisible();
      // A plate typed and Enter pressed: nothing is sent.
      await fillVehicle(1, 'abc123', 'tx');
      await ue.type(document.getElementById('vehicle-1-plate') as HTMLInputElement, '{Enter}');
      // More hours typed change nothing: no booking fits, and that is what is said (not "choose fewer hours").
      await ue.clear(screen.getByLabelText(PARKING_TEXT.hours));
      await ue.type(screen.getByLabelText(PARKING_TEXT.hours), '3');
      expect(screen.getByText(/This zone closes at 11:00 PM: a booking made now/)).toBeInTheDocument();
      expect(screen.queryByText(/Please choose fewer hours/)).not.toBeInTheDocument();
      expect(continueButton()).toHaveAccessibleDescription(tooLateToBook('23:00'));
      // Even with the field emptied, the zone's hours still hold.
      await ue.clear(screen.getByLabelText(PARKING_TEXT.hours));
      expect(continueButton()).toBeDisabled();
      expect(screen.getByText(/This zone closes at 11:00 PM: a booking made now/)).toBeInTheDocument();
      expect(intentCalls).toBe(0);
      expect(screen.queryByLabelText(PARKING_TEXT.cardNumber)).not.toBeInTheDocument();
    });

    it('at 11:30 PM, when the zone is not open: closed now, and when it opens', async () => {
      fixClock('2026-11-23T05:30:00Z');
      renderApp(PATH);
      await screen.findByText(/Parking is not allowed at 11:40 PM/);
      await fillVehicle(1, 'abc123', 'tx');
      expect(continueButton()).toBeDisabled();
      expect(continueButton()).toHaveAccessibleDescription(bookingClosedNow('06:00'));
      expect(bookingClosedNow('06:00')).toBe('Closed now: this zone opens at 6:00 AM.');
      expect(intentCalls).toBe(0);
    });

    it('a daily zone that is not open: the same', async () => {
      fixClock('2026-11-23T05:30:00Z');
      server.use(zoneHandler({ isHourly: false, price: 25 }));
      renderApp(PATH);
      await screen.findByText(/Parking is not allowed at 11:40 PM/);
      expect(continueButton()).toBeDisabled();
      expect(continueButton()).toHaveAccessibleDescription(bookingClosedNow('06:00'));
    });
  });
});

describe('booking flow: payment and receipt', () => {
  let sessionCalls: unknown[];
  let receiptBody: unknown;
  beforeEach(() => {
    sessionCalls = [];
    receiptBody = undefined;
    server.use(
      zoneHandler(),
      lookupHandler,
      answerPost<CreateStripeIntentApiResponse>('*/api/v1/billing/stripe-intent', () => intentBody(1215)),
      answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', async ({ request }) => {
        const body = (await request.json()) as { cardNumber: string };
        if (body.cardNumber === '4000000000000002') return failure(402, 'Your card was declined.');
        return {
          status: 'success',
          message: 'ok',
          data: { paymentIntentId: 'demo_pi_1', status: 'succeeded', amount: 1215 },
        };
      }),
      answerPost<CreateSessionApiResponse>(
        '*/api/v1/sessions',
        async ({ request }) => {
          sessionCalls.push(await request.json());
          return bookedAnswer({
            totalCost: 1215,
            startTime: '2026-11-22T15:10:00.000Z',
            endTime: '2026-11-22T16:10:00.000Z',
            sessions: [],
          });
        },
        { status: 201 },
      ),
      answerPost<SendReceiptApiResponse>('*/api/v1/contact/sendReceipt', async ({ request }) => {
        receiptBody = await request.json();
        await new Promise((r) => setTimeout(r, 50));
        return { status: 'success', message: 'sent' };
      }),
    );
  });

  async function toPayment() {
    await screen.findByLabelText('License Plate');
    await fillVehicle(1, 'abc123', 'tx');
    await typist().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByLabelText('Card number');
  }

  async function pay(card: string) {
    const ue = typist();
    await ue.clear(screen.getByLabelText('Card number'));
    await ue.type(screen.getByLabelText('Card number'), card);
    await ue.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await ue.type(screen.getByLabelText('CVC'), '123');
    await ue.click(screen.getByRole('button', { name: 'Pay $12.15' }));
  }

  it("shows the server's total, a demo label, and Back returns to step 0", async () => {
    renderApp(PATH);
    await toPayment();
    // The new step has the focus, named by its title (the button that led there is gone).
    expect(screen.getByRole('region', { name: PARKING_TEXT.stepPayment })).toHaveFocus();
    expect(screen.getByText('Demo payment — no money is charged')).toBeInTheDocument();
    expect(within(screen.getByTestId('price-total')).getByText('$12.15')).toBeInTheDocument();
    // Back leaves the payment step's history entry, as the phone's Back does: the form comes back with what was typed.
    await typist().click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('License Plate')).toHaveValue('ABC123');
    // Continue again: the same price, without asking for another intent.
    await typist().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(within(await screen.findByTestId('price-total')).getByText('$12.15')).toBeInTheDocument();
  });

  it('offers no Back while Pay waits for its answer (the money may be moving), and Back again once a refusal came', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', async () => {
        await held;
        return failure(402, 'Your card was declined.');
      }),
    );
    renderApp(PATH);
    await toPayment();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await pay('4242424242424242');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Back' })).toBeNull());
    release();
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it("shows the provider's decline message as is", async () => {
    renderApp(PATH);
    await toPayment();
    await pay('4000000000000002');
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(sessionCalls).toHaveLength(0);
  });

  it('books after payment, then walks the receipt button through its states', async () => {
    const ue = typist();
    renderApp(PATH, { user: SAMPLE_USERS.customer });
    await toPayment();
    await pay('4242424242424242');
    const send = await screen.findByRole('button', { name: MESSAGES.sendReceipt });
    expect(sessionCalls).toHaveLength(1);
    expect(sessionCalls[0]).toMatchObject({ paymentIntentId: 'demo_pi_1', vehiclePlate: 'ABC123', vehicleState: 'TX', zoneId: 'zone-1' });
    // Date like "Month Day, Year", in the location's time zone.
    expect(screen.getByTestId('receipt-date')).toHaveTextContent('November 22, 2026');
    // The lines that make the total: the rate with its unit and the hours (one vehicle: no count).
    expect(receiptLine(PARKING_TEXT.rate)).toHaveTextContent('$9.00 per hour');
    expect(receiptLine(PARKING_TEXT.hours)).toHaveTextContent('1 h');
    // The times above are the lot's, and say so.
    expect(receiptLine(PARKING_TEXT.timeZone)).toHaveTextContent('Central Time');
    expect(screen.queryByText(PARKING_TEXT.vehicles, { selector: 'dt' })).not.toBeInTheDocument();

    await ue.clear(screen.getByLabelText(/Your Name/));
    await ue.clear(screen.getByLabelText(/Your Email/));
    await ue.click(send);
    expect(await screen.findByText(MESSAGES.receiptNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.receiptEmailRequired)).toBeInTheDocument();

    await ue.type(screen.getByLabelText(/Your Name/), 'Casey Driver');
    await ue.type(screen.getByLabelText(/Your Email/), 'casey@example.com');
    await ue.click(screen.getByRole('button', { name: MESSAGES.sendReceipt }));
    expect(await screen.findByRole('button', { name: MESSAGES.sendingReceipt })).toBeDisabled();
    expect(await screen.findByRole('button', { name: MESSAGES.receiptSent })).toBeDisabled();
    expect(receiptBody).toMatchObject({
      email: 'casey@example.com',
      name: 'Casey Driver',
      zoneNumber: '101',
      totalCost: 12.15,
      licensePlate: 'ABC123 TX',
    });

    jest.mocked(window.scrollTo).mockClear();
    await ue.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(MESSAGES.allSet)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booking History' })).toBeInTheDocument();
    // The short page is shown from its top, not at the long receipt's scroll.
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('retries the session create after a dropped answer without paying again', async () => {
    let attempts = 0;
    server.use(
      answerPost<CreateSessionApiResponse>('*/api/v1/sessions', async ({ request }) => {
        sessionCalls.push(await request.json());
        attempts += 1;
        if (attempts === 1) return HttpResponse.error();
        // 200: the replay of a booking whose first answer was lost.
        return bookedAnswer({ totalCost: 1215, startTime: '2026-11-22T15:10:00.000Z', endTime: '2026-11-22T16:10:00.000Z', sessions: [] });
      }),
    );
    renderApp(PATH);
    await toPayment();
    await pay('4242424242424242');
    expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt }, { timeout: 8000 })).toBeInTheDocument();
    expect(sessionCalls).toHaveLength(2);
    expect(sessionCalls.every((c) => (c as { paymentIntentId: string }).paymentIntentId === 'demo_pi_1')).toBe(true);
    // A guest has no history to go to.
    await act(async () => {
      await typist().click(screen.getByRole('button', { name: 'Done' }));
    });
    expect(await screen.findByText(MESSAGES.allSet)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Booking History' })).not.toBeInTheDocument();
  });
});

describe('booking flow: a paid receipt survives a reload of the page', () => {
  let sessionCalls: number;
  let intentCalls: number;
  beforeEach(() => {
    sessionCalls = 0;
    intentCalls = 0;
    server.use(
      ...payingHandlers(() => (intentCalls += 1)),
      answerPost<CreateSessionApiResponse>(
        '*/api/v1/sessions',
        () => {
          sessionCalls += 1;
          return bookedAnswer({
            totalCost: 1215,
            startTime: '2026-11-22T15:10:00.000Z',
            endTime: '2026-11-22T16:10:00.000Z',
            sessions: [
              {
                _id: 'sess-9',
                guestToken: 'tok-9',
                plateNumber: 'ABC123',
                state: 'TX',
                startTime: '2026-11-22T15:10:00.000Z',
                endTime: '2026-11-22T16:10:00.000Z',
                createdAt: '2026-11-22T15:00:00.000Z',
                rate: 9,
                days: 0,
                zoneId: 'zone-1',
                locationId: 'loc-1',
                zoneNumber: '101',
                locationName: LOCATION.name,
                locationAddress: LOCATION.address,
                totalCost: 12.15,
                isHourly: true,
                paid: true,
                timeZone: 'America/Chicago',
                canExtend: true,
                canStop: true,
                refunded: 0,
                minutesLeft: 60,
              },
            ],
          });
        },
        { status: 201 },
      ),
    );
  });

  async function payAsGuestAndSeeReceipt() {
    await payAsGuest();
    await screen.findByRole('button', { name: MESSAGES.sendReceipt });
  }

  /** The document as the browser describes it after a reload of `path` (jsdom has no navigation entries). */
  function reopened(path: string) {
    const entry = { type: 'reload', name: `http://localhost${path}` };
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? [entry] : []),
    });
  }

  /** A reload: the page, its store and its router are gone; the tab's sessionStorage stays. */
  function reload(path = PATH, options: Parameters<typeof renderApp>[1] = {}) {
    cleanup();
    reopened(path);
    return renderApp(path, options);
  }

  it("offers a guest their booking's page on the finished screen (no Booking History to go back through)", async () => {
    renderApp(PATH);
    const ue = typist();
    await screen.findByLabelText('License Plate');
    await fillVehicle(1, 'abc123', 'tx');
    await ue.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    // The payment step names the car paid for, above the amount: a typo is caught before paying.
    const platesLine = await screen.findByText(PARKING_TEXT.plates, { selector: 'dt' }, { timeout: 8000 });
    expect(platesLine.nextElementSibling).toHaveTextContent('ABC123 TX');
    await ue.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await ue.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await ue.type(screen.getByLabelText('CVC'), '123');
    await ue.click(screen.getByRole('button', { name: 'Pay $12.15' }));
    await screen.findByRole('button', { name: MESSAGES.sendReceipt }, { timeout: 8000 });
    await act(async () => {
      await typist().click(screen.getByRole('button', { name: 'Done' }));
    });
    expect(await screen.findByText(MESSAGES.allSet)).toBeInTheDocument();
    expect(screen.getByText(PARKING_TEXT.guestBookingKeep)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PARKING_TEXT.openGuestBooking })).toHaveAttribute('href', '/bookings/guest/tok-9');
    expect(screen.queryByRole('button', { name: 'Booking History' })).not.toBeInTheDocument();
  });

  it("shows a guest's receipt again after a reload, without asking to pay, until a new booking is started", async () => {
    renderApp(PATH);
    await payAsGuestAndSeeReceipt();
    expect(sessionCalls).toBe(1);

    reload();
    expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();
    expect(screen.getByText('ABC123 TX')).toBeInTheDocument();
    expect(screen.getByText('$12.15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Extend' })).toHaveAttribute('href', '/bookings/guest/tok-9');
    expect(screen.queryByLabelText('License Plate')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(sessionCalls).toBe(1);
    expect(intentCalls).toBe(1);
    // What is kept: the booking's ids and what the receipt shows, never the card.
    const kept = sessionStorage.getItem(receiptStorageKey('loc-1', 'zone-1')) ?? '';
    expect(kept).toContain('demo_pi_1');
    expect(kept).not.toMatch(/4242|1230|cvc|card/i);

    // A new visit to the zone (a link followed, not a reload) opens the form: maybe a second booking.
    cleanup();
    followedALink();
    renderApp(PATH);
    expect(await screen.findByLabelText('License Plate')).toHaveValue('');
    reload();
    expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();

    // A new booking: the receipt is dropped, the form is back, and a reload keeps it so.
    await typist().click(screen.getByRole('button', { name: GUEST_BOOKING_TEXT.newBooking }));
    expect(await screen.findByLabelText('License Plate')).toHaveValue('');
    expect(sessionStorage.getItem(receiptStorageKey('loc-1', 'zone-1'))).toBeNull();
    reload();
    expect(await screen.findByLabelText('License Plate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.sendReceipt })).not.toBeInTheDocument();
    // The new booking asks for a payment of its own.
    await fillVehicle(1, 'xyz987', 'tx');
    await typist().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(intentCalls).toBe(2);
  });

  it('does not offer Send Receipt again after a reload once the receipt was mailed', async () => {
    let mailed = 0;
    server.use(
      answerPost<SendReceiptApiResponse>('*/api/v1/contact/sendReceipt', () => {
        mailed += 1;
        return { status: 'success', message: 'sent' };
      }),
    );
    renderApp(PATH);
    await payAsGuestAndSeeReceipt();
    const ue = typist();
    await ue.type(screen.getByLabelText(/Your Name/), 'Casey Driver');
    await ue.type(screen.getByLabelText(/Your Email/), 'casey@example.com');
    await ue.click(screen.getByRole('button', { name: MESSAGES.sendReceipt }));
    expect(await screen.findByRole('button', { name: MESSAGES.receiptSent })).toBeDisabled();

    reload();
    expect(await screen.findByRole('button', { name: MESSAGES.receiptSent })).toBeDisabled();
    expect(screen.queryByRole('button', { name: MESSAGES.sendReceipt })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Your Email/)).toHaveValue('casey@example.com');
    expect(mailed).toBe(1);
  });

  it('names a car this device already booked in this zone before it is paid for again, in another tab too', async () => {
    renderApp(PATH);
    await payAsGuestAndSeeReceipt();
    // The lot's QR code scanned again: a new tab (a sessionStorage of its own) on the same device.
    cleanup();
    followedALink();
    sessionStorage.clear();
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    // Booked until 16:10 UTC: 10:10 AM at the lot (Chicago).
    const notice = alreadyBookedHere([{ car: 'ABC123 TX', until: 'Nov 22, 10:10 AM' }]);
    await fillVehicle(1, 'xyz987', 'tx');
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
    await typist().clear(document.getElementById('vehicle-1-plate') as HTMLInputElement);
    await typist().type(document.getElementById('vehicle-1-plate') as HTMLInputElement, 'abc123');
    expect(await screen.findByText(notice)).toBeInTheDocument();
    // Said, not refused: a second window stays possible.
    await typist().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(intentCalls).toBe(2);
  });

  it('keeps the receipt after Done, and never shows it to someone else or after the parking ended', async () => {
    renderApp(PATH);
    await payAsGuestAndSeeReceipt();
    await typist().click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(MESSAGES.allSet)).toBeInTheDocument();

    reload();
    expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();
    // Another zone of the tab has its own.
    server.use(
      answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/zone-2', () => ({
        status: 'success',
        data: { zone: { ...ZONE, _id: 'zone-2' }, location: LOCATION },
      })),
    );
    reload('/locations/loc-1/zones/zone-2');
    expect(await screen.findByLabelText('License Plate')).toBeInTheDocument();
    // A signed-in driver in the same tab does not get the guest's receipt.
    reload(PATH, { user: SAMPLE_USERS.customer });
    expect(await screen.findByLabelText('License Plate')).toBeInTheDocument();

    // Once the parking has ended, the page offers a new booking.
    fixClock('2026-11-22T16:11:00Z');
    reload();
    expect(await screen.findByLabelText('License Plate')).toBeInTheDocument();
    expect(sessionStorage.getItem(receiptStorageKey('loc-1', 'zone-1'))).toBeNull();
  });

  it('shows a stored receipt even when the zone has since closed, and ignores a damaged one', async () => {
    server.use(zoneHandler({ archieved: true }));
    saveReceipt('loc-1', 'zone-1', {
      owner: null,
      hourly: true,
      receipt: {
        paymentIntentId: 'demo_pi_7',
        locationId: 'loc-1',
        locationName: LOCATION.name,
        locationAddress: LOCATION.address,
        zoneId: 'zone-1',
        zoneNumber: ZONE.zoneNumber,
        plates: ['XYZ987 TX'],
        startTime: '2026-11-22T15:10:00.000Z',
        endTime: '2026-11-22T16:10:00.000Z',
        rateCents: 900,
        feesCents: 315,
        totalCents: 1215,
      },
    });
    reopened(PATH);
    renderApp(PATH);
    expect(await screen.findByText('XYZ987 TX')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `${LOCATION.name} · Zone ${ZONE.zoneNumber}` })).toBeInTheDocument();

    sessionStorage.setItem(receiptStorageKey('loc-1', 'zone-1'), '{"receipt":{"paymentIntentId":1}}');
    reload();
    expect(await screen.findByRole('heading', { name: MESSAGES.zoneClosedTitle })).toBeInTheDocument();
    expect(sessionStorage.getItem(receiptStorageKey('loc-1', 'zone-1'))).toBeNull();
  });
});

describe('booking flow: the receipt adds up', () => {
  it('shows the rate per hour, the hours and the number of vehicles beside the fees and total', async () => {
    server.use(zoneHandler());
    saveReceipt('loc-1', 'zone-1', {
      owner: null,
      hourly: true,
      receipt: {
        paymentIntentId: 'demo_pi_8',
        locationId: 'loc-1',
        locationName: LOCATION.name,
        locationAddress: LOCATION.address,
        zoneId: 'zone-1',
        zoneNumber: ZONE.zoneNumber,
        plates: ['AAA111 TX', 'BBB222 TX'],
        startTime: '2026-11-22T15:10:00.000Z',
        endTime: '2026-11-22T16:25:00.000Z',
        rateCents: 550,
        feesCents: 482,
        totalCents: 1858,
        hours: 1.25,
      },
    });
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? [{ type: 'reload', name: `http://localhost${PATH}` }] : []),
    });
    renderApp(PATH);
    expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();
    expect(receiptLine(PARKING_TEXT.rate)).toHaveTextContent('$5.50 per hour');
    expect(receiptLine(PARKING_TEXT.hours)).toHaveTextContent('1 h 15 min');
    expect(receiptLine(PARKING_TEXT.vehicles)).toHaveTextContent('2');
    expect(receiptLine(PARKING_TEXT.fees)).toHaveTextContent('$4.82');
    expect(receiptLine(PARKING_TEXT.total)).toHaveTextContent('$18.58');
  });
});

describe('booking flow: paid but not booked yet', () => {
  let sessionCalls: string[];
  let intentCalls: number;
  // null: booked; else this failure.
  let sessionAnswer: () => Response | null;
  const booked = bookedAnswer({
    totalCost: 1215,
    startTime: '2026-11-22T15:10:00.000Z',
    endTime: '2026-11-22T16:10:00.000Z',
    sessions: [],
  });
  beforeEach(() => {
    sessionCalls = [];
    intentCalls = 0;
    sessionAnswer = () => HttpResponse.error();
    server.use(
      ...payingHandlers(() => (intentCalls += 1)),
      answerPost<CreateSessionApiResponse>('*/api/v1/sessions', async ({ request }) => {
        sessionCalls.push(((await request.json()) as { paymentIntentId: string }).paymentIntentId);
        const answer = sessionAnswer();
        return answer ?? booked;
      }),
    );
  });

  it('says the payment went through when booking keeps failing, and finishes the booking on the next visit without paying again', async () => {
    renderApp(PATH);
    await payAsGuest();
    // A guest has no My Bookings: they are told where the booking will show.
    expect(await screen.findByText(MESSAGES.paidNotBookedGuest, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.paymentFailed)).not.toBeInTheDocument();
    // (The page's own, beside the service banner's for the lost connection.)
    const step = screen.getByRole('region', { name: PARKING_TEXT.stepPayment });
    expect(within(step).getByRole('button', { name: PARKING_TEXT.retryBooking })).toBeInTheDocument();
    // Kept for the tab from the moment it was paid: the payment's ids, never the card.
    const kept = sessionStorage.getItem(paidStorageKey('loc-1', 'zone-1')) ?? '';
    expect(kept).toContain('demo_pi_1');
    expect(kept).toContain('demo_pi_1_secret');
    expect(kept).not.toMatch(/4242|1230|cvc|card/i);
    // Every tab of the device sees the car covered from the moment it was paid, not only once booked.
    expect(JSON.parse(localStorage.getItem(bookedStorageKey('loc-1', 'zone-1')) ?? '[]')).toHaveLength(1);

    // The tab is closed on the way and the zone opened again (a link, not even a reload): no form,
    // the same payment is sent again, and its receipt follows.
    cleanup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    sessionAnswer = () => null;
    server.use(
      answerPost<CreateSessionApiResponse>('*/api/v1/sessions', async ({ request }) => {
        sessionCalls.push(((await request.json()) as { paymentIntentId: string }).paymentIntentId);
        await held;
        return booked;
      }),
    );
    renderApp(PATH);
    expect(await screen.findByText(MESSAGES.paidResuming)).toBeInTheDocument();
    expect(screen.queryByLabelText('License Plate')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();
    expect(sessionCalls.every((id) => id === 'demo_pi_1')).toBe(true);
    expect(intentCalls).toBe(1);
    // Booked: the paid booking is forgotten, its receipt kept instead.
    expect(sessionStorage.getItem(paidStorageKey('loc-1', 'zone-1'))).toBeNull();
    expect(sessionStorage.getItem(receiptStorageKey('loc-1', 'zone-1'))).toContain('demo_pi_1');
  });

  it('finishes a paid booking by itself once the service answers again (the banner promised it), without a tap', async () => {
    const { store } = renderApp(PATH);
    await payAsGuest();
    expect(await screen.findByText(MESSAGES.paidNotBookedGuest, {}, { timeout: 8000 })).toBeInTheDocument();
    const tries = sessionCalls.length;
    sessionAnswer = () => null;
    // The signal is back: the banner's health check answered.
    act(() => {
      store.dispatch(serviceProblem(APP_TEXT.offline));
      store.dispatch(serviceAnswered());
    });
    expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();
    expect(sessionCalls.length).toBe(tries + 1);
    expect(sessionCalls.every((id) => id === 'demo_pi_1')).toBe(true);
    expect(intentCalls).toBe(1);
  });

  describe("Pay's answer lost (the card may or may not have been charged)", () => {
    /** Pay's answer never arrives (the card may be charged, nothing is booked); the driver leaves, and opens the zone again. */
    async function payWithAnswerLostThenLeave() {
      server.use(answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => HttpResponse.error()));
      renderApp(PATH);
      await payAsGuest();
      // Asked about at once (POST /sessions, no signal either): never "went wrong, try again", and
      // no card form or Back, which would lead to a second payment, until it is known.
      expect(await screen.findByText(MESSAGES.paymentUnchecked, {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.paymentFailed)).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: PARKING_TEXT.back })).not.toBeInTheDocument();
      expect(new Set(sessionCalls)).toEqual(new Set(['demo_pi_1']));
      sessionCalls = [];
      cleanup();
      followedALink();
    }

    it('charged, found out at once: the receipt, without leaving the page or paying again', async () => {
      server.use(answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => HttpResponse.error()));
      sessionAnswer = () => null;
      renderApp(PATH);
      await payAsGuest();
      expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();
      expect(screen.queryByText(MESSAGES.paymentFailed)).not.toBeInTheDocument();
      expect(sessionCalls).toEqual(['demo_pi_1']);
      expect(intentCalls).toBe(1);
    });

    it('not charged, found out at once: said so, and only the same payment is offered (no Back: a late answer would pay it)', async () => {
      server.use(answerPost<ConfirmDemoPaymentApiResponse>('*/api/v1/billing/demo/confirm', () => HttpResponse.error()));
      sessionAnswer = () => failure(402, 'The payment has not been completed.');
      renderApp(PATH);
      await payAsGuest();
      // A notice (the same payment waits below), not a failure.
      expect(await screen.findByText(MESSAGES.paymentNotTaken)).toHaveClass('p-notice-warning');
      expect(screen.getByRole('button', { name: 'Pay $12.15' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: PARKING_TEXT.back })).not.toBeInTheDocument();
      expect(intentCalls).toBe(1);
    });

    it('charged: the next visit asks about that payment and shows its receipt, without a second payment', async () => {
      // The driver gives up and opens the zone again (a reload or the lot's link): the payment is asked about first.
      await payWithAnswerLostThenLeave();
      sessionAnswer = () => null;
      renderApp(PATH);
      expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();
      expect(sessionCalls).toEqual(['demo_pi_1']);
      expect(intentCalls).toBe(1);
      expect(sessionStorage.getItem(openPaymentStorageKey('loc-1', 'zone-1'))).toBeNull();
    });

    it('not charged: the next visit offers the same payment again, so paying now pays once', async () => {
      await payWithAnswerLostThenLeave();
      sessionAnswer = () => failure(402, 'The payment has not been completed.');
      server.use(...payingHandlers(() => (intentCalls += 1)));
      renderApp(PATH);
      // The same cars and price, on the payment step, with the payment opened before.
      expect(await screen.findByRole('button', { name: 'Pay $12.15' })).toBeInTheDocument();
      expect(screen.getByText(MESSAGES.paymentNotTaken)).toBeInTheDocument();
      expect(sessionCalls).toEqual(['demo_pi_1']);
      sessionAnswer = () => null;
      const ue = typist();
      await ue.type(screen.getByLabelText('Card number'), '4242424242424242');
      await ue.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
      await ue.type(screen.getByLabelText('CVC'), '123');
      await ue.click(screen.getByRole('button', { name: 'Pay $12.15' }));
      expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();
      expect(intentCalls).toBe(1);
      expect(sessionCalls).toEqual(['demo_pi_1', 'demo_pi_1']);
    });

    it('reloaded on the card form before Pay was pressed: the same payment again, with no word of a failure', async () => {
      sessionAnswer = () => failure(402, 'The payment has not been completed.');
      renderApp(PATH);
      await screen.findByLabelText('License Plate');
      await fillVehicle(1, 'abc123', 'tx');
      await typist().click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await screen.findByLabelText('Card number');
      cleanup();
      followedALink();
      renderApp(PATH);
      expect(await screen.findByRole('button', { name: 'Pay $12.15' })).toBeInTheDocument();
      expect(sessionCalls).toEqual(['demo_pi_1']);
      expect(screen.queryByText(MESSAGES.paymentNotTaken)).not.toBeInTheDocument();
      expect(intentCalls).toBe(1);
    });

    it('unknown (no signal on the next visit either): nothing to pay is offered until it is known', async () => {
      await payWithAnswerLostThenLeave();
      renderApp(PATH);
      expect(await screen.findByText(MESSAGES.paymentUnchecked, {}, { timeout: 8000 })).toBeInTheDocument();
      expect(screen.queryByLabelText('License Plate')).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
      sessionAnswer = () => null;
      // The page's own, beside the service banner's for the lost connection.
      const step = screen.getByRole('region', { name: PARKING_TEXT.stepPayment });
      await typist().click(within(step).getByRole('button', { name: PARKING_TEXT.retryBooking }));
      expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();
      expect(intentCalls).toBe(1);
    });
  });

  it("shows the server's refusal after payment (a 402 says why) and offers Try again", async () => {
    sessionAnswer = () => failure(402, 'The payment has not been completed.');
    renderApp(PATH);
    await payAsGuest();
    expect(await screen.findByText('The payment has not been completed.')).toBeInTheDocument();
    sessionAnswer = () => null;
    await typist().click(screen.getByRole('button', { name: PARKING_TEXT.retryBooking }));
    expect(await screen.findByRole('button', { name: MESSAGES.sendReceipt })).toBeInTheDocument();
  });

  it("shows the server's refund message (409) instead of a generic failure, then the form again", async () => {
    const refunded = 'This location is no longer available. Your payment of $12.15 has been refunded.';
    sessionAnswer = () => failure(409, refunded);
    renderApp(PATH);
    await payAsGuest();
    expect(await screen.findByText(refunded)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.paymentFailed)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PARKING_TEXT.retryBooking })).not.toBeInTheDocument();
    // Nothing left to finish: a reload would not send it again.
    expect(sessionStorage.getItem(paidStorageKey('loc-1', 'zone-1'))).toBeNull();
    await typist().click(screen.getByRole('button', { name: PARKING_TEXT.back }));
    expect(await screen.findByLabelText('License Plate')).toHaveValue('ABC123');
    expect(screen.getByText(refunded)).toBeInTheDocument();
    expect(sessionCalls).toEqual(['demo_pi_1']);
  });
});

describe('booking flow: forms are disabled while submitting (SPEC 4)', () => {
  it('disables every field of step 0, + Add vehicle included, while the payment is being prepared', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    server.use(
      zoneHandler(),
      lookupHandler,
      answerPost<CreateStripeIntentApiResponse>('*/api/v1/billing/stripe-intent', async () => {
        await held;
        return intentBody(1215);
      }),
    );
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    await fillVehicle(1, 'abc123', 'tx');
    await typist().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(document.getElementById('vehicle-1-plate')).toBeDisabled();
    expect(document.getElementById('vehicle-1-state')).toBeDisabled();
    expect(screen.getByLabelText('Hours')).toBeDisabled();
    expect(screen.getByRole('button', { name: '+ Add vehicle' })).toBeDisabled();
    release();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  });
});
