import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { tooManyRequests } from '../errors';
import { rulesFor, type KeyValues, type RateLimitAction } from './rateLimitPolicies';

/** The state of one counter in its current fixed window. */
export interface WindowState {
  count: number;
  /** Milliseconds until the window ends and the counter starts again from zero. */
  resetInMs: number;
}

/**
 * Fixed-window counters. With Redis every instance behind the load balancer shares them; without
 * it each process counts on its own (DESIGN: Redis carries rate limits between instances).
 */
export interface RateLimitStore {
  /** Counts one hit and returns the count including it. */
  hit(key: string, windowMs: number): Promise<WindowState>;
  /** Takes back one hit (a request that turned out not to count), never below zero. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

interface Slot {
  count: number;
  resetAt: number;
}

/** In-process counters; expired slots are swept lazily so no timer keeps the process alive. */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const slots = new Map<string, Slot>();
  let nextSweep = 0;

  function sweep(t: number) {
    if (t < nextSweep && slots.size < 50_000) return;
    for (const [k, s] of slots) if (s.resetAt <= t) slots.delete(k);
    nextSweep = t + 60_000;
  }

  return {
    async hit(key, windowMs) {
      const t = now();
      sweep(t);
      let slot = slots.get(key);
      if (!slot || slot.resetAt <= t) {
        slot = { count: 0, resetAt: t + windowMs };
        slots.set(key, slot);
      }
      slot.count += 1;
      return { count: slot.count, resetInMs: slot.resetAt - t };
    },
    async undo(key) {
      const slot = slots.get(key);
      if (slot && slot.resetAt > now() && slot.count > 0) slot.count -= 1;
    },
    async reset(key) {
      slots.delete(key);
    },
  };
}

// INCR and PEXPIRE in one script so a crash between them cannot leave a counter that never expires.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {c, ttl}
`;
// DECR only an existing key: on an expired one it would create a counter of -1 with no expiry.
const UNDO_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

/**
 * Redis counters shared by every instance. When Redis does not answer, counting falls back to this
 * process (logged) rather than refusing every sign-in or letting every attempt through.
 */
export function createRedisStore(redis: Redis, log: FastifyBaseLogger, prefix = 'rl:'): RateLimitStore {
  const fallback = createMemoryStore();
  const onError = (err: unknown) => log.warn({ err }, 'rate limit: Redis unavailable, counting in this process');
  return {
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
        return { count: Number(count), resetInMs: Number(ttl) };
      } catch (err) {
        onError(err);
        return fallback.hit(key, windowMs);
      }
    },
    async undo(key) {
      try {
        await redis.eval(UNDO_SCRIPT, 1, prefix + key);
      } catch (err) {
        onError(err);
        await fallback.undo(key);
      }
    },
    async reset(key) {
      try {
        await redis.del(prefix + key);
      } catch (err) {
        onError(err);
        await fallback.reset(key);
      }
    },
  };
}

/** One limited action, e.g. sign-in attempts per account. */
export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

/** The 429's text: fixed, or built from the minutes until the caller may try again (default MESSAGES.tooManyRequests). */
export type RefusalText = string | ((retryMinutes: number) => string);

export interface RateLimiter {
  store: RateLimitStore;
  /**
   * Counts one hit on every rule; when any is over its limit, sets Retry-After and throws 429.
   * The hits are counted even then, so hammering a closed window does not open it sooner.
   */
  consume(reply: FastifyReply, rules: readonly LimitRule[], message?: RefusalText): Promise<void>;
  /**
   * `consume` with the counters of a policy of rateLimitPolicies.ts; returns them, so a route that
   * counts only failures can undo or reset them on success.
   */
  enforce<A extends RateLimitAction>(reply: FastifyReply, action: A, who: KeyValues<A>, message?: RefusalText): Promise<LimitRule[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export function createRateLimiter(store: RateLimitStore, config: Config): RateLimiter {
  const limiter: RateLimiter = {
    store,
    async enforce(reply, action, who, message) {
      const rules = rulesFor(config, action, who);
      await limiter.consume(reply, rules, message);
      return rules;
    },
    async consume(reply, rules, message) {
      const states = await Promise.all(rules.map((r) => store.hit(r.key, r.windowMs)));
      let retryMs = 0;
      states.forEach((s, i) => {
        if (s.count > rules[i]!.limit) retryMs = Math.max(retryMs, s.resetInMs);
      });
      if (retryMs > 0) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(retryMs / 1000))));
        throw tooManyRequests(typeof message === 'function' ? message(Math.max(1, Math.ceil(retryMs / 60_000))) : message);
      }
    },
  };
  return limiter;
}

/**
 * Decorates the app with `rateLimiter` (Redis when app.deps.redis is set, else in-process).
 * Safe to register more than once: modules that need it register it themselves, and the first
 * registration in a scope wins.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.hasDecorator('rateLimiter')) return;
    const redis = app.deps.redis;
    const store = redis ? createRedisStore(redis, app.log) : createMemoryStore();
    app.decorate('rateLimiter', createRateLimiter(store, app.deps.config));
  },
  { name: 'rate-limit' },
);
