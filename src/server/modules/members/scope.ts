import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema';

/**
 * The members who may park at a lot: those tied to it, and its owner's valid at every location
 * (SPEC's POST /members names no location). The members list of a lot, the enforcer's check and its
 * "Did you mean" read the same rows.
 */
export function membersOfLot(lot: { id: string; userId: string }): SQL {
  return or(eq(members.locationId, lot.id), and(isNull(members.locationId), eq(members.userId, lot.userId)))!;
}
