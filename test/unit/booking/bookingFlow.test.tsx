import { act, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ConfirmDemoPaymentApiResponse, CreateStripeIntentApiResponse } from '../../../src/app/api/generated/billing';
import type { SendReceiptApiResponse } from '../../../src/app/api/generated/contact';
import type { CreateSessionApiResponse } from '../../../src/app/api/generated/sessions';
import type { LookupVehicleApiResponse } from '../../../src/app/api/generated/vehicles';
import type { GetLocationZoneApiResponse } from '../../../src/app/api/generated/zones';
import { MESSAGES } from '../../../src/shared/messages';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { renderApp, typist } from '../app/renderWithProviders';
import { server, useMswServer } from '../app/server';
import { answerGet, answerPost, failure } from '../app/typedHandlers';
import { intentBody, lookupHandler, zoneHandler } from './fixtures';
import { fixClock } from '../app/clock';

useMswServer();
// 9:00 in Chicago, the sample lot's zone (open 06:00-23:00), unless a test says otherwise; the
// fixtures' intents start 10 minutes later.
beforeEach(() => fixClock('2026-11-22T15:00:00Z'));
afterEach(() => jest.useRealTimers());

const PATH = '/locations/loc-1/zones/zone-1';

async function fillVehicle(n: number, plate: string, state: string) {
  const ue = typist();
  await ue.type(document.getElementById(`vehicle-${n}-plate`) as HTMLInputElement, plate);
  await ue.type(document.getElementById(`vehicle-${n}-state`) as HTMLInputElement, state);
}

describe('booking flow: closed and missing zones', () => {
  it('shows the closed-zone screen with Find Another for an archived zone', async () => {
    server.use(zoneHandler({ archieved: true }));
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: MESSAGES.zoneClosedTitle })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zoneClosedBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.findAnother })).toHaveAttribute('href', '/locations');
  });

  it('says Not found for an unknown zone', async () => {
    server.use(answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/zone-1', () => failure(404, 'Not found')));
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: MESSAGES.notFound })).toBeInTheDocument();
  });

  it("says Zone not found for an address whose ids the server refuses (400), not the field check's text", async () => {
    server.use(
      answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/zone-1', () => failure(400, 'params.zoneId: Invalid UUID')),
    );
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: MESSAGES.zoneNotFound })).toBeInTheDocument();
    expect(screen.queryByText(/Invalid UUID/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.findAnother })).toHaveAttribute('href', '/locations');
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
    expect(screen.getByLabelText('Hours')).toHaveValue(2);
    expect(within(screen.getByTestId('price-total')).getByText('$24.30')).toBeInTheDocument();
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
});

describe("booking flow: the zone's open hours, said before the driver asks", () => {
  beforeEach(() => server.use(zoneHandler(), lookupHandler));

  it("says the zone is not open at the time a booking would start, in the lot's time zone", async () => {
    fixClock('2026-11-23T05:30:00Z'); // 23:30 in Chicago: a booking now would start at 23:40
    renderApp(PATH);
    expect(
      await screen.findByText(
        'Parking is not allowed at 23:40. This zone is open from 06:00 to 23:00 (America/Chicago time). Please come back during open hours.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the hours chosen run past closing, and not once they fit', async () => {
    fixClock('2026-11-23T03:00:00Z'); // 21:00 in Chicago: 1 hour ends 22:10, 2 hours 23:10
    const ue = typist();
    renderApp(PATH);
    await screen.findByLabelText('License Plate');
    expect(screen.queryByText(/after this zone closes/)).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'More hours' }));
    expect(
      screen.getByText(
        'Your session would end at 23:10, after this zone closes at 23:00. This zone is open from 06:00 to 23:00 (America/Chicago time). Please choose fewer hours.',
      ),
    ).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Fewer hours' }));
    expect(screen.queryByText(/after this zone closes/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal alone once it has answered", async () => {
    fixClock('2026-11-23T05:30:00Z');
    const refusal =
      'Parking is not allowed at 23:41. This zone is open from 06:00 to 23:00 (America/Chicago time). Please come back during open hours.';
    server.use(answerPost<CreateStripeIntentApiResponse>('*/api/v1/billing/stripe-intent', () => failure(400, refusal)));
    renderApp(PATH);
    await screen.findByText(/Parking is not allowed at 23:40/);
    await fillVehicle(1, 'abc123', 'tx');
    await typist().click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(/Parking is not allowed at 23:40/)).not.toBeInTheDocument();
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
          return {
            status: 'success',
            data: { data: { totalCost: 1215, startTime: '2026-11-22T15:10:00.000Z', endTime: '2026-11-22T16:10:00.000Z', sessions: [] } },
          };
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
    expect(screen.getByText('Demo payment — no money is charged')).toBeInTheDocument();
    expect(within(screen.getByTestId('price-total')).getByText('$12.15')).toBeInTheDocument();
    await typist().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('License Plate')).toHaveValue('ABC123');
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

    await ue.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText(MESSAGES.allSet)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Booking History' })).toBeInTheDocument();
  });

  it('retries the session create after a dropped answer without paying again', async () => {
    let attempts = 0;
    server.use(
      answerPost<CreateSessionApiResponse>('*/api/v1/sessions', async ({ request }) => {
        sessionCalls.push(await request.json());
        attempts += 1;
        if (attempts === 1) return HttpResponse.error();
        // 200: the replay of a booking whose first answer was lost.
        return {
          status: 'success',
          data: { data: { totalCost: 1215, startTime: '2026-11-22T15:10:00.000Z', endTime: '2026-11-22T16:10:00.000Z', sessions: [] } },
        };
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
