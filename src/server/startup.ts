import net from 'node:net';
import { ConfigError, type Config } from './config';
import { DataDirInUseError } from './db/dataDirLock';

/** The settings a start-up failure can name. */
export type StartupSettings = Pick<Config, 'dataDir' | 'databaseUrl' | 'port' | 'host'>;

interface Cause extends Error {
  code?: string;
  syscall?: string;
  path?: string;
  address?: string;
}

/** The error and everything under it (drizzle's "Failed query" wraps the driver's error; net's AggregateError the per-address ones). */
function chain(err: unknown): Cause[] {
  const found: Cause[] = [];
  for (let e: unknown = err; e instanceof Error && found.length < 10; e = e.cause) {
    found.push(e);
    if (e instanceof AggregateError && e.errors[0] instanceof Error) found.push(e.errors[0] as Cause);
  }
  return found;
}

/** DATABASE_URL with its password hidden: the line goes to logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '****';
    return u.toString();
  } catch {
    return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:****@');
  }
}

const NETWORK = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);

/**
 * One line naming the setting and the cause of a failed start (or a failed operator command), or
 * null when the error is none of the known ones (a bug: the caller then shows it whole).
 */
export function describeStartupError(err: unknown, settings: StartupSettings | null): string | null {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) return err.message;
  const causes = chain(err);
  const coded = causes.find((c) => typeof c.code === 'string') ?? causes.at(-1);
  if (!settings || !coded) return null;
  const code = coded.code ?? '';
  const why = coded.message || code;
  if (coded.syscall === 'listen' || code === 'EADDRINUSE') {
    if (code === 'EADDRINUSE') return `PORT ${settings.port} is already in use on HOST ${settings.host}: another program listens there.`;
    if (code === 'EADDRNOTAVAIL') return `HOST ${settings.host} is not an address of this machine (${why}).`;
    if (code === 'EACCES') return `PORT ${settings.port} needs privileges this process does not have (${why}); use a port above 1023.`;
    return `Cannot listen on HOST ${settings.host} PORT ${settings.port}: ${why}`;
  }
  if (settings.databaseUrl) {
    const url = redactUrl(settings.databaseUrl);
    if (code === '3D000') return `DATABASE_URL ${url} names a database that does not exist (${why}).`;
    if (NETWORK.has(code)) return `DATABASE_URL ${url} cannot be reached (${why}).`;
    if (code === '28P01' || code === '28000') return `DATABASE_URL ${url} was refused: ${why}.`;
    if (/timeout|terminated/i.test(why)) return `DATABASE_URL ${url} did not answer (${why}).`;
    if (/^[0-9A-Z]{5}$/.test(code)) return `DATABASE_URL ${url}: the database refused the start-up (${code}: ${why}).`;
  } else {
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return `DATA_DIR ${settings.dataDir} is not writable (${why}).`;
    if (code === 'ENOTDIR' || code === 'EEXIST') return `DATA_DIR ${settings.dataDir} is not a folder (${why}).`;
    if (code === 'ENOSPC') return `DATA_DIR ${settings.dataDir}: the disk is full (${why}).`;
  }
  return null;
}

/**
 * Fails with EADDRINUSE (and the like) when HOST:PORT cannot be listened on, before a new DATA_DIR
 * is created, migrated and seeded for a server that would then not start. The port is given back at
 * once; the real listen follows within seconds.
 */
export function checkPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}
