import { eq, inArray } from 'drizzle-orm';
import { locationSubscriptions, locations, users, zones } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { createLocation, createUser, createZone } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/** DELETE /api/v1/users/ of an owner: its locations are archived with the account, so drivers no longer find or book them. */
describe.each(backends)('deleting an owner account (%s)', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const intent = (zoneId: string, token?: string) =>
    call(t.app, 'POST', '/api/v1/billing/stripe-intent', {
      token,
      body: { hours: 1, zoneId, vehicles: [{ plate: 'GONE1', state: 'NY' }] },
    });
  const publicIds = async (url: string, pick: (data: Record<string, { _id: string }[]>) => { _id: string }[]) => {
    const res = await call(t.app, 'GET', url);
    expect(res.statusCode).toBe(200);
    return pick(res.json().data).map((l) => l._id);
  };

  it('archives their locations in the same call: out of the public lists, zones closed, no payment opened', async () => {
    const vendor = await createUser(t, { role: 'vendor' });
    const other = await createUser(t, { role: 'vendor' });
    const driver = await createUser(t, { role: 'customer' });
    const lot = await createLocation(t, { ownerId: vendor.user.id, name: 'Leaving Lot', latitude: 40.75, longitude: -73.99 });
    const spare = await createLocation(t, { ownerId: vendor.user.id, name: 'Leaving Spare', latitude: 40.751, longitude: -73.991 });
    const zone = await createZone(t, { locationId: lot.id });
    const staying = await createLocation(t, { ownerId: other.user.id, name: 'Staying Lot', latitude: 40.752, longitude: -73.992 });
    const stayingZone = await createZone(t, { locationId: staying.id });

    // Both owners pay the platform for a lot (the superadmin console).
    await t.db.insert(locationSubscriptions).values([{ locationId: lot.id }, { locationId: staying.id }]);

    // Before: found and bookable.
    expect(await publicIds('/api/v1/locations', (d) => d.locations!)).toEqual(expect.arrayContaining([lot.id, spare.id, staying.id]));
    expect((await intent(zone.id, driver.token)).statusCode).toBe(200);

    const res = await call(t.app, 'DELETE', '/api/v1/users/', { token: vendor.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: null });

    // The deletion itself is as before; the owner's locations are archived, the zones keep their own flag.
    const [gone] = await t.db.select().from(users).where(eq(users.id, vendor.user.id));
    expect(gone!.deletedAt).toBeInstanceOf(Date);
    const rows = await t.db
      .select({ id: locations.id, archieved: locations.archieved, userId: locations.userId })
      .from(locations)
      .where(inArray(locations.id, [lot.id, spare.id, staying.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.archieved]))).toEqual({ [lot.id]: true, [spare.id]: true, [staying.id]: false });
    expect(rows.find((r) => r.id === lot.id)!.userId).toBe(vendor.user.id);
    const [zoneRow] = await t.db.select().from(zones).where(eq(zones.id, zone.id));
    expect(zoneRow!.archieved).toBe(false);
    // The leaving owner's subscription ends with the account: the console no longer lists the lot as active.
    const subs = await t.db
      .select()
      .from(locationSubscriptions)
      .where(inArray(locationSubscriptions.locationId, [lot.id, staying.id]));
    expect(Object.fromEntries(subs.map((s) => [s.locationId, s.isActive]))).toEqual({ [lot.id]: false, [staying.id]: true });

    // Drivers no longer find them...
    const listed = await publicIds('/api/v1/locations', (d) => d.locations!);
    expect(listed).toContain(staying.id);
    expect(listed).not.toContain(lot.id);
    expect(listed).not.toContain(spare.id);
    expect(await publicIds(`/api/v1/locations?id=${lot.id}`, (d) => d.locations!)).toEqual([]);
    const near = await publicIds('/api/v1/locations/center/40.75,-73.99', (d) => d.data!);
    expect(near).toContain(staying.id);
    expect(near).not.toContain(lot.id);
    expect(await publicIds(`/api/v1/locations/${lot.id}/zones`, (d) => d.zones!)).toEqual([]);

    // ...nor book them, signed in or as a guest; another owner's lot still takes bookings.
    for (const token of [driver.token, undefined]) {
      const refused = await intent(zone.id, token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ status: 'fail', message: MESSAGES.zoneClosedBody });
    }
    expect((await intent(stayingZone.id, driver.token)).statusCode).toBe(200);
  });

  it('deleting an account without locations changes no location', async () => {
    const driver = await createUser(t, { role: 'customer' });
    const owner = await createUser(t, { role: 'vendor' });
    const lot = await createLocation(t, { ownerId: owner.user.id });
    expect((await call(t.app, 'DELETE', '/api/v1/users', { token: driver.token })).statusCode).toBe(200);
    const [row] = await t.db.select({ archieved: locations.archieved }).from(locations).where(eq(locations.id, lot.id));
    expect(row!.archieved).toBe(false);
  });
});
