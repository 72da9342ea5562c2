import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { belongsTo } from './columns';
import { locations } from './locations';

/**
 * Each lot's paid-session revenue per calendar month of its own time zone (net of refunds), kept
 * exact by triggers of the database (migration 0005): every insert, update and delete of sessions,
 * whatever code path makes it, adds and takes away its rows' share in the same statement, and a
 * change of a lot's time zone rebuilds that lot's months. The revenue summary reads its months and
 * its all-time total here, so its cost follows the number of lots and months, not of sessions.
 * Never written by the application.
 */
export const lotRevenueMonths = pgTable(
  'lot_revenue_months',
  {
    locationId: belongsTo('location_id', () => locations.id),
    /** The first day of the month, in the lot's time zone. */
    month: date('month', { mode: 'string' }).notNull(),
    /**
     * Sum of total_cost_cents - refunded_cents over the lot's paid sessions that started in the month.
     * bigint: a session may cost up to $9,999,999.99, so three of them pass int4's $21,474,836.47, and
     * an overflow here fails the insert of every session at the lot, paid bookings included.
     */
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
    paidSessions: integer('paid_sessions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.month] }), check('lot_revenue_months_month_check', sql`extract(day from ${t.month}) = 1`)],
);
