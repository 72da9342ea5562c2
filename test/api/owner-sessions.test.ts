import { and, eq } from 'drizzle-orm';
import { lotRevenueMonths, sessions, vehicles } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { createLocation, createSession, createUser, createZone } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/** SPEC 7's GET /sessions, GET /sessions/{id}, PATCH and DELETE /sessions/{id}, and GET /vehicles/{id}. */
describe.each(backends)('sessions at an owner’s locations (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  type Session = { _id: string; plateNumber: string; startTime: string; totalCost: number; endTime: string; hours: number; zoneId: string };

  /** Two owners with a lot each (the first a second lot too), zones, and sessions at one-hour steps. */
  async function world() {
    const owner = await createUser(t, { role: 'vendor' });
    const other = await createUser(t, { role: 'vendor' });
    const driver = await createUser(t, { role: 'customer' });
    const lotA = await createLocation(t, { ownerId: owner.user.id, name: 'Lot A' });
    const lotB = await createLocation(t, { ownerId: owner.user.id, name: 'Lot B' });
    const theirs = await createLocation(t, { ownerId: other.user.id, name: 'Their Lot' });
    const zoneA = await createZone(t, { locationId: lotA.id, priceCents: 500, isHourly: true });
    const zoneA2 = await createZone(t, { locationId: lotA.id, priceCents: 1000, isHourly: true });
    const zoneB = await createZone(t, { locationId: lotB.id });
    const at = (h: number) => new Date(Date.UTC(2026, 10, 10, h, 0, 0));
    const booking = await createSession(t, {
      locationId: lotA.id,
      zoneId: zoneA.id,
      userId: driver.user.id,
      startTime: at(9),
      paid: true,
      totalCostCents: 1200,
      plateNumber: 'BOOK1',
    });
    const manual = await createSession(t, {
      locationId: lotA.id,
      zoneId: zoneA.id,
      kind: 'manual',
      startTime: at(10),
      paid: true,
      totalCostCents: 1000,
      plateNumber: 'HAND1',
    });
    const atB = await createSession(t, { locationId: lotB.id, zoneId: zoneB.id, startTime: at(11), paid: true, plateNumber: 'LOTB1' });
    const guest = await createSession(t, { locationId: lotB.id, kind: 'guest', startTime: at(8), paid: false, plateNumber: 'GUEST1' });
    const foreign = await createSession(t, { locationId: theirs.id, startTime: at(12), paid: true, plateNumber: 'THEIRS1' });
    return { owner, other, driver, lotA, lotB, theirs, zoneA, zoneA2, zoneB, booking, manual, atB, guest, foreign };
  }

  const novemberNet = async (locationId: string) => {
    const [row] = await t.db
      .select({ cents: lotRevenueMonths.netCents })
      .from(lotRevenueMonths)
      .where(and(eq(lotRevenueMonths.locationId, locationId), eq(lotRevenueMonths.month, '2026-11-01')));
    return row?.cents ?? 0;
  };

  it('GET /sessions lists the owner’s locations’ sessions newest first, a page at a time, and nobody else’s', async () => {
    const w = await world();
    const all = await call(t.app, 'GET', '/api/v1/sessions', { token: w.owner.token });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.results).toBe(4);
    expect(body.data.sessions.map((s: Session) => s.plateNumber)).toEqual(['LOTB1', 'HAND1', 'BOOK1', 'GUEST1']);
    expect(body.nextCursor).toBeNull();

    // Pages of one, across both lots, join up to the same list.
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const q: string = before ? `?limit=1&before=${before}` : '?limit=1';
      const page = (await call(t.app, 'GET', `/api/v1/sessions${q}`, { token: w.owner.token })).json();
      seen.push(...page.data.sessions.map((s: Session) => s.plateNumber));
      before = page.nextCursor;
    } while (before);
    expect(seen).toEqual(['LOTB1', 'HAND1', 'BOOK1', 'GUEST1']);

    const oneLot = (await call(t.app, 'GET', `/api/v1/sessions?locationId=${w.lotB.id}`, { token: w.owner.token })).json();
    expect(oneLot.data.sessions.map((s: Session) => s.plateNumber)).toEqual(['LOTB1', 'GUEST1']);

    // Another owner's lot: not found; odogwu sees every lot; a driver may not list; nor may a visitor.
    const foreignLot = await call(t.app, 'GET', `/api/v1/sessions?locationId=${w.theirs.id}`, { token: w.owner.token });
    expect([foreignLot.statusCode, foreignLot.json().message]).toEqual([404, MESSAGES.locationNotFound]);
    const admin = await createUser(t, { role: 'odogwu' });
    const everything = (await call(t.app, 'GET', `/api/v1/sessions?limit=100`, { token: admin.token })).json();
    expect(everything.data.sessions.map((s: Session) => s.plateNumber)).toEqual(expect.arrayContaining(['THEIRS1', 'LOTB1', 'HAND1']));
    expect((await call(t.app, 'GET', '/api/v1/sessions', { token: w.driver.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/v1/sessions')).statusCode).toBe(401);
    const badCursor = await call(t.app, 'GET', '/api/v1/sessions?before=nonsense', { token: w.owner.token });
    expect([badCursor.statusCode, badCursor.json().message]).toEqual([400, MESSAGES.badCursor]);
    expect((await call(t.app, 'GET', '/api/v1/sessions?limit=0', { token: w.owner.token })).statusCode).toBe(400);
  });

  it('GET /sessions/{id} answers the driver’s own booking and a session at a managed location, 404 for anyone else', async () => {
    const w = await world();
    const mine = await call(t.app, 'GET', `/api/v1/sessions/${w.booking.id}`, { token: w.driver.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ _id: w.booking.id, plateNumber: 'BOOK1', totalCost: 12, locationName: 'Lot A' });
    expect((await call(t.app, 'GET', `/api/v1/sessions/${w.booking.id}`, { token: w.owner.token })).statusCode).toBe(200);
    const admin = await createUser(t, { role: 'odogwu' });
    expect((await call(t.app, 'GET', `/api/v1/sessions/${w.foreign.id}`, { token: admin.token })).statusCode).toBe(200);

    const stranger = await createUser(t, { role: 'customer' });
    for (const [token, id] of [
      [stranger.token, w.booking.id],
      [w.other.token, w.booking.id],
      [w.owner.token, w.foreign.id],
      [w.driver.token, w.manual.id],
    ] as const) {
      const res = await call(t.app, 'GET', `/api/v1/sessions/${id}`, { token });
      expect([res.statusCode, res.json().message]).toEqual([404, MESSAGES.sessionNotFound]);
    }
    expect((await call(t.app, 'GET', `/api/v1/sessions/not-an-id`, { token: w.owner.token })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/api/v1/sessions/${w.booking.id}`)).statusCode).toBe(401);
    // The admin area's accounts are not signed-in users of the app (SPEC 6).
    const adminArea = await createUser(t, { role: 'admin' });
    expect((await call(t.app, 'GET', `/api/v1/sessions/${w.booking.id}`, { token: adminArea.token })).statusCode).toBe(403);
  });

  it('PATCH /sessions/{id} corrects plate, state and zone of any session, and start and cost only of one added by hand', async () => {
    const w = await world();
    const patch = (id: string, body: unknown, token = w.owner.token) => call(t.app, 'PATCH', `/api/v1/sessions/${id}`, { token, body });

    // A booking: its plate and zone may be corrected (the enforcer then finds the right plate) ...
    const fixed = await patch(w.booking.id, { plateNumber: 'bo-ok 2', state: 'nj', zoneId: w.zoneA2.id });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data).toMatchObject({ plateNumber: 'BOOK2', state: 'NJ', zoneId: w.zoneA2.id, totalCost: 12 });
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.id, w.booking.id));
    expect([stored!.plateNumber, stored!.state, stored!.totalCostCents, stored!.rateCents]).toEqual([
      'BOOK2',
      'NJ',
      1200,
      w.booking.rateCents,
    ]);
    // ... never what its payment bought.
    const refused = await patch(w.booking.id, { totalCost: 1 });
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.sessionTermsFixed]);
    expect((await patch(w.booking.id, { startTime: '2026-11-11T09:00:00.000Z' })).statusCode).toBe(409);
    expect((await patch(w.guest.id, { totalCost: 5 })).statusCode).toBe(409);
    const [still] = await t.db.select().from(sessions).where(eq(sessions.id, w.booking.id));
    expect([still!.totalCostCents, still!.startTime.toISOString()]).toEqual([1200, w.booking.startTime.toISOString()]);

    // A session added by hand: cost and start change, its end follows the hours the cost buys, and the month's revenue follows.
    expect(await novemberNet(w.lotA.id)).toBe(2200);
    const moved = await patch(w.manual.id, { totalCost: 15, startTime: '2026-11-12T08:00:00.000Z', rate: 999, zoneNumber: 'X' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      totalCost: 15,
      startTime: '2026-11-12T08:00:00.000Z',
      endTime: '2026-11-12T11:00:00.000Z',
      hours: 3,
      rate: 5,
    });
    expect(await novemberNet(w.lotA.id)).toBe(2700);
    // Into the dearer zone: the same cost buys half the time.
    const dearer = await patch(w.manual.id, { zoneId: w.zoneA2.id });
    expect(dearer.json().data).toMatchObject({ zoneId: w.zoneA2.id, rate: 10, hours: 1.5, endTime: '2026-11-12T09:30:00.000Z' });

    // Nothing to change: the session as it is.
    const same = await patch(w.manual.id, { rate: '1.00', zoneNumber: 7 });
    expect([same.statusCode, same.json().data.totalCost]).toEqual([200, 15]);
    expect((await patch(w.manual.id, {})).statusCode).toBe(200);

    // Bad input says which field and changes nothing.
    const before = await t.db.select().from(sessions).where(eq(sessions.id, w.manual.id));
    const cases: [unknown, number, string | RegExp][] = [
      [{ zoneId: w.zoneB.id }, 400, MESSAGES.zoneNotAtLocation],
      [{ locationId: w.lotB.id }, 400, MESSAGES.sessionStaysAtLocation],
      [{ plateNumber: 'TOO-LONG-PLATE' }, 400, /^plateNumber: /],
      [{ state: 'New York' }, 400, /^state: /],
      [{ totalCost: -1 }, 400, /^totalCost: /],
      [{ totalCost: 1.005 }, 400, /^totalCost: /],
      [{ totalCost: 'twelve' }, 400, /^totalCost: /],
      [{ startTime: 'yesterday' }, 400, /^startTime: /],
      [{ zoneId: '00000000-0000-4000-8000-000000000000' }, 404, MESSAGES.zoneNotFound],
    ];
    for (const [body, status, message] of cases) {
      const res = await patch(w.manual.id, body);
      expect([res.statusCode, res.json().message]).toEqual([
        status,
        expect.stringMatching(message instanceof RegExp ? message : `^${message}$`),
      ]);
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.id, w.manual.id))).toEqual(before);

    // Someone else's session is not found; a driver may not correct even their own booking.
    expect((await patch(w.foreign.id, { plateNumber: 'MINE1' })).statusCode).toBe(404);
    expect((await patch(w.booking.id, { plateNumber: 'MINE1' }, w.other.token)).statusCode).toBe(404);
    expect((await patch(w.booking.id, { plateNumber: 'MINE1' }, w.driver.token)).statusCode).toBe(403);
    // Access is checked before the body: a visitor learns nothing about it.
    expect((await call(t.app, 'PATCH', `/api/v1/sessions/${w.manual.id}`, { body: { totalCost: 'three' } })).statusCode).toBe(401);
  });

  it('DELETE /sessions/{id} removes a session added by hand or a free one, never a booking paid online', async () => {
    const w = await world();
    const del = (id: string, token = w.owner.token) => call(t.app, 'DELETE', `/api/v1/sessions/${id}`, { token });
    const kept = await del(w.booking.id);
    expect([kept.statusCode, kept.json().message]).toEqual([409, MESSAGES.bookingNotRemovable]);
    expect(await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, w.booking.id))).toHaveLength(1);

    expect((await del(w.manual.id, w.other.token)).statusCode).toBe(404);
    expect((await del(w.manual.id, w.driver.token)).statusCode).toBe(403);
    expect(await novemberNet(w.lotA.id)).toBe(2200);
    const gone = await del(w.manual.id);
    expect([gone.statusCode, gone.json()]).toEqual([200, { status: 'success', message: MESSAGES.sessionDeleted }]);
    expect(await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, w.manual.id))).toHaveLength(0);
    expect(await novemberNet(w.lotA.id)).toBe(1200);
    expect((await del(w.manual.id)).statusCode).toBe(404);
    expect((await del(w.guest.id)).statusCode).toBe(200);
  });

  it('GET /vehicles/{id} answers a vehicle of the caller’s bookings or of a session at a managed location', async () => {
    const w = await world();
    const [car] = await t.db
      .insert(vehicles)
      .values({ plate: 'BOOK1', state: 'NY', make: 'Honda', model: 'Civic', year: 2019, color: 'Blue', bodyType: 'Sedan' })
      .returning();
    await t.db.update(sessions).set({ vehicleId: car!.id }).where(eq(sessions.id, w.booking.id));
    const mine = await call(t.app, 'GET', `/api/v1/vehicles/${car!.id}`, { token: w.driver.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      status: 'success',
      data: {
        vehicle: {
          _id: car!.id,
          vehiclePlate: 'BOOK1',
          vehicleState: 'NY',
          vehicleMake: 'Honda',
          vehicleModel: 'Civic',
          vehicleYear: '2019',
          vehicleDescription: 'Blue Sedan',
          vehicleImageUrl: null,
        },
      },
    });
    expect((await call(t.app, 'GET', `/api/v1/vehicles/${car!.id}`, { token: w.owner.token })).statusCode).toBe(200);
    for (const token of [w.other.token, (await createUser(t, { role: 'customer' })).token]) {
      const res = await call(t.app, 'GET', `/api/v1/vehicles/${car!.id}`, { token });
      expect([res.statusCode, res.json().message]).toEqual([404, MESSAGES.vehicleIdNotFound]);
    }
    expect((await call(t.app, 'GET', `/api/v1/vehicles/${car!.id}`)).statusCode).toBe(401);
    // The owner corrects the booking's plate: the registry's BOOK1 is no longer that booking's vehicle.
    await call(t.app, 'PATCH', `/api/v1/sessions/${w.booking.id}`, { token: w.owner.token, body: { plateNumber: 'BOOK9' } });
    expect((await call(t.app, 'GET', `/api/v1/vehicles/${car!.id}`, { token: w.driver.token })).statusCode).toBe(404);
    const [corrected] = await t.db.select().from(sessions).where(eq(sessions.id, w.booking.id));
    expect([corrected!.plateNumber, corrected!.vehicleId, corrected!.vehicleMake]).toEqual(['BOOK9', null, w.booking.vehicleMake]);
  });
});
