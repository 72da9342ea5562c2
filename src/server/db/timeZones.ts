import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** The zone names of each database (lower case → as it spells them), read once: the view reads every zone file. */
const namesOf = new WeakMap<Db, Promise<Map<string, string>>>();

function zoneNames(db: Db): Promise<Map<string, string>> {
  let names = namesOf.get(db);
  if (!names) {
    names = db
      .select({ name: sql<string>`name` })
      .from(sql`pg_timezone_names`)
      .then((rows) => new Map(rows.map((r) => [r.name.toLowerCase(), r.name])));
    // A database that did not answer is asked again next time, not remembered as having no zones.
    names.catch(() => namesOf.delete(db));
    namesOf.set(db, names);
  }
  return names;
}

/**
 * `name` as the database spells it when it is one of its zones (`pg_timezone_names`, any case), or
 * null. Node's Intl accepts names PostgreSQL does not know (ICU's "AET" or "CTT", zones tz has
 * dropped such as "US/Pacific-New") and an abbreviation that PostgreSQL reads otherwise ("PST", a
 * fixed -08:00, where Intl means Los Angeles); stored as a lot's zone, such a name fails every
 * `AT TIME ZONE` of the lot. Only a zone name both know may be stored.
 */
export async function databaseTimeZone(db: Db, name: string): Promise<string | null> {
  return (await zoneNames(db)).get(name.trim().toLowerCase()) ?? null;
}
