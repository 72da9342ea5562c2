import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { hashPassword } from '../auth/password';
import type { Role } from '../../shared/roles';
import type { Db } from './client';
import { users } from './schema';

export interface DemoAccount {
  role: Role | 'superadmin';
  email: string;
  password: string;
}

export const DEMO_PASSWORD = 'Parking#2026';

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

/** Loads the demo data once: does nothing when any user exists already. */
export async function seedDemoData(db: Db, config: Config): Promise<{ created: boolean; accounts: DemoAccount[] }> {
  const accounts = demoAccounts(config);
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count > 0) return { created: false, accounts };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(
    accounts.map((a) => ({
      name: a.role === 'superadmin' ? 'Demo Superadmin' : `Demo ${a.role[0]!.toUpperCase()}${a.role.slice(1)}`,
      email: a.email,
      passwordHash,
      role: (a.role === 'superadmin' ? 'odogwu' : a.role) as Role,
    })),
  );
  return { created: true, accounts };
}
