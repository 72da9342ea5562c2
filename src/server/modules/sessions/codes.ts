import crypto from 'node:crypto';
import { and, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { endOfZonedDay } from '../../../shared/dates';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import { normalizePlate } from '../../../shared/plates';
import type { Db } from '../../db/client';
import { publishSessionChange, type LiveBus } from '../../plugins/live';
import { locations, members, sessions, validationCodes, vendors, type LocationRow, type NewSessionRow } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';
import type { ValidationsService } from '../validations/service';
import { zonedDay } from '../../../shared/dates';
import { memberValidSince, vendorCurrent } from '../parkingRight/rules';
import { zoneWithLocation } from '../zones/service';
import { openHoursMessage, openHoursProblem } from '../../../shared/openHours';
import { byIds, sessionViews, type BookingSession } from './booking';

export { zonedDay };

/**
 * SPEC does not say how long a validated guest's or a member's free parking lasts: it lasts until
 * the end of the day it was registered on, in the location's time zone (the visit it validates is
 * that day's; the next day needs a code again, as a driver's daily zone would), and at least
 * LIMITS.freeParkingMinHours: a guest validated at 11:50 PM was otherwise Expired at 12:06 AM,
 * before dessert.
 */
export function freeParkingEnd(now: Date, timeZone: string): Date {
  const endOfDay = endOfZonedDay(zonedDay(now, timeZone), timeZone);
  return new Date(Math.max(endOfDay.getTime(), now.getTime() + LIMITS.freeParkingMinHours * 3_600_000));
}

/** A short reference a guest can read out: LIMITS.referenceLength characters with no look-alikes. */
export function newReferenceNumber(): string {
  const alphabet = LIMITS.referenceAlphabet;
  let out = '';
  for (let i = 0; i < LIMITS.referenceLength; i++) out += alphabet[crypto.randomInt(alphabet.length)];
  return out;
}

export interface GuestValidationInput {
  code: string;
  locationId: string;
  licensePlate: string;
  licenseState: string;
  vendorId?: string;
}

export interface MemberCodeInput {
  code: string;
  locationId: string;
  zoneId: string;
  plateNumber: string;
  state?: string;
}

/** What a code call answers: the session, and whether this call wrote it (false: a repeated submit). */
export interface FreeSession {
  session: BookingSession;
  created: boolean;
}

const refused = () => badRequest(MESSAGES.guestCodeRefused);
const memberRefused = () => badRequest(MESSAGES.memberCodeInvalid);

/**
 * The same 400 as a wrong code, for a code that is real but not usable now: a vendor's expired
 * code, a validation code outside its dates or used up, a member's plate and code past their
 * valid_until_date. It was not a guess, so the routes do not count it as a wrong code.
 */
export class RealCodeRefused extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/**
 * Free parking by code: a guest's validation (a vendor's code or a validation code of the location)
 * and a member's code. Each runs in one transaction that first locks the location's row (FOR NO KEY
 * UPDATE, so bookings' foreign-key checks at the lot are not blocked): two submits of the same
 * plate and code take turns, and the second finds the first's session and answers it instead of
 * writing another; a validation code's use limit is counted in the same transaction
 * (ValidationsService.redeem), so a session that is not written gives its use back.
 */
export function createCodeSessionsService(deps: { db: Db; validations: ValidationsService; live?: LiveBus }) {
  const { db } = deps;

  async function lockLocation(tx: Db, locationId: string): Promise<LocationRow> {
    const [lot] = await tx.select().from(locations).where(eq(locations.id, locationId)).for('no key update');
    if (!lot) throw notFound(MESSAGES.locationNotFound);
    return lot;
  }

  /** Inserts with a fresh reference number, trying another on the (unlikely) clash with an existing one. */
  async function insertWithReference(tx: Db, values: NewSessionRow): Promise<string> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const [row] = await tx
        .insert(sessions)
        .values({ ...values, referenceNumber: newReferenceNumber() })
        .onConflictDoNothing({ target: sessions.referenceNumber })
        .returning({ id: sessions.id });
      if (row) return row.id;
    }
    throw new Error('no free reference number after 8 attempts');
  }

  async function view(id: string, now: Date): Promise<BookingSession> {
    const [v] = await sessionViews(db, byIds([id]), now);
    return v!;
  }

  /** The free session fields both kinds share: no zone price, nothing to pay, a day's validity. */
  function freeSession(lot: LocationRow, now: Date): Omit<NewSessionRow, 'kind' | 'plateNumber' | 'state'> {
    return {
      locationId: lot.id,
      startTime: now,
      endTime: freeParkingEnd(now, lot.timeZone),
      hours: 0,
      days: 1,
      isHourly: false,
      rateCents: 0,
      feesCents: 0,
      totalCostCents: 0,
      // Nothing is owed: an enforcer's plate check sees it as valid until its end.
      paid: true,
    };
  }

  return {
    /**
     * POST /sessions/validate. The code is a vendor's of this location whose expiration day (in the
     * lot's time zone) has not passed — that vendor's only when vendorId is sent — or, without
     * vendorId, a validation code of this location whose window holds now and whose use limit is
     * not reached. Anything else is refused with one message and writes nothing.
     */
    async validateGuest(input: GuestValidationInput, now: Date = new Date()): Promise<FreeSession> {
      const code = input.code.trim().toUpperCase();
      const plate = normalizePlate(input.licensePlate);
      const state = input.licenseState.trim().toUpperCase();
      const result = await db.transaction(async (tx) => {
        const lot = await lockLocation(tx, input.locationId);
        // A lot its owner turned off says so, as booking and member codes there do; the code is not
        // looked at, so this is no guess to count.
        if (lot.archieved) throw new RealCodeRefused(MESSAGES.zoneClosedBody);
        const vendorRows = await tx
          .select({ id: vendors.id, expirationDate: vendors.expirationDate })
          .from(vendors)
          .where(
            and(
              eq(vendors.locationId, lot.id),
              sql`upper(${vendors.code}) = ${code}`,
              input.vendorId ? eq(vendors.id, input.vendorId) : undefined,
            ),
          );
        // The parking-right module's rule: a vendor's code holds through its expiration day at the lot.
        const vendor = vendorRows.find((v) => v.expirationDate && vendorCurrent(v.expirationDate, lot.timeZone, now));

        let validationId: string | undefined;
        if (!vendor) {
          if (input.vendorId) throw vendorRows.length > 0 ? new RealCodeRefused(MESSAGES.guestCodeRefused) : refused();
          const [current] = await tx
            .select({ id: validationCodes.id })
            .from(validationCodes)
            .where(
              and(
                eq(validationCodes.locationId, lot.id),
                eq(validationCodes.code, code),
                lte(validationCodes.startDate, now),
                gte(validationCodes.endDate, now),
              ),
            )
            .limit(1);
          if (!current) {
            if (vendorRows.length > 0) throw new RealCodeRefused(MESSAGES.guestCodeRefused);
            const [outOfDates] = await tx
              .select({ id: validationCodes.id })
              .from(validationCodes)
              .where(and(eq(validationCodes.locationId, lot.id), eq(validationCodes.code, code)))
              .limit(1);
            throw outOfDates ? new RealCodeRefused(MESSAGES.guestCodeRefused) : refused();
          }
          validationId = current.id;
        }

        // A repeated submit (double tap, a retry after a lost answer) gets the session it made.
        const [existing] = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(
              eq(sessions.locationId, lot.id),
              eq(sessions.kind, 'guest'),
              eq(sessions.plateNumber, plate),
              eq(sessions.state, state),
              gt(sessions.endTime, now),
              vendor ? eq(sessions.vendorId, vendor.id) : and(isNull(sessions.vendorId), eq(sessions.code, code)),
            ),
          )
          .limit(1);
        if (existing) return { id: existing.id, created: false };

        if (validationId) {
          const used = await deps.validations.redeem(validationId, now, tx);
          if ('refused' in used) throw new RealCodeRefused(MESSAGES.guestCodeRefused);
        }
        const id = await insertWithReference(tx, {
          ...freeSession(lot, now),
          kind: 'guest',
          plateNumber: plate,
          state,
          vendorId: vendor?.id ?? null,
          code,
        });
        return { id, created: true };
      });
      if (result.created) publishSessionChange(deps.live, input.locationId);
      return { session: await view(result.id, now), created: result.created };
    },

    /**
     * POST /sessions/code. A membership is a plate with a code (SPEC 1): the plate and the code must
     * be one member's of this location (or one of its owner's members valid at every location) whose
     * valid_until_date, a day at the lot, has not passed. The session is in the zone of the page.
     */
    async useMemberCode(input: MemberCodeInput, now: Date = new Date()): Promise<FreeSession> {
      const code = input.code.trim().toUpperCase();
      const plate = normalizePlate(input.plateNumber);
      const state = (input.state ?? '').trim().toUpperCase();
      const found = await zoneWithLocation(db, input.zoneId);
      if (!found || found.location.id !== input.locationId) throw notFound(MESSAGES.zoneNotFound);
      // A zone turned off or closed now is said so before the code is looked at: no guess to count.
      if (found.zone.archieved || found.location.archieved) throw new RealCodeRefused(MESSAGES.zoneClosedBody);
      const { zone } = found;
      // A membership parks free, not outside the zone's open hours: the booking rule's "not open now".
      const closed = openHoursProblem(zone, found.location.timeZone, now, now, false);
      if (closed) throw new RealCodeRefused(openHoursMessage(closed));

      const result = await db.transaction(async (tx) => {
        const lot = await lockLocation(tx, input.locationId);
        // The parking-right module's rule: a membership holds through its valid_until_date at the lot.
        const validSince = memberValidSince(lot.timeZone, now);
        const memberOfLot = and(
          eq(members.plate, plate),
          sql`upper(${members.code}) = ${code}`,
          or(eq(members.locationId, lot.id), and(isNull(members.locationId), eq(members.userId, lot.userId))),
        );
        const [member] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(memberOfLot, gte(members.validUntilDate, validSince)))
          .limit(1);
        if (!member) {
          const [lapsed] = await tx.select({ id: members.id }).from(members).where(memberOfLot).limit(1);
          throw lapsed ? new RealCodeRefused(MESSAGES.memberCodeInvalid) : memberRefused();
        }

        const [existing] = await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(
              eq(sessions.locationId, lot.id),
              eq(sessions.kind, 'member'),
              eq(sessions.zoneId, zone.id),
              eq(sessions.plateNumber, plate),
              eq(sessions.code, code),
              gt(sessions.endTime, now),
            ),
          )
          .limit(1);
        if (existing) return { id: existing.id, created: false };

        const [row] = await tx
          .insert(sessions)
          .values({ ...freeSession(lot, now), kind: 'member', zoneId: zone.id, plateNumber: plate, state, code })
          .returning({ id: sessions.id });
        return { id: row!.id, created: true };
      });
      if (result.created) publishSessionChange(deps.live, input.locationId);
      return { session: await view(result.id, now), created: result.created };
    },
  };
}

export type CodeSessionsService = ReturnType<typeof createCodeSessionsService>;
