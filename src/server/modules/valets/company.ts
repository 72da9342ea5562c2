import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { managesAll } from '../../../shared/access';
import type { AuthUser } from '../../plugins/auth';

/**
 * Whose valet tickets a staff member works with: the owner who employs them (the account that
 * invited them), else their own account (an owner running their own valet). null: every company
 * (odogwu manages all).
 */
export function valetCompanyOf(user: AuthUser): string | null {
  if (managesAll(user)) return null;
  return user.invitedBy ?? user.id;
}

/**
 * Scopes a query to the tickets of the caller's company, by the column holding the owner of the
 * ticket's location (undefined, no condition, for odogwu). Live updates filter with the same rule.
 */
export function ofValetCompany(user: AuthUser, ownerColumn: AnyColumn): SQL | undefined {
  const company = valetCompanyOf(user);
  return company === null ? undefined : eq(ownerColumn, company);
}

/** May this staff member see a ticket whose location belongs to `ownerId`? */
export function seesValetCompany(user: AuthUser, ownerId: string | null): boolean {
  const company = valetCompanyOf(user);
  return company === null || (ownerId !== null && ownerId === company);
}
