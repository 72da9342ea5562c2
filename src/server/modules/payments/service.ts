import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES, paymentBeingRefunded, paymentRefundRefused, paymentRefundedInstead } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { payments, refunds, type PaymentPurpose, type PaymentRow, type RefundRow } from '../../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../../errors';
import type { PaymentProvider, RefundResult, VerifiedPayment } from '../../integrations/payments';
import { Unfulfillable, type AnyPaymentKind, type PaymentKind } from './kinds';

export interface PaymentsServiceDeps {
  db: Db;
  /** The live payment provider (integrations/payments). */
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

/** A refund of a whole payment that bought nothing is asked of the provider again after this long. */
const RESUME_AFTER_MS = 60_000;
/**
 * A payment still pending this long after it was opened is asked about by the background job: the
 * page confirms a paid one within seconds, so by then its confirmation was lost (weak signal, closed
 * tab). Asked again at doubling intervals (2, 4, 8... minutes after it opened) for a day.
 */
const SETTLE_AFTER_MS = 2 * 60_000;
const SETTLE_WITHIN_MS = 24 * 60 * 60_000;
/**
 * A paid payment whose fulfilment kept failing on our side (a 5xx, not a refusal) this long after it
 * was opened is refunded in full: what it bought (an hour's parking, an extension, a valet ticket)
 * is of no use to the payer by then, and the money must not stay taken for nothing.
 */
const GIVE_UP_AFTER_MS = 60 * 60_000;
/** Payments asked about in one run: the rest wait for the next. */
const SETTLE_BATCH = 50;

export interface OpenPaymentInput {
  amountCents: number;
  userId: string | null;
  /** What the payment is for, priced by the server; meta.kind names the kind that will fulfil it. */
  meta: { kind: string };
  description: string;
  metadata: Record<string, string>;
  /** What the row is filed under (default booking) and, for a valet payment, its ticket. */
  purpose?: PaymentPurpose;
  valetTicketId?: string;
  /** Keep the provider's client secret in meta, so the same intent can be handed out again (valet: one open payment per ticket). */
  keepClientSecret?: boolean;
}

export interface OpenedPayment {
  paymentId: string;
  providerRef: string;
  clientSecret: string;
}

export interface ConfirmOptions {
  /**
   * The provider's own account of the payment when the caller already holds one it trusts (the
   * Stripe webhook, whose signature was checked). Without it the provider is asked (verify).
   */
  verified?: VerifiedPayment;
  now?: Date;
}

export interface Confirmation<Outcome> {
  kind: string;
  /** false when the payment had been fulfilled before (a replay): nothing was written. */
  created: boolean;
  paymentId: string;
  /** What the payment was for, in cents. */
  amountCents: number;
  /** What the kind's fulfil made (or, on a replay, read back). */
  outcome: Outcome;
}

const KindOnly = z.object({ kind: z.string() });

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Records payments and fulfils each confirmed one exactly once, by handing it to the kind its
 * meta names. Confirmations come from POST /sessions, the extension confirmation and the Stripe
 * webhook, in any order and any number of times:
 *
 *  - the provider is asked (or the webhook's verified event used) before anything is written; a
 *    payment that did not succeed, or received less than the server's price, answers 402;
 *  - the payments row is locked (select ... for update) and its status checked inside the one
 *    transaction that writes, so two concurrent confirmations cannot both fulfil; a replay gets
 *    what the first one made;
 *  - a payment its kind can no longer fulfil (`Unfulfillable`: the valet ticket was paid in cash
 *    meanwhile, the session it extends was deleted) is refunded in full, exactly once, and the
 *    payer is told so (409): a refunds row is written with the payment marked 'refunded' before
 *    the provider is asked, its id the idempotency key, so a replay, the webhook or the background
 *    job resumes the same refund and never makes a second one.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, provider, log } = deps;
  const kinds = new Map<string, AnyPaymentKind>();

  function register<Meta extends { kind: string }, Outcome>(kind: PaymentKind<Meta, Outcome>): void {
    if (kinds.has(kind.kind)) throw new Error(`payment kind ${kind.kind} is registered twice`);
    // The registry forgets each kind's types; run() only passes a kind the meta it parsed itself.
    kinds.set(kind.kind, kind as unknown as AnyPaymentKind);
  }

  /** Writes the payments row and asks the provider for an intent (502 when it refuses). */
  async function open(input: OpenPaymentInput): Promise<OpenedPayment> {
    const id = crypto.randomUUID();
    await db.insert(payments).values({
      id,
      provider: provider.name,
      // provider_ref is unique and required; this placeholder is replaced as soon as the provider answers.
      providerRef: `pending:${id}`,
      purpose: input.purpose ?? 'booking',
      valetTicketId: input.valetTicketId ?? null,
      amountCents: input.amountCents,
      currency: 'usd',
      status: 'pending',
      userId: input.userId,
      meta: input.meta,
    });
    try {
      const created = await provider.createIntent({
        amountCents: input.amountCents,
        currency: 'usd',
        idempotencyKey: id,
        description: input.description,
        metadata: { paymentId: id, ...input.metadata },
      });
      // Merged into what is there: the demo provider keeps its own state in meta.
      const meta = input.keepClientSecret
        ? sql`coalesce(${payments.meta}, '{}'::jsonb) || jsonb_build_object('clientSecret', ${created.clientSecret}::text)`
        : undefined;
      await db
        .update(payments)
        .set({ providerRef: created.providerRef, ...(meta ? { meta } : {}), updatedAt: new Date() })
        .where(eq(payments.id, id));
      return { paymentId: id, providerRef: created.providerRef, clientSecret: created.clientSecret };
    } catch (err) {
      await db.delete(payments).where(eq(payments.id, id));
      if (err instanceof HttpError) throw err;
      log.error({ err, paymentId: id }, 'payment provider refused to create an intent');
      throw new HttpError(502, MESSAGES.paymentFailed);
    }
  }

  async function find(providerRef: string): Promise<PaymentRow | undefined> {
    const [payment] = await db.select().from(payments).where(eq(payments.providerRef, providerRef)).limit(1);
    return payment;
  }

  /**
   * Refunds in full a payment that went through for something it can no longer buy, exactly once,
   * and returns the payer's answer (a 409 naming `why` and what became of the money).
   *  1. plan: with the payment locked, a pending refunds row (reason 'unfulfillable') and the payment
   *     marked 'refunded'; or the row an earlier attempt left. One caller at a time asks the
   *     provider: the one that wrote the row, or one that finds it left unanswered a minute or more
   *     (it claims the row by moving its updated_at); the others answer that the refund is under way.
   *  2. ask: the provider, with the row's id as its idempotency key (a retry never refunds twice).
   *  3. record: its answer; a refusal marks the row failed and the payment pending again (nothing
   *     was given back: the next confirmation tries again). No answer leaves the row pending, for
   *     a replay or the background job (resumeRefunds).
   */
  async function giveBack(paymentId: string, takenCents: number, why: string, now: Date): Promise<HttpError>;
  async function giveBack(paymentId: string, takenCents: number, why: string, now: Date, onlyIfPending: true): Promise<HttpError | null>;
  async function giveBack(paymentId: string, takenCents: number, why: string, now: Date, onlyIfPending = false): Promise<HttpError | null> {
    const planned = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!locked) throw notFound(MESSAGES.paymentNotFound);
      // Fulfilled meanwhile (the page's confirmation got through after all): nothing to give back.
      if (onlyIfPending && locked.status !== 'pending') return null;
      const [live] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), eq(refunds.reason, 'unfulfillable'), ne(refunds.status, 'failed')))
        .limit(1);
      if (live) return { row: live, asker: live.status === 'pending' && (await claim(tx, live.id, now)) };
      const [made] = await tx
        .insert(refunds)
        .values({
          paymentId,
          userId: locked.userId,
          provider: locked.provider,
          amountCents: takenCents,
          currency: locked.currency,
          reason: 'unfulfillable',
          stopTime: null,
          updatedAt: now,
        })
        .returning();
      await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, paymentId));
      return { row: made!, asker: true };
    });
    if (!planned) return null;
    const { row, asker } = planned;
    if (row.status === 'succeeded') return conflict(paymentRefundedInstead(why, row.amountCents));
    const answer = asker ? await askRefund(row) : undefined;
    if (!answer) return conflict(paymentBeingRefunded(why, row.amountCents));
    await recordRefund(row, answer, now);
    return conflict(
      answer.state === 'succeeded'
        ? paymentRefundedInstead(why, row.amountCents)
        : paymentRefundRefused(why, row.amountCents, answer.failureMessage ?? MESSAGES.paymentFailed),
    );
  }

  /** Takes a pending refund left unanswered RESUME_AFTER_MS or more: true for the one caller that moved it. */
  async function claim(on: Pick<Db, 'update'>, refundId: string, now: Date): Promise<boolean> {
    const taken = await on
      .update(refunds)
      .set({ updatedAt: now })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending'), lt(refunds.updatedAt, new Date(now.getTime() - RESUME_AFTER_MS))))
      .returning({ id: refunds.id });
    return taken.length > 0;
  }

  /** The provider's answer to one refund of a whole payment, or undefined when it gave none (the row stays pending). */
  async function askRefund(row: RefundRow): Promise<RefundResult | undefined> {
    const [payment] = await db.select({ providerRef: payments.providerRef }).from(payments).where(eq(payments.id, row.paymentId!));
    if (!payment) return undefined;
    try {
      return await provider.refund({
        providerRef: payment.providerRef,
        amountCents: row.amountCents,
        currency: 'usd',
        idempotencyKey: row.id,
      });
    } catch (err) {
      log.error(
        { err, refundId: row.id, paymentId: row.paymentId },
        'payment provider did not answer the refund of an unfulfillable payment',
      );
      return undefined;
    }
  }

  async function recordRefund(row: RefundRow, answer: RefundResult, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      if (answer.state === 'succeeded') {
        await tx
          .update(refunds)
          .set({ status: 'succeeded', providerRef: answer.refundRef, failureMessage: null, updatedAt: now })
          .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')));
        return;
      }
      await tx
        .update(refunds)
        .set({ status: 'failed', failureMessage: answer.failureMessage ?? MESSAGES.paymentFailed, updatedAt: now })
        .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')));
      await tx
        .update(payments)
        .set({ status: 'pending', updatedAt: now })
        .where(and(eq(payments.id, row.paymentId!), eq(payments.status, 'refunded')));
    });
  }

  async function run(providerRef: string, expect: AnyPaymentKind | undefined, opts: ConfirmOptions): Promise<Confirmation<unknown>> {
    const payment = await find(providerRef);
    if (!payment) throw notFound(MESSAGES.paymentNotFound);
    const named = KindOnly.safeParse(payment.meta);
    const kind = named.success ? kinds.get(named.data.kind) : undefined;
    const parsed = kind?.meta.safeParse(payment.meta);
    if (!kind || !parsed?.success) throw badRequest(MESSAGES.paymentNotForParking);
    const meta = parsed.data;
    if (expect && kind.kind !== expect.kind) throw badRequest(kind.notThisKind);
    const answer = (created: boolean, row: PaymentRow, outcome: unknown): Confirmation<unknown> => ({
      kind: kind.kind,
      created,
      paymentId: row.id,
      amountCents: row.amountCents,
      outcome,
    });

    if (payment.status === 'succeeded') {
      return db.transaction(async (tx) => answer(false, payment, await kind.fulfilled(tx, payment, meta)));
    }
    if (payment.status === 'refunded')
      throw await giveBack(payment.id, payment.amountCents, MESSAGES.paymentNotApplied, opts.now ?? new Date());
    if (payment.provider !== provider.name) throw conflict(MESSAGES.paymentOtherProvider);
    const verified = opts.verified ?? (await provider.verify(providerRef));
    if (verified.providerRef !== providerRef || verified.state !== 'succeeded') {
      throw new HttpError(402, verified.failureMessage ?? MESSAGES.paymentIncomplete);
    }
    if (verified.amountCents < payment.amountCents || verified.currency.toLowerCase() !== payment.currency.toLowerCase()) {
      throw new HttpError(402, MESSAGES.paymentShort);
    }

    const now = opts.now ?? new Date();
    let confirmation: Confirmation<unknown>;
    try {
      confirmation = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
        if (!locked) throw notFound(MESSAGES.paymentNotFound);
        if (locked.status === 'succeeded') return answer(false, locked, await kind.fulfilled(tx, locked, meta));
        // Refunded meanwhile by a concurrent confirmation: that refund's answer is this one's too.
        if (locked.status === 'refunded') throw new Unfulfillable(MESSAGES.paymentNotApplied);
        const outcome = await kind.fulfil(tx, locked, meta, now);
        await tx.update(payments).set({ status: 'succeeded', updatedAt: now }).where(eq(payments.id, locked.id));
        return answer(true, locked, outcome);
      });
    } catch (err) {
      if (err instanceof Unfulfillable) throw await giveBack(payment.id, verified.amountCents, err.message, now);
      throw err;
    }
    if (confirmation.created && kind.committed) {
      try {
        kind.committed(confirmation.outcome, meta);
      } catch (err) {
        log.error({ err, paymentId: payment.id }, 'a fulfilled payment could not be announced');
      }
    }
    return confirmation;
  }

  return {
    /** Which provider takes the money (shown to the browser so it loads the right form). */
    providerName: provider.name,
    register,
    open,
    find,
    /** Confirms a payment that must be of this kind (anything else: 400 with the other kind's refusal). */
    async confirm<Meta extends { kind: string }, Outcome>(
      kind: PaymentKind<Meta, Outcome>,
      providerRef: string,
      opts: ConfirmOptions = {},
    ): Promise<Confirmation<Outcome>> {
      // run() answered with this kind's own fulfil/fulfilled, so the outcome is this kind's.
      return (await run(providerRef, kind as unknown as AnyPaymentKind, opts)) as Confirmation<Outcome>;
    },
    /** Confirms a payment of whatever registered kind its meta names (the webhook). */
    confirmAny(providerRef: string, opts: ConfirmOptions = {}): Promise<Confirmation<unknown>> {
      return run(providerRef, undefined, opts);
    },
    /**
     * Fulfils payments the provider took whose confirmation never reached us (the background jobs):
     * a driver whose POST /sessions was lost after the card was charged gets the booking anyway,
     * with the right to park the enforcer sees, instead of paying a second time. Each pending payment
     * of the last day is asked about at doubling intervals; one the provider says succeeded goes
     * through the same locked fulfilment as a confirmation (so a late confirmation, the webhook or
     * another instance fulfils it once); one that cannot be fulfilled any more is refunded as
     * there. PayPal orders are read, never captured here: an approved order moved no money yet.
     * Returns how many payments were asked about.
     */
    async settleUnconfirmed(now: Date = new Date()): Promise<number> {
      const due = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            eq(payments.provider, provider.name),
            lt(payments.createdAt, new Date(now.getTime() - SETTLE_AFTER_MS)),
            gt(payments.createdAt, new Date(now.getTime() - SETTLE_WITHIN_MS)),
            or(
              isNull(payments.settleCheckedAt),
              // Doubling: asked again once as long has passed since the last ask as between opening and it.
              sql`${payments.settleCheckedAt} < ${now}::timestamptz - (${payments.settleCheckedAt} - ${payments.createdAt})`,
            ),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .limit(SETTLE_BATCH);
      for (const payment of due) {
        await db.update(payments).set({ settleCheckedAt: now }).where(eq(payments.id, payment.id));
        // Not yet given to the provider (the intent was never created, or its answer was lost).
        if (payment.providerRef.startsWith('pending:')) continue;
        let verified: VerifiedPayment;
        try {
          verified = await provider.verify(payment.providerRef, { capture: false });
        } catch (err) {
          log.warn({ err, paymentId: payment.id }, 'payment provider did not answer about a pending payment');
          continue;
        }
        if (verified.state !== 'succeeded') continue;
        try {
          const done = await run(payment.providerRef, undefined, { verified, now });
          if (done.created) log.info({ paymentId: payment.id, kind: done.kind }, 'a paid payment nobody confirmed was fulfilled');
        } catch (err) {
          // Refused (refunded as unfulfillable, short, another provider): run() already did what it must.
          if (err instanceof HttpError && err.statusCode < 500) {
            log.info({ paymentId: payment.id, reason: err.message }, 'a paid payment nobody confirmed was not fulfilled');
            continue;
          }
          log.error({ err, paymentId: payment.id }, 'a paid payment nobody confirmed could not be fulfilled');
          if (now.getTime() - payment.createdAt.getTime() < GIVE_UP_AFTER_MS) continue;
          try {
            const given = await giveBack(payment.id, verified.amountCents, MESSAGES.paymentNotApplied, now, true);
            if (given) log.warn({ paymentId: payment.id }, 'a paid payment that could not be fulfilled for an hour was refunded');
          } catch (refundErr) {
            log.error({ err: refundErr, paymentId: payment.id }, 'a paid payment that could not be fulfilled could not be refunded');
          }
        }
      }
      return due.length;
    },
    /**
     * Asks the provider again for the refunds of unfulfillable payments it did not answer a minute
     * or more ago (the background jobs): the payer is refunded even if nothing confirms the payment
     * again. Returns how many were due.
     */
    async resumeRefunds(now: Date = new Date()): Promise<number> {
      const due = await db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.reason, 'unfulfillable'),
            eq(refunds.status, 'pending'),
            lt(refunds.updatedAt, new Date(now.getTime() - RESUME_AFTER_MS)),
          ),
        );
      for (const row of due) {
        if (!(await claim(db, row.id, now))) continue;
        const answer = await askRefund(row);
        if (answer) await recordRefund(row, answer, now);
      }
      return due.length;
    },
  };
}
