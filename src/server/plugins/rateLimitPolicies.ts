import { LIMITS } from '../../shared/limits';
import type { Config } from '../config';
import type { LimitRule } from './rateLimit';

/** What a counter is kept per: the client's address, the account (normalised email) it names, or the location it targets. */
export type KeyPart = 'ip' | 'acct' | 'location';

interface PolicyRule {
  per: KeyPart;
  limit: (c: Config) => number;
  windowMs: (c: Config) => number;
  /**
   * A budget many callers share (a location's): once it is spent only callers with no hit of
   * their own in their window (the policy's other counters) may still go, so one party spending it
   * shuts out its own addresses, not everyone (see RateLimiter.consume).
   */
  shared?: true;
}

const configuredWindow = (c: Config) => c.rateLimitWindowMs;
/** A multiple of LOGIN_RATE_LIMIT in the configured window. */
const times = (n: number) => (c: Config) => c.loginRateLimit * n;

/**
 * Every rate-limited action, in one table: the counter name (part of the Redis key), what it is
 * counted per, the limit and the window. A limited route calls `app.rateLimiter.enforce(reply,
 * '<action>', who)` with one of these names.
 */
export const RATE_LIMIT_POLICIES = {
  // Per account the configured limit; per address five times that, so one office behind a shared
  // IP is not locked out by a single user, yet one client cannot sweep many accounts.
  login: [
    { per: 'ip', limit: times(5), windowMs: configuredWindow },
    { per: 'acct', limit: times(1), windowMs: configuredWindow },
  ],
  forgot: [
    { per: 'ip', limit: times(5), windowMs: configuredWindow },
    { per: 'acct', limit: times(1), windowMs: configuredWindow },
  ],
  // Each message becomes an email: keep one client from flooding the support inbox.
  contact: [{ per: 'ip', limit: times(5), windowMs: configuredWindow }],
  // Each call mails an account's owner: one welcome per account a day, and few calls per client.
  welcome: [{ per: 'ip', limit: times(3), windowMs: configuredWindow }],
  // Its own policy so its refusal names the address, not the client ("sent less than a day ago").
  'welcome-account': [{ per: 'acct', limit: () => 1, windowMs: () => 24 * 60 * 60_000 }],
  // Each call sends an email to any address: keep one client from using it to spam.
  receipt: [{ per: 'ip', limit: times(3), windowMs: configuredWindow }],
  // Public and, with a maps key, billed per call: bound what one client can spend.
  'search-place': [{ per: 'ip', limit: () => 120, windowMs: () => 60_000 }],
  // Each call writes a payment row and may call the provider: bound it per client.
  'booking-intent': [{ per: 'ip', limit: times(20), windowMs: configuredWindow }],
  // The registry tells make and model of known plates: bound how fast one client can walk it.
  'vehicle-lookup': [{ per: 'ip', limit: times(20), windowMs: configuredWindow }],
  // The valet customer pages open a ticket by phone number alone: bound how fast one client can
  // try numbers, and how often it can write (request, pay).
  'valet-customer': [{ per: 'ip', limit: () => 120, windowMs: () => 60_000 }],
  'valet-payment': [{ per: 'ip', limit: times(20), windowMs: configuredWindow }],
  // Wrong guest-validation and member codes (only guesses that failed count: a success, or a real
  // code refused as used up or out of its dates, gives its hits back). Per address; and per
  // location, shared, so many addresses together cannot sweep one lot's codes: once the location's
  // budget is spent, only an address with no wrong code of its own in its window may still try
  // (one guess each), so the sweeping addresses are shut out and a fresh guest still gets through.
  'parking-code': [
    { per: 'ip', limit: () => LIMITS.codeAttemptsPerIp, windowMs: () => LIMITS.codeAttemptWindowMinutes * 60_000 },
    {
      per: 'location',
      limit: () => LIMITS.codeAttemptsPerLocation,
      windowMs: () => LIMITS.codeAttemptWindowMinutes * 60_000,
      shared: true,
    },
  ],
} as const satisfies Record<string, readonly PolicyRule[]>;

export type RateLimitAction = keyof typeof RATE_LIMIT_POLICIES;

/** The parts a policy's counters are kept per, e.g. `{ ip, acct }` for login. */
export type KeyValues<A extends RateLimitAction> = Record<(typeof RATE_LIMIT_POLICIES)[A][number]['per'], string>;

/** The counters of one request under a policy, in the table's order. */
export function rulesFor<A extends RateLimitAction>(config: Config, action: A, who: KeyValues<A>): LimitRule[] {
  const values = who as Record<KeyPart, string>;
  return RATE_LIMIT_POLICIES[action].map((r: PolicyRule) => ({
    key: `${action}:${r.per}:${values[r.per]}`,
    limit: r.limit(config),
    windowMs: r.windowMs(config),
    ...(r.shared ? { shared: true as const } : {}),
  }));
}
