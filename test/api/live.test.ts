import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { connectRedis } from '../../src/server/integrations/redis';
import { enforcerLocations, members, users, vendors, type LocationRow, type ZoneRow } from '../../src/server/db/schema';
import type { LiveEvent } from '../../src/server/plugins/live';
import { PUBLIC_STREAMS_PER_ADDRESS } from '../../src/server/modules/live/routes';
import { createLocation, createUser, createZone } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

interface Stream {
  status: number;
  headers: Headers;
  /** The `data:` of every event so far, parsed, `ready` included as { ready: true }. */
  events: unknown[];
  raw: string[];
  /** Resolves with the first event matching, or rejects after `ms`. */
  next(match: (ev: unknown) => boolean, ms?: number): Promise<unknown>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens an event stream with fetch (as src/app/api/live.ts does) and collects its events. */
async function openStream(base: string, path: string, token?: string): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${base}${path}`, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: abort.signal,
  });
  const events: unknown[] = [];
  const raw: string[] = [];
  const waiters: { match: (ev: unknown) => boolean; resolve: (ev: unknown) => void }[] = [];
  const push = (ev: unknown) => {
    events.push(ev);
    for (const w of [...waiters]) {
      if (w.match(ev)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(ev);
      }
    }
  };
  let ended: Promise<void> = Promise.resolve();
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            raw.push(block);
            const data = block
              .split('\n')
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n');
            if (block.includes('event: ready')) push({ ready: true });
            else if (data) push(JSON.parse(data));
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  } else {
    await res.text();
  }
  return {
    status: res.status,
    headers: res.headers,
    events,
    raw,
    ended,
    next(match, ms = 2000) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const w = {
          match,
          resolve: (ev: unknown) => {
            clearTimeout(timer);
            resolve(ev);
          },
        };
        waiters.push(w);
        const timer = setTimeout(() => {
          const i = waiters.indexOf(w);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
          }
        }, ms);
      });
    },
    close: () => abort.abort(),
  };
}

const isReady = (ev: unknown) => (ev as { ready?: boolean }).ready === true;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

function valetEvent(over: Partial<Extract<LiveEvent, { type: 'valet' }>> = {}): LiveEvent {
  return { type: 'valet', ticketId: crypto.randomUUID(), ownerId: null, phone: '5550001', locationId: null, status: 'parked', ...over };
}

function manualSession(zone: ZoneRow, location: LocationRow, plateNumber: string) {
  return { plateNumber, state: 'NY', zoneId: zone.id, locationId: location.id, startTime: new Date().toISOString(), totalCost: '5.00' };
}

async function post(base: string, path: string, token: string, body: unknown) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** Live updates (issue 11 point 4): the event streams of modules/live over the bus of plugins/live.ts. */
describe.each(backends)('live updates (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let enforcer: Awaited<ReturnType<typeof createUser>>;
  let lot: LocationRow;
  let otherLot: LocationRow;
  let zone: ZoneRow;
  const streams: Stream[] = [];
  const open = async (path: string, token?: string) => {
    const s = await openStream(base, path, token);
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    base = await listen(t.app);
    admin = (await createUser(t, { role: 'odogwu' })).token;
    owner = await createUser(t, { role: 'vendor' });
    enforcer = await createUser(t, { role: 'enforcer', invitedBy: owner.user.id });
    lot = await createLocation(t, { ownerId: owner.user.id, name: 'Live Lot' });
    otherLot = await createLocation(t, { ownerId: owner.user.id, name: 'Unserviced Lot' });
    zone = await createZone(t, { locationId: lot.id, zoneNumber: 'L1', priceCents: 500, isHourly: true });
    await t.db.insert(enforcerLocations).values({ enforcerId: enforcer.user.id, locationId: lot.id, assignedBy: owner.user.id });
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });
  afterAll(async () => {
    // The test's fetch keeps its sockets open for undici's keep-alive (4 s): end them so closing
    // does not wait for that.
    const closing = t.close();
    t.app.server.closeAllConnections();
    await closing;
  });

  it("an enforcer's stream of his location says when a session is added there, within 2 s", async () => {
    const s = await open(`/api/v1/live/locations/${lot.id}/sessions`, enforcer.token);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.headers.get('cache-control')).toMatch(/no-cache/);
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    await s.next(isReady);
    expect(s.raw[0]).toBe('retry: 2000');

    const started = Date.now();
    const res = await post(base, '/api/v1/sessions/add', admin, manualSession(zone, lot, 'LIVE1'));
    expect(res.status).toBe(201);
    expect(await s.next((ev) => (ev as { type?: string }).type === 'session')).toEqual({ type: 'session', locationId: lot.id });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('an enforcer may not listen to a location he does not service; nobody anonymous', async () => {
    expect((await open(`/api/v1/live/locations/${otherLot.id}/sessions`, enforcer.token)).status).toBe(404);
    expect((await open(`/api/v1/live/locations/${lot.id}/sessions`)).status).toBe(401);
    expect((await open(`/api/v1/live/locations/${lot.id}/sessions`, owner.token)).status).toBe(403);
  });

  it("a location's stream hears only its own location's sessions", async () => {
    const s = await open(`/api/v1/live/locations/${lot.id}/sessions`, enforcer.token);
    await s.next(isReady);
    t.app.deps.live.publish({ type: 'session', locationId: otherLot.id });
    t.app.deps.live.publish({ type: 'session', locationId: lot.id });
    await s.next((ev) => (ev as { type?: string }).type === 'session');
    await sleep(100);
    expect(s.events.filter((ev) => !isReady(ev))).toEqual([{ type: 'session', locationId: lot.id }]);
  });

  it("the public phone stream gets only its phone's events, and only the ticket id and status", async () => {
    const mine = await open('/api/v1/live/valets/pn/5551234');
    const other = await open('/api/v1/live/valets/pn/5559999');
    expect(mine.status).toBe(200);
    await Promise.all([mine.next(isReady), other.next(isReady)]);
    const ev = valetEvent({ phone: '5551234', ownerId: owner.user.id, status: 'requested' });
    t.app.deps.live.publish(ev);
    const got = await mine.next((e) => (e as { type?: string }).type === 'valet');
    expect(got).toEqual({ type: 'valet', ticketId: ev.type === 'valet' ? ev.ticketId : '', status: 'requested' });
    await sleep(100);
    expect(other.events.filter((e) => !isReady(e))).toEqual([]);
    expect((await open('/api/v1/live/valets/pn/not-a-phone')).status).toBe(400);
  });

  it('one address holds at most PUBLIC_STREAMS_PER_ADDRESS customer streams at once (429 past it); a closed one frees its place', async () => {
    const held: Stream[] = [];
    for (let i = 0; i < PUBLIC_STREAMS_PER_ADDRESS; i++) held.push(await open(`/api/v1/live/valets/pn/55500${String(i).padStart(5, '0')}`));
    expect(held.map((s) => s.status)).toEqual(held.map(() => 200));
    const over = await open('/api/v1/live/valets/pn/5550099999');
    expect([over.status]).toEqual([429]);
    held.pop()!.close();
    await sleep(200);
    const again = await open('/api/v1/live/valets/pn/5550099999');
    expect(again.status).toBe(200);
    for (const s of [...held, again]) s.close();
  });

  it("valet staff hear their own company's tickets only; anonymous callers get 401", async () => {
    expect((await open('/api/v1/live/valets')).status).toBe(401);
    const otherOwner = await createUser(t, { role: 'vendor' });
    const mineStaff = await createUser(t, { role: 'valet', invitedBy: owner.user.id });
    const otherStaff = await createUser(t, { role: 'valet', invitedBy: otherOwner.user.id });
    const mine = await open('/api/v1/live/valets', mineStaff.token);
    const theirs = await open('/api/v1/live/valets', otherStaff.token);
    const all = await open('/api/v1/live/valets', admin);
    await Promise.all([mine, theirs, all].map((s) => s.next(isReady)));
    const ev = valetEvent({ ownerId: owner.user.id, status: 'parked' });
    t.app.deps.live.publish(ev);
    const isValet = (e: unknown) => (e as { type?: string }).type === 'valet';
    expect(await mine.next(isValet)).toMatchObject({ type: 'valet', status: 'parked' });
    expect(await all.next(isValet)).toMatchObject({ type: 'valet', status: 'parked' });
    await sleep(150);
    expect(theirs.events.filter(isValet)).toEqual([]);
    // The phone travels on the bus but never to the staff stream's clients.
    expect(mine.raw.join('\n')).not.toContain('5550001');
  });

  it("a customer's request through the valet API reaches the company's desk and the phone's page within 2 s", async () => {
    const staff = await createUser(t, { role: 'valet', invitedBy: owner.user.id });
    const created = await post(base, '/api/v1/valets', staff.token, {
      ticketNumber: 'LIVE1',
      phoneNumber: '5550424242',
      plateNumber: 'LIVE1',
      state: 'GA',
      make: 'Kia',
      color: 'Red',
      firstName: 'Lee',
    });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { valet: { _id: string } }).valet._id;
    const desk = await open('/api/v1/live/valets', staff.token);
    const page = await open('/api/v1/live/valets/pn/5550424242');
    await Promise.all([desk.next(isReady), page.next(isReady)]);
    const started = Date.now();
    const res = await fetch(`${base}/api/v1/valets/${id}/only`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'requested' }),
    });
    expect(res.status).toBe(200);
    const isRequest = (e: unknown) =>
      (e as { ticketId?: string; status?: string }).ticketId === id && (e as { status?: string }).status === 'requested';
    await Promise.all([desk.next(isRequest), page.next(isRequest)]);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a guest validation and a member code at the lot tell its stream once committed; a repeat does not', async () => {
    const s = await open(`/api/v1/live/locations/${lot.id}/sessions`, enforcer.token);
    await s.next(isReady);
    const code = `LV${Date.now() % 100000}`;
    await t.db
      .insert(vendors)
      .values({ locationId: lot.id, name: 'Live Vendor', code, expirationDate: new Date(Date.now() + 30 * 86_400_000) });
    const body = { code, locationId: lot.id, licensePlate: 'GUEST1', licenseState: 'NY' };
    const isSession = (ev: unknown) => (ev as { type?: string }).type === 'session';
    expect((await call(t.app, 'POST', '/api/v1/sessions/validate', { body })).statusCode).toBe(201);
    await s.next(isSession);
    // The same submit again answers the same session and writes nothing: no event.
    expect((await call(t.app, 'POST', '/api/v1/sessions/validate', { body })).statusCode).toBe(201);
    await t.db
      .insert(members)
      .values({ userId: owner.user.id, locationId: lot.id, plate: 'MEMB1', code: 'MCODE1', validUntilDate: '2099-12-31' });
    const member = { code: 'MCODE1', locationId: lot.id, zoneId: zone.id, plateNumber: 'MEMB1' };
    expect((await call(t.app, 'POST', '/api/v1/sessions/code', { body: member })).statusCode).toBe(200);
    await s.next((ev) => s.events.filter(isSession).length === 2 && isSession(ev));
    await sleep(100);
    expect(s.events.filter(isSession)).toHaveLength(2);
  });

  it('an enforcer deactivated while listening: the stream ends at once and delivers nothing more', async () => {
    const gone = await createUser(t, { role: 'enforcer', invitedBy: owner.user.id, password: 'secret-pass-1' });
    await t.db.insert(enforcerLocations).values({ enforcerId: gone.user.id, locationId: lot.id, assignedBy: owner.user.id });
    const s = await open(`/api/v1/live/locations/${lot.id}/sessions`, gone.token);
    await s.next(isReady);
    const isSession = (ev: unknown) => (ev as { type?: string }).type === 'session';
    t.app.deps.live.publish({ type: 'session', locationId: lot.id });
    await s.next(isSession);
    const res = await call(t.app, 'PATCH', `/api/v1/users/enforcement/${gone.user.id}`, { token: owner.token, body: { isActive: false } });
    expect(res.statusCode).toBe(200);
    // Published right after the change commits: it must not reach the deactivated enforcer.
    t.app.deps.live.publish({ type: 'session', locationId: lot.id });
    const ended = await Promise.race([s.ended.then(() => true), sleep(2000).then(() => false)]);
    expect(ended).toBe(true);
    expect(s.events.filter(isSession)).toHaveLength(1);
  });

  it('a stream whose token was revoked elsewhere (token_version moved in the database) ends; others of the same kind go on', async () => {
    const revoked = await createUser(t, { role: 'valet', invitedBy: owner.user.id });
    const kept = await createUser(t, { role: 'valet', invitedBy: owner.user.id });
    const s = await open('/api/v1/live/valets', revoked.token);
    const other = await open('/api/v1/live/valets', kept.token);
    await Promise.all([s.next(isReady), other.next(isReady)]);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, revoked.user.id));
    const ended = await Promise.race([s.ended.then(() => true), sleep(3000).then(() => false)]);
    expect(ended).toBe(true);
    const isValet = (e: unknown) => (e as { type?: string }).type === 'valet';
    t.app.deps.live.publish(valetEvent({ ownerId: owner.user.id, status: 'parked' }));
    expect(await other.next(isValet)).toMatchObject({ type: 'valet', status: 'parked' });
    expect(s.events.filter(isValet)).toEqual([]);
  });

  it('an enforcer taken off the location: the stream ends at its next check', async () => {
    const moved = await createUser(t, { role: 'enforcer', invitedBy: owner.user.id });
    await t.db.insert(enforcerLocations).values({ enforcerId: moved.user.id, locationId: lot.id, assignedBy: owner.user.id });
    const s = await open(`/api/v1/live/locations/${lot.id}/sessions`, moved.token);
    await s.next(isReady);
    await t.db.delete(enforcerLocations).where(eq(enforcerLocations.enforcerId, moved.user.id));
    // The user row did not change: a touch of it (any update) makes the stream check again now.
    await t.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, moved.user.id));
    const ended = await Promise.race([s.ended.then(() => true), sleep(3000).then(() => false)]);
    expect(ended).toBe(true);
  });

  it("an enforcer taken off the location by the owner's team screen: the stream ends at once and delivers nothing more", async () => {
    const moved = await createUser(t, { role: 'enforcer', invitedBy: owner.user.id, password: 'secret-pass-1' });
    await t.db.insert(enforcerLocations).values({ enforcerId: moved.user.id, locationId: lot.id, assignedBy: owner.user.id });
    const s = await open(`/api/v1/live/locations/${lot.id}/sessions`, moved.token);
    await s.next(isReady);
    const res = await call(t.app, 'PUT', `/api/v1/users/enforcement/${moved.user.id}/locations`, {
      token: owner.token,
      body: { locationIds: [] },
    });
    expect(res.statusCode).toBe(200);
    // Published right after the change: it must not reach the enforcer who no longer services the lot.
    t.app.deps.live.publish({ type: 'session', locationId: lot.id });
    const ended = await Promise.race([s.ended.then(() => true), sleep(2000).then(() => false)]);
    expect(ended).toBe(true);
    expect(s.events.filter((ev) => (ev as { type?: string }).type === 'session')).toEqual([]);
  });

  it('a listener that throws does not stop the others nor the publisher', async () => {
    const seen: LiveEvent[] = [];
    const off1 = t.app.deps.live.subscribe(() => {
      throw new Error('boom');
    });
    const off2 = t.app.deps.live.subscribe((ev) => seen.push(ev));
    expect(() => t.app.deps.live.publish({ type: 'session', locationId: lot.id })).not.toThrow();
    await sleep(50);
    off1();
    off2();
    expect(seen).toEqual([{ type: 'session', locationId: lot.id }]);
  });
});

describe('closing the app ends its streams', () => {
  it('app.close() resolves quickly with streams open, and the clients see the end', async () => {
    const t = await createTestApp('pglite');
    const base = await listen(t.app);
    const staff = await createUser(t, { role: 'odogwu' });
    const streams = await Promise.all([
      openStream(base, '/api/v1/live/valets', staff.token),
      openStream(base, '/api/v1/live/valets/pn/5551234'),
    ]);
    await Promise.all(streams.map((s) => s.next(isReady)));
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(1000);
    await Promise.all(streams.map((s) => s.ended));
    await t.handle.close();
  });
});

/**
 * DESIGN: behind a load balancer, Redis carries live updates between instances. Two instances on
 * one PostgreSQL database and one Redis: a change made through A reaches a client of B.
 */
const redisUrl = process.env.REDIS_URL;
const twoInstances = process.env.DATABASE_URL && redisUrl ? describe : describe.skip;
twoInstances('live updates across two instances (needs DATABASE_URL and REDIS_URL; skipped without them)', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let redisA: Awaited<ReturnType<typeof connectRedis>>;
  let redisB: Awaited<ReturnType<typeof connectRedis>>;
  beforeAll(async () => {
    // t's own app (no Redis) only made the database; the two instances share it and Redis.
    t = await createTestApp('postgres');
    redisA = await connectRedis(redisUrl);
    redisB = await connectRedis(redisUrl);
    const make = (redis: typeof redisA) =>
      buildApp({ config: t.config, dbHandle: t.handle, jwtSecret: 'test-secret-test-secret-test-secret', redis, logger: false });
    a = await make(redisA);
    b = await make(redisB);
  });
  afterAll(async () => {
    // As above: the test's fetch sockets would hold each close for undici's keep-alive.
    for (const app of [a, b]) {
      const closing = app?.close();
      app?.server.closeAllConnections();
      await closing;
    }
    redisA?.disconnect();
    redisB?.disconnect();
    await t.close();
  });

  it('a session added through A reaches an enforcer listening on B within 2 s, once', async () => {
    const baseA = await listen(a);
    const baseB = await listen(b);
    const admin = (await createUser(t, { role: 'odogwu' })).token;
    const owner = await createUser(t, { role: 'vendor' });
    const enforcer = await createUser(t, { role: 'enforcer', invitedBy: owner.user.id });
    const lot = await createLocation(t, { ownerId: owner.user.id });
    const zone = await createZone(t, { locationId: lot.id, zoneNumber: 'R1', priceCents: 500, isHourly: true });
    await t.db.insert(enforcerLocations).values({ enforcerId: enforcer.user.id, locationId: lot.id, assignedBy: owner.user.id });

    const onB = await openStream(baseB, `/api/v1/live/locations/${lot.id}/sessions`, enforcer.token);
    const onA = await openStream(baseA, `/api/v1/live/locations/${lot.id}/sessions`, enforcer.token);
    try {
      await Promise.all([onB.next(isReady), onA.next(isReady)]);
      // The subscribers connect in the background: wait until B hears what A publishes.
      for (let i = 0; i < 50; i++) {
        a.deps.live.publish({ type: 'session', locationId: '00000000-0000-4000-8000-000000000000' });
        const heard = new Promise<boolean>((resolve) => {
          const off = b.deps.live.subscribe(() => {
            off();
            resolve(true);
          });
          setTimeout(() => {
            off();
            resolve(false);
          }, 100);
        });
        if (await heard) break;
      }
      const started = Date.now();
      const res = await post(baseA, '/api/v1/sessions/add', admin, manualSession(zone, lot, 'REDIS1'));
      expect(res.status).toBe(201);
      const isSession = (ev: unknown) => (ev as { type?: string }).type === 'session';
      expect(await onB.next(isSession)).toEqual({ type: 'session', locationId: lot.id });
      expect(Date.now() - started).toBeLessThan(2000);
      // A's own client hears it too, exactly once each.
      await onA.next(isSession);
      await sleep(200);
      expect(onB.events.filter(isSession)).toHaveLength(1);
      expect(onA.events.filter(isSession)).toHaveLength(1);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('when Redis is gone, publishing neither throws nor stops local delivery', async () => {
    const redis = await connectRedis(redisUrl);
    const app = await buildApp({
      config: t.config,
      dbHandle: t.handle,
      jwtSecret: 'test-secret-test-secret-test-secret',
      redis,
      logger: false,
    });
    try {
      redis!.disconnect();
      await sleep(50);
      const seen: LiveEvent[] = [];
      const off = app.deps.live.subscribe((ev) => seen.push(ev));
      expect(() => app.deps.live.publish({ type: 'session', locationId: 'x' })).not.toThrow();
      await sleep(100);
      off();
      expect(seen).toEqual([{ type: 'session', locationId: 'x' }]);
    } finally {
      await app.close();
    }
  });
});
