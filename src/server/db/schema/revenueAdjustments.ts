import { index, integer, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, linkTo, tz } from './columns';
import { locations } from './locations';
import { users } from './users';

/**
 * Revenue an owner records by hand on /revenue/update (cash taken at the gate, a correction): one
 * kept row per entry, never overwritten, counted in the lot's totals for the month of `countsAt`
 * in the lot's time zone and listed under the lot. A mistaken entry is undone by a reversal, a
 * row of its own: the negative amount at the same `countsAt`, linked by `reversesId`, so the pair
 * sums to nothing in every total and the ledger keeps both.
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
    /** A reversal: the entry it undoes (unique: an entry is reversed once, even by two requests at once). */
    reversesId: uuid('reverses_id').references((): AnyPgColumn => revenueAdjustments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('revenue_adjustments_location_idx').on(t.locationId, t.countsAt),
    uniqueIndex('revenue_adjustments_reverses_unique').on(t.reversesId),
  ],
);
