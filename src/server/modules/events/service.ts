import { and, asc, eq } from 'drizzle-orm';
import { ilikeContains } from '../../db/ilikeContains';
import type { z } from 'zod';
import { canManageRecord } from '../../../shared/access';
import { requestDay } from '../../../shared/dates';
import { eventTaken, MESSAGES } from '../../../shared/messages';
import { ownedBy } from '../../auth/ownership';
import type { Db } from '../../db/client';
import { refusingCopies } from '../../db/errors';
import { EVENT_UNIQUE, events, locations, type EventRow, type LocationRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { Event } from '../../schemas/entities';
import type { LocationsService } from '../locations/service';

export type EventOut = z.infer<typeof Event>;

export interface EventInput {
  locationId: string;
  eventName: string;
  /** A calendar day (the lot's midnight) or an ISO time with its offset. */
  startDate: string;
  /** A calendar day (up to the end of that day at the lot) or an ISO time with its offset. */
  endDate: string;
  spotCount: number;
}

type Lot = Pick<LocationRow, 'name' | 'address' | 'timeZone'>;

/** Dates are instants (ISO, UTC); `timeZone` is the lot's, for the screen to show them in (no 8-hour shift). */
export function toEvent(row: EventRow, lot: Lot): EventOut {
  return {
    _id: row.id,
    location: { name: lot.name, address: lot.address },
    locationId: row.locationId,
    eventName: row.eventName,
    startDate: row.startDate!.toISOString(),
    endDate: row.endDate!.toISOString(),
    spotCount: row.spotCount,
    timeZone: lot.timeZone,
  };
}

/**
 * A write that would store a second copy of an event (same location, name in any case, start and
 * end) fails on events_location_name_dates_unique, whichever of two concurrent adds comes second: 409.
 */
const oneEvent = <T>(write: PromiseLike<T>, eventName: string): Promise<T> =>
  refusingCopies(write, [EVENT_UNIQUE], () => conflict(eventTaken(eventName)));

/** Events belong to a location: the locations service says whose it is. */
export function createEventsService(deps: { db: Db; locations: LocationsService }) {
  const { db } = deps;
  const ownedLocation = deps.locations.getOwned;

  const withLot = () =>
    db
      .select({
        event: events,
        lot: { name: locations.name, address: locations.address, timeZone: locations.timeZone, userId: locations.userId },
      })
      .from(events)
      .innerJoin(locations, eq(events.locationId, locations.id));

  /** Someone else's event answers like a missing one. */
  async function ownedEvent(user: AuthUser, id: string) {
    const [row] = await withLot().where(eq(events.id, id)).limit(1);
    if (!row || !canManageRecord(user, row.lot.userId)) throw notFound(MESSAGES.eventNotFound);
    return row;
  }

  function window(start: Date, end: Date): void {
    if (end.getTime() <= start.getTime()) throw badRequest(MESSAGES.endBeforeStart);
  }

  return {
    /** Events at the caller's locations (odogwu: all), soonest first; `title` keeps those whose name contains it, any case. */
    async listManaged(user: AuthUser, title?: string): Promise<EventOut[]> {
      const rows = await withLot()
        .where(and(ownedBy(user, locations.userId), title ? ilikeContains(events.eventName, title) : undefined))
        .orderBy(asc(events.startDate), asc(events.eventName), asc(events.id));
      return rows.map((r) => toEvent(r.event, r.lot));
    },

    async listForLocation(user: AuthUser, locationId: string): Promise<EventOut[]> {
      const lot = await ownedLocation(user, locationId);
      const rows = await db
        .select()
        .from(events)
        .where(eq(events.locationId, locationId))
        .orderBy(asc(events.startDate), asc(events.eventName), asc(events.id));
      return rows.map((r) => toEvent(r, lot));
    },

    async get(user: AuthUser, id: string, locationId: string): Promise<EventOut> {
      const row = await ownedEvent(user, id);
      if (row.event.locationId !== locationId) throw notFound(MESSAGES.eventNotFound);
      return toEvent(row.event, row.lot);
    },

    async create(user: AuthUser, input: EventInput): Promise<EventOut> {
      const lot = await ownedLocation(user, input.locationId);
      const start = requestDay(input.startDate, lot.timeZone);
      const end = requestDay(input.endDate, lot.timeZone, true);
      window(start, end);
      const [row] = await oneEvent(
        db
          .insert(events)
          .values({
            locationId: lot.id,
            eventName: input.eventName,
            startDate: start,
            endDate: end,
            spotCount: input.spotCount,
            createdBy: user.id,
          })
          .returning(),
        input.eventName,
      );
      return toEvent(row!, lot);
    },

    async update(user: AuthUser, id: string, input: Partial<EventInput>): Promise<EventOut> {
      const { event: current } = await ownedEvent(user, id);
      // Moving an event to another location needs that location to be the caller's too.
      const lot = await ownedLocation(user, input.locationId ?? current.locationId);
      const start = input.startDate !== undefined ? requestDay(input.startDate, lot.timeZone) : current.startDate!;
      const end = input.endDate !== undefined ? requestDay(input.endDate, lot.timeZone, true) : current.endDate!;
      window(start, end);
      const eventName = input.eventName ?? current.eventName;
      const [row] = await oneEvent(
        db
          .update(events)
          .set({ locationId: lot.id, eventName, startDate: start, endDate: end, spotCount: input.spotCount ?? current.spotCount })
          .where(eq(events.id, id))
          .returning(),
        eventName,
      );
      return toEvent(row!, lot);
    },

    async remove(user: AuthUser, id: string): Promise<void> {
      await ownedEvent(user, id);
      await db.delete(events).where(eq(events.id, id));
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
