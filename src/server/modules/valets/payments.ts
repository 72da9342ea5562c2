import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { ticketSettled } from '../../../shared/valet';
import { payments } from '../../db/schema';
import { HttpError, badRequest, conflict } from '../../errors';
import { Unfulfillable, type PaymentKind } from '../payments/kinds';
import type { PaymentsService } from '../payments/service';
import type { ValetsService } from './service';
import { estimatedTotal, toCustomerValet } from './view';

/** What a valet payment buys (payments.meta): the ticket, its charge and the tip, priced by the server. */
export const ValetPaymentMeta = z.object({
  kind: z.literal('valet'),
  ticketId: z.string(),
  totalCents: z.number().int(),
  tipCents: z.number().int(),
});
export type ValetPaymentMeta = z.infer<typeof ValetPaymentMeta>;

const valetMeta = (m: ValetPaymentMeta): { kind: string } => m;

/** An open payment is handed out again for this long, so two taps or two tabs pay one intent. */
const REUSE_MS = 60 * 60_000;

/**
 * Paying a valet ticket online. The intent is priced from the stored ticket (src/shared/valet.ts's
 * total plus the tip); while one is open for the same amount it is handed out again rather than a
 * second one, and the confirmation marks the ticket paid exactly once under the payments row's
 * lock and the ticket's (a replay answers the same ticket).
 */
export function createValetPayments(deps: {
  payments: PaymentsService;
  valets: ValetsService;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { payments: paymentsService, valets } = deps;
  const now = deps.now ?? (() => new Date());
  const db = valets.db;
  // One intent at a time per ticket in this process: the second tap waits and gets the first's intent.
  const opening = new Map<string, Promise<unknown>>();

  const kind: PaymentKind<ValetPaymentMeta, { ticketId: string }> = {
    kind: 'valet',
    meta: ValetPaymentMeta,
    notThisKind: MESSAGES.valetPaymentNotForValet,
    async fulfil(tx, _payment, meta, at) {
      // Paid meanwhile (cash at the desk, another tab's payment) or deleted: this money buys
      // nothing, so the payments service gives it back.
      await valets
        .transition(
          meta.ticketId,
          { kind: 'payment', userId: null },
          (t) => {
            if (ticketSettled(t)) throw new Unfulfillable(MESSAGES.valetAlreadyPaid);
            // SPEC: the status becomes paid. A customer who asked for the car and then paid while
            // waiting still wants it: the ticket stays requested (paid true), as the desk's rule for a
            // requested ticket that is also paid foresees, so the desk goes on counting and ageing it.
            // A car already brought up stays ready (paid true): paid, it would read as parked again,
            // and the customer's page would lose "Your car is ready" and offer Request Your Car.
            const status = t.status === 'requested' || t.status === 'ready' ? t.status : 'paid';
            return { status, paid: true, paidAt: at, totalCostCents: meta.totalCents, tipCents: meta.tipCents };
          },
          tx,
        )
        .catch((err: unknown) => {
          throw err instanceof HttpError && err.statusCode === 404 ? new Unfulfillable(MESSAGES.valetNotFound) : err;
        });
      return { ticketId: meta.ticketId };
    },
    async fulfilled(_tx, _payment, meta) {
      return { ticketId: meta.ticketId };
    },
    // After the commit, however the payment was confirmed (the customer's page or Stripe's webhook
    // alone): the staff desk and the customer's page hear that the ticket is paid, once.
    committed({ ticketId }) {
      valets
        .byId(ticketId)
        .then(valets.publish, (err: unknown) => deps.log?.warn({ err, ticketId }, 'valet: a paid ticket could not be announced'));
    },
  };
  paymentsService.register(kind);

  async function openOnce(ticketId: string, tipCents: number, phone: string | undefined) {
    const row = await valets.reachedByPhone(ticketId, phone);
    if (ticketSettled(row.t)) throw conflict(MESSAGES.valetAlreadyPaid);
    const totalCents = estimatedTotal(row.t, now());
    const amountCents = totalCents + tipCents;
    if (totalCents === 0) throw badRequest(MESSAGES.valetNothingToPay);
    const [open] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.valetTicketId, ticketId),
          eq(payments.status, 'pending'),
          eq(payments.amountCents, amountCents),
          eq(payments.provider, paymentsService.providerName),
          gte(payments.createdAt, new Date(now().getTime() - REUSE_MS)),
          sql`${payments.meta} ->> 'clientSecret' is not null`,
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    const kept = open?.meta as { clientSecret?: string; tipCents?: number } | null | undefined;
    const fields =
      open && kept?.clientSecret && kept.tipCents === tipCents
        ? { clientSecret: kept.clientSecret, paymentIntentId: open.providerRef }
        : await paymentsService
            .open({
              amountCents,
              userId: null,
              meta: valetMeta({ kind: 'valet', ticketId, totalCents, tipCents }),
              description: `Valet ticket #${row.t.ticketNumber}`,
              metadata: { valetTicketId: ticketId },
              purpose: 'valet',
              valetTicketId: ticketId,
              keepClientSecret: true,
            })
            .then((o) => ({ clientSecret: o.clientSecret, paymentIntentId: o.providerRef }));
    const answer = { ...fields, provider: paymentsService.providerName, totalCost: amountCents, tip: tipCents };
    return { status: 'success' as const, ...answer, data: answer };
  }

  return {
    kind,
    /** POST /billing/valet/stripe-intent. */
    async openIntent(ticketId: string, tipCents = 0, phone?: string) {
      const before = opening.get(ticketId);
      const run = (before ?? Promise.resolve()).catch(() => undefined).then(() => openOnce(ticketId, tipCents, phone));
      opening.set(ticketId, run);
      try {
        return await run;
      } finally {
        if (opening.get(ticketId) === run) opening.delete(ticketId);
      }
    },
    /** POST /billing/valet/confirm: the provider took the money; the ticket becomes paid (once). */
    async confirm(providerRef: string) {
      const done = await paymentsService.confirm(kind, providerRef);
      const ticket = await valets.byId(done.outcome.ticketId);
      return toCustomerValet(ticket, now(), null);
    },
  };
}
