import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tz, updatedAt } from './columns';
import { locations } from './locations';
import { users } from './users';

/** What a vendor location owes the platform (superadmin screen); one row per location. */
export const locationSubscriptions = pgTable(
  'location_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description'),
    // Monthly price; replaces the spec's hard-coded 120 (DESIGN "Decisions").
    priceCents: integer('price_cents').notNull().default(12000),
    lastPayDate: tz('last_pay_date'),
    totalAmountCents: integer('total_amount_cents').notNull().default(0),
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
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => locationSubscriptions.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    paymentOwedCents: integer('payment_owed_cents').notNull().default(0),
    description: text('description'),
    paidAt: tz('paid_at').notNull().defaultNow(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_payments_subscription_idx').on(t.subscriptionId, t.paidAt)],
);

export type LocationSubscriptionRow = typeof locationSubscriptions.$inferSelect;
export type NewLocationSubscriptionRow = typeof locationSubscriptions.$inferInsert;
export type SubscriptionPaymentRow = typeof subscriptionPayments.$inferSelect;
export type NewSubscriptionPaymentRow = typeof subscriptionPayments.$inferInsert;
