import type { InjectOptions } from 'fastify';
import type { Permission } from '../../src/shared/access';
import type { Role } from '../../src/shared/roles';
import { MESSAGES } from '../../src/shared/messages';
import { createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

/**
 * The contract of every SPEC section 7 route whose behaviour is still to be built (all but users
 * and contact): the right caller gets 501 with {status, message} (never a fake 200 or a 404), a
 * caller without a token 401, a caller with the wrong role 403, and a malformed body 400.
 * When a route gets its behaviour, move its row to that resource's own test file.
 */

type Access = Permission | 'public';
interface Row {
  method: InjectOptions['method'];
  url: string;
  access: Access;
  /** A body that passes validation. */
  body?: unknown;
  /** A body that must be refused with 400. */
  bad?: unknown;
}

const ID = '7e8f9a0b-1c2d-4e3f-a4b5-c6d7e8f9a0b1';

const ROWS: Row[] = [
  // Locations, vendors and subscriptions are built: test/api/locations.test.ts, vehicleStatus.test.ts, vendors.test.ts, superadmin.test.ts
  // Vehicles
  { method: 'GET', url: `/api/v1/vehicles/${ID}`, access: 'signedIn' },
  // Sessions
  { method: 'GET', url: '/api/v1/sessions', access: 'manageLocations' },
  { method: 'GET', url: `/api/v1/sessions/${ID}`, access: 'signedIn' },
  { method: 'PATCH', url: `/api/v1/sessions/${ID}`, access: 'manageLocations', body: { totalCost: 3 }, bad: { totalCost: 'three' } },
  { method: 'DELETE', url: `/api/v1/sessions/${ID}`, access: 'manageLocations' },
  // Billing and valets are built: test/api/valets.test.ts
];

/** Who holds each permission, and a role that lacks it (SPEC section 6, src/shared/access.ts). */
const ALLOWED: Record<Permission, string> = {
  signedIn: 'customer',
  book: 'customer',
  manageLocations: 'vendor',
  service: 'enforcer',
  valet: 'valet',
  management: 'odogwu',
  superadmin: 'boss',
};
const DENIED: Record<Permission, string> = {
  signedIn: 'admin',
  book: 'vendor',
  manageLocations: 'customer',
  service: 'vendor',
  valet: 'customer',
  management: 'vendor',
  superadmin: 'odogwu',
};
const ACCOUNTS: Record<string, { role: Role; email: string }> = {
  customer: { role: 'customer', email: 'customer@test.parking' },
  vendor: { role: 'vendor', email: 'vendor@test.parking' },
  odogwu: { role: 'odogwu', email: 'odogwu@test.parking' },
  enforcer: { role: 'enforcer', email: 'enforcer@test.parking' },
  valet: { role: 'valet', email: 'valet@test.parking' },
  admin: { role: 'admin', email: 'admin@test.parking' },
  // createTestApp sets SUPERADMIN_EMAILS to this address.
  boss: { role: 'odogwu', email: 'boss@test.parking' },
};

const label = (r: Row) => `${r.method} ${r.url}`;
const authRows = ROWS.filter((r) => r.access !== 'public');
const badRows = ROWS.filter((r) => r.bad !== undefined);

describe.each(backends)('SPEC section 7 routes not built yet (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(backend);
    for (const [key, a] of Object.entries(ACCOUNTS)) {
      tokens[key] = (await createUser(t, { name: key, email: a.email, role: a.role })).token;
    }
    // PGlite's cold start plus the migration takes seconds on a busy machine.
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const tokenFor = (r: Row) => (r.access === 'public' ? undefined : tokens[ALLOWED[r.access]]);

  it('covers every route of the catalogue once', () => {
    expect(new Set(ROWS.map(label)).size).toBe(ROWS.length);
  });

  it.each(ROWS.map((r) => [label(r), r] as const))('%s answers 501 to an allowed caller', async (_l, r) => {
    const res = await call(t.app, r.method, r.url, { token: tokenFor(r), body: r.body });
    expect(res.statusCode).toBe(501);
    const body = res.json();
    expect(body).toEqual({ status: 'error', message: expect.any(String) });
    expect(body.message).toContain(MESSAGES.notImplemented);
    expect(body.message).toContain(`(${r.method} /api/v1/`);
  });

  it.each(authRows.map((r) => [label(r), r] as const))('%s answers 401 without a token', async (_l, r) => {
    const res = await call(t.app, r.method, r.url, { body: r.body });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'fail', message: expect.any(String) });
  });

  it.each(authRows.map((r) => [label(r), r] as const))('%s answers 403 to a role without the permission', async (_l, r) => {
    const res = await call(t.app, r.method, r.url, { token: tokens[DENIED[r.access as Permission]], body: r.body });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'fail', message: expect.any(String) });
  });

  it.each(authRows.map((r) => [label(r), r] as const))('%s checks access before the body (401 even when malformed)', async (_l, r) => {
    const res = await call(t.app, r.method, r.url, { body: r.bad ?? r.body });
    expect(res.statusCode).toBe(401);
  });

  it.each(badRows.map((r) => [label(r), r] as const))('%s answers 400 to a malformed body', async (_l, r) => {
    const res = await call(t.app, r.method, r.url, { token: tokenFor(r), body: r.bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'fail', message: expect.any(String) });
  });

  it('answers 400, not 404 or 500, to an id that is not a UUID', async () => {
    for (const url of ['/api/v1/locations/not-an-id', '/api/v1/locations/not-an-id/zones', '/api/v1/valets/pn/call-me']) {
      const res = await call(t.app, 'GET', url);
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers 400 to coordinates that are not numbers', async () => {
    const res = await call(t.app, 'GET', '/api/v1/locations/center/north,west');
    expect(res.statusCode).toBe(400);
  });
});
