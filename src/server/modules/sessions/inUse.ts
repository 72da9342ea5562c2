import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { conflict } from '../../errors';

/**
 * Refuses (409 with the caller's message) to delete a location or zone that sessions point at:
 * they are revenue history and receipts, so such a record is archived instead.
 */
export async function refuseIfSessionsUse(
  db: Db,
  column: typeof sessions.locationId | typeof sessions.zoneId,
  id: string,
  message: string,
): Promise<void> {
  const [used] = await db.select({ n: count() }).from(sessions).where(eq(column, id));
  if ((used?.n ?? 0) > 0) throw conflict(message);
}
