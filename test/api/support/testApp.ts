import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig, type Config } from '../../../src/server/config';
import { migrate, openDb, type DbHandle } from '../../../src/server/db/client';
import { buildApp } from '../../../src/server/app';
import { createScratchDatabase } from '../../support/pgDatabase';
import { readPgliteTemplate, TEMPLATE_ENV } from './template';

/**
 * The API files that also run on the PostgreSQL server at DATABASE_URL: those whose outcome can
 * differ there. PGlite is the same SQL engine with one connection, so what only a server shows is
 * requests at once (locks, unique races, claims), the pg driver's types, the pool, and money and
 * revenue figures. The others (the app's checks, texts and shapes, the same on either) run on
 * PGlite only, which keeps CI within its 20 minutes on two cores. API_TESTS_ALL_ON_POSTGRES=1 runs
 * every file on both.
 */
const ON_POSTGRES_TOO = new Set([
  'auth-ratelimit',
  'booking',
  'early-stop',
  'email-undo',
  'events',
  'extend-applied',
  'guestValidation',
  'health',
  'live',
  'locations',
  'lot-revenue',
  'memberCode',
  'members',
  'money-integrity',
  'parkingRightSql',
  'payments-dispatch',
  'payments-settle',
  'reconciliation',
  'reminders',
  'revenue-reversal',
  'rowMapper',
  'schema',
  'seed',
  'superadmin',
  'team-and-adjustments',
  'unfulfillable-payments',
  'user-cache',
  'users',
  'valets',
  'validations',
  'vehicleStatus',
  'vendors',
  'zones',
]);
const testFile = (expect.getState().testPath ?? '').replace(/^.*\//, '').replace(/\.test\.ts$/, '');
const onPostgres = Boolean(process.env.DATABASE_URL) && (process.env.API_TESTS_ALL_ON_POSTGRES === '1' || ON_POSTGRES_TOO.has(testFile));

/**
 * The database backends this API test file runs against: the embedded PGlite always, and the
 * PostgreSQL server at DATABASE_URL when it is set and the file is one whose outcome can differ
 * there (each test file gets a fresh database there).
 */
export const backends: ('pglite' | 'postgres')[] = onPostgres ? ['pglite', 'postgres'] : ['pglite'];

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  db: DbHandle['db'];
  handle: DbHandle;
  close(): Promise<void>;
}

/** A fresh database on the server at DATABASE_URL, copied from the migrated template when global set-up made one. */
export async function createPgDatabase(): Promise<{ url: string; migrated: boolean; drop(): Promise<void> }> {
  const template = process.env[TEMPLATE_ENV.pgTemplate];
  const db = await createScratchDatabase(process.env.DATABASE_URL!, { prefix: 'parking_test', template });
  return { url: db.url, migrated: Boolean(template), drop: db.drop };
}

/** Builds the app on a fresh, migrated database (a copy of the template). Call once per file (beforeAll), close in afterAll. */
export async function createTestApp(backend: 'pglite' | 'postgres' = 'pglite', env: Record<string, string> = {}): Promise<TestApp> {
  const pg = backend === 'postgres' ? await createPgDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: 'memory',
    SUPERADMIN_EMAILS: 'boss@test.parking',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://parking.test',
    // No background reminders: test/api/reminders.test.ts calls runDue with its own clock.
    REMINDER_INTERVAL_MS: '0',
    ...env,
  });
  // The migrated template from global set-up when there is one; without it (a run that skipped
  // global set-up), migrate from scratch as before.
  const loadDataDir = pg ? undefined : readPgliteTemplate();
  const handle = await openDb({ databaseUrl: pg?.url, dataDir: 'memory', loadDataDir });
  const fromTemplate = pg ? pg.migrated : loadDataDir !== undefined;
  if (!fromTemplate) await migrate(handle);
  const app = await buildApp({ config, dbHandle: handle, jwtSecret: 'test-secret-test-secret-test-secret', logger: false });
  await app.ready();
  // As in production once the server listens for user changes: signed-in users come from memory.
  await waitForUserCache(app);
  return {
    app,
    config,
    db: handle.db,
    handle,
    close: async () => {
      await app.close();
      await handle.close();
      await pg?.drop();
    },
  };
}

/** Resolves once the app trusts its user cache (it listens on 'users_changed'); throws after 5 s. */
export async function waitForUserCache(app: FastifyInstance): Promise<void> {
  for (const start = Date.now(); !app.deps.userCache.live;) {
    if (Date.now() - start > 5_000) throw new Error('the app did not start listening for user changes within 5 s');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** app.inject with a bearer token and JSON body in one call. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
}

/** How many rows `table` holds now: a refused call is checked to have written nothing. */
export async function rowCount(t: Pick<TestApp, 'db'>, table: PgTable): Promise<number> {
  const [row] = await t.db.select({ c: sql<number>`count(*)::int` }).from(table);
  return row!.c;
}
