import { eq } from 'drizzle-orm';
import { refunds, sessions, zones } from '../../src/server/db/schema';
import { createDemoProvider } from '../../src/server/integrations/payments/demo';
import type { PaymentProvider } from '../../src/server/integrations/payments';
import { createEarlyStopService } from '../../src/server/modules/sessions/earlyStop';
import { MESSAGES, paymentRefundedInstead } from '../../src/shared/messages';
import { extensionHoursProblem, openHoursMessage } from '../../src/shared/openHours';
import { book, makeUser, makeZone, paidOnDemoCard, paymentByRef, utcClock } from './bookingFixtures';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/**
 * A paid extension is checked again when it is applied (the payment kind's fulfil, with the session
 * locked), against the booking as it is then, not as it was when the extension was opened: one
 * that would end after the zone closes, or extends a booking that has ended (stopped early, a stop
 * under way, its time run out), is not applied, and its payment is refunded in full, once.
 */

const sessionRow = async (t: TestApp, id: string) => (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;
const refundsOfPayment = (t: TestApp, paymentId: string) => t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
const refundsOfSession = (t: TestApp, sessionId: string) => t.db.select().from(refunds).where(eq(refunds.sessionId, sessionId));

describe.each(backends)('applying a paid extension (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const extend = (id: string, hours: number, token: string) =>
    call(t.app, 'POST', `/api/v1/sessions/${id}/extend`, { body: { hours }, token });
  const confirmExtension = (id: string, paymentIntentId: string, token: string) =>
    call(t.app, 'POST', `/api/v1/sessions/${id}/extend/confirm`, { body: { paymentIntentId }, token });

  /** Opens an extension of `hours` and pays it on the demo card, without applying it. */
  async function paidExtension(sessionId: string, hours: number, token: string) {
    const { paymentIntentId, totalCost } = await paidOnDemoCard(t, await extend(sessionId, hours, token));
    return { paymentIntentId, cents: totalCost };
  }

  /** The extension's payment was given back in full, exactly once, and nothing else of it was kept. */
  async function expectRefundedOnce(paymentIntentId: string, cents: number) {
    const payment = (await paymentByRef(t, paymentIntentId))!;
    expect(payment.status).toBe('refunded');
    expect(await refundsOfPayment(t, payment.id)).toMatchObject([{ reason: 'unfulfillable', status: 'succeeded', amountCents: cents }]);
    const demo = payment.meta!.demo as { refunds: Record<string, { amountCents: number }> };
    expect(Object.values(demo.refunds).map((r) => r.amountCents)).toEqual([cents]);
    return payment;
  }

  /** A signed-in driver's paid hourly booking of `hours` in `zoneId`. */
  async function booked(zoneId: string, hours: number, plate: string) {
    const me = await makeUser(t);
    const b = await book(t, { zoneId, hours, vehicles: [{ plate, state: 'NY' }] }, me.token);
    return { me, sessionId: (b.sessions as { sessions: { _id: string }[] }).sessions[0]!._id };
  }

  it('extensions opened together against the same end: the one that would pass closing time is refunded, not applied', async () => {
    // Open from an hour ago until 220 minutes from now (UTC): a 1 h booking ends at +70, so each
    // 1 h extension fits the end it was opened against, but only two of three fit one after the other.
    const { zone } = await makeZone(t, { location: { timeZone: 'UTC' }, zone: { openTime: utcClock(-60), closeTime: utcClock(220) } });
    const { me, sessionId } = await booked(zone.id, 1, 'CLOSE1');
    const booked1 = await sessionRow(t, sessionId);
    const extensions = [];
    for (let i = 0; i < 3; i++) extensions.push(await paidExtension(sessionId, 1, me.token));

    const answers = await Promise.all(extensions.map((e) => confirmExtension(sessionId, e.paymentIntentId, me.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409]);
    const refused = extensions[answers.findIndex((a) => a.statusCode === 409)]!;
    const applied = extensions.filter((e) => e !== refused);

    // The booking holds the two extensions that fit, and not a minute or a cent of the third.
    const row = await sessionRow(t, sessionId);
    expect(row.endTime.getTime()).toBe(booked1.endTime.getTime() + 120 * 60_000);
    expect(row).toMatchObject({
      hours: 3,
      totalCostCents: booked1.totalCostCents + applied[0]!.cents + applied[1]!.cents,
      refundedCents: 0,
      stoppedAt: null,
    });
    // The refusal is the extend check's own, for the end the third extension would have made.
    const problem = extensionHoursProblem(zone, 'UTC', row.startTime, row.endTime, 60);
    // The other extension's hour took the last one before closing: not even one more fits.
    expect(problem).toMatchObject({ reason: 'noHourLeft' });
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
      status: 'fail',
      message: paymentRefundedInstead(openHoursMessage(problem!), refused.cents),
    });
    const payment = await expectRefundedOnce(refused.paymentIntentId, refused.cents);
    for (const e of applied) expect((await paymentByRef(t, e.paymentIntentId))!.status).toBe('succeeded');

    // A replay is refused again, without a second refund or any change to the booking.
    const again = await confirmExtension(sessionId, refused.paymentIntentId, me.token);
    expect(again.json()).toEqual({ status: 'fail', message: paymentRefundedInstead(MESSAGES.paymentNotApplied, refused.cents) });
    expect(again.statusCode).toBe(409);
    expect(await refundsOfPayment(t, payment.id)).toHaveLength(1);
    expect(await sessionRow(t, sessionId)).toEqual(row);
  });

  it('an extension paid before the booking was stopped early and confirmed after: refunded, the stopped booking unchanged', async () => {
    const { zone } = await makeZone(t);
    const { me, sessionId } = await booked(zone.id, 2, 'STOPX1');
    const start = new Date(Date.now() - 30 * 60_000);
    await t.db
      .update(sessions)
      .set({ startTime: start, endTime: new Date(start.getTime() + 120 * 60_000) })
      .where(eq(sessions.id, sessionId));
    const ext = await paidExtension(sessionId, 1, me.token);

    const stopped = await call(t.app, 'POST', `/api/v1/sessions/${sessionId}/stop`, { body: {}, token: me.token });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data.refundCents).toBe(675);
    const afterStop = await sessionRow(t, sessionId);
    expect(afterStop).toMatchObject({ refundedCents: 675, stoppedAt: expect.any(Date) });
    const stopRefunds = await refundsOfSession(t, sessionId);

    const confirmed = await confirmExtension(sessionId, ext.paymentIntentId, me.token);
    expect(confirmed.json()).toEqual({ status: 'fail', message: paymentRefundedInstead(MESSAGES.extendEnded, ext.cents) });
    expect(confirmed.statusCode).toBe(409);
    expect(await sessionRow(t, sessionId)).toEqual(afterStop);
    expect(await refundsOfSession(t, sessionId)).toEqual(stopRefunds);
    await expectRefundedOnce(ext.paymentIntentId, ext.cents);
  });

  it('an extension confirmed while an early stop is under way (its refund not yet answered): refunded, the stop finishes as planned', async () => {
    const { zone } = await makeZone(t);
    const { me, sessionId } = await booked(zone.id, 2, 'STOPX2');
    const start = new Date(Date.now() - 30 * 60_000);
    await t.db
      .update(sessions)
      .set({ startTime: start, endTime: new Date(start.getTime() + 120 * 60_000) })
      .where(eq(sessions.id, sessionId));
    const before = await sessionRow(t, sessionId);
    const ext = await paidExtension(sessionId, 1, me.token);

    const demo = createDemoProvider(t.db);
    let down = true;
    const flaky: PaymentProvider = {
      ...demo,
      refund: async (input) => {
        if (down) throw new Error('timeout');
        return demo.refund(input);
      },
    };
    const stops = createEarlyStopService({ db: t.db, provider: flaky, log: { error: () => undefined } });
    await expect(stops.stop(me.user.id, sessionId)).rejects.toMatchObject({ statusCode: 503 });
    expect((await refundsOfSession(t, sessionId)).map((r) => r.status)).toEqual(['pending']);

    const confirmed = await confirmExtension(sessionId, ext.paymentIntentId, me.token);
    expect(confirmed.json()).toEqual({ status: 'fail', message: paymentRefundedInstead(MESSAGES.extendEnded, ext.cents) });
    expect(confirmed.statusCode).toBe(409);
    expect(await sessionRow(t, sessionId)).toEqual(before);
    await expectRefundedOnce(ext.paymentIntentId, ext.cents);

    down = false;
    expect((await stops.stop(me.user.id, sessionId)).refundCents).toBe(675);
    expect(await sessionRow(t, sessionId)).toMatchObject({
      totalCostCents: before.totalCostCents,
      hours: before.hours,
      refundedCents: 675,
      stoppedAt: expect.any(Date),
    });
  });

  it("an extension confirmed a moment after the end, inside the lot's grace, is applied from the old end", async () => {
    const { zone } = await makeZone(t);
    const { me, sessionId } = await booked(zone.id, 1, 'LATE2');
    const ext = await paidExtension(sessionId, 1, me.token);
    const end = new Date(Date.now() - 2 * 60_000);
    await t.db
      .update(sessions)
      .set({ startTime: new Date(end.getTime() - 3600_000), endTime: end })
      .where(eq(sessions.id, sessionId));

    const confirmed = await confirmExtension(sessionId, ext.paymentIntentId, me.token);
    expect(confirmed.statusCode).toBe(200);
    expect((await sessionRow(t, sessionId)).endTime.getTime()).toBe(end.getTime() + 3600_000);
  });

  it('an extension confirmed after the booking ran out (past its grace): refunded, the ended booking unchanged', async () => {
    const { zone } = await makeZone(t);
    const { me, sessionId } = await booked(zone.id, 1, 'LATE1');
    const ext = await paidExtension(sessionId, 1, me.token);
    await t.db
      .update(sessions)
      .set({ startTime: new Date(Date.now() - 2 * 3600_000), endTime: new Date(Date.now() - 3600_000) })
      .where(eq(sessions.id, sessionId));
    const before = await sessionRow(t, sessionId);

    const confirmed = await confirmExtension(sessionId, ext.paymentIntentId, me.token);
    expect(confirmed.json()).toEqual({ status: 'fail', message: paymentRefundedInstead(MESSAGES.extendEnded, ext.cents) });
    expect(confirmed.statusCode).toBe(409);
    expect(await sessionRow(t, sessionId)).toEqual(before);
    await expectRefundedOnce(ext.paymentIntentId, ext.cents);
  });
  it('a booking that began before the hours the zone has now (they changed since) is still extended, to its closing', async () => {
    const { zone } = await makeZone(t, { location: { timeZone: 'UTC' }, zone: { openTime: utcClock(-120), closeTime: utcClock(300) } });
    const { me, sessionId } = await booked(zone.id, 1, 'HOURS1');
    // The owner opens the zone later now: the booking (from +10 to +70 minutes) starts before the new opening time.
    await t.db
      .update(zones)
      .set({ openTime: utcClock(30) })
      .where(eq(zones.id, zone.id));
    const before = await sessionRow(t, sessionId);
    const ext = await paidExtension(sessionId, 1, me.token);
    const confirmed = await confirmExtension(sessionId, ext.paymentIntentId, me.token);
    expect(confirmed.statusCode).toBe(200);
    expect((await sessionRow(t, sessionId)).endTime.getTime()).toBe(before.endTime.getTime() + 60 * 60_000);
  });
});
