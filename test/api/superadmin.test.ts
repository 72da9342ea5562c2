import { asc, eq, sql } from 'drizzle-orm';
import { locations, locationSubscriptions, subscriptionPayments } from '../../src/server/db/schema';
import { MESSAGES, SUPERADMIN_TEXT } from '../../src/shared/messages';
import { createLocation, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

interface VendorLocationJson {
  _id: string;
  locationId: string;
  name: string;
  isActive: boolean;
  lastPayDate: string | null;
  description: string | null;
  createdAt: string;
  revenuePerMonth: number;
  totalAmount: number;
  numberOfPayments: number;
}
interface ListJson {
  status: 'success';
  data: VendorLocationJson[];
  total: number;
  stats: { totalVendorLocations: number; totalMonthlyRevenue: number; numberOfPayments: number; totalAmount: number };
}
interface PaymentJson {
  _id: string;
  locationId: string;
  lastPayDate: string;
  amount: number;
  paymentOwed: number;
  description: string | null;
  recordedAt: string;
  recordedBy: { name: string; email: string } | null;
}

describe.each(backends)('superadmin payments console (%s)', (backend) => {
  let t: TestApp;
  let boss: { id: string; token: string };
  let odogwuToken: string;
  let vendorToken: string;
  let paid: string; // Alpha Lot: a subscription, $150 a month, $300 paid so far
  let fresh: string; // Beta Lot: a vendor's, no subscription row yet
  let closed: string; // Gamma Lot: archived, no subscription row
  let ownLot: string; // an odogwu's own location: not a vendor location

  const list = async (query = '') => (await call(t.app, 'GET', `/api/v1/billing/subs${query}`, { token: boss.token })).json<ListJson>();
  const row = async (id: string) => (await list()).data.find((l) => l._id === id)!;
  const update = (body: Record<string, unknown>, token = boss.token) => call(t.app, 'POST', '/api/v1/billing/subs/update', { token, body });
  const ledger = async (id: string) =>
    (await call(t.app, 'GET', `/api/v1/billing/subs/${id}/payments`, { token: boss.token })).json<{ data: { payments: PaymentJson[] } }>()
      .data.payments;
  const storedPayments = async (locationId: string) =>
    t.db
      .select({
        amountCents: subscriptionPayments.amountCents,
        paymentOwedCents: subscriptionPayments.paymentOwedCents,
        description: subscriptionPayments.description,
        paidAt: subscriptionPayments.paidAt,
        recordedBy: subscriptionPayments.recordedBy,
      })
      .from(subscriptionPayments)
      .innerJoin(locationSubscriptions, eq(locationSubscriptions.id, subscriptionPayments.subscriptionId))
      .where(eq(locationSubscriptions.locationId, locationId))
      .orderBy(asc(subscriptionPayments.createdAt), asc(subscriptionPayments.amountCents));
  const subscriptionOf = async (locationId: string) =>
    (await t.db.select().from(locationSubscriptions).where(eq(locationSubscriptions.locationId, locationId)))[0];

  beforeAll(async () => {
    t = await createTestApp(backend);
    const b = await createUser(t, { role: 'odogwu', email: 'boss@test.parking', name: 'Bea Boss' });
    boss = { id: b.user.id, token: b.token };
    const o = await createUser(t, { role: 'odogwu', email: 'plain.odogwu@test.parking' });
    odogwuToken = o.token;
    const v = await createUser(t, { role: 'vendor' });
    vendorToken = v.token;
    paid = (
      await createLocation(t, {
        ownerId: v.user.id,
        name: 'Alpha Lot',
        createdAt: new Date('2026-01-05T12:00:00Z'),
      })
    ).id;
    fresh = (await createLocation(t, { ownerId: v.user.id, name: 'Beta Lot' })).id;
    closed = (await createLocation(t, { ownerId: v.user.id, name: 'Gamma Lot', archieved: true, timeZone: 'Pacific/Honolulu' })).id;
    ownLot = (await createLocation(t, { ownerId: o.user.id, name: 'Admin Lot' })).id;
    const [sub] = await t.db
      .insert(locationSubscriptions)
      .values({
        locationId: paid,
        priceCents: 15000,
        totalAmountCents: 30000,
        description: 'Downtown flagship',
        lastPayDate: new Date('2026-10-01T14:00:00Z'),
      })
      .returning();
    await t.db.insert(subscriptionPayments).values([
      { subscriptionId: sub!.id, amountCents: 15000, paymentOwedCents: 15000, paidAt: new Date('2026-09-01T14:00:00Z') },
      { subscriptionId: sub!.id, amountCents: 15000, paymentOwedCents: 15000, paidAt: new Date('2026-10-01T14:00:00Z') },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the vendor locations with status, stored price, last payment, description and created date', async () => {
    const res = await call(t.app, 'GET', '/api/v1/billing/subs', { token: boss.token });
    expect(res.statusCode).toBe(200);
    const body = res.json<ListJson>();
    expect(body.status).toBe('success');
    // Vendors' locations by name; the odogwu's own lot is not a vendor location.
    expect(body.data.map((l) => l.name)).toEqual(['Alpha Lot', 'Beta Lot', 'Gamma Lot']);
    expect(body.data.find((l) => l._id === ownLot)).toBeUndefined();
    expect(body.data[0]).toEqual({
      _id: paid,
      locationId: paid,
      name: 'Alpha Lot',
      isActive: true,
      lastPayDate: '2026-10-01T14:00:00.000Z',
      description: 'Downtown flagship',
      createdAt: '2026-01-05T12:00:00.000Z',
      // Beyond the spec: the location's zone, in which the screen shows these dates.
      timeZone: 'America/New_York',
      revenuePerMonth: 150,
      totalAmount: 300,
      numberOfPayments: 2,
    });
    // No subscription row yet: listed with the defaults (active unless archived, the standard price).
    expect(body.data[1]).toMatchObject({
      _id: fresh,
      timeZone: expect.any(String),
      isActive: true,
      lastPayDate: null,
      description: null,
      revenuePerMonth: 120,
      totalAmount: 0,
    });
    expect(body.data[2]).toMatchObject({
      _id: closed,
      isActive: false,
      revenuePerMonth: 120,
      numberOfPayments: 0,
      timeZone: 'Pacific/Honolulu',
    });
    // The stat cards come from the stored prices and payments.
    expect(body.stats).toEqual({ totalVendorLocations: 3, totalMonthlyRevenue: 150 + 120 + 120, numberOfPayments: 2, totalAmount: 300 });
    expect(body.total).toBe(3);
  });

  it("answers SPEC 7's POST /billing/subs without a body (or with {}) with the same list, and refuses changes that name no location", async () => {
    const listed = await list();
    for (const body of [undefined, {}]) {
      const res = await call(t.app, 'POST', '/api/v1/billing/subs', { token: boss.token, body });
      expect([res.statusCode, res.json()]).toEqual([200, listed]);
    }
    const changes = await call(t.app, 'POST', '/api/v1/billing/subs', { token: boss.token, body: { description: 'No lot named' } });
    expect([changes.statusCode, changes.json().message]).toEqual([400, MESSAGES.subscriptionLocationRequired]);
    expect((await call(t.app, 'POST', '/api/v1/billing/subs', { token: vendorToken, body: {} })).statusCode).toBe(403);
  });

  it('pages the list when asked, with the totals of every page', async () => {
    const page2 = await list('?page=2&pageSize=2');
    expect(page2.data.map((l) => l.name)).toEqual(['Gamma Lot']);
    expect(page2.total).toBe(3);
    expect(page2.stats.totalVendorLocations).toBe(3);
  });

  it('finds locations by name (any case; % and _ typed as letters), total counting the matches and the stats everything', async () => {
    const found = await list('?page=1&pageSize=20&search=ALPHA');
    expect(found.data.map((l) => l.name)).toEqual(['Alpha Lot']);
    expect(found.total).toBe(1);
    expect(found.stats.totalVendorLocations).toBe(3);
    expect((await list('?search=%25')).data).toEqual([]);
    expect((await list('?search=a_')).data).toEqual([]);
    expect((await list('?search=lot')).data.map((l) => l.name)).toEqual(['Alpha Lot', 'Beta Lot', 'Gamma Lot']);
  });

  it('sorts by name, price, last payment (never paid last, both ways) or created date, either way', async () => {
    const names = async (sort: string) => (await list(`?sort=${sort}`)).data.map((l) => l.name);
    expect(await names('-name')).toEqual(['Gamma Lot', 'Beta Lot', 'Alpha Lot']);
    expect((await names('-revenue'))[0]).toBe('Alpha Lot');
    expect((await names('revenue'))[2]).toBe('Alpha Lot');
    expect((await names('lastPayment'))[0]).toBe('Alpha Lot');
    expect((await names('-lastPayment'))[0]).toBe('Alpha Lot');
    expect((await names('created'))[0]).toBe('Alpha Lot');
    expect((await names('-created'))[2]).toBe('Alpha Lot');
    const bad = await call(t.app, 'GET', '/api/v1/billing/subs?sort=drop', { token: boss.token });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses an odogwu whose email is not a superadmin one (403), a vendor (403) and a visitor (401)', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/v1/billing/subs', undefined],
      ['POST', '/api/v1/billing/subs/update', { locationId: paid, lastPayDate: '2026-11-01', amount: 1, paymentOwed: 1 }],
      ['POST', '/api/v1/billing/subs', { locationId: paid, description: 'x' }],
      ['GET', `/api/v1/billing/subs/${paid}/payments`, undefined],
    ] as const) {
      expect([url, (await call(t.app, method, url, { token: odogwuToken, body })).statusCode]).toEqual([url, 403]);
      expect([url, (await call(t.app, method, url, { token: vendorToken, body })).statusCode]).toEqual([url, 403]);
      const anonymous = await call(t.app, method, url, { body });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      expect(anonymous.json()).toEqual({ status: 'fail', message: MESSAGES.unauthorized });
    }
    expect(await storedPayments(paid)).toHaveLength(2);
  });

  it('records a payment: a new row (who, when, amounts, description) and total = current total + payment owed', async () => {
    const res = await update({
      locationId: paid,
      lastPayDate: '2026-11-02',
      amount: 150,
      paymentOwed: 75.5,
      totalAmount: 99999,
      description: 'November, half owed',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: expect.objectContaining({
        _id: paid,
        totalAmount: 375.5,
        numberOfPayments: 3,
        description: 'November, half owed',
        // The day, in the location's time zone (New York): midnight there is 05:00 UTC in November.
        lastPayDate: '2026-11-02T05:00:00.000Z',
      }),
    });
    const rows = await storedPayments(paid);
    expect(rows).toHaveLength(3);
    // The earlier rows are kept as they were.
    expect(rows.slice(0, 2).map((r) => r.amountCents)).toEqual([15000, 15000]);
    expect(rows[2]).toEqual({
      amountCents: 15000,
      paymentOwedCents: 7550,
      description: 'November, half owed',
      paidAt: new Date('2026-11-02T05:00:00.000Z'),
      recordedBy: boss.id,
    });
    expect((await subscriptionOf(paid))!.totalAmountCents).toBe(37550);
    const lot = await row(paid);
    expect(lot.lastPayDate).toBe('2026-11-02T05:00:00.000Z');
  });

  it('keeps the latest pay date, and its description, when an older payment is recorded later', async () => {
    const latest = (await row(paid)).description;
    const res = await update({
      locationId: paid,
      lastPayDate: '2026-08-01T12:00:00Z',
      amount: 10,
      paymentOwed: 0,
      description: 'August, late',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lastPayDate).toBe('2026-11-02T05:00:00.000Z');
    expect(res.json().data.totalAmount).toBe(375.5);
    expect(res.json().data.description).toBe(latest);
    expect((await storedPayments(paid)).at(-1)).toMatchObject({ description: 'August, late' });
  });

  it('reads amounts that are not numbers as 0 (SPEC section 5)', async () => {
    const before = (await subscriptionOf(paid))!.totalAmountCents;
    for (const [amount, paymentOwed] of [
      ['abc', 'twelve'],
      ['', null],
      [undefined, undefined],
      ['-5', -5],
      // Not $1,250, $16 or $1,000: a decimal comma, hex and an exponent are not amounts as people write them.
      ['12,50', '0x10'],
      ['1e3', '0b11'],
    ] as const) {
      const res = await update({ locationId: paid, lastPayDate: '2026-11-03', amount, paymentOwed });
      expect([amount, res.statusCode]).toEqual([amount, 200]);
    }
    const rows = (await storedPayments(paid)).slice(-6);
    expect(rows.map((r) => [r.amountCents, r.paymentOwedCents])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect((await subscriptionOf(paid))!.totalAmountCents).toBe(before);
    // Text that is a number counts as one.
    const res = await update({ locationId: paid, lastPayDate: '2026-11-03', amount: '$1,200.50', paymentOwed: ' 20 ' });
    expect(res.json().data.totalAmount).toBe(before / 100 + 20);
    expect((await storedPayments(paid)).at(-1)).toMatchObject({ amountCents: 120050, paymentOwedCents: 2000 });
  });

  it('creates the subscription of a location that has none on its first payment', async () => {
    expect(await subscriptionOf(fresh)).toBeUndefined();
    const res = await update({ locationId: fresh, lastPayDate: '2026-11-05', amount: 120, paymentOwed: 120, description: 'First month' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: fresh, totalAmount: 120, numberOfPayments: 1, revenuePerMonth: 120, isActive: true });
    expect(await subscriptionOf(fresh)).toMatchObject({ priceCents: 12000, totalAmountCents: 12000, description: 'First month' });
  });

  it('adds a payment past $21.4M paid in all (the running total is no 32-bit integer)', async () => {
    const v = await createUser(t, { role: 'vendor' });
    const big = (await createLocation(t, { ownerId: v.user.id, name: 'Big Lot' })).id;
    await t.db.insert(locationSubscriptions).values({ locationId: big, priceCents: 100_000_000, totalAmountCents: 2_140_000_000 });
    const res = await update({ locationId: big, lastPayDate: '2026-11-04', amount: 1_000_000, paymentOwed: 1_000_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.totalAmount).toBe(22_400_000);
    expect((await subscriptionOf(big))!.totalAmountCents).toBe(2_240_000_000);
  });

  it('answers 404 for a location that does not exist, and stores nothing', async () => {
    const before = (await list()).stats.numberOfPayments;
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await update({ locationId: missing, lastPayDate: '2026-11-05', amount: 1, paymentOwed: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.locationNotFound });
    expect((await call(t.app, 'GET', `/api/v1/billing/subs/${missing}/payments`, { token: boss.token })).statusCode).toBe(404);
    expect((await list()).stats.numberOfPayments).toBe(before);
  });

  it('refuses an amount over the largest with the maximum, 1e308 too (not "must be a number"), storing nothing', async () => {
    const before = (await storedPayments(paid)).length;
    for (const amount of [1_000_001, 1e308, '1000001', '$1,000,000.01']) {
      const res = await update({ locationId: paid, lastPayDate: '2026-11-03', amount, paymentOwed: 1 });
      expect([amount, res.statusCode, res.json().message]).toEqual([amount, 400, 'amount: must be at most $1,000,000.00']);
    }
    expect(await storedPayments(paid)).toHaveLength(before);
  });

  it('refuses a date that is not one (400)', async () => {
    const res = await update({ locationId: paid, lastPayDate: 'yesterday', amount: 1, paymentOwed: 1 });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a pay date after today at the lot (400), and stores nothing', async () => {
    const countBefore = (await t.db.select().from(subscriptionPayments)).length;
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await update({ locationId: paid, lastPayDate: future, amount: 1, paymentOwed: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SUPERADMIN_TEXT.payDateFuture);
    expect((await t.db.select().from(subscriptionPayments)).length).toBe(countBefore);
  });

  it('keeps every payment of a double submit at once, and the total adds up exactly', async () => {
    const before = (await subscriptionOf(closed))?.totalAmountCents ?? 0;
    expect(before).toBe(0);
    const results = await Promise.all(
      [0.1, 0.2, 0.1, 0.2, 33.33, 33.33].map((owed, i) =>
        update({ locationId: closed, lastPayDate: '2026-11-06', amount: 10, paymentOwed: owed, description: `submit ${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await storedPayments(closed);
    expect(rows).toHaveLength(6);
    expect(rows.map((r) => r.description).sort()).toEqual(['submit 0', 'submit 1', 'submit 2', 'submit 3', 'submit 4', 'submit 5']);
    // 0.1 + 0.2 + 0.1 + 0.2 + 33.33 + 33.33 in cents: no lost update, no floating point drift.
    expect((await subscriptionOf(closed))!.totalAmountCents).toBe(10 + 20 + 10 + 20 + 3333 + 3333);
    const lot = await row(closed);
    expect(lot).toMatchObject({ totalAmount: 67.26, numberOfPayments: 6, isActive: false });
    // One subscription row, however many updates raced to create it.
    expect(await t.db.select().from(locationSubscriptions).where(eq(locationSubscriptions.locationId, closed))).toHaveLength(1);
  });

  it('lists every payment of a location, newest first, with who recorded it', async () => {
    const payments = await ledger(paid);
    expect(payments.length).toBe((await storedPayments(paid)).length);
    expect(payments[0]).toEqual({
      _id: expect.any(String),
      locationId: paid,
      lastPayDate: '2026-11-03T05:00:00.000Z',
      amount: 1200.5,
      paymentOwed: 20,
      description: null,
      recordedAt: expect.any(String),
      recordedBy: { name: 'Bea Boss', email: 'boss@test.parking' },
    });
    // The seeded rows had no recorder; the oldest is last.
    expect(payments.at(-1)).toMatchObject({ lastPayDate: '2026-08-01T12:00:00.000Z', amount: 10, recordedBy: { name: 'Bea Boss' } });
    expect(payments.filter((p) => p.recordedBy === null).map((p) => p.lastPayDate)).toEqual([
      '2026-10-01T14:00:00.000Z',
      '2026-09-01T14:00:00.000Z',
    ]);
    expect(await ledger(ownLot)).toEqual([]);
  });

  it('stats add up over everything recorded', async () => {
    const body = await list();
    expect(body.stats.numberOfPayments).toBe(body.data.reduce((n, l) => n + l.numberOfPayments, 0));
    expect(Math.round(body.stats.totalAmount * 100)).toBe(body.data.reduce((n, l) => n + Math.round(l.totalAmount * 100), 0));
  });

  it('starts or edits a subscription: description, status, monthly price', async () => {
    const res = await call(t.app, 'POST', '/api/v1/billing/subs', {
      token: boss.token,
      body: { locationId: ownLot, description: 'Platform-run lot', isActive: false, revenuePerMonth: 99.99 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: ownLot,
      description: 'Platform-run lot',
      isActive: false,
      revenuePerMonth: 99.99,
      totalAmount: 0,
    });
    // Now it has a subscription, it is listed.
    expect((await row(ownLot)).revenuePerMonth).toBe(99.99);
    const again = await call(t.app, 'POST', '/api/v1/billing/subs', { token: boss.token, body: { locationId: ownLot, isActive: true } });
    expect(again.json().data).toMatchObject({ description: 'Platform-run lot', isActive: true, revenuePerMonth: 99.99 });
    // A fraction of a cent is refused, naming the field, and changes nothing.
    for (const revenuePerMonth of [0.005, 1.005]) {
      const bad = await call(t.app, 'POST', '/api/v1/billing/subs', { token: boss.token, body: { locationId: ownLot, revenuePerMonth } });
      expect([bad.statusCode, bad.json().message]).toEqual([400, `revenuePerMonth: ${MESSAGES.wholeCents}`]);
    }
    expect((await row(ownLot)).revenuePerMonth).toBe(99.99);
  });

  it('reads a lot its owner turned off as Inactive, though its subscription was started while it was on (QA)', async () => {
    const lot = (await createLocation(t, { ownerId: (await createUser(t, { role: 'vendor' })).user.id, name: 'Turned Off Lot' })).id;
    const started = await call(t.app, 'POST', '/api/v1/billing/subs', { token: boss.token, body: { locationId: lot, description: 'On' } });
    expect(started.json().data).toMatchObject({ isActive: true });
    await t.db.update(locations).set({ archieved: true }).where(eq(locations.id, lot));
    expect(await row(lot)).toMatchObject({ isActive: false });
    await t.db.update(locations).set({ archieved: false }).where(eq(locations.id, lot));
    expect(await row(lot)).toMatchObject({ isActive: true });
  });

  it('answers a page of 20,000 vendor locations, with the stats over all of them, quickly', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    // Two statements: building 20,000 rows in JavaScript cost seconds of CI per database.
    await t.db.execute(sql`
      insert into locations (user_id, name, address, latitude, longitude)
      select ${owner.user.id}::uuid, 'Bulk Lot ' || lpad(i::text, 5, '0'), 'Bulk address', 40.7, -74
      from generate_series(0, 19999) as i`);
    // Half of them have a subscription at $100 a month.
    await t.db.execute(sql`
      insert into location_subscriptions (location_id, price_cents)
      select id, 10000 from locations
      where user_id = ${owner.user.id}::uuid and right(name, 5)::int % 2 = 0`);
    const before = Date.now();
    const page = await list('?page=3&pageSize=20');
    const ms = Date.now() - before;
    // Visible in the run's output: the cost of a page (and the four sums) over 20,000 more rows.
    console.log(`GET /billing/subs?page=3 over ${page.total} vendor locations (${backend}): ${ms} ms`);
    expect(page.data).toHaveLength(20);
    // By name, 20 consecutive bulk lots (the few named lots of the tests above sort before them).
    const numbers = page.data.map((l) => Number(/^Bulk Lot (\d{5})$/.exec(l.name)?.[1]));
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => numbers[0]! + i));
    expect(numbers[0]).toBeGreaterThanOrEqual(35);
    expect(page.stats.totalVendorLocations).toBe(page.total);
    expect(page.total).toBeGreaterThan(20_000);
    expect(page.stats.totalMonthlyRevenue).toBeGreaterThanOrEqual(10_000 * 100 + 10_000 * 120);
    // Generous for a shared two-core machine; a few hundred ms is usual.
    expect(ms).toBeLessThan(5_000);
  });
});
