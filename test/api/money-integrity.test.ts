import { asc, eq, inArray } from 'drizzle-orm';
import {
  locationSubscriptions,
  payments,
  refunds,
  sessions,
  subscriptionPayments,
  valetTicketEvents,
  valetTickets,
  type LocationRow,
} from '../../src/server/db/schema';
import { toDollars } from '../../src/shared/money';
import { priceSession, type FeeFactors } from '../../src/shared/pricing';
import { lenientCents, newTotalCents } from '../../src/shared/subscriptions';
import { valetTotalCents } from '../../src/shared/valet';
import { MESSAGES, paymentRefundedInstead } from '../../src/shared/messages';
import { confirmDemo, createSessions, intent, makeUser, makeZone } from './bookingFixtures';
import { createLocation, createUser } from './support/factories';
import { startFakePaypal } from './support/fakePaypal';
import { startFakeStripe } from './support/fakeStripe';
import { backends, call, createTestApp, type TestApp } from './support/testApp';

/**
 * Issue 12, item 4 "Money integrity". A browser retries, a driver taps Pay twice, a second tab
 * confirms what the first already did, Stripe delivers the same event again: none of these may
 * book, extend, mark paid or record twice, nor take the money twice. Each flow is fired N times at
 * once (the same confirmation, the same webhook event, the same submit from the same user) on
 * PGlite and on PostgreSQL, where the row locks are real, with each payment provider (the demo
 * one, Stripe's webhook, PayPal's server-side capture), and judged by the rows stored and by what
 * the fake provider took, not only by the answers. Every stored amount is recomputed with the
 * shared rules the SPA shows (src/shared/pricing.ts, valet.ts, subscriptions.ts).
 */

jest.setTimeout(60_000);

/** How many copies of each call are fired at once. */
const N = 8;
const WEBHOOK_SECRET = 'whsec_money_integrity';
const PROVIDERS = ['demo', 'stripe', 'paypal'] as const;
type ProviderName = (typeof PROVIDERS)[number];

type Answer = Awaited<ReturnType<typeof call>>;
interface IntentJson {
  paymentIntentId: string;
  clientSecret: string;
  totalCost: number;
}
interface BookedJson {
  data: { data: { totalCost: number; sessions: { _id: string }[] } };
}
interface SignedEvent {
  payload: string;
  signature: string;
}

/** The provider a test app takes money with, and the fake's own record of what it took. */
interface ProviderUnderTest {
  env: Record<string, string>;
  /** What the customer does at the provider: Stripe's card succeeds, PayPal's buyer approves, the demo card form (clicked N times). */
  pay(t: TestApp, i: IntentJson): Promise<void>;
  /** Charges over these intents (succeeded PaymentIntents, completed PayPal captures, settled demo intents) and the cents taken. */
  taken(t: TestApp, refs: string[]): Promise<{ charges: number; cents: number }>;
  /** Refunds the fake made over these intents and the cents given back. */
  given(t: TestApp, refs: string[]): Promise<{ refunds: number; cents: number }>;
  /** The signed event Stripe delivers for a paid intent; null where no webhook exists. */
  event(ref: string): SignedEvent | null;
  close(): Promise<void>;
}

const times = <T>(n: number, fn: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** Every answer is one of `ok`; any other (a 5xx above all) is listed with its body, under the flow's name. */
function expectAnswers(label: string, answers: Answer[], ok: number[]): void {
  const others = answers.filter((a) => !ok.includes(a.statusCode)).map((a) => `${a.statusCode} ${a.body}`);
  expect({ label, others }).toEqual({ label, others: [] });
}

async function startProvider(name: ProviderName): Promise<ProviderUnderTest> {
  if (name === 'stripe') {
    const fake = await startFakeStripe();
    return {
      env: {
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
      pay: (_t, i) => {
        fake.succeed(i.paymentIntentId);
        return Promise.resolve();
      },
      taken: (_t, refs) => {
        const paid = refs.map((r) => fake.intents.get(r)).filter((pi) => pi?.status === 'succeeded');
        return Promise.resolve({ charges: paid.length, cents: paid.reduce((sum, pi) => sum + pi!.amount_received, 0) });
      },
      given: (_t, refs) => {
        const made = [...fake.refunds.values()].filter((r) => refs.includes(r.payment_intent));
        return Promise.resolve({ refunds: made.length, cents: made.reduce((sum, r) => sum + r.amount, 0) });
      },
      event: (ref) => fake.signedEvent(ref, 'payment_intent.succeeded', WEBHOOK_SECRET),
      close: () => fake.close(),
    };
  }
  if (name === 'paypal') {
    const fake = await startFakePaypal();
    return {
      env: { PAYPAL_CLIENT_ID: fake.clientId, PAYPAL_CLIENT_SECRET: fake.clientSecret, PAYPAL_API_BASE: fake.url },
      pay: (_t, i) => {
        fake.approve(i.paymentIntentId);
        return Promise.resolve();
      },
      taken: (_t, refs) => {
        const captures = refs
          .flatMap((r) => fake.orders.get(r)?.purchase_units ?? [])
          .flatMap((u) => u.payments?.captures ?? [])
          // Money taken, whether or not some of it went back since.
          .filter((c) => ['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(c.status));
        // The server asks to capture each order once; a repeat with the same request id is PayPal's replay, not a capture.
        const asked = refs.reduce((sum, r) => sum + (fake.captureCalls.get(r) ?? 0), 0);
        expect({ captureCalls: asked }).toEqual({ captureCalls: captures.length });
        return Promise.resolve({
          charges: captures.length,
          cents: captures.reduce((sum, c) => sum + Math.round(Number(c.amount.value) * 100), 0),
        });
      },
      given: (_t, refs) => {
        const made = [...fake.refunds.values()].filter((r) => refs.includes(r.orderId));
        return Promise.resolve({ refunds: made.length, cents: made.reduce((sum, r) => sum + Math.round(Number(r.amount.value) * 100), 0) });
      },
      event: () => null,
      close: () => fake.close(),
    };
  }
  return {
    env: {},
    // A double-clicked Pay on the demo card form: the same card sent N times at once.
    pay: async (t, i) => {
      const clicks = await times(N, () => confirmDemo(t, i.paymentIntentId, i.clientSecret));
      expectAnswers('the demo card form, Pay clicked N times at once', clicks, [200]);
    },
    taken: async (t, refs) => {
      if (refs.length === 0) return { charges: 0, cents: 0 };
      const rows = await t.db.select().from(payments).where(inArray(payments.providerRef, refs));
      const settled = rows.filter((p) => (p.meta?.demo as { status?: string } | undefined)?.status === 'succeeded');
      return { charges: settled.length, cents: settled.reduce((sum, p) => sum + p.amountCents, 0) };
    },
    given: async (t, refs) => {
      if (refs.length === 0) return { refunds: 0, cents: 0 };
      const rows = await t.db.select().from(payments).where(inArray(payments.providerRef, refs));
      const made = rows.flatMap((p) =>
        Object.values((p.meta?.demo as { refunds?: Record<string, { amountCents: number }> } | undefined)?.refunds ?? {}),
      );
      return { refunds: made.length, cents: made.reduce((sum, r) => sum + r.amountCents, 0) };
    },
    event: () => null,
    close: () => Promise.resolve(),
  };
}

const factorsOf = (l: LocationRow): FeeFactors => ({ low: l.feeFactorLow, high: l.feeFactorHigh, thresholdCents: l.feeThresholdCents });

const webhook = (t: TestApp, e: SignedEvent) =>
  call(t.app, 'POST', '/api/v1/billing/webhook', {
    body: e.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': e.signature },
  });

const paymentsOf = (t: TestApp, refs: string[]) =>
  t.db.select().from(payments).where(inArray(payments.providerRef, refs)).orderBy(asc(payments.createdAt));

/** N copies of `confirm` and, where the provider has a webhook, N deliveries of the paid intent's event, all at once. */
async function confirmEverywhere(
  label: string,
  t: TestApp,
  p: ProviderUnderTest,
  ref: string,
  confirm: () => Promise<Answer>,
  ok: number[],
) {
  const event = p.event(ref);
  const [confirms, replays] = await Promise.all([times(N, confirm), times(event ? N : 0, () => webhook(t, event!))]);
  expectAnswers(`${label}, N at once`, confirms, ok);
  expectAnswers(`${label}: the webhook event delivered N times at once`, replays, [200]);
  return confirms;
}

let phoneSeq = 0;
const nextPhone = () => `56${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSeq % 100).padStart(2, '0')}`;

describe.each(backends)('money integrity (%s)', (backend) => {
  const apps = new Map<ProviderName, { t: TestApp; provider: ProviderUnderTest }>();
  beforeAll(async () => {
    await Promise.all(
      PROVIDERS.map(async (name) => {
        const provider = await startProvider(name);
        apps.set(name, { provider, t: await createTestApp(backend, provider.env) });
      }),
    );
  });
  afterAll(async () => {
    for (const { t, provider } of apps.values()) {
      await t.close();
      await provider.close();
    }
  });

  /** A 1-hour booking of one car, paid and confirmed once: what an extension starts from. */
  async function paidBooking(t: TestApp, p: ProviderUnderTest, zoneId: string, plate: string, token: string) {
    const opened = await intent(t, { zoneId, hours: 1, vehicles: [{ plate, state: 'NY' }] }, token);
    expect(opened.statusCode).toBe(200);
    const i = opened.json<IntentJson>();
    await p.pay(t, i);
    const made = await createSessions(t, i.paymentIntentId, token);
    expect(made.statusCode).toBe(201);
    return made.json<BookedJson>().data.data.sessions[0]!._id;
  }

  /** A valet ticket at a new company's lot, made by its staff through the API: its id, phone number and staff. */
  async function valetTicket(t: TestApp, lotName: string, ticket: Record<string, unknown>) {
    const owner = await makeUser(t, 'vendor');
    const staff = await createUser(t, { role: 'valet', invitedBy: owner.user.id });
    const lot = await createLocation(t, { ownerId: owner.user.id, name: lotName });
    const phone = nextPhone();
    const created = await call(t.app, 'POST', '/api/v1/valets', {
      token: staff.token,
      body: {
        ticketNumber: `V${phoneSeq}`,
        phoneNumber: phone,
        state: 'NY',
        make: 'Honda',
        color: 'Blue',
        firstName: 'Dana',
        locationId: lot.id,
        ...ticket,
      },
    });
    expect(created.statusCode).toBe(201);
    return { ticketId: created.json<{ valet: { _id: string } }>().valet._id, phone, staff };
  }

  describe.each(PROVIDERS)('paid with %s', (name) => {
    const ctx = () => apps.get(name)!;

    it('a booking: N Book clicks charge nothing; N confirmations and webhook replays make its sessions once, at the shared price', async () => {
      const { t, provider } = ctx();
      // Above the $10 threshold, so the location's own high fee factor applies; 1.5 hours is charged per minute.
      const { zone, location } = await makeZone(t, { zone: { priceCents: 1250 }, location: { feeFactorHigh: 0.09 } });
      const driver = await makeUser(t);
      const vehicles = [
        { plate: 'MONEY1', state: 'NY' },
        { plate: 'MONEY2', state: 'NJ' },
      ];
      const price = priceSession({ priceCents: 1250, isHourly: true, hours: 1.5, vehicles: 2, factors: factorsOf(location) });

      const opened = await times(N, () => intent(t, { zoneId: zone.id, hours: 1.5, vehicles }, driver.token));
      expectAnswers('POST /billing/stripe-intent, Book clicked N times at once', opened, [200]);
      const intents = opened.map((r) => r.json<IntentJson>());
      expect(unique(intents.map((i) => i.totalCost))).toEqual([price.totalCents]);
      const refs = unique(intents.map((i) => i.paymentIntentId));
      // Each click may open its own intent, but nothing is taken until the customer pays one.
      expect(await provider.taken(t, refs)).toEqual({ charges: 0, cents: 0 });

      // The browser pays the intent of the answer it kept, then confirms it (and Stripe tells us too).
      const kept = intents[N - 1]!;
      await provider.pay(t, kept);
      const confirms = await confirmEverywhere(
        'POST /sessions',
        t,
        provider,
        kept.paymentIntentId,
        () => createSessions(t, kept.paymentIntentId, driver.token),
        [200, 201],
      );
      expect(confirms.filter((r) => r.statusCode === 201).length).toBeLessThanOrEqual(1);
      const answered = unique(
        confirms.map((r) =>
          r
            .json<BookedJson>()
            .data.data.sessions.map((s) => s._id)
            .sort()
            .join(),
        ),
      );
      expect(answered).toHaveLength(1);
      expect(unique(confirms.map((r) => r.json<BookedJson>().data.data.totalCost))).toEqual([price.totalCents]);

      const rows = await paymentsOf(t, refs);
      expect(rows.filter((p) => p.status === 'succeeded').map((p) => [p.providerRef, p.amountCents])).toEqual([
        [kept.paymentIntentId, price.totalCents],
      ]);
      expect(unique(rows.map((p) => p.amountCents))).toEqual([price.totalCents]);
      const stored = await t.db.select().from(sessions).where(eq(sessions.userId, driver.user.id)).orderBy(asc(sessions.plateNumber));
      expect(
        stored
          .map((s) => s.id)
          .sort()
          .join(),
      ).toBe(answered[0]);
      expect(
        stored.map((s) => ({
          plate: s.plateNumber,
          payment: s.paymentId,
          rate: s.rateCents,
          fees: s.feesCents,
          total: s.totalCostCents,
          hours: s.hours,
          minutes: (s.endTime.getTime() - s.startTime.getTime()) / 60_000,
        })),
      ).toEqual(
        vehicles.map((v) => ({
          plate: v.plate,
          payment: rows.find((p) => p.status === 'succeeded')!.id,
          rate: price.rateCents,
          fees: price.feesCents,
          total: price.perVehicleCents,
          hours: price.hours,
          minutes: price.minutes,
        })),
      );
      expect(await provider.taken(t, refs)).toEqual({ charges: 1, cents: price.totalCents });

      // An intent another click opened is unpaid: confirming it books nothing.
      const other = refs.find((r) => r !== kept.paymentIntentId);
      if (other) expect((await createSessions(t, other, driver.token)).statusCode).toBe(402);
      expect(await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, driver.user.id))).toHaveLength(2);
    });

    it('an extension: N Extend clicks charge nothing; N confirmations and webhook replays move the end and add the price once', async () => {
      const { t, provider } = ctx();
      const { zone, location } = await makeZone(t, { zone: { priceCents: 1250 }, location: { feeFactorHigh: 0.09 } });
      const driver = await makeUser(t);
      const sessionId = await paidBooking(t, provider, zone.id, 'EXTEND1', driver.token);
      const [before] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
      const booked = priceSession({ priceCents: 1250, isHourly: true, hours: 1, factors: factorsOf(location) });
      expect([before!.totalCostCents, before!.feesCents]).toEqual([booked.perVehicleCents, booked.feesCents]);
      const added = priceSession({ priceCents: 1250, isHourly: true, hours: 2.25, factors: factorsOf(location) });

      const opened = await times(N, () =>
        call(t.app, 'POST', `/api/v1/sessions/${sessionId}/extend`, { token: driver.token, body: { hours: 2.25 } }),
      );
      expectAnswers('POST /sessions/{id}/extend, Extend clicked N times at once', opened, [200]);
      const intents = opened.map((r) => r.json<IntentJson>());
      expect(unique(intents.map((i) => i.totalCost))).toEqual([added.totalCents]);
      const refs = unique(intents.map((i) => i.paymentIntentId));
      expect(await provider.taken(t, refs)).toEqual({ charges: 0, cents: 0 });

      const kept = intents[0]!;
      await provider.pay(t, kept);
      const confirms = await confirmEverywhere(
        'POST /sessions/{id}/extend/confirm',
        t,
        provider,
        kept.paymentIntentId,
        () =>
          call(t.app, 'POST', `/api/v1/sessions/${sessionId}/extend/confirm`, {
            token: driver.token,
            body: { paymentIntentId: kept.paymentIntentId },
          }),
        [200],
      );

      const [after] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
      expect({
        addedMinutes: (after!.endTime.getTime() - before!.endTime.getTime()) / 60_000,
        total: after!.totalCostCents,
        fees: after!.feesCents,
        hours: after!.hours,
      }).toEqual({
        addedMinutes: added.minutes,
        total: booked.perVehicleCents + added.totalCents,
        fees: booked.feesCents + added.feesCents,
        hours: booked.hours + added.hours,
      });
      for (const r of confirms) expect(r.json<BookedJson>().data.data.totalCost).toBe(booked.perVehicleCents + added.totalCents);
      const rows = await paymentsOf(t, refs);
      expect(rows.filter((p) => p.status === 'succeeded').map((p) => [p.providerRef, p.amountCents])).toEqual([
        [kept.paymentIntentId, added.totalCents],
      ]);
      expect(await provider.taken(t, refs)).toEqual({ charges: 1, cents: added.totalCents });
      // Still the one session of the booking.
      expect(await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, driver.user.id))).toHaveLength(1);

      const other = refs.find((r) => r !== kept.paymentIntentId);
      if (other) {
        const unpaid = await call(t.app, 'POST', `/api/v1/sessions/${sessionId}/extend/confirm`, {
          token: driver.token,
          body: { paymentIntentId: other },
        });
        expect(unpaid.statusCode).toBe(402);
        const [still] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
        expect([still!.endTime, still!.totalCostCents]).toEqual([after!.endTime, after!.totalCostCents]);
      }
    });

    it('a valet payment: N Pay clicks get one intent; N confirmations and webhook replays mark the ticket paid once, at the shared total', async () => {
      const { t, provider } = ctx();
      const { ticketId, phone } = await valetTicket(t, 'Money Valet', { plateNumber: 'VALET1', isHourly: true, price: 1000 });
      // In for 90 minutes: two started hours.
      await t.db
        .update(valetTickets)
        .set({ createdAt: new Date(Date.now() - 90 * 60_000) })
        .where(eq(valetTickets.id, ticketId));
      const [ticket] = await t.db.select().from(valetTickets).where(eq(valetTickets.id, ticketId));
      const total = valetTotalCents({ isHourly: true, price: ticket!.priceCents, createdAt: ticket!.createdAt });
      expect(total).toBe(2000);
      const tip = 300;
      const pay = () =>
        call(t.app, 'POST', '/api/v1/billing/valet/stripe-intent', { body: { valet: { _id: ticketId }, tip, phoneNumber: phone } });

      const opened = await times(N, pay);
      expectAnswers('POST /billing/valet/stripe-intent, Pay clicked N times at once', opened, [200]);
      const intents = opened.map((r) => r.json<IntentJson>());
      // One open payment per ticket: every click gets the same intent.
      expect(unique(intents.map((i) => `${i.paymentIntentId} ${i.clientSecret} ${i.totalCost}`))).toEqual([
        `${intents[0]!.paymentIntentId} ${intents[0]!.clientSecret} ${total + tip}`,
      ]);
      const ref = intents[0]!.paymentIntentId;
      expect(await t.db.select({ id: payments.id }).from(payments).where(eq(payments.valetTicketId, ticketId))).toHaveLength(1);

      // What the staff desk and the customer's page hear (the live bus behind their streams).
      const heard: string[] = [];
      const unsubscribe = t.app.deps.live.subscribe((e) => {
        if (e.type === 'valet' && e.ticketId === ticketId) heard.push(e.status);
      });
      const paidHeard = async () => {
        for (let i = 0; i < 100 && !heard.includes('paid'); i++) await new Promise((r) => setTimeout(r, 20));
        return heard.filter((s) => s === 'paid').length;
      };

      await provider.pay(t, intents[0]!);
      const event = provider.event(ref);
      if (event) {
        // Stripe's webhook alone (the customer's browser never came back): the ticket is paid and told.
        expectAnswers('POST /billing/webhook before any confirmation', [await webhook(t, event)], [200]);
        expect(await paidHeard()).toBe(1);
      }
      const confirms = await confirmEverywhere(
        'POST /billing/valet/confirm',
        t,
        provider,
        ref,
        () => call(t.app, 'POST', '/api/v1/billing/valet/confirm', { body: { paymentIntentId: ref } }),
        [200],
      );
      for (const r of confirms) {
        expect(r.json<{ valet: object }>().valet).toMatchObject({ _id: ticketId, status: 'paid', paid: true, totalCost: total, tip });
      }

      const [paid] = await t.db.select().from(valetTickets).where(eq(valetTickets.id, ticketId));
      expect([paid!.status, paid!.paid, paid!.totalCostCents, paid!.tipCents]).toEqual(['paid', true, total, tip]);
      const rows = await t.db.select().from(payments).where(eq(payments.valetTicketId, ticketId));
      expect(rows.map((p) => [p.providerRef, p.status, p.amountCents, p.purpose])).toEqual([[ref, 'succeeded', total + tip, 'valet']]);
      const events = await t.db.select().from(valetTicketEvents).where(eq(valetTicketEvents.ticketId, ticketId));
      expect(events.filter((e) => e.actor === 'payment').map((e) => e.toStatus)).toEqual(['paid']);
      expect(await provider.taken(t, [ref])).toEqual({ charges: 1, cents: total + tip });
      // Told once, whichever confirmation made it paid.
      expect(await paidHeard()).toBe(1);
      unsubscribe();

      // Pay clicked again on a paid ticket: refused, nothing opened.
      const late = await times(N, pay);
      expectAnswers('POST /billing/valet/stripe-intent on a paid ticket, N at once', late, [409]);
      expect(await t.db.select({ id: payments.id }).from(payments).where(eq(payments.valetTicketId, ticketId))).toHaveLength(1);
    });

    it('a valet ticket paid in cash while its customer paid online: N confirmations and webhook replays refund the online payment once, in full', async () => {
      const { t, provider } = ctx();
      const { ticketId, phone, staff } = await valetTicket(t, 'Cash Valet', { plateNumber: 'CASH1', price: 1500 });
      const opened = await call(t.app, 'POST', '/api/v1/billing/valet/stripe-intent', {
        body: { valet: { _id: ticketId }, tip: 200, phoneNumber: phone },
      });
      expect(opened.statusCode).toBe(200);
      const i = opened.json<IntentJson>();
      expect(i.totalCost).toBe(1700);
      await provider.pay(t, i);
      // The car was brought round; the customer paid on the phone and, before the page confirmed,
      // the desk took cash for it.
      await t.db
        .update(valetTickets)
        .set({ status: 'ready', parkedBy: 'Marcus', parkedLocation: 'Level 2' })
        .where(eq(valetTickets.id, ticketId));
      const cash = await call(t.app, 'PATCH', `/api/v1/valets/${ticketId}`, { token: staff.token, body: { status: 'paid' } });
      expect(cash.statusCode).toBe(200);

      const confirms = await confirmEverywhere(
        'POST /billing/valet/confirm on a ticket paid in cash',
        t,
        provider,
        i.paymentIntentId,
        () => call(t.app, 'POST', '/api/v1/billing/valet/confirm', { body: { paymentIntentId: i.paymentIntentId } }),
        [409],
      );
      // One of them asked the provider; the others, at once, heard that the refund was under way or done.
      for (const r of confirms)
        expect(r.json<{ message: string }>().message).toMatch(/ Your payment of \$17\.00 (has been|is being) refunded\.$/);
      const later = await call(t.app, 'POST', '/api/v1/billing/valet/confirm', { body: { paymentIntentId: i.paymentIntentId } });
      expect([later.statusCode, later.json<{ message: string }>().message]).toEqual([
        409,
        paymentRefundedInstead(MESSAGES.paymentNotApplied, 1700),
      ]);

      expect(await provider.taken(t, [i.paymentIntentId])).toEqual({ charges: 1, cents: 1700 });
      expect(await provider.given(t, [i.paymentIntentId])).toEqual({ refunds: 1, cents: 1700 });
      const [payment] = await paymentsOf(t, [i.paymentIntentId]);
      expect(payment!.status).toBe('refunded');
      const given = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
      expect(given.map((r) => [r.reason, r.status, r.amountCents, r.sessionId])).toEqual([['unfulfillable', 'succeeded', 1700, null]]);
      // The ticket stays as the desk left it: paid in cash, its own total, no tip, no payment event.
      const [ticket] = await t.db.select().from(valetTickets).where(eq(valetTickets.id, ticketId));
      expect([ticket!.status, ticket!.paid, ticket!.totalCostCents, ticket!.tipCents]).toEqual(['paid', true, 1500, 0]);
      const events = await t.db.select().from(valetTicketEvents).where(eq(valetTicketEvents.ticketId, ticketId));
      expect(events.filter((e) => e.actor === 'payment')).toEqual([]);
    });
  });

  it('a superadmin payment: N Update clicks record one payment and add it to the total once', async () => {
    const { t } = apps.get('demo')!;
    const boss = await createUser(t, { role: 'odogwu', email: 'boss@test.parking' });
    const vendor = await makeUser(t, 'vendor');
    const lot = await createLocation(t, { ownerId: vendor.user.id, name: 'Ledger Lot' });
    const update = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/v1/billing/subs/update', { token: boss.token, body });
    const ledger = () =>
      t.db
        .select({
          amount: subscriptionPayments.amountCents,
          owed: subscriptionPayments.paymentOwedCents,
          description: subscriptionPayments.description,
        })
        .from(subscriptionPayments)
        .innerJoin(locationSubscriptions, eq(locationSubscriptions.id, subscriptionPayments.subscriptionId))
        .where(eq(locationSubscriptions.locationId, lot.id))
        .orderBy(asc(subscriptionPayments.paidAt), asc(subscriptionPayments.createdAt));
    const totalOf = async () =>
      (await t.db.select().from(locationSubscriptions).where(eq(locationSubscriptions.locationId, lot.id)))[0]!.totalAmountCents;

    // October is on the books already.
    expect(
      (await update({ locationId: lot.id, lastPayDate: '2026-10-06', amount: 120, paymentOwed: 120, description: 'October' })).statusCode,
    ).toBe(200);
    const before = await totalOf();
    const november = { locationId: lot.id, lastPayDate: '2026-11-06', amount: '$120.00', paymentOwed: '37.50', description: 'November' };
    const expected = newTotalCents(before, lenientCents(november.paymentOwed));
    // What the dialog sends: its preview of the new total too (ignored by the server).
    const body = { ...november, totalAmount: toDollars(expected) };

    const answers = await times(N, () => update(body));
    expectAnswers('POST /billing/subs/update, Update clicked N times at once', answers, [200]);
    expect(await ledger()).toEqual([
      { amount: 12000, owed: 12000, description: 'October' },
      { amount: lenientCents(november.amount), owed: lenientCents(november.paymentOwed), description: 'November' },
    ]);
    expect(await totalOf()).toBe(expected);
    expect(await t.db.select().from(locationSubscriptions).where(eq(locationSubscriptions.locationId, lot.id))).toHaveLength(1);
    for (const r of answers) {
      expect(r.json<{ data: object }>().data).toMatchObject({ _id: lot.id, totalAmount: toDollars(expected), numberOfPayments: 2 });
    }
    // One answer recorded it; the others say they added nothing (the dialog tells the superadmin so).
    expect(answers.filter((r) => r.json<{ data: { repeated?: boolean } }>().data.repeated === true)).toHaveLength(N - 1);

    // A click that lands after the answer is still the same update; the dialog opened again for a
    // second payment previews the total after it, and that is a payment of its own.
    expectAnswers('POST /billing/subs/update, sent again after the answer', [await update(body)], [200]);
    expect(await ledger()).toHaveLength(2);
    const again = newTotalCents(expected, lenientCents(november.paymentOwed));
    expectAnswers('POST /billing/subs/update, a second payment', [await update({ ...november, totalAmount: toDollars(again) })], [200]);
    expect(await ledger()).toHaveLength(3);
    expect(await totalOf()).toBe(again);
  });
});
