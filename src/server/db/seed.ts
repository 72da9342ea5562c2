import { sql } from 'drizzle-orm';
import { DEMO_SUPERADMIN_EMAIL, type Config } from '../config';
import { isSuperadminEmail } from '../../shared/access';
import { hashPassword } from '../auth/password';
import type { Role } from '../../shared/roles';
import type { Db } from './client';
import {
  enforcerLocations,
  events,
  locationSubscriptions,
  locations,
  members,
  payments,
  sessions,
  subscriptionPayments,
  users,
  valetTickets,
  validationCodes,
  vehicles,
  vendorPlates,
  vendors,
  zones,
} from './schema';
import { buildDemoRows } from './demo/build';
import { bulkInsert } from './demo/bulkInsert';
import { DemoRandom } from './demo/random';

export interface DemoAccount {
  role: Role | 'superadmin';
  email: string;
  password: string;
}

export const DEMO_PASSWORD = 'Parking#2026';

/** An enforcer the demo vendor invited who has not activated the account yet (no password). */
export const DEMO_INVITED_ENFORCER_EMAIL = 'new.enforcer@demo.parking';

/**
 * One account per role, plus the demo superadmin: always superadmin@demo.parking (an odogwu), a
 * superadmin only when SUPERADMIN_EMAILS lists it (the default does). Never an address the operator
 * configured: that account would get the public demo password, and `npm run cli -- user:create`
 * for it would find the address taken.
 */
export function demoAccounts(config: Config): DemoAccount[] {
  const superadmin = isSuperadminEmail(DEMO_SUPERADMIN_EMAIL, config.superadminEmails);
  return [
    { role: 'customer', email: 'customer@demo.parking', password: DEMO_PASSWORD },
    { role: 'vendor', email: 'vendor@demo.parking', password: DEMO_PASSWORD },
    { role: 'odogwu', email: 'admin@demo.parking', password: DEMO_PASSWORD },
    { role: 'enforcer', email: 'enforcer@demo.parking', password: DEMO_PASSWORD },
    { role: 'valet', email: 'valet@demo.parking', password: DEMO_PASSWORD },
    { role: superadmin ? 'superadmin' : 'odogwu', email: DEMO_SUPERADMIN_EMAIL, password: DEMO_PASSWORD },
  ];
}

export interface SeedOptions {
  /** The moment the demo history ends; defaults to now. Floored to the hour so a reseed within the hour is identical. */
  now?: Date;
}

function displayName(a: DemoAccount): string {
  return a.email === DEMO_SUPERADMIN_EMAIL ? 'Demo Superadmin' : `Demo ${a.role[0]!.toUpperCase()}${a.role.slice(1)}`;
}

/** Loads the demo data once: does nothing when any user exists already. Everything lands in one transaction. */
export async function seedDemoData(db: Db, config: Config, opts: SeedOptions = {}): Promise<{ created: boolean; accounts: DemoAccount[] }> {
  const accounts = demoAccounts(config);
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count > 0) return { created: false, accounts };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date(Math.floor((opts.now ?? new Date()).getTime() / 3_600_000) * 3_600_000);
  const ids = new DemoRandom(7);
  const userRows = accounts.map((a) => ({
    id: ids.uuid(),
    name: displayName(a),
    email: a.email,
    passwordHash,
    role: (a.role === 'superadmin' ? 'odogwu' : a.role) as Role,
  }));
  // By email, not role: the demo superadmin is an odogwu too.
  const rowOf = (email: string) => userRows.find((u) => u.email === email)!;
  const idOf = (email: string) => rowOf(email).id;
  const vendorId = idOf('vendor@demo.parking');
  const adminId = idOf('admin@demo.parking');
  const enforcer = rowOf('enforcer@demo.parking');
  Object.assign(enforcer, { name: 'Erin Enforcer', invitedBy: vendorId });
  // The demo valet runs the tickets of Peachtree Center Deck, an odogwu lot: odogwu employs them.
  Object.assign(rowOf('valet@demo.parking'), { name: 'Val Valet', invitedBy: adminId });
  const rows = buildDemoRows({ vendorId, adminId, customerId: idOf('customer@demo.parking'), valetId: idOf('valet@demo.parking') }, now);

  const created = await db.transaction(async (tx) => {
    // A concurrent first start may have seeded meanwhile; the email index would reject us anyway.
    const [again] = (await tx.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
    if (again.count > 0) return false;
    await tx.insert(users).values([
      ...userRows,
      {
        id: ids.uuid(),
        name: 'Nia Newcomer',
        email: DEMO_INVITED_ENFORCER_EMAIL,
        passwordHash: null,
        role: 'enforcer' as const,
        isActive: false,
        invitedBy: vendorId,
      },
    ]);
    await tx.insert(locations).values(rows.locations);
    await tx.insert(zones).values(rows.zones);
    // The demo enforcer has plates to check at once: the vendor chose all of its lots for them (as /team does).
    await tx
      .insert(enforcerLocations)
      .values(
        rows.locations
          .filter((l) => l.userId === vendorId)
          .map((l) => ({ enforcerId: enforcer.id, locationId: l.id!, assignedBy: vendorId })),
      );
    await bulkInsert(tx, vehicles, rows.vehicles);
    await tx.insert(vendors).values(rows.vendors);
    await tx.insert(vendorPlates).values(rows.vendorPlates);
    await tx.insert(valetTickets).values(rows.valetTickets);
    await bulkInsert(tx, payments, rows.payments);
    await bulkInsert(tx, sessions, rows.sessions);
    await tx.insert(validationCodes).values(rows.validationCodes);
    await tx.insert(members).values(rows.members);
    await tx.insert(events).values(rows.events);
    await tx.insert(locationSubscriptions).values(rows.subscriptions);
    await tx.insert(subscriptionPayments).values(rows.subscriptionPayments);
    return true;
  });
  return { created, accounts };
}
