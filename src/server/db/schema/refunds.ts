import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, linkTo, id, tz, updatedAt } from './columns';
import { paymentProviderEnum, payments } from './payments';
import { sessions } from './sessions';
import { users } from './users';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Why money went back: 'early_stop' (the driver ended parking before the time paid for, part of a
 * session's payments) or 'unfulfillable' (a payment that went through for something it could no
 * longer buy, in full: see payments/kinds.ts `Unfulfillable`).
 */
export const REFUND_REASONS = ['early_stop', 'unfulfillable'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Money given back through the provider that took it: one row per payment a refund draws on (a
 * booking's own payment, or an extension's; or a whole payment nothing was made of). Written
 * 'pending' before the provider is asked, with its id as the provider's idempotency key, so a stop
 * that is retried, replayed or cut off by a restart asks for the same refund again and never for a
 * second one. 'failed' only when the
 * provider refused and nothing of that stop was refunded.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    sessionId: linkTo('session_id', () => sessions.id),
    paymentId: linkTo('payment_id', () => payments.id),
    userId: linkTo('user_id', () => users.id),
    provider: paymentProviderEnum('provider').notNull(),
    /** The provider's refund id, once it accepted. */
    providerRef: text('provider_ref'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    reason: text('reason', { enum: REFUND_REASONS }).notNull().default('early_stop'),
    /** The end time an early stop gives the session once the refund is through (none for an unfulfillable payment). */
    stopTime: tz('stop_time'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_session_idx').on(t.sessionId),
    index('refunds_payment_idx').on(t.paymentId),
    // One live refund per session and payment: a second stop cannot open another.
    uniqueIndex('refunds_session_payment_live_unique')
      .on(t.sessionId, t.paymentId)
      .where(sql`${t.status} <> 'failed'`),
    // One live refund of a payment that bought nothing: a replayed confirmation resumes it.
    uniqueIndex('refunds_unfulfillable_live_unique')
      .on(t.paymentId)
      .where(sql`${t.reason} = 'unfulfillable' and ${t.status} <> 'failed'`),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;
