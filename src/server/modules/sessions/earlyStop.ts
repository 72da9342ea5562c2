import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { MESSAGES, refundPartlyRefused, refundRefused } from '../../../shared/messages';
import { quoteEarlyStop, type EarlyStopQuote } from '../../../shared/pricing';
import type { Db } from '../../db/client';
import { payments, refunds, sessions, type RefundRow, type SessionRow } from '../../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../../errors';
import type { PaymentProvider, RefundResult } from '../../integrations/payments';
import type { Tx } from '../payments/kinds';
import { publishSessionChange, type LiveBus } from '../../plugins/live';
import { bookingOwner, byIds, sessionViews, type BookingSession } from './booking';

export interface EarlyStopDeps {
  db: Db;
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Told once a stop's end time was recorded (the enforcer's live table). */
  live?: LiveBus;
}

export interface StopOutcome {
  /** Cents given back for this session, in all (a replay answers the same). */
  refundCents: number;
  session: BookingSession;
}

/** What one payment contributed to a session, and so the most a refund of the session may draw on it. */
interface Source {
  paymentId: string;
  provider: string;
  contributionCents: number;
}

export type EarlyStopService = ReturnType<typeof createEarlyStopService>;

/**
 * Ending an active hourly booking early: the end moves to now and what was paid for the minutes
 * after max(first hour, minutes used) goes back through the provider that took it, exactly once.
 *
 *  1. plan: with the session row locked, the refund is priced (shared/pricing quoteEarlyStop) and
 *     written as pending refunds rows, one per payment it draws on (extensions first, newest first,
 *     then the booking's own payment). A stop that finds a plan resumes it instead of making one.
 *  2. ask: each pending row goes to the provider with its id as the idempotency key, in order,
 *     stopping at the first refusal or error (a retried key never refunds twice).
 *  3. record: with the session locked again, the answers are written; once any money went back the
 *     session ends at the plan's stop time and refunded_cents is the sum of what went through.
 *     A refusal with nothing refunded voids the plan and leaves the booking as it was.
 */
export function createEarlyStopService({ db, provider, log, live }: EarlyStopDeps) {
  /** `owner`: the caller's user id, or the booking's guest marker when a guest uses their link. */
  function checkOwner(s: SessionRow, owner: string): void {
    // Someone else's booking is answered like one that does not exist: a 403 would confirm it does.
    if (bookingOwner(s) !== owner) throw notFound();
  }

  function checkStoppable(s: SessionRow, now: Date): void {
    if (s.kind !== 'booking' || !s.paid) throw badRequest(MESSAGES.stopOnlyPaid);
    if (!s.isHourly) throw badRequest(MESSAGES.stopOnlyHourly);
    if (s.stoppedAt || s.endTime.getTime() <= now.getTime()) throw badRequest(MESSAGES.stopEnded);
  }

  const quoteOf = (s: SessionRow, now: Date): EarlyStopQuote =>
    quoteEarlyStop({ startTime: s.startTime, endTime: s.endTime, totalCents: s.totalCostCents - s.refundedCents }, now);

  /** The payments a session's money came from, the ones to refund first first. */
  async function sourcesOf(tx: Tx, s: SessionRow): Promise<Source[]> {
    const extensions = await tx
      .select({ paymentId: payments.id, provider: payments.provider, amountCents: payments.amountCents })
      .from(payments)
      .where(
        and(eq(payments.status, 'succeeded'), sql`${payments.meta}->>'kind' = 'extension'`, sql`${payments.meta}->>'sessionId' = ${s.id}`),
      )
      .orderBy(desc(payments.createdAt));
    const fromExtensions = extensions.reduce((sum, e) => sum + e.amountCents, 0);
    const sources: Source[] = extensions.map((e) => ({ paymentId: e.paymentId, provider: e.provider, contributionCents: e.amountCents }));
    if (s.paymentId) {
      const [own] = await tx.select({ provider: payments.provider }).from(payments).where(eq(payments.id, s.paymentId));
      if (own) sources.push({ paymentId: s.paymentId, provider: own.provider, contributionCents: s.totalCostCents - fromExtensions });
    }
    return sources;
  }

  /** Phase 1: the refunds of this stop, new or left by an earlier attempt; none when nothing is owed. */
  async function plan(owner: string, sessionId: string, now: Date): Promise<RefundRow[]> {
    return db.transaction(async (tx) => {
      const [s] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
      if (!s) throw notFound();
      checkOwner(s, owner);
      const live = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.sessionId, s.id), ne(refunds.status, 'failed')));
      // A replay, or a stop cut off before its answers were recorded: finish that one.
      if (s.stoppedAt || live.length > 0) return live;
      checkStoppable(s, now);

      const quote = quoteOf(s, now);
      if (quote.refundCents === 0) {
        await tx.update(sessions).set({ endTime: quote.endTime, stoppedAt: now }).where(eq(sessions.id, s.id));
        return [];
      }
      let left = quote.refundCents;
      const rows: (typeof refunds.$inferInsert)[] = [];
      for (const source of await sourcesOf(tx, s)) {
        if (left === 0) break;
        if (source.provider !== provider.name) throw conflict(MESSAGES.stopOtherProvider);
        const take = Math.min(left, source.contributionCents);
        if (take <= 0) continue;
        rows.push({
          sessionId: s.id,
          paymentId: source.paymentId,
          userId: s.userId,
          provider: provider.name,
          amountCents: take,
          stopTime: quote.endTime,
        });
        left -= take;
      }
      // The session's money is no longer on record (its payment deleted): nothing to refund through.
      if (left > 0 || rows.length === 0) throw conflict(MESSAGES.stopNoPayment);
      return tx.insert(refunds).values(rows).returning();
    });
  }

  /** Phase 2: the provider's answers for the pending rows, in order, up to the first refusal or error. */
  async function ask(rows: RefundRow[]): Promise<{ answers: Map<string, RefundResult>; refusal?: string; interrupted: boolean }> {
    const answers = new Map<string, RefundResult>();
    const pending = rows.filter((r) => r.status === 'pending');
    if (pending.length === 0) return { answers, interrupted: false };
    const paymentIds = pending.map((r) => r.paymentId).filter((id): id is string => id !== null);
    const refs = paymentIds.length
      ? await db.select({ id: payments.id, providerRef: payments.providerRef }).from(payments).where(inArray(payments.id, paymentIds))
      : [];
    const refOf = new Map(refs.map((p) => [p.id, p.providerRef]));
    for (const row of pending) {
      const providerRef = row.paymentId ? refOf.get(row.paymentId) : undefined;
      if (!providerRef) return { answers, refusal: MESSAGES.stopNoPayment, interrupted: false };
      let answer: RefundResult;
      try {
        answer = await provider.refund({ providerRef, amountCents: row.amountCents, currency: 'usd', idempotencyKey: row.id });
      } catch (err) {
        log.error({ err, refundId: row.id }, 'payment provider did not answer a refund');
        return { answers, interrupted: true };
      }
      answers.set(row.id, answer);
      if (answer.state === 'failed') return { answers, refusal: answer.failureMessage ?? MESSAGES.paymentFailed, interrupted: false };
    }
    return { answers, interrupted: false };
  }

  /** Phase 3: writes the answers and, once money went back, ends the session at the plan's stop time. */
  async function record(sessionId: string, answers: Map<string, RefundResult>, refusal: string | undefined, now: Date) {
    return db.transaction(async (tx) => {
      const [s] = await tx.select().from(sessions).where(eq(sessions.id, sessionId)).for('update');
      if (!s) throw notFound();
      for (const [id, answer] of answers) {
        // A refused row stays pending (with the reason) until it is known whether anything of this
        // stop went through: if so it is owed and asked for again; if not, the plan is void.
        await tx
          .update(refunds)
          .set(
            answer.state === 'succeeded'
              ? { status: 'succeeded', providerRef: answer.refundRef, failureMessage: null, updatedAt: now }
              : { failureMessage: answer.failureMessage ?? null, updatedAt: now },
          )
          .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
      }
      const live = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.sessionId, s.id), ne(refunds.status, 'failed')));
      const through = live.filter((r) => r.status === 'succeeded');
      const pending = live.filter((r) => r.status === 'pending');
      if (through.length === 0) {
        // Nothing went back: on a refusal the plan is void and the booking stays as it was; after an
        // interruption it stays pending for the next attempt to resume.
        if (refusal && pending.length > 0) {
          await tx
            .update(refunds)
            .set({ status: 'failed', failureMessage: sql`coalesce(${refunds.failureMessage}, ${refusal})`, updatedAt: now })
            .where(
              inArray(
                refunds.id,
                pending.map((r) => r.id),
              ),
            );
        }
        return { refundCents: 0, stopped: Boolean(s.stoppedAt), pendingLeft: refusal ? 0 : pending.length, locationId: s.locationId };
      }
      // Part went back, so the refused part is owed. A provider answers a key it refused with the same
      // refusal (Stripe keeps the result), so the next attempt asks under a new row, hence a new key.
      const refused = pending.filter((r) => answers.get(r.id)?.state === 'failed');
      if (refused.length > 0) {
        await tx
          .update(refunds)
          .set({ status: 'failed', updatedAt: now })
          .where(
            inArray(
              refunds.id,
              refused.map((r) => r.id),
            ),
          );
        // The reason stays on the new row: the background jobs leave a refused part to the driver's next
        // attempt rather than asking the provider again every minute.
        await tx.insert(refunds).values(
          refused.map(({ id, sessionId: sid, paymentId, userId, provider: p, amountCents, stopTime }) => ({
            sessionId: sid,
            paymentId,
            userId,
            provider: p,
            amountCents,
            stopTime,
            failureMessage: answers.get(id)?.failureMessage ?? null,
          })),
        );
      }
      const refundCents = through.reduce((sum, r) => sum + r.amountCents, 0);
      await tx
        .update(sessions)
        // An early stop's rows always carry their stop time (only a whole-payment refund has none).
        .set({ refundedCents: refundCents, ...(s.stoppedAt ? {} : { endTime: through[0]!.stopTime ?? now, stoppedAt: now }) })
        .where(eq(sessions.id, s.id));
      return { refundCents, stopped: true, pendingLeft: pending.length, locationId: s.locationId };
    });
  }

  /** Phases 2 and 3 of a stop whose refunds rows are known; the answer the driver gets. */
  async function settle(owner: string | null, sessionId: string, rows: RefundRow[], now: Date): Promise<StopOutcome> {
    const { answers, refusal, interrupted } = await ask(rows);
    const recorded = await record(sessionId, answers, refusal, now);
    if (recorded.stopped) publishSessionChange(live, recorded.locationId);
    if (!recorded.stopped) {
      if (refusal) throw new HttpError(502, refundRefused(refusal));
      if (interrupted) throw new HttpError(503, MESSAGES.stopRetry);
    }
    if (recorded.pendingLeft > 0) {
      throw new HttpError(502, refusal ? refundPartlyRefused(refusal) : MESSAGES.stopRetry);
    }
    const [session] = await sessionViews(db, byIds([sessionId]), now, { viewerId: owner, ids: [sessionId] });
    if (!session) throw notFound();
    return { refundCents: recorded.refundCents, session };
  }

  return {
    /** What stopping now would do (the confirmation's figures); refuses what stop would refuse. */
    async quote(owner: string, sessionId: string, now: Date = new Date()): Promise<EarlyStopQuote> {
      const [s] = await db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
      if (!s) throw notFound();
      checkOwner(s, owner);
      checkStoppable(s, now);
      return quoteOf(s, now);
    },

    /** Ends the caller's booking now and refunds the unused minutes; a replay answers the same. `owner` as for quote. */
    async stop(owner: string, sessionId: string, now: Date = new Date()): Promise<StopOutcome> {
      return settle(owner, sessionId, await plan(owner, sessionId, now), now);
    },

    /**
     * Finishes the stops whose refunds were left pending (the provider did not answer, or the server
     * stopped between asking and recording) a minute or more ago: the background jobs call it, so a
     * driver who never taps again still gets the refund and the end time. Returns how many it tried.
     */
    async resumePending(now: Date = new Date()): Promise<number> {
      const due = await db
        .selectDistinct({ sessionId: refunds.sessionId })
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'pending'),
            // Interrupted only: a part the provider refused waits for the driver to ask again.
            isNull(refunds.failureMessage),
            lt(refunds.updatedAt, new Date(now.getTime() - 60_000)),
            isNotNull(refunds.sessionId),
          ),
        );
      for (const { sessionId } of due) {
        try {
          const rows = await db
            .select()
            .from(refunds)
            .where(and(eq(refunds.sessionId, sessionId!), eq(refunds.status, 'pending'), isNull(refunds.failureMessage)));
          await settle(null, sessionId!, rows, now);
        } catch (err) {
          log.error({ err, sessionId }, 'a pending refund could not be finished');
        }
      }
      return due.length;
    },
  };
}
