import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { users } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { createUser } from './support/factories';
import { createTestApp, type TestApp } from './support/testApp';

/**
 * Issue 12 "Authentication": a bearer token opens the API only when it is one the server signed
 * (HS256, its secret, unexpired) for a user who still exists, is active, and has not changed their
 * password since. Asked on GET /api/v1/me (any signed-in user).
 */
const SECRET = 'test-secret-test-secret-test-secret';
const PROBE = '/api/v1/me';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('session tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: PROBE, headers: { authorization: `Bearer ${token}` } });
    return { status: res.statusCode, message: (res.json() as { message?: string }).message };
  };

  it('lets a token the server signed through', async () => {
    const { token } = await createUser(t, { role: 'customer' });
    expect((await ask(token)).status).toBe(200);
  });

  it('refuses tampered, foreign, unsigned, wrong-algorithm and expired tokens', async () => {
    const { user, token } = await createUser(t, { role: 'customer' });
    const other = await createUser(t, { role: 'odogwu' });
    const [header, , signature] = token.split('.');
    const payload = { id: user.id, name: user.name, email: user.email };
    const forged = {
      // Someone else's id under this token's signature.
      tampered: `${header}.${b64({ ...payload, id: other.user.id, iat: Math.floor(Date.now() / 1000) })}.${signature}`,
      otherSecret: jwt.sign(payload, 'another-secret-another-secret-xx', { algorithm: 'HS256' }),
      algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...payload, iat: Math.floor(Date.now() / 1000) })}.`,
      hs512: jwt.sign(payload, SECRET, { algorithm: 'HS512' }),
      expired: jwt.sign(payload, SECRET, { algorithm: 'HS256', expiresIn: -10 }),
      garbage: 'not-a-token',
    };
    for (const [kind, bad] of Object.entries(forged)) {
      expect({ kind, ...(await ask(bad)) }).toEqual({ kind, status: 401, message: MESSAGES.tokenInvalid });
    }
  });

  it('stops working at once for a deactivated, a deleted, or a re-passworded user', async () => {
    const deactivated = await createUser(t, { role: 'enforcer' });
    const deleted = await createUser(t, { role: 'customer' });
    const repassworded = await createUser(t, { role: 'vendor' });
    for (const u of [deactivated, deleted, repassworded]) expect((await ask(u.token)).status).toBe(200);

    await t.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.user.id));
    expect(await ask(deactivated.token)).toEqual({ status: 401, message: MESSAGES.accountDeactivated });

    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.user.id));
    expect(await ask(deleted.token)).toEqual({ status: 401, message: MESSAGES.signedOutAccountDeleted });

    await t.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() + 5_000) })
      .where(eq(users.id, repassworded.user.id));
    // Said as what happened: the app shows it on /login of the device signed out.
    expect(await ask(repassworded.token)).toEqual({ status: 401, message: MESSAGES.signedOutNewPassword });
  });
});
