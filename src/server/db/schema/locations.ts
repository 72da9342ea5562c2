import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/**
 * A parking location owned by a vendor or odogwu. Coordinates are plain doubles with a btree index
 * (bounding box + haversine) so the same migration runs on PGlite and any PostgreSQL, no extensions.
 * Fee factors are per-location data (DESIGN "Decisions"): low below the threshold price, else high.
 */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    placeId: text('place_id'),
    phoneNumber: text('phone_number'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    feeFactorLow: numeric('fee_factor_low', { precision: 6, scale: 4, mode: 'number' }).notNull().default(0.35),
    feeFactorHigh: numeric('fee_factor_high', { precision: 6, scale: 4, mode: 'number' }).notNull().default(0.07),
    feeThresholdCents: integer('fee_threshold_cents').notNull().default(1000),
    // Minutes a session still counts as valid after its end before an enforcer sees it Expired.
    graceMinutes: integer('grace_minutes').notNull().default(5),
    // Spelling kept from the spec; true means inactive.
    archieved: boolean('archieved').notNull().default(false),
    lotName: text('lot_name'),
    lotAddress: text('lot_address'),
    lotCity: text('lot_city'),
    lotState: text('lot_state'),
    // The sum of the lot's revenue entries (each up to $1,000,000): past $21.4M an integer overflows.
    lotRevenueCents: bigint('lot_revenue_cents', { mode: 'number' }),
    lotCapacity: integer('lot_capacity'),
    lotOccupancy: integer('lot_occupancy'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('locations_user_idx').on(t.userId),
    index('locations_lat_lng_idx').on(t.latitude, t.longitude),
    check('locations_coordinates_check', sql`${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
    check('locations_grace_check', sql`${t.graceMinutes} between 0 and 240`),
    check('locations_fees_check', sql`${t.feeFactorLow} >= 0 and ${t.feeFactorHigh} >= 0 and ${t.feeThresholdCents} >= 0`),
  ],
);

export type LocationRow = typeof locations.$inferSelect;
export type NewLocationRow = typeof locations.$inferInsert;
