import { eq } from 'drizzle-orm';
import { members, zones } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { book, intent, makeUser, makeZone } from './bookingFixtures';
import { createLocation, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/**
 * A client written from SPEC alone sends what its forms hold: numbers as the text typed, a zone
 * number as a number, a date picker's full timestamp, an empty vendorId. It is read as meant, and a
 * field SPEC section 5 has a sentence for is refused in that sentence, as written.
 */
describe.each(backends)('what a SPEC client sends from its forms (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('reads numbers and switches sent as text: a zone price, its number, hours, coordinates, a revenue entry', async () => {
    const owner = await makeUser(t, 'vendor');
    const location = await createLocation(t, { ownerId: owner.user.id, name: 'Text Lot' });
    const zone = await call(t.app, 'POST', '/api/v1/zones', {
      token: owner.token,
      body: { locationId: location.id, zoneNumber: 3, price: '7.50', isHourly: 'true', openTime: '00:00', closeTime: '00:00' },
    });
    expect(zone.statusCode).toBe(201);
    expect(zone.json().data.zone).toMatchObject({ zoneNumber: '3', price: 7.5, isHourly: true });

    const opened = await intent(t, {
      zoneId: zone.json().data.zone._id,
      hours: '2',
      paymentObject: { vehiclePlate: 'TXT1', vehicleState: 'NY' },
    });
    expect([opened.statusCode, opened.json().hours]).toEqual([200, 2]);

    const placed = await call(t.app, 'POST', '/api/v1/locations', {
      token: owner.token,
      body: { name: 'Typed Lot', address: '1 Main St, Austin, TX', location_point: { coordinates: ['-97.74', '30.27'] } },
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.location.location_point.coordinates).toEqual([-97.74, 30.27]);

    const entry = await call(t.app, 'POST', '/api/v1/billing/revenue/update', {
      token: owner.token,
      body: { locationId: location.id, lotRevenue: '150' },
    });
    expect(entry.statusCode).toBe(200);

    // Text that is not a number is still refused, naming the field, and nothing is written.
    const before = await t.db.select().from(zones).where(eq(zones.locationId, location.id));
    for (const price of ['seven', '7,50', '', '1e3x']) {
      const bad = await call(t.app, 'POST', '/api/v1/zones', {
        token: owner.token,
        body: { locationId: location.id, zoneNumber: 'B', price, isHourly: true },
      });
      expect([price, bad.statusCode, bad.json().message]).toEqual([price, 400, expect.stringMatching(/^price: /)]);
    }
    expect(await t.db.select().from(zones).where(eq(zones.locationId, location.id))).toEqual(before);
  });

  it("takes a date picker's full timestamp as a member's valid-until day (the day as written)", async () => {
    const owner = await makeUser(t, 'vendor');
    const res = await call(t.app, 'POST', '/api/v1/members', {
      token: owner.token,
      body: { plate: 'ISO1', valid_until_date: '2027-03-17T05:00:00.000Z', name: 'Iso', code: 'ISO' },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(members).where(eq(members.plate, 'ISO1'));
    expect(row!.validUntilDate).toBe('2027-03-17');
    const bad = await call(t.app, 'POST', '/api/v1/members', {
      token: owner.token,
      body: { plate: 'ISO2', valid_until_date: '2027-03-17T25:00:00Z' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a booking's empty plate or state, six vehicles and half an hour in SPEC's and the help page's words", async () => {
    const { zone } = await makeZone(t);
    const cases: [unknown, string][] = [
      [{ vehiclePlate: '', vehicleState: 'NY' }, MESSAGES.plateRequired],
      [{ vehiclePlate: 'ABC1', vehicleState: ' ' }, MESSAGES.stateRequired],
      [[1, 2, 3, 4, 5, 6].map((n) => ({ vehiclePlate: `SIX${n}`, vehicleState: 'NY' })), MESSAGES.tooManyVehicles],
    ];
    for (const [paymentObject, message] of cases) {
      const res = await intent(t, { zoneId: zone.id, hours: 1, paymentObject });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    const half = await intent(t, { zoneId: zone.id, hours: 0.5, paymentObject: { vehiclePlate: 'HALF1', vehicleState: 'NY' } });
    expect([half.statusCode, half.json().message]).toEqual([400, MESSAGES.hoursMissing]);
  });

  it("refuses the member-code page's and the enforcer search's empty fields in SPEC 5's words", async () => {
    const { zone, location } = await makeZone(t);
    const member = (body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/v1/sessions/code', { body: { locationId: location.id, zoneId: zone.id, ...body } });
    expect((await member({ code: '', plateNumber: 'ABC1' })).json().message).toBe(MESSAGES.memberCodeInvalid);
    expect((await member({ code: 'X', plateNumber: '' })).json().message).toBe(MESSAGES.memberPlateStateRequired);
    expect((await member({ code: 'X' })).json().message).toBe(MESSAGES.memberPlateStateRequired);

    const enforcer = await createUser(t, { role: 'odogwu' });
    const status = await call(t.app, 'POST', '/api/v1/sessions/status', {
      token: enforcer.token,
      body: { license: '', currentTime: Date.now(), locationId: location.id },
    });
    expect([status.statusCode, status.json().message]).toEqual([400, MESSAGES.enforcerPlateRequired]);
    // A bad plate that is not empty still names the field.
    const odd = await call(t.app, 'POST', '/api/v1/sessions/status', {
      token: enforcer.token,
      body: { license: 'TOOLONGPLATE1', currentTime: String(Date.now()), locationId: location.id },
    });
    expect([odd.statusCode, odd.json().message]).toEqual([400, expect.stringMatching(/^license: /)]);
  });

  it('answers the edit-location refusal as SPEC 5 writes it, with no field name before it', async () => {
    const owner = await makeUser(t, 'vendor');
    const location = await createLocation(t, { ownerId: owner.user.id, name: 'Edit Lot' });
    const res = await call(t.app, 'POST', `/api/v1/locations/${location.id}`, {
      token: owner.token,
      body: { locationName: '', phoneNumber: '' },
    });
    expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.editLocationRequired });
  });

  it("gives a driver's booking the plate and state under SPEC 3's booking-session names too", async () => {
    const { zone } = await makeZone(t);
    const driver = await makeUser(t);
    const { sessions } = await book(
      t,
      { zoneId: zone.id, hours: 1, paymentObject: { vehiclePlate: 'ALIAS1', vehicleState: 'ny' } },
      driver.token,
    );
    expect(sessions.sessions[0]).toMatchObject({ plateNumber: 'ALIAS1', state: 'NY', vehiclePlate: 'ALIAS1', vehicleState: 'NY' });
    const mine = await call(t.app, 'GET', '/api/v1/sessions/me', { token: driver.token });
    expect(mine.json().sessions[0]).toMatchObject({ vehiclePlate: 'ALIAS1', vehicleState: 'NY' });
  });
});
