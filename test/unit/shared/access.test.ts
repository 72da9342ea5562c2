import { can, canManageRecord, homePathFor, isSuperadminEmail, managesAll, menuFor, type Permission } from '../../../src/shared/access';
import { ROLES, type Role } from '../../../src/shared/roles';

// SPEC section 6, as a table: which roles hold each permission (superadmin handled below).
const EXPECTED: Record<Exclude<Permission, 'superadmin'>, Role[]> = {
  signedIn: ['customer', 'vendor', 'odogwu', 'enforcer', 'valet'],
  book: ['customer'],
  manageLocations: ['vendor', 'odogwu'],
  service: ['enforcer', 'odogwu'],
  valet: ['valet', 'odogwu'],
  management: ['odogwu'],
};

describe('the access table (SPEC section 6)', () => {
  const cases = ROLES.flatMap((role) =>
    (Object.keys(EXPECTED) as (keyof typeof EXPECTED)[]).map((p) => [role, p, EXPECTED[p].includes(role)] as const),
  );
  it.each(cases)('%s has %s: %s', (role, permission, expected) => {
    expect(can({ role }, permission)).toBe(expected);
  });

  it('gives nothing to nobody', () => {
    expect(can(null, 'signedIn')).toBe(false);
    expect(menuFor(undefined)).toEqual([]);
  });

  it('makes only an odogwu with a listed email the superadmin', () => {
    expect(can({ role: 'odogwu', isSuperadmin: true }, 'superadmin')).toBe(true);
    expect(can({ role: 'odogwu', isSuperadmin: false }, 'superadmin')).toBe(false);
    expect(can({ role: 'vendor', isSuperadmin: true }, 'superadmin')).toBe(false);
    expect(isSuperadminEmail(' Boss@Example.com ', ['boss@example.com'])).toBe(true);
    expect(isSuperadminEmail('boss@example.com.evil', ['boss@example.com'])).toBe(false);
  });

  it.each<[Role, boolean, string[]]>([
    ['customer', false, ['Dashboard', 'Profile']],
    ['enforcer', false, ['Dashboard', 'Profile']],
    ['valet', false, ['Dashboard', 'Valet', 'Profile']],
    ['vendor', false, ['Dashboard', 'Team', 'Events', 'Locations', 'Memberships', 'Codes', 'Profile']],
    ['odogwu', false, ['Dashboard', 'Team', 'Events', 'Management', 'Valet', 'Locations', 'Memberships', 'Codes', 'Profile']],
    ['odogwu', true, ['Dashboard', 'Team', 'Events', 'Management', 'Super Admin', 'Valet', 'Locations', 'Memberships', 'Codes', 'Profile']],
  ])('menu for %s (superadmin %s) is %j', (role, isSuperadmin, labels) => {
    expect(menuFor({ role, isSuperadmin }).map((m) => m.label)).toEqual(labels);
  });

  it('sends an admin to /admin and everyone else to /dashboard after login', () => {
    expect(homePathFor('admin')).toBe('/admin');
    for (const r of ROLES.filter((x) => x !== 'admin')) expect(homePathFor(r)).toBe('/dashboard');
  });
});

describe('the ownership rule (canManageRecord)', () => {
  const OWNER = 'owner-id';
  // [who, their role, record owner, may manage]
  const cases: [string, Role | null, string | null, boolean][] = [
    ['nobody', null, OWNER, false],
    ['the owning vendor', 'vendor', OWNER, true],
    ["another vendor's record", 'vendor', 'someone-else', false],
    ['a vendor, record without owner', 'vendor', null, false],
    ['odogwu, any record', 'odogwu', 'someone-else', true],
    ['odogwu, record without owner', 'odogwu', null, true],
    ['a customer, even as owner', 'customer', OWNER, false],
    ['an enforcer, even as owner', 'enforcer', OWNER, false],
    ['a valet, even as owner', 'valet', OWNER, false],
    ['an admin, even as owner', 'admin', OWNER, false],
  ];
  it.each(cases)('%s (%s): %s', (_who, role, ownerId, expected) => {
    const subject = role ? { id: OWNER, role } : null;
    expect(canManageRecord(subject, ownerId)).toBe(expected);
  });

  it('asks for another permission when told to', () => {
    expect(canManageRecord({ id: OWNER, role: 'enforcer' }, OWNER, 'service')).toBe(true);
    expect(canManageRecord({ id: OWNER, role: 'vendor' }, OWNER, 'service')).toBe(false);
  });

  it('lets only odogwu manage every record', () => {
    expect(ROLES.filter((role) => managesAll({ role }))).toEqual(['odogwu']);
  });
});
