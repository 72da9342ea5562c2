import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { locationSubscriptions, revenueAdjustments, sessions, subscriptionPayments } from '../../db/schema';
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

/**
 * Refuses (409) to delete a location that money was recorded against: its sessions (revenue history,
 * receipts), its revenue entries and its platform subscription payments would go with it (the
 * superadmin's ledger and figures lost them: QA). Such a location is set inactive instead.
 */
export async function refuseIfMoneyRecorded(db: Db, locationId: string): Promise<void> {
  await refuseIfSessionsUse(db, sessions.locationId, locationId, MESSAGES.locationHasSessions);
  const [entries] = await db.select({ n: count() }).from(revenueAdjustments).where(eq(revenueAdjustments.locationId, locationId));
  const [paid] = await db
    .select({ n: count() })
    .from(subscriptionPayments)
    .innerJoin(locationSubscriptions, eq(locationSubscriptions.id, subscriptionPayments.subscriptionId))
    .where(eq(locationSubscriptions.locationId, locationId));
  if ((entries?.n ?? 0) > 0 || (paid?.n ?? 0) > 0) throw conflict(MESSAGES.locationHasPayments);
}
