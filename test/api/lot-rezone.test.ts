import { eq } from 'drizzle-orm';
import { events, locationSubscriptions, sessions, subscriptionPayments, validationCodes, vendors } from '../../src/server/db/schema';
import { createLocation, createSession, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/**
 * Correcting a lot's time zone (POST /locations/{id} timeZone) keeps the days typed at the lot as
 * those days there: a vendor's expiry, a code's window and an event's dates read the same on the
 * lot's new clock, where before they moved by the zones' difference (a code ending Nov 27 in
 * Chicago ran into Nov 28 once the lot was set to New York). Parking that happened keeps its time.
 */
describe.each(backends)("a lot's time zone corrected (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it("keeps vendors', codes', events' and pay dates' days at the lot; sessions keep their instants", async () => {
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id, name: 'Chicago Lot', timeZone: 'America/Chicago' });
    const token = owner.token;
    const parked = await createSession(t, { locationId: lot.id, startTime: new Date('2026-11-20T15:00:00.000Z'), paid: true });

    // Management vendors are odogwu's.
    const admin = (await createUser(t, { role: 'odogwu' })).token;
    const vendor = await call(t.app, 'POST', `/api/v1/locations/${lot.id}/vendors/add`, {
      token: admin,
      body: { name: 'Chi Deli', code: 'CHIDELI', expirationDate: '2026-11-27', plates: [] },
    });
    expect(vendor.json().vendor.expirationDate).toBe('2026-11-28T05:59:59.999Z');
    const code = await call(t.app, 'POST', '/api/v1/validations', {
      token,
      body: { locationId: lot.id, code: 'CHIDEC', startDate: '2026-12-01', endDate: '2026-12-31' },
    });
    expect(code.statusCode).toBe(201);
    const event = await call(t.app, 'POST', '/api/v1/events', {
      token,
      body: { locationId: lot.id, eventName: 'Chi Game', startDate: '2026-12-05', endDate: '2026-12-05', spotCount: 3 },
    });
    expect(event.statusCode).toBe(201);
    const [subscription] = await t.db
      .insert(locationSubscriptions)
      .values({ locationId: lot.id, lastPayDate: new Date('2026-11-02T06:00:00.000Z') })
      .returning();
    await t.db
      .insert(subscriptionPayments)
      .values({ subscriptionId: subscription!.id, amountCents: 100, paidAt: new Date('2026-11-02T06:00:00.000Z') });

    const moved = await call(t.app, 'POST', `/api/v1/locations/${lot.id}`, { token, body: { timeZone: 'America/New_York' } });
    expect(moved.statusCode).toBe(200);

    // The same wall-clock instants, now in New York (an hour earlier as instants).
    const [v] = await t.db.select().from(vendors).where(eq(vendors.locationId, lot.id));
    expect(v!.expirationDate.toISOString()).toBe('2026-11-28T04:59:59.999Z');
    const [c] = await t.db.select().from(validationCodes).where(eq(validationCodes.locationId, lot.id));
    expect([c!.startDate.toISOString(), c!.endDate.toISOString()]).toEqual(['2026-12-01T05:00:00.000Z', '2027-01-01T04:59:59.999Z']);
    const [e] = await t.db.select().from(events).where(eq(events.locationId, lot.id));
    expect([e!.startDate!.toISOString(), e!.endDate!.toISOString()]).toEqual(['2026-12-05T05:00:00.000Z', '2026-12-06T04:59:59.999Z']);
    const [s] = await t.db.select().from(locationSubscriptions).where(eq(locationSubscriptions.locationId, lot.id));
    expect(s!.lastPayDate!.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    const [p] = await t.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.subscriptionId, subscription!.id));
    expect(p!.paidAt.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // What happened keeps its time.
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, parked.id));
    expect(session!.startTime.toISOString()).toBe('2026-11-20T15:00:00.000Z');

    // The owner's screens read the vendor's last day as before: Nov 27, at the lot's new clock.
    const listed = await call(t.app, 'GET', `/api/v1/locations/${lot.id}/vendors`, { token: admin });
    expect(listed.json().vendors[0].expirationDate).toBe('2026-11-28T04:59:59.999Z');

    // Setting the same zone again moves nothing.
    await call(t.app, 'POST', `/api/v1/locations/${lot.id}`, { token, body: { timeZone: 'America/New_York' } });
    const [again] = await t.db.select().from(vendors).where(eq(vendors.locationId, lot.id));
    expect(again!.expirationDate.toISOString()).toBe('2026-11-28T04:59:59.999Z');
  });
});
