import { desc, eq, sql } from 'drizzle-orm';
import { locations, sessions, users, zones } from '../../src/server/db/schema';
import { compileRowMapper, withCompiledRows } from '../../src/server/db/rowMapper';
import { createLocation, createSession, createUser, createZone } from './support/factories';
import { backends, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/**
 * withCompiledRows maps a prepared select's rows itself (src/server/db/rowMapper.ts): for every kind
 * of field drizzle maps (whole tables, columns with their own conversion, sql with and without
 * mapWith, aliases, nested objects, left joins that match nothing), the answer must be drizzle's own.
 */
describe.each(backends)('rows mapped by withCompiledRows (%s)', (backend) => {
  let t: TestApp;
  let lotId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id });
    lotId = lot.id;
    const zone = await createZone(t, { locationId: lot.id });
    await createSession(t, { locationId: lot.id, zoneId: zone.id, totalCostCents: 1234, paid: true });
    await createSession(t, { locationId: lot.id, zoneId: null, totalCostCents: 0, paid: false, stoppedAt: new Date() });
  });
  afterAll(() => t.close());

  let n = 0;
  /** The same select prepared twice (two statement names): drizzle's mapping, then ours. */
  async function both(build: () => { prepare(name: string): { execute(v?: Record<string, unknown>): Promise<unknown> } }, values = {}) {
    n += 1;
    const drizzles = await build().prepare(`row_mapper_plain_${n}`).execute(values);
    const prepared = withCompiledRows(build().prepare(`row_mapper_compiled_${n}`));
    expect((prepared as unknown as { customResultMapper?: unknown }).customResultMapper).toBeInstanceOf(Function);
    const ours = await prepared.execute(values);
    return { drizzles, ours };
  }

  it('whole tables: timestamps as Dates, booleans, numbers and nulls as drizzle gives them', async () => {
    const { drizzles, ours } = await both(() => t.db.select().from(sessions).where(eq(sessions.locationId, lotId)).orderBy(sessions.id));
    expect(ours).toEqual(drizzles);
    expect((ours as { startTime: unknown }[])[0]!.startTime).toBeInstanceOf(Date);
    expect(ours as unknown[]).toHaveLength(2);
  });

  it('sql fields with and without mapWith, aliased, and a placeholder', async () => {
    const { drizzles, ours } = await both(
      () =>
        t.db
          .select({
            id: locations.id,
            count: sql`(select count(*) from ${sessions} where ${sessions.locationId} = ${lotId})`.mapWith(Number),
            raw: sql`(select count(*) from ${sessions} where ${sessions.locationId} = ${lotId})`,
            named: sql<string>`upper(${locations.name})`.as('named'),
            created: locations.createdAt,
          })
          .from(locations)
          .where(eq(locations.id, sql.placeholder('id'))),
      { id: lotId },
    );
    expect(ours).toEqual(drizzles);
    expect((ours as { count: unknown; raw: unknown }[])[0]).toMatchObject({ count: 2 });
  });

  it('nested objects and a left join that matched nothing (null, not an object of nulls)', async () => {
    const { drizzles, ours } = await both(() =>
      t.db
        .select({ s: sessions, z: zones, lot: { name: locations.name, owner: users.email }, zoneNumber: zones.zoneNumber })
        .from(sessions)
        .innerJoin(locations, eq(sessions.locationId, locations.id))
        .innerJoin(users, eq(locations.userId, users.id))
        .leftJoin(zones, eq(sessions.zoneId, zones.id))
        .where(eq(sessions.locationId, lotId))
        .orderBy(desc(sessions.zoneId)),
    );
    expect(ours).toEqual(drizzles);
    const rows = ours as { z: unknown; zoneNumber: unknown }[];
    expect(rows.filter((r) => r.z === null)).toHaveLength(1);
    expect(rows.find((r) => r.z === null)!.zoneNumber).toBeNull();
  });

  it('keeps drizzle key order, so answers serialize the same', () => {
    const map = compileRowMapper(
      [
        { path: ['b'], field: sessions.id },
        { path: ['a'], field: sessions.paid },
      ],
      undefined,
    );
    expect(Object.keys(map([['x', true]])[0]!)).toEqual(['b', 'a']);
  });
});
