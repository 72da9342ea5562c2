import Fastify from 'fastify';
import Stripe from 'stripe';
import { HttpError } from '../../src/server/errors';
import { createStripeProvider, stripeHostOptions, stripePaymentIntentToVerified } from '../../src/server/integrations/payments/stripe';
import { paymentIntentOfEvent, verifyStripeWebhook } from '../../src/server/integrations/payments/stripeWebhook';
import type { CreateIntentInput, PaymentProvider } from '../../src/server/integrations/payments/types';
import { startFakeStripe, type FakeStripe } from './support/fakeStripe';

// The provider is driven through the official `stripe` SDK against a local fake of Stripe's HTTP API.
let fake: FakeStripe;
let provider: PaymentProvider;

const input = (over: Partial<CreateIntentInput> = {}): CreateIntentInput => ({
  amountCents: 1234,
  currency: 'usd',
  idempotencyKey: `pay_${Math.random().toString(36).slice(2)}`,
  description: 'Parking: Main St Garage, zone 3, 2 hours',
  metadata: { zoneId: 'z1', plates: 'ABC123' },
  ...over,
});

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({ secretKey: fake.secretKey, apiBase: fake.url, maxNetworkRetries: 0 });
});

afterAll(async () => {
  await fake.close();
});

describe('Stripe provider (official SDK against a local fake)', () => {
  it('maps STRIPE_API_BASE onto the SDK host options', () => {
    expect(stripeHostOptions('http://127.0.0.1:4242')).toEqual({ host: '127.0.0.1', port: '4242', protocol: 'http' });
    expect(stripeHostOptions('https://stripe.internal')).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
    expect(stripeHostOptions(undefined)).toEqual({});
    expect(() => stripeHostOptions('http://127.0.0.1:4242/v1')).toThrow(/origin/);
  });

  it('creates a PaymentIntent with the amount, currency, metadata and the idempotency key', async () => {
    const i = input();
    const created = await provider.createIntent(i);
    expect(provider.name).toBe('stripe');
    expect(created.providerRef).toMatch(/^pi_/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.providerRef}_secret_`));

    const pi = fake.intents.get(created.providerRef)!;
    expect(pi).toMatchObject({
      amount: 1234,
      currency: 'usd',
      description: i.description,
      metadata: { zoneId: 'z1', plates: 'ABC123', paymentId: i.idempotencyKey },
      allowed_payment_method_types: ['card'],
      payment_method_types: ['card'],
      status: 'requires_payment_method',
    });
    const req = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
    expect(req.headers['idempotency-key']).toBe(i.idempotencyKey);
    expect(req.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
  });

  it('is idempotent per key: the same key returns the same intent, another key a new one', async () => {
    const i = input();
    const before = fake.intents.size;
    const a = await provider.createIntent(i);
    const b = await provider.createIntent(i);
    expect(b).toEqual(a);
    expect(fake.intents.size).toBe(before + 1);

    const c = await provider.createIntent({ ...i, idempotencyKey: `${i.idempotencyKey}-2` });
    expect(c.providerRef).not.toBe(a.providerRef);
    expect(fake.intents.size).toBe(before + 2);
  });

  it('refuses to reuse a key for a different amount (Stripe idempotency_error)', async () => {
    const i = input();
    await provider.createIntent(i);
    await expect(provider.createIntent({ ...i, amountCents: 9999 })).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('verify reports pending, then succeeded with the amount Stripe received', async () => {
    const { providerRef } = await provider.createIntent(input({ amountCents: 2500 }));
    await expect(provider.verify(providerRef)).resolves.toEqual({ providerRef, state: 'pending', amountCents: 0, currency: 'usd' });

    fake.setStatus(providerRef, 'processing');
    await expect(provider.verify(providerRef)).resolves.toMatchObject({ state: 'pending' });

    // What Stripe.js + the card network do after the browser confirms, via the fake's test route.
    const r = await fetch(`${fake.url}/_test/payment_intents/${providerRef}/succeed`, { method: 'POST' });
    expect(r.status).toBe(200);
    await expect(provider.verify(providerRef)).resolves.toEqual({ providerRef, state: 'succeeded', amountCents: 2500, currency: 'usd' });
  });

  it('reports what was actually received, so the caller can refuse an under-payment', async () => {
    const { providerRef } = await provider.createIntent(input({ amountCents: 2500 }));
    fake.succeed(providerRef, 1000);
    await expect(provider.verify(providerRef)).resolves.toMatchObject({ state: 'succeeded', amountCents: 1000 });
  });

  it('a declined card is failed with the message Stripe gives', async () => {
    const { providerRef } = await provider.createIntent(input());
    await fetch(`${fake.url}/_test/payment_intents/${providerRef}/decline`, {
      method: 'POST',
      body: JSON.stringify({ message: 'Your card has insufficient funds.' }),
    });
    await expect(provider.verify(providerRef)).resolves.toEqual({
      providerRef,
      state: 'failed',
      amountCents: 0,
      currency: 'usd',
      failureMessage: 'Your card has insufficient funds.',
    });
  });

  it('a canceled intent is failed', async () => {
    const { providerRef } = await provider.createIntent(input());
    fake.setStatus(providerRef, 'canceled');
    await expect(provider.verify(providerRef)).resolves.toMatchObject({ state: 'failed', failureMessage: 'The payment was canceled.' });
  });

  it('an unknown intent is a Stripe invalid-request error', async () => {
    await expect(provider.verify('pi_doesnotexist')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      message: "No such payment_intent: 'pi_doesnotexist'",
    });
  });

  it('a wrong secret key fails like the real API (authentication error), nothing created', async () => {
    const before = fake.intents.size;
    const wrong = createStripeProvider({ secretKey: 'sk_test_wrongwrongwrong', apiBase: fake.url, maxNetworkRetries: 0 });
    await expect(wrong.createIntent(input())).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    await expect(wrong.verify('pi_x')).rejects.toMatchObject({ statusCode: 401 });
    expect(fake.intents.size).toBe(before);
  });

  it('refuses a non-positive or fractional amount before calling Stripe', async () => {
    await expect(provider.createIntent(input({ amountCents: 0 }))).rejects.toThrow(/Invalid amount/);
    await expect(provider.createIntent(input({ amountCents: 12.5 }))).rejects.toThrow(/Invalid amount/);
  });
});

describe('Stripe webhook verification', () => {
  const secret = 'whsec_test_secret_for_the_parking_app';

  it('accepts a correctly signed payload and returns the typed event', async () => {
    const { providerRef } = await provider.createIntent(input({ amountCents: 700 }));
    fake.succeed(providerRef);
    const { payload, signature } = fake.signedEvent(providerRef, 'payment_intent.succeeded', secret);

    const event = verifyStripeWebhook(Buffer.from(payload), signature, secret);
    expect(event.type).toBe('payment_intent.succeeded');
    const pi = paymentIntentOfEvent(event)!;
    expect(pi).toMatchObject({ id: providerRef, status: 'succeeded', amount_received: 700 });
    // The raw string works too.
    expect(verifyStripeWebhook(payload, signature, secret).id).toBe(event.id);
  });

  it('signs with the SDK test helper just as Stripe does', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'charge.succeeded', data: { object: {} } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const event = verifyStripeWebhook(payload, signature, secret);
    expect(event.id).toBe('evt_1');
    expect(paymentIntentOfEvent(event)).toBeUndefined();
  });

  const expect400 = (fn: () => unknown) => {
    let caught: unknown;
    try {
      fn();
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(HttpError);
    expect(caught).toMatchObject({ statusCode: 400, message: 'Invalid webhook signature' });
  };

  it('rejects a tampered body', async () => {
    const { providerRef } = await provider.createIntent(input({ amountCents: 700 }));
    fake.succeed(providerRef);
    const { payload, signature } = fake.signedEvent(providerRef, 'payment_intent.succeeded', secret);
    const tampered = payload.replace('"amount_received":700', '"amount_received":70000');
    expect(tampered).not.toBe(payload);
    expect400(() => verifyStripeWebhook(tampered, signature, secret));
  });

  it('rejects a wrong secret, a missing header, a garbage header and an old timestamp', () => {
    const payload = JSON.stringify({ id: 'evt_2', object: 'event', type: 'payment_intent.succeeded', data: { object: {} } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect400(() => verifyStripeWebhook(payload, signature, 'whsec_some_other_secret'));
    expect400(() => verifyStripeWebhook(payload, undefined, secret));
    expect400(() => verifyStripeWebhook(payload, '', secret));
    expect400(() => verifyStripeWebhook(payload, 'not-a-signature', secret));
    const old = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect400(() => verifyStripeWebhook(payload, old, secret));
  });
});

describe('Stripe webhook in Fastify (the raw-body pattern the /billing/webhook route needs)', () => {
  const secret = 'whsec_fastify_pattern';

  async function buildWebhookApp() {
    const app = Fastify();
    const seen: unknown[] = [];
    await app.register(async (scope) => {
      // Only inside this plugin: keep the exact bytes (a re-serialised JSON body never verifies).
      scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      scope.post('/billing/webhook', async (req, reply) => {
        try {
          const event = verifyStripeWebhook(req.body as Buffer, req.headers['stripe-signature'], secret);
          const pi = paymentIntentOfEvent(event);
          if (pi) seen.push(stripePaymentIntentToVerified(pi));
          return { received: true };
        } catch (e) {
          if (e instanceof HttpError) return reply.code(e.statusCode).send({ message: e.message });
          throw e;
        }
      });
    });
    return { app, seen };
  }

  it('verifies the exact bytes and turns the event into a VerifiedPayment; 400 otherwise', async () => {
    const { app, seen } = await buildWebhookApp();
    const { providerRef } = await provider.createIntent(input({ amountCents: 4200 }));
    fake.succeed(providerRef);
    // Pretty-printed like Stripe's own deliveries: parsing + re-stringifying would change the bytes.
    const pretty = JSON.stringify(JSON.parse(fake.signedEvent(providerRef, 'payment_intent.succeeded', secret).payload), null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: pretty, secret });

    const ok = await app.inject({
      method: 'POST',
      url: '/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: pretty,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true });
    expect(seen).toEqual([{ providerRef, state: 'succeeded', amountCents: 4200, currency: 'usd' }]);

    const bad = await app.inject({
      method: 'POST',
      url: '/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: pretty.replace('4200', '4201'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid webhook signature' });
    const missing = await app.inject({
      method: 'POST',
      url: '/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: pretty,
    });
    expect(missing.statusCode).toBe(400);
    expect(seen).toHaveLength(1);
    await app.close();
  });
});
