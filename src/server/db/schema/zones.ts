import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, updatedAt } from './columns';
import { locations } from './locations';

export const zones = pgTable(
  'zones',
  {
    id: id(),
    locationId: belongsTo('location_id', () => locations.id),
    zoneNumber: text('zone_number').notNull(),
    priceCents: integer('price_cents').notNull(),
    isHourly: boolean('is_hourly').notNull().default(true),
    // 'HH:MM' in the location's time zone, as the spec's time inputs send them.
    openTime: text('open_time').notNull().default('06:00'),
    closeTime: text('close_time').notNull().default('23:00'),
    archieved: boolean('archieved').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('zones_location_idx').on(t.locationId),
    // One zone number per location, compared as people read them ("a1" is "A1"), archived zones
    // included, as the service's check does: two concurrent creates cannot both pass the check.
    uniqueIndex('zones_location_number_unique').on(t.locationId, sql`lower(${t.zoneNumber})`),
    check('zones_price_check', sql`${t.priceCents} >= 0`),
    check(
      'zones_times_check',
      sql`${t.openTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.closeTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
  ],
);

export type ZoneRow = typeof zones.$inferSelect;
export type NewZoneRow = typeof zones.$inferInsert;
