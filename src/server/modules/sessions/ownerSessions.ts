import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { canManageRecord } from '../../../shared/access';
import { MESSAGES } from '../../../shared/messages';
import { normalizePlate } from '../../../shared/plates';
import { toCents } from '../../../shared/money';
import { requestInstant } from '../../../shared/dates';
import { ownedBy } from '../../auth/ownership';
import type { Db } from '../../db/client';
import { locations, sessions, type SessionRow, type ZoneRow } from '../../db/schema';
import { zoneWithLocation } from '../zones/service';
import { badRequest, conflict, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { publishSessionChange, type LiveBus } from '../../plugins/live';
import { byIds, decodeCursor, encodePageCursor, sessionViews, startTextOf, type BookingSession } from './booking';
import { manualTerms } from './manual';
import { manualStartProblem } from '../../../shared/manualSession';

/** What PATCH /sessions/{id} may correct (SPEC's manual-session payload, every field optional). */
export interface SessionCorrection {
  plateNumber?: string | undefined;
  state?: string | undefined;
  zoneId?: string | undefined;
  locationId?: string | undefined;
  startTime?: string | undefined;
  totalCost?: number | undefined;
  rate?: unknown;
  zoneNumber?: unknown;
}

export type OwnerSessionsService = ReturnType<typeof createOwnerSessionsService>;

/**
 * SPEC 7's GET /sessions, GET /sessions/{id}, PATCH and DELETE /sessions/{id}: the sessions at the
 * locations a user manages (an owner's own, odogwu's all), and a driver's own booking by id. Money
 * stays on record: a booking keeps the times and price its payment bought and is never removed;
 * only a session added by hand changes its start and cost, and only it or a free guest or member
 * session can be removed (the monthly rollup follows by its trigger). Someone else's session reads
 * as not found.
 */
export function createOwnerSessionsService({ db, live }: { db: Db; live?: LiveBus | undefined }) {
  /** The session, when the user manages its location (else 404, as for a session that does not exist). */
  async function managed(user: AuthUser, id: string): Promise<SessionRow & { lotTimeZone: string }> {
    const [found] = await db
      .select({ s: sessions, ownerId: locations.userId, lotTimeZone: locations.timeZone })
      .from(sessions)
      .innerJoin(locations, eq(locations.id, sessions.locationId))
      .where(eq(sessions.id, id))
      .limit(1);
    if (!found || !canManageRecord(user, found.ownerId)) throw notFound(MESSAGES.sessionNotFound);
    return { ...found.s, lotTimeZone: found.lotTimeZone };
  }

  async function view(id: string, viewerId: string | null): Promise<BookingSession> {
    const [one] = await sessionViews(db, byIds([id]), new Date(), { viewerId });
    if (!one) throw notFound(MESSAGES.sessionNotFound);
    return one;
  }

  return {
    /**
     * Newest start first (then id), a page at a time after `before`. Each location hands over its
     * own newest `limit + 1` from its (location_id, start_time) index and the page is the newest of
     * those: the cost grows with the locations and the page, not with the sessions stored.
     */
    async list(user: AuthUser, q: { locationId?: string | undefined; limit: number; before?: string | undefined }) {
      const before = q.before === undefined ? undefined : decodeCursor(q.before);
      const own = ownedBy(user, locations.userId);
      if (q.locationId) {
        const [lot] = await db
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.id, q.locationId), own))
          .limit(1);
        if (!lot) throw notFound(MESSAGES.locationNotFound);
      }
      const lots = db
        .select({ id: locations.id })
        .from(locations)
        .where(and(own, q.locationId ? eq(locations.id, q.locationId) : undefined))
        .as('lots');
      const after: SQL | undefined = before
        ? sql`(${sessions.startTime}, ${sessions.id}) < (${before[0]}::timestamptz, ${before[1]}::uuid)`
        : undefined;
      const recent = db
        .select({ id: sessions.id, startTime: sessions.startTime })
        .from(sessions)
        .where(and(sql`${sessions.locationId} = ${lots.id}`, after))
        .orderBy(desc(sessions.startTime), desc(sessions.id))
        .limit(q.limit + 1)
        .as('recent');
      const rows = await db
        // The cursor's text of a start time only for the page's rows, not for every location's candidates.
        .select({ id: recent.id, startText: startTextOf(recent.startTime) })
        .from(lots)
        .innerJoinLateral(recent, sql`true`)
        .orderBy(desc(recent.startTime), desc(recent.id))
        .limit(q.limit + 1);
      const page = rows.slice(0, q.limit);
      const ids = page.map((r) => r.id);
      const found = ids.length ? await sessionViews(db, byIds(ids), new Date(), { ids }) : [];
      const last = page.at(-1);
      return { sessions: found, nextCursor: rows.length > q.limit && last ? encodePageCursor(last.startText, last.id) : null };
    },

    /** A driver's own booking, or a session at a location the user manages. */
    async get(user: AuthUser, id: string): Promise<BookingSession> {
      const [found] = await db
        .select({ driverId: sessions.userId, ownerId: locations.userId })
        .from(sessions)
        .innerJoin(locations, eq(locations.id, sessions.locationId))
        .where(eq(sessions.id, id))
        .limit(1);
      if (!found || (found.driverId !== user.id && !canManageRecord(user, found.ownerId))) throw notFound(MESSAGES.sessionNotFound);
      return view(id, user.id);
    },

    /**
     * Corrects a session at a managed location: plate, state and zone (one of the same location)
     * of any session; start and total cost only of one added by hand, whose end, hours and rate
     * then follow as when it was added (manualTerms). `rate` and `zoneNumber` come from the zone.
     */
    async correct(user: AuthUser, id: string, body: SessionCorrection): Promise<BookingSession> {
      const s = await managed(user, id);
      if (body.locationId !== undefined && body.locationId !== s.locationId) throw badRequest(MESSAGES.sessionStaysAtLocation);
      // A calendar day is that day's start at the lot, as when the session was added.
      const start = body.startTime === undefined ? s.startTime : requestInstant(body.startTime, s.lotTimeZone);
      const costCents = body.totalCost === undefined ? s.totalCostCents : toCents(body.totalCost);
      const termsChange = start.getTime() !== s.startTime.getTime() || costCents !== s.totalCostCents;
      if (termsChange && s.kind !== 'manual') throw conflict(MESSAGES.sessionTermsFixed);
      // A new start keeps to Add Session's limits, on the lot's clock as it is read (a typo's year
      // would count in revenue where the lot table's years never reach it).
      const late = start.getTime() !== s.startTime.getTime() && manualStartProblem(body.startTime, new Date(), s.lotTimeZone);
      if (late) throw badRequest(late);
      let zone: ZoneRow | null = null;
      const zoneId = body.zoneId ?? s.zoneId;
      if (zoneId) {
        const found = await zoneWithLocation(db, zoneId);
        if (!found) throw notFound(MESSAGES.zoneNotFound);
        if (found.zone.locationId !== s.locationId) throw badRequest(MESSAGES.zoneNotAtLocation);
        zone = found.zone;
      }
      if (termsChange && !zone) throw badRequest(MESSAGES.sessionZoneRequired);
      const plateChanges =
        (body.plateNumber !== undefined && normalizePlate(body.plateNumber) !== s.plateNumber) ||
        (body.state !== undefined && body.state.toUpperCase() !== s.state);
      const terms =
        s.kind === 'manual' && zone && (termsChange || zone.id !== s.zoneId) ? manualTerms(zone, costCents, start, s.lotTimeZone) : {};
      const changes = {
        ...(body.plateNumber !== undefined ? { plateNumber: normalizePlate(body.plateNumber) } : {}),
        ...(body.state !== undefined ? { state: body.state.toUpperCase() } : {}),
        // The registry's vehicle is the plate's: a corrected plate no longer names it.
        ...(plateChanges ? { vehicleId: null } : {}),
        ...(zone && zone.id !== s.zoneId ? { zoneId: zone.id } : {}),
        ...terms,
      };
      // Nothing to change (an empty body, or only the ignored rate and zoneNumber): the session as it is.
      if (Object.keys(changes).length === 0) return view(s.id, user.id);
      const [row] = await db.update(sessions).set(changes).where(eq(sessions.id, s.id)).returning({ id: sessions.id });
      if (!row) throw notFound(MESSAGES.sessionNotFound);
      publishSessionChange(live, s.locationId);
      return view(s.id, user.id);
    },

    /** Removes a session added by hand, or a free guest or member session; a booking paid online stays (409). */
    async remove(user: AuthUser, id: string): Promise<void> {
      const s = await managed(user, id);
      if (s.kind === 'booking') throw conflict(MESSAGES.bookingNotRemovable);
      const gone = await db
        .delete(sessions)
        .where(and(eq(sessions.id, s.id), eq(sessions.kind, s.kind)))
        .returning({ id: sessions.id });
      if (gone.length === 0) throw notFound(MESSAGES.sessionNotFound);
      publishSessionChange(live, s.locationId);
    },
  };
}
