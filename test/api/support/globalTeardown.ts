import fs from 'node:fs';
import { Client } from 'pg';
import { TEMPLATE_ENV } from './template';

/** Removes what globalSetup made: the PGlite dump file and the PostgreSQL template database. */
export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV.pgliteDump];
  if (file) fs.rmSync(file, { force: true });
  const name = process.env[TEMPLATE_ENV.pgTemplate];
  const adminUrl = process.env.DATABASE_URL;
  if (name && adminUrl) {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
