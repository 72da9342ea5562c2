import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations, payments, sessions, vehicles, zones, type PaymentRow, type SessionRow } from '../../db/schema';
import { HttpError, badRequest, conflict, notFound } from '../../errors';
import { PaymentMeta, type BookingMeta, type ExtensionMeta } from './meta';
import type { PaymentProvider, VerifiedPayment } from './types';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface FulfilDeps {
  db: Db;
  payments: PaymentProvider;
}

export interface FulfilOptions {
  /** What the caller expects the payment to be for; anything else is refused before any work (400). */
  expect?: PaymentMeta['kind'];
  /**
   * The provider's own account of the payment when the caller already holds one it trusts (the
   * Stripe webhook, whose signature was checked). Without it the provider is asked (verify).
   */
  verified?: VerifiedPayment;
  now?: Date;
}

export interface FulfilResult {
  kind: PaymentMeta['kind'];
  /** false when the payment had been fulfilled before (a replay): nothing was written. */
  created: boolean;
  paymentId: string;
  /** What the payment was for, in cents. */
  amountCents: number;
  /** The booking's sessions (one per vehicle), or the one extended session. */
  sessions: SessionRow[];
}

export const PAYMENT_INCOMPLETE = 'The payment has not been completed.';
export const PAYMENT_SHORT = 'The payment does not cover the total of this booking.';

/**
 * Turns one verified payment into what it paid for, exactly once: the sessions of a booking (one
 * per vehicle) or the new end time of an extended session. Called by POST /sessions, by the
 * extension confirmation and by the Stripe webhook, in any order and any number of times:
 *
 *  - the provider is asked (or the webhook's verified event used) before anything is written; a
 *    payment that did not succeed, or received less than the server's price, answers 402;
 *  - the payments row is locked (select ... for update) and its status checked inside the one
 *    transaction that writes, so two concurrent confirmations cannot both create sessions; a
 *    replay returns the sessions made the first time.
 */
export async function fulfilPayment(deps: FulfilDeps, providerRef: string, opts: FulfilOptions = {}): Promise<FulfilResult> {
  const { db } = deps;
  const [payment] = await db.select().from(payments).where(eq(payments.providerRef, providerRef)).limit(1);
  if (!payment) throw notFound('This payment does not exist.');
  const parsed = PaymentMeta.safeParse(payment.meta);
  if (!parsed.success) throw badRequest('This payment is not for a parking session.');
  const meta = parsed.data;
  if (opts.expect && meta.kind !== opts.expect) {
    throw badRequest(
      meta.kind === 'extension'
        ? 'This payment is for an extension, not a new booking.'
        : 'This payment is for a new booking, not an extension.',
    );
  }

  if (payment.status === 'succeeded') return db.transaction((tx) => existing(tx, payment, meta));

  if (payment.provider !== deps.payments.name) {
    throw conflict('This payment was started with another payment provider than the one now configured.');
  }
  const verified = opts.verified ?? (await deps.payments.verify(providerRef));
  if (verified.providerRef !== providerRef || verified.state !== 'succeeded') {
    throw new HttpError(402, verified.failureMessage ?? PAYMENT_INCOMPLETE);
  }
  if (verified.amountCents < payment.amountCents || verified.currency.toLowerCase() !== payment.currency.toLowerCase()) {
    throw new HttpError(402, PAYMENT_SHORT);
  }

  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!locked) throw notFound('This payment does not exist.');
    if (locked.status === 'succeeded') return existing(tx, locked, meta);
    const made = meta.kind === 'booking' ? await createBooking(tx, locked, meta, now) : await applyExtension(tx, locked, meta);
    await tx.update(payments).set({ status: 'succeeded', updatedAt: now }).where(eq(payments.id, locked.id));
    return { kind: meta.kind, created: true, paymentId: locked.id, amountCents: locked.amountCents, sessions: made };
  });
}

async function existing(tx: Tx, payment: PaymentRow, meta: PaymentMeta): Promise<FulfilResult> {
  const rows =
    meta.kind === 'booking'
      ? await tx
          .select()
          .from(sessions)
          .where(eq(sessions.paymentId, payment.id))
          .orderBy(asc(sessions.createdAt), asc(sessions.plateNumber))
      : await tx.select().from(sessions).where(eq(sessions.id, meta.sessionId));
  return { kind: meta.kind, created: false, paymentId: payment.id, amountCents: payment.amountCents, sessions: rows };
}

async function createBooking(tx: Tx, payment: PaymentRow, meta: BookingMeta, now: Date): Promise<SessionRow[]> {
  // The window was quoted when the intent was made; if paying took longer than the 10 minutes of
  // slack, the session starts now and still runs for the time bought.
  let start = new Date(meta.startTime);
  let end = new Date(meta.endTime);
  if (start.getTime() < now.getTime()) {
    end = new Date(now.getTime() + (end.getTime() - start.getTime()));
    start = now;
  }
  // The zone or its location may have been deleted while the driver paid: the booking still
  // stands (it is paid for) without the zone; without its location there is nothing to book.
  const [place] = await tx
    .select({ locationId: locations.id, zoneId: zones.id })
    .from(locations)
    .leftJoin(zones, and(eq(zones.id, meta.zoneId), eq(zones.locationId, locations.id)))
    .where(eq(locations.id, meta.locationId))
    .limit(1);
  if (!place) throw conflict(`The location of this booking no longer exists (payment ${payment.id}).`);
  const made: SessionRow[] = [];
  for (const v of meta.vehicles) {
    // The registry of plates seen before (the offline vehicle lookup answers from it).
    const [vehicle] = await tx
      .insert(vehicles)
      .values({ plate: v.plate, state: v.state, make: v.make ?? null, model: v.model ?? null, year: v.year ?? null })
      .onConflictDoUpdate({
        target: [vehicles.plate, vehicles.state],
        set: {
          make: sql`coalesce(${vehicles.make}, excluded.make)`,
          model: sql`coalesce(${vehicles.model}, excluded.model)`,
          year: sql`coalesce(${vehicles.year}, excluded.year)`,
          updatedAt: now,
        },
      })
      .returning();
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

async function applyExtension(tx: Tx, payment: PaymentRow, meta: ExtensionMeta): Promise<SessionRow[]> {
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
  // The money was taken, so a session deleted meanwhile is an operator's problem to refund: say so.
  if (!row) throw conflict(`The session this payment extends no longer exists (payment ${payment.id}).`);
  return [row];
}
