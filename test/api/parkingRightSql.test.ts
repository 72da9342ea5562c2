import { and, eq, inArray } from 'drizzle-orm';
import { enforcerLocations, sessions, type SessionKind } from '../../src/server/db/schema';
import { sessionCounts } from '../../src/server/modules/parkingRight/rules';
import { sessionCountsSql, sessionCoversSql } from '../../src/server/modules/parkingRight/sessionSql';
import { createLocation, createSession, createUser, createZone } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

const MIN = 60_000;

/**
 * The parking-right module decides in TypeScript (sessionCounts, decideParkingRight) and, for the
 * revenue views that count parked cars in SQL, with sessionCountsSql / sessionCoversSql: both must
 * give the same answer for every kind of session.
 */
describe.each(backends)('parking-right rule in SQL (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const kinds: SessionKind[] = ['booking', 'manual', 'member', 'guest'];
  const variants = kinds.flatMap((kind) =>
    [
      { paid: true, totalCostCents: 1000, refundedCents: 0, stoppedAt: null },
      { paid: false, totalCostCents: 1000, refundedCents: 0, stoppedAt: null },
      { paid: true, totalCostCents: 1000, refundedCents: 1000, stoppedAt: null },
      { paid: true, totalCostCents: 1000, refundedCents: 1000, stoppedAt: new Date() },
      { paid: true, totalCostCents: 1000, refundedCents: 400, stoppedAt: new Date() },
      { paid: false, totalCostCents: 0, refundedCents: 0, stoppedAt: null },
    ].map((v) => ({ kind, ...v })),
  );

  it('sessionCountsSql agrees with sessionCounts on every kind of session', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id });
    const rows = [];
    for (const v of variants) rows.push(await createSession(t, { locationId: lot.id, ...v }));
    const counted = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.locationId, lot.id), sessionCountsSql));
    const bySql = new Set(counted.map((r) => r.id));
    const expected = rows.map((r) => [r.kind, r.paid, r.refundedCents, r.stoppedAt !== null, sessionCounts({ ...r, vendorName: null })]);
    const actual = rows.map((r) => [r.kind, r.paid, r.refundedCents, r.stoppedAt !== null, bySql.has(r.id)]);
    expect(actual).toEqual(expected);
    // The table is not trivial: some count and some do not.
    expect(expected.filter((e) => e[4]).length).toBeGreaterThan(0);
    expect(expected.filter((e) => !e[4]).length).toBeGreaterThan(0);
  });

  it('sessionCoversSql covers a session starting within the lead and one ending this minute, not one ended', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id });
    const at = new Date('2026-11-23T15:00:00Z');
    const make = (startMin: number, endMin: number) =>
      createSession(t, {
        locationId: lot.id,
        paid: true,
        startTime: new Date(at.getTime() + startMin * MIN),
        endTime: new Date(at.getTime() + endMin * MIN),
      });
    const soon = await make(10, 70);
    const endingNow = await make(-60, 0);
    const ended = await make(-60, -1);
    const later = await make(20, 80);
    // Ended early before it began (its end kept at its start, 10 minutes on): the car has left.
    const stoppedEarly = await createSession(t, {
      locationId: lot.id,
      paid: true,
      startTime: new Date(at.getTime() + 10 * MIN),
      endTime: new Date(at.getTime() + 10 * MIN),
      stoppedAt: new Date(at.getTime() - MIN),
    });
    const ids = [soon.id, endingNow.id, ended.id, later.id, stoppedEarly.id];
    const covered = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), sessionCoversSql(at)));
    expect(new Set(covered.map((r) => r.id))).toEqual(new Set([soon.id, endingNow.id]));
  });

  it("the dashboard's occupancy counts the plates the enforcer would find Valid: paid, member and guest sessions, once per plate", async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id, name: 'Occupancy Lot' });
    await createZone(t, { locationId: lot.id, zoneNumber: 'O1' });
    const now = Date.now();
    const under = { startTime: new Date(now - 30 * MIN), endTime: new Date(now + 30 * MIN) };
    await createSession(t, { locationId: lot.id, ...under, kind: 'booking', paid: true, totalCostCents: 500, plateNumber: 'PAID1' });
    // A second session of the same plate (an extension bought separately): still one car.
    await createSession(t, { locationId: lot.id, ...under, kind: 'booking', paid: true, totalCostCents: 300, plateNumber: 'PAID1' });
    await createSession(t, { locationId: lot.id, ...under, kind: 'member', paid: false, totalCostCents: 0, plateNumber: 'MEMB1' });
    await createSession(t, { locationId: lot.id, ...under, kind: 'guest', paid: false, totalCostCents: 0, plateNumber: 'GUES1' });
    await createSession(t, { locationId: lot.id, ...under, kind: 'booking', paid: false, totalCostCents: 500, plateNumber: 'UNPAID1' });
    await createSession(t, {
      locationId: lot.id,
      ...under,
      kind: 'booking',
      paid: true,
      totalCostCents: 500,
      refundedCents: 500,
      plateNumber: 'REFUND1',
    });
    const d = new Date();
    const res = await call(t.app, 'GET', `/api/v1/billing/revenue/trend?year=${d.getUTCFullYear()}&month=${d.getUTCMonth() + 1}`, {
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().occupancy).toEqual([{ locationId: lot.id, activeSessions: 3, zones: 1 }]);
    // The same three plates are Valid at the enforcer's check.
    const enforcer = await createUser(t, { role: 'enforcer', invitedBy: owner.user.id });
    await t.db.insert(enforcerLocations).values({ enforcerId: enforcer.user.id, locationId: lot.id, assignedBy: owner.user.id });
    const statuses: Record<string, string> = {};
    for (const plate of ['PAID1', 'MEMB1', 'GUES1', 'UNPAID1', 'REFUND1']) {
      const check = await call(t.app, 'POST', '/api/v1/sessions/status', {
        token: enforcer.token,
        body: { license: plate, currentTime: Date.now(), locationId: lot.id },
      });
      statuses[plate] = check.json().status;
    }
    expect(statuses).toEqual({ PAID1: 'valid', MEMB1: 'valid', GUES1: 'valid', UNPAID1: 'not_found', REFUND1: 'not_found' });
  });
});
