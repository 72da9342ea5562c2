import { eq, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { managesAll } from '../../shared/access';
import type { AuthUser } from '../plugins/auth';

/** Whose records a user's queries read: every owner's (whoever manages them all), or only their own. */
export type OwnershipScope = 'all' | 'own';

export function ownershipScope(user: AuthUser): OwnershipScope {
  return managesAll(user) ? 'all' : 'own';
}

/**
 * Scopes a query to the records the user owns, by the column holding the owner's id (the same
 * rule as canManageRecord in src/shared/access.ts): undefined, so no condition, for a user who
 * manages every record.
 */
export function ownedBy(user: AuthUser, ownerColumn: AnyColumn): SQL | undefined {
  return ownedByIn(ownershipScope(user), ownerColumn, user.id);
}

/**
 * ownedBy for a statement prepared once per scope, before any user is known: the owner's id is a
 * placeholder bound on each call (`ownershipScope(user)` picks the statement).
 */
export function ownedByIn(scope: OwnershipScope, ownerColumn: AnyColumn, ownerId: string | Placeholder): SQL | undefined {
  return scope === 'all' ? undefined : eq(ownerColumn, ownerId);
}
