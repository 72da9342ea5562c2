import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { migrationsFolder } from '../paths';
import { oncePerOutage } from '../integrations/outage';
import { startFromTemplate } from './pgliteTemplate';
import { lockDataDir } from './dataDirLock';
import { listenPglite, listenPostgres, type ListenHandlers, type StopListening } from './listen';

/** The drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Checks the database answers (used by /api/v1/health). */
  ping(): Promise<void>;
  /** Hears NOTIFY on `channel` (src/server/db/listen.ts). */
  listen(channel: string, on: ListenHandlers): StopListening;
  close(): Promise<void>;
}

export interface OpenDbOptions {
  /** A PostgreSQL URL; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder, or 'memory' for an in-memory database (tests). */
  dataDir?: string;
  /** A PGlite data-dir dump (dumpDataDir()) to start from, so tests skip migrating. */
  loadDataDir?: Blob;
  /** Named in the message another process gets while we hold DATA_DIR (dataDirLock.ts); 'server' unless said. */
  holder?: string;
}

/** Both drivers' clients answer a plain query, so the health ping is the same on either. */
function dbHandle(
  kind: DbHandle['kind'],
  db: Db,
  client: { query(sql: string): Promise<unknown> },
  listen: DbHandle['listen'],
  close: () => Promise<void>,
): DbHandle {
  return {
    db,
    kind,
    ping: async () => {
      await client.query('select 1');
    },
    listen,
    close,
  };
}

export async function openDb(opts: OpenDbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A database that is gone (not refusing, just silent) fails a request after 5 s (503) instead of holding it forever.
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection dropped by the server (a PostgreSQL restart, a failover, a dropped test
    // database) is an 'error' event on the pool; unheard it would crash the process. The pool
    // replaces the connection on the next query, so this is worth a line in the log, no more: one
    // for all the idle connections a restart drops, again only after a new connection was made.
    const outage = oncePerOutage((err) => console.warn(`PostgreSQL connection lost: ${(err as Error).message}`));
    pool.on('error', outage.warn);
    pool.on('connect', outage.recovered);
    const url = opts.databaseUrl;
    return dbHandle(
      'postgres',
      drizzle(pool, { schema }) as unknown as Db,
      pool,
      (channel, on) => listenPostgres(url, channel, on),
      () => pool.end(),
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = opts.dataDir && opts.dataDir !== 'memory' ? path.resolve(opts.dataDir, 'pglite') : undefined;
  // Before anything touches the folder, even the template copy: one process at a time.
  const lock = dir ? lockDataDir(opts.dataDir!, opts.holder ?? 'server') : null;
  try {
    if (dir) fs.mkdirSync(dir, { recursive: true });
    if (dir && !opts.loadDataDir) {
      await startFromTemplate(dir, async (made) => {
        const cluster = new PGlite(made);
        await migrate({ kind: 'pglite', db: drizzle(cluster, { schema }) as unknown as Db });
        await cluster.close();
      });
    }
    // PGlite reads its options from the first argument unless that is a string (the folder).
    const client = opts.loadDataDir ? new PGlite({ dataDir: dir, loadDataDir: opts.loadDataDir }) : new PGlite(dir);
    await client.waitReady;
    return dbHandle(
      'pglite',
      drizzle(client, { schema }) as unknown as Db,
      client,
      (channel, on) => listenPglite(client, channel, on),
      async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    );
  } catch (err) {
    lock?.release();
    throw err;
  }
}

/** Applies the committed SQL migrations (the same files for both drivers). */
export async function migrate(handle: Pick<DbHandle, 'db' | 'kind'>): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // The cast is the driver split: both drivers share PgDatabase, the migrator wants its own.
    await run(handle.db as unknown as Parameters<typeof run>[0], { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as unknown as Parameters<typeof run>[0], { migrationsFolder: folder });
  }
}

export { schema };
