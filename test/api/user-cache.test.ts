import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDb, type DbHandle } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { hostPort, startTcpProxy, throughProxy } from '../support/tcpProxy';
import { createUser } from './support/factories';
import { backends, call, createPgDatabase, createTestApp, waitForUserCache, type TestApp } from './support/testApp';

/**
 * Signed-in users are kept in memory between their requests (src/server/auth/userCache.ts): a
 * change to a user row must still end their sessions at once. This server's own changes are seen by
 * its very next request; a change made anywhere else (another instance, the CLI, an UPDATE by hand)
 * arrives as a notice from a trigger on `users` within moments; while notices cannot arrive, every
 * request reads its user from the database.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The answers to GET /me with `token`, every 10 ms until one is not 200 (at most `ms`). */
async function refusedWithin(app: TestApp['app'], token: string, ms: number) {
  const start = Date.now();
  for (;;) {
    const res = await call(app, 'GET', '/api/v1/me', { token });
    if (res.statusCode !== 200 || Date.now() - start > ms) return { status: res.statusCode, message: res.json().message as string };
    await sleep(10);
  }
}

describe.each(backends)('signed-in users kept in memory (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a user on the request after this server changed them (deleted their account)', async () => {
    const driver = await createUser(t, { role: 'customer' });
    expect((await call(t.app, 'GET', '/api/v1/me', { token: driver.token })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', '/api/v1/users/', { token: driver.token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/v1/me', { token: driver.token })).statusCode).toBe(401);
  });

  it('refuses a user changed by hand in the database within moments', async () => {
    const enforcer = await createUser(t, { role: 'enforcer' });
    for (let i = 0; i < 3; i++) expect((await call(t.app, 'GET', '/api/v1/me', { token: enforcer.token })).statusCode).toBe(200);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, enforcer.user.id));
    const start = Date.now();
    expect(await refusedWithin(t.app, enforcer.token, 2_000)).toEqual({ status: 401, message: MESSAGES.accountDeactivated });
    expect(Date.now() - start).toBeLessThan(1_000);
  });
});

const pgUrl = process.env.DATABASE_URL;
const onPostgres = pgUrl ? describe : describe.skip;

onPostgres('signed-in users kept in memory, across instances (postgres)', () => {
  const config = loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://parking.test', REMINDER_INTERVAL_MS: '0' });
  const secret = 'test-secret-test-secret-test-secret';
  const opened: { close(): Promise<unknown> }[] = [];
  let drop: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    const pg = await createPgDatabase();
    drop = pg.drop;
    url = pg.url;
  });
  afterAll(async () => {
    for (const o of opened.reverse()) await o.close();
    await drop?.();
  });

  async function instance(databaseUrl: string): Promise<{ app: TestApp['app']; handle: DbHandle }> {
    const handle = await openDb({ databaseUrl });
    const app = await buildApp({ config, dbHandle: handle, jwtSecret: secret, logger: false });
    await app.ready();
    opened.push(handle, app);
    return { app, handle };
  }

  it('refuses on the other instance within moments what one instance changed', async () => {
    const a = await instance(url);
    const b = await instance(url);
    await Promise.all([waitForUserCache(a.app), waitForUserCache(b.app)]);
    const driver = await createUser({ db: a.handle.db, app: a.app }, { role: 'customer' });
    for (const app of [a.app, b.app]) expect((await call(app, 'GET', '/api/v1/me', { token: driver.token })).statusCode).toBe(200);
    expect((await call(a.app, 'DELETE', '/api/v1/users/', { token: driver.token })).statusCode).toBe(200);
    expect((await call(a.app, 'GET', '/api/v1/me', { token: driver.token })).statusCode).toBe(401);
    const start = Date.now();
    expect((await refusedWithin(b.app, driver.token, 2_000)).status).toBe(401);
    expect(Date.now() - start).toBeLessThan(1_000);
  });

  it('reads users from the database while it cannot hear changes, and misses none made meanwhile', async () => {
    const proxy = await startTcpProxy(hostPort(url));
    opened.push(proxy);
    const { app } = await instance(throughProxy(url, proxy));
    await waitForUserCache(app);
    const direct = await openDb({ databaseUrl: url });
    opened.push(direct);
    const vendor = await createUser({ db: direct.db, app }, { role: 'vendor' });
    expect((await call(app, 'GET', '/api/v1/me', { token: vendor.token })).statusCode).toBe(200);

    await proxy.down();
    for (let i = 0; i < 100 && app.deps.userCache.live; i++) await sleep(20);
    expect(app.deps.userCache.live).toBe(false);
    // Deactivated by hand while the notice cannot reach this server.
    await direct.db.update(users).set({ isActive: false }).where(eq(users.id, vendor.user.id));
    await proxy.up();
    await waitForUserCache(app);
    expect((await call(app, 'GET', '/api/v1/me', { token: vendor.token })).json()).toEqual({
      status: 'fail',
      message: MESSAGES.accountDeactivated,
    });
  });
});
