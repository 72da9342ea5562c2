import { and, eq, inArray, sql } from 'drizzle-orm';
import { locations, lotRevenueMonths, refunds, sessions } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { LOT_CSV_HEADER } from '../../src/server/modules/billing/lotCsv';
import { count } from './bookingFixtures';
import { createLocation, createSession, createUser, createZone } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/** POST /billing/revenue (SPEC 3's revenue summary) for the owner's lots: a month against the one before, net of refunds. */
describe.each(backends)('revenue summary (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const summary = (body: unknown, token?: string) => call(t.app, 'POST', '/api/v1/billing/revenue', { body, token });

  it("sums each lot's month and the month before in its time zone, with changes, counts and all-time totals", async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const ny = await createLocation(t, { ownerId: owner.user.id, name: 'Harbor Lot', timeZone: 'America/New_York' });
    const la = await createLocation(t, { ownerId: owner.user.id, name: 'Sunset Lot', timeZone: 'America/Los_Angeles' });
    const quiet = await createLocation(t, { ownerId: owner.user.id, name: 'Quiet Lot' });
    const paid = (locationId: string, iso: string, totalCostCents: number, refundedCents = 0) =>
      createSession(t, { locationId, startTime: new Date(iso), paid: true, totalCostCents, refundedCents });
    // Harbor: October 1000 (the 31st at 11:30 PM local), November 2025 - 1012 refunded + 675.
    await paid(ny.id, '2026-11-01T03:30:00.000Z', 1000);
    await paid(ny.id, '2026-11-01T04:30:00.000Z', 2025, 1012);
    await paid(ny.id, '2026-11-20T15:00:00.000Z', 675);
    // Sunset: November 500 (the 30th at 9 PM local, December in UTC), nothing in October; 800 in 2025.
    await paid(la.id, '2026-12-01T05:00:00.000Z', 500);
    await paid(la.id, '2025-06-01T18:00:00.000Z', 800);
    // Not revenue: unpaid, or another owner's lot.
    await createSession(t, { locationId: la.id, startTime: new Date('2026-11-10T18:00:00.000Z'), paid: false, totalCostCents: 999 });
    const stranger = await createUser(t, { role: 'vendor' });
    const theirs = await createLocation(t, { ownerId: stranger.user.id, name: 'Their Lot' });
    await paid(theirs.id, '2026-11-10T18:00:00.000Z', 5000);

    const res = await summary({ month: 11, year: 2026 }, owner.token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.totalLocationCount).toBe(3);
    expect(data.vendorLocations.map((l: { _id: string }) => l._id).sort()).toEqual([ny.id, la.id, quiet.id].sort());
    const byId = Object.fromEntries(data.totalLocationRevenue.map((r: { locationId: string }) => [r.locationId, r]));
    expect(byId[ny.id]).toEqual({
      locationId: ny.id,
      locationName: 'Harbor Lot',
      locationAddress: ny.address,
      totalCost: 16.88,
      totalCostPlus: 10,
      revenueChangePercentage: 68.8,
    });
    expect(byId[la.id]).toMatchObject({ totalCost: 5, totalCostPlus: 0, revenueChangePercentage: 100 });
    expect(byId[quiet.id]).toMatchObject({ totalCost: 0, totalCostPlus: 0, revenueChangePercentage: 0 });
    // November 1688 + 500 against October 1000; all time is those 3188 and 2025's 800.
    expect(data.vendorTotalRevenue).toBe(21.88);
    expect(data.revenueChange).toBe(118.8);
    expect(data.totalLocationRevenueAllTime).toBe(39.88);

    // SPEC's {month, date}: the month of the date's year.
    const bySpec = (await summary({ month: 11, date: '2026-11-22T10:00:00.000Z' }, owner.token)).json();
    expect(bySpec.data.vendorTotalRevenue).toBe(21.88);

    // odogwu sees every lot; a customer is refused; a bad month writes nothing and says which field.
    const admin = await createUser(t, { role: 'odogwu' });
    const all = (await summary({ month: 11, year: 2026 }, admin.token)).json().data;
    expect(all.vendorLocations.map((l: { _id: string }) => l._id)).toEqual(expect.arrayContaining([ny.id, la.id, theirs.id]));
    expect((await summary({ month: 11 }, (await createUser(t, { role: 'customer' })).token)).statusCode).toBe(403);
    expect((await summary({ month: 11 })).statusCode).toBe(401);
    const bad = await summary({ month: 13 }, owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^month: /);
  });
});

/** POST /billing/lot/revenue (SPEC 7): one lot's paid sessions of a month, in the lot's time zone, and the total net of refunds. */
describe.each(backends)('lot revenue for a month (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const lotRevenue = (body: unknown, token?: string) => call(t.app, 'POST', '/api/v1/billing/lot/revenue', { body, token });

  /** A New York lot with sessions around the turn of October to November 2026 (New York is UTC-4 then). */
  async function lot() {
    const owner = await createUser(t, { role: 'vendor' });
    const location = await createLocation(t, { ownerId: owner.user.id, name: 'Harbor Lot', timeZone: 'America/New_York' });
    const zone = await createZone(t, { locationId: location.id, zoneNumber: 'H1' });
    const at = (iso: string, row: Partial<Parameters<typeof createSession>[1]> = {}) =>
      createSession(t, { locationId: location.id, zoneId: zone.id, startTime: new Date(iso), paid: true, rateCents: 500, ...row });
    // October 31, 11:30 PM in New York: October's, though it is November in UTC.
    const lateOctober = await at('2026-11-01T03:30:00.000Z', { plateNumber: 'OCT31', totalCostCents: 1000 });
    // November 1, 12:30 AM in New York.
    const early = await at('2026-11-01T04:30:00.000Z', { plateNumber: 'NOV1', totalCostCents: 2025, refundedCents: 1012 });
    const later = await at('2026-11-20T15:00:00.000Z', { plateNumber: 'NOV20', totalCostCents: 675 });
    // Not revenue: unpaid, or another month (December 1, 12:30 AM in New York).
    await at('2026-11-10T15:00:00.000Z', { plateNumber: 'UNPAID', paid: false, totalCostCents: 999 });
    await at('2026-12-01T05:30:00.000Z', { plateNumber: 'DEC1', totalCostCents: 300 });
    // A manual session without a zone (a code session) counts too, shown without a zone number.
    const code = await at('2026-11-15T15:00:00.000Z', { plateNumber: 'CODE1', kind: 'manual', zoneId: null, totalCostCents: 400 });
    return { owner, location, lateOctober, early, later, code, at };
  }

  it("answers the month's paid sessions in the lot's time zone, newest first, and their total less refunds", async () => {
    const { owner, location, early, later, code, at } = await lot();
    const res = await lotRevenue({ lotId: location.id, month: 11, year: 2026, date: '2026-11-22' }, owner.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    // 2025 - 1012 + 675 + 400 cents.
    expect(body.totalCost).toBe(20.88);
    expect(body.monthSessions.map((s: { _id: string }) => s._id)).toEqual([later.id, code.id, early.id]);
    expect(body.monthSessions[2]).toMatchObject({
      plateNumber: 'NOV1',
      state: 'NY',
      rate: 5,
      zoneNumber: 'H1',
      totalCost: 20.25,
      refunded: 10.12,
      locationName: 'Harbor Lot',
    });
    expect(body.monthSessions[1]).not.toHaveProperty('zoneNumber');
    expect(body.monthSessions[0]).not.toHaveProperty('canExtend');

    const october = (await lotRevenue({ lotId: location.id, month: 10, year: 2026 }, owner.token)).json();
    expect(october.monthSessions.map((s: { plateNumber: string }) => s.plateNumber)).toEqual(['OCT31']);
    expect(october.totalCost).toBe(10);
    const empty = (await lotRevenue({ lotId: location.id, month: 3, year: 2021 }, owner.token)).json();
    // firstYear and lastYear: the lot's first and last years with revenue (October and December 2026
    // in New York), for the year picker.
    expect(empty).toEqual({
      status: 'success',
      totalCost: 0,
      monthSessions: [],
      adjustments: [],
      sessionCount: 0,
      firstYear: 2026,
      lastYear: 2026,
    });
    expect(body).toMatchObject({ sessionCount: 3, firstYear: 2026, lastYear: 2026 });
    // A session added by hand for next January: the picker must reach 2027.
    await at('2027-01-15T15:00:00.000Z', { plateNumber: 'JAN27', kind: 'manual', totalCostCents: 500 });
    expect((await lotRevenue({ lotId: location.id, month: 1, year: 2027 }, owner.token)).json()).toMatchObject({
      firstYear: 2026,
      lastYear: 2027,
      sessionCount: 1,
    });
    expect(body).not.toHaveProperty('page');
  });

  it('pages the month in the table order, with the month total and count on every page', async () => {
    const { owner, location, early, later, code } = await lot();
    const page = (extra: object) =>
      lotRevenue({ lotId: location.id, month: 11, year: 2026, ...extra }, owner.token).then((r) => {
        expect(r.statusCode).toBe(200);
        return r.json();
      });
    const ids = (b: { monthSessions: { _id: string }[] }) => b.monthSessions.map((s) => s._id);
    const first = await page({ page: 1, pageSize: 2 });
    expect(first).toMatchObject({ totalCost: 20.88, sessionCount: 3, page: 1, pageSize: 2, firstYear: 2026 });
    expect(ids(first)).toEqual([later.id, code.id]);
    expect(ids(await page({ page: 2, pageSize: 2 }))).toEqual([early.id]);
    expect(ids(await page({ page: 3, pageSize: 2 }))).toEqual([]);
    // Plates A-Z; rates up; zone numbers with the zoneless code session last either way.
    expect(ids(await page({ page: 1, sortBy: 'plateNumber', sortOrder: 'ascend' }))).toEqual([code.id, early.id, later.id]);
    expect((await page({ page: 1, sortBy: 'zone', sortOrder: 'descend' })).monthSessions.at(-1)._id).toBe(code.id);
    expect((await page({ page: 1, sortBy: 'zone', sortOrder: 'ascend' })).monthSessions.at(-1)._id).toBe(code.id);
    expect((await page({ page: 1 })).pageSize).toBe(50);
    for (const bad of [
      { page: 0 },
      { page: 1, pageSize: 501 },
      { page: 1, sortBy: 'secret' },
      { page: 1, sortOrder: 'up' },
      { page: '1' },
    ]) {
      const res = await lotRevenue({ lotId: location.id, month: 11, year: 2026, ...bad }, owner.token);
      expect(res.statusCode).toBe(400);
    }
  });

  it("hides another owner's lot (404), shows every lot to odogwu, and refuses other roles and bad input", async () => {
    const { location } = await lot();
    const other = await createUser(t, { role: 'vendor' });
    const admin = await createUser(t, { role: 'odogwu' });
    const customer = await createUser(t, { role: 'customer' });
    const body = { lotId: location.id, month: 11, year: 2026 };

    const hidden = await lotRevenue(body, other.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(MESSAGES.locationNotFound);
    expect((await lotRevenue({ ...body, lotId: '00000000-0000-4000-8000-000000000000' }, other.token)).statusCode).toBe(404);
    expect((await lotRevenue(body, admin.token)).json().totalCost).toBe(20.88);
    expect((await lotRevenue(body, customer.token)).statusCode).toBe(403);
    expect((await lotRevenue(body)).statusCode).toBe(401);

    // A form may send the month as the text typed or as its name (SPEC's chips show names).
    for (const month of ['11', 'November', 'nov']) expect((await lotRevenue({ ...body, month }, admin.token)).json().totalCost).toBe(20.88);

    const before = { sessions: await count(t, sessions), refunds: await count(t, refunds) };
    for (const bad of [
      { ...body, month: 13 },
      { ...body, month: 0 },
      { ...body, month: 'Smarch' },
      { ...body, month: '11.5' },
      { ...body, year: 1999 },
      { ...body, lotId: 'lot-1' },
      { month: 11, year: 2026 },
    ]) {
      const res = await lotRevenue(bad, admin.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: expect.any(String) });
    }
    expect({ sessions: await count(t, sessions), refunds: await count(t, refunds) }).toEqual(before);
  });
});

/** GET /billing/lot/revenue/csv (Export CSV on the lot screen): the lot's month as a file, built by the server. */
describe.each(backends)('lot month as CSV (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const csv = (q: string, token?: string) => call(t.app, 'GET', `/api/v1/billing/lot/revenue/csv?${q}`, { token });

  it("holds every paid session of the month in the lot's time, then its revenue entries, and sums to the month's total", async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const location = await createLocation(t, { ownerId: owner.user.id, name: 'Harbor Lot', timeZone: 'America/New_York' });
    const zone = await createZone(t, { locationId: location.id, zoneNumber: 'H1' });
    const at = (iso: string, row: Partial<Parameters<typeof createSession>[1]>) =>
      createSession(t, { locationId: location.id, zoneId: zone.id, startTime: new Date(iso), paid: true, rateCents: 500, ...row });
    await at('2026-11-01T03:30:00.000Z', { plateNumber: 'OCT31', totalCostCents: 1000 });
    await at('2026-11-01T04:30:00.000Z', { plateNumber: 'NOV1', totalCostCents: 2025, refundedCents: 1012 });
    await at('2026-11-20T15:00:00.000Z', { plateNumber: 'NOV20', totalCostCents: 675 });
    await at('2026-11-10T15:00:00.000Z', { plateNumber: 'UNPAID', paid: false, totalCostCents: 999 });
    await at('2026-11-15T15:00:00.000Z', { plateNumber: 'CODE1', kind: 'manual', zoneId: null, totalCostCents: 400 });
    // A note a spreadsheet would split or run: it stays one cell of text.
    const entry = await call(t.app, 'POST', '/api/v1/billing/revenue/update', {
      token: owner.token,
      body: { locationId: location.id, lotRevenue: 12.5, date: '2026-11-05', note: '=cash, box' },
    });
    expect(entry.statusCode).toBe(200);

    const q = `lotId=${location.id}&month=11&year=2026`;
    const res = await csv(q, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="revenue-${location.id}-2026-11.csv"`);
    const [header, ...lines] = res.body.trimEnd().split('\r\n');
    expect(header).toBe(LOT_CSV_HEADER.join(','));
    // Newest first, in New York's time (EDT until 2 AM on November 1, EST after); the zoneless session as CODE.
    expect(lines).toEqual([
      '2026-11-20 10:00,NOV20,NY,5.00,H1,6.75,0.00,session,',
      '2026-11-15 10:00,CODE1,NY,5.00,CODE,4.00,0.00,session,',
      '2026-11-01 00:30,NOV1,NY,5.00,H1,20.25,10.12,session,',
      expect.stringMatching(/^2026-11-05 \d\d:\d\d,,,,ENTRY,12\.50,0\.00,adjustment,"'=cash, box"$/),
    ]);
    const cents = (d: string) => Math.round(Number(d) * 100);
    const sum = lines.reduce((total, line) => {
      const cells = line.split(',');
      return total + cents(cells[5]!) - cents(cells[6]!);
    }, 0);
    const month = await call(t.app, 'POST', '/api/v1/billing/lot/revenue', {
      token: owner.token,
      body: { lotId: location.id, month: 11, year: 2026 },
    });
    expect(sum).toBe(Math.round(month.json().totalCost * 100));

    // An empty month is the header alone; another owner's lot is not found; bad input names the field.
    expect((await csv(`lotId=${location.id}&month=3&year=2021`, owner.token)).body).toBe(`${LOT_CSV_HEADER.join(',')}\r\n`);
    const other = await createUser(t, { role: 'vendor' });
    const hidden = await csv(q, other.token);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(MESSAGES.locationNotFound);
    expect((await csv(q, (await createUser(t, { role: 'odogwu' })).token)).statusCode).toBe(200);
    expect((await csv(q, (await createUser(t, { role: 'customer' })).token)).statusCode).toBe(403);
    expect((await csv(q)).statusCode).toBe(401);
    const bad = await csv(`lotId=${location.id}&month=13&year=2026`, owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring\.month: /);
    // The month as the body reads it: digits or its name; not what Number() would make of other text.
    expect((await csv(`lotId=${location.id}&month=November&year=2026`, owner.token)).body).toBe(res.body);
    for (const q2 of ['month=0x0B&year=2026', 'month=1e1&year=2026', 'month=&year=2026', 'month=%20&year=2026', 'month=11&year=0x7EA']) {
      expect((await csv(`lotId=${location.id}&${q2}`, owner.token)).statusCode).toBe(400);
    }
  });
});

/** GET /billing/revenue/trend (the dashboard chart): twelve months in each lot's zone, and occupancy now. */
describe.each(backends)('revenue trend and occupancy (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const trend = (token: string | undefined, q: string) => call(t.app, 'GET', `/api/v1/billing/revenue/trend?${q}`, { token });

  it("sums the caller's lots per month of their own calendars, net of refunds, entries included, and counts sessions under way", async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const ny = await createLocation(t, { ownerId: owner.user.id, name: 'Trend NY', timeZone: 'America/New_York' });
    const la = await createLocation(t, { ownerId: owner.user.id, name: 'Trend LA', timeZone: 'America/Los_Angeles' });
    await createZone(t, { locationId: ny.id, zoneNumber: 'T1' });
    await createZone(t, { locationId: ny.id, zoneNumber: 'T2' });
    await createZone(t, { locationId: ny.id, zoneNumber: 'T3', archieved: true });
    const paid = (locationId: string, iso: string, totalCostCents: number, refundedCents = 0) =>
      createSession(t, { locationId, startTime: new Date(iso), paid: true, totalCostCents, refundedCents });
    await paid(ny.id, '2025-12-10T15:00:00.000Z', 1000); // December 2025: the window's first month
    await paid(ny.id, '2025-12-01T04:30:00.000Z', 700); // November 30 at 11:30 PM in New York: outside
    await paid(la.id, '2026-12-01T05:00:00.000Z', 500, 100); // November 30, 9 PM in LA: November
    await paid(ny.id, '2026-11-15T15:00:00.000Z', 2000);
    await createSession(t, { locationId: ny.id, startTime: new Date('2026-11-16T15:00:00.000Z'), paid: false, totalCostCents: 999 });
    expect(
      (
        await call(t.app, 'POST', '/api/v1/billing/revenue/update', {
          token: owner.token,
          body: { locationId: la.id, lotRevenue: 3, date: '2026-06-15' },
        })
      ).statusCode,
    ).toBe(200);
    // Under way now at New York: one of its two active zones.
    const now = Date.now();
    await createSession(t, {
      locationId: ny.id,
      startTime: new Date(now - 600_000),
      endTime: new Date(now + 600_000),
      paid: true,
      totalCostCents: 0,
    });
    await createSession(t, {
      locationId: ny.id,
      startTime: new Date(now - 7_200_000),
      endTime: new Date(now - 3_600_000),
      paid: true,
      totalCostCents: 0,
    });
    const stranger = await createUser(t, { role: 'vendor' });
    await paid((await createLocation(t, { ownerId: stranger.user.id })).id, '2026-11-15T15:00:00.000Z', 9999);

    const res = await trend(owner.token, 'year=2026&month=11');
    expect(res.statusCode).toBe(200);
    const { months, occupancy } = res.json();
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2025, month: 12, total: 10 });
    expect(months[6]).toEqual({ year: 2026, month: 6, total: 3 });
    expect(months[11]).toEqual({ year: 2026, month: 11, total: 24 });
    expect(months.reduce((s: number, m: { total: number }) => s + m.total, 0)).toBe(37);
    expect(occupancy).toEqual([
      { locationId: la.id, activeSessions: 0, zones: 0 },
      { locationId: ny.id, activeSessions: 1, zones: 2 },
    ]);
    expect((await trend(owner.token, 'year=2026&month=13')).statusCode).toBe(400);
    expect((await trend(owner.token, 'year=2026')).statusCode).toBe(400);
    expect((await trend((await createUser(t)).token, 'year=2026&month=11')).statusCode).toBe(403);
    expect((await trend(undefined, 'year=2026&month=11')).statusCode).toBe(401);
  });

  it("adds a month past what a 32-bit integer of cents holds ($21.4M: a company's lots, or all of odogwu's)", async () => {
    const owner = await createUser(t, { role: 'vendor' });
    for (const name of ['Big A', 'Big B']) {
      const lot = await createLocation(t, { ownerId: owner.user.id, name, timeZone: 'UTC' });
      await createSession(t, {
        locationId: lot.id,
        startTime: new Date('2026-10-10T12:00:00.000Z'),
        paid: true,
        totalCostCents: 1_500_000_000,
      });
    }
    const res = await trend(owner.token, 'year=2026&month=10');
    expect(res.statusCode).toBe(200);
    expect(res.json().months[11]).toEqual({ year: 2026, month: 10, total: 30_000_000 });
  });
});

/**
 * lot_revenue_months, the rollup the summary reads, is kept by triggers of the database: after every
 * kind of write to sessions (and a lot's time zone change) it equals a fresh SUM over the sessions.
 */
describe.each(backends)('per-lot monthly revenue rollup (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The rollup's non-empty rows of these lots, and the same figures summed afresh from sessions. */
  async function compare(lotIds: string[]) {
    const kept = await t.db
      .select({
        locationId: lotRevenueMonths.locationId,
        month: lotRevenueMonths.month,
        net: lotRevenueMonths.netCents,
        n: lotRevenueMonths.paidSessions,
      })
      .from(lotRevenueMonths)
      .where(
        and(
          inArray(lotRevenueMonths.locationId, lotIds),
          sql`(${lotRevenueMonths.netCents} <> 0 or ${lotRevenueMonths.paidSessions} <> 0)`,
        ),
      )
      .orderBy(lotRevenueMonths.locationId, lotRevenueMonths.month);
    const month = sql<string>`to_char(date_trunc('month', ${sessions.startTime} at time zone ${locations.timeZone}), 'YYYY-MM-DD')`;
    const fresh = await t.db
      .select({
        locationId: sessions.locationId,
        month,
        net: sql<number>`sum(${sessions.totalCostCents} - ${sessions.refundedCents})::int`,
        n: sql<number>`count(*)::int`,
      })
      .from(sessions)
      .innerJoin(locations, eq(locations.id, sessions.locationId))
      .where(and(inArray(sessions.locationId, lotIds), eq(sessions.paid, true)))
      .groupBy(sessions.locationId, month)
      .orderBy(sessions.locationId, month);
    return { kept, fresh };
  }

  it('equals a fresh sum after inserts, payment, refunds, moves in time and between lots, deletes and a time zone change', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const ny = await createLocation(t, { ownerId: owner.user.id, name: 'Harbor Lot', timeZone: 'America/New_York' });
    const la = await createLocation(t, { ownerId: owner.user.id, name: 'Sunset Lot', timeZone: 'America/Los_Angeles' });
    const lots = [ny.id, la.id];
    const check = async (allTimeCents: number) => {
      const { kept, fresh } = await compare(lots);
      expect(kept).toEqual(fresh);
      const res = await call(t.app, 'POST', '/api/v1/billing/revenue', { body: { month: 11, year: 2026 }, token: owner.token });
      expect(res.json().data.totalLocationRevenueAllTime).toBe(allTimeCents / 100);
      return kept;
    };
    // Inserts: October 31, 11:30 PM in New York is October's; one unpaid; a bulk insert of three.
    const late = await createSession(t, {
      locationId: ny.id,
      startTime: new Date('2026-11-01T03:30:00.000Z'),
      paid: true,
      totalCostCents: 1000,
    });
    const unpaid = await createSession(t, {
      locationId: ny.id,
      startTime: new Date('2026-11-10T15:00:00.000Z'),
      paid: false,
      totalCostCents: 700,
    });
    await t.db.insert(sessions).values(
      [1, 2, 3].map((i) => ({
        kind: 'booking' as const,
        locationId: la.id,
        plateNumber: `BULK${i}`,
        state: 'CA',
        startTime: new Date(`2026-11-0${i}T18:00:00.000Z`),
        endTime: new Date(`2026-11-0${i}T19:00:00.000Z`),
        isHourly: true,
        paid: true,
        totalCostCents: 100 * i,
      })),
    );
    expect(await check(1600)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ locationId: ny.id, month: '2026-10-01', net: 1000, n: 1 }),
        expect.objectContaining({ locationId: la.id, month: '2026-11-01', net: 600, n: 3 }),
      ]),
    );
    // Paid later.
    await t.db.update(sessions).set({ paid: true }).where(eq(sessions.id, unpaid.id));
    await check(2300);
    // A refund, then a second one on the same session.
    await t.db.update(sessions).set({ refundedCents: 250 }).where(eq(sessions.id, late.id));
    await check(2050);
    await t.db.update(sessions).set({ refundedCents: 400 }).where(eq(sessions.id, late.id));
    await check(1900);
    // Moved an hour later (November in New York), then to the other lot; an update of other columns changes nothing.
    await t.db
      .update(sessions)
      .set({ startTime: new Date('2026-11-01T04:30:00.000Z') })
      .where(eq(sessions.id, late.id));
    const moved = await check(1900);
    expect(moved).toEqual(expect.arrayContaining([expect.objectContaining({ locationId: ny.id, month: '2026-11-01', net: 1300, n: 2 })]));
    await t.db.update(sessions).set({ locationId: la.id }).where(eq(sessions.id, late.id));
    await t.db.update(sessions).set({ plateNumber: 'RENAMED', remindedEndTime: new Date() }).where(eq(sessions.locationId, la.id));
    await check(1900);
    // Unpaid again, and deleted.
    await t.db.update(sessions).set({ paid: false }).where(eq(sessions.id, unpaid.id));
    await check(1200);
    await t.db.delete(sessions).where(eq(sessions.id, late.id));
    await check(600);
    // Los Angeles lot moved to New York's zone: November 1, 6 PM UTC is still November; a session at
    // 4:30 AM UTC on November 1 (October 31 in Los Angeles, November 1 in New York) changes month.
    await createSession(t, { locationId: la.id, startTime: new Date('2026-11-01T04:30:00.000Z'), paid: true, totalCostCents: 900 });
    expect(await check(1500)).toEqual(
      expect.arrayContaining([expect.objectContaining({ locationId: la.id, month: '2026-10-01', net: 900 })]),
    );
    await t.db.update(locations).set({ timeZone: 'America/New_York' }).where(eq(locations.id, la.id));
    expect(await check(1500)).toEqual([expect.objectContaining({ locationId: la.id, month: '2026-11-01', net: 1500, n: 4 })]);
    // A lot deleted takes its sessions and its rollup rows with it.
    await t.db.delete(locations).where(eq(locations.id, la.id));
    expect(await t.db.select().from(lotRevenueMonths).where(eq(lotRevenueMonths.locationId, la.id))).toEqual([]);
    expect((await compare([ny.id])).kept).toEqual((await compare([ny.id])).fresh);
  });
});
