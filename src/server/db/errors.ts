/**
 * Whether a statement failed on a unique index (SQLSTATE 23505, the same on PGlite and
 * PostgreSQL). drizzle wraps the driver's error in `cause`, so the whole chain is searched. With
 * `constraint`, only a violation of that index counts: another unique index failing is a
 * different answer, not this one's 409.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

/**
 * Awaits a write that a unique index guards against copies (the second of two concurrent adds of
 * the same thing fails there, whatever checked before): a violation of one of `constraints` becomes
 * `refusal()` (the 409 naming what exists), any other error passes on as it is.
 */
export async function refusingCopies<T>(write: PromiseLike<T>, constraints: readonly string[], refusal: () => Error): Promise<T> {
  try {
    return await write;
  } catch (err) {
    if (constraints.some((c) => isUniqueViolation(err, c))) throw refusal();
    throw err;
  }
}

/** Socket errors of a database that went away or never answered. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
/** node-postgres's own words for a connection it lost or could not open in time. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
];

/**
 * Whether a statement failed because the database is not there (PostgreSQL stopped, restarting,
 * unreachable, out of connections), not because of the statement: the API then answers 503 and the
 * pool reconnects by itself on a later request. SQLSTATE class 08 (connection exception), 57P01-03
 * (shutdown, crash, cannot connect now) and 53300 (too many connections); drizzle wraps the driver's
 * error in `cause`, so the whole chain is searched.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    }
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
