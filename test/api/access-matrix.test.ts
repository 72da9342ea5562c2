import { can } from '../../src/shared/access';
import type { Role } from '../../src/shared/roles';
import { createUser } from './support/factories';
import { apiOperations, type Access } from './support/operations';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * Issue 12's access matrix: EVERY operation of the OpenAPI document, called as each kind of caller,
 * answers what the one permission table (src/shared/access.ts) says: 401 without a token, 403 for
 * a role without the permission, and past the access check (anything but 401 and 403) otherwise.
 * Each operation's access comes from its own declaration (`x-access`, written by defineRoutes), so
 * a new route is in the matrix the day it exists, and one without a declaration fails here.
 * The check runs before the inputs are read, so ids and bodies here need not be real. The matrix's
 * last column, another owner's record (404), is test/api/ownership-matrix.test.ts: it needs real records.
 */
interface Operation {
  method: string;
  path: string;
  access: Access;
}
interface Caller {
  name: string;
  token: string | null;
  subject: { role: Role; isSuperadmin?: boolean } | null;
}

// A superadmin whose account a call deletes is made again under the next address.
const SUPERADMIN_EMAILS = Array.from({ length: 10 }, (_, i) => `matrix.superadmin${i}@test.parking`);
let superadmins = 0;
const nextSuperadminEmail = () => SUPERADMIN_EMAILS[superadmins++]!;
const ACCESSES: readonly Access[] = [
  'public',
  'authenticated',
  'signedIn',
  'book',
  'manageLocations',
  'service',
  'valet',
  'management',
  'superadmin',
];

/** A path with every {param} filled: a made-up id (the check comes before any lookup). */
const fill = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

function expected(op: Operation, caller: Caller): 'allowed' | 401 | 403 {
  if (op.access === 'public') return 'allowed';
  if (!caller.subject) return 401;
  if (op.access === 'authenticated') return 'allowed';
  return can(caller.subject, op.access) ? 'allowed' : 403;
}

describe('the access matrix over every route', () => {
  let t: TestApp;
  let operations: Operation[];
  let callers: Caller[];
  let as: (name: string, role: Role, extra?: { email?: string }) => Promise<Caller>;
  let base: string;
  /** Over real HTTP: a live stream's answer is known from its headers, then dropped. */
  const call = async (method: string, path: string, token: string | null): Promise<number> => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : '{}';
    const res = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body } : {}),
    });
    await res.body?.cancel();
    return res.status;
  };

  beforeAll(async () => {
    t = await createTestApp('pglite', { SUPERADMIN_EMAILS: SUPERADMIN_EMAILS.join(',') });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    operations = await apiOperations<{ 'x-access'?: Access }>(t.app);
    as = async (name: string, role: Role, extra: { email?: string } = {}): Promise<Caller> => {
      const { token } = await createUser(t, { role, ...extra });
      return { name, token, subject: { role, isSuperadmin: extra.email !== undefined && SUPERADMIN_EMAILS.includes(extra.email) } };
    };
    callers = [
      { name: 'anonymous', token: null, subject: null },
      await as('customer', 'customer'),
      await as('vendor', 'vendor'),
      await as('odogwu', 'odogwu'),
      await as('enforcer', 'enforcer'),
      await as('valet', 'valet'),
      await as('admin', 'admin'),
      await as('superadmin', 'odogwu', { email: nextSuperadminEmail() }),
    ];
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds every operation of the API, each with a declared access', () => {
    expect(operations.length).toBeGreaterThan(100);
    const undeclared = operations.filter((op) => !ACCESSES.includes(op.access)).map((op) => `${op.method} ${op.path}`);
    expect(undeclared).toEqual([]);
  });

  it('answers each caller as the permission table says, on every operation', async () => {
    const wrong: string[] = [];
    // Some calls end the caller's own session (delete my account, change my password): such a caller
    // is made again before the next operation, so every cell is asked with a live token.
    // Any GET behind a token tells: a live token is never 401 there (403 at most).
    const probe = operations.find((op) => op.method === 'GET' && op.access === 'signedIn' && !op.path.includes('{'));
    expect(probe).toBeDefined();
    const alive = async (caller: Caller) => !caller.token || (await call('GET', probe!.path, caller.token)) !== 401;
    for (const op of operations) {
      for (const [i, caller] of callers.entries()) {
        const want = expected(op, caller);
        const got = await call(op.method, fill(op.path), caller.token);
        const ok = want === 'allowed' ? got !== 401 && got !== 403 : got === want;
        if (!ok) wrong.push(`${op.method} ${op.path} as ${caller.name}: ${got}, expected ${want} (access ${op.access})`);
        // Only a change that went through can have ended the caller's session.
        if (op.method !== 'GET' && got < 300 && caller.subject && !(await alive(caller))) {
          callers[i] = await as(caller.name, caller.subject.role, caller.subject.isSuperadmin ? { email: nextSuperadminEmail() } : {});
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
