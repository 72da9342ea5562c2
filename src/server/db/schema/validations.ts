import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, linkTo, tz } from './columns';
import { locations } from './locations';
import { users } from './users';

/** Validation codes a location hands to businesses; guests register a plate with one. */
export const validationCodes = pgTable(
  'validation_codes',
  {
    id: id(),
    locationId: belongsTo('location_id', () => locations.id),
    // Stored upper case (the guest form upper-cases what it sends).
    code: text('code').notNull(),
    startDate: tz('start_date').notNull(),
    endDate: tz('end_date').notNull(),
    createdBy: linkTo('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('validation_codes_location_code_unique').on(t.locationId, t.code),
    index('validation_codes_created_by_idx').on(t.createdBy),
  ],
);

export type ValidationCodeRow = typeof validationCodes.$inferSelect;
export type NewValidationCodeRow = typeof validationCodes.$inferInsert;
