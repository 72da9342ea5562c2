import type { z } from 'zod';
import { valetTotalCents } from '../../../shared/valet';
import type { ValetTicketRow } from '../../db/schema';
import type { Valet, ValetGridTicket } from '../../schemas/entities';

export type ValetOut = z.infer<typeof Valet>;
export type ValetGridOut = z.infer<typeof ValetGridTicket>;

/** A ticket row with its location's name, address, time zone and owner (the company it belongs to). */
/** One of a phone number's open tickets, as the customer page lists them to pick from. */
export interface CustomerTicketChoice {
  _id: string;
  ticketNumber: string;
  plateNumber: string;
  make: string;
  color: string;
  status: ValetTicketRow['status'];
  paid: boolean;
}

export interface TicketWithPlace {
  t: ValetTicketRow;
  locationName: string | null;
  locationAddress: string | null;
  timeZone: string | null;
  ownerId: string | null;
}

/** What the ticket costs now: the amount charged once paid, else its price (hourly: per started hour). */
export function estimatedTotal(t: ValetTicketRow, now: Date): number {
  if (t.paid) return t.totalCostCents;
  return valetTotalCents({ isHourly: t.isHourly, price: t.priceCents, createdAt: t.createdAt }, now);
}

/** The staff's view of a ticket: every field of SPEC 3's valet ticket, money in cents. */
export function toValet(row: TicketWithPlace, now: Date, readyEstimateMinutes: number | null = null): ValetOut {
  const { t } = row;
  return {
    _id: t.id,
    ticketNumber: t.ticketNumber,
    phoneNumber: t.phoneNumber,
    plateNumber: t.plateNumber,
    state: t.state,
    make: t.make,
    model: t.model,
    color: t.color,
    description: t.description,
    isHourly: t.isHourly,
    price: t.priceCents,
    firstName: t.firstName,
    lastName: t.lastName,
    email: t.email,
    totalCost: t.totalCostCents,
    transmissionType: t.transmissionType,
    status: t.status,
    paid: t.paid,
    parkedBy: t.parkedBy,
    parkedLocation: t.parkedLocation,
    locationName: row.locationName,
    locationAddress: row.locationAddress,
    createdAt: t.createdAt.toISOString(),
    locationId: t.locationId,
    updatedAt: t.updatedAt.toISOString(),
    tip: t.tipCents,
    estimatedTotal: estimatedTotal(t, now),
    requestedAt: t.status === 'requested' && t.requestedAt ? t.requestedAt.toISOString() : null,
    readyEstimateMinutes,
  };
}

/** The desk grid's view: the button's number and colour, and how long the request has waited. */
export function toGridTicket({ t }: TicketWithPlace): ValetGridOut {
  return {
    _id: t.id,
    ticketNumber: t.ticketNumber,
    status: t.status,
    paid: t.paid,
    requestedAt: t.status === 'requested' && t.requestedAt ? t.requestedAt.toISOString() : null,
  };
}

/**
 * The customer pages' view: what the ticket needs and no more. The surname, the email and where
 * the car stands (and who parked it) stay with the staff; a phone number is all it takes to open
 * this view, so it must not tell a stranger more than the customer's own ticket slip does.
 */
export function toCustomerValet(row: TicketWithPlace, now: Date, readyEstimateMinutes: number | null): ValetOut {
  return { ...toValet(row, now, readyEstimateMinutes), lastName: null, email: null, parkedBy: null, parkedLocation: null };
}
