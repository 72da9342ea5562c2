import { eq } from 'drizzle-orm';
import { enforcerLocations, locations, revenueAdjustments } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { count } from './bookingFixtures';
import { createLocation, createSession, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/** PUT /users/enforcement/{id}/locations and GET /locations/service: an owner chooses where an enforcer works. */
describe.each(backends)('locations an enforcer services (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const assign = (token: string, id: string, locationIds: unknown) =>
    call(t.app, 'PUT', `/api/v1/users/enforcement/${id}/locations`, { token, body: { locationIds } });
  const serviced = async (token: string) => {
    const res = await call(t.app, 'GET', '/api/v1/locations/service', { token });
    expect(res.statusCode).toBe(200);
    return (res.json().locations as { _id: string; name: string }[]).map((l) => l.name);
  };

  it("the owner picks among its own locations; the enforcer's list follows; others' locations and enforcers are 404", async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const a = await createLocation(t, { ownerId: owner.user.id, name: 'B Street Lot' });
    const b = await createLocation(t, { ownerId: owner.user.id, name: 'A Avenue Lot' });
    await createLocation(t, { ownerId: owner.user.id, name: 'Closed Lot', archieved: true });
    const enforcer = await createUser(t, { role: 'enforcer', invitedBy: owner.user.id });
    const stranger = await createUser(t, { role: 'vendor' });
    const theirs = await createLocation(t, { ownerId: stranger.user.id, name: 'Their Lot' });

    expect(await serviced(enforcer.token)).toEqual([]);
    const res = await assign(owner.token, enforcer.user.id, [a.id, b.id, a.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ _id: enforcer.user.id, isActive: true });
    expect([...res.json().data.user.locationIds].sort()).toEqual([a.id, b.id].sort());
    expect(await serviced(enforcer.token)).toEqual(['A Avenue Lot', 'B Street Lot']);
    const list = await call(t.app, 'GET', '/api/v1/users/enforcement/me', { token: owner.token });
    expect(list.json().users[0].locationIds).toEqual([b.id, a.id]);

    // Someone else's location anywhere in the list: 404 and the choice stays as it was.
    const before = await count(t, enforcerLocations);
    const bad = await assign(owner.token, enforcer.user.id, [b.id, theirs.id]);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe(MESSAGES.locationNotFound);
    expect(await count(t, enforcerLocations)).toBe(before);
    // Another owner cannot touch this enforcer; a bad id names the field.
    expect((await assign(stranger.token, enforcer.user.id, [theirs.id])).statusCode).toBe(404);
    const notUuid = await assign(owner.token, enforcer.user.id, ['lot-1']);
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().message).toMatch(/^locationIds/);
    expect((await assign(owner.token, enforcer.user.id, 'x')).statusCode).toBe(400);
    // An enforcer or customer may not choose.
    expect((await assign(enforcer.token, enforcer.user.id, [a.id])).statusCode).toBe(403);

    // Replacing keeps only the new choice; an empty list clears it.
    expect((await assign(owner.token, enforcer.user.id, [a.id])).json().data.user.locationIds).toEqual([a.id]);
    expect(await serviced(enforcer.token)).toEqual(['B Street Lot']);
    expect((await assign(owner.token, enforcer.user.id, [])).json().data.user.locationIds).toEqual([]);
    expect(await serviced(enforcer.token)).toEqual([]);

    // odogwu checks plates anywhere: every active location; a customer is refused.
    const admin = await createUser(t, { role: 'odogwu' });
    const all = await serviced(admin.token);
    expect(all).toEqual(expect.arrayContaining(['A Avenue Lot', 'B Street Lot', 'Their Lot']));
    expect(all).not.toContain('Closed Lot');
    expect((await call(t.app, 'GET', '/api/v1/locations/service', { token: (await createUser(t)).token })).statusCode).toBe(403);
  });

  it("two owners sharing an enforcer each change only their own locations' part", async () => {
    const first = await createUser(t, { role: 'vendor' });
    const admin = await createUser(t, { role: 'odogwu' });
    const one = await createLocation(t, { ownerId: first.user.id, name: 'One Lot' });
    const two = await createLocation(t, { ownerId: admin.user.id, name: 'Two Lot' });
    const enforcer = await createUser(t, { role: 'enforcer', invitedBy: first.user.id });
    await assign(first.token, enforcer.user.id, [one.id]);
    expect((await assign(admin.token, enforcer.user.id, [two.id])).statusCode).toBe(200);
    // odogwu manages all, so its choice replaces the whole list; the vendor's view shows only its own lots.
    const rows = await t.db.select().from(enforcerLocations).where(eq(enforcerLocations.enforcerId, enforcer.user.id));
    expect(rows.map((r) => r.locationId)).toEqual([two.id]);
    await assign(first.token, enforcer.user.id, [one.id]);
    const both = await t.db.select().from(enforcerLocations).where(eq(enforcerLocations.enforcerId, enforcer.user.id));
    expect(both.map((r) => r.locationId).sort()).toEqual([one.id, two.id].sort());
    const seen = await call(t.app, 'GET', '/api/v1/users/enforcement/me', { token: first.token });
    expect(seen.json().users[0].locationIds).toEqual([one.id]);
  });
});

/** POST /billing/revenue/update: kept revenue entries that count in the lot's month, summary and all-time totals. */
describe.each(backends)('revenue entries of /revenue/update (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const update = (token: string, body: unknown) => call(t.app, 'POST', '/api/v1/billing/revenue/update', { token, body });

  it('keeps every entry, renames the lot, and counts entries in the month they belong to', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id, name: 'Gate Lot', timeZone: 'America/New_York' });
    await createSession(t, { locationId: lot.id, startTime: new Date('2026-10-10T15:00:00.000Z'), paid: true, totalCostCents: 1000 });

    const first = await update(owner.token, {
      locationId: lot.id,
      lotName: 'North Gate',
      lotRevenue: 120.5,
      date: '2026-10-31',
      note: 'cash box',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.location).toMatchObject({ _id: lot.id, name: 'Gate Lot', lotName: 'North Gate', lotRevenue: 120.5 });
    // SPEC's payload alone: counts now, adds to (never overwrites) the first entry.
    const second = await update(owner.token, { locationId: lot.id, lotName: 'North Gate', lotRevenue: 30 });
    expect(second.json().data.location.lotRevenue).toBe(150.5);
    const rows = await t.db.select().from(revenueAdjustments).where(eq(revenueAdjustments.locationId, lot.id));
    expect(rows.map((r) => r.amountCents).sort((x, y) => x - y)).toEqual([3000, 12050]);
    expect(rows.every((r) => r.userId === owner.user.id)).toBe(true);

    // October 31 at noon in New York is October's: 10.00 of sessions + 120.50 entered.
    const october = (
      await call(t.app, 'POST', '/api/v1/billing/lot/revenue', { token: owner.token, body: { lotId: lot.id, month: 10, year: 2026 } })
    ).json();
    expect(october.totalCost).toBe(130.5);
    // With the name of who recorded it, for the owner reading an entry someone else made.
    expect(october.adjustments).toEqual([
      expect.objectContaining({ amount: 120.5, note: 'cash box', userId: owner.user.id, enteredBy: owner.user.name }),
    ]);
    const summary = (await call(t.app, 'POST', '/api/v1/billing/revenue', { token: owner.token, body: { month: 10, year: 2026 } })).json()
      .data;
    expect(summary.totalLocationRevenue[0]).toMatchObject({ locationId: lot.id, totalCost: 130.5 });
    expect(summary.totalLocationRevenueAllTime).toBe(160.5);
  });

  it('records one entry for the same submit sent twice at once or repeated (a double press, a retry), a second sum when it differs', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id, name: 'Twice Lot' });
    const body = { locationId: lot.id, lotRevenue: 50, note: 'cash day' };
    const answers = await Promise.all([update(owner.token, body), update(owner.token, body)]);
    expect(answers.map((a) => [a.statusCode, a.json().data.location.lotRevenue])).toEqual([
      [200, 50],
      [200, 50],
    ]);
    // The repeat says so (the form then tells the user nothing was added).
    expect(answers.map((a) => a.json().data.repeated ?? false).sort()).toEqual([false, true]);
    const again = (await update(owner.token, body)).json().data;
    expect([again.location.lotRevenue, again.repeated]).toEqual([50, true]);
    const entries = () => t.db.select().from(revenueAdjustments).where(eq(revenueAdjustments.locationId, lot.id));
    expect(await entries()).toHaveLength(1);
    // Another amount, another note, or a named day is another entry.
    await update(owner.token, { ...body, lotRevenue: 51 });
    await update(owner.token, { ...body, note: 'valet box' });
    expect((await update(owner.token, { ...body, date: '2026-01-05' })).json().data.location.lotRevenue).toBe(201);
    expect(await entries()).toHaveLength(4);
  });

  it("adds entries past $21.4M at one lot (the lot's running total is no 32-bit integer)", async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id, name: 'Stadium Lot' });
    let last;
    // Each its own entry (a note each): the same entry again within a minute would be one submit repeated.
    for (let i = 0; i < 22; i++)
      last = await update(owner.token, { locationId: lot.id, lotName: 'Stadium', lotRevenue: 1_000_000, note: `game ${i + 1}` });
    expect(last!.statusCode).toBe(200);
    expect(last!.json().data.location.lotRevenue).toBe(22_000_000);
    const [row] = await t.db.select({ cents: locations.lotRevenueCents }).from(locations).where(eq(locations.id, lot.id));
    expect(row!.cents).toBe(2_200_000_000);
  });

  it('stores amounts in whole cents exactly, as typed (floats such as 0.29 or 1.01 included)', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id });
    for (const lotRevenue of [0.01, 0.29, 1.01, 1.1, '19.99', 4.35])
      expect((await update(owner.token, { locationId: lot.id, lotRevenue })).statusCode).toBe(200);
    const rows = await t.db.select().from(revenueAdjustments).where(eq(revenueAdjustments.locationId, lot.id));
    expect(rows.map((r) => r.amountCents).sort((x, y) => x - y)).toEqual([1, 29, 101, 110, 435, 1999]);
  });

  it('refuses bad entries, other owners and future days, writing nothing', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id });
    const stranger = await createUser(t, { role: 'vendor' });
    const before = await count(t, revenueAdjustments);
    const cases: [unknown, number, RegExp | string][] = [
      [{ locationId: lot.id, lotRevenue: -5 }, 400, /^lotRevenue/],
      [{ locationId: lot.id, lotRevenue: 'ten' }, 400, /^lotRevenue/],
      [{ locationId: lot.id, lotRevenue: 0 }, 400, MESSAGES.lotRevenueRequired],
      // A fraction of a cent is refused, not rounded (0.005 was stored as $0.01, 1.005 as $1.00).
      [{ locationId: lot.id, lotRevenue: 0.005 }, 400, `lotRevenue: ${MESSAGES.wholeCents}`],
      [{ locationId: lot.id, lotRevenue: 1.005 }, 400, `lotRevenue: ${MESSAGES.wholeCents}`],
      [{ locationId: lot.id, lotRevenue: '12.345' }, 400, `lotRevenue: ${MESSAGES.wholeCents}`],
      [{ locationId: lot.id, lotRevenue: 1_000_000.01 }, 400, /^lotRevenue: One entry can record at most \$1,000,000\.00\./],
      [{ locationId: lot.id }, 400, /^lotRevenue/],
      [{ locationId: 'lot', lotRevenue: 5 }, 400, /^locationId/],
      [{ locationId: lot.id, lotRevenue: 5, lotName: 'x'.repeat(101) }, 400, /^lotName/],
      [{ locationId: lot.id, lotRevenue: 5, date: '2099-01-01' }, 400, MESSAGES.revenueDateFuture],
      [{ locationId: lot.id, lotRevenue: 5, date: 'yesterday' }, 400, /^date/],
    ];
    for (const [body, status, message] of cases) {
      const res = await update(owner.token, body);
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(message)]);
    }
    const theirs = await update(stranger.token, { locationId: lot.id, lotRevenue: 5, lotName: 'Mine now' });
    expect(theirs.statusCode).toBe(404);
    expect(await count(t, revenueAdjustments)).toBe(before);
    const [row] = await t.db.select().from(locations).where(eq(locations.id, lot.id));
    expect(row).toMatchObject({ lotName: null, lotRevenueCents: null });
    // odogwu may record for any lot.
    const admin = await createUser(t, { role: 'odogwu' });
    expect((await update(admin.token, { locationId: lot.id, lotRevenue: 5 })).statusCode).toBe(200);
  });
});
