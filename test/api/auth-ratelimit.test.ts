import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, InjectOptions } from 'fastify';
import { outgoingMail, userTokens, users } from '../../src/server/db/schema';
import {
  createMemoryStore,
  createRateLimiter,
  createRedisStore,
  type LimitRule,
  type RateLimitStore,
} from '../../src/server/plugins/rateLimit';
import { loadConfig } from '../../src/server/config';
import { MESSAGES } from '../../src/shared/messages';
import { buildApp } from '../../src/server/app';
import { connectRedis } from '../../src/server/integrations/redis';
import { createUser } from './support/factories';
import { backends, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

const PASSWORD = 'Parking#2026';

describe.each(backends)('rate limits on sign-in and password reset (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { LOGIN_RATE_LIMIT: '3' });
    for (const n of ['locked', 'happy', 'reset', 'typo', 'forgot', 'owner'])
      await createUser(t, { name: n, email: `${n}@test.parking`, password: PASSWORD });
  });
  afterAll(async () => {
    await t.close();
  });

  const from = (ip: string, method: InjectOptions['method'], url: string, payload: unknown) =>
    t.app.inject({ method, url, remoteAddress: ip, payload: payload as InjectOptions['payload'] });
  const login = (ip: string, email: string, password: string) => from(ip, 'POST', '/api/v1/users/login', { email, password });

  it("once an account's failures are spent, refuses the addresses that failed, even for the right password, with Retry-After", async () => {
    for (let i = 0; i < 3; i++) expect((await login('10.0.0.1', 'locked@test.parking', 'Wrong#Pass1')).statusCode).toBe(401);
    const res = await login('10.0.0.1', 'LOCKED@test.parking', PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.tooManyRequests });
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(t.config.rateLimitWindowMs / 1000);
    // Other accounts from the same address still sign in.
    expect((await login('10.0.0.1', 'happy@test.parking', PASSWORD)).statusCode).toBe(200);
  });

  it('cannot be used to lock the owner out: an address with no failure of its own still signs in', async () => {
    // The attacker spends the account's budget (the QA sweep: 10 wrong passwords from one address).
    for (let i = 0; i < 3; i++) expect((await login('10.0.3.1', 'owner@test.parking', 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await login('10.0.3.1', 'owner@test.parking', 'Wrong#Pass1')).statusCode).toBe(429);
    // A fresh address gets one guess: wrong, and that address is refused from then on too.
    expect((await login('10.0.3.2', 'owner@test.parking', 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await login('10.0.3.2', 'owner@test.parking', 'Wrong#Pass1')).statusCode).toBe(429);
    // Every address that failed stays refused, right password or not, with Retry-After.
    for (const ip of ['10.0.3.1', '10.0.3.2']) {
      const res = await login(ip, 'owner@test.parking', PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // The owner, from an address of their own, signs in with the right password...
    expect((await login('10.0.3.4', 'OWNER@test.parking', PASSWORD)).statusCode).toBe(200);
    // ...which clears the account's tally, so their next sign-ins go as usual.
    expect((await login('10.0.3.4', 'owner@test.parking', PASSWORD)).statusCode).toBe(200);
  });

  it('does not count successful sign-ins against the account', async () => {
    for (let i = 0; i < 6; i++) expect((await login('10.0.0.3', 'happy@test.parking', PASSWORD)).statusCode).toBe(200);
  });

  it('clears the account tally on a successful sign-in', async () => {
    for (let i = 0; i < 2; i++) expect((await login('10.0.0.4', 'typo@test.parking', 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await login('10.0.0.4', 'typo@test.parking', PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login('10.0.0.4', 'typo@test.parking', 'Wrong#Pass1')).statusCode).toBe(401);
    expect((await login('10.0.0.4', 'typo@test.parking', PASSWORD)).statusCode).toBe(429);
  });

  it('limits one address sweeping many accounts (five times the account limit)', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await login('10.0.0.5', `sweep${i}@test.parking`, 'Wrong#Pass1')).statusCode).toBe(401);
    }
    const res = await login('10.0.0.5', 'happy@test.parking', PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await login('10.0.0.6', 'happy@test.parking', PASSWORD)).statusCode).toBe(200);
  });

  it('limits forgot-password per account and writes no mail once limited', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await from(`10.0.1.${i}`, 'POST', '/api/v1/users/forgot-password', { email: 'forgot@test.parking' })).statusCode).toBe(200);
    }
    const count = async (table: typeof outgoingMail | typeof userTokens) =>
      (await t.db.select({ c: sql<number>`count(*)::int` }).from(table))[0]!.c;
    const [mail, tokens] = [await count(outgoingMail), await count(userTokens)];
    const res = await from('10.0.1.9', 'POST', '/api/v1/users/forgot-password', { email: 'forgot@test.parking' });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MESSAGES.tooManyRequests);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect([await count(outgoingMail), await count(userTokens)]).toEqual([mail, tokens]);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'forgot@test.parking'));
    expect(row).toBeDefined();
  });

  it('limits forgot-password per address across accounts', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await from('10.0.2.1', 'POST', '/api/v1/users/forgot-password', { email: `nobody${i}@test.parking` })).statusCode).toBe(404);
    }
    expect((await from('10.0.2.1', 'POST', '/api/v1/users/forgot-password', { email: 'reset@test.parking' })).statusCode).toBe(429);
  });
});

/** The counters themselves, in-process and (when REDIS_URL is set) in Redis. */
describe('rate limit stores', () => {
  async function exercise(store: RateLimitStore, now: { t: number } | null) {
    const key = `test:${crypto.randomUUID()}`;
    expect((await store.hit(key, 1000)).count).toBe(1);
    const second = await store.hit(key, 1000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(1000);
    await store.undo(key);
    expect((await store.hit(key, 1000)).count).toBe(2);
    await store.reset(key);
    expect((await store.hit(key, 1000)).count).toBe(1);
    // Undo never goes below zero or outlives the window.
    const other = `test:${crypto.randomUUID()}`;
    await store.undo(other);
    expect((await store.hit(other, 1000)).count).toBe(1);
    // A new window starts from zero.
    if (now) now.t += 1001;
    else await new Promise((r) => setTimeout(r, 1100));
    expect((await store.hit(key, 1000)).count).toBe(1);
  }

  it('counts in a fixed window in process', async () => {
    const clock = { t: 1_000_000 };
    await exercise(
      createMemoryStore(() => clock.t),
      clock,
    );
  });

  const redisUrl = process.env.REDIS_URL;
  (redisUrl ? it : it.skip)('counts in a fixed window in Redis', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    try {
      const warnings: unknown[] = [];
      const log = { warn: (o: unknown) => warnings.push(o) } as unknown as Parameters<typeof createRedisStore>[1];
      await exercise(createRedisStore(redis, log, `test-${crypto.randomUUID()}:`), null);
      expect(warnings).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});

/**
 * A shared budget (a location's wrong parking codes): once spent it refuses only callers with hits
 * of their own in their window, so one party cannot lock out everyone; in process and in Redis.
 */
describe('a shared budget', () => {
  const config = loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent' });
  async function exercise(store: RateLimitStore) {
    const limiter = createRateLimiter(store, config);
    const run = crypto.randomUUID();
    const headers: Record<string, string> = {};
    const reply = { header: (k: string, v: string) => (headers[k] = v) } as unknown as FastifyReply;
    const rules = (ip: string): LimitRule[] => [
      { key: `t:${run}:ip:${ip}`, limit: 2, windowMs: 60_000 },
      { key: `t:${run}:shared`, limit: 4, windowMs: 60_000, shared: true },
    ];
    const attempt = async (ip: string) => {
      try {
        await limiter.consume(reply, rules(ip));
        return 'ok';
      } catch (err) {
        return (err as { statusCode: number }).statusCode;
      }
    };
    // Two callers spend the shared budget with their own limits' worth of hits.
    for (const ip of ['a', 'a', 'b', 'b']) expect(await attempt(ip)).toBe('ok');
    // Their own limits refuse them; their refused hits do not reach the shared counter.
    expect(await attempt('a')).toBe(429);
    // A caller with one hit of its own is refused once the budget is spent, and gets that hit back.
    expect(await attempt('c')).toBe('ok');
    expect(await attempt('c')).toBe(429);
    expect(Number(headers['retry-after'])).toBeGreaterThan(0);
    expect(await attempt('c')).toBe(429);
    // A caller new to the window still goes (each once, unless its hit is taken back: a success).
    expect(await attempt('d')).toBe('ok');
    await Promise.all(rules('d').map((r) => store.undo(r.key)));
    expect(await attempt('d')).toBe('ok');
    expect(await attempt('e')).toBe('ok');
  }

  it('in process', async () => {
    await exercise(createMemoryStore());
  });

  const redisUrl = process.env.REDIS_URL;
  (redisUrl ? it : it.skip)('in Redis', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
    try {
      const warnings: unknown[] = [];
      const log = { warn: (o: unknown) => warnings.push(o) } as unknown as Parameters<typeof createRedisStore>[1];
      await exercise(createRedisStore(redis, log, `test-${crypto.randomUUID()}:`));
      expect(warnings).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});

/** DESIGN: behind a load balancer, Redis carries the counts between instances. */
describe('rate limits shared through Redis', () => {
  const redisUrl = process.env.REDIS_URL;
  (redisUrl ? it : it.skip)('two app instances on one Redis count one account together', async () => {
    const t = await createTestApp('pglite', { LOGIN_RATE_LIMIT: '3' });
    const redis = (await connectRedis(redisUrl))!;
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        buildApp({ config: t.config, dbHandle: t.handle, jwtSecret: 'test-secret-test-secret-test-secret', redis, logger: false }),
      ),
    );
    try {
      // Counters outlive the test in Redis for a window: a fresh account each run.
      const email = `shared-${crypto.randomUUID()}@test.parking`;
      const ip = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
      await createUser(t, { name: 'Shared', email, password: PASSWORD });
      const login = (app: typeof a, password: string) =>
        app!.inject({ method: 'POST', url: '/api/v1/users/login', remoteAddress: ip, payload: { email, password } });
      expect((await login(a, 'Wrong#Pass1')).statusCode).toBe(401);
      expect((await login(b, 'Wrong#Pass1')).statusCode).toBe(401);
      expect((await login(a, 'Wrong#Pass1')).statusCode).toBe(401);
      const res = await login(b, PASSWORD);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // The account's budget is shared, not a lockout: the owner from another address gets in, on either instance.
      const owner = `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
      const right = await a!.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        remoteAddress: owner,
        payload: { email, password: PASSWORD },
      });
      expect(right.statusCode).toBe(200);
      await redis.del(`rl:login:ip:${ip}`, `rl:login:ip:${owner}`, `rl:login:acct:${email}`);
    } finally {
      await a!.close();
      await b!.close();
      redis.disconnect();
      await t.close();
    }
  });
});
