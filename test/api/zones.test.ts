import { and, eq, sql } from 'drizzle-orm';
import { zones } from '../../src/server/db/schema';
import type { Role } from '../../src/shared/roles';
import { MESSAGES, zoneNumberTaken } from '../../src/shared/messages';
import { MAX_PRICE_CENTS } from '../../src/shared/pricing';
import { createLocation, createSession, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

interface ZoneJson {
  _id: string;
  locationId: string;
  zoneNumber: string;
  price: number;
  isHourly: boolean;
  openTime: string;
  closeTime: string;
  archieved: boolean;
}

/** Resolves for everyone once `n` callers are waiting. */
function barrier(n: number): () => Promise<void> {
  let arrived = 0;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived >= n) open();
    return opened;
  };
}

/** A drizzle builder whose execution (its `then`) waits for `gate`; every builder it returns is gated too. */
function gated<T extends object>(builder: T, gate: () => Promise<void>): T {
  return new Proxy(builder, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (typeof value !== 'function') return value;
      const fn = value as (...args: unknown[]) => unknown;
      if (prop === 'then') return (...args: unknown[]) => gate().then(() => fn.apply(target, args));
      return (...args: unknown[]) => {
        const out = fn.apply(target, args);
        return out !== null && typeof out === 'object' ? gated(out, gate) : out;
      };
    },
  });
}

describe.each(backends)('zones (%s)', (backend) => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const uid: Record<string, string> = {};
  let locA: string; // vendorA's, active
  let locClosed: string; // vendorA's, inactive
  let locB: string; // vendorB's

  async function user(key: string, role: Role): Promise<void> {
    const { user: row, token } = await createUser(t, { name: key, email: `${key}@zone.test`, role });
    uid[key] = row.id;
    tok[key] = token;
  }
  async function location(owner: string, name: string, archieved = false): Promise<string> {
    const row = await createLocation(t, {
      ownerId: uid[owner]!,
      name,
      address: `${name} address`,
      latitude: 40.7,
      longitude: -74,
      archieved,
    });
    return row.id;
  }
  const zoneCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(zones))[0]!.n;
  const zoneRow = async (id: string) => (await t.db.select().from(zones).where(eq(zones.id, id)))[0];
  const post = (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
    call(t.app, 'POST', '/api/v1/zones', { token, body, headers });
  async function addZone(token: string, body: Record<string, unknown>): Promise<ZoneJson> {
    const res = await post(token, { isHourly: true, price: 3, ...body });
    expect(res.statusCode).toBe(201);
    return res.json().data.zone as ZoneJson;
  }

  /**
   * Runs `requests` with every zone insert or update held until all of them are about to write, so
   * each has passed the service's duplicate check first: the race the unique index exists for,
   * every time rather than when the timing happens to line up.
   */
  async function simultaneously<R>(method: 'insert' | 'update', requests: (() => Promise<R>)[]): Promise<R[]> {
    const gate = barrier(requests.length);
    const real = t.db[method].bind(t.db) as (table: typeof zones) => object;
    const spy = jest
      .spyOn(t.db, method)
      .mockImplementation(((table: typeof zones) => gated(real(table), gate)) as unknown as (typeof t.db)[typeof method]);
    try {
      return await Promise.all(requests.map((r) => r()));
    } finally {
      spy.mockRestore();
    }
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    await user('vendorA', 'vendor');
    await user('vendorB', 'vendor');
    await user('admin', 'odogwu');
    await user('driver', 'customer');
    locA = await location('vendorA', 'Lot A');
    locClosed = await location('vendorA', 'Lot Closed', true);
    locB = await location('vendorB', 'Lot B');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /zones', () => {
    it('adds a zone; price in dollars on the wire, cents in the database', async () => {
      const res = await post(tok.vendorA, {
        locationId: locA,
        zoneNumber: '101',
        price: 2.5,
        isHourly: true,
        openTime: '07:00',
        closeTime: '22:30',
      });
      expect(res.statusCode).toBe(201);
      const zone = res.json().data.zone;
      expect(zone).toEqual({
        _id: expect.any(String),
        locationId: locA,
        zoneNumber: '101',
        price: 2.5,
        isHourly: true,
        openTime: '07:00',
        closeTime: '22:30',
        archieved: false,
      });
      expect(await zoneRow(zone._id)).toMatchObject({ priceCents: 250, openTime: '07:00', closeTime: '22:30' });
    });

    it('defaults the hours to 06:00-23:00 and takes a free (0) or maximum price', async () => {
      const free = await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'FREE', price: 0, isHourly: false });
      expect(free).toMatchObject({ price: 0, isHourly: false, openTime: '06:00', closeTime: '23:00' });
      const max = await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'MAX', price: MAX_PRICE_CENTS / 100 });
      expect((await zoneRow(max._id))!.priceCents).toBe(MAX_PRICE_CENTS);
    });

    it('takes overnight hours (close before open) and round-the-clock ones (open equal to close)', async () => {
      expect(await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'NIGHT', openTime: '18:00', closeTime: '02:00' })).toMatchObject({
        openTime: '18:00',
        closeTime: '02:00',
      });
      expect(await addZone(tok.vendorA, { locationId: locA, zoneNumber: '24H', openTime: '00:00', closeTime: '00:00' })).toMatchObject({
        openTime: '00:00',
        closeTime: '00:00',
      });
    });

    it('lets odogwu add a zone to any location', async () => {
      const z = await addZone(tok.admin, { locationId: locB, zoneNumber: 'ADM' });
      expect(z.locationId).toBe(locB);
    });

    const good = () => ({ locationId: locA, zoneNumber: 'BAD', price: 4, isHourly: true, openTime: '06:00', closeTime: '23:00' });
    it.each([
      ['negative price', { price: -1 }, 'price'],
      ['price as text', { price: 'NaN' }, 'price'],
      ['huge price', { price: 1e9 }, 'price'],
      ['price just over the maximum', { price: MAX_PRICE_CENTS / 100 + 0.01 }, 'price'],
      ['fraction of a cent', { price: 1.234 }, 'price'],
      ['hour 25', { openTime: '25:00' }, 'openTime'],
      ['minutes off the 5-minute step', { closeTime: '22:03' }, 'closeTime'],
      ['time without a colon', { openTime: '0600' }, 'openTime'],
      ['empty zone number', { zoneNumber: ' ' }, 'zoneNumber'],
      ['missing zone number', { zoneNumber: undefined }, 'zoneNumber'],
      ['missing isHourly', { isHourly: undefined }, 'isHourly'],
      ['missing location', { locationId: undefined }, 'locationId'],
      ['location id not a UUID', { locationId: 'lot-1' }, 'locationId'],
    ])('refuses a %s with 400 naming the field and writes nothing', async (_l, change, field) => {
      const before = await zoneCount();
      const res = await post(tok.vendorA, { ...good(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: expect.stringContaining(field) });
      expect(await zoneCount()).toBe(before);
    });

    it('refuses malformed JSON with 400', async () => {
      const before = await zoneCount();
      const res = await post(tok.vendorA, '{"price": 4,', { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.malformedJson });
      expect(await zoneCount()).toBe(before);
    });

    it('refuses a zone number the location already has (409), whatever its case', async () => {
      await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'A1' });
      const before = await zoneCount();
      const res = await post(tok.vendorA, { locationId: locA, zoneNumber: 'a1', price: 1, isHourly: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(zoneNumberTaken('a1'));
      expect(await zoneCount()).toBe(before);
      // The same number at another location is fine.
      await addZone(tok.vendorB, { locationId: locB, zoneNumber: 'A1' });
    });

    it('lets one of two simultaneous creates of the same number (any case) win: one 201, one 409, one row', async () => {
      // Both requests can pass the service's check before either inserts; the unique index on
      // (location_id, lower(zone_number)) refuses the second insert, answered as the check would.
      const bodies = [
        { locationId: locA, zoneNumber: 'RACE1', price: 1, isHourly: true },
        { locationId: locA, zoneNumber: 'race1', price: 2, isHourly: true },
      ];
      const answers = await simultaneously(
        'insert',
        bodies.map((b) => () => post(tok.vendorA, b)),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const lost = answers.find((r) => r.statusCode === 409)!;
      const lostNumber = bodies[answers.indexOf(lost)]!.zoneNumber;
      expect(lost.json()).toEqual({ status: 'fail', message: zoneNumberTaken(lostNumber) });
      const rows = await t.db
        .select()
        .from(zones)
        .where(and(eq(zones.locationId, locA), sql`lower(${zones.zoneNumber}) = 'race1'`));
      expect(rows).toHaveLength(1);
    });

    it('keeps the database to one zone per number and location even without the service check', async () => {
      await t.db.insert(zones).values({ locationId: locA, zoneNumber: 'DB1', priceCents: 100 });
      let code: string | undefined;
      try {
        await t.db.insert(zones).values({ locationId: locA, zoneNumber: 'db1', priceCents: 100 });
      } catch (err) {
        const e = err as { code?: string; cause?: { code?: string } };
        code = e.cause?.code ?? e.code;
      }
      expect(code).toBe('23505');
      // Another location may use the number.
      await t.db.insert(zones).values({ locationId: locB, zoneNumber: 'db1', priceCents: 100 });
    });

    it("answers 404 for someone else's location, 403 to a customer, 401 without a token; nothing written", async () => {
      const before = await zoneCount();
      const b = { locationId: locB, zoneNumber: 'X9', price: 1, isHourly: true };
      expect((await post(tok.vendorA, b)).statusCode).toBe(404);
      expect((await post(tok.driver, b)).statusCode).toBe(403);
      expect((await post(undefined, b)).statusCode).toBe(401);
      expect((await post(tok.vendorA, { ...b, locationId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
      expect(await zoneCount()).toBe(before);
    });
  });

  describe('PATCH /zones/{id} and DELETE /zones/{id}', () => {
    let zone: ZoneJson;
    beforeAll(async () => {
      zone = await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'P1', price: 5, openTime: '05:00', closeTime: '21:00' });
    });
    const patch = (token: string | undefined, body: unknown) => call(t.app, 'PATCH', `/api/v1/zones/${zone._id}`, { token, body });

    it('edits part of a zone without resetting the rest', async () => {
      const res = await patch(tok.vendorA, { price: 7.25, archieved: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.zone).toMatchObject({ price: 7.25, archieved: true, openTime: '05:00', closeTime: '21:00', zoneNumber: 'P1' });
      expect((await zoneRow(zone._id))!.priceCents).toBe(725);
      const back = await patch(tok.vendorA, { archieved: false, closeTime: '23:55', zoneNumber: 'P1b', isHourly: false });
      expect(back.json().data.zone).toMatchObject({
        archieved: false,
        closeTime: '23:55',
        zoneNumber: 'P1b',
        isHourly: false,
        price: 7.25,
      });
    });

    it('refuses bad values with 400 and leaves the row as it was', async () => {
      const before = await zoneRow(zone._id);
      for (const bad of [
        { price: -0.01 },
        { price: 'five' },
        { openTime: '24:00' },
        { closeTime: '7:00' },
        { archieved: 'yes' },
        { zoneNumber: '' },
      ]) {
        const res = await patch(tok.vendorA, bad);
        expect([bad, res.statusCode]).toEqual([bad, 400]);
      }
      expect(await zoneRow(zone._id)).toEqual(before);
    });

    it('refuses to rename onto an existing zone number (409)', async () => {
      await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'P2' });
      expect((await patch(tok.vendorA, { zoneNumber: 'p2' })).statusCode).toBe(409);
    });

    it('lets one of two simultaneous renames onto the same number win (one 200, one 409)', async () => {
      const a = await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'REN-A' });
      const b = await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'REN-B' });
      const answers = await simultaneously('update', [
        () => call(t.app, 'PATCH', `/api/v1/zones/${a._id}`, { token: tok.vendorA, body: { zoneNumber: 'REN' } }),
        () => call(t.app, 'PATCH', `/api/v1/zones/${b._id}`, { token: tok.vendorA, body: { zoneNumber: 'ren' } }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().message).toMatch(
        /^Zone number (REN|ren) already exists at this location\. /,
      );
      const rows = await t.db
        .select()
        .from(zones)
        .where(and(eq(zones.locationId, locA), sql`lower(${zones.zoneNumber}) = 'ren'`));
      expect(rows).toHaveLength(1);
    });

    it('answers 404 to another vendor (row unchanged), 403 to a customer; odogwu may edit', async () => {
      const before = await zoneRow(zone._id);
      expect((await patch(tok.vendorB, { price: 0, archieved: true })).statusCode).toBe(404);
      expect((await patch(tok.driver, { price: 0 })).statusCode).toBe(403);
      // Moving it to one's own location does not help either.
      expect((await patch(tok.vendorB, { locationId: locB })).statusCode).toBe(404);
      expect(await zoneRow(zone._id)).toEqual(before);
      expect((await patch(tok.admin, { price: 6 })).statusCode).toBe(200);
      // ...nor can the owner move its zone onto someone else's location.
      expect((await patch(tok.vendorA, { locationId: locB })).statusCode).toBe(404);
    });

    it('deletes for the owner; another vendor gets 404; a zone with sessions is kept (409)', async () => {
      const z = await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'DEL' });
      expect((await call(t.app, 'DELETE', `/api/v1/zones/${z._id}`, { token: tok.vendorB })).statusCode).toBe(404);
      expect(await zoneRow(z._id)).toBeDefined();
      const res = await call(t.app, 'DELETE', `/api/v1/zones/${z._id}`, { token: tok.vendorA });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: expect.any(String) });
      expect(await zoneRow(z._id)).toBeUndefined();

      const used = await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'USED' });
      const now = new Date();
      await createSession(t, {
        kind: 'manual',
        locationId: locA,
        zoneId: used._id,
        plateNumber: 'ABC123',
        state: 'NY',
        startTime: now,
        endTime: now,
        isHourly: true,
      });
      expect((await call(t.app, 'DELETE', `/api/v1/zones/${used._id}`, { token: tok.vendorA })).statusCode).toBe(409);
      expect(await zoneRow(used._id)).toBeDefined();
    });
  });

  describe('reading', () => {
    let open: ZoneJson;
    let closed: ZoneJson;
    let inClosedLocation: ZoneJson;
    beforeAll(async () => {
      open = await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'R-open' });
      closed = await addZone(tok.vendorA, { locationId: locA, zoneNumber: 'R-closed' });
      await call(t.app, 'PATCH', `/api/v1/zones/${closed._id}`, { token: tok.vendorA, body: { archieved: true } });
      inClosedLocation = await addZone(tok.vendorA, { locationId: locClosed, zoneNumber: 'R-inactive-lot' });
    });
    const listIds = async (loc: string, token?: string) => {
      const res = await call(t.app, 'GET', `/api/v1/locations/${loc}/zones`, { token });
      expect(res.statusCode).toBe(200);
      return (res.json().data.zones as ZoneJson[]).map((z) => z._id);
    };

    it('GET /locations/{id}/zones: drivers see open zones, the owner and odogwu closed ones too', async () => {
      const anon = await listIds(locA);
      expect(anon).toContain(open._id);
      expect(anon).not.toContain(closed._id);
      expect(await listIds(locA, tok.driver)).not.toContain(closed._id);
      expect(await listIds(locA, tok.vendorB)).not.toContain(closed._id);
      expect(await listIds(locA, tok.vendorA)).toEqual(expect.arrayContaining([open._id, closed._id]));
      expect(await listIds(locA, tok.admin)).toEqual(expect.arrayContaining([open._id, closed._id]));
      // An inactive location offers drivers no zones.
      expect(await listIds(locClosed)).toEqual([]);
      // ...and its own record, public, says why (the SPA's zone list and guest page read it to say the lot is closed).
      const lot = await call(t.app, 'GET', `/api/v1/locations/${locClosed}`);
      expect(lot.statusCode).toBe(200);
      expect(lot.json().data.location).toMatchObject({ _id: locClosed, archieved: true });
      expect(await listIds(locClosed, tok.vendorA)).toEqual([inClosedLocation._id]);
      expect((await call(t.app, 'GET', '/api/v1/locations/00000000-0000-4000-8000-000000000000/zones')).statusCode).toBe(404);
    });

    it('GET /locations/{lid}/zones/{zid} returns the zone and its location, closed ones included', async () => {
      const res = await call(t.app, 'GET', `/api/v1/locations/${locA}/zones/${closed._id}`);
      expect(res.statusCode).toBe(200);
      const { zone, location } = res.json().data;
      expect(zone).toMatchObject({ _id: closed._id, archieved: true, price: 3 });
      expect(location).toMatchObject({ _id: locA, name: 'Lot A' });
      // A zone of an inactive location is closed to drivers; its owner sees the zone's own flag.
      const driverView = await call(t.app, 'GET', `/api/v1/locations/${locClosed}/zones/${inClosedLocation._id}`);
      expect(driverView.json().data.zone.archieved).toBe(true);
      const ownerView = await call(t.app, 'GET', `/api/v1/locations/${locClosed}/zones/${inClosedLocation._id}`, { token: tok.vendorA });
      expect(ownerView.json().data.zone.archieved).toBe(false);
      // The zone must belong to the location in the path.
      expect((await call(t.app, 'GET', `/api/v1/locations/${locB}/zones/${open._id}`)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', `/api/v1/locations/${locA}/zones/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    });

    it("GET /zones?id= returns that zone; ?locationId= that location's; neither: the owner's zones", async () => {
      const one = await call(t.app, 'GET', `/api/v1/zones?id=${open._id}`);
      expect(one.statusCode).toBe(200);
      expect(one.json().data.zones).toEqual([expect.objectContaining({ _id: open._id })]);
      expect((await call(t.app, 'GET', '/api/v1/zones?id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      const byLoc = await call(t.app, 'GET', `/api/v1/zones?locationId=${locA}`);
      expect(byLoc.json().data.zones.map((z: ZoneJson) => z._id)).not.toContain(closed._id);
      const mine = (await call(t.app, 'GET', '/api/v1/zones', { token: tok.vendorB })).json().data.zones as ZoneJson[];
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((z) => z.locationId === locB)).toBe(true);
      expect((await call(t.app, 'GET', '/api/v1/zones')).statusCode).toBe(400);
    });

    it('GET /zones/lot/{id} gives odogwu every zone of a lot for the manual session form', async () => {
      const res = await call(t.app, 'GET', `/api/v1/zones/lot/${locA}`, { token: tok.admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', zones: expect.arrayContaining([expect.objectContaining({ _id: closed._id })]) });
      expect((await call(t.app, 'GET', `/api/v1/zones/lot/${locA}`, { token: tok.vendorA })).statusCode).toBe(403);
    });
  });
});
