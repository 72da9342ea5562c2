import { eq, sql } from 'drizzle-orm';
import { locationSubscriptions, locations, revenueAdjustments, subscriptionPayments } from '../../src/server/db/schema';
import { boundingBox } from '../../src/server/modules/locations/service';
import { DERIVED_TIME_ZONES, haversineKm } from '../../src/server/integrations/geocoding';
import { databaseTimeZone } from '../../src/server/db/timeZones';
import { US_TIME_ZONES } from '../../src/shared/timeZones';
import type { Role } from '../../src/shared/roles';
import { MESSAGES } from '../../src/shared/messages';
import { createLocation, createSession, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/** A point `km` kilometres due east of (lat, lng) (along the parallel; exact enough below 100 km). */
function east(lat: number, lng: number, km: number): [number, number] {
  // Solve haversine for the longitude offset at constant latitude.
  const R = 6371.0088;
  const rad = Math.PI / 180;
  const s = Math.sin(km / (2 * R)) / Math.cos(lat * rad);
  return [lng + (2 * Math.asin(s)) / rad, lat];
}

const JSON_HEADERS = { 'content-type': 'application/json' };

describe.each(backends)('locations (%s)', (backend) => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const uid: Record<string, string> = {};

  async function user(key: string, role: Role): Promise<void> {
    const { user: row, token } = await createUser(t, { name: key, email: `${key}@loc.test`, role });
    uid[key] = row.id;
    tok[key] = token;
  }
  const countRows = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(locations))[0]!.n;
  const body = (name: string, lng: number, lat: number, extra: Record<string, unknown> = {}) => ({
    name,
    phoneNumber: '(512) 555-0100',
    address: `${name} address`,
    place_id: `place-${name}`,
    location_point: { coordinates: [lng, lat] },
    ...extra,
  });
  async function create(key: string, name: string, lng: number, lat: number, extra: Record<string, unknown> = {}) {
    const res = await call(t.app, 'POST', '/api/v1/locations', { token: tok[key], body: body(name, lng, lat, extra) });
    expect(res.statusCode).toBe(201);
    return res.json().data.location as { _id: string; id: string; archieved: boolean; timeZone: string; userId: string };
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    await user('vendorA', 'vendor');
    await user('vendorB', 'vendor');
    await user('admin', 'odogwu');
    await user('driver', 'customer');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /locations', () => {
    it('creates a location owned by the caller, whatever userId the body names, with the time zone of its state', async () => {
      const res = await call(t.app, 'POST', '/api/v1/locations', {
        token: tok.vendorA,
        body: body('Congress Ave Lot', -97.7431, 30.2672, { userId: uid.vendorB }),
      });
      expect(res.statusCode).toBe(201);
      const loc = res.json().data.location;
      expect(loc).toEqual({
        _id: expect.any(String),
        id: loc._id,
        name: 'Congress Ave Lot',
        address: 'Congress Ave Lot address',
        place_id: 'place-Congress Ave Lot',
        phoneNumber: '(512) 555-0100',
        location_point: { type: 'Point', coordinates: [-97.7431, 30.2672] },
        archieved: false,
        userId: uid.vendorA,
        timeZone: 'America/Chicago',
        graceMinutes: 5,
        lotName: null,
        lotAddress: null,
        lotCity: null,
        lotState: null,
        lotRevenue: null,
        lotCapacity: null,
        lotOccupancy: null,
        createdAt: expect.any(String),
      });
      const [row] = await t.db.select().from(locations).where(eq(locations.id, loc._id));
      expect(row).toMatchObject({ userId: uid.vendorA, latitude: 30.2672, longitude: -97.7431 });
    });

    it('adds one location for one form sent twice (at once or in turn); another name or place is another lot', async () => {
      const before = await countRows();
      const together = await Promise.all([1, 2, 3].map(() => create('vendorA', 'Twice Lot', -97.74, 30.27)));
      expect(new Set(together.map((l) => l._id)).size).toBe(1);
      const again = await create('vendorA', 'Twice Lot', -97.74, 30.27);
      expect(again._id).toBe(together[0]!._id);
      expect(await countRows()).toBe(before + 1);
      await create('vendorA', 'Twice Lot 2', -97.74, 30.27);
      await create('vendorA', 'Twice Lot', -97.75, 30.27);
      // Another owner's lot of the same name and place is theirs.
      await create('vendorB', 'Twice Lot', -97.74, 30.27);
      expect(await countRows()).toBe(before + 4);
    });

    it.each([
      ['Los Angeles', -118.2437, 34.0522, 'America/Los_Angeles'],
      ['Denver', -104.9903, 39.7392, 'America/Denver'],
      ['Phoenix', -112.074, 33.4484, 'America/Phoenix'],
      ['El Paso', -106.485, 31.7619, 'America/Denver'],
      ['mid-Atlantic ocean (no state)', -40, 35, 'America/New_York'],
      ['Gary IN', -87.3464, 41.5934, 'America/Chicago'],
      ['Evansville IN', -87.5711, 37.9716, 'America/Chicago'],
      ['Indianapolis IN', -86.1581, 39.7684, 'America/Indiana/Indianapolis'],
      ['Iron Mountain MI', -88.066, 45.8202, 'America/Menominee'],
      ['Ontario OR', -116.9629, 44.0266, 'America/Boise'],
      ['Hagatna GU', 144.7503, 13.4757, 'Pacific/Guam'],
    ])('derives the time zone for %s', async (name, lng, lat, zone) => {
      const loc = await create('vendorB', `TZ ${name}`, lng, lat);
      expect(loc.timeZone).toBe(zone);
    });

    it("takes the owner's time zone instead of the address's (any case, stored as IANA spells it)", async () => {
      const loc = await create('vendorA', 'TZ chosen', -87.3464, 41.5934, { timeZone: 'america/indiana/indianapolis' });
      expect(loc.timeZone).toBe('America/Indiana/Indianapolis');
      const read = await call(t.app, 'GET', `/api/v1/locations/${loc._id}`, { token: tok.vendorA });
      expect(read.json().data.location.timeZone).toBe('America/Indiana/Indianapolis');
    });

    it.each([
      ['unknown time zone', body('x', -97, 30, { timeZone: 'Mars/Olympus_Mons' }), 'timeZone'],
      ['time zone offset', body('x', -97, 30, { timeZone: '-05:00' }), 'timeZone'],
      ['name', { ...body('x', -97, 30), name: '' }, 'name'],
      ['address', { ...body('x', -97, 30), address: undefined }, 'address'],
      ['coordinates out of range', body('x', 200, 30), 'location_point.coordinates.0'],
      ['latitude as a string', { ...body('x', -97, 30), location_point: { coordinates: [-97, 'north'] } }, 'location_point.coordinates.1'],
      ['no location_point', { ...body('x', -97, 30), location_point: undefined }, 'location_point'],
      ['swapped [lat, lng]', body('x', 30.2672, -97.7431), 'location_point.coordinates'],
    ])('refuses a bad %s with 400 naming the field, writing nothing', async (_l, bad, field) => {
      const before = await countRows();
      const res = await call(t.app, 'POST', '/api/v1/locations', { token: tok.vendorA, body: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: expect.stringContaining(field) });
      expect(await countRows()).toBe(before);
    });

    // Names Node's Intl accepts but PostgreSQL (and PGlite) does not know: ICU's three-letter Java IDs
    // and names tz has dropped. Stored, they made every later `AT TIME ZONE` of the lot a 500.
    it.each(['US/Pacific-New', 'Canada/East-Saskatchewan', 'AET', 'CTT', 'IET', 'PST', 'SystemV/EST5'])(
      'refuses %s, a name Intl knows but the database does not, with 400 naming timeZone, writing nothing',
      async (timeZone) => {
        const before = await countRows();
        const res = await call(t.app, 'POST', '/api/v1/locations', { token: tok.vendorA, body: body('Intl only', -97, 30, { timeZone }) });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 'fail', message: `timeZone: ${MESSAGES.timeZoneUnknown}` });
        expect(await countRows()).toBe(before);
      },
    );

    it('takes an alias both Intl and the database know, spelled as the database spells it', async () => {
      const loc = await create('vendorA', 'TZ alias', -73.99, 40.75, { timeZone: 'us/eastern' });
      expect(loc.timeZone).toBe('US/Eastern');
      const [row] = await t.db.select().from(locations).where(eq(locations.id, loc._id));
      expect(row!.timeZone).toBe('US/Eastern');
    });

    it("derives and offers only zones the database knows, spelled as it spells them (the address's, the form's list)", async () => {
      for (const zone of [...DERIVED_TIME_ZONES, ...US_TIME_ZONES]) {
        expect({ zone, known: await databaseTimeZone(t.db, zone) }).toEqual({ zone, known: zone });
      }
    });

    it('refuses malformed JSON with 400', async () => {
      const res = await call(t.app, 'POST', '/api/v1/locations', { token: tok.vendorA, body: '{"name":', headers: JSON_HEADERS });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.malformedJson });
    });

    it('is for owners only: 401 without a token, 403 for a customer', async () => {
      const before = await countRows();
      expect((await call(t.app, 'POST', '/api/v1/locations', { body: body('x', -97, 30) })).statusCode).toBe(401);
      expect((await call(t.app, 'POST', '/api/v1/locations', { token: tok.driver, body: body('x', -97, 30) })).statusCode).toBe(403);
      expect(await countRows()).toBe(before);
    });
  });

  describe('reading', () => {
    let active: string;
    let inactive: string;
    let othersInactive: string;
    beforeAll(async () => {
      active = (await create('vendorA', 'Read Active', -80.19, 25.76))._id;
      inactive = (await create('vendorA', 'Read Inactive', -80.2, 25.77))._id;
      othersInactive = (await create('vendorB', 'Read Others Inactive', -80.21, 25.78))._id;
      for (const id of [inactive, othersInactive]) await t.db.update(locations).set({ archieved: true }).where(eq(locations.id, id));
    });

    it("GET /locations/me lists only the caller's own locations, inactive ones included", async () => {
      const res = await call(t.app, 'GET', '/api/v1/locations/me', { token: tok.vendorA });
      expect(res.statusCode).toBe(200);
      const list = res.json().data.locations as { _id: string; userId: string }[];
      expect(list.map((l) => l._id)).toEqual(expect.arrayContaining([active, inactive]));
      expect(list.every((l) => l.userId === uid.vendorA)).toBe(true);
      expect((await call(t.app, 'GET', '/api/v1/locations/me', { token: tok.driver })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/v1/locations/me')).statusCode).toBe(401);
    });

    it('GET /locations: visitors see active ones, odogwu all, an owner also its own inactive ones', async () => {
      const ids = async (token?: string) =>
        ((await call(t.app, 'GET', '/api/v1/locations', { token })).json().data.locations as { _id: string }[]).map((l) => l._id);
      const anon = await ids();
      expect(anon).toContain(active);
      expect(anon).not.toContain(inactive);
      expect(anon).not.toContain(othersInactive);
      const admin = await ids(tok.admin);
      expect(admin).toEqual(expect.arrayContaining([active, inactive, othersInactive]));
      const owner = await ids(tok.vendorA);
      expect(owner).toEqual(expect.arrayContaining([active, inactive]));
      expect(owner).not.toContain(othersInactive);
    });

    it('GET /locations?id= returns only that one (and nothing for an inactive one, unless odogwu)', async () => {
      const one = await call(t.app, 'GET', `/api/v1/locations?id=${active}`);
      expect(one.json().data.locations.map((l: { _id: string }) => l._id)).toEqual([active]);
      expect((await call(t.app, 'GET', `/api/v1/locations?id=${inactive}`)).json().data.locations).toEqual([]);
      expect((await call(t.app, 'GET', `/api/v1/locations?id=${inactive}`, { token: tok.admin })).json().data.locations).toHaveLength(1);
      expect((await call(t.app, 'GET', '/api/v1/locations?id=nope')).statusCode).toBe(400);
    });

    it('GET /locations/{id} returns one location; an unknown id is 404', async () => {
      const res = await call(t.app, 'GET', `/api/v1/locations/${active}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.location).toMatchObject({ _id: active, name: 'Read Active', archieved: false });
      const missing = await call(t.app, 'GET', '/api/v1/locations/00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ status: 'fail', message: expect.any(String) });
    });
  });

  describe('POST /locations/{id} (edit)', () => {
    let id: string;
    beforeAll(async () => {
      id = (await create('vendorA', 'Edit Me', -73.99, 40.75))._id;
    });
    const edit = (token: string | undefined, b: unknown) => call(t.app, 'POST', `/api/v1/locations/${id}`, { token, body: b });
    const row = async () => (await t.db.select().from(locations).where(eq(locations.id, id)))[0]!;

    it('lets the owner rename, change the phone and switch it inactive (archieved true)', async () => {
      const res = await edit(tok.vendorA, { locationName: 'Edited', phoneNumber: '212-555-0199', isActive: false });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.location).toMatchObject({ _id: id, name: 'Edited', phoneNumber: '212-555-0199', archieved: true });
      const back = await edit(tok.vendorA, { locationName: 'Edited', phoneNumber: '', isActive: true });
      expect(back.json().data.location).toMatchObject({ name: 'Edited', phoneNumber: '212-555-0199', archieved: false });
    });

    it('needs a name or a phone (Please fill in all fields)', async () => {
      const res = await edit(tok.vendorA, { locationName: '', phoneNumber: ' ', isActive: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(MESSAGES.editLocationRequired);
      expect((await row()).archieved).toBe(false);
    });

    it('sets the grace the enforcer check gives after a booking ends (0 to 240 minutes, default 5); bad values change nothing', async () => {
      expect((await row()).graceMinutes).toBe(5);
      const res = await edit(tok.vendorA, { locationName: 'Edited', graceMinutes: 12 });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.location.graceMinutes).toBe(12);
      for (const graceMinutes of [-1, 241, 2.5, 'ten']) {
        expect((await edit(tok.vendorA, { locationName: 'Edited', graceMinutes })).statusCode).toBe(400);
      }
      expect((await edit(tok.vendorB, { graceMinutes: 0 })).statusCode).toBe(404);
      expect((await row()).graceMinutes).toBe(12);
      expect((await edit(tok.vendorA, { graceMinutes: 0 })).json().data.location.graceMinutes).toBe(0);
    });

    it('sets the time zone (alone or with the other fields), reads it back, refuses an unknown one naming the field', async () => {
      expect((await row()).timeZone).toBe('America/New_York');
      const res = await edit(tok.vendorA, { timeZone: 'America/Chicago' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.location.timeZone).toBe('America/Chicago');
      const read = await call(t.app, 'GET', `/api/v1/locations/${id}`, { token: tok.vendorA });
      expect(read.json().data.location.timeZone).toBe('America/Chicago');
      for (const timeZone of ['Central', 'America/Nowhere', 'EST5EDT; drop table', 42]) {
        const bad = await edit(tok.vendorA, { locationName: 'Edited', timeZone });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toMatch(/^timeZone: /);
      }
      expect((await edit(tok.vendorA, { locationName: 'Edited', timeZone: 'Mars/Olympus_Mons' })).json().message).toBe(
        `timeZone: ${MESSAGES.timeZoneUnknown}`,
      );
      expect((await row()).timeZone).toBe('America/Chicago');
      // Intl knows these, PostgreSQL does not: the same 400, and the row is left as it was.
      const kept = await row();
      for (const timeZone of ['US/Pacific-New', 'AET', 'PST']) {
        const bad = await edit(tok.vendorA, { locationName: 'Renamed', timeZone });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({ status: 'fail', message: `timeZone: ${MESSAGES.timeZoneUnknown}` });
      }
      expect(await row()).toEqual(kept);
      // Another owner's lot: 404 and no change; odogwu may set it.
      expect((await edit(tok.vendorB, { timeZone: 'Pacific/Honolulu' })).statusCode).toBe(404);
      expect((await edit(tok.driver, { timeZone: 'Pacific/Honolulu' })).statusCode).toBe(403);
      expect((await row()).timeZone).toBe('America/Chicago');
      expect((await edit(tok.admin, { timeZone: 'America/New_York' })).json().data.location.timeZone).toBe('America/New_York');
    });

    it('answers 404 to another vendor and leaves the row unchanged; odogwu may edit', async () => {
      const before = await row();
      const res = await edit(tok.vendorB, { locationName: 'Hijacked', isActive: false });
      expect(res.statusCode).toBe(404);
      expect(await row()).toEqual(before);
      expect((await edit(tok.driver, { locationName: 'Hijacked' })).statusCode).toBe(403);
      const admin = await edit(tok.admin, { locationName: 'By Admin' });
      expect(admin.statusCode).toBe(200);
      expect((await row()).name).toBe('By Admin');
    });
  });

  describe('DELETE /locations/{id}', () => {
    it('deletes for the owner; another vendor gets 404 and the row stays', async () => {
      const { _id: id } = await create('vendorA', 'Delete Me', -73.98, 40.74);
      expect((await call(t.app, 'DELETE', `/api/v1/locations/${id}`, { token: tok.vendorB })).statusCode).toBe(404);
      expect((await call(t.app, 'DELETE', `/api/v1/locations/${id}`, { token: tok.driver })).statusCode).toBe(403);
      expect(await t.db.select().from(locations).where(eq(locations.id, id))).toHaveLength(1);
      const res = await call(t.app, 'DELETE', `/api/v1/locations/${id}`, { token: tok.vendorA });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: expect.any(String) });
      expect(await t.db.select().from(locations).where(eq(locations.id, id))).toHaveLength(0);
      expect((await call(t.app, 'DELETE', `/api/v1/locations/${id}`, { token: tok.vendorA })).statusCode).toBe(404);
    });

    it('refuses (409) to delete a location with parking sessions, so revenue history survives', async () => {
      const { _id: id } = await create('vendorA', 'Has Sessions', -73.97, 40.73);
      const now = new Date();
      await createSession(t, {
        kind: 'manual',
        locationId: id,
        plateNumber: 'ABC123',
        state: 'NY',
        startTime: now,
        endTime: now,
        isHourly: true,
      });
      const res = await call(t.app, 'DELETE', `/api/v1/locations/${id}`, { token: tok.admin });
      expect(res.statusCode).toBe(409);
      expect(await t.db.select().from(locations).where(eq(locations.id, id))).toHaveLength(1);
    });

    it.each([
      ['a revenue entry', 'entry'],
      ['a platform subscription payment', 'subscription'],
    ])(
      'refuses (409) to delete a location with %s, so the ledgers keep it (QA: the superadmin figures lost its payments)',
      async (_name, kind) => {
        const { _id: id } = await create('vendorA', `Has ${kind}`, -73.97, 40.73);
        if (kind === 'entry') {
          await t.db.insert(revenueAdjustments).values({ locationId: id, userId: uid.vendorA!, amountCents: 1500, countsAt: new Date() });
        } else {
          const [sub] = await t.db.insert(locationSubscriptions).values({ locationId: id }).returning();
          await t.db
            .insert(subscriptionPayments)
            .values({ subscriptionId: sub!.id, amountCents: 300, paymentOwedCents: 300, paidAt: new Date() });
        }
        const res = await call(t.app, 'DELETE', `/api/v1/locations/${id}`, { token: tok.vendorA });
        expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.locationHasPayments]);
        expect(await t.db.select().from(locations).where(eq(locations.id, id))).toHaveLength(1);
      },
    );
  });

  describe('GET /locations/center/{lat},{lng} (nearby)', () => {
    // Around Kansas (far from every other location of this file).
    const C = { lat: 38.5, lng: -98.0 };
    const at: Record<string, string> = {};
    beforeAll(async () => {
      for (const [name, km] of [
        ['k30', 30],
        ['k1', 1],
        ['k80', 80],
        ['k5', 5],
      ] as const) {
        const [lng, lat] = east(C.lat, C.lng, km);
        at[name] = (await create('vendorA', name, lng, lat))._id;
      }
      const [lng, lat] = east(C.lat, C.lng, 2);
      at.closed = (await create('vendorB', 'closed', lng, lat))._id;
      await t.db.update(locations).set({ archieved: true }).where(eq(locations.id, at.closed));
      // West of the centre too, so the box is used in both directions.
      const [wl, wa] = east(C.lat, C.lng, -10);
      at.w10 = (await create('vendorB', 'w10', wl, wa))._id;
    });
    const nearby = (q = '') => call(t.app, 'GET', `/api/v1/locations/center/${C.lat},${C.lng}${q}`);

    it('returns active locations within 50 km, nearest first, each with its distance in km', async () => {
      const res = await nearby();
      expect(res.statusCode).toBe(200);
      const list = res.json().data.data as { _id: string; name: string; distance: number; location_point: { coordinates: number[] } }[];
      expect(list.map((l) => l.name)).toEqual(['k1', 'k5', 'w10', 'k30']);
      for (const [l, km] of [
        [list[0]!, 1],
        [list[1]!, 5],
        [list[2]!, 10],
        [list[3]!, 30],
      ] as const) {
        expect(l.distance).toBeCloseTo(km, 2);
        const [lng, lat] = l.location_point.coordinates;
        expect(l.distance).toBeCloseTo(haversineKm(C.lat, C.lng, lat!, lng!), 2);
      }
      expect(list.map((l) => l._id)).not.toContain(at.closed);
    });

    it('takes ?radius= (km) and ?limit=', async () => {
      expect((await nearby('?radius=100')).json().data.data.map((l: { name: string }) => l.name)).toEqual([
        'k1',
        'k5',
        'w10',
        'k30',
        'k80',
      ]);
      expect((await nearby('?radius=3')).json().data.data.map((l: { name: string }) => l.name)).toEqual(['k1']);
      expect((await nearby('?radius=100&limit=2')).json().data.data.map((l: { name: string }) => l.name)).toEqual(['k1', 'k5']);
      expect((await call(t.app, 'GET', '/api/v1/locations/center/0,0')).json()).toEqual({ status: 'success', data: { data: [] } });
    });

    it('refuses bad coordinates, radius and limit with 400', async () => {
      for (const url of [
        '/api/v1/locations/center/91,0',
        '/api/v1/locations/center/0,-181',
        '/api/v1/locations/center/abc,1',
        `/api/v1/locations/center/${C.lat},${C.lng}?radius=201`,
        `/api/v1/locations/center/${C.lat},${C.lng}?radius=-1`,
        `/api/v1/locations/center/${C.lat},${C.lng}?radius=abc`,
        `/api/v1/locations/center/${C.lat},${C.lng}?limit=51`,
        `/api/v1/locations/center/${C.lat},${C.lng}?limit=0`,
      ]) {
        const res = await call(t.app, 'GET', url);
        expect([url, res.statusCode]).toEqual([url, 400]);
      }
    });

    it('stops including a location once it is switched inactive', async () => {
      const res = await call(t.app, 'POST', `/api/v1/locations/${at.k5}`, {
        token: tok.vendorA,
        body: { locationName: 'k5', isActive: false },
      });
      expect(res.statusCode).toBe(200);
      expect((await nearby()).json().data.data.map((l: { name: string }) => l.name)).toEqual(['k1', 'w10', 'k30']);
    });
  });

  describe('place suggestions (offline gazetteer)', () => {
    it("GET /locations/suggest resolves a typed address to the city's coordinates, keeping the street", async () => {
      const res = await call(t.app, 'GET', `/api/v1/locations/suggest?q=${encodeURIComponent('12 Main St, Austin, TX')}`, {
        token: tok.vendorA,
      });
      expect(res.statusCode).toBe(200);
      const [first] = res.json().data.suggestions;
      expect(first).toEqual({
        place_id: expect.stringMatching(/^gaz:/),
        description: '12 Main St, Austin, TX',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        state: 'TX',
      });
      expect(haversineKm(first.latitude, first.longitude, 30.2672, -97.7431)).toBeLessThan(25);
    });

    it('GET /locations/suggest is for owners', async () => {
      expect((await call(t.app, 'GET', '/api/v1/locations/suggest?q=Austin', { token: tok.driver })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/v1/locations/suggest?q=Austin')).statusCode).toBe(401);
    });

    it('GET /locations/search-place finds a ZIP exactly and a city by prefix, with an optional state', async () => {
      const q = async (s: string) => {
        const res = await call(t.app, 'GET', `/api/v1/locations/search-place?q=${encodeURIComponent(s)}`);
        expect(res.statusCode).toBe(200);
        return res.json().data.suggestions as {
          place_id: string;
          description: string;
          state: string;
          latitude: number;
          longitude: number;
        }[];
      };
      const zip = await q('10001');
      expect(zip).toEqual([
        { place_id: 'gaz:zip:10001', description: 'New York, NY 10001', latitude: 40.7484, longitude: -73.9967, state: 'NY' },
      ]);
      expect((await q('austin'))[0]).toMatchObject({ description: 'Austin, TX', state: 'TX' });
      expect((await q('Austi')).map((s) => s.description)).toContain('Austin, TX');
      expect((await q('austin, mn')).map((s) => s.description)).toEqual(['Austin, MN']);
      expect((await q('Springfield, Illinois'))[0]).toMatchObject({ description: 'Springfield, IL', state: 'IL' });
      expect(await q('99999')).toEqual([]);
      expect(await q('Qqqzzx')).toEqual([]);
    });

    it("GET /locations/search-place also finds open lots by name or street, first, each leading to the lot's own place", async () => {
      const owner = await createUser(t, { role: 'vendor' });
      const lot = await createLocation(t, {
        ownerId: owner.user.id,
        name: 'Zebra Crossing Garage',
        address: '77 Quokka Lane, Austin, TX 78701',
        latitude: 30.27,
        longitude: -97.74,
      });
      await createLocation(t, { ownerId: owner.user.id, name: 'Zebra Crossing Annex', address: '78 Quokka Lane', archieved: true });
      const q = async (text: string) =>
        (await call(t.app, 'GET', `/api/v1/locations/search-place?q=${encodeURIComponent(text)}`)).json().data.suggestions as {
          place_id: string;
          description: string;
          latitude: number;
          longitude: number;
        }[];
      const expected = {
        place_id: `lot:${lot.id}`,
        description: 'Zebra Crossing Garage · 77 Quokka Lane, Austin, TX 78701',
        latitude: 30.27,
        longitude: -97.74,
        state: null,
      };
      // Any case, part of the name or of the street; a closed lot is not offered.
      expect(await q('zebra crossing')).toEqual([expected]);
      expect(await q('QUOKKA')).toEqual([expected]);
      // A city still finds the city, after the lots whose address holds it.
      const austin = await q('Austin');
      expect(austin[0]).toEqual(expected);
      expect(austin.map((p) => p.description)).toContain('Austin, TX');
      // What was typed is text: % and _ match themselves.
      expect(await q('Zebra%Garage')).toEqual([]);
    });

    it.each([
      ['empty', ''],
      ['blank', '%20%20'],
      ['over 100 characters', 'a'.repeat(101)],
    ])('refuses the %s query with 400', async (_l, q) => {
      const res = await call(t.app, 'GET', `/api/v1/locations/search-place?q=${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('q');
      expect((await call(t.app, 'GET', '/api/v1/locations/search-place')).statusCode).toBe(400);
    });
  });

  it('boundingBox splits at the antimeridian and opens to every longitude near a pole', () => {
    expect(boundingBox(0, 179.9, 50).lngRanges).toHaveLength(2);
    expect(boundingBox(89.9, 0, 50).lngRanges).toEqual([[-180, 180]]);
    const box = boundingBox(40, -100, 50);
    expect(box.maxLat - box.minLat).toBeCloseTo(0.8993, 3);
  });
});
