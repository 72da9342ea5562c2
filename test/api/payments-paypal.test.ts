import { ApiError, Environment } from '@paypal/paypal-server-sdk';
import {
  centsToPaypalValue,
  createPaypalProvider,
  paypalClientConfig,
  paypalValueToCents,
} from '../../src/server/integrations/payments/paypal';
import type { CreateIntentInput, PaymentProvider } from '../../src/server/integrations/payments/types';
import { startFakePaypal, type FakePaypal } from './support/fakePaypal';

// The provider is driven through the official @paypal/paypal-server-sdk against a local fake of
// PayPal's HTTP API (OAuth + Orders v2).
let fake: FakePaypal;
let provider: PaymentProvider;

const input = (over: Partial<CreateIntentInput> = {}): CreateIntentInput => ({
  amountCents: 1234,
  currency: 'usd',
  idempotencyKey: `pay_${Math.random().toString(36).slice(2)}`,
  description: 'Parking: Main St Garage, zone 3, 2 hours',
  metadata: { zoneId: 'z1' },
  ...over,
});

beforeAll(async () => {
  fake = await startFakePaypal();
  provider = createPaypalProvider({ clientId: fake.clientId, clientSecret: fake.clientSecret, apiBase: fake.url });
});

afterAll(async () => {
  await fake.close();
});

describe('PayPal amounts', () => {
  it('formats cents as totalCost/100 with two decimals and parses them back exactly', () => {
    expect(centsToPaypalValue(1234)).toBe('12.34');
    expect(centsToPaypalValue(5)).toBe('0.05');
    expect(centsToPaypalValue(100000)).toBe('1000.00');
    expect(paypalValueToCents('12.34')).toBe(1234);
    expect(paypalValueToCents('0.1')).toBe(10);
    expect(paypalValueToCents('7')).toBe(700);
    expect(paypalValueToCents('1000.00')).toBe(100000);
    expect(() => centsToPaypalValue(-1)).toThrow();
    expect(() => paypalValueToCents('1e3')).toThrow();
  });

  it('chooses the SDK environment from PAYPAL_API_BASE', () => {
    const creds = { clientId: 'id', clientSecret: 'secret' };
    expect(paypalClientConfig(creds).environment).toBe(Environment.Sandbox);
    expect(paypalClientConfig({ ...creds, apiBase: 'https://api-m.sandbox.paypal.com' })).not.toHaveProperty('httpClientOptions');
    expect(paypalClientConfig({ ...creds, apiBase: 'https://api-m.paypal.com/' }).environment).toBe(Environment.Production);
    expect(paypalClientConfig({ ...creds, apiBase: 'http://127.0.0.1:9' }).httpClientOptions?.httpsAgent).toBeDefined();
  });
});

describe('PayPal provider (official SDK against a local fake)', () => {
  it('creates a CAPTURE order for totalCost/100 USD with the key as request id and custom id', async () => {
    const i = input({ amountCents: 2599 });
    const created = await provider.createIntent(i);
    expect(provider.name).toBe('paypal');
    expect(created.providerRef).toMatch(/^[A-Z0-9]{17}$/);
    expect(created.clientSecret).toBe(created.providerRef);

    const order = fake.orders.get(created.providerRef)!;
    expect(order).toMatchObject({
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: [{ reference_id: i.idempotencyKey, custom_id: i.idempotencyKey, amount: { currency_code: 'USD', value: '25.99' } }],
    });
    const req = fake.requests.find((r) => r.method === 'POST' && r.path === '/v2/checkout/orders')!;
    expect(req.headers['paypal-request-id']).toBe(i.idempotencyKey);
    expect(req.headers.authorization).toMatch(/^Bearer A21AA/);
  });

  it('is idempotent per key: the same key returns the same order', async () => {
    const i = input();
    const before = fake.orders.size;
    const a = await provider.createIntent(i);
    const b = await provider.createIntent(i);
    expect(b).toEqual(a);
    expect(fake.orders.size).toBe(before + 1);
    const c = await provider.createIntent({ ...i, idempotencyKey: `${i.idempotencyKey}-2` });
    expect(c.providerRef).not.toBe(a.providerRef);
  });

  it('gets an OAuth token with the client credentials once and reuses it', async () => {
    const fresh = createPaypalProvider({ clientId: fake.clientId, clientSecret: fake.clientSecret, apiBase: fake.url });
    const tokensBefore = fake.tokensIssued;
    const { providerRef } = await fresh.createIntent(input());
    await fresh.verify(providerRef);
    await fresh.createIntent(input());
    expect(fake.tokensIssued).toBe(tokensBefore + 1);
    const tokenReq = fake.requests.filter((r) => r.path === '/v1/oauth2/token').at(-1)!;
    expect(tokenReq.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`);
  });

  it('verify: pending until the buyer approves, then captures once and reports the captured amount', async () => {
    const { providerRef } = await provider.createIntent(input({ amountCents: 1500 }));
    await expect(provider.verify(providerRef)).resolves.toEqual({ providerRef, state: 'pending', amountCents: 0, currency: 'usd' });
    expect(fake.captureCalls.get(providerRef)).toBeUndefined();

    // What the buyer does in the PayPal popup, via the fake's test route.
    const r = await fetch(`${fake.url}/_test/orders/${providerRef}/approve`, { method: 'POST' });
    expect(r.status).toBe(200);

    await expect(provider.verify(providerRef)).resolves.toEqual({ providerRef, state: 'succeeded', amountCents: 1500, currency: 'usd' });
    expect(fake.orders.get(providerRef)!.status).toBe('COMPLETED');
    expect(fake.captureCalls.get(providerRef)).toBe(1);
    const capture = fake.requests.find((q) => q.path === `/v2/checkout/orders/${providerRef}/capture`)!;
    expect(capture.headers['paypal-request-id']).toBe(`capture-${providerRef}`);

    // A second verify (replay, webhook + redirect racing) reads the order; it does not capture again.
    await expect(provider.verify(providerRef)).resolves.toMatchObject({ state: 'succeeded', amountCents: 1500 });
    expect(fake.captureCalls.get(providerRef)).toBe(1);
  });

  it('two verifies racing on an approved order capture once (PayPal-Request-Id replays the first)', async () => {
    const { providerRef } = await provider.createIntent(input({ amountCents: 800 }));
    fake.approve(providerRef);
    const [a, b] = await Promise.all([provider.verify(providerRef), provider.verify(providerRef)]);
    expect(a).toMatchObject({ state: 'succeeded', amountCents: 800 });
    expect(b).toMatchObject({ state: 'succeeded', amountCents: 800 });
    expect(fake.orders.get(providerRef)!.purchase_units[0].payments!.captures).toHaveLength(1);
  });

  it('reports what was actually captured, so the caller can refuse an under-payment', async () => {
    const { providerRef } = await provider.createIntent(input({ amountCents: 2000 }));
    fake.approve(providerRef, { captureValue: '5.00' });
    await expect(provider.verify(providerRef)).resolves.toMatchObject({ state: 'succeeded', amountCents: 500 });
  });

  it("a declined instrument is failed with PayPal's message", async () => {
    const { providerRef } = await provider.createIntent(input());
    fake.approve(providerRef, { decline: true });
    const v = await provider.verify(providerRef);
    expect(v).toMatchObject({ providerRef, state: 'failed', amountCents: 0, currency: 'usd' });
    expect(v.failureMessage).toMatch(/declined by the processor or bank/);
  });

  it('an unknown order is an API error (404)', async () => {
    await expect(provider.verify('NOSUCHORDER000000')).rejects.toMatchObject({ statusCode: 404 });
    await expect(provider.verify('NOSUCHORDER000000')).rejects.toBeInstanceOf(ApiError);
  });

  it('wrong client credentials fail like the real API (401 invalid_client), nothing created', async () => {
    const before = fake.orders.size;
    const wrong = createPaypalProvider({ clientId: fake.clientId, clientSecret: 'not-the-secret', apiBase: fake.url });
    await expect(wrong.createIntent(input())).rejects.toMatchObject({ statusCode: 401 });
    await expect(wrong.verify('ANYORDER')).rejects.toMatchObject({ statusCode: 401 });
    expect(fake.orders.size).toBe(before);
  });

  it('refuses to be built without credentials', () => {
    expect(() => createPaypalProvider({ clientId: '', clientSecret: 'x' })).toThrow(/PAYPAL_CLIENT_ID/);
  });
});
