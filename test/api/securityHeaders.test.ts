import crypto from 'node:crypto';
import { loadConfig } from '../../src/server/config';
import { API_CONTENT_SECURITY_POLICY, inlineScriptHashes, spaContentSecurityPolicy } from '../../src/server/plugins/securityHeaders';
import { createTestApp, type TestApp } from './support/testApp';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.split(/\s+/)
    .slice(1) ?? [];

describe('the SPA Content-Security-Policy', () => {
  it('allows only its own files and nothing of Stripe or PayPal while neither is configured', () => {
    const policy = spaContentSecurityPolicy(loadConfig({}), []);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toMatch(/stripe|paypal/);
  });

  it("adds Stripe's script, frames and API once Stripe is configured (from STRIPE_JS_URL when set)", () => {
    const stripe = spaContentSecurityPolicy(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }), []);
    expect(directive(stripe, 'script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(directive(stripe, 'frame-src')).toContain('https://js.stripe.com');
    expect(directive(stripe, 'connect-src')).toContain('https://api.stripe.com');
    expect(stripe).not.toMatch(/paypal/);
    const local = spaContentSecurityPolicy(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_JS_URL: 'http://127.0.0.1:9999/v3/' }),
      [],
    );
    expect(directive(local, 'script-src')).toEqual(["'self'", 'http://127.0.0.1:9999']);
  });

  it("adds PayPal's SDK once PayPal is configured", () => {
    const policy = spaContentSecurityPolicy(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }), []);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://www.paypal.com']);
    expect(directive(policy, 'frame-src')).toContain('https://www.paypal.com');
    expect(policy).not.toMatch(/stripe/);
  });

  it("allows index.html's inline scripts by their hash, and no other inline script", () => {
    const body = '\n      (function () { window.__x = 1; })();\n    ';
    const html = `<head><script>${body}</script><script defer src="/assets/main.js"></script></head>`;
    const hash = `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash]);
    expect(directive(spaContentSecurityPolicy(loadConfig({}), [hash]), 'script-src')).toEqual(["'self'", hash]);
  });
});

describe('security headers on API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['GET', '/api/v1/health', 200],
    ['GET', '/api/v1/no-such-thing', 404],
    ['POST', '/api/v1/users/login', 400],
  ] as const)('%s %s (%i) carries them', async (method, url, status) => {
    const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS only when a trusted proxy says the request came over TLS', async () => {
    const behind = await createTestApp('pglite', { TRUST_PROXY: 'true' });
    try {
      const tls = await behind.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await behind.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.close();
    }
    // Without TRUST_PROXY the header is anyone's to forge: no HSTS on its word.
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives the API documentation page a policy of its own files', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(directive(res.headers['content-security-policy'] as string, 'default-src')).toEqual(["'self'"]);
  });
});
