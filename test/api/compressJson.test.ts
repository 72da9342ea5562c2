import zlib from 'node:zlib';
import { chooseEncoding, COMPRESS_MIN_BYTES } from '../../src/server/plugins/compressJson';
import { createLocation, createSession, createUser } from './support/factories';
import { call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/** Large JSON answers go compressed to clients that ask for it (src/server/plugins/compressJson.ts); the rest as before. */
describe('compressed JSON answers', () => {
  let t: TestApp;
  let token: string;
  const summary = { month: 10, year: 2026 };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const vendor = await createUser(t, { role: 'vendor' });
    token = vendor.token;
    // Enough lots for a summary well over the threshold.
    for (let i = 0; i < 40; i++) await createLocation(t, { ownerId: vendor.user.id, name: `Compressed lot ${i}` });
  });
  afterAll(() => t.close());

  async function plain() {
    const res = await call(t.app, 'POST', '/api/v1/billing/revenue', { token, body: summary });
    expect(res.statusCode).toBe(200);
    return res;
  }

  it('answers br to a client that takes it, the same JSON once decoded', async () => {
    const before = await plain();
    expect(before.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(before.headers['content-encoding']).toBeUndefined();
    const res = await call(t.app, 'POST', '/api/v1/billing/revenue', {
      token,
      body: summary,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(before.rawPayload.length / 4);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(before.json());
  });

  it('answers gzip when br is not taken', async () => {
    const before = await plain();
    const res = await call(t.app, 'POST', '/api/v1/billing/revenue', { token, body: summary, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8'))).toEqual(before.json());
  });

  it('compresses a CSV export too (a lot month of hundreds of rows)', async () => {
    const vendor = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: vendor.user.id, name: 'Busy lot', timeZone: 'America/New_York' });
    for (let i = 0; i < 300; i++) {
      await createSession(t, {
        locationId: lot.id,
        plateNumber: `CSV${i}`,
        startTime: new Date(Date.UTC(2026, 9, 1 + (i % 28), 15)),
        paid: true,
        totalCostCents: 500,
      });
    }
    const url = `/api/v1/billing/lot/revenue/csv?lotId=${lot.id}&month=10&year=2026`;
    const before = await call(t.app, 'GET', url, { token: vendor.token });
    expect(before.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await call(t.app, 'GET', url, { token: vendor.token, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(before.body);
  });

  it('leaves small answers and clients that ask for nothing alone, and says the answer varies', async () => {
    const small = await call(t.app, 'GET', '/api/v1/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
    const none = await plain();
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/accept-encoding/i);
    const refused = await call(t.app, 'POST', '/api/v1/billing/revenue', {
      token,
      body: summary,
      headers: { 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(none.json());
  });

  it('reads Accept-Encoding as HTTP has it', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip;q=0.5, br;q=0.8')).toBe('br');
    expect(chooseEncoding('GZIP')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.0')).toBeNull();
  });
});
