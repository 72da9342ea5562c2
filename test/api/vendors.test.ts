import { eq, inArray, sql } from 'drizzle-orm';
import { vendorPlates, vendors } from '../../src/server/db/schema';
import { MESSAGES, vendorCodeTaken } from '../../src/shared/messages';
import type { Role } from '../../src/shared/roles';
import { createLocation, createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

interface PlateJson {
  number: string;
  state: string;
}
interface VendorJson {
  _id: string;
  locationId: string;
  name: string;
  code: string;
  expirationDate: string;
  plates: PlateJson[];
  plateCount?: number;
}

const UNKNOWN = '7e8f9a0b-1c2d-4e3f-a4b5-c6d7e8f9a0b1';

/** `n` distinct plates (A0000001 ... in two states), already in the server's upper case. */
function manyPlates(n: number): PlateJson[] {
  return Array.from({ length: n }, (_, i) => ({ number: `A${String(i).padStart(7, '0')}`, state: i % 2 ? 'NY' : 'NJ' }));
}
const byPlate = (a: PlateJson, b: PlateJson) => (a.number === b.number ? (a.state < b.state ? -1 : 1) : a.number < b.number ? -1 : 1);

describe.each(backends)('vendors of a location (%s)', (backend) => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const uid: Record<string, string> = {};
  let lotA: string; // a vendor's (owner) location: odogwu manages every one
  let lotB: string;

  async function user(key: string, role: Role): Promise<void> {
    const { user: row, token } = await createUser(t, { name: key, email: `${key}@vendors.test`, role });
    uid[key] = row.id;
    tok[key] = token;
  }
  const base = (loc: string) => `/api/v1/locations/${loc}/vendors`;
  const vendorCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(vendors))[0]!.n;
  const plateCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(vendorPlates))[0]!.n;
  const platesOf = async (vendorId: string) =>
    (await t.db.select().from(vendorPlates).where(eq(vendorPlates.vendorId, vendorId))).map((p) => ({
      number: p.plateNumber,
      state: p.plateState,
    }));

  async function add(loc: string, body: Record<string, unknown>, url = `${base(loc)}/add`): Promise<VendorJson> {
    const res = await call(t.app, 'POST', url, { token: tok.admin, body });
    expect(res.statusCode).toBe(201);
    return res.json().vendor as VendorJson;
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    await user('admin', 'odogwu');
    await user('owner', 'vendor');
    await user('driver', 'customer');
    await user('enforcer', 'enforcer');
    await user('valet', 'valet');
    lotA = (await createLocation(t, { ownerId: uid.owner!, name: 'Lot A', address: 'A street', timeZone: 'America/New_York' })).id;
    lotB = (await createLocation(t, { ownerId: uid.owner!, name: 'Lot B', address: 'B street' })).id;
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(vendors);
  });

  describe('POST /locations/{id}/vendors/add and /locations/{id}/vendors', () => {
    it('adds a vendor with its plates, upper-cased and once each, and answers a message', async () => {
      const res = await call(t.app, 'POST', `${base(lotA)}/add`, {
        token: tok.admin,
        body: {
          name: '  Corner Bistro ',
          code: 'bistro10',
          expirationDate: '2027-03-12',
          plates: [
            { number: 'abc 123', state: 'ny' },
            { number: 'ABC123', state: 'NY' },
            { number: 'abc123', state: 'NJ' },
            { number: 'xyz9', state: 'ca' },
          ],
        },
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.status).toBe('success');
      expect(body.message).toBe(MESSAGES.vendorAdded);
      const v = body.vendor as VendorJson;
      expect(v).toMatchObject({ locationId: lotA, name: 'Corner Bistro', code: 'BISTRO10', plateCount: 3 });
      // A calendar day means the end of that day at the lot (New York, still EST on March 12: 04:59:59.999Z the next day).
      expect(v.expirationDate).toBe('2027-03-13T04:59:59.999Z');
      expect(v.plates).toEqual([
        { number: 'ABC123', state: 'NJ' },
        { number: 'ABC123', state: 'NY' },
        { number: 'XYZ9', state: 'CA' },
      ]);
      const [row] = await t.db.select().from(vendors).where(eq(vendors.id, v._id));
      expect(row).toMatchObject({ locationId: lotA, name: 'Corner Bistro', code: 'BISTRO10' });
      expect((await platesOf(v._id)).sort(byPlate)).toEqual(v.plates);
    });

    it('adds one vendor for one form sent twice (a double press, a resend after a lost answer), at once or in turn', async () => {
      const body = { name: 'Twice Cafe', code: 'TWICE', expirationDate: '2027-03-01', plates: [{ number: 'VPL001', state: 'GA' }] };
      const first = await add(lotA, body);
      const again = await add(lotA, body);
      expect(again._id).toBe(first._id);
      expect(again.plates).toEqual([{ number: 'VPL001', state: 'GA' }]);
      const together = await Promise.all([1, 2, 3].map(() => add(lotA, { ...body, name: 'Twice Deli', code: 'TWICE2' })));
      expect(new Set(together.map((v) => v._id)).size).toBe(1);
      expect(await vendorCount()).toBe(2);
      expect(await plateCount()).toBe(2);
      // The same code at another location is another vendor.
      await add(lotB, body);
      expect(await vendorCount()).toBe(3);
    });

    it("refuses a code another current vendor of the location holds (any case), with 409 naming it, at once or in turn; an expired one's code is free", async () => {
      const body = { name: 'Code Cafe', code: 'SHARED', expirationDate: '2099-03-01', plates: [] };
      await add(lotA, body);
      const taken = { status: 409, message: vendorCodeTaken('SHARED', 'Code Cafe') };
      const other = await call(t.app, 'POST', `${base(lotA)}/add`, {
        token: tok.admin,
        body: { ...body, name: 'Other Shop', code: 'shared' },
      });
      expect({ status: other.statusCode, message: other.json().message }).toEqual(taken);
      // A changed expiry or plate list of the same name is not the same form repeated: refused too.
      const later = await call(t.app, 'POST', `${base(lotA)}/add`, {
        token: tok.admin,
        body: { ...body, code: 'shared', expirationDate: '2099-03-02' },
      });
      expect(later.statusCode).toBe(409);
      const race = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          call(t.app, 'POST', `${base(lotA)}/add`, { token: tok.admin, body: { ...body, name: `Race ${i}`, code: 'RACE' } }),
        ),
      );
      expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
      expect(await vendorCount()).toBe(2);
      // An edit to a taken code is refused and changes nothing; one keeping its own code goes through.
      const mine = await add(lotA, { ...body, name: 'Third', code: 'THIRD' });
      const edit = await call(t.app, 'PUT', `${base(lotA)}/${mine._id}`, {
        token: tok.admin,
        body: { ...body, name: 'Third', code: 'Shared' },
      });
      expect(edit.statusCode).toBe(409);
      expect((await t.db.select().from(vendors).where(eq(vendors.id, mine._id)))[0]!.code).toBe('THIRD');
      const rename = await call(t.app, 'PUT', `${base(lotA)}/${mine._id}`, {
        token: tok.admin,
        body: { ...body, name: 'Third Renamed', code: 'THIRD' },
      });
      expect(rename.statusCode).toBe(200);
      // A vendor past its expiration day no longer holds its code.
      await t.db
        .update(vendors)
        .set({ expirationDate: new Date('2020-01-01T00:00:00Z') })
        .where(eq(vendors.code, 'SHARED'));
      await add(lotA, { ...body, name: 'New Holder' });
    });

    it('POST /locations/{id}/vendors adds the same way; a full ISO time is kept as given; no plates is an empty list', async () => {
      const v = await add(lotA, { name: 'Dental', code: 'D1', expirationDate: '2027-01-02T10:00:00.000Z' }, base(lotA));
      expect(v).toMatchObject({ name: 'Dental', code: 'D1', expirationDate: '2027-01-02T10:00:00.000Z', plates: [] });
      expect(await vendorCount()).toBe(1);
    });

    it("reads a day sent as midnight UTC (new Date('2027-03-12').toISOString()) as that day at the lot, not the day before", async () => {
      const v = await add(lotA, { name: 'Bakery', code: 'B1', expirationDate: '2027-03-12T00:00:00.000Z' }, base(lotA));
      // The end of March 12 in New York, as for '2027-03-12'.
      expect(v.expirationDate).toBe('2027-03-13T04:59:59.999Z');
    });

    it.each([
      ['name', { code: 'X1', expirationDate: '2027-01-01' }],
      ['name', { name: '   ', code: 'X1', expirationDate: '2027-01-01' }],
      ['code', { name: 'Cafe', expirationDate: '2027-01-01' }],
      ['code', { name: 'Cafe', code: '', expirationDate: '2027-01-01' }],
      ['expirationDate', { name: 'Cafe', code: 'X1' }],
    ])('answers a missing or empty %s with SPEC 5\'s "All fields are required", writing nothing', async (_field, body) => {
      const res = await call(t.app, 'POST', `${base(lotA)}/add`, { token: tok.admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.vendorFieldsRequired });
      expect(await vendorCount()).toBe(0);
    });

    it.each([
      ['name', { name: 'n'.repeat(300), code: 'X1', expirationDate: '2027-01-01' }],
      ['expirationDate', { name: 'Cafe', code: 'X1', expirationDate: 'soon' }],
      ['plates', { name: 'Cafe', code: 'X1', expirationDate: '2027-01-01', plates: [{ number: 'TOOLONGPLATE', state: 'NY' }] }],
      ['plates', { name: 'Cafe', code: 'X1', expirationDate: '2027-01-01', plates: [{ number: 'ABC1', state: 'NEW YORK' }] }],
      ['plates', { name: 'Cafe', code: 'X1', expirationDate: '2027-01-01', plates: [{ number: 'ABC1' }] }],
    ])('refuses a bad %s with 400 naming it, writing nothing', async (field, body) => {
      const res = await call(t.app, 'POST', `${base(lotA)}/add`, { token: tok.admin, body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: expect.stringMatching(new RegExp(`^${field}`)) });
      expect(await vendorCount()).toBe(0);
      expect(await plateCount()).toBe(0);
    });

    it('refuses more than 10,000 plates with 400, writing nothing', async () => {
      const res = await call(t.app, 'POST', `${base(lotA)}/add`, {
        token: tok.admin,
        body: { name: 'Big', code: 'BIG', expirationDate: '2027-01-01', plates: manyPlates(10_001) },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^plates/);
      expect(await vendorCount()).toBe(0);
    });

    it('answers 404 for an unknown location, writing nothing', async () => {
      const res = await call(t.app, 'POST', `${base(UNKNOWN)}/add`, {
        token: tok.admin,
        body: { name: 'Cafe', code: 'C1', expirationDate: '2027-01-01' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.locationNotFound });
      expect(await vendorCount()).toBe(0);
    });

    it('keeps nothing when writing the plates fails part-way (one transaction)', async () => {
      const real = t.db.transaction.bind(t.db);
      const spy = jest.spyOn(t.db, 'transaction').mockImplementation((async (fn: (tx: unknown) => Promise<unknown>) =>
        real(async (tx) => {
          await fn(tx);
          throw new Error('disk full');
        })) as unknown as typeof t.db.transaction);
      try {
        const res = await call(t.app, 'POST', `${base(lotA)}/add`, {
          token: tok.admin,
          body: { name: 'Cafe', code: 'C1', expirationDate: '2027-01-01', plates: manyPlates(1500) },
        });
        expect(res.statusCode).toBe(500);
      } finally {
        spy.mockRestore();
      }
      expect(await vendorCount()).toBe(0);
      expect(await plateCount()).toBe(0);
    });
  });

  describe('GET /locations/{id}/vendors', () => {
    it('lists the location’s vendors by name with their plates, and the location (data.vendors, data.location.name)', async () => {
      const b = await add(lotA, { name: 'Bistro', code: 'B1', expirationDate: '2027-01-01', plates: [{ number: 'B1', state: 'NY' }] });
      const a = await add(lotA, { name: 'Alpha Gym', code: 'A1', expirationDate: '2027-02-01' });
      await add(lotB, { name: 'Elsewhere', code: 'E1', expirationDate: '2027-02-01' });
      const res = await call(t.app, 'GET', base(lotA), { token: tok.admin });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe('success');
      expect(body.location).toMatchObject({ _id: lotA, name: 'Lot A', address: 'A street' });
      expect(body.vendors.map((v: VendorJson) => v._id)).toEqual([a._id, b._id]);
      expect(body.vendors[1]).toEqual({ ...b, plateCount: 1 });
    });

    it('leaves the plates out with plates=none, still counting them', async () => {
      await add(lotA, { name: 'Bistro', code: 'B1', expirationDate: '2027-01-01', plates: manyPlates(3) });
      const res = await call(t.app, 'GET', `${base(lotA)}?plates=none`, { token: tok.admin });
      expect(res.statusCode).toBe(200);
      expect(res.json().vendors[0]).toMatchObject({ name: 'Bistro', plates: [], plateCount: 3 });
    });

    it('answers an empty list for a location without vendors, and 404 for an unknown location', async () => {
      const empty = await call(t.app, 'GET', base(lotB), { token: tok.admin });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({ status: 'success', vendors: [], location: { name: 'Lot B' } });
      const unknown = await call(t.app, 'GET', base(UNKNOWN), { token: tok.admin });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 'fail', message: MESSAGES.locationNotFound });
    });
  });

  describe('GET /locations/{id}/vendors/{vendorId}', () => {
    it('answers the vendor with its plates and its location (data.location, data.vendor)', async () => {
      const v = await add(lotA, { name: 'Bistro', code: 'B1', expirationDate: '2027-01-01', plates: [{ number: 'zz1', state: 'pa' }] });
      const res = await call(t.app, 'GET', `${base(lotA)}/${v._id}`, { token: tok.admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        location: expect.objectContaining({ _id: lotA, name: 'Lot A' }),
        vendor: { ...v, plates: [{ number: 'ZZ1', state: 'PA' }], plateCount: 1 },
      });
    });

    it('answers 404 for an unknown vendor, an unknown location, and a vendor of another location', async () => {
      const v = await add(lotA, { name: 'Bistro', code: 'B1', expirationDate: '2027-01-01' });
      for (const url of [`${base(lotA)}/${UNKNOWN}`, `${base(UNKNOWN)}/${v._id}`, `${base(lotB)}/${v._id}`]) {
        const res = await call(t.app, 'GET', url, { token: tok.admin });
        expect(res.statusCode).toBe(404);
        expect(res.json().status).toBe('fail');
      }
      expect((await call(t.app, 'GET', `${base(lotB)}/${v._id}`, { token: tok.admin })).json().message).toBe(MESSAGES.vendorNotFound);
    });
  });

  describe('PUT /locations/{id}/vendors/{vendorId}', () => {
    it('replaces the vendor and its whole plate list', async () => {
      const v = await add(lotA, {
        name: 'Bistro',
        code: 'B1',
        expirationDate: '2027-01-01',
        plates: [
          { number: 'OLD1', state: 'NY' },
          { number: 'KEEP1', state: 'NY' },
        ],
      });
      const res = await call(t.app, 'PUT', `${base(lotA)}/${v._id}`, {
        token: tok.admin,
        body: {
          name: 'Bistro Two',
          code: 'b2',
          expirationDate: '2028-06-30T12:00:00.000Z',
          plates: [
            { number: 'keep1', state: 'ny' },
            { number: 'NEW1', state: 'CT' },
            { number: 'NEW1', state: 'CT' },
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        message: MESSAGES.vendorUpdated,
        vendor: {
          _id: v._id,
          locationId: lotA,
          name: 'Bistro Two',
          code: 'B2',
          expirationDate: '2028-06-30T12:00:00.000Z',
          plates: [
            { number: 'KEEP1', state: 'NY' },
            { number: 'NEW1', state: 'CT' },
          ],
          plateCount: 2,
        },
      });
      expect((await platesOf(v._id)).sort(byPlate)).toEqual([
        { number: 'KEEP1', state: 'NY' },
        { number: 'NEW1', state: 'CT' },
      ]);
      const [row] = await t.db.select().from(vendors).where(eq(vendors.id, v._id));
      expect(row).toMatchObject({ name: 'Bistro Two', code: 'B2' });
    });

    it('keeps the plates when a replace leaves them out (a rename never loses the list); an empty list clears them', async () => {
      const plates = [
        { number: 'STAY1', state: 'MA' },
        { number: 'STAY2', state: 'NH' },
      ];
      const v = await add(lotA, { name: 'Deli', code: 'D1', expirationDate: '2027-01-01', plates });
      const renamed = await call(t.app, 'PUT', `${base(lotA)}/${v._id}`, {
        token: tok.admin,
        body: { name: 'Deli Two', code: 'D1', expirationDate: '2027-01-01' },
      });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().vendor).toMatchObject({ name: 'Deli Two', plates, plateCount: 2 });
      expect((await platesOf(v._id)).sort(byPlate)).toEqual(plates);
      const cleared = await call(t.app, 'PUT', `${base(lotA)}/${v._id}`, {
        token: tok.admin,
        body: { name: 'Deli Two', code: 'D1', expirationDate: '2027-01-01', plates: [] },
      });
      expect(cleared.json().vendor).toMatchObject({ plates: [], plateCount: 0 });
      expect(await platesOf(v._id)).toEqual([]);
    });

    it('refuses bad input with 400 naming the field and changes nothing', async () => {
      const v = await add(lotA, { name: 'Bistro', code: 'B1', expirationDate: '2027-01-01', plates: [{ number: 'OLD1', state: 'NY' }] });
      const res = await call(t.app, 'PUT', `${base(lotA)}/${v._id}`, {
        token: tok.admin,
        body: { name: 'Changed', code: 'B1', expirationDate: 'soon', plates: [] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^expirationDate/);
      const [row] = await t.db.select().from(vendors).where(eq(vendors.id, v._id));
      expect(row!.name).toBe('Bistro');
      expect(await platesOf(v._id)).toEqual([{ number: 'OLD1', state: 'NY' }]);
    });

    it('answers 404 for an unknown vendor or location and a vendor of another location, changing nothing', async () => {
      const v = await add(lotA, { name: 'Bistro', code: 'B1', expirationDate: '2027-01-01', plates: [{ number: 'OLD1', state: 'NY' }] });
      const body = { name: 'Moved', code: 'M1', expirationDate: '2027-01-01', plates: [] };
      for (const url of [`${base(lotA)}/${UNKNOWN}`, `${base(UNKNOWN)}/${v._id}`, `${base(lotB)}/${v._id}`]) {
        const res = await call(t.app, 'PUT', url, { token: tok.admin, body });
        expect(res.statusCode).toBe(404);
      }
      const [row] = await t.db.select().from(vendors).where(eq(vendors.id, v._id));
      expect(row).toMatchObject({ name: 'Bistro', locationId: lotA });
      expect(await platesOf(v._id)).toEqual([{ number: 'OLD1', state: 'NY' }]);
    });
  });

  describe('DELETE /locations/{id}/vendors/{vendorId}', () => {
    it('deletes the vendor and its plates', async () => {
      const keep = await add(lotA, { name: 'Keep', code: 'K1', expirationDate: '2027-01-01', plates: [{ number: 'K1', state: 'NY' }] });
      const v = await add(lotA, { name: 'Gone', code: 'G1', expirationDate: '2027-01-01', plates: manyPlates(2) });
      const res = await call(t.app, 'DELETE', `${base(lotA)}/${v._id}`, { token: tok.admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: MESSAGES.vendorDeleted });
      expect((await t.db.select().from(vendors)).map((r) => r.id)).toEqual([keep._id]);
      expect(await platesOf(v._id)).toEqual([]);
      expect(await plateCount()).toBe(1);
      const again = await call(t.app, 'DELETE', `${base(lotA)}/${v._id}`, { token: tok.admin });
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(MESSAGES.vendorNotFound);
    });

    it('answers 404 for an unknown location and a vendor of another location, deleting nothing', async () => {
      const v = await add(lotA, { name: 'Stay', code: 'S1', expirationDate: '2027-01-01' });
      expect((await call(t.app, 'DELETE', `${base(lotB)}/${v._id}`, { token: tok.admin })).statusCode).toBe(404);
      expect((await call(t.app, 'DELETE', `${base(UNKNOWN)}/${v._id}`, { token: tok.admin })).statusCode).toBe(404);
      expect(await vendorCount()).toBe(1);
    });
  });

  describe('access: management (odogwu) only', () => {
    it('answers 401 without a token and 403 to every other role, writing nothing', async () => {
      const v = await add(lotA, { name: 'Bistro', code: 'B1', expirationDate: '2027-01-01' });
      const body = { name: 'X', code: 'X', expirationDate: '2027-01-01' };
      const requests: [string, string, unknown?][] = [
        ['GET', base(lotA)],
        ['POST', base(lotA), body],
        ['POST', `${base(lotA)}/add`, body],
        ['GET', `${base(lotA)}/${v._id}`],
        ['PUT', `${base(lotA)}/${v._id}`, body],
        ['DELETE', `${base(lotA)}/${v._id}`],
      ];
      for (const [method, url, payload] of requests) {
        const anonymous = await call(t.app, method as 'GET', url, { body: payload });
        expect(anonymous.statusCode).toBe(401);
        // The owner of the location too: management is odogwu's.
        for (const who of ['owner', 'driver', 'enforcer', 'valet']) {
          const res = await call(t.app, method as 'GET', url, { token: tok[who], body: payload });
          expect([method, url, who, res.statusCode]).toEqual([method, url, who, 403]);
        }
      }
      expect(await vendorCount()).toBe(1);
      const [row] = await t.db.select().from(vendors);
      expect(row!.name).toBe('Bistro');
    });
  });

  describe('a vendor with 5,000 plates', () => {
    it('round-trips through add, get, list and replace, in a bounded time and size', async () => {
      const plates = manyPlates(5000);
      let started = Date.now();
      const v = await add(lotA, { name: 'Big Office', code: 'BIG', expirationDate: '2027-01-01', plates: [...plates].reverse() });
      const addMs = Date.now() - started;
      expect(v.plateCount).toBe(5000);
      expect(v.plates).toEqual(plates);
      expect(await plateCount()).toBe(5000);

      started = Date.now();
      const one = await call(t.app, 'GET', `${base(lotA)}/${v._id}`, { token: tok.admin });
      const getMs = Date.now() - started;
      expect(one.statusCode).toBe(200);
      expect(one.json().vendor.plates).toEqual(plates);

      const list = await call(t.app, 'GET', base(lotA), { token: tok.admin });
      expect(list.json().vendors[0].plates).toHaveLength(5000);
      // The list with every plate stays a few hundred kilobytes; without them it is a few hundred bytes.
      expect(list.body.length).toBeLessThan(400_000);
      const slim = await call(t.app, 'GET', `${base(lotA)}?plates=none`, { token: tok.admin });
      expect(slim.body.length).toBeLessThan(2_000);
      expect(slim.json().vendors[0].plateCount).toBe(5000);

      // Replace with half of them and 2,500 new ones.
      const next = [...plates.slice(0, 2500), ...manyPlates(7500).slice(5000)];
      started = Date.now();
      const put = await call(t.app, 'PUT', `${base(lotA)}/${v._id}`, {
        token: tok.admin,
        body: { name: 'Big Office', code: 'BIG', expirationDate: '2027-01-01', plates: next },
      });
      const putMs = Date.now() - started;
      expect(put.statusCode).toBe(200);
      expect(put.json().vendor.plateCount).toBe(5000);
      const stored = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(vendorPlates)
        .where(inArray(vendorPlates.plateNumber, [next[0]!.number, next[4999]!.number, plates[4999]!.number]));
      expect(stored[0]!.n).toBe(2);
      expect(await plateCount()).toBe(5000);
      // Generous bounds for a shared CI machine; measured well under a second each on PGlite.
      expect(Math.max(addMs, getMs, putMs)).toBeLessThan(15_000);
    });
  });
});
