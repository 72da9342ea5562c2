import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, linkTo, tz, updatedAt } from './columns';
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
    /** The tip added when paying online, in cents (beyond the spec). */
    tipCents: integer('tip_cents').notNull().default(0),
    /** When the money was taken (cash button or online payment): the day it counts in Today's Revenue. */
    paidAt: tz('paid_at'),
    /** While the customer has the car requested: since when (the desk ages the ticket by it). */
    requestedAt: tz('requested_at'),
    /** When staff last marked the car ready after a request, and how long that request waited. */
    readyAt: tz('ready_at'),
    requestToReadySeconds: integer('request_to_ready_seconds'),
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
    // The customer's ready estimate: the location's recent request-to-ready times.
    index('valet_tickets_location_ready_idx').on(t.locationId, t.readyAt),
    // One open ticket per number at a location: the slip's number is how staff find the car.
    uniqueIndex('valet_tickets_open_number_unique')
      .on(t.locationId, t.ticketNumber)
      .where(sql`${t.status} <> 'completed'`),
    check('valet_tickets_money_check', sql`${t.priceCents} >= 0 and ${t.totalCostCents} >= 0 and ${t.tipCents} >= 0`),
  ],
);

export type ValetTicketRow = typeof valetTickets.$inferSelect;

export const VALET_ACTORS = ['staff', 'customer', 'payment'] as const;
export type ValetActor = (typeof VALET_ACTORS)[number];

/**
 * Every status change of a ticket, never updated: when, from what, to what, and who (a staff
 * account, the customer's page, or a payment). The desk's history and the request-to-ready
 * figures read it; it is what an operator asks when a customer says they waited 20 minutes.
 */
export const valetTicketEvents = pgTable(
  'valet_ticket_events',
  {
    id: id(),
    ticketId: belongsTo('ticket_id', () => valetTickets.id),
    fromStatus: valetStatusEnum('from_status'),
    toStatus: valetStatusEnum('to_status').notNull(),
    paid: boolean('paid').notNull(),
    actor: text('actor', { enum: VALET_ACTORS }).notNull(),
    actorUserId: linkTo('actor_user_id', () => users.id),
    at: tz('at').notNull().defaultNow(),
  },
  (t) => [index('valet_ticket_events_ticket_idx').on(t.ticketId, t.at)],
);
export type ValetTicketEventRow = typeof valetTicketEvents.$inferSelect;
export type NewValetTicketRow = typeof valetTickets.$inferInsert;
