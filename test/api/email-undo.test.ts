import crypto from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { outgoingMail, userTokens, users } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp, rowCount } from './support/testApp';

jest.setTimeout(60_000);

const PASSWORD = 'Parking#2026';
const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/**
 * PATCH /users/update changes the email at once, as SPEC's client expects, and mails the address it
 * replaces a link that puts it back (POST /users/email-undo/{token}): a stolen session that changes
 * the address cannot then take the account over with Forgot password.
 */
describe.each(backends)('undoing an email change (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const count = (table: PgTable) => rowCount(t, table);
  const counts = async () => ({ users: await count(users), tokens: await count(userTokens), mail: await count(outgoingMail) });
  /** Every user and token row, to prove a refused call changed nothing. */
  const snapshot = async () => ({
    users: await t.db.select().from(users).orderBy(asc(users.id)),
    tokens: await t.db.select().from(userTokens).orderBy(asc(userTokens.id)),
  });
  const login = (email: string, password = PASSWORD) => call(t.app, 'POST', '/api/v1/users/login', { body: { email, password } });
  /** A user row plus a session token, as a sign-in would give. */
  async function addUser(email: string) {
    const { user: row } = await createUser(t, { name: `User ${email}`, email, role: 'customer', password: PASSWORD });
    const res = await login(email);
    expect(res.statusCode).toBe(200);
    return { row, token: res.json().token as string };
  }
  const changeEmail = (token: string, email: string, url = '/api/v1/users/update') => call(t.app, 'PATCH', url, { token, body: { email } });
  const mailsTo = (to: string) => t.db.select().from(outgoingMail).where(eq(outgoingMail.to, to)).orderBy(desc(outgoingMail.createdAt));
  /** The token of the newest undo link mailed to `to`. */
  async function undoToken(to: string): Promise<string> {
    const [mail] = await mailsTo(to);
    expect(mail?.kind).toBe('email-changed');
    const m = /http:\/\/parking\.test\/email-undo\/([\w-]+)/.exec(mail!.text);
    expect(m).not.toBeNull();
    return m![1]!;
  }
  async function resetToken(to: string): Promise<string> {
    expect((await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: to } })).statusCode).toBe(200);
    const [mail] = await mailsTo(to);
    expect(mail?.kind).toBe('reset');
    return /http:\/\/parking\.test\/reset\/([\w.-]+)/.exec(mail!.text)![1]!;
  }
  const undo = (token: string) => call(t.app, 'POST', `/api/v1/users/email-undo/${token}`);
  const emailOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.email;

  it('changes the email at once and mails the old address only, once, with a link valid 7 days (token stored hashed)', async () => {
    const { row, token } = await addUser('undo.owner@test.parking');
    const before = await counts();
    const res = await call(t.app, 'PATCH', '/api/v1/users/update', { token, body: { name: 'Owner', email: ' Thief@Test.Parking ' } });
    // SPEC's contract: the change happens now, the answer holds the new address.
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ _id: row.id, name: 'Owner', email: 'thief@test.parking' });
    expect(await counts()).toEqual({ ...before, tokens: before.tokens + 1, mail: before.mail + 1 });

    expect(await mailsTo('thief@test.parking')).toHaveLength(0);
    const [mail] = await mailsTo('undo.owner@test.parking');
    expect(mail).toMatchObject({ kind: 'email-changed', subject: 'Your Parking email address was changed' });
    expect(mail!.html).toBeNull();
    expect(mail!.text).toContain('changed to thief@test.parking');
    expect(mail!.text).toContain('within 7 days');
    // Addressed with the name the owner had, not the one the change set.
    expect(mail!.text).toContain(`Hello User undo.owner@test.parking,`);
    const link = await undoToken('undo.owner@test.parking');

    const [stored] = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, row.id), eq(userTokens.purpose, 'email-undo')));
    expect(stored).toMatchObject({ tokenHash: sha256(link), previousEmail: 'undo.owner@test.parking', usedAt: null });
    const days = (stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    // No column holds the link's token itself.
    expect(JSON.stringify(stored)).not.toContain(link);

    // SPEC's own address for the call (/v1 without /api) mails the same way: the replaced address.
    const again = await changeEmail(token, 'thief2@test.parking', '/v1/users/update');
    expect([again.statusCode, again.json().data.user.email]).toEqual([200, 'thief2@test.parking']);
    expect(await undoToken('thief@test.parking')).not.toBe(link);
    expect(await mailsTo('thief2@test.parking')).toHaveLength(0);
  });

  it('sends nothing for a name-only update or a change to the same address in another case', async () => {
    const { row, token } = await addUser('same.address@test.parking');
    const before = await counts();
    expect((await call(t.app, 'PATCH', '/api/v1/users/update', { token, body: { name: 'New Name' } })).statusCode).toBe(200);
    const same = await call(t.app, 'PATCH', '/api/v1/users/update', {
      token,
      body: { name: 'New Name', email: '  Same.Address@TEST.parking ' },
    });
    expect([same.statusCode, same.json().data.user.email]).toEqual([200, 'same.address@test.parking']);
    expect(await counts()).toEqual(before);
    expect(await emailOf(row.id)).toBe('same.address@test.parking');
  });

  it('puts the address back, ends every session, closes the reset link the intruder asked for, and works once', async () => {
    const { row, token: stolen } = await addUser('victim@test.parking');
    const other = (await login('victim@test.parking')).json().token as string;
    expect((await changeEmail(stolen, 'intruder@test.parking')).statusCode).toBe(200);
    const intruderReset = await resetToken('intruder@test.parking');
    const link = await undoToken('victim@test.parking');

    const res = await undo(link);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.emailUndone });
    expect(await emailOf(row.id)).toBe('victim@test.parking');
    for (const session of [stolen, other]) {
      const me = await call(t.app, 'GET', '/api/v1/me', { token: session });
      // Its password was replaced: said so, however soon after the session was opened.
      expect([me.statusCode, me.json().message]).toEqual([401, MESSAGES.signedOutNewPassword]);
    }
    expect((await login('intruder@test.parking')).statusCode).toBe(401);
    const reset = await call(t.app, 'PATCH', `/api/v1/users/reset-password/${intruderReset}`, { body: { password: 'Intruder#2026' } });
    expect([reset.statusCode, reset.json().message]).toEqual([400, MESSAGES.invalidResetToken]);
    expect((await login('victim@test.parking', 'Intruder#2026')).statusCode).toBe(401);

    // Twice: the second use changes nothing.
    const before = await snapshot();
    const twice = await undo(link);
    expect([twice.statusCode, twice.json()]).toEqual([400, { status: 'fail', message: MESSAGES.emailUndoInvalid }]);
    expect(await snapshot()).toEqual(before);

    // The way back the answer names: Forgot password, to the restored address.
    const NEW = 'Owner#Again2026';
    const ownReset = await resetToken('victim@test.parking');
    expect((await call(t.app, 'PATCH', `/api/v1/users/reset-password/${ownReset}`, { body: { password: NEW } })).statusCode).toBe(200);
    const back = await login('victim@test.parking', NEW);
    expect([back.statusCode, back.json().user._id]).toEqual([200, row.id]);
  });

  it('replaces a password the intruder set meanwhile, and a later change’s link (the intruder’s) cannot lock the owner out', async () => {
    const { row, token: stolen } = await addUser('chain.owner@test.parking');
    expect((await changeEmail(stolen, 'chain.b@test.parking')).statusCode).toBe(200);
    const ownerLink = await undoToken('chain.owner@test.parking');
    // The intruder resets the password through their own address and signs in with it...
    const TAKEN = 'Taken#Over2026';
    const reset = await resetToken('chain.b@test.parking');
    expect((await call(t.app, 'PATCH', `/api/v1/users/reset-password/${reset}`, { body: { password: TAKEN } })).statusCode).toBe(200);
    const session = (await login('chain.b@test.parking', TAKEN)).json().token as string;
    // ...changes the address again, which mails their own address a link, and uses it.
    expect((await changeEmail(session, 'chain.c@test.parking')).statusCode).toBe(200);
    const intruderLink = await undoToken('chain.b@test.parking');
    expect((await undo(intruderLink)).statusCode).toBe(200);
    expect(await emailOf(row.id)).toBe('chain.b@test.parking');

    // The owner's link, from the earlier change, still works and wins.
    const res = await undo(ownerLink);
    expect([res.statusCode, res.json().message]).toEqual([200, MESSAGES.emailUndone]);
    expect(await emailOf(row.id)).toBe('chain.owner@test.parking');
    for (const email of ['chain.owner@test.parking', 'chain.b@test.parking', 'chain.c@test.parking']) {
      expect((await login(email, TAKEN)).statusCode).toBe(401);
    }
    expect((await call(t.app, 'GET', '/api/v1/me', { token: session })).statusCode).toBe(401);
    expect((await undo(intruderLink)).statusCode).toBe(400);
    // Every link of the account is closed now.
    const open = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, row.id), sql`${userTokens.usedAt} is null`));
    expect(open).toEqual([]);
  });

  it('answers 400 for an unknown, malformed or expired link, changing nothing', async () => {
    const { row, token } = await addUser('late.owner@test.parking');
    expect((await changeEmail(token, 'late.new@test.parking')).statusCode).toBe(200);
    const link = await undoToken('late.owner@test.parking');
    await t.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, sha256(link)));
    const before = await snapshot();
    for (const bad of [link, crypto.randomBytes(32).toString('base64url'), 'nope', sha256(link)]) {
      const res = await undo(bad);
      expect([bad, res.statusCode, res.json()]).toEqual([bad, 400, { status: 'fail', message: MESSAGES.emailUndoInvalid }]);
    }
    expect((await undo('x'.repeat(3000))).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect(await emailOf(row.id)).toBe('late.new@test.parking');
    expect((await call(t.app, 'GET', '/api/v1/me', { token })).statusCode).toBe(200);
  });

  it('holds the old address for its account while the link works: a sign-up, another change or an invite to it is 409; the account itself may take it back', async () => {
    const { row, token } = await addUser('held.old@test.parking');
    expect((await changeEmail(token, 'held.new@test.parking')).statusCode).toBe(200);
    const signup = await call(t.app, 'POST', '/api/v1/users/signup', {
      body: { name: 'Squatter', email: 'Held.Old@test.parking', password: PASSWORD, passwordConfirm: PASSWORD, role: 'customer' },
    });
    expect([signup.statusCode, signup.json().message]).toEqual([409, MESSAGES.emailTaken]);
    const other = await addUser('held.other@test.parking');
    const change = await changeEmail(other.token, 'held.old@test.parking');
    expect([change.statusCode, change.json().message]).toEqual([409, MESSAGES.emailTaken]);
    const { token: manager } = await createUser(t, {
      name: 'Manager',
      email: 'held.manager@test.parking',
      role: 'vendor',
      password: PASSWORD,
    });
    const invite = await call(t.app, 'POST', '/api/v1/users/enforcement/invite', {
      token: manager,
      body: { name: 'Squatter', email: 'held.old@test.parking' },
    });
    expect(invite.statusCode).toBe(409);
    expect(
      (
        await t.db
          .select()
          .from(users)
          .where(sql`lower(${users.email}) = 'held.old@test.parking'`)
      ).length,
    ).toBe(0);
    // The owner's own undo still works, and so would changing back by hand.
    expect((await undo(await undoToken('held.old@test.parking'))).statusCode).toBe(200);
    expect(await emailOf(row.id)).toBe('held.old@test.parking');
  });

  it('answers 409 when another account took the old address meanwhile, changing nothing (the link stays usable)', async () => {
    const { row, token } = await addUser('moved.away@test.parking');
    expect((await changeEmail(token, 'moved.new@test.parking')).statusCode).toBe(200);
    const link = await undoToken('moved.away@test.parking');
    const { row: taker } = await addUser('moved.away@test.parking');
    const before = await snapshot();
    const res = await undo(link);
    expect([res.statusCode, res.json()]).toEqual([409, { status: 'fail', message: MESSAGES.emailUndoTaken }]);
    expect(await snapshot()).toEqual(before);
    expect(await emailOf(row.id)).toBe('moved.new@test.parking');
    expect((await call(t.app, 'GET', '/api/v1/me', { token })).statusCode).toBe(200);
    // Once the address is free again, the same link puts it back.
    expect(
      (await call(t.app, 'DELETE', '/api/v1/users/', { token: (await login('moved.away@test.parking')).json().token as string }))
        .statusCode,
    ).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, taker.id)))[0]!.deletedAt).toBeInstanceOf(Date);
    expect((await undo(link)).statusCode).toBe(200);
    expect(await emailOf(row.id)).toBe('moved.away@test.parking');
  });

  it('limits the link per client address like the reset flow (429 after five times the configured limit)', async () => {
    const limited = await createTestApp(backend, { LOGIN_RATE_LIMIT: '1' });
    try {
      for (let i = 0; i < 5; i += 1) expect((await call(limited.app, 'POST', '/api/v1/users/email-undo/nope')).statusCode).toBe(400);
      const res = await call(limited.app, 'POST', '/api/v1/users/email-undo/nope');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
