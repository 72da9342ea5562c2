import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, linkTo, tz } from './columns';
import { locations } from './locations';
import { payments } from './payments';
import { users } from './users';
import { vehicles } from './vehicles';
import { vendors } from './vendors';
import { zones } from './zones';

/** booking: paid by a driver; manual: added by an admin; member: member-code use; guest: guest validation. */
export const SESSION_KINDS = ['booking', 'manual', 'member', 'guest'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const sessionKindEnum = pgEnum('session_kind', SESSION_KINDS);

/**
 * Every parking session, whatever created it, so revenue, plate search and booking history read
 * one table. Location/zone names are joined, not copied.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    kind: sessionKindEnum('kind').notNull(),
    locationId: belongsTo('location_id', () => locations.id),
    zoneId: linkTo('zone_id', () => zones.id),
    userId: linkTo('user_id', () => users.id),
    // A guest booking has no user: this marker (from the guest's browser) stands in for the user id.
    guestMarker: text('guest_marker'),
    paymentId: linkTo('payment_id', () => payments.id),
    vehicleId: linkTo('vehicle_id', () => vehicles.id),
    plateNumber: text('plate_number').notNull(),
    state: text('state').notNull(),
    vehicleMake: text('vehicle_make'),
    vehicleModel: text('vehicle_model'),
    vehicleYear: integer('vehicle_year'),
    vehicleDescription: text('vehicle_description'),
    vehicleImageUrl: text('vehicle_image_url'),
    startTime: tz('start_time').notNull(),
    endTime: tz('end_time').notNull(),
    hours: numeric('hours', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    // 0 means an hourly rate, otherwise the number of days (SPEC section 3).
    days: integer('days').notNull().default(0),
    isHourly: boolean('is_hourly').notNull(),
    rateCents: integer('rate_cents').notNull().default(0),
    feesCents: integer('fees_cents').notNull().default(0),
    totalCostCents: integer('total_cost_cents').notNull().default(0),
    paid: boolean('paid').notNull().default(false),
    referenceNumber: text('reference_number'),
    vendorId: linkTo('vendor_id', () => vendors.id),
    // The validation or member code used, if any.
    code: text('code'),
    // The end time a reminder was sent for (modules/reminders): an extension moves end_time away
    // from it, so the new end gets its own reminder.
    remindedEndTime: tz('reminded_end_time'),
    // Given back through the payment provider (refunds rows that went through): revenue is
    // total_cost_cents - refunded_cents.
    refundedCents: integer('refunded_cents').notNull().default(0),
    // When the driver ended the parking early (end_time then moved to the stop time).
    stoppedAt: tz('stopped_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_location_start_idx').on(t.locationId, t.startTime),
    index('sessions_plate_idx').on(t.plateNumber, t.startTime),
    // Booking history pages by (start_time, id) within one user (GET /sessions/me keyset paging);
    // id breaks ties so a page boundary between two sessions starting at the same instant is exact.
    index('sessions_user_start_id_idx').on(t.userId, t.startTime, t.id),
    index('sessions_guest_marker_idx')
      .on(t.guestMarker)
      .where(sql`${t.guestMarker} is not null`),
    index('sessions_payment_idx').on(t.paymentId),
    index('sessions_zone_idx').on(t.zoneId),
    // The reminders' due scan (modules/reminders) reads paid bookings by end time.
    index('sessions_paid_booking_end_idx')
      .on(t.endTime)
      .where(sql`${t.kind} = 'booking' and ${t.paid}`),
    uniqueIndex('sessions_reference_number_unique').on(t.referenceNumber),
    check(
      'sessions_money_check',
      sql`${t.rateCents} >= 0 and ${t.feesCents} >= 0 and ${t.totalCostCents} >= 0 and ${t.refundedCents} between 0 and ${t.totalCostCents}`,
    ),
    check('sessions_duration_check', sql`${t.hours} >= 0 and ${t.days} >= 0 and ${t.endTime} >= ${t.startTime}`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
