import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, linkTo, tz } from './columns';
import { locations } from './locations';
import { users } from './users';

/** The unique index that keeps one copy of an event at a location. */
export const EVENT_UNIQUE = 'events_location_name_dates_unique';

/** Spots reserved at a location for a date range. */
export const events = pgTable(
  'events',
  {
    id: id(),
    locationId: belongsTo('location_id', () => locations.id),
    eventName: text('event_name').notNull(),
    startDate: tz('start_date').notNull(),
    endDate: tz('end_date').notNull(),
    spotCount: integer('spot_count').notNull(),
    createdBy: linkTo('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_location_start_idx').on(t.locationId, t.startDate),
    index('events_created_by_idx').on(t.createdBy),
    // The same event (name in any case, start and end) is stored once per location, even when two adds race.
    uniqueIndex(EVENT_UNIQUE).on(t.locationId, sql`lower(${t.eventName})`, t.startDate, t.endDate),
    check('events_spot_count_check', sql`${t.spotCount} >= 0`),
  ],
);

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;
