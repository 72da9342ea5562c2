import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { verifyPassword } from '../../src/server/auth/password';
import { runCli, type CliIo } from '../../src/server/cli/run';
import { migrate, openDb } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { MESSAGES } from '../../src/shared/messages';
import { ROLES } from '../../src/shared/roles';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

const GOOD = 'Str0ng!pass';

function capture(): CliIo & { outText(): string; errText(): string } {
  const out: string[] = [];
  const err: string[] = [];
  return { out: (s) => out.push(s), err: (s) => err.push(s), outText: () => out.join('\n'), errText: () => err.join('\n') };
}

describe.each(backends)('operator CLI (%s)', (backend) => {
  let t: TestApp;
  const env = { DATA_DIR: 'memory', LOG_LEVEL: 'silent' };
  const run = async (...argv: string[]) => {
    const io = capture();
    const code = await runCli(argv, io, env, { handle: t.handle });
    return { code, out: io.outText(), err: io.errText() };
  };
  const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp(backend);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it.each(ROLES)('creates a %s user', async (role) => {
    const email = `New.${role}@Example.com`;
    const r = await run('user:create', '--role', role, '--email', email, '--password', GOOD, '--name', `A ${role}`);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(new RegExp(`^Created ${role} user new\\.${role}@example\\.com \\(id [0-9a-f-]{36}\\)\\.$`));
    const [u] = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    expect(u).toMatchObject({ role, name: `A ${role}`, isActive: true });
    expect(await verifyPassword(u!.passwordHash, GOOD)).toBe(true);
  });

  it('makes a customer named after the address when --role and --name are left out', async () => {
    const r = await run('user:create', '--email', 'Plain.Driver@Example.com', '--password', GOOD);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(/^Created customer user plain\.driver@example\.com \(id [0-9a-f-]{36}\)\.$/);
    const [u] = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'plain.driver@example.com'`);
    expect(u).toMatchObject({ role: 'customer', name: 'plain.driver', isActive: true });
  });

  it('reads --role superadmin as odogwu, the role SPEC gives the superadmin', async () => {
    const r = await run('user:create', '--role', 'superadmin', '--email', 'Boss.Two@Example.com', '--password', GOOD);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Created odogwu user boss\.two@example\.com/);
  });

  it('accepts --flag=value too', async () => {
    const r = await run('user:create', '--role=valet', '--email=eq.form@example.com', `--password=${GOOD}`, '--name=Eq Form');
    expect(r.code).toBe(0);
  });

  const rejected: [string, string[], number, string][] = [
    ['missing flags', ['user:create', '--role', 'vendor', '--name', 'X'], 2, 'Missing --email, --password.'],
    [
      'a flag without a value',
      ['user:create', '--role', 'vendor', '--email', 'x@example.com', '--name', 'X', '--password'],
      2,
      'Flag --password needs a value.',
    ],
    [
      'an unknown flag',
      ['user:create', '--role', 'vendor', '--email', 'x@example.com', '--name', 'X', '--password', GOOD, '--admin', 'yes'],
      2,
      'Unknown flag --admin',
    ],
    ['a stray argument', ['user:create', 'vendor'], 2, 'Unexpected argument "vendor".'],
    [
      'an unknown role',
      ['user:create', '--role', 'superuser', '--email', 'x@example.com', '--name', 'X', '--password', GOOD],
      1,
      'Unknown role "superuser". Roles: customer, vendor, odogwu, enforcer, admin, valet.',
    ],
    [
      'a bad email',
      ['user:create', '--role', 'vendor', '--email', 'not-an-email', '--name', 'X', '--password', GOOD],
      1,
      '"not-an-email" is not a valid email address.',
    ],
    [
      'a weak password',
      ['user:create', '--role', 'vendor', '--email', 'x@example.com', '--name', 'X', '--password', 'password'],
      1,
      MESSAGES.passwordRule,
    ],
    [
      'an email already taken, in another case',
      ['user:create', '--role', 'customer', '--email', 'NEW.VENDOR@example.COM', '--name', 'X', '--password', GOOD],
      1,
      'A user with the email new.vendor@example.com already exists.',
    ],
    ['an unknown command', ['user:delete'], 2, 'Unknown command "user:delete".'],
    ['no command', [], 2, 'No command given.'],
  ];
  it.each(rejected)('rejects %s and writes nothing', async (_label, argv, code, message) => {
    const before = await userCount();
    const r = await run(...argv);
    expect(r.code).toBe(code);
    expect(r.err).toContain(message);
    expect(r.out).toBe('');
    expect(await userCount()).toBe(before);
  });

  it('prints the help', async () => {
    const r = await run('help');
    expect(r.code).toBe(0);
    expect(r.out).toContain('user:create --email <email> --password <password> [--role <role>] [--name <name>]');
    expect(r.out).toContain('seed:demo');
  });

  it('seed:demo loads nothing once users exist, and says so', async () => {
    const before = await userCount();
    const r = await run('seed:demo');
    expect(r.code).toBe(0);
    expect(r.out).toContain('The database already has users: no demo data loaded.');
    expect(await userCount()).toBe(before);
  });
});

describe('operator CLI on its own database', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-cli-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('opens DATA_DIR like the server, writes, and closes it again', async () => {
    const env = { DATA_DIR: dir, LOG_LEVEL: 'silent' };
    const io = capture();
    expect(
      await runCli(['user:create', '--role', 'odogwu', '--email', 'ops@example.com', '--password', GOOD, '--name', 'Ops'], io, env),
    ).toBe(0);
    expect(io.outText()).toMatch(/^Created odogwu user ops@example.com/);
    // The CLI closed its PGlite, so the folder can be opened again.
    const handle = await openDb({ dataDir: dir });
    try {
      await migrate(handle);
      const [u] = await handle.db.select().from(users).where(eq(users.email, 'ops@example.com'));
      expect(u?.role).toBe('odogwu');
    } finally {
      await handle.close();
    }
  }, 60_000);
});

// The operator names their own superadmin; the demo must not have taken that address (with the public password).
describe('operator superadmin after a seeded first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { SUPERADMIN_EMAILS: 'ops@example.com' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('user:create for the SUPERADMIN_EMAILS address works and that account is the superadmin', async () => {
    const seeded = await seedDemoData(t.db, t.config);
    expect(seeded.created).toBe(true);
    expect(seeded.accounts.map((a) => a.email)).not.toContain('ops@example.com');
    expect(seeded.accounts.find((a) => a.email === 'superadmin@demo.parking')?.role).toBe('odogwu');
    const io = capture();
    const code = await runCli(
      ['user:create', '--role', 'odogwu', '--email', 'ops@example.com', '--password', GOOD, '--name', 'Ops'],
      io,
      { DATA_DIR: 'memory', SUPERADMIN_EMAILS: 'ops@example.com' },
      { handle: t.handle },
    );
    expect([code, io.errText()]).toEqual([0, '']);
    const login = async (email: string, password: string) =>
      (await call(t.app, 'POST', '/api/v1/users/login', { body: { email, password } })).json() as {
        token: string;
        data: { user: { isSuperadmin: boolean } };
      };
    const ops = await login('ops@example.com', GOOD);
    expect(ops.data.user.isSuperadmin).toBe(true);
    expect((await call(t.app, 'GET', '/api/v1/billing/subs', { token: ops.token })).statusCode).toBe(200);
    // The demo superadmin is an ordinary odogwu here: SUPERADMIN_EMAILS does not list it.
    const demo = await login('superadmin@demo.parking', 'Parking#2026');
    expect(demo.data.user.isSuperadmin).toBe(false);
    expect((await call(t.app, 'GET', '/api/v1/billing/subs', { token: demo.token })).statusCode).toBe(403);
  }, 60_000);
});
