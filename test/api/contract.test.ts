import { backends, call, createTestApp, type TestApp } from './support/testApp';

/**
 * Addresses a client may get wrong, on any route: a malformed id or coordinate is bad input (400),
 * never a 404 or a 500. Every SPEC section 7 route now has its behaviour, tested in its resource's
 * own file (its access, inputs and answers); a route declared without a handler answers 501
 * (test/api/route-access.test.ts holds that rule).
 */
describe.each(backends)('SPEC section 7 addresses (%s)', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    // PGlite's cold start plus the migration takes seconds on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers 400, not 404 or 500, to an id that is not a UUID', async () => {
    for (const url of ['/api/v1/locations/not-an-id', '/api/v1/locations/not-an-id/zones', '/api/v1/valets/pn/call-me']) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers 400 to coordinates that are not numbers', async () => {
    const res = await call(t.app, 'GET', '/api/v1/locations/center/north,west');
    expect(res.statusCode).toBe(400);
  });
});
