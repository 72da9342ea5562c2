import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { managesAll } from '../../shared/access';
import type { AuthUser } from '../plugins/auth';

/**
 * Scopes a query to the records the user owns, by the column holding the owner's id (the same
 * rule as canManageRecord in src/shared/access.ts): undefined, so no condition, for a user who
 * manages every record.
 */
export function ownedBy(user: AuthUser, ownerColumn: AnyColumn): SQL | undefined {
  return managesAll(user) ? undefined : eq(ownerColumn, user.id);
}
