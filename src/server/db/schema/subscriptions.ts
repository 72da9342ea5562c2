import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, linkTo, tz, updatedAt } from './columns';
import { locations } from './locations';
import { users } from './users';

/** What a vendor location owes the platform (superadmin screen); one row per location. */
export const locationSubscriptions = pgTable(
  'location_subscriptions',
  {
    id: id(),
    locationId: belongsTo('location_id', () => locations.id),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description'),
    // Monthly price; replaces the spec's hard-coded 120 (DESIGN "Decisions").
    priceCents: integer('price_cents').notNull().default(12000),
    lastPayDate: tz('last_pay_date'),
    // Everything paid so far (a month's price is up to $1,000,000): past $21.4M an integer overflows.
    totalAmountCents: bigint('total_amount_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('location_subscriptions_location_unique').on(t.locationId),
    check('location_subscriptions_money_check', sql`${t.priceCents} >= 0`),
  ],
);

export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: id(),
    subscriptionId: belongsTo('subscription_id', () => locationSubscriptions.id),
    amountCents: integer('amount_cents').notNull(),
    paymentOwedCents: integer('payment_owed_cents').notNull().default(0),
    description: text('description'),
    paidAt: tz('paid_at').notNull().defaultNow(),
    recordedBy: linkTo('recorded_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_payments_subscription_idx').on(t.subscriptionId, t.paidAt)],
);

export type LocationSubscriptionRow = typeof locationSubscriptions.$inferSelect;
export type NewLocationSubscriptionRow = typeof locationSubscriptions.$inferInsert;
export type SubscriptionPaymentRow = typeof subscriptionPayments.$inferSelect;
export type NewSubscriptionPaymentRow = typeof subscriptionPayments.$inferInsert;
