import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { contactMessages, outgoingMail } from '../../src/server/db/schema';
import { MESSAGES } from '../../src/shared/messages';
import { createUser } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

describe.each(backends)('contact (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { MAIL_FROM: 'Parking Support <help@parking.test>' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function count(table: PgTable): Promise<number> {
    const [row] = await t.db.select({ c: sql<number>`count(*)::int` }).from(table);
    return row!.c;
  }
  const counts = async () => ({ contact: await count(contactMessages), mail: await count(outgoingMail) });
  const send = (body: unknown, token?: string) => call(t.app, 'POST', '/api/v1/contact/contact-us', { body, token });

  it('stores the message and mails it to support, replies going to the visitor', async () => {
    const res = await send({ name: ' Dee Driver ', email: 'dee@example.com', message: 'The gate at lot 4 is stuck.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.contactThanks });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'dee@example.com'));
    expect(row).toMatchObject({ name: 'Dee Driver', message: 'The gate at lot 4 is stuck.', userId: null });
    const [mail] = await t.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'contact'));
    expect(mail).toMatchObject({ to: 'help@parking.test', status: 'outbox' });
    expect(mail!.text).toContain('The gate at lot 4 is stuck.');
    expect(mail!.text).toContain('dee@example.com');
    expect(mail!.meta).toMatchObject({ replyTo: 'dee@example.com', contactMessageId: row!.id });
  });

  it('sends to SUPPORT_EMAIL when it is set, not to a no-reply sender', async () => {
    const other = await createTestApp(backend, { MAIL_FROM: 'Parking <no-reply@parking.test>', SUPPORT_EMAIL: 'desk@parking.test' });
    try {
      const res = await call(other.app, 'POST', '/api/v1/contact/contact-us', {
        body: { name: 'Ann', email: 'ann@example.com', message: 'Who reads this?' },
      });
      expect(res.statusCode).toBe(201);
      const [mail] = await other.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'contact'));
      expect(mail).toMatchObject({ to: 'desk@parking.test' });
    } finally {
      await other.close();
    }
  });

  it('links the message to the signed-in user', async () => {
    const { user } = await createUser(t, { name: 'Signed In', email: 'signed@test.parking', password: 'Parking#2026' });
    const login = await call(t.app, 'POST', '/api/v1/users/login', { body: { email: 'signed@test.parking', password: 'Parking#2026' } });
    const res = await send({ name: 'Signed In', email: 'signed@test.parking', message: 'Hello' }, login.json().token);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'signed@test.parking'));
    expect(row!.userId).toBe(user.id);
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a blank message', { message: '   ' }],
    ['an empty email', { email: '' }],
    ['a message left out', { message: undefined }],
    ['a name sent as null', { name: null }],
  ])('answers %s with the all-fields message, storing nothing', async (_what, patch) => {
    const before = await counts();
    const res = await send({ name: 'A', email: 'a@example.com', message: 'Hi', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'fail', message: MESSAGES.contactFieldsRequired });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['a numeric name', { name: 12 }, 'name'],
    ['an over-long message', { message: 'm'.repeat(5001) }, 'message'],
    ['an over-long name', { name: 'n'.repeat(101) }, 'name'],
  ])('rejects %s with 400 naming the field, storing nothing', async (_what, patch, field) => {
    const before = await counts();
    const res = await send({ name: 'A', email: 'a@example.com', message: 'Hi', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    expect(await counts()).toEqual(before);
  });

  it('rejects an invalid email address and malformed JSON, storing nothing', async () => {
    const before = await counts();
    const invalid = await send({ name: 'A', email: 'not-an-address', message: 'Hi' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(MESSAGES.emailInvalid);
    const bad = await call(t.app, 'POST', '/api/v1/contact/contact-us', {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MESSAGES.malformedJson);
    // JSON that parses, refused for a key that would reach every object: said so, not "not valid JSON".
    for (const key of ['__proto__', 'constructor']) {
      const polluting = await call(t.app, 'POST', '/api/v1/contact/contact-us', {
        body: `{"name":"Ann","email":"ann@example.com","message":"hi","${key}":{"prototype":{"isAdmin":true}}}`,
        headers: { 'content-type': 'application/json' },
      });
      expect([key, polluting.statusCode, polluting.json().message]).toEqual([key, 400, MESSAGES.forbiddenJsonKey]);
    }
    expect(await counts()).toEqual(before);
  });

  describe('/contact/welcome', () => {
    const welcome = (body: unknown, url = '/api/v1/contact/welcome') => call(t.app, 'POST', url, { body });
    const welcomeMails = (to: string) =>
      t.db
        .select()
        .from(outgoingMail)
        .where(sql`${outgoingMail.kind} = 'welcome' and ${outgoingMail.to} = ${to}`);
    const account = async (name: string) => {
      const email = `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@test.parking`;
      const { user } = await createUser(t, { name, email, password: 'Parking#2026' });
      return user;
    };

    it("mails an account's own address, with the account's own name and where to start, once a day", async () => {
      const user = await account('Dee');
      // The caller's name never reaches the mail: it cannot carry someone else's text.
      const res = await welcome({ name: 'Click http://spam.example', email: ` ${user.email.toUpperCase()} ` });
      expect([res.statusCode, res.json()]).toEqual([200, { status: 'success', message: MESSAGES.welcomeSent }]);
      const [mail, ...more] = await welcomeMails(user.email);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ subject: 'Welcome to Parking', status: 'outbox' });
      expect(mail!.text).toMatch(/^Hello Dee,/);
      expect(mail!.text).toContain('/locations');
      expect(mail!.text).not.toContain('spam.example');
      // A lot owner is pointed at its first location, not at a driver's booking.
      const owner = await createUser(t, { name: 'Ada', role: 'vendor' });
      await welcome({ name: 'Ada', email: owner.user.email });
      const [ownerMail] = await welcomeMails(owner.user.email);
      expect(ownerMail!.text).toContain('/locations/add');
      expect(ownerMail!.text).not.toContain('/bookings');
      expect(mail!.text).not.toContain('/locations/add');

      // Welcomed today: nothing more is sent, and the answer is the same (it does not tell that the account exists).
      const again = await welcome({ name: 'Dee', email: user.email });
      expect([again.statusCode, again.json(), again.headers['retry-after']]).toEqual([
        200,
        { status: 'success', message: MESSAGES.welcomeSent },
        undefined,
      ]);
      expect(await welcomeMails(user.email)).toHaveLength(1);
    });

    it('welcomes an account once in its life: one welcomed long ago gets nothing more, with the same answer', async () => {
      const { user } = await createUser(t, { name: 'Old Timer' });
      await t.db.insert(outgoingMail).values({
        to: user.email,
        subject: 'Welcome to Parking',
        text: 'Welcome',
        kind: 'welcome',
        meta: { userId: user.id },
        createdAt: new Date(Date.now() - 400 * 86_400_000),
      });
      const res = await welcome({ name: 'Old Timer', email: user.email });
      expect([res.statusCode, res.json()]).toEqual([200, { status: 'success', message: MESSAGES.welcomeSent }]);
      expect(await welcomeMails(user.email)).toHaveLength(1);
    });

    it("answers at SPEC's own address without /api as the same call", async () => {
      const user = await account('Ola');
      const res = await welcome({ name: 'Ola', email: user.email }, '/v1/contact/welcome');
      expect([res.statusCode, res.json()]).toEqual([200, { status: 'success', message: MESSAGES.welcomeSent }]);
      expect(await welcomeMails(user.email)).toHaveLength(1);
    });

    it('mails no address without an account, answering as for one; refuses bad input with its message; none of it counts against the address', async () => {
      const before = await counts();
      const stranger = await welcome({ name: 'Sam', email: 'stranger@example.com' });
      expect([stranger.statusCode, stranger.json()]).toEqual([200, { status: 'success', message: MESSAGES.welcomeSent }]);
      expect(await welcomeMails('stranger@example.com')).toHaveLength(0);
      const user = await account('Kim');
      for (const [body, status, message] of [
        [{ name: ' ', email: user.email }, 400, MESSAGES.contactFieldsRequired],
        [{ name: 'Kim', email: 'not-an-address' }, 400, MESSAGES.emailInvalid],
        [{ name: 'n'.repeat(101), email: user.email }, 400, /^name: /],
        [{ email: user.email }, 400, /^name: /],
      ] as const) {
        const res = await welcome(body);
        expect(res.statusCode).toBe(status);
        expect(res.json().message).toMatch(message);
      }
      expect(await counts()).toEqual(before);
      // The refusals above named Kim's address: the welcome still goes.
      expect((await welcome({ name: 'Kim', email: user.email })).statusCode).toBe(200);
    });
  });

  it('declares every contact route in the OpenAPI document under the contact tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ops = ['/api/v1/contact/contact-us', '/api/v1/contact/sendReceipt', '/api/v1/contact/welcome'].map((p) => doc.paths[p]?.post);
    expect(ops.map((o) => o?.operationId)).toEqual(['contactUs', 'sendReceipt', 'sendWelcome']);
    for (const o of ops) expect(o.tags).toEqual(['contact']);
  });
});
