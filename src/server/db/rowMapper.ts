import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/** A value's conversion from what the driver gives (drizzle's Column, SQL decoders and mapWith). */
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What drizzle keeps of a select's fields, in the order of the statement's columns (SelectedFieldsOrdered). */
interface OrderedField {
  path: string[];
  field: unknown;
}

/** The parts of drizzle's prepared select (node-postgres and PGlite alike) this module reads or sets. */
interface PreparedInternals {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface CompiledField {
  path: string[];
  key: string;
  decoder: Decoder;
  /** The table of a joined table's column (path [object, column]): a row whose columns of it are all null reads as null. */
  table: string | null;
}

// An SQL's decoder is drizzle-internal (mapWith sets it); mapResultRow reads it the same way.
const sqlDecoder = (s: SQL): Decoder => (s as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, Subquery)) return sqlDecoder((field as unknown as { _: { sql: SQL } })._.sql);
  return sqlDecoder((field as { sql: SQL }).sql);
}

/**
 * drizzle's mapResultRow, with what it works out for every cell of every row (which kind of field,
 * which decoder, which table) worked out once per statement. Same objects, same keys in the same
 * order, same nulls for a left-joined table that matched nothing (test/api/rowMapper.test.ts holds it
 * to drizzle's own on every kind of field). On the revenue summary's 200 lots, drizzle's mapping
 * took a fifth of the server's time for the request.
 */
export function compileRowMapper(fields: OrderedField[], joinsNotNullableMap: Record<string, boolean> | undefined) {
  const compiled: CompiledField[] = fields.map(({ path, field }) => ({
    path,
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
    table: joinsNotNullableMap && path.length === 2 && is(field, Column) ? getTableName(field.table) : null,
  }));
  const flat = compiled.every((f) => f.path.length === 1);
  const mapRow = (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    // The table each nested object's columns came from while all were null, else false (mapResultRow's nullifyMap).
    const nullify: Record<string, string | false> | null = joinsNotNullableMap && !flat ? {} : null;
    for (let i = 0; i < compiled.length; i++) {
      const f = compiled[i]!;
      const raw = row[i];
      const value = raw === null ? null : f.decoder.mapFromDriverValue(raw);
      if (flat) {
        result[f.key] = value;
        continue;
      }
      let node = result;
      for (let j = 0; j < f.path.length - 1; j++) {
        const chunk = f.path[j]!;
        if (!(chunk in node)) node[chunk] = {};
        node = node[chunk] as Record<string, unknown>;
      }
      node[f.key] = value;
      if (nullify && f.table !== null) {
        const objectName = f.path[0]!;
        const seen = nullify[objectName];
        if (seen === undefined) nullify[objectName] = value === null ? f.table : false;
        else if (typeof seen === 'string' && seen !== f.table) nullify[objectName] = false;
      }
    }
    if (nullify && joinsNotNullableMap) {
      for (const objectName in nullify) {
        const tableName = nullify[objectName];
        if (typeof tableName === 'string' && !joinsNotNullableMap[tableName]) result[objectName] = null;
      }
    }
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}

/**
 * A prepared select whose rows are mapped by compileRowMapper instead of drizzle's per-cell mapping:
 * for the statements the busiest screens run on every request. Only drizzle's own prepared selects
 * (they keep `fields`); anything else is returned as it came.
 */
export function withCompiledRows<Q>(prepared: Q): Q {
  // drizzle declares these fields private; they are its prepared query's own, set when it is built.
  const internals = prepared as unknown as PreparedInternals;
  if (!internals.fields || internals.customResultMapper) return prepared;
  internals.customResultMapper = compileRowMapper(internals.fields, internals.joinsNotNullableMap);
  return prepared;
}
