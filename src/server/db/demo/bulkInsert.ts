import crypto from 'node:crypto';
import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

type Executor = Pick<Db, 'execute'>;

/**
 * Inserts many rows with one JSON parameter per chunk (`json_populate_recordset`). drizzle's
 * builder needs ~0.5 ms per row for wide tables, which made seeding thousands of sessions take
 * seconds; Postgres parses the JSON in a few milliseconds, on PGlite and a real server alike.
 * Every column is written, so defaults are applied here the way the table declares them.
 */
export async function bulkInsert<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][], chunkSize = 2000): Promise<void> {
  const columns = Object.entries(getTableColumns(table));
  const now = new Date();
  const toRecord = (row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      let value = row[key];
      if (value === undefined) {
        const def = column.defaultFn ? column.defaultFn() : column.default;
        if (is(def, SQL)) value = column.columnType === 'PgUUID' ? crypto.randomUUID() : now;
        else value = def ?? null;
      }
      out[column.name] = value;
    }
    return out;
  };
  const name = getTableName(table);
  for (let i = 0; i < rows.length; i += chunkSize) {
    const json = JSON.stringify(rows.slice(i, i + chunkSize).map((r) => toRecord(r as Record<string, unknown>)));
    await db.execute(
      sql`insert into ${sql.identifier(name)} select * from json_populate_recordset(null::${sql.identifier(name)}, ${json}::json)`,
    );
  }
}
