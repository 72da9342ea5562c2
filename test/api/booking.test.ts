import { eq } from 'drizzle-orm';
import { payments, sessions, users, vehicles } from '../../src/server/db/schema';
import { DEMO_CARDS, DEMO_DECLINED_MESSAGE } from '../../src/server/integrations/payments/demo';
import { MESSAGES } from '../../src/shared/messages';
import { clockLabel } from '../../src/shared/dates';
import { priceSession } from '../../src/shared/pricing';
import {
  book,
  confirmDemo,
  createSessions,
  intent,
  makeUser,
  makeZone,
  paidOnDemoCard,
  paymentByRef,
  utcClock,
  written,
} from './bookingFixtures';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

const PAYMENT_INCOMPLETE = MESSAGES.paymentIncomplete;
const PAYMENT_SHORT = MESSAGES.paymentShort;

jest.setTimeout(60_000);

describe.each(backends)('booking with the demo provider (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a guest books 2 vehicles in an hourly zone end to end: priced intent, demo card, one session per vehicle, replay-safe', async () => {
    const { zone, location } = await makeZone(t);
    const before = Date.now();
    const body = {
      hours: 2,
      zoneId: zone.id,
      vehicles: [
        { plate: 'abc123', state: 'ny' },
        { plate: 'XYZ9', state: 'NJ' },
      ],
      fees: 99,
    };
    const res = await intent(t, body);
    expect(res.statusCode).toBe(200);
    const quote = res.json();
    const expected = priceSession({ priceCents: 500, isHourly: true, hours: 2, vehicles: 2 });
    expect(expected).toMatchObject({ perVehicleCents: 1350, totalCents: 2700, feesCents: 350 });
    const fields = {
      clientSecret: expect.stringMatching(/^demo_pi_[0-9a-f-]{36}_secret_\S+$/),
      paymentIntentId: expect.stringMatching(/^demo_pi_[0-9a-f-]{36}$/),
      provider: 'demo',
      startTime: expect.any(String),
      endTime: expect.any(String),
      // The client said fees of 99 dollars: the answer is the server's price anyway.
      totalCost: 2700,
      fees: 700,
      rate: 500,
      hours: 2,
      vehicles: [
        { plate: 'ABC123', state: 'NY' },
        { plate: 'XYZ9', state: 'NJ' },
      ],
    };
    expect(quote).toEqual({ status: 'success', ...fields, data: fields });
    expect(quote.clientSecret.startsWith(`${quote.paymentIntentId}_secret_`)).toBe(true);
    const start = Date.parse(quote.startTime);
    expect(start - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(start - before).toBeLessThan(11 * 60_000);
    expect(Date.parse(quote.endTime) - start).toBe(2 * 3600_000);

    const pay = await paymentByRef(t, quote.paymentIntentId);
    expect(pay).toMatchObject({ provider: 'demo', status: 'pending', amountCents: 2700, userId: null });
    expect(pay!.meta).toMatchObject({
      kind: 'booking',
      zoneId: zone.id,
      locationId: location.id,
      totalCents: 2700,
      clientFees: 99,
      userId: null,
    });
    expect(String(pay!.meta!.guestMarker)).toMatch(/^guest:[0-9a-f-]{36}$/);

    // Not paid yet: nothing is created.
    const early = await createSessions(t, quote.paymentIntentId);
    expect(early.statusCode).toBe(402);
    expect(early.json()).toEqual({ status: 'fail', message: PAYMENT_INCOMPLETE });
    expect(await t.db.select().from(sessions).where(eq(sessions.paymentId, pay!.id))).toHaveLength(0);

    const ok = await confirmDemo(t, quote.paymentIntentId, quote.clientSecret);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      status: 'success',
      message: expect.stringContaining('no card is charged'),
      data: { status: 'succeeded', amount: 2700 },
    });

    // Price fields sent by the client are ignored.
    const made = await createSessions(t, quote.paymentIntentId, undefined, {
      totalCost: 0.01,
      fees: 0,
      rate: 0,
      zoneId: zone.id,
      vehiclePlate: 'ABC123',
      vehicleState: 'NY',
    });
    expect(made.statusCode).toBe(201);
    const data = made.json().data.data;
    expect(data).toMatchObject({ totalCost: 2700, startTime: quote.startTime, endTime: quote.endTime });
    expect(data.sessions).toHaveLength(2);
    for (const s of data.sessions) {
      expect(s).toMatchObject({
        locationId: location.id,
        zoneId: zone.id,
        zoneNumber: '12',
        locationName: 'Main Street Garage',
        locationAddress: '100 Main St, Springfield, NY 10001',
        totalCost: 13.5,
        fees: 3.5,
        rate: 5,
        hours: 2,
        days: 0,
        isHourly: true,
        paid: true,
        user: pay!.meta!.guestMarker,
        canExtend: false,
        minutesLeft: expect.any(Number),
      });
    }
    expect(data.sessions.map((s: { plateNumber: string }) => s.plateNumber).sort()).toEqual(['ABC123', 'XYZ9']);

    const rows = await t.db.select().from(sessions).where(eq(sessions.paymentId, pay!.id));
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toMatchObject({
        kind: 'booking',
        userId: null,
        guestMarker: pay!.meta!.guestMarker,
        rateCents: 500,
        feesCents: 350,
        totalCostCents: 1350,
        paid: true,
      });
      expect(r.vehicleId).toEqual(expect.any(String));
    }
    expect((await paymentByRef(t, quote.paymentIntentId))!.status).toBe('succeeded');
    // The plates join the registry the vehicle lookup reads.
    expect(await t.db.select().from(vehicles).where(eq(vehicles.plate, 'XYZ9'))).toHaveLength(1);

    // Replays: the same sessions, nothing new.
    const counts = await written(t);
    for (let i = 0; i < 3; i += 1) {
      const again = await createSessions(t, quote.paymentIntentId);
      expect(again.statusCode).toBe(200);
      expect(
        again
          .json()
          .data.data.sessions.map((s: { _id: string }) => s._id)
          .sort(),
      ).toEqual(data.sessions.map((s: { _id: string }) => s._id).sort());
    }
    const [a, b] = await Promise.all([createSessions(t, quote.paymentIntentId), createSessions(t, quote.paymentIntentId)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await written(t)).toEqual(counts);
    // Confirming the paid intent again changes nothing either.
    expect((await confirmDemo(t, quote.paymentIntentId, quote.clientSecret, DEMO_CARDS.declined)).statusCode).toBe(200);
  });

  it('concurrent first confirmations of one payment create its sessions once', async () => {
    const { zone } = await makeZone(t);
    const q = (await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'RACE1', state: 'CA' }] })).json();
    await confirmDemo(t, q.paymentIntentId, q.clientSecret);
    const results = await Promise.all([1, 2, 3].map(() => createSessions(t, q.paymentIntentId)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    const pay = await paymentByRef(t, q.paymentIntentId);
    expect(await t.db.select().from(sessions).where(eq(sessions.paymentId, pay!.id))).toHaveLength(1);
  });

  it('a declined card answers the provider message and books nothing; a retry with the good card works', async () => {
    const { zone } = await makeZone(t);
    const q = (await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'DECL1', state: 'TX' }] })).json();
    const before = await written(t);
    const declined = await confirmDemo(t, q.paymentIntentId, q.clientSecret, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ status: 'fail', message: DEMO_DECLINED_MESSAGE });
    const s = await createSessions(t, q.paymentIntentId);
    expect(s.statusCode).toBe(402);
    expect(s.json().message).toBe(DEMO_DECLINED_MESSAGE);
    expect(await written(t)).toEqual(before);
    expect((await confirmDemo(t, q.paymentIntentId, q.clientSecret)).statusCode).toBe(200);
    expect((await createSessions(t, q.paymentIntentId)).statusCode).toBe(201);
  });

  it('an under-paid intent answers 402 and writes nothing', async () => {
    const { zone } = await makeZone(t);
    const q = (await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'SHORT1', state: 'NY' }] })).json();
    await confirmDemo(t, q.paymentIntentId, q.clientSecret);
    // The server's price is higher than what the provider received (e.g. the intent was tampered with).
    await t.db
      .update(payments)
      .set({ amountCents: q.totalCost + 1 })
      .where(eq(payments.providerRef, q.paymentIntentId));
    const before = await written(t);
    const res = await createSessions(t, q.paymentIntentId);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ status: 'fail', message: PAYMENT_SHORT });
    expect(await written(t)).toEqual(before);
    expect((await paymentByRef(t, q.paymentIntentId))!.status).toBe('pending');
  });

  it('the demo card form refuses bad cards, bad secrets and unknown intents', async () => {
    const { zone } = await makeZone(t);
    const q = (await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'CARD1', state: 'NY' }] })).json();
    const cases: [string, Record<string, string>, number][] = [
      ['another card', { cardNumber: '5555555555554444' }, 400],
      ['letters', { cardNumber: 'abcd' }, 400],
      ['an expired card', { expiry: '01/20' }, 400],
      ['a bad CVC', { cvc: '1' }, 400],
      ['a wrong secret', { clientSecret: `${q.paymentIntentId}_secret_nope` }, 404],
      ['an unknown intent', { paymentIntentId: 'demo_pi_00000000-0000-4000-8000-000000000000' }, 404],
    ];
    for (const [, patch, status] of cases) {
      const res = await call(t.app, 'POST', '/api/v1/billing/demo/confirm', {
        body: {
          paymentIntentId: q.paymentIntentId,
          clientSecret: q.clientSecret,
          cardNumber: DEMO_CARDS.success,
          expiry: '12/34',
          cvc: '123',
          ...patch,
        },
      });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ status: 'fail', message: expect.any(String) });
    }
    expect((await paymentByRef(t, q.paymentIntentId))!.meta).toMatchObject({ demo: { status: 'requires_payment_method' } });
  });

  it('POST /sessions refuses an unknown or missing payment reference', async () => {
    const before = await written(t);
    expect((await createSessions(t, 'demo_pi_nope')).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/v1/sessions', { body: { zoneId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d' } })).statusCode).toBe(
      400,
    );
    expect(await written(t)).toEqual(before);
  });

  it('a signed-in driver books under their own id', async () => {
    const { zone } = await makeZone(t);
    const me = await makeUser(t);
    const { paymentIntentId, sessions: data } = await book(
      t,
      { hours: 1.5, zoneId: zone.id, vehicles: [{ plate: 'MINE1', state: 'NY' }] },
      me.token,
    );
    expect(data.sessions[0]).toMatchObject({ user: me.user.id, canExtend: true, hours: 1.5 });
    const pay = await paymentByRef(t, paymentIntentId);
    expect(pay).toMatchObject({
      userId: me.user.id,
      amountCents: priceSession({ priceCents: 500, isHourly: true, hours: 1.5 }).totalCents,
    });
  });

  it('a driver whose sign-in has ended is asked to log in before paying, not booked as a guest', async () => {
    const { zone } = await makeZone(t);
    const me = await makeUser(t);
    // A new password set elsewhere moves the account's token version on: this token is spent.
    await t.db
      .update(users)
      .set({ tokenVersion: me.user.tokenVersion + 1 })
      .where(eq(users.id, me.user.id));
    t.app.deps.userCache.forget(me.user.id);
    const before = await written(t);
    const res = await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'STALE1', state: 'NY' }] }, me.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.tokenInvalid);
    expect(await written(t)).toEqual(before);
    // A garbled token too; a guest (no token) still books.
    expect((await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'STALE1', state: 'NY' }] }, 'not.a.token')).statusCode).toBe(
      401,
    );
    expect((await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'STALE1', state: 'NY' }] })).statusCode).toBe(200);
  });

  it("another signed-in account presenting a driver's intent id gets 404, as for an unknown one, before or after it is fulfilled", async () => {
    const { zone } = await makeZone(t);
    const me = await makeUser(t);
    const other = await makeUser(t);
    const i = await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'OWNED1', state: 'NY' }] }, me.token);
    const { paymentIntentId } = await paidOnDemoCard(t, i);
    const unknown = await createSessions(t, 'demo_pi_00000000-0000-4000-8000-000000000000', other.token);

    const early = await createSessions(t, paymentIntentId, other.token);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual(unknown.json());
    const pay = await paymentByRef(t, paymentIntentId);
    expect(await t.db.select().from(sessions).where(eq(sessions.paymentId, pay!.id))).toHaveLength(0);

    expect((await createSessions(t, paymentIntentId, me.token)).statusCode).toBe(201);
    const late = await createSessions(t, paymentIntentId, other.token);
    expect(late.statusCode).toBe(404);
    expect(late.body).not.toContain('OWNED1');
    // The payer's own replay still answers their booking.
    expect((await createSessions(t, paymentIntentId, me.token)).json().data.data.sessions[0]).toMatchObject({ plateNumber: 'OWNED1' });
  });

  it("accepts the lookup's nulls and SPEC's whole session object without letting them fail a paid booking", async () => {
    const { zone } = await makeZone(t);
    const i = await intent(t, {
      hours: 1,
      zoneId: zone.id,
      vehicles: [
        { plate: 'NULL1', state: 'NY', make: null, model: null, year: '' },
        { plate: 'KNOWN1', state: 'NY', make: 'Ford', model: 'Focus', year: '2019' },
      ],
    });
    expect(i.statusCode).toBe(200);
    const q = i.json();
    await confirmDemo(t, q.paymentIntentId, q.clientSecret);
    const spec = {
      vehiclePlate: 'NULL1',
      vehicleState: 'NY',
      vehicleMake: null,
      vehicleModel: null,
      vehicleYear: null,
      vehicleDescription: null,
      vehicleImageUrl: null,
      zoneId: zone.id,
      hours: 1,
      rate: 5,
      fees: 1.75,
      totalCost: 6.75,
      isHourly: true,
      user: null,
      startTime: q.startTime,
      endTime: q.endTime,
    };
    const res = await createSessions(t, q.paymentIntentId, undefined, spec);
    expect(res.statusCode).toBe(201);
    const known = res.json().data.data.sessions.find((s: { plateNumber: string }) => s.plateNumber === 'KNOWN1');
    expect(known).toMatchObject({ vehicleMake: 'Ford', vehicleModel: 'Focus', vehicleYear: '2019' });
    const lookup = await call(t.app, 'POST', '/api/v1/vehicles/get', { body: { vehiclePlate: 'KNOWN1', vehicleState: 'NY' } });
    expect(lookup.json().data.content).toMatchObject({ make: 'Ford', model: 'Focus', year: '2019' });
  });

  it('a daily zone charges one day whatever the hours', async () => {
    const { zone } = await makeZone(t, { zone: { isHourly: false, priceCents: 2000 } });
    const res = await intent(t, { hours: 5, zoneId: zone.id, vehicles: [{ plate: 'DAY1', state: 'NY' }] });
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q).toMatchObject({ totalCost: 2140, fees: 140, rate: 2000, hours: 24 });
    expect(Date.parse(q.endTime) - Date.parse(q.startTime)).toBe(24 * 3600_000);
  });

  it('uses the location fee factors', async () => {
    const { zone } = await makeZone(t, { location: { feeFactorLow: 0.1, feeFactorHigh: 0.05 } });
    const q = (await intent(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'FEE1', state: 'NY' }] })).json();
    expect(q).toMatchObject({ totalCost: 550, fees: 50 });
  });

  describe('bad input: a clear 4xx and nothing written', () => {
    let zoneId: string;
    beforeAll(async () => {
      zoneId = (await makeZone(t)).zone.id;
    });
    const car = { plate: 'ABC123', state: 'NY' };
    const cases: [string, () => Record<string, unknown>, number][] = [
      ['negative hours', () => ({ hours: -1, zoneId, vehicles: [car] }), 400],
      ['zero hours', () => ({ hours: 0, zoneId, vehicles: [car] }), 400],
      ['NaN hours', () => ({ hours: 'NaN', zoneId, vehicles: [car] }), 400],
      ['huge hours', () => ({ hours: 1e9, zoneId, vehicles: [car] }), 400],
      ['25 hours', () => ({ hours: 25, zoneId, vehicles: [car] }), 400],
      ['no vehicles', () => ({ hours: 1, zoneId, vehicles: [] }), 400],
      [
        '6 vehicles',
        () => ({ hours: 1, zoneId, vehicles: ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((plate) => ({ plate, state: 'NY' })) }),
        400,
      ],
      ['a plate of 9', () => ({ hours: 1, zoneId, vehicles: [{ plate: 'ABCDEFGHI', state: 'NY' }] }), 400],
      ['an empty plate', () => ({ hours: 1, zoneId, vehicles: [{ plate: '', state: 'NY' }] }), 400],
      ['a plate with symbols', () => ({ hours: 1, zoneId, vehicles: [{ plate: 'AB$12', state: 'NY' }] }), 400],
      ['a state of 3', () => ({ hours: 1, zoneId, vehicles: [{ plate: 'ABC1', state: 'NYC' }] }), 400],
      ['a state with digits', () => ({ hours: 1, zoneId, vehicles: [{ plate: 'ABC1', state: 'N1' }] }), 400],
      ['the same vehicle twice', () => ({ hours: 1, zoneId, vehicles: [car, { plate: 'abc123', state: 'ny' }] }), 400],
      ['a zone id that is not a uuid', () => ({ hours: 1, zoneId: 'zone-1', vehicles: [car] }), 400],
      ['an unknown zone', () => ({ hours: 1, zoneId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', vehicles: [car] }), 404],
    ];
    it.each(cases)('%s', async (_name, body, status) => {
      const before = await written(t);
      const res = await intent(t, body());
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ status: 'fail', message: expect.any(String) });
      expect(await written(t)).toEqual(before);
    });
  });

  it('refuses an archived zone and a zone of an archived location with the closed-zone text', async () => {
    const archivedZone = (await makeZone(t, { zone: { archieved: true } })).zone;
    const archivedLocation = (await makeZone(t, { location: { archieved: true } })).zone;
    const before = await written(t);
    for (const z of [archivedZone, archivedLocation]) {
      const res = await intent(t, { hours: 1, zoneId: z.id, vehicles: [{ plate: 'ARCH1', state: 'NY' }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.zoneClosedBody });
    }
    expect(await written(t)).toEqual(before);
  });

  it('refuses bookings outside the open hours, naming them, in the location time zone', async () => {
    // Closed now: the zone opens in 3 hours and closes an hour after that (UTC location).
    const closed = (await makeZone(t, { location: { timeZone: 'UTC' }, zone: { openTime: utcClock(180), closeTime: utcClock(240) } })).zone;
    // Open now, closing in 2 hours: 1 hour fits, 3 hours run past closing.
    const closing = (await makeZone(t, { location: { timeZone: 'UTC' }, zone: { openTime: utcClock(-60), closeTime: utcClock(120) } }))
      .zone;
    const before = await written(t);
    const shut = await intent(t, { hours: 1, zoneId: closed.id, vehicles: [{ plate: 'LATE1', state: 'NY' }] });
    expect(shut.statusCode).toBe(400);
    expect(shut.json().message).toContain(
      `This zone is open from ${clockLabel(closed.openTime)} to ${clockLabel(closed.closeTime)} (UTC time)`,
    );
    const tooLong = await intent(t, { hours: 3, zoneId: closing.id, vehicles: [{ plate: 'LATE1', state: 'NY' }] });
    expect(tooLong.statusCode).toBe(400);
    // Run late in the UTC day, the closing falls after midnight and the message names its day too.
    expect(tooLong.json().message).toMatch(new RegExp(`closes (on \\w+ \\d+ )?at ${clockLabel(closing.closeTime)}`));
    expect(await written(t)).toEqual(before);
    expect((await intent(t, { hours: 1, zoneId: closing.id, vehicles: [{ plate: 'LATE1', state: 'NY' }] })).statusCode).toBe(200);
  });
});
