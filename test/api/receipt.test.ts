import { eq } from 'drizzle-orm';
import { outgoingMail } from '../../src/server/db/schema';
import { RECEIPT_NOT_FOUND, RECEIPT_WHICH_BOOKING } from '../../src/server/modules/contact/receipt';
import { receiptDate } from '../../src/shared/dates';
import { MESSAGES } from '../../src/shared/messages';
import { book, count, makeUser, makeZone } from './bookingFixtures';
import { createSession } from './support/factories';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

describe.each(backends)('receipts (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (body: unknown, token?: string) => call(t.app, 'POST', '/api/v1/contact/sendReceipt', { body, token });
  const receipts = () => t.db.select().from(outgoingMail).where(eq(outgoingMail.kind, 'receipt'));

  it('mails the receipt of a guest booking of 2 vehicles, built from the stored sessions (client prices ignored)', async () => {
    const { zone, location } = await makeZone(t);
    const booked = await book(t, {
      hours: 2,
      zoneId: zone.id,
      vehicles: [
        { plate: 'RCPT1', state: 'NY' },
        { plate: 'RCPT2', state: 'NJ' },
      ],
    });
    const before = (await receipts()).length;
    const res = await send({
      email: 'dee@example.com',
      name: 'Dee Driver',
      paymentIntentId: booked.paymentIntentId,
      // SPEC's payload fields, with forged prices: the receipt does not use them.
      locationName: 'Fake Lot',
      locationAddress: 'Nowhere',
      locationId: location.id,
      zoneId: zone.id,
      zoneNumber: '99',
      fees: 0,
      rate: 0,
      totalCost: 0.01,
      licensePlate: 'RCPT1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', message: MESSAGES.receiptSent });
    const mails = await receipts();
    expect(mails).toHaveLength(before + 1);
    const mail = mails[mails.length - 1]!;
    const date = receiptDate(new Date(booked.sessions.startTime), 'America/New_York');
    expect(date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(mail).toMatchObject({ to: 'dee@example.com', status: 'outbox' });
    expect(mail.subject).toContain('Main Street Garage');
    for (const text of [
      'Hi Dee Driver,',
      `Date: ${date}`,
      'Location: Main Street Garage',
      'Address: 100 Main St, Springfield, NY 10001',
      'Zone: 12',
      'Rate: $5.00 per hour',
      'RCPT1 (NY): parking $10.00 + fees $3.50 = $13.50',
      'RCPT2 (NJ): parking $10.00 + fees $3.50 = $13.50',
      'Fees: $7.00',
      'Total paid: $27.00',
      "Times are in the location's time zone (Eastern Time).",
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).not.toContain('Fake Lot');
    expect(mail.text).not.toContain('$0.01');
    // A guest has no account to find the booking in: the mail carries its link, which opens it.
    const link = /To extend this parking or end it early: (\S+)/.exec(mail.text)?.[1] ?? '';
    const token = /\/bookings\/guest\/([^/\s]+)$/.exec(link)?.[1];
    expect(token).toBeDefined();
    const opened = await call(t.app, 'GET', `/api/v1/sessions/guest/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('RCPT1');
    // Asked for by plate and zone (SPEC's payload; the plate is on the car for anyone to read): the
    // receipt, but no link that could end the guest's parking.
    const byPlate = await send({ name: 'Passer By', email: 'passer@example.com', licensePlate: 'RCPT1', zoneId: zone.id });
    expect(byPlate.statusCode).toBe(200);
    const plateMail = (await receipts()).find((m) => m.to === 'passer@example.com');
    expect(plateMail!.text).toContain('RCPT1 (NY)');
    expect(plateMail!.text).not.toContain('/bookings/guest/');
  });

  it('writes the date as Month Day, Year in the location time zone', async () => {
    const { zone, location } = await makeZone(t, { location: { timeZone: 'America/Los_Angeles' } });
    const s = await createSession(t, {
      kind: 'booking',
      locationId: location.id,
      zoneId: zone.id,
      plateNumber: 'TZ1',
      state: 'CA',
      // 03:30 UTC on November 23 is still the evening of November 22 in Los Angeles.
      startTime: new Date('2026-11-23T03:30:00Z'),
      endTime: new Date('2026-11-23T04:30:00Z'),
      hours: 1,
      isHourly: true,
      rateCents: 500,
      feesCents: 175,
      totalCostCents: 675,
      paid: true,
    });
    const res = await send({ email: 'tz@example.com', name: 'Tee', sessionId: s!.id });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, 'tz@example.com'));
    expect(mail!.text).toContain('Date: November 22, 2026');
    expect(mail!.text).toContain('Start: November 22, 2026 at 7:30 PM');
    expect(receiptDate(new Date('2026-11-23T03:30:00Z'), 'UTC')).toBe('November 23, 2026');
  });

  it('answers missing name and email with the form messages, and unknown bookings with 4xx, sending nothing', async () => {
    const { zone } = await makeZone(t);
    const booked = await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'RCPT3', state: 'NY' }] });
    const before = await count(t, outgoingMail);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email: 'a@example.com', paymentIntentId: booked.paymentIntentId }, 400, MESSAGES.receiptNameRequired],
      [{ name: '  ', email: 'a@example.com', paymentIntentId: booked.paymentIntentId }, 400, MESSAGES.receiptNameRequired],
      [{ name: 'A', paymentIntentId: booked.paymentIntentId }, 400, MESSAGES.receiptEmailRequired],
      [{ name: 'A', email: 'not-an-email', paymentIntentId: booked.paymentIntentId }, 400, MESSAGES.receiptEmailRequired],
      [{ name: 'A', email: 'a@example.com' }, 400, RECEIPT_WHICH_BOOKING],
      [{ name: 'A', email: 'a@example.com', paymentIntentId: 'demo_pi_unknown' }, 404, RECEIPT_NOT_FOUND],
      [{ name: 'A', email: 'a@example.com', sessionId: '7e8f9a0b-1c2d-4e3f-a4b5-c6d7e8f9a0b1' }, 404, RECEIPT_NOT_FOUND],
    ];
    for (const [body, status, message] of cases) {
      const res = await send(body);
      expect([res.statusCode, res.json()]).toEqual([status, { status: 'fail', message }]);
    }
    expect(await count(t, outgoingMail)).toBe(before);
  });

  it("mails a signed-in driver's session only at that driver's request", async () => {
    const { zone } = await makeZone(t);
    const me = await makeUser(t);
    const s = (await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'RCPT4', state: 'NY' }] }, me.token)).sessions.sessions[0];
    expect((await send({ name: 'X', email: 'x@example.com', sessionId: s._id })).statusCode).toBe(403);
    expect((await send({ name: 'Me', email: 'me@example.com', sessionId: s._id }, me.token)).statusCode).toBe(200);
    // Theirs is under My Bookings: no guest link in the mail.
    expect((await receipts()).at(-1)!.text).not.toContain('/bookings/guest/');
  });

  it('is rate limited per client', async () => {
    const { zone } = await makeZone(t);
    const booked = await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'RCPT5', state: 'NY' }] });
    const limit = t.config.loginRateLimit * 3;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const body = { name: 'R', email: `r${i}@example.com`, paymentIntentId: booked.paymentIntentId };
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/v1/contact/sendReceipt', remoteAddress: '10.8.0.1', payload: body })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);
  });

  it('is rate limited per inbox, whichever clients send (10 an hour; refused calls do not count)', async () => {
    const { zone } = await makeZone(t);
    const booked = await book(t, { hours: 1, zoneId: zone.id, vehicles: [{ plate: 'RCPT6', state: 'NY' }] });
    const from = (ip: string, body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/contact/sendReceipt', remoteAddress: ip, payload: body });
    const toVictim = async () => (await receipts()).filter((m) => m.to.toLowerCase() === 'victim@example.com').length;
    // Refused calls (no such booking) do not spend the inbox's budget.
    for (let i = 0; i < 5; i++) {
      expect((await from('10.9.0.9', { name: 'V', email: 'victim@example.com', paymentIntentId: 'demo_pi_unknown' })).statusCode).toBe(404);
    }
    // The QA sweep: several addresses mailing one inbox.
    for (let i = 0; i < 10; i++) {
      const res = await from(`10.9.0.${i % 5}`, {
        name: 'V',
        email: i % 2 ? 'VICTIM@example.com' : 'victim@example.com',
        paymentIntentId: booked.paymentIntentId,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await from('10.9.1.1', { name: 'V', email: 'victim@example.com', paymentIntentId: booked.paymentIntentId });
    expect([refused.statusCode, refused.json().message]).toEqual([429, MESSAGES.tooManyRequests]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await toVictim()).toBe(10);
    // Another inbox is not affected.
    expect((await from('10.9.1.1', { name: 'V', email: 'other@example.com', paymentIntentId: booked.paymentIntentId })).statusCode).toBe(
      200,
    );
  });
});
