import { toDollars } from '../../../shared/money';
import crypto from 'node:crypto';
import { and, desc, eq, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import { PricingError, priceSession, type FeeFactors, type PriceBreakdown } from '../../../shared/pricing';
import type { Db } from '../../db/client';
import { locations, sessions, zones, type LocationRow, type SessionRow, type ZoneRow } from '../../db/schema';
import { withCompiledRows } from '../../db/rowMapper';
import { badRequest, notFound } from '../../errors';
import { Cents, numeric, Plate, PlateState, success, successBody, Timestamp } from '../../schemas/common';
import { Session } from '../../schemas/entities';
import { zoneWithLocation } from '../zones/service';

/** Booking plates: the one plate rule (src/shared/plates.ts via schemas/common). */
export const BookingPlate = Plate;
export const BookingState = PlateState;

/**
 * make/model/year are optional hints from the lookup (null when the plate is unknown); they only
 * fill gaps in the registry, so an odd value is dropped rather than failing the booking.
 */
export const BookingVehicle = z.object({
  plate: BookingPlate,
  state: BookingState,
  make: z.string().max(60).nullish(),
  model: z.string().max(60).nullish(),
  year: z.union([z.string().max(10), z.number()]).nullish(),
});

/**
 * SPEC 3's booking session as POST /billing/stripe-intent's `paymentObject` carries it (one, or one
 * per vehicle). Only its vehicle is read; its prices, times and user are the client's view and the
 * server prices the booking itself, so every other field is accepted as it comes.
 */
export const SpecBookingSession = z.looseObject({
  vehiclePlate: BookingPlate.optional(),
  vehicleState: BookingState.optional(),
  vehicleMake: z.string().max(60).nullish(),
  vehicleModel: z.string().max(60).nullish(),
  vehicleYear: z.union([z.string().max(10), z.number()]).nullish(),
});
type SpecBookingSession = z.infer<typeof SpecBookingSession>;
type BookingVehicleInput = z.infer<typeof BookingVehicle>;

const vehicleKey = (v: { plate: string; state: string }) => `${v.plate}/${v.state}`;

/**
 * The vehicles a booking pays for: our `vehicles` list, or SPEC's `paymentObject` sessions. Either
 * alone is enough; when both name vehicles they must name the same ones.
 */
export function vehiclesOfRequest(body: {
  vehicles?: BookingVehicleInput[];
  paymentObject?: SpecBookingSession | SpecBookingSession[];
}): BookingVehicleInput[] {
  const specSessions = body.paymentObject === undefined ? [] : [body.paymentObject].flat();
  const named = specSessions.filter((o) => o.vehiclePlate !== undefined || o.vehicleState !== undefined);
  if (named.some((o) => o.vehiclePlate === undefined)) throw badRequest(MESSAGES.plateRequired);
  if (named.some((o) => o.vehicleState === undefined)) throw badRequest(MESSAGES.stateRequired);
  const fromSpec = named.map((o) => ({
    plate: o.vehiclePlate!,
    state: o.vehicleState!,
    make: o.vehicleMake,
    model: o.vehicleModel,
    year: o.vehicleYear,
  }));
  if (body.vehicles && fromSpec.length > 0) {
    const ours = new Set(body.vehicles.map(vehicleKey));
    const theirs = new Set(fromSpec.map(vehicleKey));
    if (ours.size !== theirs.size || [...ours].some((k) => !theirs.has(k))) throw badRequest(MESSAGES.bookingVehiclesDisagree);
  }
  const vehicles = body.vehicles ?? fromSpec;
  if (vehicles.length === 0) throw badRequest(MESSAGES.bookingVehicleRequired);
  if (vehicles.length > LIMITS.vehiclesMax) throw badRequest(MESSAGES.tooManyVehicles);
  return vehicles;
}

/**
 * The provider reference of a paid intent: paymentIntentId, or read from the intent's clientSecret
 * (Stripe's and the demo's are `<id>_secret_<...>`; PayPal's is the order id itself).
 */
export function paymentReference(body: { paymentIntentId?: string; clientSecret?: string }): string {
  if (body.paymentIntentId) return body.paymentIntentId;
  if (body.clientSecret) return body.clientSecret.split('_secret_')[0]!;
  throw badRequest(MESSAGES.paymentReferenceRequired);
}

export function vehicleYear(year: string | number | null | undefined): number | undefined {
  const n = typeof year === 'number' ? year : Number(String(year ?? '').trim());
  return Number.isInteger(n) && n >= 1900 && n <= 2100 ? n : undefined;
}

export const BookingHours = numeric(z.number().min(1, MESSAGES.hoursMissing).max(LIMITS.hoursMax, MESSAGES.hoursTooMany));

/** The answer to every "open a payment" call (booking and extension); `data` repeats the fields for readers of data.x. */
export const IntentFields = z.object({
  clientSecret: z.string().describe('Stripe client_secret, PayPal order id, or the demo secret'),
  paymentIntentId: z.string().describe('the provider reference to send to POST /sessions (or /extend/confirm)'),
  provider: z.enum(['demo', 'stripe', 'paypal']),
  startTime: Timestamp,
  endTime: Timestamp,
  totalCost: Cents.describe('cents, all vehicles'),
  fees: Cents.describe('cents, all vehicles'),
  rate: Cents.describe("cents: the zone's price per hour (hourly) or per day"),
  hours: z.number().describe('hours charged (24 for a daily zone)'),
  vehicles: z.array(z.object({ plate: z.string(), state: z.string() })),
});
export type IntentFields = z.infer<typeof IntentFields>;
export const IntentResponse = success({ ...IntentFields.shape, data: IntentFields });

export function intentResponse(fields: IntentFields) {
  return successBody({ ...fields, data: fields });
}

/** A session as the booking screens read it: SPEC's session fields (money in dollars) plus time left. */
export const BookingSession = Session.extend({
  canExtend: z.boolean().describe('an active hourly booking of the caller that can still be extended'),
  canStop: z.boolean().describe('an active hourly booking of the caller that can end now, refunding the unused minutes'),
  refunded: z.number().nonnegative().describe('dollars given back so far (ending early); 0 when none'),
  stoppedAt: Timestamp.optional().describe('when the driver ended the parking early'),
  guestToken: z
    .string()
    .optional()
    .describe("a guest's new booking only: the token of its link, /bookings/guest/{token} (GET /sessions/guest/{token})"),
  minutesLeft: z.number().int().describe('minutes until the end time (0 once ended)'),
  timeZone: z.string().describe("the location's IANA time zone: times are shown in it, as on the receipt"),
  openHours: z
    .object({ openTime: z.string(), closeTime: z.string() })
    .optional()
    .describe("when canExtend: the zone's open hours (HH:MM at the lot), so the Extend panel can tell how far the parking may run"),
});
export type BookingSession = z.infer<typeof BookingSession>;

export function feeFactorsOf(location: LocationRow): FeeFactors {
  return { low: location.feeFactorLow, high: location.feeFactorHigh, thresholdCents: location.feeThresholdCents };
}

export function price(input: Parameters<typeof priceSession>[0]): PriceBreakdown {
  try {
    return priceSession(input);
  } catch (err) {
    if (err instanceof PricingError) throw badRequest(err.message);
    throw err;
  }
}

/** The zone and its location, refusing what cannot be booked (SPEC 2: an archived zone is closed). */
export async function loadBookableZone(db: Db, zoneId: string): Promise<{ zone: ZoneRow; location: LocationRow }> {
  const row = await zoneWithLocation(db, zoneId);
  if (!row) throw notFound();
  if (row.zone.archieved || row.location.archieved) throw badRequest(MESSAGES.zoneClosedBody);
  return row;
}

/**
 * A session's place in the history order: its start time as PostgreSQL text (microseconds, so a
 * time written by SQL rather than a JS Date still compares exactly) and its id as the tie-breaker.
 */
export const startTextOf = (startTime: SQLWrapper) =>
  sql<string>`to_char(${startTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const startText = startTextOf(sessions.startTime);

/** Who a booking belongs to: its user, or for a guest its guest marker (what the guest link proves). */
export function bookingOwner(s: Pick<SessionRow, 'userId' | 'guestMarker'>): string | null {
  return s.userId ?? s.guestMarker;
}

/** Sessions with their location and zone, newest start first, id breaking ties (the history order). */
function viewQuery(
  db: Db,
  where: SQL | undefined,
  limit?: number | Placeholder,
  page: { offset?: number | Placeholder; orderBy?: SQL[] } = {},
) {
  const query = db
    .select({
      s: sessions,
      startText,
      locationName: locations.name,
      locationAddress: locations.address,
      timeZone: locations.timeZone,
      zoneNumber: zones.zoneNumber,
      zoneArchived: zones.archieved,
      openTime: zones.openTime,
      closeTime: zones.closeTime,
    })
    .from(sessions)
    .innerJoin(locations, eq(sessions.locationId, locations.id))
    .leftJoin(zones, eq(sessions.zoneId, zones.id))
    .where(where)
    .orderBy(...(page.orderBy ?? []), desc(sessions.startTime), desc(sessions.id))
    .$dynamic();
  if (page.offset) query.offset(page.offset);
  return limit === undefined ? query : query.limit(limit);
}
const viewRows = async (...args: Parameters<typeof viewQuery>) => await viewQuery(...args);
type ViewRow = Awaited<ReturnType<typeof viewRows>>[number];

function toView(
  { s, locationName, locationAddress, timeZone, zoneNumber, zoneArchived, openTime, closeTime }: ViewRow,
  now: Date,
  viewerId: string | null | undefined,
): BookingSession {
  // A booking ended early is over, even one stopped before it began (its end is then its start).
  const msLeft = s.stoppedAt ? 0 : s.endTime.getTime() - now.getTime();
  // The viewer is a user id, or a guest marker when a guest opens their booking's link.
  const mine = Boolean(viewerId && bookingOwner(s) === viewerId);
  const canExtend = mine && s.kind === 'booking' && s.paid && s.isHourly && msLeft > 0 && zoneArchived === false;
  return {
    _id: s.id,
    plateNumber: s.plateNumber,
    state: s.state,
    startTime: s.startTime.toISOString(),
    endTime: s.endTime.toISOString(),
    createdAt: s.createdAt.toISOString(),
    rate: toDollars(s.rateCents),
    days: s.days,
    hours: Number(s.hours),
    fees: toDollars(s.feesCents),
    zoneId: s.zoneId,
    locationId: s.locationId,
    ...(zoneNumber !== null ? { zoneNumber } : {}),
    locationName,
    locationAddress,
    totalCost: toDollars(s.totalCostCents),
    isHourly: s.isHourly,
    paid: s.paid,
    ...(s.referenceNumber ? { referenceNumber: s.referenceNumber } : {}),
    ...(bookingOwner(s) ? { user: bookingOwner(s)! } : {}),
    ...(s.vehicleId ? { vehicleId: s.vehicleId } : {}),
    vehiclePlate: s.plateNumber,
    vehicleState: s.state,
    ...(s.vehicleMake ? { vehicleMake: s.vehicleMake } : {}),
    ...(s.vehicleModel ? { vehicleModel: s.vehicleModel } : {}),
    ...(s.vehicleYear !== null ? { vehicleYear: String(s.vehicleYear) } : {}),
    kind: s.kind,
    canExtend,
    canStop: mine && s.kind === 'booking' && s.paid && s.isHourly && msLeft > 0,
    refunded: toDollars(s.refundedCents),
    ...(s.stoppedAt ? { stoppedAt: s.stoppedAt.toISOString() } : {}),
    minutesLeft: Math.max(0, Math.ceil(msLeft / 60_000)),
    timeZone,
    ...(canExtend && openTime !== null && closeTime !== null ? { openHours: { openTime, closeTime } } : {}),
  };
}

/** Sessions with their location and zone, newest first (or in the order of `ids` when given). */
export async function sessionViews(
  db: Db,
  where: SQL | undefined,
  now: Date,
  opts: { viewerId?: string | null; ids?: string[] } = {},
): Promise<BookingSession[]> {
  const rows = await viewRows(db, where);
  if (opts.ids) {
    const order = new Map(opts.ids.map((id, i) => [id, i]));
    rows.sort((a, b) => (order.get(a.s.id) ?? 0) - (order.get(b.s.id) ?? 0));
  }
  return rows.map((row) => toView(row, now, opts.viewerId));
}

const by = (column: SQLWrapper, descending: boolean): SQL => (descending ? sql`${column} desc` : sql`${column} asc`);

/**
 * The sort keys of a page of sessions (a table's sortable columns); ties fall back to newest first.
 * Plain asc/desc on the start time, so the (location_id, start_time) index hands over the first
 * page of a busy month without reading the rest of it.
 */
export const SESSION_SORTS = {
  startTime: (d: boolean) => [by(sessions.startTime, d)],
  plateNumber: (d: boolean) => [by(sessions.plateNumber, d), by(sessions.state, d)],
  rate: (d: boolean) => [by(sessions.rateCents, d)],
  // Zone numbers are text: shorter first, so 9 comes before 10. Sessions without a zone (shown as
  // CODE) come last in either direction.
  zone: (d: boolean) => [sql`${zones.zoneNumber} is null`, by(sql`length(${zones.zoneNumber})`, d), by(zones.zoneNumber, d)],
} as const;
export type SessionSort = keyof typeof SESSION_SORTS;

/** One page of the sessions `where` selects, in a table's order (offset paging: the pages of a lot's month are few). */
export async function sessionPage(
  db: Db,
  where: SQL,
  now: Date,
  { limit, offset, sortBy, descending }: { limit: number; offset: number; sortBy: SessionSort; descending: boolean },
): Promise<BookingSession[]> {
  const rows = await viewRows(db, where, limit, { offset, orderBy: SESSION_SORTS[sortBy](descending) });
  return rows.map((row) => toView(row, now, null));
}

/**
 * sessionViews (or, given an order, sessionPage with the placeholders `limit` and `offset`) as a
 * prepared statement, for a `where` written with sql.placeholder(...): drizzle builds its SQL once
 * instead of on every request, and PostgreSQL parses it once per connection. `name` must be unique
 * to the statement's text.
 */
export function prepareSessionViews(db: Db, name: string, where: SQL, order?: { sortBy: SessionSort; descending: boolean }) {
  const query = order
    ? viewQuery(db, where, sql.placeholder('limit'), {
        offset: sql.placeholder('offset'),
        orderBy: SESSION_SORTS[order.sortBy](order.descending),
      })
    : viewQuery(db, where);
  const prepared = withCompiledRows(query.prepare(name));
  return async (values: Record<string, unknown>, now: Date): Promise<BookingSession[]> =>
    (await prepared.execute(values)).map((row) => toView(row, now, null));
}

/** The page a history list asks for (GET /sessions/me, GET /sessions): its size and where the previous one ended. */
export const HistoryPageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.historyPageMax)
    .default(LIMITS.historyPageDefault)
    .describe(`sessions per page (1 to ${LIMITS.historyPageMax})`),
  before: z.string().min(1).max(200).optional().describe("the previous page's nextCursor; absent for the first page"),
});
/** The answer's cursor of the page after (the history lists'). */
export const NextCursor = z.string().nullable().describe('pass as `before` for the next page; null when there are no more');

/**
 * The keyset of GET /sessions/me: where the previous page ended. Opaque to clients (base64url of
 * JSON) so its shape can change; it needs no signature, because it only narrows the caller's own
 * sessions (user_id = caller), so a forged one cannot reveal anything.
 */
const PageCursor = z.tuple([z.iso.datetime(), z.uuid()]);
type PageCursor = z.infer<typeof PageCursor>;

/** The cursor of a page that ended with the session `id` starting at `startText` (the history order's keys). */
export const encodePageCursor = (startText: string, id: string): string =>
  Buffer.from(JSON.stringify([startText, id] satisfies PageCursor)).toString('base64url');
const encodeCursor = (row: ViewRow): string => encodePageCursor(row.startText, row.s.id);

/** The cursor a client sent back, or a 400 when it is not one the server could have written. */
export function decodeCursor(text: string): PageCursor {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(MESSAGES.badCursor);
  }
  const parsed = PageCursor.safeParse(json);
  if (!parsed.success) throw badRequest(MESSAGES.badCursor);
  return parsed.data;
}

/**
 * One page of the caller's own history, in the history order, starting after `before`. One more
 * row than asked for is read, so `nextCursor` is null exactly when nothing older is left.
 */
export async function historyPage(
  db: Db,
  userId: string,
  now: Date,
  { limit, before }: { limit: number; before?: PageCursor },
): Promise<{ sessions: BookingSession[]; nextCursor: string | null }> {
  // A row comparison, so the (user_id, start_time, id) index serves it: strictly older, or as old with a smaller id.
  const after = before ? sql`(${sessions.startTime}, ${sessions.id}) < (${before[0]}::timestamptz, ${before[1]}::uuid)` : undefined;
  const rows = await viewRows(db, and(ownedBy(userId), after), limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { sessions: page.map((row) => toView(row, now, userId)), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

export function byIds(ids: string[]): SQL | undefined {
  return ids.length ? inArray(sessions.id, ids) : eq(sessions.id, crypto.randomUUID());
}

/** The caller's own bookings: sessions whose user is the caller (guest bookings have no user). */
export function ownedBy(userId: string): SQL {
  return eq(sessions.userId, userId);
}

export type { SessionRow };
