import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, linkTo, tz } from './columns';
import { locations } from './locations';
import { users } from './users';

/**
 * Revenue an owner records by hand on /revenue/update (cash taken at the gate, a correction): one
 * kept row per entry, never overwritten, counted in the lot's totals for the month of `countsAt`
 * in the lot's time zone and listed under the lot.
 */
export const revenueAdjustments = pgTable(
  'revenue_adjustments',
  {
    id: id(),
    locationId: belongsTo('location_id', () => locations.id),
    userId: linkTo('user_id', () => users.id),
    amountCents: integer('amount_cents').notNull(),
    note: text('note'),
    /** When the revenue was taken: the entry's time unless the owner named a day. */
    countsAt: tz('counts_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revenue_adjustments_location_idx').on(t.locationId, t.countsAt)],
);
