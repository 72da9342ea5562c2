import { zonedDay } from '../../../shared/dates';
import { MESSAGES, PLATE_REASONS } from '../../../shared/messages';
import { normalizePlate } from '../../../shared/plates';
import type { PlateStatus } from '../../db/schema/plateChecks';
import type { SessionKind } from '../../db/schema/sessions';

/**
 * "May this plate park here now?" as a pure function over rows already fetched (service.ts fetches
 * them with indexed queries). A plate has the right to park at a location at an instant when:
 * - a counting session of the plate at the location covers the instant: a paid booking or manual
 *   session, or a member-code or guest-validation session (free, so not required to be paid);
 *   a session starting within START_LEAD_MS counts already (SPEC 9: a booking starts 10 minutes
 *   after it is paid, while the car is already parked);
 * - the plate is a current member of the location (a member row of the location, or of its owner
 *   with no location: every location of the owner), valid through valid_until_date in the
 *   location's time zone;
 * - the plate is on the list of a vendor of the location whose expiration date has not passed
 *   (the list holds through the expiration's day in the location's time zone);
 * - or, failing all that, a session ended less than the location's grace minutes ago (not one the
 *   driver stopped early: that end is the driver's own choice).
 * Otherwise the plate's latest lapsed right makes it Expired, and with none it is not found.
 * Unpaid bookings (a payment never completed) and fully refunded ones count for nothing.
 */

export const START_LEAD_MS = 15 * 60_000;

export interface RightLocation {
  id: string;
  userId: string;
  timeZone: string;
  graceMinutes: number;
}

export interface RightSession {
  id: string;
  kind: SessionKind;
  locationId: string;
  zoneId?: string | null;
  plateNumber: string;
  paid: boolean;
  startTime: Date;
  endTime: Date;
  stoppedAt: Date | null;
  totalCostCents: number;
  refundedCents: number;
  code: string | null;
  referenceNumber: string | null;
  /** The validating vendor's name (guest sessions). */
  vendorName: string | null;
}

export interface RightMember {
  plate: string;
  code: string;
  /** YYYY-MM-DD, the last day the membership holds. */
  validUntilDate: string;
  /** Null: every location of the owner (userId). */
  locationId: string | null;
  userId: string;
}

export interface RightVendorPlate {
  plateNumber: string;
  vendorName: string;
  vendorLocationId: string;
  expirationDate: Date;
}

export interface RightInput {
  location: RightLocation;
  plate: string;
  at: Date;
  sessions: readonly RightSession[];
  members: readonly RightMember[];
  vendorPlates: readonly RightVendorPlate[];
}

export type RightBasis = 'session' | 'member' | 'vendor' | 'grace' | 'lapsed' | 'none';

export interface RightDecision {
  status: PlateStatus;
  basis: RightBasis;
  /** The session the decision rests on (valid, in grace or expired), if any. */
  session: RightSession | null;
  /** The human line: "paid until 2:30 PM", "grace, 4 min left", "expired at 2:30 PM". */
  reason: string;
  /**
   * When this answer stops holding by the clock alone: a covering session's end (with the lot's
   * grace after it, unless it was ended early), a grace period's end. Absent when only a change to
   * the records can change it (a membership or vendor list holds through its day).
   */
  changesAt?: Date;
}

function safeFormat(at: Date, timeZone: string, opts: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat('en-US', { ...opts, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...opts, timeZone: 'UTC' }).format(at);
  }
}

/** "Mar 12" (with the year when it is not the current one) of a YYYY-MM-DD day. */
export function dayLabel(day: string, today: string): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * "2:30 PM" in the location's time zone (as receipts and open hours write times); "Mar 12, 2:30 PM"
 * when that is not the day of `now` there.
 */
export function clockLabel(at: Date, timeZone: string, now: Date): string {
  const time = safeFormat(at, timeZone, { hour: 'numeric', minute: '2-digit', hour12: true });
  const day = zonedDay(at, timeZone);
  const today = zonedDay(now, timeZone);
  return day === today ? time : `${dayLabel(day, today)}, ${time}`;
}

/** Whether a session gives any right at all: a paid booking or manual entry, any member or guest session; not a full refund. */
export function sessionCounts(s: RightSession): boolean {
  if ((s.kind === 'booking' || s.kind === 'manual') && !s.paid) return false;
  const fullyRefunded = s.totalCostCents > 0 && s.refundedCents >= s.totalCostCents && s.stoppedAt === null;
  return !fullyRefunded;
}

function validSessionReason(s: RightSession, loc: RightLocation, now: Date): string {
  if (s.kind === 'member') return PLATE_REASONS.memberSessionUntil(s.code ?? '', clockLabel(endOf(s), loc.timeZone, now));
  if (s.kind === 'guest') return PLATE_REASONS.guestValidation(s.referenceNumber ?? '', s.vendorName);
  return PLATE_REASONS.paidUntil(clockLabel(endOf(s), loc.timeZone, now));
}

/**
 * A vendor's code and plate list hold through the expiration's calendar day at the location,
 * however the day was stored. The guest registration (POST /sessions/validate) asks the same.
 */
export function vendorCurrent(expirationDate: Date, timeZone: string, now: Date): boolean {
  return zonedDay(expirationDate, timeZone) >= zonedDay(now, timeZone);
}

/**
 * The first valid_until_date (YYYY-MM-DD) of a current membership at the location now: a
 * membership holds through its last day there. The member-code page (POST /sessions/code) asks the same.
 */
export function memberValidSince(timeZone: string, now: Date): string {
  return zonedDay(now, timeZone);
}

/**
 * When a session's right ends: its end, or the moment it was ended early when that came first (a
 * booking stopped before its start keeps its start as end, yet the car left at the stop).
 */
const endOf = (s: RightSession): Date => (s.stoppedAt !== null && s.stoppedAt < s.endTime ? s.stoppedAt : s.endTime);

const memberHere = (m: RightMember, loc: RightLocation) => (m.locationId === null ? m.userId === loc.userId : m.locationId === loc.id);

interface Lapse {
  at: number;
  session: RightSession | null;
  reason: string;
}

export function decideParkingRight(input: RightInput): RightDecision {
  const { location: loc, at: now } = input;
  const plate = normalizePlate(input.plate);
  const t = now.getTime();
  const graceMs = Math.max(0, loc.graceMinutes) * 60_000;
  const today = zonedDay(now, loc.timeZone);
  const lapses: Lapse[] = [];

  // 1. A session covering the instant: the one that lasts longest.
  const sessions = input.sessions.filter((s) => s.locationId === loc.id && normalizePlate(s.plateNumber) === plate && sessionCounts(s));
  const covering = sessions
    .filter((s) => s.startTime.getTime() <= t + START_LEAD_MS && t <= endOf(s).getTime())
    .sort((a, b) => endOf(b).getTime() - endOf(a).getTime())[0];
  if (covering) {
    return {
      status: 'valid',
      basis: 'session',
      session: covering,
      reason: validSessionReason(covering, loc, now),
      // Then the line is the grace's, another session's or the lapse's.
      changesAt: endOf(covering),
    };
  }

  // 2. A current member of the location.
  const members = input.members.filter((m) => normalizePlate(m.plate) === plate && memberHere(m, loc));
  const member = members
    .filter((m) => m.validUntilDate >= memberValidSince(loc.timeZone, now))
    .sort((a, b) => b.validUntilDate.localeCompare(a.validUntilDate))[0];
  if (member) {
    return {
      status: 'valid',
      basis: 'member',
      session: null,
      reason: PLATE_REASONS.memberCodeValidUntil(member.code, dayLabel(member.validUntilDate, today)),
    };
  }
  for (const m of members) {
    lapses.push({
      at: Date.parse(`${m.validUntilDate}T23:59:59Z`),
      session: null,
      reason: PLATE_REASONS.memberCodeExpired(m.code, dayLabel(m.validUntilDate, today)),
    });
  }

  // 3. A plate on the list of a vendor of the location that has not expired.
  const listed = input.vendorPlates.filter((v) => v.vendorLocationId === loc.id && normalizePlate(v.plateNumber) === plate);
  const vendor = listed
    .filter((v) => vendorCurrent(v.expirationDate, loc.timeZone, now))
    .sort((a, b) => b.expirationDate.getTime() - a.expirationDate.getTime())[0];
  if (vendor) {
    const until = dayLabel(zonedDay(vendor.expirationDate, loc.timeZone), today);
    return { status: 'valid', basis: 'vendor', session: null, reason: PLATE_REASONS.onVendorList(vendor.vendorName, until) };
  }
  for (const v of listed) {
    const day = dayLabel(zonedDay(v.expirationDate, loc.timeZone), today);
    lapses.push({ at: v.expirationDate.getTime(), session: null, reason: PLATE_REASONS.vendorListExpired(v.vendorName, day) });
  }

  // 4. Grace after a session's end (not after an early stop), then the latest lapse.
  const ended = sessions.filter((s) => endOf(s).getTime() < t).sort((a, b) => endOf(b).getTime() - endOf(a).getTime());
  const inGrace = ended.find((s) => s.stoppedAt === null && t < s.endTime.getTime() + graceMs);
  if (inGrace) {
    const minutes = Math.ceil((inGrace.endTime.getTime() + graceMs - t) / 60_000);
    return {
      status: 'valid',
      basis: 'grace',
      session: inGrace,
      reason: PLATE_REASONS.grace(minutes),
      changesAt: new Date(inGrace.endTime.getTime() + graceMs),
    };
  }
  const lastEnded = ended[0];
  if (lastEnded) {
    lapses.push({
      at: endOf(lastEnded).getTime(),
      session: lastEnded,
      reason: PLATE_REASONS.expiredAt(clockLabel(endOf(lastEnded), loc.timeZone, now)),
    });
  }
  const lapse = lapses.sort((a, b) => b.at - a.at)[0];
  if (lapse) return { status: 'expired', basis: 'lapsed', session: lapse.session, reason: lapse.reason };
  return { status: 'not_found', basis: 'none', session: null, reason: MESSAGES.plateNotFound };
}
