import { eq } from 'drizzle-orm';
import { outgoingMail, sessions } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { priceSession } from '../../src/shared/pricing';
import { confirmDemo, count, intent, makeUser, makeZone, paymentByRef, written } from './bookingFixtures';
import { createSession } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/**
 * The driver calls with the payloads SPEC section 7 writes, sent verbatim: our additions
 * (vehicles, paymentIntentId, sessionId) are optional, never required.
 */
describe.each(backends)("SPEC's own payloads (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  /** SPEC 3's booking session, as the booking flow holds it before paying. */
  const specSession = (zone: { id: string }, location: { id: string }, plate: string, state: string, user: unknown = null) => ({
    fees: 1.75,
    hours: 1,
    startTime: '2026-11-23T10:00:00.000Z',
    endTime: '2026-11-23T11:00:00.000Z',
    zoneId: zone.id,
    vehicleId: null,
    rate: 5,
    isHourly: true,
    locationId: location.id,
    locationName: 'Main Street Garage',
    locationAddress: '100 Main St, Springfield, NY 10001',
    user,
    vehiclePlate: plate,
    vehicleState: state,
    vehicleMake: 'Ford',
    vehicleModel: 'Focus',
    vehicleYear: 2019,
    vehicleDescription: null,
    vehicleImageUrl: null,
    totalCost: 6.75,
  });

  /** SPEC 7: POST /billing/stripe-intent {hours, zoneId, fees, paymentObject, startTime, endTime}. */
  const specIntent = (zone: { id: string }, paymentObject: unknown, hours = 2) => ({
    hours,
    zoneId: zone.id,
    fees: 0.01,
    paymentObject,
    startTime: '2026-11-23T10:00:00.000Z',
    endTime: '2026-11-23T12:00:00.000Z',
  });

  it('a guest pays for one vehicle named only in paymentObject, priced by the server, and books with the clientSecret', async () => {
    const { zone, location } = await makeZone(t);
    const res = await intent(t, specIntent(zone, specSession(zone, location, 'spec 1', 'ny')));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const price = priceSession({ priceCents: 500, isHourly: true, hours: 2, vehicles: 1 });
    expect(body.data).toMatchObject({
      clientSecret: expect.any(String),
      totalCost: price.totalCents,
      vehicles: [{ plate: 'SPEC1', state: 'NY' }],
    });
    expect(Date.parse(body.data.endTime) - Date.parse(body.data.startTime)).toBe(2 * 3600_000);
    expect((await paymentByRef(t, body.paymentIntentId))!.amountCents).toBe(price.totalCents);

    expect((await confirmDemo(t, body.paymentIntentId, body.clientSecret)).statusCode).toBe(200);
    // SPEC 3's session fields (user as the stored user object) plus the payment reference as the intent gave it.
    const session = { ...specSession(zone, location, 'SPEC1', 'NY', { _id: 'x', name: 'Guest' }), clientSecret: body.data.clientSecret };
    const booked = await call(t.app, 'POST', '/api/v1/sessions', { body: session });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.data).toMatchObject({ totalCost: price.totalCents, startTime: body.startTime, endTime: body.endTime });
    const rows = await t.db.select().from(sessions).where(eq(sessions.plateNumber, 'SPEC1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, paid: true, totalCostCents: price.totalCents });
  });

  it('a customer pays for a list of SPEC sessions, one per vehicle', async () => {
    const { zone, location } = await makeZone(t);
    const me = await makeUser(t);
    const list = [specSession(zone, location, 'LIST1', 'NY', me.user.id), specSession(zone, location, 'LIST2', 'NJ', me.user.id)];
    const res = await intent(t, specIntent(zone, list, 1), me.token);
    expect(res.statusCode).toBe(200);
    const q = res.json();
    expect(q.data).toMatchObject({
      totalCost: priceSession({ priceCents: 500, isHourly: true, hours: 1, vehicles: 2 }).totalCents,
      vehicles: [
        { plate: 'LIST1', state: 'NY' },
        { plate: 'LIST2', state: 'NJ' },
      ],
    });
    await confirmDemo(t, q.paymentIntentId, q.clientSecret);
    const booked = await call(t.app, 'POST', '/api/v1/sessions', {
      body: { ...list[0], paymentIntentId: q.paymentIntentId },
      token: me.token,
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data.data.sessions.map((s: { plateNumber: string; user: string }) => [s.plateNumber, s.user])).toEqual([
      ['LIST1', me.user.id],
      ['LIST2', me.user.id],
    ]);
  });

  it("answers POST /sessions with totalCost, startTime and endTime in the body's data, as SPEC's data.data reads on its other calls, and one level deeper too", async () => {
    const { zone, location } = await makeZone(t);
    const session = specSession(zone, location, 'READ1', 'NY');
    const q = (await intent(t, specIntent(zone, session, 2))).json();
    await confirmDemo(t, q.paymentIntentId, q.clientSecret);
    const booked = await call(t.app, 'POST', '/api/v1/sessions', { body: { ...session, paymentIntentId: q.paymentIntentId } });
    expect(booked.statusCode).toBe(201);
    const { data } = booked.json();
    const figures = { totalCost: q.data.totalCost, startTime: q.data.startTime, endTime: q.data.endTime };
    expect(data).toMatchObject(figures);
    expect(data.data).toMatchObject(figures);
    expect(data.sessions).toEqual(data.data.sessions);
  });

  it('vehicles keeps working beside paymentObject when they agree, and a disagreement or no vehicle at all is a 400 that writes nothing', async () => {
    const { zone, location } = await makeZone(t);
    const agree = await intent(t, {
      ...specIntent(zone, specSession(zone, location, 'SAME1', 'NY')),
      vehicles: [{ plate: 'same1', state: 'ny' }],
    });
    expect(agree.statusCode).toBe(200);

    const before = await written(t);
    const cases: [unknown, string][] = [
      [
        { ...specIntent(zone, specSession(zone, location, 'ONE1', 'NY')), vehicles: [{ plate: 'TWO2', state: 'NY' }] },
        MESSAGES.bookingVehiclesDisagree,
      ],
      [
        {
          ...specIntent(zone, [specSession(zone, location, 'ONE1', 'NY')]),
          vehicles: [
            { plate: 'ONE1', state: 'NY' },
            { plate: 'TWO2', state: 'NY' },
          ],
        },
        MESSAGES.bookingVehiclesDisagree,
      ],
      [specIntent(zone, { zoneId: zone.id, rate: 5 }), MESSAGES.bookingVehicleRequired],
      [{ hours: 1, zoneId: zone.id }, MESSAGES.bookingVehicleRequired],
      [specIntent(zone, { ...specSession(zone, location, 'NOSTATE', 'NY'), vehicleState: undefined }), MESSAGES.stateRequired],
    ];
    for (const [body, message] of cases) {
      const res = await intent(t, body);
      expect([res.statusCode, res.json()]).toEqual([400, { status: 'fail', message }]);
    }
    const six = Array.from({ length: 6 }, (_, i) => specSession(zone, location, `SIX${i}`, 'NY'));
    expect((await intent(t, specIntent(zone, six))).statusCode).toBe(400);
    expect(await written(t)).toEqual(before);
  });

  it('POST /sessions without paymentIntentId or clientSecret says which is missing', async () => {
    const { zone, location } = await makeZone(t);
    const res = await call(t.app, 'POST', '/api/v1/sessions', { body: specSession(zone, location, 'NOPAY1', 'NY') });
    expect([res.statusCode, res.json()]).toEqual([400, { status: 'fail', message: MESSAGES.paymentReferenceRequired }]);
  });

  describe('POST /contact/sendReceipt with SPEC 3 receipt payload (no booking id)', () => {
    const send = (body: unknown, token?: string) => call(t.app, 'POST', '/api/v1/contact/sendReceipt', { body, token });
    const receiptPayload = (zone: { id: string }, location: { id: string }, licensePlate: string, email: string) => ({
      email,
      name: 'Spec Driver',
      locationName: 'Forged Lot',
      locationAddress: 'Nowhere',
      locationId: location.id,
      zoneId: zone.id,
      zoneNumber: '99',
      fees: 0,
      rate: 0,
      totalCost: 0.01,
      licensePlate,
    });
    const mailsTo = (to: string) => t.db.select().from(outgoingMail).where(eq(outgoingMail.to, to));

    it("mails the stored booking of the plate in that zone from the last 24 hours (never the client's names or numbers)", async () => {
      const { zone, location } = await makeZone(t);
      const q = (await intent(t, specIntent(zone, specSession(zone, location, 'RCPSPEC', 'NY'), 1))).json();
      await confirmDemo(t, q.paymentIntentId, q.clientSecret);
      expect((await call(t.app, 'POST', '/api/v1/sessions', { body: { paymentIntentId: q.paymentIntentId } })).statusCode).toBe(201);

      const res = await send(receiptPayload(zone, location, 'rcpspec', 'spec-receipt@example.com'));
      expect([res.statusCode, res.json()]).toEqual([200, { status: 'success', message: MESSAGES.receiptSent }]);
      const [mail] = await mailsTo('spec-receipt@example.com');
      expect(mail!.text).toContain('Location: Main Street Garage');
      expect(mail!.text).toContain('RCPSPEC (NY)');
      expect(mail!.text).not.toContain('Forged Lot');
      expect(mail!.text).not.toContain('$0.01');
    });

    it('answers 404 and mails nothing for a plate without a paid booking there in the last 24 hours', async () => {
      const { zone, location } = await makeZone(t);
      const other = await makeZone(t);
      await createSession(t, {
        locationId: location.id,
        zoneId: zone.id,
        plateNumber: 'OLD1',
        startTime: new Date(Date.now() - 25 * 3600_000),
        paid: true,
        totalCostCents: 675,
      });
      await createSession(t, { locationId: location.id, zoneId: zone.id, plateNumber: 'UNPAID1', paid: false });
      await createSession(t, { locationId: other.location.id, zoneId: other.zone.id, plateNumber: 'ELSE1', paid: true });
      const someone = await makeUser(t);
      await createSession(t, { locationId: location.id, zoneId: zone.id, plateNumber: 'THEIRS1', paid: true, userId: someone.user.id });
      // A guest's booking made 31 minutes ago: still parked, but past the time its page sends the
      // receipt; a stranger who reads the plate off the car is not mailed its times and price.
      await createSession(t, {
        locationId: location.id,
        zoneId: zone.id,
        plateNumber: 'GSTOLD1',
        paid: true,
        createdAt: new Date(Date.now() - 31 * 60_000),
        startTime: new Date(Date.now() - 30 * 60_000),
      });
      const before = await count(t, outgoingMail);
      for (const plate of ['NOBOOK1', 'OLD1', 'UNPAID1', 'ELSE1', 'THEIRS1', 'GSTOLD1']) {
        const res = await send(receiptPayload(zone, location, plate, 'nobody@example.com'));
        expect([plate, res.statusCode, res.json()]).toEqual([plate, 404, { status: 'fail', message: MESSAGES.receiptNoBookingForPlate }]);
      }
      expect(await count(t, outgoingMail)).toBe(before);
      // The owner of a booking gets its receipt.
      expect((await send(receiptPayload(zone, location, 'THEIRS1', 'theirs@example.com'), someone.token)).statusCode).toBe(200);
    });
  });
});
