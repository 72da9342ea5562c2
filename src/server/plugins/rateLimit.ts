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
  /** A budget many callers share: when spent, it refuses only callers with hits of their own (see `consume`). */
  shared?: true;
}

/** The 429's text: fixed, or built from the minutes until the caller may try again (default MESSAGES.tooManyRequests). */
export type RefusalText = string | ((retryMinutes: number) => string);

export interface RateLimiter {
  store: RateLimitStore;
  /**
   * Counts one hit on every rule; when one is over its limit, sets Retry-After and throws 429.
   * The caller's own counters (rules not `shared`) are hit first: over one of them the hits are
   * kept (hammering counts) and a shared counter is not touched, so a refused caller spends none
   * of the budget others share. A shared counter over its limit refuses only a caller that
   * already has a hit of its own in its window (this one aside), and then takes this request's
   * hits back: a caller new to the window still goes, so nobody can lock everyone else out by
   * spending a shared budget (a location's wrong parking codes).
   */
  consume(reply: FastifyReply, rules: readonly LimitRule[], message?: RefusalText): Promise<void>;
  /**
   * `consume` with the counters of a policy of rateLimitPolicies.ts; returns them, so a route that
   * counts only failures can undo or reset them on success.
   */
  enforce<A extends RateLimitAction>(reply: FastifyReply, action: A, who: KeyValues<A>, message?: RefusalText): Promise<LimitRule[]>;
  /**
   * Runs `run` after `enforce`: when it throws (a refusal, a mail that could not be sent) the hits
   * of `rules` are taken back and the error passes on, so only what was done counts against them.
   */
  countIfDone<T>(rules: readonly LimitRule[], run: () => Promise<T>): Promise<T>;
  /** Takes back this request's hit on each of `rules`: what it did is not to count against them. */
  takeBack(rules: readonly LimitRule[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export function createRateLimiter(store: RateLimitStore, config: Config): RateLimiter {
  const limiter: RateLimiter = {
    store,
    async takeBack(rules) {
      await Promise.all(rules.map((r) => store.undo(r.key)));
    },
    async countIfDone(rules, run) {
      try {
        return await run();
      } catch (err) {
        await limiter.takeBack(rules);
        throw err;
      }
    },
    async enforce(reply, action, who, message) {
      const rules = rulesFor(config, action, who);
      await limiter.consume(reply, rules, message);
      return rules;
    },
    async consume(reply, rules, message) {
      const own = rules.filter((r) => !r.shared);
      const shared = rules.filter((r) => r.shared);
      const overBy = (list: readonly LimitRule[], states: readonly WindowState[]) =>
        states.reduce((ms, s, i) => (s.count > list[i]!.limit ? Math.max(ms, s.resetInMs) : ms), 0);
      const ownStates = await Promise.all(own.map((r) => store.hit(r.key, r.windowMs)));
      let retryMs = overBy(own, ownStates);
      if (retryMs === 0 && shared.length > 0) {
        const sharedStates = await Promise.all(shared.map((r) => store.hit(r.key, r.windowMs)));
        const spentForMs = overBy(shared, sharedStates);
        // Hits of the caller's own before this one (tries that failed, or are still running).
        const triedBefore = ownStates.filter((s) => s.count > 1);
        if (spentForMs > 0 && triedBefore.length > 0) {
          await limiter.takeBack(rules);
          // Free again when the shared window ends, or the caller's own tries have all expired.
          retryMs = Math.min(spentForMs, Math.max(...triedBefore.map((s) => s.resetInMs)));
        }
      }
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
