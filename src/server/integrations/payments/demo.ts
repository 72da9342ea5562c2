import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { demoCardProblems } from '../../../shared/demoCard';
import { MESSAGES, demoCardNotAccepted } from '../../../shared/messages';
import { HttpError, badRequest, notFound } from '../../errors';
import type { CreatedIntent, CreateIntentInput, PaymentProvider, RefundInput, RefundResult, VerifiedPayment } from './types';

/**
 * The embedded payment provider: works offline, never charges, and says so. It behaves like a card
 * processor with two test cards (Stripe's numbers, so the habit carries over to the real one).
 *
 * Its state lives in the payments row whose id is the idempotency key (meta.demo): no extra table,
 * it survives a restart and is shared by every instance behind a load balancer. A caller must
 * therefore insert that payments row before createIntent, which the booking code always does.
 */
export const DEMO_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;
export const DEMO_DECLINED_MESSAGE = MESSAGES.demoCardDeclined;

const DemoState = z.object({
  intentId: z.string(),
  clientSecret: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(['requires_payment_method', 'succeeded', 'failed']),
  failureMessage: z.string().optional(),
  /** Refunds given, by idempotency key: a repeated key answers the refund it made. */
  refunds: z.record(z.string(), z.object({ refundRef: z.string(), amountCents: z.number().int() })).optional(),
});
type DemoState = z.infer<typeof DemoState>;

export interface DemoConfirmInput {
  paymentIntentId: string;
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export interface DemoPaymentProvider extends PaymentProvider {
  readonly name: 'demo';
  /** What a card form would do at Stripe: check the card and settle the intent. */
  confirm(input: DemoConfirmInput, now?: Date): Promise<VerifiedPayment>;
}

export function isDemoProvider(p: PaymentProvider): p is DemoPaymentProvider {
  return p.name === 'demo' && typeof (p as Partial<DemoPaymentProvider>).confirm === 'function';
}

function stateOf(meta: Record<string, unknown> | null): DemoState | null {
  const parsed = DemoState.safeParse(meta?.demo);
  return parsed.success ? parsed.data : null;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export function createDemoProvider(db: Db): DemoPaymentProvider {
  async function writeState(paymentId: string, state: DemoState, tx: Pick<Db, 'update'> = db): Promise<void> {
    await tx
      .update(payments)
      .set({
        meta: sql`coalesce(${payments.meta}, '{}'::jsonb) || jsonb_build_object('demo', ${JSON.stringify(state)}::jsonb)`,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, paymentId));
  }

  async function findByIntent(intentId: string) {
    const [row] = await db
      .select({ id: payments.id, meta: payments.meta })
      .from(payments)
      .where(sql`${payments.meta}->'demo'->>'intentId' = ${intentId}`)
      .limit(1);
    const state = row ? stateOf(row.meta) : null;
    return row && state ? { id: row.id, state } : null;
  }

  const toVerified = (s: DemoState): VerifiedPayment => ({
    providerRef: s.intentId,
    state: s.status === 'succeeded' ? 'succeeded' : s.status === 'failed' ? 'failed' : 'pending',
    amountCents: s.status === 'succeeded' ? s.amountCents : 0,
    currency: s.currency,
    ...(s.failureMessage ? { failureMessage: s.failureMessage } : {}),
  });

  return {
    name: 'demo',

    async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
      const [row] = await db.select({ meta: payments.meta }).from(payments).where(eq(payments.id, input.idempotencyKey)).limit(1);
      if (!row) throw new Error('demo payments: the idempotency key must be the id of an existing payments row');
      const existing = stateOf(row.meta);
      // Same key, same intent: a retried request never opens a second payment.
      if (existing) return { providerRef: existing.intentId, clientSecret: existing.clientSecret };
      const intentId = `demo_pi_${crypto.randomUUID()}`;
      const state: DemoState = {
        intentId,
        clientSecret: `${intentId}_secret_${crypto.randomBytes(18).toString('base64url')}`,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
      };
      await writeState(input.idempotencyKey, state);
      return { providerRef: intentId, clientSecret: state.clientSecret };
    },

    async verify(providerRef: string): Promise<VerifiedPayment> {
      const found = await findByIntent(providerRef);
      if (!found) return { providerRef, state: 'failed', amountCents: 0, currency: 'usd', failureMessage: MESSAGES.demoPaymentUnknown };
      return toVerified(found.state);
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      // The payment's row is locked while its refunds are added up, so two refunds drawing on one
      // payment at once (two cars of one booking) cannot together give back more than was paid.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: payments.id, meta: payments.meta })
          .from(payments)
          .where(sql`${payments.meta}->'demo'->>'intentId' = ${input.providerRef}`)
          .for('update');
        const state = row ? stateOf(row.meta) : null;
        if (!row || !state || state.status !== 'succeeded') {
          return { state: 'failed', refundRef: null, failureMessage: MESSAGES.demoRefundNotPaid };
        }
        const given = state.refunds ?? {};
        const prior = given[input.idempotencyKey];
        if (prior) return { state: 'succeeded', refundRef: prior.refundRef };
        const refunded = Object.values(given).reduce((sum, r) => sum + r.amountCents, 0);
        if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || refunded + input.amountCents > state.amountCents) {
          return { state: 'failed', refundRef: null, failureMessage: MESSAGES.demoRefundTooMuch };
        }
        const refundRef = `demo_re_${crypto.randomUUID()}`;
        await writeState(
          row.id,
          { ...state, refunds: { ...given, [input.idempotencyKey]: { refundRef, amountCents: input.amountCents } } },
          tx,
        );
        return { state: 'succeeded', refundRef };
      });
    },

    async confirm(input: DemoConfirmInput, now: Date = new Date()): Promise<VerifiedPayment> {
      const found = await findByIntent(input.paymentIntentId);
      if (!found || !sameSecret(found.state.clientSecret, input.clientSecret)) throw notFound(MESSAGES.demoPaymentNotFound);
      const { state } = found;
      // A confirmed intent stays confirmed: a double click or a retry must not turn it into a decline.
      if (state.status === 'succeeded') return toVerified(state);
      const wrong = demoCardProblems(input, now);
      const refusal = wrong.cardNumber ?? wrong.expiry ?? wrong.cvc;
      if (refusal) throw badRequest(refusal);
      const card = input.cardNumber.replace(/[\s-]/g, '');
      if (card === DEMO_CARDS.declined) {
        await writeState(found.id, { ...state, status: 'failed', failureMessage: DEMO_DECLINED_MESSAGE });
        throw new HttpError(402, DEMO_DECLINED_MESSAGE);
      }
      if (card !== DEMO_CARDS.success) throw badRequest(demoCardNotAccepted());
      const settled: DemoState = { ...state, status: 'succeeded' };
      delete settled.failureMessage;
      await writeState(found.id, settled);
      return toVerified(settled);
    },
  };
}
