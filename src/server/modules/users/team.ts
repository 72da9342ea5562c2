import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import { ownedBy } from '../../auth/ownership';
import type { Db } from '../../db/client';
import { enforcerLocations, locations } from '../../db/schema';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';

/**
 * The locations each enforcer services, as their owner sees them: only the owner's own locations
 * (odogwu: all), so two owners who share an enforcer never see or change each other's choice.
 */
export async function servicedLocationIds(db: Db, manager: AuthUser, enforcerIds: string[]): Promise<Map<string, string[]>> {
  const byEnforcer = new Map<string, string[]>(enforcerIds.map((id) => [id, []]));
  if (enforcerIds.length === 0) return byEnforcer;
  const rows = await db
    .select({ enforcerId: enforcerLocations.enforcerId, locationId: enforcerLocations.locationId })
    .from(enforcerLocations)
    .innerJoin(locations, eq(locations.id, enforcerLocations.locationId))
    .where(and(inArray(enforcerLocations.enforcerId, enforcerIds), ownedBy(manager, locations.userId)))
    .orderBy(asc(locations.name), asc(locations.id));
  for (const r of rows) byEnforcer.get(r.enforcerId)?.push(r.locationId);
  return byEnforcer;
}

/**
 * Replaces, among the manager's own locations, those the enforcer services. Every id must be a
 * location the manager owns (404 otherwise, and nothing changes); assignments to other owners'
 * locations stay as they are.
 */
export async function setServicedLocations(db: Db, manager: AuthUser, enforcerId: string, locationIds: string[]): Promise<string[]> {
  const wanted = [...new Set(locationIds)];
  const own: SQL | undefined = ownedBy(manager, locations.userId);
  await db.transaction(async (tx) => {
    if (wanted.length > 0) {
      const found = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(and(inArray(locations.id, wanted), own));
      if (found.length !== wanted.length) throw notFound(MESSAGES.locationNotFound);
    }
    const mineNow = tx.select({ id: locations.id }).from(locations).where(own);
    await tx
      .delete(enforcerLocations)
      .where(and(eq(enforcerLocations.enforcerId, enforcerId), own ? inArray(enforcerLocations.locationId, mineNow) : undefined));
    if (wanted.length > 0) {
      await tx
        .insert(enforcerLocations)
        .values(wanted.map((locationId) => ({ enforcerId, locationId, assignedBy: manager.id })))
        .onConflictDoNothing();
    }
  });
  return (await servicedLocationIds(db, manager, [enforcerId])).get(enforcerId) ?? [];
}
