import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig, type Config } from '../../../src/server/config';
import { migrate, openDb, type DbHandle } from '../../../src/server/db/client';
import { buildApp } from '../../../src/server/app';
import { createScratchDatabase } from '../../support/pgDatabase';
import { readPgliteTemplate, TEMPLATE_ENV } from './template';

/**
 * The database backends every API test file runs against: the embedded PGlite always, and the
 * PostgreSQL server at DATABASE_URL when it is set (each test file gets a fresh database there).
 */
export const backends: ('pglite' | 'postgres')[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

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
