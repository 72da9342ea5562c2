import crypto from 'node:crypto';
import type { PlateAndState } from '../../../shared/plates';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import { bookingHoursProblem, extensionHoursProblem, openHoursMessage, openHoursProblem, type OpenHours } from '../../../shared/openHours';
import { isValidEmail } from '../../../shared/password';
import { sessionWindow } from '../../../shared/pricing';
import type { Db } from '../../db/client';
import { locations, sessions, zones } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { Confirmation, PaymentsService } from '../payments/service';
import type { VehiclesService } from '../vehicles/service';
import type { LiveBus } from '../../plugins/live';
import {
  bookingOwner,
  byIds,
  feeFactorsOf,
  intentResponse,
  loadBookableZone,
  price,
  sessionViews,
  vehicleYear,
  type SessionRow,
} from './booking';
import { guestBookingToken } from './guestLink';
import { createSessionPaymentKinds, ExtensionMeta, type BookingMeta } from './paymentKinds';
import { envelopeBody } from '../../schemas/common';

export interface BookingServiceDeps {
  db: Db;
  /** Signs a guest's link to their booking (guestLink.ts), given with a guest's new booking. */
  jwtSecret: string;
  payments: PaymentsService;
  vehicles: VehiclesService;
  /** Live updates once a booking or an extension committed (plugins/live.ts). */
  live?: LiveBus;
}

/** What POST /billing/stripe-intent reads (the rest of its body is ignored: the server prices). */
export interface BookingRequest {
  zoneId: string;
  hours: number;
  vehicles: (PlateAndState & { make?: string | null; model?: string | null; year?: string | number | null })[];
  email?: string;
  fees?: number;
}

/** The open-hours rule of src/shared/openHours.ts as the API's refusal (400 with the driver's wording). */
export function assertOpenHours(zone: OpenHours, timeZone: string, start: Date, end: Date, isHourly: boolean): void {
  const problem = openHoursProblem(zone, timeZone, start, end, isHourly);
  if (problem) throw badRequest(openHoursMessage(problem));
}

export type BookingService = ReturnType<typeof createBookingService>;

/**
 * Booking and extending: prices what the driver asks for, opens its payment, and turns a confirmed
 * payment into sessions (through the payments module and the kinds registered from `kinds`).
 */
export function createBookingService(deps: BookingServiceDeps) {
  const { db, payments } = deps;
  const kinds = createSessionPaymentKinds({ vehicles: deps.vehicles, live: deps.live });

  async function booked(result: Confirmation<SessionRow[]>, viewerId: string | null) {
    const rows = result.outcome;
    const ids = rows.map((s) => s.id);
    const now = new Date();
    const views = (await sessionViews(db, byIds(ids), now, { viewerId, ids })).map((view, i) => {
      // A guest's booking answers with the link that lets them open it later without an account.
      const row = rows.find((r) => r.id === view._id) ?? rows[i];
      return !viewerId && row?.guestMarker ? { ...view, guestToken: guestBookingToken(row.id, row.endTime, deps.jwtSecret, now) } : view;
    });
    const first = rows[0];
    const figures = {
      totalCost: rows.reduce((sum, s) => sum + s.totalCostCents, 0),
      startTime: (first?.startTime ?? new Date()).toISOString(),
      endTime: (first?.endTime ?? new Date()).toISOString(),
      sessions: views,
    };
    // SPEC's "response data.data with totalCost, startTime, endTime" read as its other calls read
    // (data.data.zones is the body's data.zones): the figures are in the body's data; they are also
    // one level deeper, where this app (and a client reading SPEC word for word) finds them.
    return envelopeBody({ ...figures, data: figures });
  }

  return {
    /** The payment kinds this module fulfils; registered once with the payments service. */
    kinds,

    /** Prices a booking (never the client's prices) and opens its payment. */
    async openBooking(body: BookingRequest, userId: string | null) {
      const { zone, location } = await loadBookableZone(db, body.zoneId);
      const seen = new Set(body.vehicles.map((v) => `${v.plate}/${v.state}`));
      if (seen.size !== body.vehicles.length) throw badRequest(MESSAGES.vehicleAddedTwice);
      const breakdown = price({
        priceCents: zone.priceCents,
        isHourly: zone.isHourly,
        hours: body.hours,
        vehicles: body.vehicles.length,
        factors: feeFactorsOf(location),
      });
      const now = new Date();
      const { startTime, endTime } = sessionWindow(now, zone.isHourly, zone.isHourly ? breakdown.hours : undefined, location.timeZone);
      // The rule the booking page says before the driver asks (src/shared/openHours.ts): one function for both.
      const hoursProblem = bookingHoursProblem(zone, location.timeZone, breakdown.hours, now);
      if (hoursProblem) throw badRequest(openHoursMessage(hoursProblem));

      const email = body.email?.trim();
      const meta: BookingMeta = {
        kind: 'booking',
        zoneId: zone.id,
        locationId: location.id,
        isHourly: zone.isHourly,
        hours: breakdown.hours,
        minutes: breakdown.minutes,
        vehicles: body.vehicles.map((v) => {
          const make = v.make?.trim();
          const model = v.model?.trim();
          const year = vehicleYear(v.year);
          return { plate: v.plate, state: v.state, ...(make ? { make } : {}), ...(model ? { model } : {}), ...(year ? { year } : {}) };
        }),
        rateCents: breakdown.rateCents,
        parkingCents: breakdown.parkingCents,
        feesCents: breakdown.feesCents,
        perVehicleCents: breakdown.perVehicleCents,
        totalCents: breakdown.totalCents,
        startTime: startTime.toISOString(),
        endTime: endTime.toISOString(),
        userId,
        // A guest has no user id; this marker stands in for it on the sessions (SPEC 1).
        guestMarker: userId ? null : `guest:${crypto.randomUUID()}`,
        ...(email && isValidEmail(email) ? { email } : {}),
        ...(body.fees !== undefined ? { clientFees: body.fees } : {}),
      };
      const plates = meta.vehicles.map((v) => `${v.plate} ${v.state}`).join(', ');
      const opened = await payments.open({
        amountCents: breakdown.totalCents,
        userId,
        meta,
        description: `Parking at ${location.name}, zone ${zone.zoneNumber}: ${plates}`,
        metadata: { kind: 'booking', zoneId: zone.id, locationId: location.id, plates },
      });
      return intentResponse({
        clientSecret: opened.clientSecret,
        paymentIntentId: opened.providerRef,
        provider: payments.providerName,
        startTime: meta.startTime,
        endTime: meta.endTime,
        totalCost: breakdown.totalCents,
        fees: breakdown.feesCents * breakdown.vehicles,
        rate: breakdown.rateCents,
        hours: breakdown.hours,
        vehicles: meta.vehicles.map((v) => ({ plate: v.plate, state: v.state })),
      });
    },

    /** The sessions a verified booking payment paid for; `created` is false on a replay. */
    async confirmBooking(paymentIntentId: string, viewerId: string | null) {
      // The intent id is the payer's secret, but a driver's booking is theirs: another signed-in
      // account presenting it learns nothing, as for any booking of someone else. Nothing is
      // fulfilled here then; the payer's own confirmation or the pending-payment sweep does it.
      const payment = await payments.find(paymentIntentId);
      if (payment?.userId && viewerId && payment.userId !== viewerId) throw notFound(MESSAGES.paymentNotFound);
      const result = await payments.confirm(kinds.booking, paymentIntentId);
      return { created: result.created, body: await booked(result, viewerId) };
    },

    /**
     * Prices more hours on an active hourly booking of the caller and opens their payment. `owner`
     * is the caller's user id, or for a guest (the guest link) the booking's guest marker.
     */
    async openExtension(owner: string, sessionId: string, hours: number) {
      const [row] = await db
        .select({ s: sessions, zone: zones, location: locations })
        .from(sessions)
        .innerJoin(locations, eq(sessions.locationId, locations.id))
        .leftJoin(zones, eq(sessions.zoneId, zones.id))
        .where(eq(sessions.id, sessionId))
        .limit(1);
      if (!row) throw notFound();
      const { s, zone, location } = row;
      // Someone else's booking is answered like one that does not exist: a 403 would confirm it does.
      if (bookingOwner(s) !== owner) throw notFound();
      if (s.kind !== 'booking' || !s.paid) throw badRequest(MESSAGES.extendOnlyPaid);
      if (!s.isHourly) throw badRequest(MESSAGES.extendOnlyHourly);
      if (s.stoppedAt || s.endTime.getTime() <= Date.now()) throw badRequest(MESSAGES.extendEnded);
      // Not "at this time": the lot or zone takes no bookings at any hour now (its owner closed it,
      // or deleted their account), while the time already paid for stays.
      if (!zone || zone.archieved || location.archieved) throw badRequest(MESSAGES.extendLotClosed);

      const breakdown = price({ priceCents: s.rateCents, isHourly: true, hours, vehicles: 1, factors: feeFactorsOf(location) });
      const newEnd = new Date(s.endTime.getTime() + breakdown.minutes * 60_000);
      const lateProblem = extensionHoursProblem(zone, location.timeZone, s.startTime, s.endTime, breakdown.minutes);
      if (lateProblem) throw badRequest(openHoursMessage(lateProblem));

      const meta: ExtensionMeta = {
        kind: 'extension',
        sessionId: s.id,
        userId: owner,
        addedMinutes: breakdown.minutes,
        hours: breakdown.hours,
        rateCents: breakdown.rateCents,
        parkingCents: breakdown.parkingCents,
        feesCents: breakdown.feesCents,
        totalCents: breakdown.totalCents,
        fromEndTime: s.endTime.toISOString(),
      };
      const opened = await payments.open({
        amountCents: breakdown.totalCents,
        userId: s.userId,
        meta,
        description: `Parking extension at ${location.name}, zone ${zone.zoneNumber}: ${s.plateNumber} ${s.state}, ${breakdown.hours} h`,
        metadata: { kind: 'extension', sessionId: s.id },
      });
      return intentResponse({
        clientSecret: opened.clientSecret,
        paymentIntentId: opened.providerRef,
        provider: payments.providerName,
        startTime: s.startTime.toISOString(),
        endTime: newEnd.toISOString(),
        totalCost: breakdown.totalCents,
        fees: breakdown.feesCents,
        rate: breakdown.rateCents,
        hours: breakdown.hours,
        vehicles: [{ plate: s.plateNumber, state: s.state }],
      });
    },

    /** Applies a paid extension of the caller's session once (a replay answers the same session); `owner` as for openExtension. */
    async confirmExtension(owner: string, sessionId: string, paymentIntentId: string) {
      const payment = await payments.find(paymentIntentId);
      const meta = ExtensionMeta.safeParse(payment?.meta);
      if (!payment || !meta.success || meta.data.sessionId !== sessionId) throw badRequest(MESSAGES.extendWrongPayment);
      if (meta.data.userId !== owner) throw notFound();
      return booked(await payments.confirm(kinds.extension, paymentIntentId), owner);
    },

    /** A guest's booking as its guest link shows it; null when the link names no guest booking. */
    async guestBooking(sessionId: string) {
      const [s] = await db.select({ guestMarker: sessions.guestMarker }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
      if (!s?.guestMarker) return null;
      const [view] = await sessionViews(db, byIds([sessionId]), new Date(), { viewerId: s.guestMarker, ids: [sessionId] });
      return view ? { view, guestMarker: s.guestMarker } : null;
    },
  };
}
