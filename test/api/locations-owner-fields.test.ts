import { enforcerLocations, type LocationRow } from '../../src/server/db/schema';
import { createLocation, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/**
 * SPEC 3's lot form-only figures (lotRevenue, lotOccupancy) are the owner's: every location answer
 * gives them to the location's owner and odogwu only; anyone else gets the location without them.
 */
describe.each(backends)('locations: owner-only lot figures (%s)', (backend) => {
  let t: TestApp;
  let lot: LocationRow;
  const tok: Record<'owner' | 'admin' | 'otherVendor' | 'driver' | 'enforcer', string> = {
    owner: '',
    admin: '',
    otherVendor: '',
    driver: '',
    enforcer: '',
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const owner = await createUser(t, { role: 'vendor' });
    tok.owner = owner.token;
    tok.admin = (await createUser(t, { role: 'odogwu' })).token;
    tok.otherVendor = (await createUser(t, { role: 'vendor' })).token;
    tok.driver = (await createUser(t, { role: 'customer' })).token;
    const enforcer = await createUser(t, { role: 'enforcer' });
    tok.enforcer = enforcer.token;
    lot = await createLocation(t, {
      ownerId: owner.user.id,
      name: 'Midtown Garage',
      latitude: 40.7549,
      longitude: -73.984,
      lotName: 'Midtown North',
      lotCity: 'New York',
      lotCapacity: 120,
      lotRevenueCents: 4_860_000,
      lotOccupancy: 87,
    });
    await t.db.insert(enforcerLocations).values({ enforcerId: enforcer.user.id, locationId: lot.id, assignedBy: owner.user.id });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The lot as each public read answers it to the holder of `token` (undefined: signed out). */
  async function reads(token: string | undefined): Promise<[string, Record<string, unknown>][]> {
    const get = async (url: string) => {
      const res = await call(t.app, 'GET', url, { token });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    const find = (list: { _id: string }[]) => {
      const found = list.find((l) => l._id === lot.id);
      expect(found).toBeDefined();
      return found as unknown as Record<string, unknown>;
    };
    return [
      ['GET /locations', find((await get('/api/v1/locations')).locations)],
      ['GET /locations?id=', find((await get(`/api/v1/locations?id=${lot.id}`)).locations)],
      ['GET /locations/{id}', (await get(`/api/v1/locations/${lot.id}`)).location],
      ['GET /locations/center/{lat},{lng}', find((await get('/api/v1/locations/center/40.75,-73.99')).data)],
    ];
  }

  it.each([
    ['signed out', undefined],
    ['a customer', 'driver'],
    ['another vendor', 'otherVendor'],
    ['an enforcer', 'enforcer'],
  ] as const)('leaves lotRevenue and lotOccupancy out for %s, keeping every other field', async (_who, key) => {
    for (const [route, loc] of await reads(key ? tok[key] : undefined)) {
      expect({ route, keys: Object.keys(loc).filter((k) => k === 'lotRevenue' || k === 'lotOccupancy') }).toEqual({ route, keys: [] });
      expect({ route, loc }).toMatchObject({
        route,
        loc: {
          _id: lot.id,
          id: lot.id,
          name: 'Midtown Garage',
          userId: lot.userId,
          archieved: false,
          lotName: 'Midtown North',
          lotCity: 'New York',
          lotCapacity: 120,
          timeZone: expect.any(String),
        },
      });
    }
  });

  it.each([
    ['its owner', 'owner'],
    ['odogwu', 'admin'],
  ] as const)('answers them to %s', async (_who, key) => {
    for (const [route, loc] of await reads(tok[key])) {
      expect({ route, loc }).toMatchObject({ route, loc: { _id: lot.id, userId: lot.userId, lotRevenue: 48_600, lotOccupancy: 87 } });
    }
  });

  it("keeps them in the owner's own list, and out of an enforcer's serviced locations", async () => {
    const mine = await call(t.app, 'GET', '/api/v1/locations/me', { token: tok.owner });
    expect(mine.json().data.locations).toEqual([expect.objectContaining({ _id: lot.id, lotRevenue: 48_600, lotOccupancy: 87 })]);

    const serviced = await call(t.app, 'GET', '/api/v1/locations/service', { token: tok.enforcer });
    expect(serviced.statusCode).toBe(200);
    const [theirs] = serviced.json().locations;
    expect(theirs).toMatchObject({ _id: lot.id, lotName: 'Midtown North', lotCapacity: 120 });
    expect(theirs).not.toHaveProperty('lotRevenue');
    expect(theirs).not.toHaveProperty('lotOccupancy');

    const all = await call(t.app, 'GET', '/api/v1/locations/service', { token: tok.admin });
    expect(all.json().locations).toContainEqual(expect.objectContaining({ _id: lot.id, lotRevenue: 48_600, lotOccupancy: 87 }));
  });
});
