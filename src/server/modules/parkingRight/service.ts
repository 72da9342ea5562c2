import { and, desc, eq, gte, lte, ne, sql, type AnyColumn } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import { normalizePlate } from '../../../shared/plates';
import { ownedBy } from '../../auth/ownership';
import type { Db } from '../../db/client';
import {
  enforcerLocations,
  locations,
  members,
  plateChecks,
  sessions,
  users,
  vendorPlates,
  vendors,
  zones,
  type LocationRow,
} from '../../db/schema';
import type { PlateStatus } from '../../db/schema/plateChecks';
import { notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { toLocationFor, type LocationOut } from '../locations/service';
import { membersOfLot } from '../members/scope';
import { byIds, sessionViews, type BookingSession } from '../sessions/booking';
import { toZone, type ZoneOut } from '../zones/service';
import { decideParkingRight, START_LEAD_MS, type RightDecision, type RightInput, type RightLocation } from './rules';
import { sessionCountsSql, sessionCoversSql } from './sessionSql';

/** How far back a plate's sessions are read: an expired one is still reported a week after its end. */
const LOOKBACK_MS = 7 * 86_400_000;
/**
 * The longest session the reads expect (a daily session of many days): it bounds the start-time range
 * the (plate, start_time) and (location, start_time) indexes scan, so a plate's or a lot's old
 * history is never read.
 */
const MAX_SESSION_MS = 62 * 86_400_000;
export const LAST_CHECKS_LIMIT = 10;

export interface PlateCheckOut {
  _id: string;
  plateNumber: string;
  checkedAt: string;
  recordedAt: string;
  checkedBy: string | null;
  checkedByName: string | null;
  status: PlateStatus;
  reason: string;
}

export interface VehicleStatusOut {
  success: boolean;
  message: string;
  session: BookingSession | null;
  status: PlateStatus;
  zone: ZoneOut | null;
  reason: string;
  basis: RightDecision['basis'];
  changesAt?: string;
  similar?: string[];
  location: LocationOut;
  checkId: string;
}

const rightLocation = (l: LocationRow): RightLocation => ({
  id: l.id,
  userId: l.userId,
  timeZone: l.timeZone,
  graceMinutes: l.graceMinutes,
});

/** The rows decideParkingRight reads, each with an indexed query on plate, location and time. */
export async function fetchRightRows(db: Db, location: LocationRow, plateText: string, at: Date): Promise<RightInput> {
  const plate = normalizePlate(plateText);
  const t = at.getTime();
  const [sessionRows, memberRows, vendorRows] = await Promise.all([
    // sessions_plate_idx (plate_number, start_time), bounded on both sides.
    db
      .select({
        id: sessions.id,
        kind: sessions.kind,
        locationId: sessions.locationId,
        zoneId: sessions.zoneId,
        plateNumber: sessions.plateNumber,
        paid: sessions.paid,
        startTime: sessions.startTime,
        endTime: sessions.endTime,
        stoppedAt: sessions.stoppedAt,
        totalCostCents: sessions.totalCostCents,
        refundedCents: sessions.refundedCents,
        code: sessions.code,
        referenceNumber: sessions.referenceNumber,
        vendorName: vendors.name,
      })
      .from(sessions)
      .leftJoin(vendors, eq(vendors.id, sessions.vendorId))
      .where(
        and(
          eq(sessions.plateNumber, plate),
          gte(sessions.startTime, new Date(t - LOOKBACK_MS - MAX_SESSION_MS)),
          lte(sessions.startTime, new Date(t + START_LEAD_MS)),
          eq(sessions.locationId, location.id),
          gte(sessions.endTime, new Date(t - LOOKBACK_MS)),
        ),
      )
      .orderBy(desc(sessions.endTime))
      .limit(50),
    // members_plate_idx: this location's members and the owner's members of every location.
    db
      .select({
        plate: members.plate,
        code: members.code,
        validUntilDate: members.validUntilDate,
        locationId: members.locationId,
        userId: members.userId,
      })
      .from(members)
      .where(and(eq(members.plate, plate), membersOfLot(location)))
      .limit(50),
    // vendor_plates_plate_idx, then the vendor by its key.
    db
      .select({
        plateNumber: vendorPlates.plateNumber,
        vendorName: vendors.name,
        vendorLocationId: vendors.locationId,
        expirationDate: vendors.expirationDate,
      })
      .from(vendorPlates)
      .innerJoin(vendors, eq(vendors.id, vendorPlates.vendorId))
      .where(and(eq(vendorPlates.plateNumber, plate), eq(vendors.locationId, location.id)))
      .limit(50),
  ]);
  return { location: rightLocation(location), plate, at, sessions: sessionRows, members: memberRows, vendorPlates: vendorRows };
}

/** A plate as it may be misread: O and 0, I and 1 alike (plates of several states use both). */
const confusable = (plate: string) => plate.replace(/O/g, '0').replace(/I/g, '1');
const confusableSql = (column: AnyColumn) => sql`translate(${column}, 'OI', '01')`;
/** At most this many plates are offered as "Did you mean". */
const SIMILAR_MAX = 3;

/**
 * Plates recorded at the location (sessions of the last week, its members, its vendors' lists) that
 * differ from `plate` only by O/0 or I/1: the candidates an enforcer may have misread.
 */
async function confusablePlates(db: Db, location: LocationRow, plate: string, at: Date): Promise<string[]> {
  const key = confusable(plate);
  const t = at.getTime();
  const [fromSessions, fromMembers, fromVendors] = await Promise.all([
    db
      .selectDistinct({ plate: sessions.plateNumber })
      .from(sessions)
      .where(
        and(
          eq(sessions.locationId, location.id),
          gte(sessions.startTime, new Date(t - LOOKBACK_MS - MAX_SESSION_MS)),
          lte(sessions.startTime, new Date(t + START_LEAD_MS)),
          gte(sessions.endTime, new Date(t - LOOKBACK_MS)),
          sql`${confusableSql(sessions.plateNumber)} = ${key}`,
          ne(sessions.plateNumber, plate),
        ),
      )
      .limit(SIMILAR_MAX),
    db
      .selectDistinct({ plate: members.plate })
      .from(members)
      .where(and(membersOfLot(location), sql`${confusableSql(members.plate)} = ${key}`, ne(members.plate, plate)))
      .limit(SIMILAR_MAX),
    db
      .selectDistinct({ plate: vendorPlates.plateNumber })
      .from(vendorPlates)
      .innerJoin(vendors, eq(vendors.id, vendorPlates.vendorId))
      .where(
        and(
          eq(vendors.locationId, location.id),
          sql`${confusableSql(vendorPlates.plateNumber)} = ${key}`,
          ne(vendorPlates.plateNumber, plate),
        ),
      )
      .limit(SIMILAR_MAX),
  ]);
  return [...new Set([...fromSessions, ...fromMembers, ...fromVendors].map((r) => r.plate))];
}

export function createParkingRightService({ db }: { db: Db }) {
  /**
   * A location the user may check plates at: one they service (their owner chose it on /team), or
   * any for odogwu. Anything else is 404, as if it did not exist.
   */
  async function servicedLocation(user: AuthUser, locationId: string): Promise<LocationRow> {
    const mine = ownedBy(user, enforcerLocations.enforcerId);
    const [row] = mine
      ? await db
          .select({ l: locations })
          .from(enforcerLocations)
          .innerJoin(locations, eq(locations.id, enforcerLocations.locationId))
          .where(and(mine, eq(enforcerLocations.locationId, locationId), eq(locations.archieved, false)))
          .then((r) => r.map((x) => x.l))
      : await db.select().from(locations).where(eq(locations.id, locationId));
    if (!row) throw notFound(MESSAGES.locationNotFound);
    return row;
  }

  async function decide(location: LocationRow, plate: string, at: Date): Promise<RightDecision> {
    return decideParkingRight(await fetchRightRows(db, location, plate, at));
  }

  /** Of the plates `plate` may be a misreading of, those that may park here at `at`, by the same rule. */
  async function similarValid(location: LocationRow, plate: string, at: Date): Promise<string[]> {
    const candidates = await confusablePlates(db, location, plate, at);
    const decided = await Promise.all(candidates.map(async (p) => ({ p, d: await decide(location, p, at) })));
    return decided
      .filter((x) => x.d.status === 'valid')
      .map((x) => x.p)
      .sort()
      .slice(0, SIMILAR_MAX);
  }

  return {
    servicedLocation,
    decide,

    /** POST /sessions/status: the decision, recorded as a plate check by the caller. */
    async check(
      user: AuthUser,
      input: { license: string; currentTime?: number | undefined; locationId: string },
    ): Promise<VehicleStatusOut> {
      const location = await servicedLocation(user, input.locationId);
      const plate = normalizePlate(input.license);
      const at = input.currentTime === undefined ? new Date() : new Date(input.currentTime);
      const decision = await decide(location, plate, at);
      // A plate with no right here that reads like one with a right (O for 0, I for 1): offered, not assumed.
      const similar = decision.status === 'valid' ? [] : await similarValid(location, plate, at);
      // The record, the session's view and its zone are independent: one round trip's wait on PostgreSQL.
      const zoneId = decision.session?.zoneId;
      const [[check], [session], [zoneRow]] = await Promise.all([
        db
          .insert(plateChecks)
          .values({
            locationId: location.id,
            plateNumber: plate,
            checkedBy: user.id,
            checkedAt: at,
            status: decision.status,
            reason: decision.reason,
            sessionId: decision.session?.id ?? null,
          })
          .returning({ id: plateChecks.id }),
        decision.session ? sessionViews(db, byIds([decision.session.id]), at) : Promise.resolve([]),
        zoneId ? db.select().from(zones).where(eq(zones.id, zoneId)) : Promise.resolve([]),
      ]);
      return {
        // SPEC 8: a client shows the message when success is false (no parking found at all).
        success: decision.status !== 'not_found',
        message: decision.reason,
        session: session ?? null,
        status: decision.status,
        zone: zoneRow ? toZone(zoneRow) : null,
        reason: decision.reason,
        basis: decision.basis,
        ...(decision.changesAt ? { changesAt: decision.changesAt.toISOString() } : {}),
        ...(similar.length > 0 ? { similar } : {}),
        location: toLocationFor(user, location),
        checkId: check!.id,
      };
    },

    /** The plate's last checks at a location the user services, newest first (plate_checks_location_plate_idx). */
    async lastChecks(user: AuthUser, locationId: string, plateText: string, limit = LAST_CHECKS_LIMIT): Promise<PlateCheckOut[]> {
      const location = await servicedLocation(user, locationId);
      const rows = await db
        .select({ c: plateChecks, name: users.name })
        .from(plateChecks)
        .leftJoin(users, eq(users.id, plateChecks.checkedBy))
        .where(and(eq(plateChecks.locationId, location.id), eq(plateChecks.plateNumber, normalizePlate(plateText))))
        // In the order they were made: a check about a claimed future moment does not sit above later ones.
        .orderBy(desc(plateChecks.recordedAt), desc(plateChecks.checkedAt))
        .limit(limit);
      return rows.map(({ c, name }) => ({
        _id: c.id,
        plateNumber: c.plateNumber,
        checkedAt: c.checkedAt.toISOString(),
        recordedAt: c.recordedAt.toISOString(),
        checkedBy: c.checkedBy,
        checkedByName: name,
        status: c.status,
        reason: c.reason,
      }));
    },

    /**
     * GET /locations/service/{id}: the location and its sessions that give a right to park now (the
     * Paid License Plates table), by plate. sessions_location_start_idx, start time bounded.
     */
    async servicedWithSessions(
      user: AuthUser,
      locationId: string,
      now = new Date(),
    ): Promise<{ location: LocationOut; sessions: BookingSession[] }> {
      const location = await servicedLocation(user, locationId);
      const t = now.getTime();
      const current = await sessionViews(
        db,
        and(
          eq(sessions.locationId, location.id),
          // The index's lower bound: no session covering now started longer ago than the longest one.
          gte(sessions.startTime, new Date(t - MAX_SESSION_MS)),
          // The rule's own two halves, as the occupancy reads them (rules.ts, held to it by parkingRightSql.test.ts).
          sessionCoversSql(now),
          sessionCountsSql,
        ),
        now,
      );
      current.sort((a, b) => a.plateNumber.localeCompare(b.plateNumber));
      return { location: toLocationFor(user, location), sessions: current };
    },
  };
}

export type ParkingRightService = ReturnType<typeof createParkingRightService>;
