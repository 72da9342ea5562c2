import fs from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { contactMessages, outgoingMail, userTokens, users } from '../../src/server/db/schema';
import { MESSAGES, tooManyInvitesSent, tooManyInvitesToAddress } from '../../src/shared/messages';
import type { Role } from '../../src/shared/roles';
import { createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp, rowCount } from './support/testApp';

jest.setTimeout(60_000);

const SECRET = 'test-secret-test-secret-test-secret';
const PASSWORD = 'Parking#2026';

describe.each(backends)('profile and enforcement team (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const count = (table: PgTable) => rowCount(t, table);
  async function counts() {
    return {
      users: await count(users),
      tokens: await count(userTokens),
      mail: await count(outgoingMail),
      contact: await count(contactMessages),
    };
  }
  const snapshot = () => t.db.select().from(users).orderBy(users.id);
  /** A user row plus a session token, as a sign-in would give. */
  async function addUser(email: string, role: Role = 'customer', extra: Partial<typeof users.$inferInsert> = {}) {
    const { user: row } = await createUser(t, { name: `User ${email}`, email, role, password: PASSWORD, ...extra });
    const res = await call(t.app, 'POST', '/api/v1/users/login', { body: { email, password: PASSWORD } });
    return { row, token: res.statusCode === 200 ? (res.json().token as string) : '' };
  }
  async function activationToken(email: string): Promise<string> {
    const [mail] = await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, email)).orderBy(desc(outgoingMail.createdAt)).limit(1);
    expect(mail?.kind).toBe('invite');
    const m = /http:\/\/parking\.test\/auth\/member\/activate\/([\w.-]+)/.exec(mail!.text);
    expect(m).not.toBeNull();
    return m![1]!;
  }
  const invite = (token: string, body: unknown) => call(t.app, 'POST', '/api/v1/users/enforcement/invite', { token, body });

  it('declares every users route in the OpenAPI document with its operationId and the users tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const expected: [string, string, string][] = [
      ['post', '/api/v1/users/login', 'login'],
      ['post', '/api/v1/users/signup', 'signup'],
      ['post', '/api/v1/users/forgot-password', 'forgotPassword'],
      ['patch', '/api/v1/users/reset-password/{token}', 'resetPassword'],
      ['post', '/api/v1/users/email-undo/{token}', 'undoEmailChange'],
      ['get', '/api/v1/me', 'getMe'],
      ['patch', '/api/v1/users/update', 'updateMe'],
      ['patch', '/api/v1/users/password', 'changePassword'],
      ['delete', '/api/v1/users/', 'deleteMe'],
      ['post', '/api/v1/users/enforcement/invite', 'inviteEnforcer'],
      ['get', '/api/v1/users/enforcement/me', 'listEnforcers'],
      ['patch', '/api/v1/users/enforcement/{id}', 'setEnforcerActive'],
      ['put', '/api/v1/users/enforcement/{id}/locations', 'setEnforcerLocations'],
      ['patch', '/api/v1/users/active/me', 'activateMember'],
    ];
    for (const [method, path, operationId] of expected) {
      expect({ path, op: doc.paths[path]?.[method]?.operationId, tags: doc.paths[path]?.[method]?.tags }).toEqual({
        path,
        op: operationId,
        tags: ['users'],
      });
    }
    // The aliases that only exist for the router stay out of the generated client.
    const usersOps = Object.values(doc.paths as Record<string, Record<string, { tags?: string[] }>>)
      .flatMap((p) => Object.values(p))
      .filter((o) => o.tags?.includes('users'));
    expect(usersOps).toHaveLength(expected.length);
  });

  describe('GET /me', () => {
    it('answers 401 without a token, with a garbage, expired or foreign-signed token', async () => {
      const { row } = await addUser('me-401@test.parking');
      const expired = jwt.sign({ id: row.id, name: row.name, email: row.email }, SECRET, { expiresIn: -10 });
      const foreign = jwt.sign({ id: row.id, name: row.name, email: row.email }, 'not-our-secret-not-our-secret!!');
      const unknownUser = jwt.sign({ id: '00000000-0000-4000-8000-000000000000', name: 'x', email: 'x@y.z' }, SECRET);
      for (const token of [undefined, 'garbage', expired, foreign, unknownUser]) {
        const res = await call(t.app, 'GET', '/api/v1/me', { token });
        expect(res.statusCode).toBe(401);
        expect(res.json().status).toBe('fail');
      }
    });
  });

  describe('PATCH /users/update', () => {
    it('changes the name and the email; the new email signs in', async () => {
      const { row, token } = await addUser('rename@test.parking');
      const res = await call(t.app, 'PATCH', '/api/v1/users/update', { token, body: { name: 'Renamed', email: 'Renamed@Test.Parking' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'success',
        data: {
          user: {
            _id: row.id,
            name: 'Renamed',
            email: 'renamed@test.parking',
            role: 'customer',
            isActive: true,
            isSuperadmin: false,
            reminderMinutes: 15,
            remindersOn: true,
          },
        },
      });
      const login = await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'renamed@test.parking', password: PASSWORD } });
      expect(login.statusCode).toBe(200);
      const me = await call(t.app, 'GET', '/api/v1/me', { token });
      expect(me.json().data.user.name).toBe('Renamed');
    });

    it('never gives an odogwu the superadmin address (the role comes from it): 403, nothing changed, still not superadmin', async () => {
      const { row, token } = await addUser('reserved.climber@test.parking', 'odogwu');
      const before = await snapshot();
      const res = await call(t.app, 'PATCH', '/api/v1/users/update', { token, body: { email: ' Boss@Test.Parking ' } });
      expect([res.statusCode, res.json().message]).toEqual([403, MESSAGES.emailReserved]);
      expect(await snapshot()).toEqual(before);
      const me = await call(t.app, 'GET', '/api/v1/me', { token });
      expect(me.json().data.user).toMatchObject({ _id: row.id, email: 'reserved.climber@test.parking', isSuperadmin: false });
      expect((await call(t.app, 'GET', '/api/v1/billing/subs', { token })).statusCode).toBe(403);
    });

    it('refuses an address at .invalid (no mail arrives there; deleted accounts keep theirs there), and a sign-up with the superadmin address', async () => {
      const { token } = await addUser('squatter@test.parking');
      const other = await addUser('keeps.deleting@test.parking');
      const tombstone = `deleted-${other.row.id}@deleted.invalid`;
      for (const email of [tombstone, 'x@deleted.invalid', 'someone@example.INVALID']) {
        const res = await call(t.app, 'PATCH', '/api/v1/users/update', { token, body: { email } });
        expect(res.statusCode).toBe(400);
        const signup = await call(t.app, 'POST', '/api/v1/users/signup', {
          body: { name: 'Squatter', email, password: PASSWORD, passwordConfirm: PASSWORD, role: 'customer' },
        });
        expect(signup.statusCode).toBe(400);
      }
      // So the other account can still be deleted (its tombstone address is free).
      expect((await call(t.app, 'DELETE', '/api/v1/users/', { token: other.token })).statusCode).toBe(200);
      const reserved = await call(t.app, 'POST', '/api/v1/users/signup', {
        body: { name: 'Boss?', email: 'Boss@Test.Parking', password: PASSWORD, passwordConfirm: PASSWORD, role: 'customer' },
      });
      expect([reserved.statusCode, reserved.json().message]).toEqual([409, MESSAGES.emailTaken]);
    });

    it("answers at SPEC's own address, /v1/users/update without /api, as the same call", async () => {
      const { row, token } = await addUser('unprefixed@test.parking');
      const res = await call(t.app, 'PATCH', '/v1/users/update', { token, body: { name: 'Spec Path' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ _id: row.id, name: 'Spec Path', email: 'unprefixed@test.parking' });
      const [stored] = await t.db.select().from(users).where(eq(users.id, row.id));
      expect(stored!.name).toBe('Spec Path');
      // The same access and checks: no token, 401; a bad email, 400 naming it; nothing written.
      const before = await snapshot();
      expect((await call(t.app, 'PATCH', '/v1/users/update', { body: { name: 'Anyone' } })).statusCode).toBe(401);
      const bad = await call(t.app, 'PATCH', '/v1/users/update?x=1', { token, body: { email: 'not-an-email' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/^email: /);
      expect(await snapshot()).toEqual(before);
      // Only SPEC's two unprefixed calls: any other /v1 address is not the API.
      expect((await call(t.app, 'GET', '/v1/me', { token })).statusCode).toBe(404);
    });

    it('ignores a role in the body (the server never trusts a role from the client)', async () => {
      const { token } = await addUser('climber@test.parking');
      const res = await call(t.app, 'PATCH', '/api/v1/users/update', { token, body: { name: 'Climber', role: 'odogwu' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.role).toBe('customer');
      const [row] = await t.db.select().from(users).where(eq(users.email, 'climber@test.parking'));
      expect(row!.role).toBe('customer');
    });

    it('answers 409 for an email another account uses, changing nothing', async () => {
      await addUser('taken@test.parking');
      const { token } = await addUser('wants-taken@test.parking');
      const before = await snapshot();
      const res = await call(t.app, 'PATCH', '/api/v1/users/update', { token, body: { email: 'TAKEN@test.parking' } });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGES.emailTaken);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['an empty name', { name: '' }, 'name'],
      ['a numeric name', { name: 5 }, 'name'],
      ['an over-long name', { name: 'n'.repeat(101) }, 'name'],
      ['an invalid email', { email: 'nope' }, 'email'],
      ['an over-long email', { email: `${'e'.repeat(250)}@test.parking` }, 'email'],
    ])('rejects %s with 400 naming the field, changing nothing', async (_what, body, field) => {
      const { token } = await addUser(`upd-${field}-${Math.random().toString(36).slice(2)}@test.parking`);
      const before = await snapshot();
      const res = await call(t.app, 'PATCH', '/api/v1/users/update', { token, body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
      expect(await snapshot()).toEqual(before);
    });

    it('rejects malformed JSON and answers 401 without a valid token, changing nothing', async () => {
      const { token } = await addUser('upd-json@test.parking');
      const before = await snapshot();
      const bad = await call(t.app, 'PATCH', '/api/v1/users/update', {
        token,
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MESSAGES.malformedJson);
      for (const tk of [undefined, 'garbage']) {
        const res = await call(t.app, 'PATCH', '/api/v1/users/update', { token: tk, body: { name: 'Hijack' } });
        expect(res.statusCode).toBe(401);
      }
      expect(await snapshot()).toEqual(before);
    });
    it('checks the token before the body: a bad body without a valid token answers 401, not 400', async () => {
      for (const tk of [undefined, 'garbage']) {
        const res = await call(t.app, 'PATCH', '/api/v1/users/update', { token: tk, body: { email: 'nope', role: 42 } });
        expect(res.statusCode).toBe(401);
        expect(res.json().status).toBe('fail');
      }
      const malformed = await call(t.app, 'PATCH', '/api/v1/users/update', {
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(malformed.statusCode).toBe(401);
    });
  });

  describe('PATCH /users/password', () => {
    const NEW = 'Different#2027';
    const change = (token: string, body: unknown) => call(t.app, 'PATCH', '/api/v1/users/password', { token, body });
    const hashOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

    it('changes the password given the current one: a new token works, every older session ends, open reset links close', async () => {
      const { row, token } = await addUser('newpass@test.parking');
      const other = (
        await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'newpass@test.parking', password: PASSWORD } })
      ).json().token as string;
      expect((await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 'newpass@test.parking' } })).statusCode).toBe(
        200,
      );
      const res = await change(token, { currentPassword: PASSWORD, password: NEW, passwordConfirm: NEW });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ status: 'success', user: { _id: row.id, email: 'newpass@test.parking' }, data: { token: body.token } });
      expect((await call(t.app, 'GET', '/api/v1/me', { token: body.token })).statusCode).toBe(200);
      for (const old of [token, other]) expect((await call(t.app, 'GET', '/api/v1/me', { token: old })).statusCode).toBe(401);
      const login = (password: string) => call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'newpass@test.parking', password } });
      expect((await login(PASSWORD)).statusCode).toBe(401);
      expect((await login(NEW)).statusCode).toBe(200);
      const open = await t.db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, row.id), eq(userTokens.purpose, 'reset'), sql`${userTokens.usedAt} is null`));
      expect(open).toHaveLength(0);
    });

    it('refuses, in order and changing nothing: no current password, a wrong one, a mismatch, a weak password, the same password', async () => {
      const { row, token } = await addUser('keeppass@test.parking');
      const before = await hashOf(row.id);
      const cases: [unknown, string][] = [
        [{ currentPassword: '', password: NEW, passwordConfirm: NEW }, `currentPassword: ${MESSAGES.currentPasswordRequired}`],
        [{ currentPassword: 'Wrong#2026x', password: NEW, passwordConfirm: NEW }, MESSAGES.currentPasswordWrong],
        [{ currentPassword: PASSWORD, password: NEW, passwordConfirm: 'Other#2027' }, MESSAGES.passwordsNotMatching],
        [{ currentPassword: PASSWORD, password: 'weakpass', passwordConfirm: 'weakpass' }, MESSAGES.passwordRule],
        [{ currentPassword: PASSWORD, password: PASSWORD, passwordConfirm: PASSWORD }, MESSAGES.passwordUnchanged],
      ];
      for (const [body, message] of cases) {
        const res = await change(token, body);
        expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
      }
      for (const body of [{}, { currentPassword: 7, password: NEW, passwordConfirm: NEW }, null])
        expect((await change(token, body)).statusCode).toBe(400);
      expect(await hashOf(row.id)).toBe(before);
      // The session still works: a wrong current password is not a sign-out.
      expect((await call(t.app, 'GET', '/api/v1/me', { token })).statusCode).toBe(200);
    });

    it('answers 401 without a valid token, changing nothing', async () => {
      const { row } = await addUser('nopass@test.parking');
      const before = await hashOf(row.id);
      const res = await call(t.app, 'PATCH', '/api/v1/users/password', {
        body: { currentPassword: PASSWORD, password: NEW, passwordConfirm: NEW },
      });
      expect(res.statusCode).toBe(401);
      expect(await hashOf(row.id)).toBe(before);
    });

    it("of two changes at once from one session, one wins; the other is refused and the winner's password holds", async () => {
      const { row, token } = await addUser('twice@test.parking');
      const [a, b] = await Promise.all([
        change(token, { currentPassword: PASSWORD, password: NEW, passwordConfirm: NEW }),
        change(token, { currentPassword: PASSWORD, password: 'Another#2028', passwordConfirm: 'Another#2028' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect((a.statusCode === 409 ? a : b).json().message).toBe(MESSAGES.passwordChangedMeanwhile);
      const winner = a.statusCode === 200 ? NEW : 'Another#2028';
      const login = await call(t.app, 'POST', '/api/v1/users/login', { body: { email: row.email, password: winner } });
      expect(login.statusCode).toBe(200);
    });
  });

  describe('DELETE /users/', () => {
    it('soft-deletes the account; its token stops working and it cannot sign in', async () => {
      const { row, token } = await addUser('leaving@test.parking');
      const res = await call(t.app, 'DELETE', '/api/v1/users/', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', data: null });
      const [after] = await t.db.select().from(users).where(eq(users.id, row.id));
      expect(after!.deletedAt).toBeInstanceOf(Date);
      expect((await call(t.app, 'GET', '/api/v1/me', { token })).statusCode).toBe(401);
      const login = await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'leaving@test.parking', password: PASSWORD } });
      expect(login.statusCode).toBe(401);
      // Nor can a reset link bring it back.
      const forgot = await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 'leaving@test.parking' } });
      expect(forgot.statusCode).toBe(404);
    });

    it("frees the deleted account's address: the person signs up again, the old account's tokens and links stay dead", async () => {
      const { row, token } = await addUser('comeback@test.parking', 'vendor');
      const forgot = await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 'comeback@test.parking' } });
      expect(forgot.statusCode).toBe(200);
      const [mail] = await t.db
        .select()
        .from(outgoingMail)
        .where(eq(outgoingMail.to, 'comeback@test.parking'))
        .orderBy(desc(outgoingMail.createdAt))
        .limit(1);
      const resetToken = /\/reset\/([\w.-]+)/.exec(mail!.text)![1]!;
      expect((await call(t.app, 'DELETE', '/api/v1/users/', { token })).statusCode).toBe(200);
      // The row keeps its history under a tombstone address.
      const [old] = await t.db.select().from(users).where(eq(users.id, row.id));
      expect(old).toMatchObject({ email: `deleted-${row.id}@deleted.invalid`, role: 'vendor' });
      expect(old!.deletedAt).toBeInstanceOf(Date);

      const signup = await call(t.app, 'POST', '/api/v1/users/signup', {
        body: {
          name: 'Back Again',
          email: 'Comeback@test.parking',
          password: 'Again#2026x',
          passwordConfirm: 'Again#2026x',
          role: 'customer',
        },
      });
      expect(signup.statusCode).toBe(201);
      expect(signup.json().user).toMatchObject({ name: 'Back Again', email: 'comeback@test.parking', role: 'customer' });
      expect(signup.json().user._id).not.toBe(row.id);
      // The old session token and the reset link mailed before the deletion do not reach either account.
      expect((await call(t.app, 'GET', '/api/v1/me', { token })).statusCode).toBe(401);
      const reset = await call(t.app, 'PATCH', `/api/v1/users/reset-password/${resetToken}`, { body: { password: 'Stolen#2026x' } });
      expect([reset.statusCode, reset.json().message]).toEqual([400, MESSAGES.invalidResetToken]);
      expect(
        (await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'comeback@test.parking', password: PASSWORD } })).statusCode,
      ).toBe(401);
      const login = await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'comeback@test.parking', password: 'Again#2026x' } });
      expect(login.statusCode).toBe(200);
      expect(login.json().user._id).toBe(signup.json().user._id);
      expect((await call(t.app, 'GET', '/api/v1/me', { token: login.json().token as string })).json().data.user.role).toBe('customer');
      // Forgot password now serves the new account.
      expect((await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 'comeback@test.parking' } })).statusCode).toBe(
        200,
      );
    });

    it('migration 0019 frees the addresses of accounts deleted before it, leaving live ones as they are', async () => {
      const { row: gone } = await addUser('deleted.before@test.parking');
      const { row: live } = await addUser('still.here@test.parking');
      await t.db
        .update(users)
        .set({ deletedAt: new Date('2026-01-01T00:00:00Z') })
        .where(eq(users.id, gone.id));
      const file = path.join(__dirname, '../../src/server/db/migrations/0019_users_deleted_email_tombstone.sql');
      for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
      const [after] = await t.db.select().from(users).where(eq(users.id, gone.id));
      expect(after).toMatchObject({ email: `deleted-${gone.id}@deleted.invalid`, deletedAt: new Date('2026-01-01T00:00:00Z') });
      expect((await t.db.select().from(users).where(eq(users.id, live.id)))[0]!.email).toBe('still.here@test.parking');
      const signup = await call(t.app, 'POST', '/api/v1/users/signup', {
        body: { name: 'Again', email: 'deleted.before@test.parking', password: PASSWORD, passwordConfirm: PASSWORD, role: 'customer' },
      });
      expect(signup.statusCode).toBe(201);
    });

    it("takes the account's password when sent (the app sends it): a wrong one is 400 and deletes nothing; SPEC's call without it still deletes", async () => {
      const { row, token } = await addUser('proven.leaving@test.parking');
      const wrong = await call(t.app, 'DELETE', '/api/v1/users/', { token, body: { password: 'Wrong#2026x' } });
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, MESSAGES.currentPasswordWrong]);
      expect((await t.db.select().from(users).where(eq(users.id, row.id)))[0]!.deletedAt).toBeNull();
      expect((await call(t.app, 'DELETE', '/api/v1/users/', { token, body: { password: PASSWORD } })).statusCode).toBe(200);
      expect((await t.db.select().from(users).where(eq(users.id, row.id)))[0]!.deletedAt).toBeInstanceOf(Date);
    });

    it('refuses to delete the superadmin account (409), which keeps working', async () => {
      const { row, token } = await addUser('boss@test.parking', 'odogwu');
      const res = await call(t.app, 'DELETE', '/api/v1/users/', { token });
      expect([res.statusCode, res.json().message]).toEqual([409, MESSAGES.superadminNotDeleted]);
      const [after] = await t.db.select().from(users).where(eq(users.id, row.id));
      expect(after!.deletedAt).toBeNull();
      expect((await call(t.app, 'GET', '/api/v1/billing/subs', { token })).statusCode).toBe(200);
    });

    it('also answers without the trailing slash, and 401 without a token', async () => {
      const { token } = await addUser('leaving2@test.parking');
      const before = await snapshot();
      expect((await call(t.app, 'DELETE', '/api/v1/users/', { token: 'garbage' })).statusCode).toBe(401);
      expect((await call(t.app, 'DELETE', '/api/v1/users/')).statusCode).toBe(401);
      expect(await snapshot()).toEqual(before);
      expect((await call(t.app, 'DELETE', '/api/v1/users', { token })).statusCode).toBe(200);
    });
  });

  describe('enforcement team', () => {
    let vendor: { row: typeof users.$inferSelect; token: string };
    let otherVendor: { row: typeof users.$inferSelect; token: string };
    let admin: { row: typeof users.$inferSelect; token: string };
    beforeAll(async () => {
      vendor = await addUser('team.vendor@test.parking', 'vendor');
      otherVendor = await addUser('other.vendor@test.parking', 'vendor');
      admin = await addUser('team.admin@test.parking', 'odogwu');
    });

    it('a vendor invites an enforcer who activates from the mailed link and signs in', async () => {
      const before = await counts();
      const res = await invite(vendor.token, { name: 'Nia Enforcer', email: 'Nia@Test.Parking' });
      expect(res.statusCode).toBe(201);
      const user = res.json().data.user;
      expect(res.json()).toEqual({
        status: 'success',
        data: {
          user: {
            _id: expect.any(String),
            name: 'Nia Enforcer',
            email: 'nia@test.parking',
            role: 'enforcer',
            isActive: false,
            isSuperadmin: false,
          },
        },
      });
      expect(await counts()).toEqual({ ...before, users: before.users + 1, tokens: before.tokens + 1, mail: before.mail + 1 });
      const [row] = await t.db.select().from(users).where(eq(users.id, user._id));
      expect(row).toMatchObject({ role: 'enforcer', isActive: false, invitedBy: vendor.row.id, passwordHash: null });

      const list = await call(t.app, 'GET', '/api/v1/users/enforcement/me', { token: vendor.token });
      expect(list.statusCode).toBe(200);
      const entry = { _id: user._id, name: 'Nia Enforcer', email: 'nia@test.parking', isActive: false, locationIds: [], pending: true };
      expect(list.json()).toEqual({ status: 'success', results: 1, users: [entry], data: { users: [entry] } });

      // The invitee cannot sign in before activating.
      const early = await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'nia@test.parking', password: 'Enforce#2026' } });
      expect(early.statusCode).toBe(401);
      expect(early.json().message).toBe(MESSAGES.accountInactive);

      const token = await activationToken('nia@test.parking');
      const decoded = jwt.decode(token) as Record<string, unknown>;
      expect(decoded).toMatchObject({ purpose: 'activate', email: 'nia@test.parking', name: 'Nia Enforcer' });
      expect((decoded.exp as number) - (decoded.iat as number)).toBe(7 * 24 * 3600);

      const done = await call(t.app, 'PATCH', '/api/v1/users/active/me', {
        body: { token, email: 'nia@test.parking', password: 'Enforce#2026', confirm: 'Enforce#2026' },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ status: 'success', message: MESSAGES.activationSuccess });

      const login = await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'nia@test.parking', password: 'Enforce#2026' } });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ role: 'enforcer', isActive: true });
      const after = await call(t.app, 'GET', '/api/v1/users/enforcement/me', { token: vendor.token });
      expect(after.json().users).toEqual([{ ...entry, isActive: true, pending: false }]);

      // The link works once.
      const again = await call(t.app, 'PATCH', '/api/v1/users/active/me', {
        body: { token, email: 'nia@test.parking', password: 'Other#Pass2026', confirm: 'Other#Pass2026' },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(MESSAGES.invalidActivationToken);

      // Now an active account: inviting it again is a conflict.
      const reinvite = await invite(vendor.token, { name: 'Nia', email: 'nia@test.parking' });
      expect(reinvite.statusCode).toBe(409);
    });

    it('deactivates and reactivates an enforcer; a deactivated one cannot sign in or use a session', async () => {
      await invite(vendor.token, { name: 'Sam Switch', email: 'sam@test.parking' });
      const token = await activationToken('sam@test.parking');
      await call(t.app, 'PATCH', '/api/v1/users/active/me', {
        body: { token, email: 'sam@test.parking', password: 'Enforce#2026', confirm: 'Enforce#2026' },
      });
      const session = (
        await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'sam@test.parking', password: 'Enforce#2026' } })
      ).json().token as string;
      const [sam] = await t.db.select().from(users).where(eq(users.email, 'sam@test.parking'));

      const off = await call(t.app, 'PATCH', `/api/v1/users/enforcement/${sam!.id}`, { token: vendor.token, body: { isActive: false } });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({
        status: 'success',
        data: { user: { _id: sam!.id, name: 'Sam Switch', email: 'sam@test.parking', isActive: false, locationIds: [], pending: false } },
      });
      const denied = await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'sam@test.parking', password: 'Enforce#2026' } });
      expect(denied.statusCode).toBe(401);
      expect(denied.json().message).toBe(MESSAGES.accountDeactivated);
      expect((await call(t.app, 'GET', '/api/v1/me', { token: session })).statusCode).toBe(401);

      const on = await call(t.app, 'PATCH', `/api/v1/users/enforcement/${sam!.id}`, { token: vendor.token, body: { isActive: true } });
      expect(on.statusCode).toBe(200);
      expect(on.json().data.user.isActive).toBe(true);
      // The token from before the deactivation (a lost phone's) stays dead; signing in again gives one that works.
      const stale = await call(t.app, 'GET', '/api/v1/me', { token: session });
      expect([stale.statusCode, stale.json().message]).toEqual([401, MESSAGES.tokenInvalid]);
      const again = await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'sam@test.parking', password: 'Enforce#2026' } });
      expect(again.statusCode).toBe(200);
      expect((await call(t.app, 'GET', '/api/v1/me', { token: again.json().token as string })).statusCode).toBe(200);
      expect((await call(t.app, 'GET', '/api/v1/me', { token: session })).statusCode).toBe(401);
      // Re-activating an active enforcer, or any other change, leaves the new token working.
      await call(t.app, 'PATCH', `/api/v1/users/enforcement/${sam!.id}`, { token: vendor.token, body: { isActive: true } });
      expect((await call(t.app, 'GET', '/api/v1/me', { token: again.json().token as string })).statusCode).toBe(200);
    });

    it('a deactivation made by hand in the database kills the tokens from before it too', async () => {
      const enforcer = await createUser(t, { role: 'enforcer' });
      expect((await call(t.app, 'GET', '/api/v1/me', { token: enforcer.token })).statusCode).toBe(200);
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, enforcer.user.id));
      await t.db.update(users).set({ isActive: true }).where(eq(users.id, enforcer.user.id));
      t.app.deps.userCache.forget(enforcer.user.id);
      const res = await call(t.app, 'GET', '/api/v1/me', { token: enforcer.token });
      expect([res.statusCode, res.json().message]).toEqual([401, MESSAGES.tokenInvalid]);
      const [row] = await t.db.select().from(users).where(eq(users.id, enforcer.user.id));
      expect((await call(t.app, 'GET', '/api/v1/me', { token: t.app.signToken(row!) })).statusCode).toBe(200);
    });

    it('re-sends to a pending invitee; only the newest link works', async () => {
      await invite(vendor.token, { name: 'Pat Pending', email: 'pat@test.parking' });
      const first = await activationToken('pat@test.parking');
      const usersBefore = await count(users);
      const again = await invite(vendor.token, { name: 'Pat Pending', email: 'PAT@test.parking' });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.user.email).toBe('pat@test.parking');
      expect(await count(users)).toBe(usersBefore);
      const second = await activationToken('pat@test.parking');
      expect(second).not.toBe(first);
      const old = await call(t.app, 'PATCH', '/api/v1/users/active/me', {
        body: { token: first, email: 'pat@test.parking', password: 'Enforce#2026', confirm: 'Enforce#2026' },
      });
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe(MESSAGES.invalidActivationToken);
      const ok = await call(t.app, 'PATCH', '/api/v1/users/active/me', {
        body: { token: second, email: 'pat@test.parking', password: 'Enforce#2026', confirm: 'Enforce#2026' },
      });
      expect(ok.statusCode).toBe(200);
    });

    it('keeps teams apart: another manager sees none of them, and gets 404 or 409 on them', async () => {
      await invite(vendor.token, { name: 'Kim Kept', email: 'kim@test.parking' });
      const [kim] = await t.db.select().from(users).where(eq(users.email, 'kim@test.parking'));
      const list = await call(t.app, 'GET', '/api/v1/users/enforcement/me', { token: otherVendor.token });
      expect(list.json()).toEqual({ status: 'success', results: 0, users: [], data: { users: [] } });

      const before = await snapshot();
      const beforeCounts = await counts();
      const foreign = await call(t.app, 'PATCH', `/api/v1/users/enforcement/${kim!.id}`, {
        token: otherVendor.token,
        body: { isActive: false },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().status).toBe('fail');
      // Not an enforcer at all (the other vendor's own account).
      const notEnforcer = await call(t.app, 'PATCH', `/api/v1/users/enforcement/${vendor.row.id}`, {
        token: otherVendor.token,
        body: { isActive: false },
      });
      expect(notEnforcer.statusCode).toBe(404);
      const missing = await call(t.app, 'PATCH', '/api/v1/users/enforcement/00000000-0000-4000-8000-000000000000', {
        token: vendor.token,
        body: { isActive: false },
      });
      expect(missing.statusCode).toBe(404);
      // Another manager's pending invitee is not theirs to re-send.
      const steal = await invite(otherVendor.token, { name: 'Kim', email: 'kim@test.parking' });
      expect(steal.statusCode).toBe(409);
      expect(await snapshot()).toEqual(before);
      expect(await counts()).toEqual(beforeCounts);
    });

    it('odogwu sees every enforcer', async () => {
      const res = await call(t.app, 'GET', '/api/v1/users/enforcement/me', { token: admin.token });
      expect(res.statusCode).toBe(200);
      const emails = (res.json().users as { email: string }[]).map((u) => u.email);
      expect(emails).toEqual(expect.arrayContaining(['nia@test.parking', 'sam@test.parking', 'kim@test.parking']));
      expect(res.json().results).toBe(emails.length);
    });

    it('a pending invitee cannot be switched on; switching it off withdraws the invitation', async () => {
      await invite(vendor.token, { name: 'Wes Withdrawn', email: 'wes@test.parking' });
      const token = await activationToken('wes@test.parking');
      const [wes] = await t.db.select().from(users).where(eq(users.email, 'wes@test.parking'));
      const on = await call(t.app, 'PATCH', `/api/v1/users/enforcement/${wes!.id}`, { token: vendor.token, body: { isActive: true } });
      expect(on.statusCode).toBe(409);
      expect(on.json().message).toBe(MESSAGES.enforcerPending);
      const off = await call(t.app, 'PATCH', `/api/v1/users/enforcement/${wes!.id}`, { token: vendor.token, body: { isActive: false } });
      expect(off.statusCode).toBe(200);
      const use = await call(t.app, 'PATCH', '/api/v1/users/active/me', {
        body: { token, email: 'wes@test.parking', password: 'Enforce#2026', confirm: 'Enforce#2026' },
      });
      expect(use.statusCode).toBe(400);
      const [after] = await t.db.select().from(users).where(eq(users.id, wes!.id));
      expect(after).toMatchObject({ isActive: false, passwordHash: null });
    });

    it("a pending invite does not keep the address's owner from signing up: the invite is cancelled and its link dies", async () => {
      // The QA sweep: a vendor claims someone else's address with a Team invite.
      const claimed = await invite(vendor.token, { name: 'Not Me', email: 'owner.of.it@test.parking' });
      expect(claimed.statusCode).toBe(201);
      const link = await activationToken('owner.of.it@test.parking');
      // A reset would give the invite a password (and so hold the address for good): not an account yet.
      const forgot = await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 'owner.of.it@test.parking' } });
      expect([forgot.statusCode, forgot.json().message]).toEqual([404, MESSAGES.forgotFailed]);
      const signup = await call(t.app, 'POST', '/api/v1/users/signup', {
        body: { name: 'Real Owner', email: 'Owner.Of.It@test.parking', password: PASSWORD, passwordConfirm: PASSWORD, role: 'vendor' },
      });
      expect(signup.statusCode).toBe(201);
      expect(signup.json().user).toMatchObject({ name: 'Real Owner', email: 'owner.of.it@test.parking', role: 'vendor', isActive: true });
      expect(signup.json().user._id).not.toBe(claimed.json().data.user._id);
      // The owner signs in as the account they made.
      const login = await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'owner.of.it@test.parking', password: PASSWORD } });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ name: 'Real Owner', role: 'vendor' });
      // The invite is gone from the vendor's team, kept as a deleted row under a tombstone address.
      const team = await call(t.app, 'GET', '/api/v1/users/enforcement/me', { token: vendor.token });
      expect((team.json().users as { email: string }[]).map((u) => u.email)).not.toContain('owner.of.it@test.parking');
      const [old] = await t.db
        .select()
        .from(users)
        .where(eq(users.id, claimed.json().data.user._id as string));
      expect(old).toMatchObject({ email: `deleted-${old!.id}@deleted.invalid`, role: 'enforcer', passwordHash: null });
      expect(old!.deletedAt).toBeInstanceOf(Date);
      // Its activation link no longer works, and the address cannot be taken back by an invite.
      const use = await call(t.app, 'PATCH', '/api/v1/users/active/me', {
        body: { token: link, email: 'owner.of.it@test.parking', password: 'Enforce#2026', confirm: 'Enforce#2026' },
      });
      expect([use.statusCode, use.json().message]).toEqual([400, MESSAGES.invalidActivationToken]);
      expect((await invite(vendor.token, { name: 'Not Me', email: 'owner.of.it@test.parking' })).statusCode).toBe(409);
      expect(
        (await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'owner.of.it@test.parking', password: PASSWORD } })).statusCode,
      ).toBe(200);
    });

    it('an activated or deactivated enforcer still holds its address against a sign-up', async () => {
      await invite(vendor.token, { name: 'Ona Active', email: 'ona@test.parking' });
      const token = await activationToken('ona@test.parking');
      const activated = await call(t.app, 'PATCH', '/api/v1/users/active/me', {
        body: { token, email: 'ona@test.parking', password: 'Enforce#2026', confirm: 'Enforce#2026' },
      });
      expect(activated.statusCode).toBe(200);
      const [ona] = await t.db.select().from(users).where(eq(users.email, 'ona@test.parking'));
      const signup = () =>
        call(t.app, 'POST', '/api/v1/users/signup', {
          body: { name: 'Someone', email: 'ona@test.parking', password: PASSWORD, passwordConfirm: PASSWORD, role: 'customer' },
        });
      expect([(await signup()).statusCode, (await signup()).json().message]).toEqual([409, MESSAGES.emailTaken]);
      await call(t.app, 'PATCH', `/api/v1/users/enforcement/${ona!.id}`, { token: vendor.token, body: { isActive: false } });
      expect((await signup()).statusCode).toBe(409);
      const [after] = await t.db.select().from(users).where(eq(users.id, ona!.id));
      expect(after).toMatchObject({ email: 'ona@test.parking', deletedAt: null });
    });

    it('limits invites per address (a few an hour, only those sent) and per manager, with a 429 naming which', async () => {
      const mailsTo = async (to: string) => (await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, to))).length;
      const bomber = await addUser('bomber.vendor@test.parking', 'vendor');
      // The QA sweep: one invite, then Invite Again again and again to the same inbox.
      expect((await invite(bomber.token, { name: 'Victim', email: 'victim@test.parking' })).statusCode).toBe(201);
      for (let i = 0; i < 2; i++)
        expect((await invite(bomber.token, { name: 'Victim', email: 'Victim@test.parking' })).statusCode).toBe(200);
      const refused = await invite(bomber.token, { name: 'Victim', email: 'victim@test.parking' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ status: 'fail', message: tooManyInvitesToAddress(60) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(await mailsTo('victim@test.parking')).toBe(3);
      // The address's count holds whoever invites.
      expect((await invite(otherVendor.token, { name: 'Victim', email: 'victim@test.parking' })).statusCode).toBe(429);
      expect(await mailsTo('victim@test.parking')).toBe(3);

      // A refused invite (another manager's pending invitee) does not count against the address.
      await invite(vendor.token, { name: 'Lee Later', email: 'lee@test.parking' });
      for (let i = 0; i < 3; i++)
        expect((await invite(otherVendor.token, { name: 'Lee', email: 'lee@test.parking' })).statusCode).toBe(409);
      expect((await invite(vendor.token, { name: 'Lee Later', email: 'lee@test.parking' })).statusCode).toBe(200);

      // One manager: 30 invites an hour, whatever the addresses (the four to the victim count too).
      for (let i = 4; i < 30; i++)
        expect((await invite(bomber.token, { name: 'Many', email: `many${i}@test.parking` })).statusCode).toBe(201);
      const manyMore = await invite(bomber.token, { name: 'Many', email: 'many-more@test.parking' });
      expect(manyMore.statusCode).toBe(429);
      expect(manyMore.json().message).toBe(tooManyInvitesSent(60));
      expect(await mailsTo('many-more@test.parking')).toBe(0);
      // Another manager still invites.
      const fresh = await invite(otherVendor.token, { name: 'Fresh', email: 'fresh@test.parking' });
      expect(fresh.statusCode).toBe(201);
    });

    it('refuses roles without the team permission with 403 and no token with 401, writing nothing', async () => {
      const customer = await addUser('team.customer@test.parking', 'customer');
      const enforcer = await addUser('team.enforcer@test.parking', 'enforcer');
      const valet = await addUser('team.valet@test.parking', 'valet');
      const before = await counts();
      const [kim] = await t.db.select().from(users).where(eq(users.email, 'kim@test.parking'));
      for (const who of [customer, enforcer, valet]) {
        const inv = await invite(who.token, { name: 'Nope', email: 'nope@test.parking' });
        expect(inv.statusCode).toBe(403);
        expect(inv.json()).toEqual({ status: 'fail', message: MESSAGES.forbidden });
        expect((await call(t.app, 'GET', '/api/v1/users/enforcement/me', { token: who.token })).statusCode).toBe(403);
        expect(
          (await call(t.app, 'PATCH', `/api/v1/users/enforcement/${kim!.id}`, { token: who.token, body: { isActive: false } })).statusCode,
        ).toBe(403);
      }
      const expired = jwt.sign({ id: vendor.row.id, name: 'v', email: vendor.row.email }, SECRET, { expiresIn: -10 });
      for (const token of [undefined, 'garbage', expired]) {
        expect(
          (await call(t.app, 'POST', '/api/v1/users/enforcement/invite', { token, body: { name: 'Nope', email: 'nope@test.parking' } }))
            .statusCode,
        ).toBe(401);
        expect((await call(t.app, 'GET', '/api/v1/users/enforcement/me', { token })).statusCode).toBe(401);
      }
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['a missing name', { email: 'x@test.parking' }, 'name'],
      ['an empty name', { name: ' ', email: 'x@test.parking' }, 'name'],
      ['an over-long name', { name: 'n'.repeat(101), email: 'x@test.parking' }, 'name'],
      ['a missing email', { name: 'X' }, 'email'],
      ['a numeric email', { name: 'X', email: 1 }, 'email'],
      ['an invalid email', { name: 'X', email: 'x-at-test' }, 'email'],
      ['an over-long email', { name: 'X', email: `${'x'.repeat(250)}@test.parking` }, 'email'],
    ])('rejects an invite with %s with 400 naming the field, writing nothing', async (_what, body, field) => {
      const before = await counts();
      const res = await invite(vendor.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
      expect(await counts()).toEqual(before);
    });

    it('rejects bad activation-switch input with 400', async () => {
      const [kim] = await t.db.select().from(users).where(eq(users.email, 'kim@test.parking'));
      const before = await snapshot();
      const wrongType = await call(t.app, 'PATCH', `/api/v1/users/enforcement/${kim!.id}`, {
        token: vendor.token,
        body: { isActive: 'yes' },
      });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().message).toMatch(/^isActive: /);
      const badId = await call(t.app, 'PATCH', '/api/v1/users/enforcement/not-a-uuid', { token: vendor.token, body: { isActive: false } });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toMatch(/^params\.id: /);
      const bad = await call(t.app, 'PATCH', `/api/v1/users/enforcement/${kim!.id}`, {
        token: vendor.token,
        body: '{',
        headers: { 'content-type': 'application/json' },
      });
      expect(bad.statusCode).toBe(400);
      expect(await snapshot()).toEqual(before);
    });

    describe('PATCH /users/active/me rejections', () => {
      let token: string;
      beforeAll(async () => {
        await invite(vendor.token, { name: 'Ada Activate', email: 'ada@test.parking' });
        token = await activationToken('ada@test.parking');
      });
      const activate = (body: unknown) => call(t.app, 'PATCH', '/api/v1/users/active/me', { body });

      it.each([
        ['both passwords empty', { password: '', confirm: '' }, MESSAGES.activationFieldsRequired],
        ['the confirmation missing', { confirm: undefined }, MESSAGES.activationFieldsRequired],
        ['different passwords', { confirm: 'Enforce#2027' }, MESSAGES.passwordsNotMatching],
        ['a weak password', { password: 'weakweak', confirm: 'weakweak' }, MESSAGES.passwordRule],
        ['another email', { email: 'someone@test.parking' }, MESSAGES.invalidActivationToken],
        ['a garbage token', { token: 'garbage' }, MESSAGES.invalidActivationToken],
      ])('refuses %s', async (_what, patch, message) => {
        const before = await snapshot();
        const beforeTokens = await t.db.select().from(userTokens).orderBy(userTokens.id);
        const res = await activate({ token, email: 'ada@test.parking', password: 'Enforce#2026', confirm: 'Enforce#2026', ...patch });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 'fail', message });
        expect(await snapshot()).toEqual(before);
        expect(await t.db.select().from(userTokens).orderBy(userTokens.id)).toEqual(beforeTokens);
      });

      it('refuses a reset token, an expired token and a token for another purpose', async () => {
        const [ada] = await t.db.select().from(users).where(eq(users.email, 'ada@test.parking'));
        const expired = jwt.sign({ purpose: 'activate', email: 'ada@test.parking', name: 'Ada' }, SECRET, {
          subject: ada!.id,
          expiresIn: -5,
        });
        const reset = jwt.sign({ purpose: 'reset', email: 'ada@test.parking', name: 'Ada' }, SECRET, { subject: ada!.id, expiresIn: 600 });
        const before = await snapshot();
        for (const bad of [expired, reset]) {
          const res = await activate({ token: bad, email: 'ada@test.parking', password: 'Enforce#2026', confirm: 'Enforce#2026' });
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe(MESSAGES.invalidActivationToken);
        }
        // Expired in the database even though the JWT is still valid.
        await t.db
          .update(userTokens)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(and(eq(userTokens.userId, ada!.id), eq(userTokens.purpose, 'activate')));
        const late = await activate({ token, email: 'ada@test.parking', password: 'Enforce#2026', confirm: 'Enforce#2026' });
        expect(late.statusCode).toBe(400);
        expect(await snapshot()).toEqual(before);
      });

      it.each([
        ['a missing token', { token: undefined }, 'token'],
        ['a numeric email', { email: 3 }, 'email'],
      ])('rejects %s with 400 naming the field', async (_what, patch, field) => {
        const res = await activate({ token, email: 'ada@test.parking', password: 'Enforce#2026', confirm: 'Enforce#2026', ...patch });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(new RegExp(`^${field}: `));
      });

      it('rejects an over-long password with the password rule, as the sign-up does', async () => {
        const long = 'A#1a'.repeat(10);
        const res = await activate({ token, email: 'ada@test.parking', password: long, confirm: long });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.passwordRule);
      });
    });
  });
});
