import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { locations, lotRevenueMonths, revenueAdjustments } from '../../src/server/db/schema';
import { localDateTime } from '../../src/shared/dates';
import { MESSAGES, revenueReversalNote } from '../../src/shared/messages';
import { count } from './bookingFixtures';
import { createLocation, createSession, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/**
 * POST /billing/revenue/adjustments/{id}/reverse: a mistaken entry of /revenue/update is undone by a
 * kept reversing entry (the ledger stays append-only), once, by the lot's owner or odogwu, and every
 * total that counts entries then counts the pair as nothing.
 */
describe.each(backends)('reversing a revenue entry (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const TZ = 'America/New_York';
  const update = (token: string, body: unknown) => call(t.app, 'POST', '/api/v1/billing/revenue/update', { token, body });
  const reverse = (token: string, id: string) => call(t.app, 'POST', `/api/v1/billing/revenue/adjustments/${id}/reverse`, { token });
  const rowsOf = (lotId: string) => t.db.select().from(revenueAdjustments).where(eq(revenueAdjustments.locationId, lotId));
  const lotRevenueCents = async (lotId: string) =>
    (await t.db.select({ cents: locations.lotRevenueCents }).from(locations).where(eq(locations.id, lotId)))[0]!.cents;

  /** An owner's lot in New York with an entry of `dollars` on October 15, 2026; answers the lot and the entry's row. */
  async function lotWithEntry(dollars: number, note = 'cash box') {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id, timeZone: TZ });
    const res = await update(owner.token, { locationId: lot.id, lotRevenue: dollars, date: '2026-10-15', note });
    expect(res.statusCode).toBe(200);
    const [entry] = await rowsOf(lot.id);
    return { owner, lot, entry: entry! };
  }

  /** Every figure that counts entries, for October 2026 of the lot (and its owner's summary). */
  async function figures(token: string, lotId: string) {
    const month = (await call(t.app, 'POST', '/api/v1/billing/lot/revenue', { token, body: { lotId, month: 10, year: 2026 } })).json();
    const summary = (await call(t.app, 'POST', '/api/v1/billing/revenue', { token, body: { month: 10, year: 2026 } })).json().data;
    const trend = (await call(t.app, 'GET', '/api/v1/billing/revenue/trend?year=2026&month=10', { token })).json();
    const report = (
      await call(t.app, 'GET', `/api/v1/billing/reconciliation?locationId=${lotId}&from=2026-10-01&to=2026-10-31`, { token })
    ).json();
    const rollup = await t.db.select().from(lotRevenueMonths).where(eq(lotRevenueMonths.locationId, lotId));
    return {
      monthTotal: month.totalCost as number,
      lotLine: (summary.totalLocationRevenue as { locationId: string; totalCost: number }[]).find((l) => l.locationId === lotId)!.totalCost,
      allTime: summary.totalLocationRevenueAllTime as number,
      trendOctober: (trend.months as { month: number; total: number }[]).at(-1)!.total,
      reportNet: report.totals.net as number,
      reportGross: report.totals.gross as number,
      rollup: rollup.map((r) => ({ month: r.month, cents: r.netCents })),
      lotRevenue: await lotRevenueCents(lotId),
    };
  }

  it('writes a kept reversing entry in the same month, and every total is back to what it was before the entry', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id, timeZone: TZ });
    await createSession(t, { locationId: lot.id, startTime: new Date('2026-10-10T15:00:00.000Z'), paid: true, totalCostCents: 1000 });
    expect((await update(owner.token, { locationId: lot.id, lotRevenue: 4, date: '2026-10-14', note: 'gate 1' })).statusCode).toBe(200);
    const before = await figures(owner.token, lot.id);
    expect(before).toMatchObject({ monthTotal: 14, lotLine: 14, reportNet: 14, trendOctober: 14, lotRevenue: 400 });

    // The typo: $40 for $4, on the 31st at noon in New York (October's).
    expect((await update(owner.token, { locationId: lot.id, lotRevenue: 40, date: '2026-10-31', note: 'gate 2' })).statusCode).toBe(200);
    const typo = (await rowsOf(lot.id)).find((r) => r.amountCents === 4000)!;
    expect((await figures(owner.token, lot.id)).monthTotal).toBe(54);

    const res = await reverse(owner.token, typo.id);
    expect(res.statusCode).toBe(200);
    const { adjustment, location } = res.json().data;
    const note = revenueReversalNote('$40.00', localDateTime(typo.countsAt, TZ));
    expect(note).toBe('Reverses the $40.00 entry of 2026-10-31 12:00');
    expect(adjustment).toMatchObject({
      amount: -40,
      note,
      countsAt: typo.countsAt.toISOString(),
      userId: owner.user.id,
      reverses: typo.id,
      reversedBy: null,
    });
    expect(location).toMatchObject({ _id: lot.id, lotRevenue: 4 });

    // The rows: the original as it was, and the reversal beside it.
    const rows = await rowsOf(lot.id);
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.id === typo.id)).toEqual(typo);
    expect(rows.find((r) => r.id === adjustment._id)).toMatchObject({
      amountCents: -4000,
      countsAt: typo.countsAt,
      reversesId: typo.id,
      userId: owner.user.id,
      note,
    });

    // Month, summary, all time, trend, reconciliation, rollup and lotRevenue: as before the typo.
    const after = await figures(owner.token, lot.id);
    expect(after).toEqual(before);
    const month = (
      await call(t.app, 'POST', '/api/v1/billing/lot/revenue', { token: owner.token, body: { lotId: lot.id, month: 10, year: 2026 } })
    ).json();
    expect(month.adjustments).toEqual([
      expect.objectContaining({ _id: adjustment._id, amount: -40, reverses: typo.id, reversedBy: null }),
      expect.objectContaining({ _id: typo.id, amount: 40, reverses: null, reversedBy: adjustment._id }),
      expect.objectContaining({ amount: 4, note: 'gate 1', reverses: null, reversedBy: null }),
    ]);
    // /reports lists both lines (the CSV is its lines), and they sum to nothing.
    const report = (
      await call(t.app, 'GET', `/api/v1/billing/reconciliation?locationId=${lot.id}&from=2026-10-01&to=2026-10-31`, {
        token: owner.token,
      })
    ).json();
    const pair = (report.rows as { _id: string; net: number; note: string | null }[]).filter((r) =>
      [typo.id, adjustment._id].includes(r._id),
    );
    expect(pair.map((r) => r.net).sort()).toEqual([-40, 40]);
    expect(report.totals).toMatchObject({ entries: 3, net: 14 });
  });

  it('reverses an entry once: a second request answers 409 and writes nothing', async () => {
    const { owner, lot, entry } = await lotWithEntry(25);
    expect((await reverse(owner.token, entry.id)).statusCode).toBe(200);
    const written = await count(t, revenueAdjustments);
    const again = await reverse(owner.token, entry.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: 'fail', message: MESSAGES.revenueEntryAlreadyReversed });
    expect(await count(t, revenueAdjustments)).toBe(written);
    expect(await lotRevenueCents(lot.id)).toBe(0);
  });

  it('writes one reversal when several requests ask at once; the others answer 409', async () => {
    const { owner, lot, entry } = await lotWithEntry(12.5);
    const answers = await Promise.all(Array.from({ length: 6 }, () => reverse(owner.token, entry.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe(MESSAGES.revenueEntryAlreadyReversed);
    const reversals = (await rowsOf(lot.id)).filter((r) => r.reversesId === entry.id);
    expect(reversals).toHaveLength(1);
    expect(await lotRevenueCents(lot.id)).toBe(0);
    // The unique reverses_id holds even a write that skips the service's check.
    await expect(
      t.db.insert(revenueAdjustments).values({ locationId: lot.id, amountCents: -1250, countsAt: entry.countsAt, reversesId: entry.id }),
    ).rejects.toThrow();
    expect((await rowsOf(lot.id)).filter((r) => r.reversesId === entry.id)).toHaveLength(1);
  });

  it('refuses to reverse a reversal (409), writing nothing', async () => {
    const { owner, lot, entry } = await lotWithEntry(9);
    const reversal = (await reverse(owner.token, entry.id)).json().data.adjustment as { _id: string };
    const written = await count(t, revenueAdjustments);
    const res = await reverse(owner.token, reversal._id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.revenueEntryIsReversal });
    expect(await count(t, revenueAdjustments)).toBe(written);
    expect(await lotRevenueCents(lot.id)).toBe(0);
  });

  it("answers 404 to another vendor for an entry of someone else's lot, writing nothing", async () => {
    const { lot, entry } = await lotWithEntry(40);
    const stranger = await createUser(t, { role: 'vendor' });
    await createLocation(t, { ownerId: stranger.user.id });
    const written = await count(t, revenueAdjustments);
    const res = await reverse(stranger.token, entry.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.revenueEntryNotFound });
    expect(await count(t, revenueAdjustments)).toBe(written);
    expect(await lotRevenueCents(lot.id)).toBe(4000);
    // Nor may a driver, an enforcer or a valet (no permission: 403), or anyone signed out (401).
    for (const role of ['customer', 'enforcer', 'valet'] as const) {
      expect((await reverse((await createUser(t, { role })).token, entry.id)).statusCode).toBe(403);
    }
    expect((await call(t.app, 'POST', `/api/v1/billing/revenue/adjustments/${entry.id}/reverse`)).statusCode).toBe(401);
    expect(await count(t, revenueAdjustments)).toBe(written);
  });

  it('lets odogwu reverse an entry of any lot, recorded as theirs', async () => {
    const { lot, entry } = await lotWithEntry(40);
    const admin = await createUser(t, { role: 'odogwu' });
    const res = await reverse(admin.token, entry.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.adjustment).toMatchObject({ amount: -40, userId: admin.user.id, reverses: entry.id });
    expect(res.json().data.location).toMatchObject({ _id: lot.id, lotRevenue: 0 });
  });

  it('answers 404 for an unknown entry and 400 for an id that is not one', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const written = await count(t, revenueAdjustments);
    const unknown = await reverse(owner.token, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'fail', message: MESSAGES.revenueEntryNotFound });
    const bad = await reverse(owner.token, 'entry-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.id: /);
    expect(await count(t, revenueAdjustments)).toBe(written);
  });
});
