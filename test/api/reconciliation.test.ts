import { MESSAGES } from '../../src/shared/messages';
import { daysIn, previousPeriod, sessionLine } from '../../src/server/modules/billing/reconciliation';
import { createLocation, createSession, createUser, createZone } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

describe('reconciliation arithmetic', () => {
  it('splits a line into gross, refund, the fee share of what was kept, and net', () => {
    expect(sessionLine(1150, 0, 150)).toEqual({ grossCents: 1150, refundCents: 0, feeCents: 150, netCents: 1000 });
    // Half refunded: half the fees stay.
    expect(sessionLine(1150, 575, 150)).toEqual({ grossCents: 1150, refundCents: 575, feeCents: 75, netCents: 500 });
    expect(sessionLine(1000, 1000, 70)).toEqual({ grossCents: 1000, refundCents: 1000, feeCents: 0, netCents: 0 });
    expect(sessionLine(0, 0, 0)).toEqual({ grossCents: 0, refundCents: 0, feeCents: 0, netCents: 0 });
  });
  it('counts days with both ends and finds the period before', () => {
    expect(daysIn('2026-11-01', '2026-11-30')).toBe(30);
    expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });
});

/** GET /billing/reconciliation (/reports): gross → refunds → fees → net, every line, and the heat map. */
describe.each(backends)('reconciliation of a lot (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const report = (token: string | undefined, q: Record<string, string>) =>
    call(t.app, 'GET', `/api/v1/billing/reconciliation?${new URLSearchParams(q).toString()}`, { token });

  it('adds every paid line of the range in the lot’s days; the totals are the sums of the lines', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id, timeZone: 'America/Chicago' });
    const zone = await createZone(t, { locationId: lot.id, zoneNumber: 'A1' });
    const paid = (iso: string, totalCostCents: number, feesCents: number, refundedCents = 0, plateNumber = 'ABC123') =>
      createSession(t, {
        locationId: lot.id,
        zoneId: zone.id,
        startTime: new Date(iso),
        paid: true,
        totalCostCents,
        feesCents,
        refundedCents,
        plateNumber,
      });
    // In range (Chicago days November 1..7): a Sunday 9 AM, a Tuesday 11 PM (Wednesday in UTC), one half refunded.
    await paid('2026-11-01T15:00:00.000Z', 1150, 150);
    await paid('2026-11-04T05:30:00.000Z', 2300, 300, 1150, 'XYZ789');
    // Not in range: the night before in Chicago, an unpaid one, the day after.
    await paid('2026-11-01T04:59:00.000Z', 999, 99);
    await createSession(t, { locationId: lot.id, startTime: new Date('2026-11-02T15:00:00.000Z'), paid: false, totalCostCents: 500 });
    await paid('2026-11-08T06:00:00.000Z', 777, 77);
    // The previous 7 days (October 25..31): two on a Sunday at 9 AM.
    await paid('2026-10-25T14:00:00.000Z', 100, 10);
    await paid('2026-10-25T14:30:00.000Z', 100, 10);
    // A revenue entry on November 3.
    const entry = await call(t.app, 'POST', '/api/v1/billing/revenue/update', {
      token: owner.token,
      body: { locationId: lot.id, lotRevenue: 40, date: '2026-11-03', note: 'cash' },
    });
    expect(entry.statusCode).toBe(200);

    const res = await report(owner.token, { locationId: lot.id, from: '2026-11-01', to: '2026-11-07' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows.map((r: { kind: string; plateNumber: string | null }) => [r.kind, r.plateNumber])).toEqual([
      ['session', 'ABC123'],
      ['adjustment', null],
      ['session', 'XYZ789'],
    ]);
    expect(body.rows[0]).toMatchObject({ zoneNumber: 'A1', gross: 11.5, refund: 0, fee: 1.5, net: 10 });
    expect(body.rows[1]).toMatchObject({ note: 'cash', gross: 40, refund: 0, fee: 0, net: 40 });
    expect(body.rows[2]).toMatchObject({ gross: 23, refund: 11.5, fee: 1.5, net: 10 });
    expect(body.totals).toEqual({ gross: 74.5, refunds: 11.5, fees: 3, net: 60, sessions: 2, entries: 1 });
    // The figures are the sums of the lines, to the cent.
    const cents = (k: 'gross' | 'refund' | 'fee' | 'net') =>
      body.rows.reduce((s: number, r: Record<string, number>) => s + Math.round(r[k]! * 100), 0);
    expect([cents('gross'), cents('refund'), cents('fee'), cents('net')]).toEqual([7450, 1150, 300, 6000]);
    expect(body.previous).toEqual({ from: '2026-10-25', to: '2026-10-31' });
    // Heat map in the lot's hours: Sunday 9 AM and Tuesday 11 PM now; Sunday 9 AM twice before.
    expect(body.heatmap.current[0][9]).toBe(1);
    expect(body.heatmap.current[2][23]).toBe(1);
    expect(body.heatmap.current.flat().reduce((a: number, b: number) => a + b, 0)).toBe(2);
    expect(body.heatmap.previous[0][9]).toBe(2);
    expect(body.location).toMatchObject({ _id: lot.id, timeZone: 'America/Chicago' });
  });

  it('refuses ranges in the wrong order or too long, bad days, other owners’ lots and other roles', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id });
    const cases: [Record<string, string>, number, string | RegExp][] = [
      [{ locationId: lot.id, from: '2026-11-07', to: '2026-11-01' }, 400, MESSAGES.reportDatesOrder],
      [{ locationId: lot.id, from: '2025-01-01', to: '2026-01-02' }, 400, MESSAGES.reportRangeTooLong],
      [{ locationId: lot.id, from: '2026-11-31', to: '2026-12-01' }, 400, /from: /],
      [{ locationId: lot.id, from: 'yesterday', to: '2026-12-01' }, 400, /from: /],
      // Year 1: the period before it was before year 1, which the database refused (500).
      [{ locationId: lot.id, from: '0001-01-01', to: '0001-12-31' }, 400, `querystring.from: ${MESSAGES.plausibleDate}`],
      [{ locationId: lot.id, from: '1899-12-31', to: '1900-01-02' }, 400, `querystring.from: ${MESSAGES.plausibleDate}`],
      [{ locationId: lot.id, from: '2999-12-31', to: '3000-01-01' }, 400, `querystring.to: ${MESSAGES.plausibleDate}`],
      [{ locationId: 'lot', from: '2026-11-01', to: '2026-11-02' }, 400, /locationId: /],
      [{ from: '2026-11-01', to: '2026-11-02' }, 400, /locationId: /],
    ];
    for (const [q, status, message] of cases) {
      const res = await report(owner.token, q);
      expect([res.statusCode, res.json().message]).toEqual([status, expect.stringMatching(message)]);
    }
    const ok = { locationId: lot.id, from: '2026-11-01', to: '2026-11-30' };
    expect((await report((await createUser(t, { role: 'vendor' })).token, ok)).statusCode).toBe(404);
    expect((await report((await createUser(t, { role: 'odogwu' })).token, ok)).statusCode).toBe(200);
    expect((await report((await createUser(t)).token, ok)).statusCode).toBe(403);
    expect((await report(undefined, ok)).statusCode).toBe(401);
    expect((await report(owner.token, ok)).json().totals).toEqual({ gross: 0, refunds: 0, fees: 0, net: 0, sessions: 0, entries: 0 });
  });

  it('reads the other revenue dates at the ends of their years without a server error', async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id, timeZone: 'Pacific/Kiritimati' });
    const asks: [string, string, Record<string, unknown>, number, RegExp?][] = [
      ['POST', '/api/v1/billing/revenue', { month: 1, date: '1900-01-01' }, 200],
      ['POST', '/api/v1/billing/revenue', { month: 12, date: '2999-12-31T23:59:59Z' }, 200],
      ['POST', '/api/v1/billing/revenue', { month: 1, date: '0001-01-01' }, 400, /^date: /],
      ['POST', '/api/v1/billing/lot/revenue', { lotId: lot.id, month: 1, year: 2000 }, 200],
      ['POST', '/api/v1/billing/lot/revenue', { lotId: lot.id, month: 1, year: 1 }, 400, /year: /],
      ['POST', '/api/v1/billing/lot/revenue', { lotId: lot.id, month: 13, year: 2026 }, 400, /month: /],
      ['GET', '/api/v1/billing/revenue/trend?year=2000&month=1', {}, 200],
      ['GET', '/api/v1/billing/revenue/trend?year=99999&month=1', {}, 400, /year: /],
    ];
    for (const [method, url, body, status, message] of asks) {
      const res = await call(t.app, method as 'GET' | 'POST', url, { token: owner.token, body: method === 'GET' ? undefined : body });
      expect([url, body, res.statusCode]).toEqual([url, body, status]);
      if (message) expect(res.json().message).toMatch(message);
    }
  });
});
