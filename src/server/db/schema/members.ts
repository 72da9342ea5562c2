import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';
import { locations } from './locations';
import { users } from './users';

/** The unique indexes that make a plate with a code one membership per location, or per owner for those valid everywhere. */
export const MEMBER_AT_LOCATION_UNIQUE = 'members_location_plate_code_unique';
export const MEMBER_EVERYWHERE_UNIQUE = 'members_owner_plate_code_unique';

/** Plates that park free with a member code until valid_until_date (field names as the spec has them). */
export const members = pgTable(
  'members',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    // Null: the membership holds at every location of the owner.
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'cascade' }),
    plate: text('plate').notNull(),
    code: text('code').notNull(),
    validUntilDate: date('valid_until_date', { mode: 'string' }).notNull(),
    name: text('name'),
    overlapsT: integer('overlaps_t').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // The list's default order (plate) per owner and per location: a page of 20,000 members reads an index.
    index('members_user_plate_idx').on(t.userId, t.plate, t.id),
    index('members_location_plate_idx').on(t.locationId, t.plate, t.id),
    index('members_plate_idx').on(t.plate),
    index('members_location_code_idx').on(t.locationId, t.code),
    // Codes are used in any case (the member-code page), so Overlaps counts them in any case too.
    index('members_location_upper_code_idx').on(t.locationId, sql`upper(${t.code})`),
    // One membership per plate and code in a scope (a location, or an owner's members valid at all of
    // their locations), any case: a second add of it is a 409, even when both arrive at once.
    uniqueIndex(MEMBER_AT_LOCATION_UNIQUE)
      .on(t.locationId, sql`upper(${t.plate})`, sql`upper(${t.code})`)
      .where(sql`${t.locationId} is not null`),
    uniqueIndex(MEMBER_EVERYWHERE_UNIQUE)
      .on(t.userId, sql`upper(${t.plate})`, sql`upper(${t.code})`)
      .where(sql`${t.locationId} is null`),
  ],
);

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;
