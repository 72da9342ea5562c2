import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where jest's global set-up leaves the migrated databases for the API test files: environment
 * variables, because they are set before the workers start and every worker inherits them.
 */
export const TEMPLATE_ENV = {
  /** Path of a PGlite data-dir dump (a tarball) of a freshly migrated database. */
  pgliteDump: 'PARKING_TEST_PGLITE_TEMPLATE',
  /** Name of a migrated PostgreSQL database to copy (CREATE DATABASE ... TEMPLATE), with DATABASE_URL. */
  pgTemplate: 'PARKING_TEST_PG_TEMPLATE',
} as const;

/** A file under os.tmpdir() unique to this run, so parallel runs (other worktrees) never share one. */
export function templateDumpPath(): string {
  return path.join(os.tmpdir(), `parking-api-template-${process.pid}-${crypto.randomBytes(4).toString('hex')}.tar`);
}

/** The migrated PGlite dump as a Blob for `new PGlite({ loadDataDir })`, or undefined when global set-up did not run. */
export function readPgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV.pgliteDump];
  if (!file || !fs.existsSync(file)) return undefined;
  return new Blob([fs.readFileSync(file)]);
}
