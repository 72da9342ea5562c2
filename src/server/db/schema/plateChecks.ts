import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, id, linkTo, tz } from './columns';
import { locations } from './locations';
import { sessions } from './sessions';
import { users } from './users';

export const PLATE_STATUSES = ['valid', 'expired', 'not_found'] as const;
export type PlateStatus = (typeof PLATE_STATUSES)[number];
export const plateStatusEnum = pgEnum('plate_status', PLATE_STATUSES);

/**
 * Every enforcer plate check (POST /sessions/status): who checked which plate where and when, and
 * what they were told. The search screen shows a plate's last checks at the location.
 */
export const plateChecks = pgTable(
  'plate_checks',
  {
    id: id(),
    locationId: belongsTo('location_id', () => locations.id),
    plateNumber: text('plate_number').notNull(),
    checkedBy: linkTo('checked_by', () => users.id),
    // The time the check was about (the enforcer's currentTime), and when the server recorded it.
    checkedAt: tz('checked_at').notNull(),
    recordedAt: tz('recorded_at').notNull().defaultNow(),
    status: plateStatusEnum('status').notNull(),
    reason: text('reason').notNull(),
    sessionId: linkTo('session_id', () => sessions.id),
  },
  (t) => [index('plate_checks_location_plate_idx').on(t.locationId, t.plateNumber, t.checkedAt)],
);

export type PlateCheckRow = typeof plateChecks.$inferSelect;
export type NewPlateCheckRow = typeof plateChecks.$inferInsert;
