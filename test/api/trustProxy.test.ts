import { backends, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(90_000);

/**
 * TRUST_PROXY trusts the hops nearest the server only (README "Configuration"): a client's own
 * X-Forwarded-For entries never become its address, so they cannot dodge a per-address limit.
 * Observed through the public valet lookup's per-address limit.
 */
describe.each(backends)('TRUST_PROXY (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** One lookup through our load balancer (10.0.0.1), which appends the client's address it saw. */
  const lookup = (forwardedFor: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/valets/pn/5559990001',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('reads true as one hop: a forged leftmost X-Forwarded-For is not the address', async () => {
    expect(t.config.trustProxy).toBe(1);
    let last = 0;
    let sent = 0;
    for (; sent < 200 && last !== 429; sent++) {
      // The client forges a new address every time; the balancer appends the one it really saw.
      last = (await lookup(`6.6.${Math.floor(sent / 250)}.${sent % 250}, 203.0.113.9`)).statusCode;
    }
    expect(last).toBe(429);
    // Another client behind the same balancer keeps its own count.
    expect((await lookup('6.6.6.6, 203.0.113.10')).statusCode).not.toBe(429);
    // The limited one stays limited whatever it forges.
    expect((await lookup('198.51.100.77, 203.0.113.9')).statusCode).toBe(429);
  });

  it('with a list, trusts only the listed proxies: a client reaching the server directly is its own address', async () => {
    const listed = await createTestApp(backend, { TRUST_PROXY: '10.0.0.0/8' });
    try {
      let last = 0;
      for (let sent = 0; sent < 200 && last !== 429; sent++) {
        last = (
          await listed.app.inject({
            method: 'GET',
            url: '/api/v1/valets/pn/5559990002',
            remoteAddress: '198.51.100.5',
            headers: { 'x-forwarded-for': `6.6.${Math.floor(sent / 250)}.${sent % 250}` },
          })
        ).statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await listed.close();
    }
  });
});
