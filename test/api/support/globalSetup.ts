import fs from 'node:fs';
import { migrate, openDb, type Db } from '../../../src/server/db/client';
import { createScratchDatabase } from '../../support/pgDatabase';
import { TEMPLATE_ENV, templateDumpPath } from './template';

/**
 * Jest global set-up of the api project: migrates one PGlite and dumps its data folder once, so
 * each test file loads the dump instead of running initdb (PGlite does it in a second instance)
 * and every migration: about 2-4 s a file instead of 5-13 s on the shared test machine. It runs
 * at each test run, so a new migration is always in the template. With DATABASE_URL, a migrated
 * PostgreSQL database is made too, and each file copies it (CREATE DATABASE ... TEMPLATE).
 */
export default async function globalSetup(): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = new PGlite();
  await client.waitReady;
  // The handle migrate() expects, around a client kept to dump it afterwards (the cast is the
  // schema-less drizzle instance; migrate() only runs SQL files through it).
  await migrate({ db: drizzle(client) as unknown as Db, kind: 'pglite' });
  // Uncompressed (~40 MB): loading it skips the gunzip, measured 1.3-1.9 s against 2.0-2.2 s a file.
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = templateDumpPath();
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV.pgliteDump] = file;

  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const { name, url } = await createScratchDatabase(adminUrl, { prefix: 'parking_test_template' });
    const handle = await openDb({ databaseUrl: url });
    await migrate(handle);
    // No connection may stay open on a template database while it is copied.
    await handle.close();
    process.env[TEMPLATE_ENV.pgTemplate] = name;
  }
}
