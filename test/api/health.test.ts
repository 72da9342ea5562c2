import { backends, createTestApp, type TestApp } from './support/testApp';

describe.each(backends)('health and unknown routes (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers ok once the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 404 with a message for an unknown API path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'fail' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/v1/health']).toBeDefined();
  });
});

describe('GET /api/v1/config', () => {
  it('says which integrations are live: the demo payment provider and the outbox by default', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        payments: { provider: 'demo', demo: true, stripePublishableKey: null, paypalClientId: null, stripeJsUrl: null, paypalSdkUrl: null },
        mail: 'outbox',
        maps: false,
      });
    } finally {
      await t.close();
    }
  });

  it('names Stripe and its publishable key when both keys are set', async () => {
    const t = await createTestApp('pglite', { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(res.json().data.payments).toMatchObject({
        provider: 'stripe',
        stripePublishableKey: 'pk_test_x',
        demo: false,
        stripeJsUrl: null,
      });
    } finally {
      await t.close();
    }
  });

  it('passes on where the browser loads Stripe.js or the PayPal SDK from, only for the live provider', async () => {
    const stripe = await createTestApp('pglite', {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_JS_URL: 'http://127.0.0.1:9/v3/stripe.js',
      PAYPAL_SDK_URL: 'http://127.0.0.1:9/sdk/js',
    });
    try {
      const res = await stripe.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(res.json().data.payments).toMatchObject({
        provider: 'stripe',
        stripeJsUrl: 'http://127.0.0.1:9/v3/stripe.js',
        paypalSdkUrl: null,
      });
    } finally {
      await stripe.close();
    }
    const paypal = await createTestApp('pglite', {
      PAYPAL_CLIENT_ID: 'cid',
      PAYPAL_CLIENT_SECRET: 'sec',
      PAYPAL_SDK_URL: 'http://127.0.0.1:9/sdk/js',
    });
    try {
      const res = await paypal.app.inject({ method: 'GET', url: '/api/v1/config' });
      expect(res.json().data.payments).toMatchObject({
        provider: 'paypal',
        paypalClientId: 'cid',
        paypalSdkUrl: 'http://127.0.0.1:9/sdk/js',
        stripeJsUrl: null,
      });
    } finally {
      await paypal.close();
    }
  });

  it('refuses to start with a Stripe.js URL that is not a URL', async () => {
    await expect(createTestApp('pglite', { STRIPE_JS_URL: 'not a url' })).rejects.toThrow(/STRIPE_JS_URL/);
  });
});
