import { SMTPServer } from 'smtp-server';
import { and, eq, sql } from 'drizzle-orm';
import { outgoingMail, sessions, users } from '../../src/server/db/schema';
import type { Mailer } from '../../src/server/integrations/mail';
import { createRemindersService } from '../../src/server/modules/reminders/service';
import { receiptDateTime } from '../../src/shared/dates';
import { MESSAGES } from '../../src/shared/messages';
import { book, confirmDemo, makeUser, makeZone } from './bookingFixtures';
import { createSession } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

const MINUTE = 60_000;

describe.each(backends)('booking reminders (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });
  // Every test starts with no reminder pending, so runDue's count is this test's own.
  beforeEach(async () => {
    await t.db.update(sessions).set({ remindedEndTime: sql`${sessions.endTime}` });
  });

  const service = (mailer: Mailer = t.app.deps.mailer) =>
    createRemindersService({ db: t.db, mailer, config: t.config, jwtSecret: t.app.deps.jwtSecret, log: t.app.log });
  const mailsTo = (to: string) =>
    t.db
      .select()
      .from(outgoingMail)
      .where(and(eq(outgoingMail.to, to), eq(outgoingMail.kind, 'reminder')));
  const endOf = async (id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.endTime;

  async function booking(opts: { hours?: number; plates?: string[]; email?: string; signedIn?: boolean } = {}) {
    const { zone, location } = await makeZone(t, {
      location: { name: 'Lakeside Lot', timeZone: 'America/Chicago' },
      zone: { zoneNumber: '7' },
    });
    const driver = opts.signedIn === false ? undefined : await makeUser(t);
    const plates = opts.plates ?? ['REM1'];
    const booked = await book(
      t,
      {
        hours: opts.hours ?? 1,
        zoneId: zone.id,
        vehicles: plates.map((plate) => ({ plate, state: 'IL' })),
        ...(opts.email ? { email: opts.email } : {}),
      },
      driver?.token,
    );
    const ids: string[] = booked.sessions.sessions.map((s: { _id: string }) => s._id);
    return { zone, location, driver, ids, end: await endOf(ids[0]!) };
  }

  it('sends a due reminder once, to the account, naming lot, zone, plate, the end in the lot time zone and the extend link', async () => {
    const { driver, ids, end } = await booking();
    const svc = service();
    expect(await svc.runDue(new Date(end.getTime() - 16 * MINUTE))).toBe(0);
    expect(await mailsTo(driver!.user.email)).toHaveLength(0);

    expect(await svc.runDue(new Date(end.getTime() - 14 * MINUTE))).toBe(1);
    expect(await svc.runDue(new Date(end.getTime() - 10 * MINUTE))).toBe(0);
    const mails = await mailsTo(driver!.user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Your parking at Lakeside Lot ends in 14 minutes');
    expect(mail.text).toContain(`Hi ${driver!.user.name},`);
    expect(mail.text).toContain('Location: Lakeside Lot');
    expect(mail.text).toContain('Zone: 7');
    expect(mail.text).toContain('License plate: REM1 (IL)');
    expect(mail.text).toContain(`Ends: ${receiptDateTime(end, 'America/Chicago')}`);
    expect(mail.text).toContain("Times are in the location's time zone (Central Time).");
    expect(mail.text).toContain(`http://parking.test/bookings?extend=${ids[0]}`);
    expect(mail.meta).toMatchObject({ sessionIds: ids, endTime: end.toISOString() });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, ids[0]!));
    expect(row!.remindedEndTime?.toISOString()).toBe(end.toISOString());
  });

  it('sends nothing for a booking that has ended', async () => {
    const { driver, end } = await booking();
    expect(await service().runDue(new Date(end.getTime() + MINUTE))).toBe(0);
    expect(await mailsTo(driver!.user.email)).toHaveLength(0);
  });

  it('one mail per booking: several vehicles are one mail listing the plates', async () => {
    const { driver, ids, end } = await booking({ plates: ['MULTI1', 'MULTI2'] });
    expect(await service().runDue(new Date(end.getTime() - 5 * MINUTE))).toBe(1);
    const mails = await mailsTo(driver!.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('License plates: MULTI1 (IL), MULTI2 (IL)');
    expect(mails[0]!.meta).toMatchObject({ sessionIds: expect.arrayContaining(ids) });
  });

  it('two instances running at once send a reminder exactly once', async () => {
    const { driver, end } = await booking();
    const now = new Date(end.getTime() - 10 * MINUTE);
    const counts = await Promise.all([service().runDue(now), service().runDue(now), service().runDue(now)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo(driver!.user.email)).toHaveLength(1);
  });

  it('a claim survives a restart: the mail is in the outbox even if delivery never happened, and is not sent again', async () => {
    const { driver, end } = await booking();
    const crashing: Mailer = {
      ...t.app.deps.mailer,
      enqueue: (into, m) => t.app.deps.mailer.enqueue(into, m),
      deliver: async () => {
        throw new Error('process died before delivery');
      },
    };
    const now = new Date(end.getTime() - 10 * MINUTE);
    expect(await service(crashing).runDue(now)).toBe(1);
    const afterRestart = service();
    expect(await afterRestart.runDue(now)).toBe(0);
    expect(await afterRestart.runDue(new Date(now.getTime() + 5 * MINUTE))).toBe(0);
    expect(await mailsTo(driver!.user.email)).toHaveLength(1);
  });

  it('a failure while writing the mail undoes the claim, so the next run sends it', async () => {
    const { driver, ids, end } = await booking();
    const broken: Mailer = {
      ...t.app.deps.mailer,
      enqueue: async () => {
        throw new Error('outbox write failed');
      },
      deliver: (id, m) => t.app.deps.mailer.deliver(id, m),
    };
    const now = new Date(end.getTime() - 10 * MINUTE);
    await expect(service(broken).runDue(now)).rejects.toThrow('outbox write failed');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, ids[0]!));
    expect(row!.remindedEndTime).toBeNull();
    expect(await service().runDue(now)).toBe(1);
    expect(await mailsTo(driver!.user.email)).toHaveLength(1);
  });

  it('an extension before the reminder was due: no mail for the old end, one for the new end when it is due', async () => {
    const { driver, ids, end } = await booking();
    const svc = service();
    expect(await svc.runDue(new Date(end.getTime() - 20 * MINUTE))).toBe(0);

    const q = await call(t.app, 'POST', `/api/v1/sessions/${ids[0]}/extend`, { body: { hours: 1 }, token: driver!.token });
    expect(q.statusCode).toBe(200);
    const { paymentIntentId, clientSecret } = q.json();
    expect((await confirmDemo(t, paymentIntentId, clientSecret)).statusCode).toBe(200);
    const c = await call(t.app, 'POST', `/api/v1/sessions/${ids[0]}/extend/confirm`, { body: { paymentIntentId }, token: driver!.token });
    expect(c.statusCode).toBe(200);
    const newEnd = await endOf(ids[0]!);
    expect(newEnd.getTime()).toBe(end.getTime() + 60 * MINUTE);

    // When the old end would have been due: nothing.
    expect(await svc.runDue(new Date(end.getTime() - 14 * MINUTE))).toBe(0);
    expect(await svc.runDue(new Date(end.getTime() - MINUTE))).toBe(0);
    expect(await mailsTo(driver!.user.email)).toHaveLength(0);
    // The new end, once due.
    expect(await svc.runDue(new Date(newEnd.getTime() - 14 * MINUTE))).toBe(1);
    const mails = await mailsTo(driver!.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Ends: ${receiptDateTime(newEnd, 'America/Chicago')}`);
  });

  it('an extension after the reminder went out: the new end gets its own reminder', async () => {
    const { driver, ids, end } = await booking();
    const svc = service();
    expect(await svc.runDue(new Date(end.getTime() - 10 * MINUTE))).toBe(1);
    // As the extension does: the end moves.
    const newEnd = new Date(end.getTime() + 30 * MINUTE);
    await t.db.update(sessions).set({ endTime: newEnd }).where(eq(sessions.id, ids[0]!));
    expect(await svc.runDue(new Date(end.getTime() - 5 * MINUTE))).toBe(0);
    expect(await svc.runDue(new Date(newEnd.getTime() - 10 * MINUTE))).toBe(1);
    expect(await mailsTo(driver!.user.email)).toHaveLength(2);
  });

  it('a guest booking is reminded at the receipt address kept on its payment', async () => {
    const email = `guest-${Date.now()}@example.test`;
    const { end, zone, location, ids } = await booking({ signedIn: false, email });
    expect(await service().runDue(new Date(end.getTime() - 14 * MINUTE))).toBe(1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/^Hello,/);
    // No account: the link is signed and opens the booking (with Extend ready) without one.
    const link = /Need more time\? Extend your booking here:\nhttp:\/\/parking\.test\/bookings\/guest\/(\S+)\n/.exec(mails[0]!.text);
    expect(link).not.toBeNull();
    const opened = await call(t.app, 'GET', `/api/v1/sessions/guest/${link![1]}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ _id: ids[0], locationId: location.id, zoneId: zone.id, canExtend: true });
  });

  it('a guest booking without a receipt address gets no reminder', async () => {
    const { end } = await booking({ signedIn: false });
    expect(await service().runDue(new Date(end.getTime() - 14 * MINUTE))).toBe(0);
  });

  it('a driver who turned reminders off gets none', async () => {
    const { driver, end } = await booking();
    await t.db.update(users).set({ remindersOff: true }).where(eq(users.id, driver!.user.id));
    expect(await service().runDue(new Date(end.getTime() - 5 * MINUTE))).toBe(0);
    expect(await mailsTo(driver!.user.email)).toHaveLength(0);
  });

  const stop = async (id: string, token: string) => {
    const res = await call(t.app, 'POST', `/api/v1/sessions/${id}/stop`, { body: {}, token });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
    expect(row!.stoppedAt).not.toBeNull();
    return row!;
  };

  it('a booking ended before its start gets no reminder, though its end (the start) is in the window; one not ended does', async () => {
    // Booked just now, so it starts in 10 minutes; ended at once, it ends at its start.
    const ended = await booking();
    const stopped = await stop(ended.ids[0]!, ended.driver!.token);
    expect(stopped.endTime).toEqual(stopped.startTime);
    // The same booking, not ended, ending when the ended one now does.
    const running = await booking();
    await t.db
      .update(sessions)
      .set({ startTime: new Date(stopped.endTime.getTime() - 60 * MINUTE), endTime: stopped.endTime })
      .where(eq(sessions.id, running.ids[0]!));

    const svc = service();
    expect(await svc.runDue(new Date())).toBe(1);
    expect(await svc.runDue(new Date(stopped.endTime.getTime() - 5 * MINUTE))).toBe(0);
    expect(await svc.runDue(new Date(stopped.endTime.getTime() - MINUTE))).toBe(0);
    expect(await mailsTo(running.driver!.user.email)).toHaveLength(1);
    expect(await mailsTo(ended.driver!.user.email)).toHaveLength(0);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, ended.ids[0]!));
    expect(row!.remindedEndTime).toBeNull();
  });

  it('a booking ended after its start gets no reminder from a run whose clock was read just before the stop; one not ended does', async () => {
    // Two hours, half an hour in: the stop refunds the second hour and the end becomes now.
    const ended = await booking({ hours: 2 });
    const running = await booking({ hours: 2 });
    const start = new Date(Date.now() - 30 * MINUTE);
    for (const id of [ended.ids[0]!, running.ids[0]!]) {
      await t.db
        .update(sessions)
        .set({ startTime: start, endTime: new Date(start.getTime() + 120 * MINUTE) })
        .where(eq(sessions.id, id));
    }
    const stopped = await stop(ended.ids[0]!, ended.driver!.token);
    expect(stopped.refundedCents).toBeGreaterThan(0);
    expect(Math.abs(stopped.endTime.getTime() - Date.now())).toBeLessThan(MINUTE);
    await t.db.update(sessions).set({ endTime: stopped.endTime }).where(eq(sessions.id, running.ids[0]!));

    // A run that read the clock a little before the stop was recorded: both ends are still ahead of its "now".
    expect(await service().runDue(new Date(stopped.endTime.getTime() - 20_000))).toBe(1);
    expect(await mailsTo(running.driver!.user.email)).toHaveLength(1);
    expect(await mailsTo(ended.driver!.user.email)).toHaveLength(0);
  });

  it('reminder_minutes 30: the reminder is due 30 minutes before the end', async () => {
    const { driver, end } = await booking();
    await t.db.update(users).set({ reminderMinutes: 30 }).where(eq(users.id, driver!.user.id));
    const svc = service();
    expect(await svc.runDue(new Date(end.getTime() - 31 * MINUTE))).toBe(0);
    expect(await svc.runDue(new Date(end.getTime() - 29 * MINUTE))).toBe(1);
    const mails = await mailsTo(driver!.user.email);
    expect(mails[0]!.subject).toBe('Your parking at Lakeside Lot ends in 29 minutes');
  });
});

describe.each(backends)("a driver's reminder settings (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });
  const me = (token: string) => call(t.app, 'GET', '/api/v1/me', { token });
  const update = (token: string, body: unknown) => call(t.app, 'PATCH', '/api/v1/users/update', { token, body });

  it('GET /me tells the reminder settings; the defaults are 15 minutes, on', async () => {
    const driver = await makeUser(t);
    const res = await me(driver.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ _id: driver.user.id, email: driver.user.email, reminderMinutes: 15, remindersOn: true });
  });

  it("PATCH /users/update changes them, alone or with SPEC's fields, and they are stored", async () => {
    const driver = await makeUser(t);
    const res = await update(driver.token, { reminderMinutes: 30, remindersOn: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ reminderMinutes: 30, remindersOn: false, name: driver.user.name });
    const [row] = await t.db.select().from(users).where(eq(users.id, driver.user.id));
    expect(row).toMatchObject({ reminderMinutes: 30, remindersOff: true });
    expect((await me(driver.token)).json().data.user).toMatchObject({ reminderMinutes: 30, remindersOn: false });

    const both = await update(driver.token, { name: 'Renamed Driver', reminderMinutes: 5, remindersOn: true });
    expect(both.statusCode).toBe(200);
    expect(both.json().data.user).toMatchObject({ name: 'Renamed Driver', reminderMinutes: 5, remindersOn: true });
    expect((await update(driver.token, { reminderMinutes: 60 })).json().data.user.reminderMinutes).toBe(60);
  });

  it("SPEC's {name, email} alone still works and leaves the reminder settings as they were", async () => {
    const driver = await makeUser(t);
    await t.db.update(users).set({ reminderMinutes: 45 }).where(eq(users.id, driver.user.id));
    const email = `renamed-${Date.now()}@test.parking`;
    const res = await update(driver.token, { name: 'Only Spec', email });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ name: 'Only Spec', email, reminderMinutes: 45, remindersOn: true });
  });

  it.each([3, 61, 15.5, '15'])('refuses reminderMinutes %p with 400 and changes nothing', async (value) => {
    const driver = await makeUser(t);
    const res = await update(driver.token, { name: 'Not Saved', reminderMinutes: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'fail', message: `reminderMinutes: ${MESSAGES.reminderMinutesRange}` });
    const [row] = await t.db.select().from(users).where(eq(users.id, driver.user.id));
    expect(row).toMatchObject({ name: driver.user.name, reminderMinutes: 15 });
  });

  it('refuses a remindersOn that is not a boolean', async () => {
    const driver = await makeUser(t);
    expect((await update(driver.token, { remindersOn: 'no' })).statusCode).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(t.app, 'PATCH', '/api/v1/users/update', { body: { reminderMinutes: 30 } })).statusCode).toBe(401);
  });
});

describe.each(backends)('the reminder scheduler inside the server (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { REMINDER_INTERVAL_MS: '50' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails a due reminder on its own, once', async () => {
    const { location, zone } = await makeZone(t);
    const driver = await makeUser(t);
    const now = Date.now();
    await createSession(t, {
      locationId: location.id,
      zoneId: zone.id,
      userId: driver.user.id,
      paid: true,
      startTime: new Date(now - 50 * MINUTE),
      endTime: new Date(now + 10 * MINUTE),
    });
    const mails = () =>
      t.db
        .select()
        .from(outgoingMail)
        .where(and(eq(outgoingMail.to, driver.user.email), eq(outgoingMail.kind, 'reminder')));
    for (let i = 0; i < 100 && (await mails()).length === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    expect(await mails()).toHaveLength(1);
  });
});

/** A real SMTP server on loopback that counts what it receives (as in mail-smtp.test.ts). */
function startSmtp(): Promise<{ port: number; received: string[][]; close(): Promise<void> }> {
  const received: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address));
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

describe.each(backends)('reminders through SMTP (%s)', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(backend, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close().catch(() => undefined);
  });
  const service = (mailer: Mailer = t.app.deps.mailer) =>
    createRemindersService({ db: t.db, mailer, config: t.config, jwtSecret: t.app.deps.jwtSecret, log: t.app.log });

  it('sends a due reminder and marks it sent; one a stopped process left in the outbox is sent once, later', async () => {
    const { zone } = await makeZone(t);
    const driver = await makeUser(t);
    const booked = await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'SMTP1', state: 'IL' }] }, driver.token);
    const end = (await t.db.select().from(sessions).where(eq(sessions.id, booked.sessions.sessions[0]._id)))[0]!.endTime;
    const row = async () => (await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, driver.user.email)))[0];

    // The process stops after the commit, before the send.
    const stopped: Mailer = { ...t.app.deps.mailer, deliver: async () => undefined };
    expect(await service(stopped).runDue(new Date(end.getTime() - 14 * MINUTE))).toBe(1);
    expect((await row())!.status).toBe('outbox');
    expect(smtp.received).toHaveLength(0);

    // Soon after: a delivery may still be under way, so nothing is sent again yet.
    expect(await service().runDue(new Date(Date.now() + MINUTE))).toBe(0);
    expect(smtp.received).toHaveLength(0);

    // Later, two instances at once: sent once, and marked sent.
    const later = new Date(Date.now() + 6 * MINUTE);
    await Promise.all([service().runDue(later), service().runDue(later)]);
    expect(smtp.received).toEqual([[driver.user.email]]);
    expect((await row())!.status).toBe('sent');
    await service().runDue(new Date(Date.now() + 20 * MINUTE));
    expect(smtp.received).toHaveLength(1);
  });

  it('a reminder claimed just before the driver ended the booking, then left in the outbox, is never sent', async () => {
    const { zone } = await makeZone(t);
    const driver = await makeUser(t);
    const booked = await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'SMTP2', state: 'IL' }] }, driver.token);
    const id: string = booked.sessions.sessions[0]._id;
    const end = (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.endTime;
    const delivered = () => smtp.received.filter((to) => to.includes(driver.user.email));

    // Claimed and written, then the process stops before the send.
    const stopped: Mailer = { ...t.app.deps.mailer, deliver: async () => undefined };
    expect(await service(stopped).runDue(new Date(end.getTime() - 14 * MINUTE))).toBe(1);
    // The driver ends the booking (before its start) while the mail waits in the outbox.
    expect((await call(t.app, 'POST', `/api/v1/sessions/${id}/stop`, { body: {}, token: driver.token })).statusCode).toBe(200);

    await service().runDue(new Date(Date.now() + 6 * MINUTE));
    await service().runDue(new Date(Date.now() + 20 * MINUTE));
    expect(delivered()).toHaveLength(0);
    const mails = await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, driver.user.email));
    expect(mails.map((m) => [m.kind, m.status])).toEqual([['reminder', 'outbox']]);
  });

  describe('the "your email was changed" mail, whose link is the way back for a taken account', () => {
    /** An email change whose mail to the old address failed (the SMTP server was down at that moment). */
    async function changeWithFailedMail() {
      const driver = await makeUser(t);
      const oldEmail = driver.user.email;
      const res = await call(t.app, 'PATCH', '/api/v1/users/update', { token: driver.token, body: { email: `new-${oldEmail}` } });
      expect(res.statusCode).toBe(200);
      const [mail] = await t.db
        .select()
        .from(outgoingMail)
        .where(and(eq(outgoingMail.to, oldEmail), eq(outgoingMail.kind, 'email-changed')));
      // What a failed send leaves: the row marked failed, nothing received.
      await t.db.update(outgoingMail).set({ status: 'failed', error: 'connect ECONNREFUSED' }).where(eq(outgoingMail.id, mail!.id));
      const received = () => smtp.received.filter((to) => to.includes(oldEmail));
      const status = async () => (await t.db.select().from(outgoingMail).where(eq(outgoingMail.id, mail!.id)))[0]!.status;
      return { mail: mail!, received: received().length, delivered: () => received().length, status };
    }

    it('is tried again after 5 minutes, once even with two instances, and then marked sent', async () => {
      const m = await changeWithFailedMail();
      const sentBefore = m.delivered();
      await service().runDue(new Date(m.mail.createdAt.getTime() + MINUTE));
      expect(m.delivered()).toBe(sentBefore);
      const later = new Date(m.mail.createdAt.getTime() + 6 * MINUTE);
      await Promise.all([service().runDue(later), service().runDue(later)]);
      expect(m.delivered()).toBe(sentBefore + 1);
      expect(await m.status()).toBe('sent');
      await service().runDue(new Date(m.mail.createdAt.getTime() + 3 * 60 * MINUTE));
      expect(m.delivered()).toBe(sentBefore + 1);
    });

    it('failing again, waits twice as long before the next try', async () => {
      const m = await changeWithFailedMail();
      const down: Mailer = {
        ...t.app.deps.mailer,
        deliver: async (id) => {
          await t.db.update(outgoingMail).set({ status: 'failed' }).where(eq(outgoingMail.id, id));
          throw new Error('connect ECONNREFUSED');
        },
      };
      const first = new Date(m.mail.createdAt.getTime() + 6 * MINUTE);
      await service(down).runDue(first);
      const [row] = await t.db.select().from(outgoingMail).where(eq(outgoingMail.id, m.mail.id));
      expect(row!.meta).toMatchObject({ retries: 1 });
      // The next try 10 minutes after the first retry, not before.
      await service().runDue(new Date(first.getTime() + 9 * MINUTE));
      expect(await m.status()).toBe('failed');
      await service().runDue(new Date(first.getTime() + 11 * MINUTE));
      expect(await m.status()).toBe('sent');
    });

    it('is not sent again once its link was used, nor after the link ended (7 days)', async () => {
      const used = await changeWithFailedMail();
      const token = /\/email-undo\/([\w-]+)/.exec(used.mail.text)![1]!;
      expect((await call(t.app, 'POST', `/api/v1/users/email-undo/${token}`)).statusCode).toBe(200);
      const before = used.delivered();
      await service().runDue(new Date(used.mail.createdAt.getTime() + 6 * MINUTE));
      expect([used.delivered(), await used.status()]).toEqual([before, 'failed']);

      const old = await changeWithFailedMail();
      await service().runDue(new Date(old.mail.createdAt.getTime() + 7 * 24 * 60 * MINUTE + MINUTE));
      expect(await old.status()).toBe('failed');
    });
  });
});
