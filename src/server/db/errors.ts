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
