import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Client } from 'pg';
import { loadConfig, type Config } from '../../../src/server/config';
import { migrate, openDb, type DbHandle } from '../../../src/server/db/client';
import { buildApp } from '../../../src/server/app';
import { readPgliteTemplate, TEMPLATE_ENV, withDatabase } from './template';

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
  const adminUrl = process.env.DATABASE_URL!;
  const name = `parking_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  const template = process.env[TEMPLATE_ENV.pgTemplate];
  // Two workers may copy the template at once: PostgreSQL refuses a copy while another session is
  // in the template (55006), so try again shortly.
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      break;
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt >= 10) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    migrated: Boolean(template),
    drop: async () => {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
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
