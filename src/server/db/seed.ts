import { sql } from 'drizzle-orm';
import type { Config } from '../config';
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

/** One account per role, plus the superadmin (an odogwu whose email is the first SUPERADMIN_EMAILS entry). */
export function demoAccounts(config: Config): DemoAccount[] {
  return [
    { role: 'customer', email: 'customer@demo.parking', password: DEMO_PASSWORD },
    { role: 'vendor', email: 'vendor@demo.parking', password: DEMO_PASSWORD },
    { role: 'odogwu', email: 'admin@demo.parking', password: DEMO_PASSWORD },
    { role: 'enforcer', email: 'enforcer@demo.parking', password: DEMO_PASSWORD },
    { role: 'valet', email: 'valet@demo.parking', password: DEMO_PASSWORD },
    { role: 'superadmin', email: config.superadminEmails[0]!, password: DEMO_PASSWORD },
  ];
}

export interface SeedOptions {
  /** The moment the demo history ends; defaults to now. Floored to the hour so a reseed within the hour is identical. */
  now?: Date;
}

function displayName(a: DemoAccount): string {
  return a.role === 'superadmin' ? 'Demo Superadmin' : `Demo ${a.role[0]!.toUpperCase()}${a.role.slice(1)}`;
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
  const idOf = (role: DemoAccount['role']) => userRows[accounts.findIndex((a) => a.role === role)]!.id;
  const vendorId = idOf('vendor');
  const enforcer = userRows[accounts.findIndex((a) => a.role === 'enforcer')]!;
  Object.assign(enforcer, { name: 'Erin Enforcer', invitedBy: vendorId });
  // The demo valet runs the tickets of Peachtree Center Deck, an odogwu lot: odogwu employs them.
  Object.assign(userRows[accounts.findIndex((a) => a.role === 'valet')]!, { name: 'Val Valet', invitedBy: idOf('odogwu') });
  const rows = buildDemoRows({ vendorId, adminId: idOf('odogwu'), customerId: idOf('customer'), valetId: idOf('valet') }, now);

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
