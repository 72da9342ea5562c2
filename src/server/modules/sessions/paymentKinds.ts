import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES, bookingLocationGone, extendedSessionGone } from '../../../shared/messages';
import { locations, refunds, sessions, zones, type PaymentRow, type SessionRow } from '../../db/schema';
import { extensionHoursProblem, openHoursMessage } from '../../../shared/openHours';
import { Unfulfillable, type PaymentKind, type Tx } from '../payments/kinds';
import type { VehiclesService } from '../vehicles/service';
import { publishSessionChange, type LiveBus } from '../../plugins/live';

/**
 * What a booking or extension payment is for (payments.meta), written when the intent is created
 * from the server's own prices and read back when the payment is fulfilled. The client's word is
 * never consulted after the intent: only this record and the provider's verification.
 */
export const BookingVehicleMeta = z.object({
  plate: z.string(),
  state: z.string(),
  make: z.string().optional(),
  model: z.string().optional(),
  year: z.number().int().optional(),
});

export const BookingMeta = z.object({
  kind: z.literal('booking'),
  zoneId: z.string(),
  locationId: z.string(),
  isHourly: z.boolean(),
  hours: z.number(),
  minutes: z.number().int(),
  vehicles: z.array(BookingVehicleMeta).min(1),
  /** The zone's price per hour or day. */
  rateCents: z.number().int(),
  /** Per vehicle. */
  parkingCents: z.number().int(),
  feesCents: z.number().int(),
  perVehicleCents: z.number().int(),
  totalCents: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  userId: z.string().nullable(),
  guestMarker: z.string().nullable(),
  email: z.string().optional(),
  /** The fees the client showed, kept to spot stale clients; never used for money. */
  clientFees: z.number().optional(),
});
export type BookingMeta = z.infer<typeof BookingMeta>;

export const ExtensionMeta = z.object({
  kind: z.literal('extension'),
  sessionId: z.string(),
  /** Who may confirm it: the booking's user id, or its guest marker for a guest (the guest link). */
  userId: z.string(),
  addedMinutes: z.number().int().positive(),
  hours: z.number(),
  rateCents: z.number().int(),
  parkingCents: z.number().int(),
  feesCents: z.number().int(),
  totalCents: z.number().int(),
  /**
   * The end time the extension was priced against (for support). When it is paid, the extension is
   * checked again against the booking as it is then: one that ended meanwhile, or whose new end
   * would pass the zone's closing, is refunded instead (applyExtension).
   */
  fromEndTime: z.string(),
});
export type ExtensionMeta = z.infer<typeof ExtensionMeta>;

export type BookingPaymentKind = PaymentKind<BookingMeta, SessionRow[]>;
export type ExtensionPaymentKind = PaymentKind<ExtensionMeta, SessionRow[]>;

export interface SessionPaymentKindsDeps {
  vehicles: VehiclesService;
  /** Told, once committed, where sessions were made or extended (the enforcer's live table). */
  live?: LiveBus;
}

/** The payment kinds the sessions module fulfils: a booking (its sessions) and an extension (a later end). */
export function createSessionPaymentKinds(deps: SessionPaymentKindsDeps): {
  booking: BookingPaymentKind;
  extension: ExtensionPaymentKind;
} {
  const booking: BookingPaymentKind = {
    kind: 'booking',
    meta: BookingMeta,
    notThisKind: MESSAGES.paymentIsBooking,
    fulfil: (tx, payment, meta, now) => createBooking(deps, tx, payment, meta, now),
    committed: (_rows, meta) => publishSessionChange(deps.live, meta.locationId),
    fulfilled: (tx, payment) =>
      tx.select().from(sessions).where(eq(sessions.paymentId, payment.id)).orderBy(asc(sessions.createdAt), asc(sessions.plateNumber)),
  };
  const extension: ExtensionPaymentKind = {
    kind: 'extension',
    meta: ExtensionMeta,
    notThisKind: MESSAGES.paymentIsExtension,
    fulfil: (tx, payment, meta, now) => applyExtension(tx, payment, meta, now),
    committed: (rows) => publishSessionChange(deps.live, rows[0]?.locationId),
    fulfilled: (tx, _payment, meta) => tx.select().from(sessions).where(eq(sessions.id, meta.sessionId)),
  };
  return { booking, extension };
}

async function createBooking(
  deps: SessionPaymentKindsDeps,
  tx: Tx,
  payment: PaymentRow,
  meta: BookingMeta,
  now: Date,
): Promise<SessionRow[]> {
  // The window was quoted when the intent was made; if paying took longer than the 10 minutes of
  // slack, the session starts now and still runs for the time bought.
  let start = new Date(meta.startTime);
  let end = new Date(meta.endTime);
  if (start.getTime() < now.getTime()) {
    end = new Date(now.getTime() + (end.getTime() - start.getTime()));
    start = now;
  }
  // The zone or its location may have been deleted while the driver paid: the booking still
  // stands (it is paid for) without the zone; without its location there is nothing to book, and
  // the payment is refunded. So it is when the owner turned the lot or the zone off meanwhile:
  // parking there is no longer sold (the intent is refused from then on), and a paid session
  // would tell an enforcer the car may stay.
  const [place] = await tx
    .select({ locationId: locations.id, zoneId: zones.id, lotOff: locations.archieved, zoneOff: zones.archieved })
    .from(locations)
    .leftJoin(zones, and(eq(zones.id, meta.zoneId), eq(zones.locationId, locations.id)))
    .where(eq(locations.id, meta.locationId))
    .limit(1);
  if (!place) throw new Unfulfillable(bookingLocationGone(payment.id));
  if (place.lotOff || place.zoneOff) throw new Unfulfillable(MESSAGES.zoneClosedBody);
  const made: SessionRow[] = [];
  for (const v of meta.vehicles) {
    const vehicle = await deps.vehicles.remember(v, now, tx);
    const [row] = await tx
      .insert(sessions)
      .values({
        kind: 'booking',
        locationId: meta.locationId,
        zoneId: place.zoneId,
        userId: meta.userId,
        guestMarker: meta.guestMarker,
        paymentId: payment.id,
        vehicleId: vehicle?.id ?? null,
        plateNumber: v.plate,
        state: v.state,
        vehicleMake: vehicle?.make ?? null,
        vehicleModel: vehicle?.model ?? null,
        vehicleYear: vehicle?.year ?? null,
        startTime: start,
        endTime: end,
        hours: meta.isHourly ? meta.hours : 0,
        days: meta.isHourly ? 0 : 1,
        isHourly: meta.isHourly,
        rateCents: meta.rateCents,
        feesCents: meta.feesCents,
        totalCostCents: meta.perVehicleCents,
        paid: true,
      })
      .returning();
    made.push(row!);
  }
  return made;
}

async function applyExtension(tx: Tx, payment: PaymentRow, meta: ExtensionMeta, now: Date): Promise<SessionRow[]> {
  // The session is locked while the extension is checked and applied: two extensions of one booking,
  // or an extension and an early stop, are applied one after the other, each to the booking as the
  // one before left it (what POST /sessions/{id}/extend checked was the end when it was opened).
  const [found] = await tx
    .select({ s: sessions, zone: zones, timeZone: locations.timeZone, graceMinutes: locations.graceMinutes })
    .from(sessions)
    .innerJoin(locations, eq(sessions.locationId, locations.id))
    .leftJoin(zones, eq(sessions.zoneId, zones.id))
    .where(eq(sessions.id, meta.sessionId))
    .for('update', { of: sessions });
  // The money was taken for a session deleted meanwhile: the payments service refunds it.
  if (!found) throw new Unfulfillable(extendedSessionGone(payment.id));
  const { s, zone, timeZone, graceMinutes } = found;
  // Ended meanwhile (stopped early, a stop under way, or its time ran out past the lot's grace): the
  // extension would add time and money to a booking that is over, and no early stop could give that
  // money back. Inside the grace (a payment confirmed a moment after the end on a weak signal) the
  // car is still covered, so the extension carries on from the old end as it was priced.
  const over = s.endTime.getTime() + graceMinutes * 60_000 <= now.getTime();
  if (s.stoppedAt || over || (await stopUnderWay(tx, s.id))) {
    throw new Unfulfillable(MESSAGES.extendEnded);
  }
  // The open-hours rule again, against the end as it is now (another extension may have moved it).
  if (zone) {
    const problem = extensionHoursProblem(zone, timeZone, s.startTime, s.endTime, meta.addedMinutes);
    if (problem) throw new Unfulfillable(openHoursMessage(problem));
  }
  const [row] = await tx
    .update(sessions)
    .set({
      endTime: sql`${sessions.endTime} + make_interval(mins => ${meta.addedMinutes}::int)`,
      hours: sql`${sessions.hours} + ${meta.hours}::numeric`,
      feesCents: sql`${sessions.feesCents} + ${meta.feesCents}::int`,
      totalCostCents: sql`${sessions.totalCostCents} + ${meta.totalCents}::int`,
    })
    .where(eq(sessions.id, meta.sessionId))
    .returning();
  if (!row) throw new Unfulfillable(extendedSessionGone(payment.id));
  return [row];
}

/** Whether an early stop of the session has refunds planned or made (earlyStop.ts): the booking is ending. */
async function stopUnderWay(tx: Tx, sessionId: string): Promise<boolean> {
  const [live] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.sessionId, sessionId), ne(refunds.status, 'failed')))
    .limit(1);
  return Boolean(live);
}
