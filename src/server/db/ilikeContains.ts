import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `column` holds `text` anywhere, in any case; % and _ in what was typed are letters, not wildcards (backslash is LIKE's escape). */
export function ilikeContains(column: AnyColumn, text: string): SQL {
  return sql`${column} ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
}
