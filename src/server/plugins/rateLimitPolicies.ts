import { isIPv4, isIPv6 } from 'node:net';
import { LIMITS } from '../../shared/limits';
import type { Config } from '../config';
import type { LimitRule } from './rateLimit';

/**
 * What a counter is kept per: the client's address, the account (normalised email) it names, the
 * location it targets, the signed-in caller (account id), or the address a mail goes to (normalised).
 */
export type KeyPart = 'ip' | 'acct' | 'location' | 'user' | 'recipient';

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
  // Wrong passwords (a success gives the address its hit back and clears the account's tally).
  // Per address five times the configured limit, so one office behind a shared IP is not locked
  // out by a single user, yet one client cannot sweep many accounts. Per account the configured
  // limit, a shared budget: once spent, only an address with no wrong password of its own in its
  // window may still try (one try each), so the addresses that spent it are shut out while the
  // owner signing in from elsewhere still gets in (nobody can lock an account out).
  login: [
    { per: 'ip', limit: times(5), windowMs: configuredWindow },
    { per: 'acct', limit: times(1), windowMs: configuredWindow, shared: true },
  ],
  forgot: [
    { per: 'ip', limit: times(5), windowMs: configuredWindow },
    { per: 'acct', limit: times(1), windowMs: configuredWindow },
  ],
  // The link of an email change's undo mail (POST /users/email-undo/{token}): its token cannot be
  // guessed, but bound how fast one client can try.
  'email-undo': [{ per: 'ip', limit: times(5), windowMs: configuredWindow }],
  // Each message becomes an email: keep one client from flooding the support inbox.
  contact: [{ per: 'ip', limit: times(5), windowMs: configuredWindow }],
  // Each call mails an account's owner: one welcome per account a day, and few calls per client.
  welcome: [{ per: 'ip', limit: times(3), windowMs: configuredWindow }],
  // Its own policy: a second welcome the same day is not sent, and the caller is not told (the
  // answer would say the address has an account).
  'welcome-account': [{ per: 'acct', limit: () => 1, windowMs: () => 24 * 60 * 60_000 }],
  // Each Team invite mails the address it names: bound how many one manager sends, and (its own
  // policy, so the 429 names the address) how many reach one address, so no vendor can mail-bomb an
  // inbox; only invites sent count against the address (a refusal or a failed mail gives it back),
  // and a few an hour leave Invite Again working once in a while.
  invite: [{ per: 'user', limit: () => 30, windowMs: () => 60 * 60_000 }],
  'invite-recipient': [{ per: 'recipient', limit: () => 3, windowMs: () => 60 * 60_000 }],
  // Each call sends an email to any address: keep one client from using it to spam, and (only
  // receipts sent count there: a refused call gives the hit back) many clients together from
  // flooding one inbox: 10 an hour to one address, the driver's own few receipts fit.
  receipt: [
    { per: 'ip', limit: times(3), windowMs: configuredWindow },
    { per: 'recipient', limit: () => 10, windowMs: () => 60 * 60_000 },
  ],
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

/**
 * The address a per-address counter is kept under where one client could otherwise pose as many:
 * an IPv6 address by its /64 network (one subscriber's allocation, so one client cannot take a
 * fresh address per try), an IPv4-mapped IPv6 address as the IPv4 address, anything else as it is.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.toLowerCase().split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const front = groups(head);
  const back = ip.includes('::') ? groups(tail) : [];
  // An embedded IPv4 tail (a.b.c.d) fills two groups; only the first four groups matter here.
  const width = (g: string[]) => g.reduce((n, x) => n + (x.includes('.') ? 2 : 1), 0);
  const all = [...front, ...Array<string>(Math.max(0, 8 - width(front) - width(back))).fill('0'), ...back];
  return `${all
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

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
