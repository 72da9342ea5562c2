import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, linkTo, updatedAt } from './columns';
import { locations } from './locations';
import { users } from './users';
import { TRANSMISSION_TYPES, VALET_STATUSES, type TransmissionType, type ValetStatus } from '../../../shared/valet';

export { VALET_STATUSES, TRANSMISSION_TYPES, type ValetStatus, type TransmissionType };
export const valetStatusEnum = pgEnum('valet_status', VALET_STATUSES);

export const transmissionTypeEnum = pgEnum('transmission_type', TRANSMISSION_TYPES);

/** Valet tickets; customers find theirs by phone number, so that column is indexed. */
export const valetTickets = pgTable(
  'valet_tickets',
  {
    id: id(),
    ticketNumber: text('ticket_number').notNull(),
    phoneNumber: text('phone_number').notNull(),
    plateNumber: text('plate_number').notNull(),
    state: text('state').notNull(),
    make: text('make').notNull(),
    model: text('model'),
    color: text('color').notNull(),
    description: text('description'),
    isHourly: boolean('is_hourly').notNull().default(false),
    priceCents: integer('price_cents').notNull().default(0),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    email: text('email'),
    totalCostCents: integer('total_cost_cents').notNull().default(0),
    transmissionType: transmissionTypeEnum('transmission_type').notNull().default('Automatic'),
    status: valetStatusEnum('status').notNull().default('entry'),
    paid: boolean('paid').notNull().default(false),
    parkedBy: text('parked_by'),
    parkedLocation: text('parked_location'),
    locationId: linkTo('location_id', () => locations.id),
    createdBy: linkTo('created_by', () => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('valet_tickets_phone_idx').on(t.phoneNumber, t.createdAt),
    index('valet_tickets_created_idx').on(t.createdAt),
    index('valet_tickets_ticket_idx').on(t.ticketNumber),
    index('valet_tickets_location_idx').on(t.locationId),
    check('valet_tickets_money_check', sql`${t.priceCents} >= 0 and ${t.totalCostCents} >= 0`),
  ],
);

export type ValetTicketRow = typeof valetTickets.$inferSelect;
export type NewValetTicketRow = typeof valetTickets.$inferInsert;
