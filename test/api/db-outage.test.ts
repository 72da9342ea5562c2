import { count as countRows } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb, type DbHandle } from '../../src/server/db/client';
import { locations } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { hostPort, startTcpProxy, throughProxy, type TcpProxy } from '../support/tcpProxy';
import { createUser } from './support/factories';
import { call, createPgDatabase } from './support/testApp';

/**
 * Issue 12, item 5: with PostgreSQL gone (stopped, restarting, the network cut) the API answers 503
 * with words a user can act on, never a 500, a hung request or a 401 that would sign a driver out;
 * nothing is half-written; and when the database comes back the same process answers again by
 * itself (no restart). The database sits behind a TCP relay the test cuts and restores. PGlite is
 * embedded in the process, so it cannot become unreachable: PostgreSQL only.
 */
const pgUrl = process.env.DATABASE_URL;
const onPostgres = pgUrl ? describe : describe.skip;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

onPostgres('PostgreSQL unreachable', () => {
  let proxy: TcpProxy;
  let handle: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;
  let vendorToken: string;

  beforeAll(async () => {
    const pg = await createPgDatabase();
    drop = pg.drop;
    proxy = await startTcpProxy(hostPort(pg.url));
    handle = await openDb({ databaseUrl: throughProxy(pg.url, proxy) });
    const config = loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://parking.test', REMINDER_INTERVAL_MS: '0' });
    app = await buildApp({ config, dbHandle: handle, jwtSecret: 'test-secret-test-secret-test-secret', logger: false });
    await app.ready();
    vendorToken = (await createUser({ db: handle.db, app }, { role: 'vendor' })).token;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await proxy?.close();
    await drop?.();
  });

  const newLocation = {
    name: 'Outage Garage',
    phoneNumber: '(312) 555-0100',
    address: '200 E Randolph St, Chicago, IL',
    location_point: { type: 'Point', coordinates: [-87.6216, 41.8857] },
  };

  it('answers 503 with a clear message while it is gone, writes nothing, and recovers by itself', async () => {
    expect((await call(app, 'GET', '/api/v1/health')).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/v1/me', { token: vendorToken })).statusCode).toBe(200);
    const [{ n: before } = { n: 0 }] = await handle.db.select({ n: countRows() }).from(locations);

    await proxy.down();
    const started = Date.now();
    const outage = await Promise.all([
      call(app, 'GET', '/api/v1/health'),
      call(app, 'GET', '/api/v1/locations'),
      // The token is checked against its user row: a signed-in driver must not be told to sign in again.
      call(app, 'GET', '/api/v1/me', { token: vendorToken }),
      call(app, 'POST', '/api/v1/locations', { token: vendorToken, body: newLocation }),
    ]);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(outage.map((r) => r.statusCode)).toEqual([503, 503, 503, 503]);
    expect(outage[0]!.json()).toEqual({ status: 'error', message: MESSAGES.databaseUnreachable });
    for (const res of outage.slice(1)) expect(res.json()).toEqual({ status: 'error', message: MESSAGES.databaseUnavailable });

    await proxy.up();
    // The pool opens new connections on the next query: no restart, no manual step.
    let health = 0;
    for (let i = 0; i < 50 && health !== 200; i++) {
      health = (await call(app, 'GET', '/api/v1/health')).statusCode;
      if (health !== 200) await sleep(200);
    }
    expect(health).toBe(200);
    expect((await call(app, 'GET', '/api/v1/me', { token: vendorToken })).statusCode).toBe(200);
    const [{ n: after } = { n: 0 }] = await handle.db.select({ n: countRows() }).from(locations);
    expect(after).toBe(before);
    expect((await call(app, 'POST', '/api/v1/locations', { token: vendorToken, body: newLocation })).statusCode).toBe(201);
  });
});
