import { ConfigError, DEMO_SUPERADMIN_EMAIL, loadConfig } from '../../../src/server/config';

describe('configuration from the environment', () => {
  it('has working defaults on a machine nobody configured', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, dataDir: './data', seedDemo: true, publicUrl: 'http://localhost:8080' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.superadminEmails).toEqual([DEMO_SUPERADMIN_EMAIL]);
  });

  it('reads PORT, DATA_DIR and a comma list of superadmin emails', () => {
    const c = loadConfig({ PORT: '9090', DATA_DIR: '/tmp/x', SUPERADMIN_EMAILS: ' A@x.io, b@y.io ,', SEED_DEMO: 'false' });
    expect(c).toMatchObject({ port: 9090, dataDir: '/tmp/x', seedDemo: false, superadminEmails: ['a@x.io', 'b@y.io'] });
  });

  it('refuses a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('PORT', () => {
  it.each(['', ' ', undefined])('means the default 8080 when empty (%p)', (value) => {
    expect(loadConfig({ PORT: value }).port).toBe(8080);
  });

  it.each(['1', '65535', ' 4000 '])('takes plain digits (%p)', (value) => {
    expect(loadConfig({ PORT: value }).port).toBe(Number(value.trim()));
  });

  it.each(['0', '0x10', '1e3', '-1', '65536', '80.5', '80 81', '+80'])('refuses %p with one line naming it', (value) => {
    expect(() => loadConfig({ PORT: value })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: value })).toThrow(
      `Invalid configuration: PORT: must be a whole number from 1 to 65535 (got ${JSON.stringify(value)})`,
    );
  });

  it('never echoes a secret it refuses', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
  });
});

describe('TRUST_PROXY', () => {
  it.each([undefined, '', '0', 'false', 'off', 'no'])('trusts no proxy when %p', (value) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  it.each([
    ['true', 1],
    ['on', 1],
    ['1', 1],
    [' 2 ', 2],
  ])('reads %p as a hop count (%p), never as every hop', (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it('takes a comma-separated list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['everyone', '10.0.0.0/33', '10.0.0.300', 'fd00::/129', '-1', '1.5', '10.0.0.1/8/2', 'localhost'])(
    'refuses %p at start-up naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY: must be off, a number of proxy hops/);
    },
  );
});
