import { eq } from 'drizzle-orm';
import { sessions } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { confirmDemo, createSessions, intent, makeZone, paymentByRef, written } from './bookingFixtures';
import { startFakePaypal, type FakePaypal } from './support/fakePaypal';
import { startFakeStripe, type FakeStripe } from './support/fakeStripe';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

const PAYMENT_INCOMPLETE = MESSAGES.paymentIncomplete;
const PAYMENT_SHORT = MESSAGES.paymentShort;

jest.setTimeout(60_000);

const WEBHOOK_SECRET = 'whsec_booking_tests';

/** The booking flow on Stripe: the official SDK against the local fake of Stripe's API, and the signed webhook. */
describe.each(backends)('booking paid with Stripe (%s)', (backend) => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(backend, {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_booking',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (payload: string, signature?: string) =>
    call(t.app, 'POST', '/api/v1/billing/webhook', {
      body: payload,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });
  const sessionsOf = async (ref: string) =>
    t.db
      .select()
      .from(sessions)
      .where(eq(sessions.paymentId, (await paymentByRef(t, ref))!.id));

  it('the webhook creates the sessions of a succeeded PaymentIntent once; POST /sessions then finds them', async () => {
    const { zone } = await makeZone(t);
    const res = await intent(t, {
      hours: 2,
      zoneId: zone.id,
      vehicles: [
        { plate: 'STR1', state: 'NY' },
        { plate: 'STR2', state: 'NY' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q).toMatchObject({ provider: 'stripe', totalCost: 2700, paymentIntentId: expect.stringMatching(/^pi_/) });
    expect(fake.intents.get(q.paymentIntentId)).toMatchObject({ amount: 2700, currency: 'usd' });
    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(create?.headers['idempotency-key']).toBe((await paymentByRef(t, q.paymentIntentId))!.id);

    // Unpaid: neither the browser nor a processing event books anything.
    expect((await createSessions(t, q.paymentIntentId)).json()).toEqual({ status: 'fail', message: PAYMENT_INCOMPLETE });
    expect(await sessionsOf(q.paymentIntentId)).toHaveLength(0);

    fake.succeed(q.paymentIntentId);
    const event = fake.signedEvent(q.paymentIntentId, 'payment_intent.succeeded', WEBHOOK_SECRET);
    const before = await written(t);
    // A forged or unsigned event is refused and writes nothing.
    expect((await webhook(event.payload.replace('2700', '1'), event.signature)).statusCode).toBe(400);
    expect((await webhook(event.payload)).statusCode).toBe(400);
    expect(await written(t)).toEqual(before);

    const ok = await webhook(event.payload, event.signature);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true });
    expect(await sessionsOf(q.paymentIntentId)).toHaveLength(2);
    expect((await paymentByRef(t, q.paymentIntentId))!.status).toBe('succeeded');

    // Redelivery and the browser's own call: the same sessions, nothing new.
    expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
    const browser = await createSessions(t, q.paymentIntentId);
    expect(browser.statusCode).toBe(200);
    expect(browser.json().data.data.totalCost).toBe(2700);
    expect(await sessionsOf(q.paymentIntentId)).toHaveLength(2);
  });

  it('POST /sessions asks Stripe and refuses a PaymentIntent that received less than the price', async () => {
    const { zone } = await makeZone(t);
    const q = (await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'STR3', state: 'NY' }] })).json();
    fake.succeed(q.paymentIntentId, q.totalCost - 1);
    const before = await written(t);
    const res = await createSessions(t, q.paymentIntentId);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe(PAYMENT_SHORT);
    // The webhook for it is acknowledged (a retry would not help) but books nothing either.
    const event = fake.signedEvent(q.paymentIntentId, 'payment_intent.succeeded', WEBHOOK_SECRET);
    expect((await webhook(event.payload, event.signature)).statusCode).toBe(200);
    expect(await written(t)).toEqual(before);
  });

  it('POST /sessions books a PaymentIntent Stripe reports succeeded', async () => {
    const { zone } = await makeZone(t);
    const q = (await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'STR4', state: 'NY' }] })).json();
    fake.succeed(q.paymentIntentId);
    expect((await createSessions(t, q.paymentIntentId)).statusCode).toBe(201);
    expect((await createSessions(t, q.paymentIntentId)).statusCode).toBe(200);
    expect(await sessionsOf(q.paymentIntentId)).toHaveLength(1);
  });

  it('the demo card form is off while Stripe is live', async () => {
    const res = await confirmDemo(t, 'demo_pi_x', 'demo_pi_x_secret_y');
    expect(res.statusCode).toBe(404);
  });
});

describe('the webhook without Stripe', () => {
  it('answers 404 on the demo provider', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await call(t.app, 'POST', '/api/v1/billing/webhook', {
        body: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

/** The same flow on PayPal: the order is the intent, POST /sessions captures it (once) through verify. */
describe.each(backends)('booking paid with PayPal (%s)', (backend) => {
  let t: TestApp;
  let fake: FakePaypal;
  beforeAll(async () => {
    fake = await startFakePaypal();
    t = await createTestApp(backend, {
      PAYPAL_CLIENT_ID: fake.clientId,
      PAYPAL_CLIENT_SECRET: fake.clientSecret,
      PAYPAL_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('books an approved order once, capturing it once; an unapproved or short order books nothing', async () => {
    const { zone } = await makeZone(t);
    const q = (
      await intent(t, {
        hours: 2,
        zoneId: zone.id,
        vehicles: [
          { plate: 'PP1', state: 'NY' },
          { plate: 'PP2', state: 'NY' },
        ],
      })
    ).json();
    expect(q).toMatchObject({ provider: 'paypal', totalCost: 2700 });
    const before = await written(t);
    expect((await createSessions(t, q.paymentIntentId)).statusCode).toBe(402);
    expect(await written(t)).toEqual(before);

    fake.approve(q.paymentIntentId);
    expect((await createSessions(t, q.paymentIntentId)).statusCode).toBe(201);
    expect((await createSessions(t, q.paymentIntentId)).statusCode).toBe(200);
    expect(fake.captureCalls.get(q.paymentIntentId)).toBe(1);
    const pay = await paymentByRef(t, q.paymentIntentId);
    expect(await t.db.select().from(sessions).where(eq(sessions.paymentId, pay!.id))).toHaveLength(2);

    const short = (await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'PP3', state: 'NY' }] })).json();
    fake.approve(short.paymentIntentId, { captureValue: '1.00' });
    const mid = await written(t);
    expect((await createSessions(t, short.paymentIntentId)).json()).toEqual({ status: 'fail', message: PAYMENT_SHORT });
    expect(await written(t)).toEqual(mid);
  });
});
