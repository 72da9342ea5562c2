import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tz } from './columns';
import { locations } from './locations';
import { users } from './users';

/** Spots reserved at a location for a date range. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    eventName: text('event_name').notNull(),
    startDate: tz('start_date').notNull(),
    endDate: tz('end_date').notNull(),
    spotCount: integer('spot_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_location_start_idx').on(t.locationId, t.startDate),
    index('events_created_by_idx').on(t.createdBy),
    check('events_spot_count_check', sql`${t.spotCount} >= 0`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
