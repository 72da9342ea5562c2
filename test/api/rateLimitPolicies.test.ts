import { LIMITS } from '../../src/shared/limits';
import { loadConfig } from '../../src/server/config';
import { clientAddressKey, RATE_LIMIT_POLICIES, rulesFor, type RateLimitAction } from '../../src/server/plugins/rateLimitPolicies';

/** The one table of rate-limited actions (src/server/plugins/rateLimitPolicies.ts). */
describe('rate-limit policies', () => {
  const config = loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '4', RATE_LIMIT_WINDOW_MS: '60000' });

  it('counts sign-in per address (five times the limit) and per account (a shared budget), in that order', () => {
    expect(rulesFor(config, 'login', { ip: '10.0.0.1', acct: 'a@b.c' })).toEqual([
      { key: 'login:ip:10.0.0.1', limit: 20, windowMs: 60_000 },
      { key: 'login:acct:a@b.c', limit: 4, windowMs: 60_000, shared: true },
    ]);
  });

  it('counts wrong parking codes per address and per location (a shared budget), from the shared limits', () => {
    expect(rulesFor(config, 'parking-code', { ip: '10.0.0.1', location: 'lot-1' })).toEqual([
      { key: 'parking-code:ip:10.0.0.1', limit: LIMITS.codeAttemptsPerIp, windowMs: LIMITS.codeAttemptWindowMinutes * 60_000 },
      {
        key: 'parking-code:location:lot-1',
        limit: LIMITS.codeAttemptsPerLocation,
        windowMs: LIMITS.codeAttemptWindowMinutes * 60_000,
        shared: true,
      },
    ]);
  });

  it('counts Team invites per inviting manager and, in a policy of its own, per recipient address, by the hour', () => {
    expect(rulesFor(config, 'invite', { user: 'u-1' })).toEqual([{ key: 'invite:user:u-1', limit: 30, windowMs: 3_600_000 }]);
    expect(rulesFor(config, 'invite-recipient', { recipient: 'v@b.c' })).toEqual([
      { key: 'invite-recipient:recipient:v@b.c', limit: 3, windowMs: 3_600_000 },
    ]);
  });

  it('counts receipts per client and per recipient inbox (10 an hour)', () => {
    expect(rulesFor(config, 'receipt', { ip: '10.0.0.1', recipient: 'v@b.c' })).toEqual([
      { key: 'receipt:ip:10.0.0.1', limit: 12, windowMs: 60_000 },
      { key: 'receipt:recipient:v@b.c', limit: 10, windowMs: 3_600_000 },
    ]);
  });

  it('gives every action a positive limit and window', () => {
    for (const action of Object.keys(RATE_LIMIT_POLICIES) as RateLimitAction[]) {
      const who = { ip: '10.0.0.1', acct: 'a@b.c', location: 'lot-1', user: 'u-1', recipient: 'r@b.c' };
      for (const rule of rulesFor(config, action, who)) {
        expect(rule.key.startsWith(`${action}:`)).toBe(true);
        expect(rule.limit).toBeGreaterThan(0);
        expect(rule.windowMs).toBeGreaterThan(0);
      }
    }
  });

  it('keys an IPv6 client by its /64 network and an IPv4-mapped one as IPv4', () => {
    expect(clientAddressKey('10.0.0.1')).toBe('10.0.0.1');
    expect(clientAddressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('not-an-ip')).toBe('not-an-ip');
  });
});
