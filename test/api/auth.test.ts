import jwt from 'jsonwebtoken';
import { desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { contactMessages, outgoingMail, userTokens, users } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import type { Role } from '../../src/shared/roles';
import { createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp, rowCount } from './support/testApp';

jest.setTimeout(60_000);

const SECRET = 'test-secret-test-secret-test-secret';
const PASSWORD = 'Parking#2026';

describe.each(backends)('sign-in, sign-up and password reset (%s)', (backend) => {
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
  async function addUser(email: string, role: Role = 'customer', extra: Partial<typeof users.$inferInsert> = {}) {
    const { user } = await createUser(t, { name: `User ${email}`, email, role, password: PASSWORD, ...extra });
    return user;
  }
  async function lastMailTo(to: string) {
    const [row] = await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, to)).orderBy(desc(outgoingMail.createdAt)).limit(1);
    return row;
  }
  const login = (email: string, password = PASSWORD) => call(t.app, 'POST', '/api/v1/users/login', { body: { email, password } });

  describe('POST /users/login', () => {
    it('returns the token and the user, at the top level and in data', async () => {
      const row = await addUser('driver@test.parking');
      const res = await login('driver@test.parking');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const user = { _id: row.id, name: row.name, email: 'driver@test.parking', role: 'customer', isActive: true, isSuperadmin: false };
      expect(body).toEqual({ status: 'success', token: expect.any(String), user, data: { token: body.token, user } });
      const me = await call(t.app, 'GET', '/api/v1/me', { token: body.token });
      expect(me.statusCode).toBe(200);
      // GET /me adds the signed-in user's own reminder settings.
      expect(me.json()).toEqual({ status: 'success', data: { user: { ...user, reminderMinutes: 15, remindersOn: true } } });
    });

    it('matches the email case-insensitively', async () => {
      await addUser('mixed@test.parking');
      const res = await login('  MIXED@Test.Parking ');
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe('mixed@test.parking');
    });

    it('marks the configured superadmin', async () => {
      await addUser('boss@test.parking', 'odogwu');
      const res = await login('boss@test.parking');
      expect(res.json().user).toMatchObject({ role: 'odogwu', isSuperadmin: true });
    });

    it('answers the same 401 for a wrong password and an unknown email', async () => {
      await addUser('careful@test.parking');
      const wrong = await login('careful@test.parking', 'Wrong#Pass1');
      const unknown = await login('nobody@test.parking');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.wrongCredentials });
      }
    });

    it('refuses inactive accounts: deactivated and invited-but-not-activated', async () => {
      await addUser('off@test.parking', 'enforcer', { isActive: false });
      await addUser('pending@test.parking', 'enforcer', { isActive: false, passwordHash: null });
      // The pending invitee is pointed at their activation mail; the deactivated one (their link is spent) at their team.
      for (const [email, message] of [
        ['off@test.parking', MESSAGES.accountDeactivated],
        ['pending@test.parking', MESSAGES.accountInactive],
      ] as const) {
        const res = await login(email);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(message);
      }
    });

    it('refuses a deleted account like an unknown one', async () => {
      await addUser('gone@test.parking', 'customer', { deletedAt: new Date() });
      const res = await login('gone@test.parking');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MESSAGES.wrongCredentials);
    });

    it.each([
      ['missing password', { email: 'a@b.co' }, 'password'],
      ['missing email', { password: PASSWORD }, 'email'],
      ['a number as email', { email: 42, password: PASSWORD }, 'email'],
      ['an over-long email', { email: `${'a'.repeat(260)}@b.co`, password: PASSWORD }, 'email'],
      ['an over-long password', { email: 'a@b.co', password: 'A1#a'.repeat(10) }, 'password'],
    ])('rejects %s with 400 naming the field', async (_name, body, field) => {
      const res = await call(t.app, 'POST', '/api/v1/users/login', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe('fail');
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    });

    it('rejects malformed JSON with 400', async () => {
      const res = await call(t.app, 'POST', '/api/v1/users/login', {
        body: '{"email": "a@b.co", ',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.malformedJson });
    });
  });

  describe('POST /users/signup', () => {
    const valid = { name: 'New Driver', email: 'New.Driver@Test.Parking', password: PASSWORD, passwordConfirm: PASSWORD, role: 'customer' };

    it('creates a customer and signs them in', async () => {
      const before = await count(users);
      const res = await call(t.app, 'POST', '/api/v1/users/signup', { body: valid });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        status: 'success',
        token: expect.any(String),
        user: { name: 'New Driver', email: 'new.driver@test.parking', role: 'customer', isActive: true, isSuperadmin: false },
      });
      expect(body.data).toEqual({ token: body.token, user: body.user });
      expect(await count(users)).toBe(before + 1);
      const me = await call(t.app, 'GET', '/api/v1/me', { token: body.token });
      expect(me.json().data.user._id).toBe(body.user._id);
      const again = await login('new.driver@test.parking');
      expect(again.statusCode).toBe(200);
    });

    it('creates a vendor', async () => {
      const res = await call(t.app, 'POST', '/api/v1/users/signup', {
        body: { ...valid, email: 'lot.owner@test.parking', role: 'vendor' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.role).toBe('vendor');
    });

    it('answers 409 for a taken email, whatever its case', async () => {
      const before = await counts();
      const res = await call(t.app, 'POST', '/api/v1/users/signup', { body: { ...valid, email: 'NEW.DRIVER@test.parking' } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.emailTaken });
      expect(await counts()).toEqual(before);
    });

    it.each([['odogwu'], ['enforcer'], ['admin'], ['valet'], ['superuser']])('refuses the role %s with 400 naming role', async (role) => {
      const before = await counts();
      const res = await call(t.app, 'POST', '/api/v1/users/signup', { body: { ...valid, email: `r-${role}@test.parking`, role } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^role: /);
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['a missing name', { name: undefined }, 'name'],
      ['an empty name', { name: '  ' }, 'name'],
      ['an over-long name', { name: 'n'.repeat(101) }, 'name'],
      ['a missing email', { email: undefined }, 'email'],
      ['an invalid email', { email: 'not-an-email' }, 'email'],
      ['an over-long email', { email: `${'e'.repeat(250)}@test.parking` }, 'email'],
      ['a numeric password', { password: 12345678 }, 'password'],
      ['a missing passwordConfirm', { passwordConfirm: undefined }, 'passwordConfirm'],
      ['a missing role', { role: undefined }, 'role'],
      ['a boolean role', { role: true }, 'role'],
    ])('rejects %s with 400 naming the field', async (_what, patch, field) => {
      const before = await counts();
      const res = await call(t.app, 'POST', '/api/v1/users/signup', { body: { ...valid, email: 'bad-input@test.parking', ...patch } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
      expect(await counts()).toEqual(before);
    });

    it('enforces the password rule', async () => {
      const before = await counts();
      for (const password of ['Sh0rt!a', 'alllowercase1!', 'ALLUPPER1!', 'NoDigitsHere!', 'NoSpecial123']) {
        const res = await call(t.app, 'POST', '/api/v1/users/signup', {
          body: { ...valid, email: 'weak@test.parking', password, passwordConfirm: password },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MESSAGES.passwordRule);
      }
      expect(await counts()).toEqual(before);
    });

    it('refuses mismatched passwords', async () => {
      const before = await counts();
      const res = await call(t.app, 'POST', '/api/v1/users/signup', {
        body: { ...valid, email: 'mismatch@test.parking', passwordConfirm: `${PASSWORD}x` },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MESSAGES.passwordsNotMatching);
      expect(await counts()).toEqual(before);
    });

    it('rejects malformed JSON and a missing body with 400', async () => {
      const before = await counts();
      const bad = await call(t.app, 'POST', '/api/v1/users/signup', { body: '{"name":', headers: { 'content-type': 'application/json' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(MESSAGES.malformedJson);
      const none = await call(t.app, 'POST', '/api/v1/users/signup');
      expect(none.statusCode).toBe(400);
      expect(await counts()).toEqual(before);
    });
  });

  describe('forgot and reset password', () => {
    const resetLink = async (email: string) => {
      const mail = await lastMailTo(email);
      expect(mail).toBeDefined();
      const m = /http:\/\/parking\.test\/reset\/([\w.-]+)/.exec(mail!.text);
      expect(m).not.toBeNull();
      return m![1]!;
    };

    it('mails a reset link (JSON object body) that sets a new password once', async () => {
      const row = await addUser('forgetful@test.parking');
      const oldSession = jwt.sign({ id: row.id, name: row.name, email: row.email, iat: Math.floor(Date.now() / 1000) - 60 }, SECRET);
      expect((await call(t.app, 'GET', '/api/v1/me', { token: oldSession })).statusCode).toBe(200);

      const before = await counts();
      const res = await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 'Forgetful@test.parking' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success', message: MESSAGES.forgotSent });
      expect(await counts()).toEqual({ ...before, tokens: before.tokens + 1, mail: before.mail + 1 });

      const token = await resetLink('forgetful@test.parking');
      // The SPA decodes the token on load: it must be a JWT carrying the email.
      const decoded = jwt.decode(token) as Record<string, unknown>;
      expect(decoded).toMatchObject({ purpose: 'reset', email: 'forgetful@test.parking' });
      expect((decoded.exp as number) - (decoded.iat as number)).toBe(3600);

      const NEW = 'Brand#New2026';
      // A session opened moments before the reset (the same second: iat alone could not tell them apart; at can).
      const fresh = (await login('forgetful@test.parking')).json().token as string;
      expect((await call(t.app, 'GET', '/api/v1/me', { token: fresh })).statusCode).toBe(200);
      const done = await call(t.app, 'PATCH', `/api/v1/users/reset-password/${token}`, { body: { token, password: NEW } });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ status: 'success', message: MESSAGES.resetSuccess });

      expect((await login('forgetful@test.parking')).statusCode).toBe(401);
      expect((await login('forgetful@test.parking', NEW)).statusCode).toBe(200);
      // Sessions opened before the reset end with it.
      const stale = await call(t.app, 'GET', '/api/v1/me', { token: oldSession });
      expect(stale.statusCode).toBe(401);
      const moments = await call(t.app, 'GET', '/api/v1/me', { token: fresh });
      // Opened moments before the reset (the same second): told why all the same.
      expect([moments.statusCode, moments.json().message]).toEqual([401, MESSAGES.signedOutNewPassword]);

      // The link works once.
      const again = await call(t.app, 'PATCH', `/api/v1/users/reset-password/${token}`, { body: { token, password: 'Other#Pass2026' } });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(MESSAGES.invalidResetToken);
      expect((await login('forgetful@test.parking', NEW)).statusCode).toBe(200);
    });

    it('accepts the email as a bare JSON string and as plain text', async () => {
      await addUser('bare@test.parking');
      const asJson = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot-password',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify('bare@test.parking'),
      });
      expect(asJson.statusCode).toBe(200);
      const asText = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot-password',
        headers: { 'content-type': 'text/plain' },
        payload: 'bare@test.parking',
      });
      expect(asText.statusCode).toBe(200);
      const quotedText = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/forgot-password',
        headers: { 'content-type': 'text/plain' },
        payload: '"bare@test.parking"',
      });
      expect(quotedText.statusCode).toBe(200);
      const rows = await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, 'bare@test.parking'));
      expect(rows.map((r) => r.kind)).toEqual(['reset', 'reset', 'reset']);
    });

    it('answers 404 for an unknown email and 400 for an empty one, writing nothing', async () => {
      const before = await counts();
      const unknown = await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 'stranger@test.parking' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ status: 'fail', message: MESSAGES.forgotFailed });
      const empty = await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: '' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(MESSAGES.forgotEmailRequired);
      // Left out, as a client of SPEC's "the body is the email value" may: the same sentence.
      const missing = await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(MESSAGES.forgotEmailRequired);
      const wrongType = await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 7 } });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().message).toMatch(/email/);
      const tooLong = await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: `${'x'.repeat(300)}@test.parking` } });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toMatch(/^email: /);
      expect(await counts()).toEqual(before);
    });

    it('refuses garbage, expired, foreign-purpose and mismatched tokens, and weak passwords', async () => {
      const row = await addUser('tokens@test.parking');
      await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 'tokens@test.parking' } });
      const token = await resetLink('tokens@test.parking');

      const expired = jwt.sign({ purpose: 'reset', email: row.email, name: row.name }, SECRET, { subject: row.id, expiresIn: -10 });
      const session = jwt.sign({ id: row.id, name: row.name, email: row.email }, SECRET);
      const otherSecret = jwt.sign({ purpose: 'reset', email: row.email, name: row.name }, 'another-secret-another-secret!!', {
        subject: row.id,
        expiresIn: 600,
      });
      // Correctly signed and unexpired, but never issued (no row in user_tokens).
      const unissued = jwt.sign({ purpose: 'reset', email: row.email, name: row.name }, SECRET, { subject: row.id, expiresIn: 600 });
      const before = await t.db.select().from(users).where(eq(users.id, row.id));
      for (const bad of ['garbage', expired, session, otherSecret, unissued]) {
        const res = await call(t.app, 'PATCH', `/api/v1/users/reset-password/${bad}`, { body: { token: bad, password: 'Valid#Pass2026' } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.invalidResetToken });
      }
      const mismatch = await call(t.app, 'PATCH', `/api/v1/users/reset-password/${token}`, {
        body: { token: 'different', password: 'Valid#Pass2026' },
      });
      expect(mismatch.statusCode).toBe(400);
      const weak = await call(t.app, 'PATCH', `/api/v1/users/reset-password/${token}`, { body: { token, password: 'weakpass' } });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().message).toBe(MESSAGES.passwordRule);
      const missing = await call(t.app, 'PATCH', `/api/v1/users/reset-password/${token}`, { body: { token } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/^password: /);
      expect(await t.db.select().from(users).where(eq(users.id, row.id))).toEqual(before);

      // Expiry is also enforced from the database, whatever the JWT says.
      await t.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.userId, row.id));
      const late = await call(t.app, 'PATCH', `/api/v1/users/reset-password/${token}`, { body: { token, password: 'Valid#Pass2026' } });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(MESSAGES.invalidResetToken);
      expect(await t.db.select().from(users).where(eq(users.id, row.id))).toEqual(before);
    });

    it('closes older reset links once one is used', async () => {
      await addUser('twice@test.parking');
      await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 'twice@test.parking' } });
      const first = await resetLink('twice@test.parking');
      await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 'twice@test.parking' } });
      const second = await resetLink('twice@test.parking');
      expect(second).not.toBe(first);
      expect((await call(t.app, 'PATCH', `/api/v1/users/reset-password/${second}`, { body: { password: 'Second#2026' } })).statusCode).toBe(
        200,
      );
      const old = await call(t.app, 'PATCH', `/api/v1/users/reset-password/${first}`, { body: { password: 'First#2026x' } });
      expect(old.statusCode).toBe(400);
      expect((await login('twice@test.parking', 'Second#2026')).statusCode).toBe(200);
    });
  });
});
