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
