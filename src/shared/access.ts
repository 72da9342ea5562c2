import type { Role } from './roles';

/**
 * The one role/permission table (SPEC section 6). The SPA's route table, side menu and per-button
 * checks, and the server's requirePermission preHandler all read it.
 */
export type Permission =
  | 'signedIn' // general protected routes: dashboard, profile, bookings, home
  | 'book' // customer booking history and booking while signed in
  | 'manageLocations' // vendor + odogwu: locations, zones, revenue, codes, members, events, team
  | 'service' // enforcer routes (odogwu too)
  | 'valet' // valet staff routes (odogwu too)
  | 'management' // odogwu only: management, Add Session on the revenue page
  | 'superadmin'; // odogwu whose email is in SUPERADMIN_EMAILS

/** The part of a user the access rules look at. `isSuperadmin` is computed by the server. */
export interface AccessSubject {
  role: Role;
  isSuperadmin?: boolean;
}

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  customer: ['signedIn', 'book'],
  vendor: ['signedIn', 'manageLocations'],
  odogwu: ['signedIn', 'manageLocations', 'service', 'valet', 'management'],
  enforcer: ['signedIn', 'service'],
  // SPEC lists customer, odogwu, enforcer and vendor for the general routes, yet shows valet staff
  // the Dashboard and Profile menu entries; a valet who signs in must be able to open them.
  valet: ['signedIn', 'valet'],
  // The admin area lives elsewhere (SPEC: "that area: not shown"); nothing here is open to it.
  admin: [],
};

export function can(subject: AccessSubject | null | undefined, permission: Permission): boolean {
  if (!subject) return false;
  if (permission === 'superadmin') return subject.role === 'odogwu' && subject.isSuperadmin === true;
  return ROLE_PERMISSIONS[subject.role]?.includes(permission) ?? false;
}

/** A role that manages every owner's records (SPEC 6: odogwu oversees all locations and teams). */
export function managesAll(subject: AccessSubject): boolean {
  return subject.role === 'odogwu';
}

/**
 * The one ownership rule: who may manage a record owned by `ownerId` (a location, its zones, an
 * invited enforcer; codes, members, events and vendors next). A user needs the permission, then
 * manages its own records; odogwu manages every one.
 */
export function canManageRecord(
  subject: (AccessSubject & { id: string }) | null | undefined,
  ownerId: string | null,
  permission: Permission = 'manageLocations',
): boolean {
  if (!subject || !can(subject, permission)) return false;
  return managesAll(subject) || (ownerId !== null && subject.id === ownerId);
}

export function isSuperadminEmail(email: string, superadminEmails: readonly string[]): boolean {
  const e = email.trim().toLowerCase();
  return superadminEmails.some((s) => s.trim().toLowerCase() === e);
}

/** Where a user lands after signing in (SPEC section 2, /login). */
export function homePathFor(role: Role): string {
  return role === 'admin' ? '/admin' : '/dashboard';
}

export interface MenuEntry {
  key: string;
  label: string;
  path: string;
  permission: Permission;
}

/** Side menu in SPEC order; each entry shows only to users with its permission. */
export const MENU: readonly MenuEntry[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', permission: 'signedIn' },
  { key: 'team', label: 'Team', path: '/team', permission: 'manageLocations' },
  { key: 'events', label: 'Events', path: '/events', permission: 'manageLocations' },
  { key: 'management', label: 'Management', path: '/management', permission: 'management' },
  { key: 'superadmin', label: 'Super Admin', path: '/superadmin', permission: 'superadmin' },
  { key: 'valet', label: 'Valet', path: '/valet', permission: 'valet' },
  { key: 'locations', label: 'Locations', path: '/locations-vendor', permission: 'manageLocations' },
  { key: 'members', label: 'Memberships', path: '/members', permission: 'manageLocations' },
  { key: 'codes', label: 'Codes', path: '/codes', permission: 'manageLocations' },
  { key: 'profile', label: 'Profile', path: '/profile', permission: 'signedIn' },
];

export function menuFor(subject: AccessSubject | null | undefined): MenuEntry[] {
  return MENU.filter((m) => can(subject, m.permission));
}
