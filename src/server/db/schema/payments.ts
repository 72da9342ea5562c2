import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, linkTo, tz, updatedAt } from './columns';
import { users } from './users';
import { valetTickets } from './valets';

export const PAYMENT_PROVIDERS = ['demo', 'stripe', 'paypal'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);

export const PAYMENT_PURPOSES = ['booking', 'valet'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * One row per payment at a provider. provider_ref is unique so a replayed confirmation or webhook
 * can never turn one payment into two bookings (insert ... on conflict do nothing, then look up).
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    provider: paymentProviderEnum('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull().default('booking'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: paymentStatusEnum('status').notNull().default('pending'),
    userId: linkTo('user_id', () => users.id),
    valetTicketId: linkTo('valet_ticket_id', () => valetTickets.id),
    // What the payment is for (e.g. the priced booking request), so a confirmation can be fulfilled server-side.
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    // When the background job last asked the provider about this still-pending payment (payments/service.ts settleUnconfirmed).
    settleCheckedAt: tz('settle_checked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.providerRef),
    index('payments_user_idx').on(t.userId),
    index('payments_valet_ticket_idx').on(t.valetTicketId),
    // The background job's scan: pending payments of the last day, oldest first.
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payments_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
