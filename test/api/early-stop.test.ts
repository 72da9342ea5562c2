import { eq, sql } from 'drizzle-orm';
import { outgoingMail, payments, refunds, sessions } from '../../src/server/db/schema';
import { createDemoProvider } from '../../src/server/integrations/payments/demo';
import type { PaymentProvider } from '../../src/server/integrations/payments';
import { createEarlyStopService } from '../../src/server/modules/sessions/earlyStop';
import { MESSAGES, refundPartlyRefused, refundRefused } from '../../src/shared/messages';
import { receiptDateTime } from '../../src/shared/dates';
import { book, confirmDemo, count, createSessions, intent, makeUser, makeZone, paymentByRef } from './bookingFixtures';
import { startFakePaypal, type FakePaypal } from './support/fakePaypal';
import { startFakeStripe, type FakeStripe } from './support/fakeStripe';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

// A $5/hour zone: fees are 35% (below the $10 threshold), so an hour costs 500 + 175 = 675 cents
// and three hours 2025. Ending early keeps max(first hour, minutes used) at the price paid per minute.

const stopQuote = (t: TestApp, id: string, token?: string) => call(t.app, 'GET', `/api/v1/sessions/${id}/stop`, { token });
const stop = (t: TestApp, id: string, token?: string) => call(t.app, 'POST', `/api/v1/sessions/${id}/stop`, { body: {}, token });

/** Puts a session `usedMinutes` into a booking of `paidMinutes` (the first half-minute of the last one started). */
async function placeAt(t: TestApp, id: string, usedMinutes: number, paidMinutes: number) {
  const start = new Date(Date.now() - (usedMinutes * 60 - 30) * 1000);
  await t.db
    .update(sessions)
    .set({ startTime: start, endTime: new Date(start.getTime() + paidMinutes * 60_000) })
    .where(eq(sessions.id, id));
}

const sessionRow = async (t: TestApp, id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;
const refundsOf = (t: TestApp, id: string) => t.db.select().from(refunds).where(eq(refunds.sessionId, id)).orderBy(refunds.createdAt);

describe.each(backends)('ending a booking early on the demo provider (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  async function booked(hours: number, plates = ['STOP1']) {
    const { zone } = await makeZone(t);
    const me = await makeUser(t);
    const vehicles = plates.map((plate) => ({ plate, state: 'NY' }));
    const b = await book(t, { zoneId: zone.id, hours, vehicles }, me.token);
    return { me, zone, ...b, session: b.sessions.sessions[0] as { _id: string } };
  }

  it('quotes, then ends the parking now and refunds the minutes after those used, to the cent, once', async () => {
    const { me, session, paymentIntentId } = await booked(3);
    await placeAt(t, session._id, 90, 180);

    const q = await stopQuote(t, session._id, me.token);
    expect(q.statusCode).toBe(200);
    expect(q.json().data).toMatchObject({ minutesPaid: 180, minutesUsed: 90, minutesCharged: 90, keepCents: 1013, refundCents: 1012 });

    const res = await stop(t, session._id, me.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.refundCents).toBe(1012);
    expect(body.data.session).toMatchObject({ _id: session._id, refunded: 10.12, totalCost: 20.25, canStop: false, canExtend: false });
    expect(Math.abs(Date.parse(body.data.session.endTime) - Date.now())).toBeLessThan(30_000);

    const row = await sessionRow(t, session._id);
    expect(row).toMatchObject({ refundedCents: 1012, totalCostCents: 2025 });
    expect(row.stoppedAt).not.toBeNull();
    const [refund, ...more] = await refundsOf(t, session._id);
    expect(more).toHaveLength(0);
    expect(refund).toMatchObject({ amountCents: 1012, status: 'succeeded', provider: 'demo', userId: me.user.id });
    expect(refund!.providerRef).toMatch(/^demo_re_/);
    const demo = (await paymentByRef(t, paymentIntentId))!.meta!.demo as { refunds: Record<string, { amountCents: number }> };
    expect(Object.values(demo.refunds)).toEqual([{ refundRef: refund!.providerRef, amountCents: 1012 }]);

    // Replayed (a double tap, a retry): the same answer, nothing new at the provider or in the database.
    const again = await stop(t, session._id, me.token);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refundCents).toBe(1012);
    expect(await refundsOf(t, session._id)).toHaveLength(1);
    expect((await sessionRow(t, session._id)).endTime).toEqual(row.endTime);

    // The history shows the refund; the stop cannot be quoted again.
    const history = await call(t.app, 'GET', '/api/v1/sessions/me', { token: me.token });
    expect(history.json().sessions.find((s: { _id: string }) => s._id === session._id)).toMatchObject({ refunded: 10.12, canStop: false });
    expect((await stopQuote(t, session._id, me.token)).json()).toEqual({ status: 'fail', message: MESSAGES.stopEnded });
  });

  it('a receipt mailed after an early stop shows the refund and what was charged in the end', async () => {
    const { me, session } = await booked(3);
    await placeAt(t, session._id, 90, 180);
    expect((await stop(t, session._id, me.token)).json().data.refundCents).toBe(1012);
    const sent = await call(t.app, 'POST', '/api/v1/contact/sendReceipt', {
      body: { email: 'stopped@example.com', name: 'Sam Stop', sessionId: session._id },
      token: me.token,
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, 'stopped@example.com'));
    expect(mail!.text).toContain('Total paid: $20.25\nRefunded (ended early): $10.12\nTotal charged: $10.13\n');
    // A booking of one car that ended early says so beside what was bought, and when on the car's line.
    expect(mail!.text).toContain('Duration: 3 hours booked, ended early\n');
    expect(mail!.text).toMatch(
      /: parking \$[\d.]+ \+ fees \$[\d.]+ = \$20\.25; ended early at [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M\n/,
    );
  });

  it('a booking stopped before it began is over: no time left, no Extend, the first hour kept', async () => {
    // Booked just now, so it starts in 10 minutes.
    const { me, session } = await booked(2);
    const res = await stop(t, session._id, me.token);
    expect(res.json().data).toMatchObject({ refundCents: 675, session: { minutesLeft: 0, canExtend: false, canStop: false } });
    const history = await call(t.app, 'GET', '/api/v1/sessions/me', { token: me.token });
    expect(history.json().sessions[0]).toMatchObject({ _id: session._id, minutesLeft: 0, canExtend: false, canStop: false });
    const row = await sessionRow(t, session._id);
    expect(row.endTime).toEqual(row.startTime);
    expect((await call(t.app, 'POST', `/api/v1/sessions/${session._id}/extend`, { body: { hours: 1 }, token: me.token })).json()).toEqual({
      status: 'fail',
      message: MESSAGES.extendEnded,
    });
  });

  it('keeps the first hour: a stop twenty minutes in refunds everything after the first hour', async () => {
    const { me, session } = await booked(2);
    await placeAt(t, session._id, 20, 120);
    const res = await stop(t, session._id, me.token);
    expect(res.json().data.refundCents).toBe(675);
    expect(await sessionRow(t, session._id)).toMatchObject({ refundedCents: 675, totalCostCents: 1350 });
  });

  it('takes a stop sent with no body at all, as SPEC writes the call', async () => {
    const { me, session } = await booked(2);
    await placeAt(t, session._id, 20, 120);
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sessions/${session._id}/stop`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect([bare.statusCode, bare.json().data?.refundCents]).toEqual([200, 675]);
    // An empty JSON body, as some clients send it, is no body either (the replay answers the same).
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sessions/${session._id}/stop`,
      headers: { authorization: `Bearer ${me.token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect([empty.statusCode, empty.json().data?.refundCents]).toEqual([200, 675]);
  });

  it('refunds once when the stop is sent several times at once', async () => {
    const { me, session, paymentIntentId } = await booked(2);
    await placeAt(t, session._id, 30, 120);
    const answers = await Promise.all([1, 2, 3].map(() => stop(t, session._id, me.token)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().data.refundCents)).toEqual([675, 675, 675]);
    expect(await refundsOf(t, session._id)).toHaveLength(1);
    const demo = (await paymentByRef(t, paymentIntentId))!.meta!.demo as { refunds: Record<string, unknown> };
    expect(Object.keys(demo.refunds)).toHaveLength(1);
    expect((await sessionRow(t, session._id)).refundedCents).toBe(675);
  });

  it("ends one car of a two-car booking: its own share only, the other car's booking untouched", async () => {
    const { me, sessions: b } = await booked(2, ['CARA1', 'CARB2']);
    const [a, other] = b.sessions as { _id: string; endTime: string }[];
    await placeAt(t, a!._id, 30, 120);
    await placeAt(t, other!._id, 30, 120);
    const otherBefore = await sessionRow(t, other!._id);
    expect((await stop(t, a!._id, me.token)).json().data.refundCents).toBe(675);
    expect(await sessionRow(t, other!._id)).toEqual(otherBefore);

    // The receipt's end is the booking's (the car still parked), and the car ended early says when.
    const sent = await call(t.app, 'POST', '/api/v1/contact/sendReceipt', {
      body: { email: 'two.cars@example.com', name: 'Two Cars', sessionId: a!._id },
      token: me.token,
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.db.select().from(outgoingMail).where(eq(outgoingMail.to, 'two.cars@example.com'));
    const stoppedRow = await sessionRow(t, a!._id);
    expect(mail!.text).toContain(`End: ${receiptDateTime(otherBefore.endTime, 'America/New_York')}\n`);
    expect(mail!.text).toMatch(
      new RegExp(`CARA1 \\(NY\\): .*; ended early at ${receiptDateTime(stoppedRow.endTime, 'America/New_York')}\n`),
    );
    expect(mail!.text).not.toMatch(/CARB2 \(NY\): .*ended early/);

    expect((await stop(t, other!._id, me.token)).json().data.refundCents).toBe(675);
  });

  it('draws on the extension first, then on the booking, each through its own payment', async () => {
    const { me, session, paymentIntentId } = await booked(2);
    const ext = (await call(t.app, 'POST', `/api/v1/sessions/${session._id}/extend`, { body: { hours: 1 }, token: me.token })).json();
    expect((await confirmDemo(t, ext.paymentIntentId, ext.clientSecret)).statusCode).toBe(200);
    const confirmed = await call(t.app, 'POST', `/api/v1/sessions/${session._id}/extend/confirm`, {
      body: { paymentIntentId: ext.paymentIntentId },
      token: me.token,
    });
    expect(confirmed.statusCode).toBe(200);
    await placeAt(t, session._id, 30, 180);

    // 2025 paid for 180 minutes; 60 kept (675); 1350 back: the extension's 675, then 675 of the booking's 1350.
    expect((await stop(t, session._id, me.token)).json().data.refundCents).toBe(1350);
    const rows = await refundsOf(t, session._id);
    const extPayment = (await paymentByRef(t, ext.paymentIntentId))!;
    const bookingPayment = (await paymentByRef(t, paymentIntentId))!;
    expect(rows.map((r) => [r.paymentId, r.amountCents, r.status]).sort()).toEqual(
      [
        [extPayment.id, 675, 'succeeded'],
        [bookingPayment.id, 675, 'succeeded'],
      ].sort(),
    );
  });

  it('ends a booking with nothing to refund (inside its only hour) without asking the provider', async () => {
    const { me, session } = await booked(1);
    await placeAt(t, session._id, 10, 60);
    const res = await stop(t, session._id, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ refundCents: 0, session: { refunded: 0, canStop: false } });
    expect(await refundsOf(t, session._id)).toHaveLength(0);
    expect((await sessionRow(t, session._id)).stoppedAt).not.toBeNull();
  });

  it('refuses what cannot end early and writes nothing: a daily booking, an ended one, another driver, no sign-in', async () => {
    const { zone } = await makeZone(t, { zone: { isHourly: false, priceCents: 2000 } });
    const me = await makeUser(t);
    const daily = (await book(t, { zoneId: zone.id, hours: 1, vehicles: [{ plate: 'DAY1', state: 'NY' }] }, me.token)).sessions.sessions[0];
    const { me: owner, session } = await booked(2);
    const stranger = await makeUser(t);
    const before = await count(t, refunds);

    expect((await stop(t, daily._id, me.token)).json()).toEqual({ status: 'fail', message: MESSAGES.stopOnlyHourly });
    expect((await stopQuote(t, daily._id, me.token)).statusCode).toBe(400);
    // Another driver's booking is answered as if it did not exist.
    expect((await stop(t, session._id, stranger.token)).statusCode).toBe(404);
    expect((await stopQuote(t, session._id, stranger.token)).statusCode).toBe(404);
    expect((await stop(t, session._id)).statusCode).toBe(401);
    expect((await stop(t, '00000000-0000-4000-8000-000000000000', owner.token)).statusCode).toBe(404);

    await placeAt(t, session._id, 130, 120);
    expect((await stop(t, session._id, owner.token)).json()).toEqual({ status: 'fail', message: MESSAGES.stopEnded });
    expect(await count(t, refunds)).toBe(before);
    expect((await sessionRow(t, session._id)).stoppedAt).toBeNull();
  });

  it('a provider that does not answer leaves the refund pending and the booking as it was; the next stop finishes it with the same key', async () => {
    const { me, session } = await booked(2);
    await placeAt(t, session._id, 30, 120);
    const before = await sessionRow(t, session._id);
    const demo = createDemoProvider(t.db);
    const keys: string[] = [];
    let down = true;
    const flaky: PaymentProvider = {
      ...demo,
      refund: async (input) => {
        keys.push(input.idempotencyKey);
        if (down) throw new Error('connection reset');
        return demo.refund(input);
      },
    };
    const service = createEarlyStopService({ db: t.db, provider: flaky, log: { error: () => undefined } });

    await expect(service.stop(me.user.id, session._id)).rejects.toMatchObject({ statusCode: 503, message: MESSAGES.stopRetry });
    expect(await sessionRow(t, session._id)).toEqual(before);
    expect((await refundsOf(t, session._id)).map((r) => r.status)).toEqual(['pending']);

    down = false;
    const done = await service.stop(me.user.id, session._id, new Date(Date.now() + 5 * 60_000));
    expect(done.refundCents).toBe(675);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The end is the one the first attempt planned, not the later retry's time.
    const [refund] = await refundsOf(t, session._id);
    expect((await sessionRow(t, session._id)).endTime).toEqual(refund!.stopTime);
  });

  it('a stop left pending is finished by the background jobs a minute later, without the driver', async () => {
    const { me, session } = await booked(2);
    await placeAt(t, session._id, 30, 120);
    const demo = createDemoProvider(t.db);
    let down = true;
    const calls: string[] = [];
    const flaky: PaymentProvider = {
      ...demo,
      refund: async (input) => {
        calls.push(input.idempotencyKey);
        if (down) throw new Error('timeout');
        return demo.refund(input);
      },
    };
    const service = createEarlyStopService({ db: t.db, provider: flaky, log: { error: () => undefined } });
    await expect(service.stop(me.user.id, session._id)).rejects.toMatchObject({ statusCode: 503 });

    down = false;
    // Not yet: a stop under way is left to its own request for a minute.
    expect(await service.resumePending(new Date())).toBe(0);
    expect(await service.resumePending(new Date(Date.now() + 61_000))).toBe(1);
    expect(await sessionRow(t, session._id)).toMatchObject({ refundedCents: 675, stoppedAt: expect.any(Date) });
    expect(calls).toHaveLength(2);
    expect(await service.resumePending(new Date(Date.now() + 120_000))).toBe(0);
    expect((await stop(t, session._id, me.token)).json().data.refundCents).toBe(675);
    expect(calls).toHaveLength(2);
  });
});

/** Ends a paid booking on a live provider and checks what that provider was asked. */
describe.each(backends)('ending a booking early through Stripe (%s)', (backend) => {
  let t: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(backend, {
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stop',
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function paidBooking(hours: number) {
    const { zone } = await makeZone(t);
    const me = await makeUser(t);
    const q = (await intent(t, { zoneId: zone.id, hours, vehicles: [{ plate: 'STRP1', state: 'NY' }] }, me.token)).json();
    fake.succeed(q.paymentIntentId);
    const made = await createSessions(t, q.paymentIntentId, me.token);
    expect(made.statusCode).toBe(201);
    return { me, paymentIntentId: q.paymentIntentId as string, session: made.json().data.data.sessions[0] as { _id: string } };
  }

  it('refunds the unused minutes on the PaymentIntent, to the cent, with the refund row as the idempotency key, once', async () => {
    const { me, session, paymentIntentId } = await paidBooking(3);
    await placeAt(t, session._id, 90, 180);
    expect((await stop(t, session._id, me.token)).json().data.refundCents).toBe(1012);
    expect((await stop(t, session._id, me.token)).statusCode).toBe(200);
    const made = [...fake.refunds.values()].filter((r) => r.payment_intent === paymentIntentId);
    expect(made.map((r) => r.amount)).toEqual([1012]);
    const [row] = await refundsOf(t, session._id);
    expect(row).toMatchObject({ provider: 'stripe', providerRef: made[0]!.id, status: 'succeeded' });
    const request = fake.requests.find((r) => r.path === '/v1/refunds');
    expect(request?.headers['idempotency-key']).toBe(`refund-${row!.id}`);
  });

  it('a refund Stripe refuses leaves the booking unchanged and says why', async () => {
    const { me, session, paymentIntentId } = await paidBooking(2);
    await placeAt(t, session._id, 30, 120);
    const before = await sessionRow(t, session._id);
    fake.refuseRefunds(paymentIntentId, 'This charge is disputed.');

    const res = await stop(t, session._id, me.token);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: 'error', message: refundRefused('This charge is disputed.') });
    expect(await sessionRow(t, session._id)).toEqual(before);
    expect((await refundsOf(t, session._id)).map((r) => [r.status, r.failureMessage])).toEqual([['failed', 'This charge is disputed.']]);
    const history = await call(t.app, 'GET', '/api/v1/sessions/me', { token: me.token });
    expect(history.json().sessions[0]).toMatchObject({ _id: session._id, canStop: true, refunded: 0 });
  });

  it('when one of two payments refuses its part, the parking ends with the part that went back and the rest is asked again later, once', async () => {
    const { me, session, paymentIntentId } = await paidBooking(2);
    const ext = (await call(t.app, 'POST', `/api/v1/sessions/${session._id}/extend`, { body: { hours: 1 }, token: me.token })).json();
    fake.succeed(ext.paymentIntentId);
    const extended = await call(t.app, 'POST', `/api/v1/sessions/${session._id}/extend/confirm`, {
      body: { paymentIntentId: ext.paymentIntentId },
      token: me.token,
    });
    expect(extended.statusCode).toBe(200);
    await placeAt(t, session._id, 30, 180);
    fake.refuseRefunds(paymentIntentId, 'This charge is disputed.');
    const before = await count(t, refunds);

    // The extension's 675 goes back; the booking's 675 is refused.
    const first = await stop(t, session._id, me.token);
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toBe(refundPartlyRefused('This charge is disputed.'));
    expect(await sessionRow(t, session._id)).toMatchObject({ refundedCents: 675, stoppedAt: expect.any(Date) });
    expect((await refundsOf(t, session._id)).map((r) => r.status).sort()).toEqual(['failed', 'pending', 'succeeded']);

    // The background jobs do not ask again for a part the provider refused: the driver's next attempt does.
    const jobs = createEarlyStopService({ db: t.db, provider: t.app.deps.payments, log: { error: () => undefined } });
    expect(await jobs.resumePending(new Date(Date.now() + 5 * 60_000))).toBe(0);
    expect(await count(t, refunds)).toBe(before + 3);

    fake.acceptRefunds(paymentIntentId);
    const second = await stop(t, session._id, me.token);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.refundCents).toBe(1350);
    expect((await sessionRow(t, session._id)).refundedCents).toBe(1350);
    const amounts = [...fake.refunds.values()].filter((r) => [paymentIntentId, ext.paymentIntentId].includes(r.payment_intent));
    expect(amounts.map((r) => r.amount)).toEqual([675, 675]);
  });
});

describe.each(backends)('ending a booking early through PayPal (%s)', (backend) => {
  let t: TestApp;
  let fake: FakePaypal;
  beforeAll(async () => {
    fake = await startFakePaypal();
    t = await createTestApp(backend, {
      PAYPAL_CLIENT_ID: fake.clientId,
      PAYPAL_CLIENT_SECRET: fake.clientSecret,
      PAYPAL_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function paidBooking(hours: number) {
    const { zone } = await makeZone(t);
    const me = await makeUser(t);
    const q = (await intent(t, { zoneId: zone.id, hours, vehicles: [{ plate: 'PPS1', state: 'NY' }] }, me.token)).json();
    fake.approve(q.paymentIntentId);
    const made = await createSessions(t, q.paymentIntentId, me.token);
    expect(made.statusCode).toBe(201);
    return { me, orderId: q.paymentIntentId as string, session: made.json().data.data.sessions[0] as { _id: string } };
  }

  it("refunds the unused minutes from the order's capture, to the cent, once", async () => {
    const { me, session, orderId } = await paidBooking(3);
    await placeAt(t, session._id, 90, 180);
    expect((await stop(t, session._id, me.token)).json().data.refundCents).toBe(1012);
    expect((await stop(t, session._id, me.token)).statusCode).toBe(200);
    const made = [...fake.refunds.values()].filter((r) => r.orderId === orderId);
    expect(made.map((r) => r.amount)).toEqual([{ currency_code: 'USD', value: '10.12' }]);
    const [row] = await refundsOf(t, session._id);
    expect(row).toMatchObject({ provider: 'paypal', status: 'succeeded', amountCents: 1012 });
    const request = fake.requests.find((r) => r.path.endsWith('/refund'));
    expect(request?.headers['paypal-request-id']).toBe(`refund-${row!.id}`);
  });

  it('a refund PayPal refuses leaves the booking unchanged and says why', async () => {
    const { me, session, orderId } = await paidBooking(2);
    await placeAt(t, session._id, 30, 120);
    const before = await sessionRow(t, session._id);
    fake.refuseRefunds(orderId);
    const res = await stop(t, session._id, me.token);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(refundRefused('The request was refused.'));
    expect(await sessionRow(t, session._id)).toEqual(before);
    expect(
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(eq(payments.providerRef, orderId)),
    ).toEqual([{ n: 1 }]);
  });
});
