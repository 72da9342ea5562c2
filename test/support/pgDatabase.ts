import crypto from 'node:crypto';
import { Client } from 'pg';

/** The same database URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops database `name` of the server at adminUrl, whoever is still connected to it. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}

/**
 * A database of a test's own on the PostgreSQL server at adminUrl (DATABASE_URL), beside the one it
 * names, which is never touched: empty, or a copy of `template`. The one place tests make one (API
 * test files, their global set-up, the e2e fault tests).
 */
export async function createScratchDatabase(
  adminUrl: string,
  { prefix, template }: { prefix: string; template?: string | undefined },
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
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
  } finally {
    await admin.end();
  }
  return { name, url: withDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}
