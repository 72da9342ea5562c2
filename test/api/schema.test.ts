import { eq, sql } from 'drizzle-orm';
import { locations, payments, sessions, users, vehicles, zones } from '../../src/server/db/schema';
import { createUser } from './support/factories';
import { backends, createTestApp, type TestApp } from './support/testApp';

/** The SQLSTATE a statement failed with (drizzle wraps the driver error in `cause`), or null. */
async function failureCode(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code ?? 'unknown';
  }
}
const uniqueViolation = async (work: Promise<unknown>) => (await failureCode(work)) === '23505';
const checkViolation = async (work: Promise<unknown>) => (await failureCode(work)) === '23514';

const EXPECTED_TABLES = [
  'contact_messages',
  'events',
  'location_subscriptions',
  'locations',
  'members',
  'outgoing_mail',
  'payments',
  'sessions',
  'subscription_payments',
  'user_tokens',
  'users',
  'valet_tickets',
  'validation_codes',
  'vehicles',
  'vendor_plates',
  'vendors',
  'zones',
];

describe.each(backends)('database schema (%s)', (backend) => {
  let t: TestApp;
  let ownerId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { user: owner } = await createUser(t, { name: 'Owner', email: 'Owner@Test.Parking', role: 'vendor', password: 'Aa1!aaaa' });
    ownerId = owner.id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('creates every table from the committed migrations', async () => {
    const res = await t.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    // Both drivers answer { rows }; the shared Db type leaves the result generic.
    const names = (res as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name).sort();
    expect(names).toEqual(expect.arrayContaining(EXPECTED_TABLES));
  });

  it('rejects a second user whose email differs only in case', async () => {
    expect(await uniqueViolation(t.db.insert(users).values({ name: 'Copy', email: 'owner@test.parking' }))).toBe(true);
  });

  it('rejects a second payment with the same provider reference', async () => {
    await t.db.insert(payments).values({ provider: 'demo', providerRef: 'demo_ref_1', amountCents: 500, status: 'succeeded' });
    expect(await uniqueViolation(t.db.insert(payments).values({ provider: 'demo', providerRef: 'demo_ref_1', amountCents: 500 }))).toBe(
      true,
    );
    const rows = await t.db.select().from(payments).where(eq(payments.providerRef, 'demo_ref_1'));
    expect(rows).toHaveLength(1);
  });

  it('rejects the same plate and state twice in the vehicle registry', async () => {
    await t.db.insert(vehicles).values({ plate: 'ABC123', state: 'NY' });
    expect(await uniqueViolation(t.db.insert(vehicles).values({ plate: 'ABC123', state: 'NY' }))).toBe(true);
    await t.db.insert(vehicles).values({ plate: 'ABC123', state: 'NJ' });
  });

  it('applies the column defaults and reads numeric columns as numbers', async () => {
    const [loc] = await t.db
      .insert(locations)
      .values({ userId: ownerId, name: 'Lot', address: '1 Main St', latitude: 40.7, longitude: -74 })
      .returning();
    expect(loc).toMatchObject({
      timeZone: 'America/New_York',
      feeFactorLow: 0.35,
      feeFactorHigh: 0.07,
      feeThresholdCents: 1000,
      archieved: false,
    });
    const [zone] = await t.db.insert(zones).values({ locationId: loc!.id, zoneNumber: '1', priceCents: 300 }).returning();
    expect(zone).toMatchObject({ openTime: '06:00', closeTime: '23:00', isHourly: true, archieved: false });
    const [s] = await t.db
      .insert(sessions)
      .values({
        kind: 'booking',
        locationId: loc!.id,
        zoneId: zone!.id,
        plateNumber: 'ABC123',
        state: 'NY',
        startTime: new Date(),
        endTime: new Date(Date.now() + 90 * 60_000),
        hours: 1.5,
        isHourly: true,
      })
      .returning();
    expect(s).toMatchObject({ hours: 1.5, days: 0, paid: false });
  });

  it('rejects a duplicate session reference number but allows many without one', async () => {
    const [loc] = await t.db.select().from(locations).limit(1);
    const base = {
      kind: 'guest' as const,
      locationId: loc!.id,
      plateNumber: 'XYZ1',
      state: 'NY',
      startTime: new Date(),
      endTime: new Date(),
      isHourly: false,
    };
    await t.db.insert(sessions).values([{ ...base }, { ...base }, { ...base, referenceNumber: 'REF-1' }]);
    expect(await uniqueViolation(t.db.insert(sessions).values({ ...base, referenceNumber: 'REF-1' }))).toBe(true);
  });

  it('rejects negative money and malformed zone hours', async () => {
    const [loc] = await t.db.select().from(locations).limit(1);
    expect(await checkViolation(t.db.insert(zones).values({ locationId: loc!.id, zoneNumber: 'N', priceCents: -1 }))).toBe(true);
    expect(
      await checkViolation(t.db.insert(zones).values({ locationId: loc!.id, zoneNumber: 'T', priceCents: 100, openTime: '25:00' })),
    ).toBe(true);
    expect(await checkViolation(t.db.insert(payments).values({ provider: 'demo', providerRef: 'neg', amountCents: -5 }))).toBe(true);
  });
});
