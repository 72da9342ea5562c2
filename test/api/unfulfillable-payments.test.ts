import crypto from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { locations, payments, refunds, sessions, zones } from '../../src/server/db/schema';
import type { PaymentProvider, RefundInput, RefundResult, VerifiedPayment } from '../../src/server/integrations/payments';
import { Unfulfillable, type PaymentKind } from '../../src/server/modules/payments/kinds';
import { createPaymentsService } from '../../src/server/modules/payments/service';
import {
  MESSAGES,
  bookingLocationGone,
  extendedSessionGone,
  paymentBeingRefunded,
  paymentRefundRefused,
  paymentRefundedInstead,
} from '../../src/shared/messages';
import { book, createSessions, intent, makeUser, makeZone, paidOnDemoCard, paymentByRef } from './bookingFixtures';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

/**
 * A payment that went through for something it can no longer buy (the valet ticket was paid in
 * cash meanwhile: test/api/money-integrity.test.ts; the session it extends or the location it
 * books was deleted while the driver paid) is refunded in full, once, and the payer is told so.
 */

const GONE = 'The thing this payment was for is gone.';
const TicketMeta = z.object({ kind: z.literal('gone'), ticketId: z.string() });
type TicketMeta = z.infer<typeof TicketMeta>;

/** A provider that says every payment took 500 cents, and answers refunds as `next` says. */
function refundingProvider() {
  const asked: RefundInput[] = [];
  const state = { next: 'accept' as 'accept' | 'silent' | 'refuse' };
  const provider: PaymentProvider = {
    name: 'demo',
    createIntent: () => Promise.reject(new Error('not used')),
    verify: (providerRef): Promise<VerifiedPayment> =>
      Promise.resolve({ providerRef, state: 'succeeded', amountCents: 500, currency: 'usd' }),
    refund: (input): Promise<RefundResult> => {
      asked.push(input);
      if (state.next === 'silent') return Promise.reject(new Error('socket hang up'));
      if (state.next === 'refuse') return Promise.resolve({ state: 'failed', refundRef: null, failureMessage: 'Charge disputed' });
      return Promise.resolve({ state: 'succeeded', refundRef: `re_${input.idempotencyKey}` });
    },
  };
  return { provider, asked, state };
}

describe.each(backends)('payments that cannot buy what they were for (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  /** A payments service on the test database whose one kind can never be fulfilled. */
  function serviceWithGoneKind() {
    const fake = refundingProvider();
    const service = createPaymentsService({
      db: t.db,
      provider: fake.provider,
      log: { error: () => undefined, warn: () => undefined, info: () => undefined },
    });
    const fulfils: string[] = [];
    const kind: PaymentKind<TicketMeta, string> = {
      kind: 'gone',
      meta: TicketMeta,
      notThisKind: 'not this kind',
      fulfil: (_tx, _payment, meta) => {
        fulfils.push(meta.ticketId);
        return Promise.reject(new Unfulfillable(GONE));
      },
      fulfilled: () => Promise.resolve('never'),
    };
    service.register(kind);
    return { ...fake, service, fulfils };
  }

  async function pendingPayment() {
    const ref = `demo_pi_${crypto.randomUUID()}`;
    await t.db
      .insert(payments)
      .values({ provider: 'demo', providerRef: ref, amountCents: 500, status: 'pending', meta: { kind: 'gone', ticketId: 'T-1' } });
    return ref;
  }
  const paymentOf = async (ref: string) => (await t.db.select().from(payments).where(eq(payments.providerRef, ref)))[0]!;
  const refundsOf = async (ref: string) =>
    t.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, (await paymentOf(ref)).id))
      .orderBy(asc(refunds.createdAt));

  it('refunds the whole payment once, keyed by its refunds row; a replay answers the same and asks nothing more', async () => {
    const { service, asked, fulfils } = serviceWithGoneKind();
    const ref = await pendingPayment();
    await expect(service.confirmAny(ref)).rejects.toMatchObject({ statusCode: 409, message: paymentRefundedInstead(GONE, 500) });
    const [row, ...more] = await refundsOf(ref);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ reason: 'unfulfillable', status: 'succeeded', amountCents: 500, sessionId: null, stopTime: null });
    expect(row!.providerRef).toBe(`re_${row!.id}`);
    expect(asked).toEqual([{ providerRef: ref, amountCents: 500, currency: 'usd', idempotencyKey: row!.id }]);
    expect((await paymentOf(ref)).status).toBe('refunded');

    await expect(service.confirmAny(ref)).rejects.toMatchObject({
      statusCode: 409,
      message: paymentRefundedInstead(MESSAGES.paymentNotApplied, 500),
    });
    expect(asked).toHaveLength(1);
    expect(fulfils).toEqual(['T-1']);
    expect(await refundsOf(ref)).toHaveLength(1);
  });

  it('a refund the provider did not answer stays pending: a replay says it is under way, the job asks again after a minute with the same key', async () => {
    const { service, asked, state } = serviceWithGoneKind();
    const ref = await pendingPayment();
    const at = new Date();
    state.next = 'silent';
    await expect(service.confirmAny(ref, { now: at })).rejects.toMatchObject({ statusCode: 409, message: paymentBeingRefunded(GONE, 500) });
    const [row] = await refundsOf(ref);
    expect(row).toMatchObject({ status: 'pending', failureMessage: null });
    expect((await paymentOf(ref)).status).toBe('refunded');

    // Within the minute: nobody asks the provider again (the first caller may still be waiting on it).
    state.next = 'accept';
    await expect(service.confirmAny(ref, { now: new Date(at.getTime() + 10_000) })).rejects.toMatchObject({
      message: paymentBeingRefunded(MESSAGES.paymentNotApplied, 500),
    });
    expect(await service.resumeRefunds(new Date(at.getTime() + 30_000))).toBe(0);
    expect(asked).toHaveLength(1);

    // A minute on, the background job asks again with the same key, and the refund is recorded.
    expect(await service.resumeRefunds(new Date(at.getTime() + 61_000))).toBe(1);
    expect(asked.map((a) => a.idempotencyKey)).toEqual([row!.id, row!.id]);
    expect(await refundsOf(ref)).toMatchObject([{ id: row!.id, status: 'succeeded', providerRef: `re_${row!.id}` }]);
    expect(await service.resumeRefunds(new Date(at.getTime() + 200_000))).toBe(0);
    await expect(service.confirmAny(ref)).rejects.toMatchObject({ message: paymentRefundedInstead(MESSAGES.paymentNotApplied, 500) });
    expect(asked).toHaveLength(2);
  });

  it('a refund the provider refuses: the payer is told to contact us, the payment is pending again, the next confirmation tries a new refund', async () => {
    const { service, asked, state } = serviceWithGoneKind();
    const ref = await pendingPayment();
    state.next = 'refuse';
    await expect(service.confirmAny(ref)).rejects.toMatchObject({
      statusCode: 409,
      message: paymentRefundRefused(GONE, 500, 'Charge disputed'),
    });
    expect(await refundsOf(ref)).toMatchObject([{ status: 'failed', failureMessage: 'Charge disputed' }]);
    expect((await paymentOf(ref)).status).toBe('pending');

    state.next = 'accept';
    await expect(service.confirmAny(ref)).rejects.toMatchObject({ message: paymentRefundedInstead(GONE, 500) });
    const rows = await refundsOf(ref);
    expect(rows.map((r) => r.status)).toEqual(['failed', 'succeeded']);
    expect(asked.map((a) => a.idempotencyKey)).toEqual([rows[0]!.id, rows[1]!.id]);
    expect((await paymentOf(ref)).status).toBe('refunded');
  });

  it('a booking whose location was deleted while the driver paid: no session, the payment refunded through the demo provider', async () => {
    const { zone, location } = await makeZone(t);
    const driver = await makeUser(t);
    const { paymentIntentId, totalCost } = await paidOnDemoCard(
      t,
      await intent(t, { zoneId: zone.id, hours: 1, vehicles: [{ plate: 'GONE1', state: 'NY' }] }, driver.token),
    );
    await t.db.delete(locations).where(eq(locations.id, location.id));

    const made = await createSessions(t, paymentIntentId, driver.token);
    const payment = (await paymentByRef(t, paymentIntentId))!;
    const cents = totalCost; // the intent answers in cents
    expect([made.statusCode, made.json<{ message: string }>().message]).toEqual([
      409,
      paymentRefundedInstead(bookingLocationGone(payment.id), cents),
    ]);
    expect(await t.db.select().from(sessions).where(eq(sessions.paymentId, payment.id))).toEqual([]);
    expect(payment.status).toBe('refunded');
    const demo = payment.meta!.demo as { refunds: Record<string, { amountCents: number }> };
    expect(Object.values(demo.refunds).map((r) => r.amountCents)).toEqual([cents]);
  });

  it.each(['location', 'zone'] as const)(
    'a booking whose %s the owner turned off while the driver paid: no session, the payment refunded',
    async (turnedOff) => {
      const { zone, location } = await makeZone(t);
      const driver = await makeUser(t);
      const { paymentIntentId, totalCost } = await paidOnDemoCard(
        t,
        await intent(t, { zoneId: zone.id, hours: 1, vehicles: [{ plate: 'OFF1', state: 'NY' }] }, driver.token),
      );
      if (turnedOff === 'location') await t.db.update(locations).set({ archieved: true }).where(eq(locations.id, location.id));
      else await t.db.update(zones).set({ archieved: true }).where(eq(zones.id, zone.id));

      const made = await createSessions(t, paymentIntentId, driver.token);
      const payment = (await paymentByRef(t, paymentIntentId))!;
      expect([made.statusCode, made.json<{ message: string }>().message]).toEqual([
        409,
        paymentRefundedInstead(MESSAGES.zoneClosedBody, totalCost),
      ]);
      expect(await t.db.select().from(sessions).where(eq(sessions.paymentId, payment.id))).toEqual([]);
      expect(payment.status).toBe('refunded');
    },
  );

  it('an extension of a session deleted while the driver paid: the payment refunded, nothing else changed', async () => {
    const { zone } = await makeZone(t);
    const driver = await makeUser(t);
    const { sessions: made } = await book(t, { zoneId: zone.id, hours: 1, vehicles: [{ plate: 'GONE2', state: 'NY' }] }, driver.token);
    const sessionId = (made as { sessions: { _id: string }[] }).sessions[0]!._id;
    const { paymentIntentId, totalCost } = await paidOnDemoCard(
      t,
      await call(t.app, 'POST', `/api/v1/sessions/${sessionId}/extend`, { token: driver.token, body: { hours: 1 } }),
    );
    await t.db.delete(sessions).where(eq(sessions.id, sessionId));

    const confirmed = await call(t.app, 'POST', `/api/v1/sessions/${sessionId}/extend/confirm`, {
      token: driver.token,
      body: { paymentIntentId },
    });
    const payment = (await paymentByRef(t, paymentIntentId))!;
    const cents = totalCost; // the intent answers in cents
    expect([confirmed.statusCode, confirmed.json<{ message: string }>().message]).toEqual([
      409,
      paymentRefundedInstead(extendedSessionGone(payment.id), cents),
    ]);
    expect(payment.status).toBe('refunded');
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toMatchObject([
      { reason: 'unfulfillable', status: 'succeeded', amountCents: cents },
    ]);
  });
});
