import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { outgoingMail } from '../../src/server/db/schema';
import { call, createTestApp, type TestApp } from './support/testApp';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback: the mailer speaks SMTP to it exactly as it would to a provider. */
function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        done();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.server.address() as { port: number }).port;
      resolve({ port, received, close: () => new Promise<void>((r) => server.close(() => r())) });
    });
  });
}

describe('mail through SMTP when SMTP_URL is set', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp('pglite', { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Parking <no-reply@parking.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close().catch(() => undefined);
  });

  it('sends the contact message over SMTP and marks its outbox row sent', async () => {
    const res = await call(t.app, 'POST', '/api/v1/contact/contact-us', {
      body: { name: 'Dana Driver', email: 'dana@example.com', message: 'The gate at Back Bay is stuck.' },
    });
    expect(res.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.from).toBe('no-reply@parking.test');
    expect(smtp.received[0]!.raw).toMatch(/The gate at Back Bay is stuck\./);
    const rows = await t.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'contact'));
    expect(rows.map((r) => r.status)).toEqual(['sent']);
    expect(rows[0]!.sentAt).toBeInstanceOf(Date);
  });

  it('answers 502 and records the failed send when the SMTP server is unreachable', async () => {
    const signup = await call(t.app, 'POST', '/api/v1/users/signup', {
      body: { name: 'Sam', email: 'sam@example.com', password: 'Str0ng!pass', passwordConfirm: 'Str0ng!pass', role: 'customer' },
    });
    expect(signup.statusCode).toBe(201);
    await smtp.close();
    const res = await call(t.app, 'POST', '/api/v1/users/forgot-password', { body: { email: 'sam@example.com' } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ status: 'error' });
    const rows = await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, 'sam@example.com'));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    expect(rows[0]!.error).toBeTruthy();
  });
});
