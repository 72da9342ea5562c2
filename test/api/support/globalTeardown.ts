import fs from 'node:fs';
import { dropDatabase } from '../../support/pgDatabase';
import { TEMPLATE_ENV } from './template';

/** Removes what globalSetup made: the PGlite dump file and the PostgreSQL template database. */
export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV.pgliteDump];
  if (file) fs.rmSync(file, { force: true });
  const name = process.env[TEMPLATE_ENV.pgTemplate];
  const adminUrl = process.env.DATABASE_URL;
  if (name && adminUrl) await dropDatabase(adminUrl, name);
}
