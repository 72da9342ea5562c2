import { toCents, toDollars } from '../../../shared/money';
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { canManageRecord } from '../../../shared/access';
import { MESSAGES, zoneNumberTaken } from '../../../shared/messages';
import { ownedBy } from '../../auth/ownership';
import type { Db } from '../../db/client';
import { refusingCopies } from '../../db/errors';
import { locations, sessions, zones, type LocationRow, type ZoneRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { Zone } from '../../schemas/entities';
import { toLocationFor, type LocationOut, type LocationsService } from '../locations/service';
import { refuseIfSessionsUse } from '../sessions/inUse';

export type ZoneOut = z.infer<typeof Zone>;

/**
 * The wire carries the price in dollars (SPEC: the form converts it to a number); the database
 * and src/shared/pricing.ts work in integer cents.
 * `archieved` as the caller should see it: a driver sees a zone of an inactive location as closed
 * too (the booking page shows "This zone is currently closed"); its managers see the stored flag.
 */
export function toZone(z: ZoneRow, location?: Pick<LocationRow, 'archieved'>, managerView = true): ZoneOut {
  return {
    _id: z.id,
    locationId: z.locationId,
    zoneNumber: z.zoneNumber,
    price: toDollars(z.priceCents),
    isHourly: z.isHourly,
    openTime: z.openTime,
    closeTime: z.closeTime,
    archieved: z.archieved || (!managerView && Boolean(location?.archieved)),
  };
}

/**
 * Open and close hours are HH:MM in the location's time zone. Close before open means the zone is
 * open overnight; open equal to close means open around the clock (as src/shared/openHours.ts reads them).
 */
export interface ZoneInput {
  locationId: string;
  zoneNumber: string;
  price: number;
  isHourly: boolean;
  openTime: string;
  closeTime: string;
}

/** The unique index behind the check below (schema/zones.ts, migration 0001). */
const ZONE_NUMBER_UNIQUE = 'zones_location_number_unique';

const sameNumber = (locationId: string, zoneNumber: string, exceptId?: string): SQL | undefined =>
  and(
    eq(zones.locationId, locationId),
    // Zone numbers are compared as people read them: "a1" and "A1" are the same zone.
    sql`lower(${zones.zoneNumber}) = lower(${zoneNumber})`,
    exceptId ? ne(zones.id, exceptId) : undefined,
  );

/** A zone and its location in one query (the booking flow reads it too), or undefined. */
export async function zoneWithLocation(db: Db, id: string): Promise<{ zone: ZoneRow; location: LocationRow } | undefined> {
  const [row] = await db
    .select({ zone: zones, location: locations })
    .from(zones)
    .innerJoin(locations, eq(zones.locationId, locations.id))
    .where(eq(zones.id, id))
    .limit(1);
  return row;
}

/** Zones hang off locations: the locations service says which location exists and whose it is. */
export function createZonesService(deps: { db: Db; locations: LocationsService }) {
  const { db } = deps;
  const location = deps.locations.getRow;
  // Someone else's location answers like a missing one: do not reveal it exists.
  const ownedLocation = deps.locations.getOwned;

  async function ownedZone(user: AuthUser, id: string): Promise<{ zone: ZoneRow; location: LocationRow }> {
    const row = await zoneWithLocation(db, id);
    if (!row || !canManageRecord(user, row.location.userId)) throw notFound(MESSAGES.zoneNotFound);
    return row;
  }

  async function assertUnique(locationId: string, zoneNumber: string, exceptId?: string): Promise<void> {
    const [dup] = await db
      .select({ n: count() })
      .from(zones)
      .where(sameNumber(locationId, zoneNumber, exceptId));
    if ((dup?.n ?? 0) > 0) throw conflict(zoneNumberTaken(zoneNumber));
  }

  /**
   * The check above answers the usual case with a clear message; two requests at the same moment
   * can both pass it, and then the unique index (location_id, lower(zone_number)) refuses the
   * second write. That refusal gets the same 409 as the check.
   */
  const uniqueWrite = <T>(zoneNumber: string, write: () => PromiseLike<T>): Promise<T> =>
    refusingCopies(write(), [ZONE_NUMBER_UNIQUE], () => conflict(zoneNumberTaken(zoneNumber)));

  return {
    /** Drivers see the active zones of an active location; its owner and odogwu see every zone. */
    async listForLocation(user: AuthUser | null, locationId: string): Promise<ZoneOut[]> {
      const loc = await location(locationId);
      if (!loc) throw notFound(MESSAGES.locationNotFound);
      const manager = canManageRecord(user, loc.userId);
      if (!manager && loc.archieved) return [];
      const rows = await db
        .select()
        .from(zones)
        .where(and(eq(zones.locationId, locationId), manager ? undefined : eq(zones.archieved, false)))
        .orderBy(asc(zones.zoneNumber), asc(zones.id));
      return rows.map((z) => toZone(z, loc, manager));
    },

    /** Public even when archived: the booking page shows "This zone is currently closed". */
    async getWithLocation(user: AuthUser | null, locationId: string, zoneId: string): Promise<{ zone: ZoneOut; location: LocationOut }> {
      const row = await zoneWithLocation(db, zoneId);
      if (!row || row.zone.locationId !== locationId) throw notFound(MESSAGES.zoneNotFound);
      return {
        zone: toZone(row.zone, row.location, canManageRecord(user, row.location.userId)),
        location: toLocationFor(user, row.location),
      };
    },

    async getById(user: AuthUser | null, id: string): Promise<ZoneOut> {
      const row = await zoneWithLocation(db, id);
      if (!row) throw notFound(MESSAGES.zoneNotFound);
      return toZone(row.zone, row.location, canManageRecord(user, row.location.userId));
    },

    /** Without a location: the zones of the signed-in owner's locations (odogwu: all). */
    async listManaged(user: AuthUser): Promise<ZoneOut[]> {
      const rows = await db
        .select({ zone: zones })
        .from(zones)
        .innerJoin(locations, eq(zones.locationId, locations.id))
        .where(ownedBy(user, locations.userId))
        .orderBy(asc(locations.name), asc(zones.zoneNumber), asc(zones.id));
      return rows.map((r) => toZone(r.zone));
    },

    /** Every zone of a lot, closed ones included (the manual Add Session dropdown). */
    async listForLot(locationId: string): Promise<ZoneOut[]> {
      const loc = await location(locationId);
      if (!loc) throw notFound(MESSAGES.locationNotFound);
      const rows = await db.select().from(zones).where(eq(zones.locationId, locationId)).orderBy(asc(zones.zoneNumber), asc(zones.id));
      return rows.map((z) => toZone(z));
    },

    async create(user: AuthUser, input: ZoneInput): Promise<ZoneOut> {
      await ownedLocation(user, input.locationId);
      await assertUnique(input.locationId, input.zoneNumber);
      const [row] = await uniqueWrite(input.zoneNumber, () =>
        db
          .insert(zones)
          .values({
            locationId: input.locationId,
            zoneNumber: input.zoneNumber,
            priceCents: toCents(input.price),
            isHourly: input.isHourly,
            openTime: input.openTime,
            closeTime: input.closeTime,
          })
          .returning(),
      );
      return toZone(row!);
    },

    async update(user: AuthUser, id: string, input: Partial<ZoneInput> & { archieved?: boolean }): Promise<ZoneOut> {
      const { zone } = await ownedZone(user, id);
      const locationId = input.locationId ?? zone.locationId;
      // Moving a zone to another location needs that location to be the caller's too.
      if (locationId !== zone.locationId) await ownedLocation(user, locationId);
      const zoneNumber = input.zoneNumber ?? zone.zoneNumber;
      if (zoneNumber.toLowerCase() !== zone.zoneNumber.toLowerCase() || locationId !== zone.locationId) {
        await assertUnique(locationId, zoneNumber, id);
      }
      const set: Partial<ZoneRow> = { updatedAt: new Date(), locationId, zoneNumber };
      if (input.price !== undefined) set.priceCents = toCents(input.price);
      if (input.isHourly !== undefined) set.isHourly = input.isHourly;
      if (input.openTime !== undefined) set.openTime = input.openTime;
      if (input.closeTime !== undefined) set.closeTime = input.closeTime;
      if (input.archieved !== undefined) set.archieved = input.archieved;
      const [row] = await uniqueWrite(zoneNumber, () => db.update(zones).set(set).where(eq(zones.id, id)).returning());
      return toZone(row!);
    },

    async remove(user: AuthUser, id: string): Promise<void> {
      await ownedZone(user, id);
      // Sessions would lose their zone (shown as CODE in revenue): archive a used zone instead.
      await refuseIfSessionsUse(db, sessions.zoneId, id, MESSAGES.zoneHasSessions);
      await db.delete(zones).where(eq(zones.id, id));
    },
  };
}
