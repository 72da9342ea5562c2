import { eq } from 'drizzle-orm';
import { revenueAdjustments } from '../../src/server/db/schema';
import { createLocation, createSession, createUser, createZone } from './support/factories';
import { apiOperations, type Access } from './support/operations';
import { call, createTestApp, type TestApp } from './support/testApp';

/**
 * Issue 12's access matrix, its last column: another owner's record. For EVERY operation of the
 * OpenAPI document that names a record in its path and is not public, odogwu-wide or superadmin-only,
 * the caller of the same role from another company (another vendor, that vendor's enforcer and valet
 * staff, another driver) gets 404 on the first company's record: not 403, which would confirm the
 * record exists, and never its data or a change. Each path names its records in OWNED below; an
 * operation with a path parameter missing from it (or from NOT_OWNED) fails the test, so no new
 * route ships without saying whose records it reaches. The owner reading the same ids gets 200, so
 * the 404s are about ownership, not about made-up ids; and after every call the owner's records are
 * all still there.
 */
type Record_ = 'location' | 'zone' | 'session' | 'validation' | 'member' | 'event' | 'enforcer' | 'valet' | 'adjustment';
type Caller = 'vendor' | 'enforcer' | 'customer' | 'valet';

interface Operation {
  method: string;
  path: string;
  access: Access;
  hasHandler: boolean;
}

/** Whose record each parameter of a path names. */
const OWNED: Record<string, Record<string, Record_>> = {
  '/api/v1/users/enforcement/{id}': { id: 'enforcer' },
  '/api/v1/users/enforcement/{id}/locations': { id: 'enforcer' },
  '/api/v1/locations/{id}': { id: 'location' },
  '/api/v1/zones/{id}': { id: 'zone' },
  '/api/v1/sessions/{id}': { id: 'session' },
  '/api/v1/sessions/{id}/extend': { id: 'session' },
  '/api/v1/sessions/{id}/extend/confirm': { id: 'session' },
  '/api/v1/sessions/{id}/stop': { id: 'session' },
  '/api/v1/locations/{locationId}/validations': { locationId: 'location' },
  '/api/v1/locations/{locationId}/validations/{validationId}': { locationId: 'location', validationId: 'validation' },
  '/api/v1/validations/{id}': { id: 'validation' },
  '/api/v1/locations/{locationId}/members': { locationId: 'location' },
  '/api/v1/members/{id}': { id: 'member' },
  '/api/v1/locations/{locationId}/events': { locationId: 'location' },
  '/api/v1/locations/{locationId}/events/{eventId}': { locationId: 'location', eventId: 'event' },
  '/api/v1/events/{id}': { id: 'event' },
  '/api/v1/locations/service/{id}': { id: 'location' },
  '/api/v1/locations/service/{id}/checks': { id: 'location' },
  '/api/v1/live/locations/{id}/sessions': { id: 'location' },
  '/api/v1/valets/{id}': { id: 'valet' },
  '/api/v1/valets/{id}/events': { id: 'valet' },
  '/api/v1/valets/{id}/update': { id: 'valet' },
  '/api/v1/billing/revenue/adjustments/{id}/reverse': { id: 'adjustment' },
};

/** Paths with parameters that name no company's record, and why. */
const NOT_OWNED: Record<string, string> = {
  '/api/v1/vehicles/{id}': "not built yet (501 to everyone): a driver's own vehicle when it is",
};

/** The access kinds whose records belong to a company or a driver (public, odogwu-wide and superadmin ones do not). */
const OWNED_ACCESS: readonly Access[] = ['manageLocations', 'service', 'signedIn', 'book', 'valet', 'authenticated'];

/** Who from the other company asks, by the operation's access. */
const CALLER: Partial<Record<Access, Caller>> = {
  manageLocations: 'vendor',
  service: 'enforcer',
  signedIn: 'customer',
  book: 'customer',
  authenticated: 'customer',
  valet: 'valet',
};

/** A body each write accepts, so the answer is about the record and not about the input (404, not 400). */
const BODIES: Record<string, unknown> = {
  'PATCH /api/v1/users/enforcement/{id}': { isActive: false },
  'PUT /api/v1/users/enforcement/{id}/locations': { locationIds: [] },
  'POST /api/v1/locations/{id}': { locationName: 'Taken Over' },
  'PATCH /api/v1/zones/{id}': { price: 1 },
  'PATCH /api/v1/sessions/{id}': { plateNumber: 'TAKEN1' },
  'POST /api/v1/sessions/{id}/extend': { hours: 1 },
  'POST /api/v1/sessions/{id}/extend/confirm': { paymentIntentId: 'pi_unknown' },
  'POST /api/v1/sessions/{id}/stop': {},
  'PATCH /api/v1/validations/{id}': { code: 'TAKEN' },
  'PATCH /api/v1/members/{id}': { name: 'Taken' },
  'PATCH /api/v1/events/{id}': { eventName: 'Taken' },
  'PATCH /api/v1/valets/{id}': { status: 'parked', values: { parkedBy: 'Someone', parkedLocation: 'Level 9' } },
  'PATCH /api/v1/valets/{id}/update': { color: 'Taken' },
};

/** A query string an operation requires. */
const QUERIES: Record<string, string> = {
  'GET /api/v1/locations/service/{id}/checks': '?plate=OWNED1',
};

/**
 * Answers other than 404 that are right, and why. A made-up payment is refused (400) before the
 * session is looked at; with company A's own payment id the answer is 404 like the others.
 */
const NOT_404: Record<string, number> = {
  'POST /api/v1/sessions/{id}/extend/confirm': 400,
};

describe("another company's records answer 404 on every route that names one", () => {
  let t: TestApp;
  let base: string;
  let operations: Operation[];
  const ids = {} as Record<Record_, string>;
  const owner = {} as Record<Caller, string>;
  const other = {} as Record<Caller, string>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    operations = (await apiOperations<{ 'x-access'?: Access; responses?: Record<string, unknown> }>(t.app))
      .filter((op) => op.path.includes('{'))
      // A declared route without a handler documents its 501 (schemas/route.ts errorStatuses).
      .map(({ method, path, access, doc }) => ({ method, path, access, hasHandler: !Object.keys(doc.responses ?? {}).includes('501') }));

    // Company A (the owner, its enforcer and valet staff, a driver) and company B, alike.
    const vendorA = await createUser(t, { role: 'vendor' });
    const vendorB = await createUser(t, { role: 'vendor' });
    const customerA = await createUser(t, { role: 'customer' });
    owner.vendor = vendorA.token;
    other.vendor = vendorB.token;
    owner.customer = customerA.token;
    other.customer = (await createUser(t, { role: 'customer' })).token;
    const enforcerA = await createUser(t, { role: 'enforcer', invitedBy: vendorA.user.id });
    owner.enforcer = enforcerA.token;
    other.enforcer = (await createUser(t, { role: 'enforcer', invitedBy: vendorB.user.id })).token;
    owner.valet = (await createUser(t, { role: 'valet', invitedBy: vendorA.user.id })).token;
    other.valet = (await createUser(t, { role: 'valet', invitedBy: vendorB.user.id })).token;
    ids.enforcer = enforcerA.user.id;

    const lotA = await createLocation(t, { ownerId: vendorA.user.id, name: 'Company A Lot' });
    const lotB = await createLocation(t, { ownerId: vendorB.user.id, name: 'Company B Lot' });
    ids.location = lotA.id;
    ids.zone = (await createZone(t, { locationId: lotA.id, zoneNumber: 'A1', priceCents: 500 })).id;
    await createZone(t, { locationId: lotB.id, zoneNumber: 'B1', priceCents: 500 });
    ids.session = (await createSession(t, { locationId: lotA.id, zoneId: ids.zone, userId: customerA.user.id, paid: true })).id;
    // Each enforcer services their own company's lot.
    const serviceA = await call(t.app, 'PUT', `/api/v1/users/enforcement/${enforcerA.user.id}/locations`, {
      token: vendorA.token,
      body: { locationIds: [lotA.id] },
    });
    expect(serviceA.statusCode).toBe(200);

    /** POSTs as company A and returns the new record's id: the `_id` of the answer's record, at its top or under `data`. */
    const made = async (url: string, body: unknown, token: string) => {
      const res = await call(t.app, 'POST', url, { token, body });
      expect(`${url} ${res.statusCode} ${res.body}`).toMatch(new RegExp(`^${url} 201 `));
      const json = res.json() as Record<string, unknown>;
      const records = [...Object.values(json), ...Object.values((json.data ?? {}) as Record<string, unknown>)];
      const id = records
        .map((r) => (r && typeof r === 'object' ? (r as { _id?: unknown })._id : undefined))
        .find((x) => typeof x === 'string');
      expect(id).toEqual(expect.any(String));
      return id as string;
    };
    // A revenue entry of /revenue/update (answered with its location, 200, so read back from its table).
    const entry = await call(t.app, 'POST', '/api/v1/billing/revenue/update', {
      token: vendorA.token,
      body: { locationId: lotA.id, lotRevenue: 40 },
    });
    expect(entry.statusCode).toBe(200);
    const [adjustment] = await t.db.select().from(revenueAdjustments).where(eq(revenueAdjustments.locationId, lotA.id));
    ids.adjustment = adjustment!.id;
    ids.validation = await made(
      '/api/v1/validations',
      { locationId: lotA.id, code: 'OWNEDA', startDate: '2026-12-01', endDate: '2026-12-31' },
      vendorA.token,
    );
    ids.member = await made(
      '/api/v1/members',
      { locationId: lotA.id, plate: 'OWNED1', valid_until_date: '2027-06-30', name: 'Ada', code: 'CHURCH' },
      vendorA.token,
    );
    ids.event = await made(
      '/api/v1/events',
      {
        locationId: lotA.id,
        location: 'Company A Lot',
        eventName: 'Game night',
        startDate: '2026-12-05T18:00:00-08:00',
        endDate: '2026-12-05T23:00:00-08:00',
        spotCount: 20,
      },
      vendorA.token,
    );
    ids.valet = await made(
      '/api/v1/valets',
      {
        locationId: lotA.id,
        ticketNumber: '501',
        phoneNumber: '5550001111',
        plateNumber: 'VAL501',
        state: 'GA',
        make: 'Honda',
        model: 'Civic',
        color: 'Blue',
        firstName: 'Dana',
        price: 1500,
      },
      owner.valet,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The path with each parameter replaced by company A's record it names. */
  const fill = (method: string, path: string) =>
    path.replace(/\{([^}]+)\}/g, (_, name: string) => ids[OWNED[path]![name]!]) + (QUERIES[`${method} ${path}`] ?? '');
  const owned = () => operations.filter((op) => OWNED_ACCESS.includes(op.access));
  const live = (path: string) => path.startsWith('/api/v1/live/');

  /** Over real HTTP for a live stream (its status is in the headers; the stream is then dropped), inject otherwise. */
  async function status(method: string, url: string, token: string, body?: unknown): Promise<number> {
    if (!live(url)) return (await call(t.app, method as 'GET', url, { token, body })).statusCode;
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    await res.body?.cancel();
    return res.status;
  }

  it('classifies every operation with a path parameter', () => {
    expect(owned().length).toBeGreaterThan(25);
    const unclassified = owned()
      .filter((op) => !OWNED[op.path] && !NOT_OWNED[op.path])
      .map((op) => `${op.method} ${op.path} (${op.access})`);
    expect(unclassified).toEqual([]);
  });

  it('lets the owner read its own records by these ids (so a 404 below is about ownership)', async () => {
    const wrong: string[] = [];
    for (const op of owned().filter((o) => o.method === 'GET' && OWNED[o.path] && o.hasHandler && !live(o.path))) {
      const caller = CALLER[op.access]!;
      const got = await status('GET', fill('GET', op.path), owner[caller]);
      if (got !== 200) wrong.push(`GET ${op.path} as the owner's ${caller}: ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 404 to the other company on each of them, and changes nothing', async () => {
    const wrong: string[] = [];
    // Writes first would change the records the reads use: reads, then writes, then deletes.
    const order = (m: string) => (m === 'GET' ? 0 : m === 'DELETE' ? 2 : 1);
    const ops = owned()
      .filter((op) => OWNED[op.path] && op.hasHandler && !live(op.path))
      .sort((a, b) => order(a.method) - order(b.method));
    for (const op of ops) {
      const caller = CALLER[op.access]!;
      const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : (BODIES[`${op.method} ${op.path}`] ?? {});
      const got = await status(op.method, fill(op.method, op.path), other[caller], body);
      const want = NOT_404[`${op.method} ${op.path}`] ?? 404;
      if (got !== want) wrong.push(`${op.method} ${op.path} as another company's ${caller}: ${got}, expected ${want}`);
    }
    // Everything company A had is still there, as it was.
    for (const op of owned().filter((o) => o.method === 'GET' && OWNED[o.path] && o.hasHandler && !live(o.path))) {
      const caller = CALLER[op.access]!;
      const got = await status('GET', fill('GET', op.path), owner[caller]);
      if (got !== 200) wrong.push(`after the other company's calls, GET ${op.path} as the owner's ${caller}: ${got}`);
    }
    expect(wrong).toEqual([]);
  });

  it("keeps another company's enforcer off the lot's live stream", async () => {
    const got = await status('GET', `/api/v1/live/locations/${ids.location}/sessions`, other.enforcer);
    expect([403, 404]).toContain(got);
  });
});
