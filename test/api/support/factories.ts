import { hashPassword } from '../../../src/server/auth/password';
import {
  locations,
  sessions,
  users,
  zones,
  type LocationRow,
  type NewLocationRow,
  type NewSessionRow,
  type NewZoneRow,
  type SessionRow,
  type UserRow,
  type ZoneRow,
} from '../../../src/server/db/schema';
import type { TestApp } from './testApp';

/**
 * Rows the API tests start from, written straight to the database with defaults that satisfy every
 * constraint: a test names only the columns its assertions are about. Every factory takes the test
 * app `t` (createUser also needs `t.app` to sign the token). Emails and names carry a counter, so
 * two calls never collide on a unique index.
 */

let seq = 0;
const next = () => ++seq;

// argon2 costs ~90 ms a hash by design; one hash per distinct password keeps set-up fast (the
// stored hash carries its own salt, so sharing it between rows verifies the same).
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type NewUserRow = typeof users.$inferInsert;

export interface CreateUserOptions extends Partial<NewUserRow> {
  /** Stored as its argon2 hash, so the user can sign in with it; without it the user has no password. */
  password?: string;
}

/** A user row and a session token for it, as a sign-in would give. */
export async function createUser(
  t: Pick<TestApp, 'db' | 'app'>,
  { password, ...row }: CreateUserOptions = {},
): Promise<{ user: UserRow; token: string }> {
  const n = next();
  const role = row.role ?? 'customer';
  const [user] = await t.db
    .insert(users)
    .values({
      name: `${role} ${n}`,
      email: `${role}${n}-${Date.now()}@test.parking`,
      ...(password !== undefined ? { passwordHash: await cachedHash(password) } : {}),
      ...row,
      role,
    })
    .returning();
  return { user: user!, token: t.app.signToken(user!) };
}

export type CreateLocationOptions = Partial<NewLocationRow> & { ownerId: string };

/** A location owned by `ownerId`, in New York unless told otherwise. */
export async function createLocation(t: Pick<TestApp, 'db'>, { ownerId, ...row }: CreateLocationOptions): Promise<LocationRow> {
  const name = row.name ?? `Lot ${next()}`;
  const [location] = await t.db
    .insert(locations)
    .values({ userId: ownerId, name, address: `${name} address`, latitude: 40.75, longitude: -73.99, ...row })
    .returning();
  return location!;
}

/** A zone of `locationId`, hourly at $5, open around the clock (open = close) so tests do not depend on the time of day. */
export async function createZone(t: Pick<TestApp, 'db'>, row: Partial<NewZoneRow> & { locationId: string }): Promise<ZoneRow> {
  const [zone] = await t.db
    .insert(zones)
    .values({ zoneNumber: `Z${next()}`, priceCents: 500, isHourly: true, openTime: '00:00', closeTime: '00:00', ...row })
    .returning();
  return zone!;
}

/** A parking session at `locationId`: a booking of plate ABC123 (NY) for the hour from now unless told otherwise. */
export async function createSession(t: Pick<TestApp, 'db'>, row: Partial<NewSessionRow> & { locationId: string }): Promise<SessionRow> {
  const startTime = row.startTime ?? new Date();
  const [session] = await t.db
    .insert(sessions)
    .values({
      kind: 'booking',
      plateNumber: 'ABC123',
      state: 'NY',
      startTime,
      endTime: new Date(startTime.getTime() + 3_600_000),
      isHourly: true,
      ...row,
    })
    .returning();
  return session!;
}
