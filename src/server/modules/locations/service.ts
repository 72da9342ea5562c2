import { toDollars } from '../../../shared/money';
import { and, asc, between, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { can, canManageRecord } from '../../../shared/access';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import { ownedBy } from '../../auth/ownership';
import type { Db } from '../../db/client';
import {
  enforcerLocations,
  events,
  locationSubscriptions,
  locations,
  subscriptionPayments,
  validationCodes,
  users,
  vendors,
  type LocationRow,
} from '../../db/schema';
import { withCompiledRows } from '../../db/rowMapper';
import { ilikeContains } from '../../db/ilikeContains';
import { EARTH_RADIUS_KM, timeZoneAt } from '../../integrations/geocoding';
import type { Location, NearbyLocation } from '../../schemas/entities';
import type { AuthUser } from '../../plugins/auth';
import { badRequest, notFound } from '../../errors';
import { databaseTimeZone } from '../../db/timeZones';
import { refuseIfMoneyRecorded } from '../sessions/inUse';
import { knownTimeZone } from '../../../shared/timeZones';

export type LocationOut = z.infer<typeof Location>;
export type NearbyOut = z.infer<typeof NearbyLocation>;

export const NEARBY_DEFAULTS = { radiusKm: 50, maxRadiusKm: 200, limit: 20, maxLimit: 50 } as const;

/** The columns a location's response needs (fee factors and updatedAt stay in the database). */
export const LOCATION_OUT_COLUMNS = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  placeId: locations.placeId,
  phoneNumber: locations.phoneNumber,
  latitude: locations.latitude,
  longitude: locations.longitude,
  archieved: locations.archieved,
  userId: locations.userId,
  timeZone: locations.timeZone,
  graceMinutes: locations.graceMinutes,
  lotName: locations.lotName,
  lotAddress: locations.lotAddress,
  lotCity: locations.lotCity,
  lotState: locations.lotState,
  lotRevenueCents: locations.lotRevenueCents,
  lotCapacity: locations.lotCapacity,
  lotOccupancy: locations.lotOccupancy,
  createdAt: locations.createdAt,
};
type OutRow = Pick<LocationRow, keyof typeof LOCATION_OUT_COLUMNS>;

/** SPEC section 3 field names; coordinates as GeoJSON [longitude, latitude]. */
export function toLocation(r: OutRow): LocationOut {
  return {
    _id: r.id,
    id: r.id,
    name: r.name,
    address: r.address,
    place_id: r.placeId,
    phoneNumber: r.phoneNumber,
    location_point: { type: 'Point', coordinates: [r.longitude, r.latitude] },
    archieved: r.archieved,
    userId: r.userId,
    timeZone: r.timeZone,
    graceMinutes: r.graceMinutes,
    lotName: r.lotName,
    lotAddress: r.lotAddress,
    lotCity: r.lotCity,
    lotState: r.lotState,
    lotRevenue: r.lotRevenueCents === null ? null : toDollars(r.lotRevenueCents),
    lotCapacity: r.lotCapacity,
    lotOccupancy: r.lotOccupancy,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * A location as `viewer` may see it. SPEC 3's lot form-only figures `lotRevenue` and `lotOccupancy`
 * are the owner's business: whoever manages the location (its owner, odogwu) gets every field;
 * anyone else (signed out, a customer, another owner, an enforcer) gets the location without them.
 */
export function toLocationFor(viewer: AuthUser | null, r: OutRow): LocationOut {
  const out = toLocation(r);
  if (canManageRecord(viewer, r.userId)) return out;
  const { lotRevenue: _revenue, lotOccupancy: _occupancy, ...open } = out;
  return open;
}

/**
 * Archives every location of `ownerId` (SPEC 3: archieved true means inactive), in the caller's
 * transaction: an account being deleted takes its lots out of the public lists, and a location
 * that is archived cannot be booked. Zones keep their own `archieved`. Their subscriptions end
 * too: the superadmin's console no longer counts a deleted account's lots as active.
 */
export async function archiveOwnerLocations(tx: Db, ownerId: string, now: Date): Promise<void> {
  await tx
    .update(locations)
    .set({ archieved: true, updatedAt: now })
    .where(and(eq(locations.userId, ownerId), eq(locations.archieved, false)));
  await tx
    .update(locationSubscriptions)
    .set({ isActive: false, updatedAt: now })
    .where(inArray(locationSubscriptions.locationId, tx.select({ id: locations.id }).from(locations).where(eq(locations.userId, ownerId))));
}

/**
 * The days an owner typed at a lot (a vendor's expiry, a code's window, an event's dates, the
 * superadmin's pay dates) are stored as instants of the lot's clock: its midnight, its last
 * millisecond. When the lot's time zone is corrected, they are moved so that they read the same at
 * the lot as before (the same wall-clock time in the new zone); otherwise a vendor's code ending
 * Nov 27 in Chicago would run into Nov 28 once the lot is set to New York. Parking that happened
 * (sessions, revenue entries taken at a moment) keeps its instant.
 */
async function keepLotDays(tx: Db, locationId: string, from: string, to: string): Promise<void> {
  const sameWallClock = (column: AnyColumn) => sql`((${column} at time zone ${from}) at time zone ${to})`;
  await tx
    .update(vendors)
    .set({ expirationDate: sameWallClock(vendors.expirationDate) })
    .where(eq(vendors.locationId, locationId));
  await tx
    .update(validationCodes)
    .set({ startDate: sameWallClock(validationCodes.startDate), endDate: sameWallClock(validationCodes.endDate) })
    .where(eq(validationCodes.locationId, locationId));
  await tx
    .update(events)
    .set({ startDate: sameWallClock(events.startDate), endDate: sameWallClock(events.endDate) })
    .where(eq(events.locationId, locationId));
  const subscription = tx
    .select({ id: locationSubscriptions.id })
    .from(locationSubscriptions)
    .where(eq(locationSubscriptions.locationId, locationId));
  await tx
    .update(locationSubscriptions)
    .set({ lastPayDate: sameWallClock(locationSubscriptions.lastPayDate) })
    .where(eq(locationSubscriptions.locationId, locationId));
  await tx
    .update(subscriptionPayments)
    .set({ paidAt: sameWallClock(subscriptionPayments.paidAt) })
    .where(inArray(subscriptionPayments.subscriptionId, subscription));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** One longitude range, or two when the box crosses the antimeridian. */
  lngRanges: [number, number][];
}

/**
 * The smallest latitude/longitude box holding every point within `radiusKm` of the centre
 * (exact for a sphere: the longitude half-width is asin(sin(r/R) / cos(lat))). It lets the btree
 * on (latitude, longitude) cut the candidates before haversine runs.
 */
export function boundingBox(lat: number, lng: number, radiusKm: number): BoundingBox {
  const deg = 180 / Math.PI;
  const ang = radiusKm / EARTH_RADIUS_KM;
  const minLat = lat - ang * deg;
  const maxLat = lat + ang * deg;
  const cosLat = Math.cos(lat / deg);
  if (minLat <= -90 || maxLat >= 90 || Math.sin(ang) >= cosLat) {
    // A pole lies inside the circle: every longitude is in reach.
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), lngRanges: [[-180, 180]] };
  }
  const dLng = Math.asin(Math.sin(ang) / cosLat) * deg;
  const lo = lng - dLng;
  const hi = lng + dLng;
  if (lo < -180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [lo + 360, 180],
        [-180, hi],
      ],
    };
  if (hi > 180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [lo, 180],
        [-180, hi - 360],
      ],
    };
  return { minLat, maxLat, lngRanges: [[lo, hi]] };
}

/** Great-circle distance in km from (lat, lng) to each row, in SQL. */
function haversineSql(lat: number, lng: number): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${locations.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${locations.latitude}))
      * power(sin(radians(${locations.longitude} - ${lng}::float8) / 2), 2)))))`;
}

export interface NearbyQuery {
  lat: number;
  lng: number;
  radiusKm?: number;
  limit?: number;
}

/**
 * Active locations within the radius, nearest first. Plain SQL that runs on PGlite and any
 * PostgreSQL (no PostGIS/earthdistance: STACK.md), using the btree on (latitude, longitude).
 */
export async function findNearby(db: Db, q: NearbyQuery, viewer: AuthUser | null = null): Promise<NearbyOut[]> {
  const radiusKm = q.radiusKm ?? NEARBY_DEFAULTS.radiusKm;
  const limit = q.limit ?? NEARBY_DEFAULTS.limit;
  const box = boundingBox(q.lat, q.lng, radiusKm);
  const distance = haversineSql(q.lat, q.lng);
  const lngCond = or(...box.lngRanges.map(([a, b]) => between(locations.longitude, a, b)));
  const rows = await db
    .select({ ...LOCATION_OUT_COLUMNS, distance })
    .from(locations)
    .where(
      and(
        between(locations.latitude, box.minLat, box.maxLat),
        lngCond,
        eq(locations.archieved, false),
        sql`${distance} <= ${radiusKm}::float8`,
      ),
    )
    .orderBy(distance, asc(locations.id))
    .limit(limit);
  return rows.map(({ distance: d, ...row }) => ({ ...toLocationFor(viewer, row), distance: Math.round(Number(d) * 1000) / 1000 }));
}

export function createLocationsService(deps: { db: Db }) {
  const { db } = deps;
  // Every request on an owned lot reads it first: built once, parsed once per PostgreSQL connection.
  const rowById = withCompiledRows(
    db
      .select()
      .from(locations)
      .where(eq(locations.id, sql.placeholder('id')))
      .limit(1)
      .prepare('location_by_id'),
  );

  /**
   * An owner's zone as it is stored: a name Intl knows (the schema checked it, knownTimeZone) that
   * the database knows too, spelled as the database spells it; else 400 naming the field, before
   * anything is written.
   */
  async function storableTimeZone(name: string): Promise<string> {
    const zone = knownTimeZone(name) && (await databaseTimeZone(db, name));
    if (!zone) throw badRequest(MESSAGES.timeZoneNotInDatabase);
    return zone;
  }

  async function getRow(id: string): Promise<LocationRow | undefined> {
    const [row] = await rowById.execute({ id });
    return row;
  }

  /** The location if the user may manage it; 404 otherwise, so others' locations are not revealed. */
  async function getOwned(user: AuthUser, id: string): Promise<LocationRow> {
    const row = await getRow(id);
    if (!row || !canManageRecord(user, row.userId)) throw notFound(MESSAGES.locationNotFound);
    return row;
  }

  return {
    getRow,
    getOwned,
    /** Active locations near a point, nearest first (findNearby stays exported for the benchmark). */
    nearby: (viewer: AuthUser | null, q: NearbyQuery) => findNearby(db, q, viewer),

    /**
     * Open lots whose name or address holds `text` (a driver reading the lot's sign, or its street),
     * as place suggestions of the drivers' search: picking one lists the parking around it, that lot first.
     */
    async lotsNamed(
      text: string,
      limit: number,
    ): Promise<{ place_id: string; description: string; latitude: number; longitude: number; state: string | null }[]> {
      const rows = await db
        .select({
          id: locations.id,
          name: locations.name,
          address: locations.address,
          latitude: locations.latitude,
          longitude: locations.longitude,
        })
        .from(locations)
        .where(and(eq(locations.archieved, false), or(ilikeContains(locations.name, text), ilikeContains(locations.address, text))))
        .orderBy(asc(locations.name), asc(locations.id))
        .limit(limit);
      return rows.map((r) => ({
        place_id: `lot:${r.id}`,
        description: `${r.name} · ${r.address}`,
        latitude: r.latitude,
        longitude: r.longitude,
        state: null,
      }));
    },

    /** odogwu: every location; anyone else: the active ones (an owner also sees its own inactive ones). */
    async list(user: AuthUser | null, id?: string): Promise<LocationOut[]> {
      const conds: (SQL | undefined)[] = [];
      if (id) conds.push(eq(locations.id, id));
      // Inactive locations only for those who manage them (ownedBy is no condition for odogwu: all).
      if (!user || !can(user, 'manageLocations')) conds.push(eq(locations.archieved, false));
      else {
        const own = ownedBy(user, locations.userId);
        if (own) conds.push(or(eq(locations.archieved, false), own));
      }
      const rows = await db
        .select()
        .from(locations)
        .where(and(...conds))
        .orderBy(asc(locations.name), asc(locations.id));
      return rows.map((r) => toLocationFor(user, r));
    },

    /**
     * GET /locations/service: the locations an enforcer services (their owner chose them on /team),
     * active ones, by name; odogwu, who checks plates anywhere, gets every active location.
     */
    async serviced(user: AuthUser): Promise<LocationOut[]> {
      const mine = ownedBy(user, enforcerLocations.enforcerId);
      const active = eq(locations.archieved, false);
      const rows = mine
        ? await db
            .select({ l: locations })
            .from(enforcerLocations)
            .innerJoin(locations, eq(locations.id, enforcerLocations.locationId))
            .where(and(mine, active))
            .orderBy(asc(locations.name), asc(locations.id))
            .then((r) => r.map((x) => x.l))
        : await db.select().from(locations).where(active).orderBy(asc(locations.name), asc(locations.id));
      // An enforcer services the lots; their revenue and occupancy stay their owner's.
      return rows.map((r) => toLocationFor(user, r));
    },

    async mine(user: AuthUser): Promise<LocationOut[]> {
      const rows = await db
        .select()
        .from(locations)
        .where(eq(locations.userId, user.id))
        .orderBy(desc(locations.createdAt), asc(locations.id));
      return rows.map(toLocation);
    },

    async get(viewer: AuthUser | null, id: string): Promise<LocationOut> {
      const row = await getRow(id);
      if (!row) throw notFound(MESSAGES.locationNotFound);
      return toLocationFor(viewer, row);
    },

    async create(
      user: AuthUser,
      input: {
        name: string;
        phoneNumber?: string;
        address: string;
        place_id?: string;
        longitude: number;
        latitude: number;
        timeZone?: string;
      },
    ): Promise<LocationOut> {
      const chosen = input.timeZone ? await storableTimeZone(input.timeZone) : null;
      const row = await db.transaction(async (tx) => {
        // Two submits of one form (a double press, a resend of a POST whose answer was lost) take
        // turns on the owner's row; the second finds the lot the first added this minute, with the
        // same name, address and place, and answers it instead of listing the lot twice.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('no key update');
        const [twin] = await tx
          .select()
          .from(locations)
          .where(
            and(
              eq(locations.userId, user.id),
              eq(locations.name, input.name),
              eq(locations.address, input.address),
              eq(locations.latitude, input.latitude),
              eq(locations.longitude, input.longitude),
              sql`${locations.createdAt} > ${new Date(Date.now() - LIMITS.repeatEntryMs).toISOString()}::timestamptz`,
            ),
          )
          .limit(1);
        if (twin) return twin;
        const [created] = await tx
          .insert(locations)
          .values({
            // The owner is whoever is signed in, never a userId from the body (DESIGN: the server is the authority).
            userId: user.id,
            name: input.name,
            address: input.address,
            placeId: input.place_id || null,
            phoneNumber: input.phoneNumber || null,
            latitude: input.latitude,
            longitude: input.longitude,
            // The owner's choice (the address's zone is a guess near a zone line), else the address's.
            timeZone: chosen ?? timeZoneAt(input.latitude, input.longitude),
          })
          .returning();
        return created!;
      });
      return toLocation(row);
    },

    async update(
      user: AuthUser,
      id: string,
      input: { locationName?: string; phoneNumber?: string; isActive?: boolean; graceMinutes?: number; timeZone?: string },
    ): Promise<LocationOut> {
      const lot = await getOwned(user, id);
      const zone = input.timeZone ? await storableTimeZone(input.timeZone) : null;
      const set: Partial<LocationRow> = { updatedAt: new Date() };
      if (input.locationName) set.name = input.locationName;
      if (input.phoneNumber) set.phoneNumber = input.phoneNumber;
      // SPEC 4: the switch on means inactive; isActive is its inverse.
      if (input.isActive !== undefined) set.archieved = !input.isActive;
      if (input.graceMinutes !== undefined) set.graceMinutes = input.graceMinutes;
      // A new zone moves the lot's revenue months with it (trigger locations_lot_revenue_months_rezone).
      if (zone) set.timeZone = zone;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(locations).set(set).where(eq(locations.id, id)).returning();
        if (zone && zone !== lot.timeZone) await keepLotDays(tx, id, lot.timeZone, zone);
        return updated!;
      });
      return toLocation(row);
    },

    async remove(user: AuthUser, id: string): Promise<void> {
      await getOwned(user, id);
      // Deleting would cascade to its money records (sessions, revenue entries, subscription payments): refuse, archive instead.
      await refuseIfMoneyRecorded(db, id);
      await db.delete(locations).where(eq(locations.id, id));
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;

/**
 * Holds a lot's row until the transaction commits, so that writers at one lot take turns: an entry
 * or reversal written at the same moment commits before the lot's revenue is summed, and a repeated
 * submit of one add (LIMITS.repeatEntryMs) finds the first. NO KEY UPDATE, so sessions and entries
 * that only reference the lot are not held up.
 */
export async function lockLot(tx: Pick<Db, 'select'>, locationId: string): Promise<void> {
  await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).for('no key update');
}
