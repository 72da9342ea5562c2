import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    // Beyond the spec: how often the code may be redeemed (null: no limit), and how often and when
    // it was. Redeemed by one conditional UPDATE (validations service, redeem), so the check below
    // holds under concurrent redemptions too.
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    lastUsedAt: tz('last_used_at'),
    createdBy: linkTo('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    // Not unique: the same code may come back at a location in a window that does not overlap
    // (checked by the service under the location's row lock).
    index('validation_codes_location_code_idx').on(t.locationId, t.code),
    index('validation_codes_created_by_idx').on(t.createdBy),
    check(
      'validation_codes_uses_check',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or (${t.maxUses} > 0 and ${t.uses} <= ${t.maxUses}))`,
    ),
  ],
);

export type ValidationCodeRow = typeof validationCodes.$inferSelect;
export type NewValidationCodeRow = typeof validationCodes.$inferInsert;
