import { eq, inArray, sql } from 'drizzle-orm';
import { locations, sessions, type NewSessionRow } from '../../src/server/db/schema';
import { DEMO_CARDS } from '../../src/server/integrations/payments/demo';
import { MESSAGES } from '../../src/shared/messages';
import { priceSession } from '../../src/shared/pricing';
import { book, confirmDemo, makeUser, makeZone, utcClock, written } from './bookingFixtures';
import { createSession } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

const PAYMENT_INCOMPLETE = MESSAGES.paymentIncomplete;

jest.setTimeout(60_000);

describe.each(backends)('booking history and extension (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const extend = (id: string, hours: unknown, token?: string) =>
    call(t.app, 'POST', `/api/v1/sessions/${id}/extend`, { body: { hours }, token });
  const confirmExtension = (id: string, paymentIntentId: string, token?: string) =>
    call(t.app, 'POST', `/api/v1/sessions/${id}/extend/confirm`, { body: { paymentIntentId }, token });
  const mine = (token?: string) => call(t.app, 'GET', '/api/v1/sessions/me', { token });

  it('lists only my bookings, newest first, with the spec fields, time left and whether each can be extended', async () => {
    const { zone, location } = await makeZone(t);
    const me = await makeUser(t);
    const other = await makeUser(t);
    // An older booking of mine that has ended.
    const old = await createSession(t, {
      kind: 'booking',
      locationId: location.id,
      zoneId: zone.id,
      userId: me.user.id,
      plateNumber: 'OLD1',
      state: 'NY',
      startTime: new Date('2026-11-01T14:00:00Z'),
      endTime: new Date('2026-11-01T15:00:00Z'),
      hours: 1,
      isHourly: true,
      rateCents: 500,
      feesCents: 175,
      totalCostCents: 675,
      paid: true,
    });
    const first = await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'FIRST1', state: 'NY' }] }, me.token);
    const second = await book(
      t,
      {
        hours: 2,
        zoneId: zone.id,
        vehicles: [
          { plate: 'SECOND1', state: 'NJ' },
          { plate: 'SECOND2', state: 'NJ' },
        ],
      },
      me.token,
    );
    await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'OTHER1', state: 'NY' }] }, other.token);
    await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'GUEST1', state: 'NY' }] });

    const res = await mine(me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.results).toBe(4);
    const plates = body.sessions.map((s: { plateNumber: string }) => s.plateNumber);
    // Newest first: the 2-vehicle booking (its two rows), then the first booking, then the old one.
    expect(plates.slice(0, 2).sort()).toEqual(['SECOND1', 'SECOND2']);
    expect(plates.slice(2)).toEqual(['FIRST1', 'OLD1']);
    const firstView = body.sessions[2];
    expect(firstView).toMatchObject({
      _id: first.sessions.sessions[0]._id,
      locationName: location.name,
      locationAddress: location.address,
      plateNumber: 'FIRST1',
      state: 'NY',
      zoneNumber: '12',
      totalCost: 6.75,
      isHourly: true,
      startTime: first.sessions.startTime,
      endTime: first.sessions.endTime,
      timeZone: 'America/New_York',
      canExtend: true,
    });
    expect(firstView.minutesLeft).toBeGreaterThanOrEqual(69);
    expect(firstView.minutesLeft).toBeLessThanOrEqual(70);
    expect(body.sessions[3]).toMatchObject({ _id: old!.id, canExtend: false, minutesLeft: 0, totalCost: 6.75 });
    expect(body.sessions[0].totalCost).toBe(second.sessions.totalCost / 200);

    const empty = await mine((await makeUser(t)).token);
    expect(empty.json()).toEqual({ status: 'success', results: 0, sessions: [], nextCursor: null });
    expect((await mine()).statusCode).toBe(401);
  });

  describe('paging (limit and before)', () => {
    const page = (token: string, query: Record<string, string | number>) =>
      call(t.app, 'GET', `/api/v1/sessions/me?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`, {
        token,
      });
    type Item = { _id: string; startTime: string };

    /** `n` ended sessions of `userId`; every third pair shares a start time, so the id tie-breaker is needed. */
    async function history(userId: string, n: number, zone: { id: string; locationId: string }): Promise<string[]> {
      const rows: NewSessionRow[] = Array.from({ length: n }, (_, i) => {
        const start = new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 2) * 3600_000);
        return {
          kind: 'booking',
          locationId: zone.locationId,
          zoneId: zone.id,
          userId,
          plateNumber: `PG${i}`,
          state: 'NY',
          startTime: start,
          endTime: new Date(start.getTime() + 3600_000),
          hours: 1,
          isHourly: true,
          paid: true,
        };
      });
      return (await t.db.insert(sessions).values(rows).returning({ id: sessions.id })).map((r) => r.id);
    }

    /** Every page from the first, following nextCursor: what a client walking the history sees. */
    async function walk(token: string, limit: number): Promise<Item[][]> {
      const pages: Item[][] = [];
      let before: string | null = null;
      do {
        const res = await page(token, before ? { limit, before } : { limit });
        expect(res.statusCode).toBe(200);
        const body = res.json() as { results: number; sessions: Item[]; nextCursor: string | null };
        expect(body.results).toBe(body.sessions.length);
        expect(body.sessions.length).toBeLessThanOrEqual(limit);
        pages.push(body.sessions);
        before = body.nextCursor;
        expect(pages.length).toBeLessThan(50);
      } while (before !== null);
      return pages;
    }

    it('walks the whole history in pages that do not overlap, newest start first then id, nothing else', async () => {
      const { zone } = await makeZone(t);
      const me = await makeUser(t);
      const other = await makeUser(t);
      const ids = await history(me.user.id, 11, zone);
      // Someone else's sessions at the very same times must never show up on my pages.
      await history(other.user.id, 11, zone);
      // Two of mine a microsecond apart (one millisecond in JS): the cursor must still tell them apart.
      await t.db
        .update(sessions)
        .set({ startTime: sql`${sessions.startTime} + interval '1 microsecond'` })
        .where(eq(sessions.id, ids[0]!));

      const pages = await walk(me.token, 3);
      expect(pages.map((p) => p.length)).toEqual([3, 3, 3, 2]);
      const seen = pages.flat().map((s) => s._id);
      expect(new Set(seen).size).toBe(seen.length);
      expect([...seen].sort()).toEqual([...ids].sort());
      const expected = await t.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(inArray(sessions.id, ids))
        .orderBy(sql`${sessions.startTime} desc, ${sessions.id} desc`);
      expect(seen).toEqual(expected.map((r) => r.id));

      // Page sizes that divide the history exactly end with nextCursor null too, and limit 1 works.
      expect((await walk(me.token, 11)).map((p) => p.length)).toEqual([11]);
      expect((await walk(me.token, 1)).flat().map((s) => s._id)).toEqual(seen);
      const otherSeen = (await walk(other.token, 100)).flat().map((s) => s._id);
      expect(otherSeen).toHaveLength(11);
      expect(otherSeen.filter((id) => ids.includes(id))).toEqual([]);
    });

    it('answers 50 a page by default and at most 100', async () => {
      const { zone } = await makeZone(t);
      const me = await makeUser(t);
      await history(me.user.id, 101, zone);
      const first = (await page(me.token, {})).json();
      expect(first.sessions).toHaveLength(50);
      expect(first.nextCursor).toEqual(expect.any(String));
      const max = (await page(me.token, { limit: 100 })).json();
      expect(max.sessions).toHaveLength(100);
      const rest = (await page(me.token, { limit: 100, before: max.nextCursor })).json();
      expect(rest).toMatchObject({ results: 1, nextCursor: null });
    });

    it('refuses a bad limit or cursor with 400, and still needs a signed-in driver', async () => {
      const me = await makeUser(t);
      for (const limit of ['0', '101', 'abc', '-1', '1.5', '']) {
        const res = await page(me.token, { limit });
        expect([limit, res.statusCode]).toEqual([limit, 400]);
        expect(res.json().message).toMatch(/^querystring\.limit: /);
      }
      const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
      const badCursors = [
        'not a cursor',
        b64({ t: '2026-01-01T00:00:00Z' }),
        b64(['2026-01-01T00:00:00Z']),
        b64(['yesterday', '7e8f9a0b-1c2d-4e3f-a4b5-c6d7e8f9a0b1']),
        b64(['2026-01-01T00:00:00Z', 'not-a-uuid']),
        b64(['2026-01-01T00:00:00Z', '7e8f9a0b-1c2d-4e3f-a4b5-c6d7e8f9a0b1', 'extra']),
      ];
      for (const before of badCursors) {
        const res = await page(me.token, { before });
        expect([before, res.statusCode]).toEqual([before, 400]);
        expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.badCursor });
      }
      expect((await call(t.app, 'GET', '/api/v1/sessions/me?limit=5')).statusCode).toBe(401);
    });
  });

  it('refuses to extend parking at a lot its owner closed since, saying so (not "at this time"), and the booking stays', async () => {
    const { zone, location } = await makeZone(t);
    const me = await makeUser(t);
    const booked = await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'SHUT1', state: 'NY' }] }, me.token);
    const session = booked.sessions.sessions[0];
    await t.db.update(locations).set({ archieved: true }).where(eq(locations.id, location.id));
    const res = await extend(session._id, 1, me.token);
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.extendLotClosed]);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session._id));
    expect(row!.endTime.toISOString()).toBe(session.endTime);
  });

  it('extends an active hourly booking: pays for the added hours, then moves the end time once', async () => {
    const { zone } = await makeZone(t);
    const me = await makeUser(t);
    const booked = await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'EXT1', state: 'NY' }] }, me.token);
    const session = booked.sessions.sessions[0];

    const q = await extend(session._id, 1.5, me.token);
    expect(q.statusCode).toBe(200);
    const quote = q.json();
    const added = priceSession({ priceCents: 500, isHourly: true, hours: 1.5 });
    expect(quote).toMatchObject({
      status: 'success',
      provider: 'demo',
      paymentIntentId: expect.stringMatching(/^demo_pi_/),
      totalCost: added.totalCents,
      fees: added.feesCents,
      rate: 500,
      hours: 1.5,
      startTime: session.startTime,
      endTime: new Date(Date.parse(session.endTime) + 90 * 60_000).toISOString(),
      vehicles: [{ plate: 'EXT1', state: 'NY' }],
    });
    expect(quote.data.totalCost).toBe(added.totalCents);

    // Not paid yet: 402 and the end time stays.
    const early = await confirmExtension(session._id, quote.paymentIntentId, me.token);
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toBe(PAYMENT_INCOMPLETE);
    let [row] = await t.db.select().from(sessions).where(eq(sessions.id, session._id));
    expect(row!.endTime.toISOString()).toBe(session.endTime);

    expect((await confirmDemo(t, quote.paymentIntentId, quote.clientSecret)).statusCode).toBe(200);
    // Someone else cannot apply my extension: to them my booking does not exist.
    const stranger = await makeUser(t);
    expect((await confirmExtension(session._id, quote.paymentIntentId, stranger.token)).statusCode).toBe(404);
    // An extension payment is not a new booking.
    expect((await call(t.app, 'POST', '/api/v1/sessions', { body: { paymentIntentId: quote.paymentIntentId } })).statusCode).toBe(400);

    const done = await confirmExtension(session._id, quote.paymentIntentId, me.token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.data).toMatchObject({ endTime: quote.endTime, totalCost: 675 + added.totalCents });
    expect(done.json().data.data.sessions[0]).toMatchObject({
      _id: session._id,
      endTime: quote.endTime,
      totalCost: (675 + added.totalCents) / 100,
      hours: 2.5,
    });
    [row] = await t.db.select().from(sessions).where(eq(sessions.id, session._id));
    expect(row).toMatchObject({ totalCostCents: 675 + added.totalCents, feesCents: 175 + added.feesCents });
    expect(row!.endTime.toISOString()).toBe(quote.endTime);

    // Replay: same answer, end time moved once.
    const again = await confirmExtension(session._id, quote.paymentIntentId, me.token);
    expect(again.statusCode).toBe(200);
    [row] = await t.db.select().from(sessions).where(eq(sessions.id, session._id));
    expect(row!.endTime.toISOString()).toBe(quote.endTime);
  });

  it('refuses extensions that are not mine, not hourly, ended, bad hours or past closing; nothing written', async () => {
    const me = await makeUser(t);
    const stranger = await makeUser(t);
    const { zone } = await makeZone(t);
    const hourly = (await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'NOEXT1', state: 'NY' }] }, me.token)).sessions
      .sessions[0];
    const daily = (
      await book(
        t,
        { zoneId: (await makeZone(t, { zone: { isHourly: false } })).zone.id, vehicles: [{ plate: 'NOEXT2', state: 'NY' }] },
        me.token,
      )
    ).sessions.sessions[0];
    const closing = (await makeZone(t, { location: { timeZone: 'UTC' }, zone: { openTime: utcClock(-60), closeTime: utcClock(150) } }))
      .zone;
    const nearClose = (await book(t, { hours: 1, zoneId: closing.id, vehicles: [{ plate: 'NOEXT3', state: 'NY' }] }, me.token)).sessions
      .sessions[0];
    const [ended] = await t.db
      .update(sessions)
      .set({ startTime: new Date(Date.now() - 3 * 3600_000), endTime: new Date(Date.now() - 3600_000) })
      .where(
        eq(
          sessions.id,
          (await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'NOEXT4', state: 'NY' }] }, me.token)).sessions.sessions[0]._id,
        ),
      )
      .returning();

    const before = await written(t);
    const cases: [string, string, unknown, string | undefined, number][] = [
      ['no token', hourly._id, 1, undefined, 401],
      // As if it did not exist: a 403 would tell a stranger the booking is there.
      ["someone else's", hourly._id, 1, stranger.token, 404],
      ['a daily session', daily._id, 1, me.token, 400],
      ['an ended session', ended!.id, 1, me.token, 400],
      ['zero hours', hourly._id, 0, me.token, 400],
      ['negative hours', hourly._id, -2, me.token, 400],
      ['huge hours', hourly._id, 1e6, me.token, 400],
      ['past closing', nearClose._id, 2, me.token, 400],
      ['an unknown session', '7e8f9a0b-1c2d-4e3f-a4b5-c6d7e8f9a0b1', 1, me.token, 404],
    ];
    for (const [name, id, hours, token, status] of cases) {
      const res = await extend(id, hours, token);
      expect([name, res.statusCode]).toEqual([name, status]);
    }
    expect(await written(t)).toEqual(before);
    // One more hour still fits before closing.
    expect((await extend(nearClose._id, 1, me.token)).statusCode).toBe(200);
  });

  it("gives an extendable booking its zone's open hours, and says when not even an hour fits before closing", async () => {
    const me = await makeUser(t);
    // Booked for an hour from 10 minutes from now (it ends at +70 min); the zone closes at +100.
    const closing = (await makeZone(t, { location: { timeZone: 'UTC' }, zone: { openTime: utcClock(-60), closeTime: utcClock(100) } }))
      .zone;
    const s = (await book(t, { hours: 1, zoneId: closing.id, vehicles: [{ plate: 'NOHOUR', state: 'NY' }] }, me.token)).sessions
      .sessions[0];
    const listed = (await mine(me.token)).json().sessions.find((x: { _id: string }) => x._id === s._id);
    expect(listed.openHours).toEqual({ openTime: utcClock(-60), closeTime: utcClock(100) });
    const before = await written(t);
    const res = await extend(s._id, 1, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^This zone closes at .*: your parking cannot be extended, as even the shortest extension of one hour would end at /,
    );
    expect(await written(t)).toEqual(before);
  });

  it('a declined extension card leaves the session as it was', async () => {
    const { zone } = await makeZone(t);
    const me = await makeUser(t);
    const s = (await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'DEC2', state: 'NY' }] }, me.token)).sessions.sessions[0];
    const q = (await extend(s._id, 1, me.token)).json();
    expect((await confirmDemo(t, q.paymentIntentId, q.clientSecret, DEMO_CARDS.declined)).statusCode).toBe(402);
    expect((await confirmExtension(s._id, q.paymentIntentId, me.token)).statusCode).toBe(402);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, s._id));
    expect(row!.endTime.toISOString()).toBe(s.endTime);
  });
});
