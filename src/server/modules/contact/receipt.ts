import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { MESSAGES, receiptMail } from '../../../shared/messages';
import { isValidEmail } from '../../../shared/password';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail';
import { locations, payments, sessions, zones, type SessionRow } from '../../db/schema';
import { HttpError, badRequest, forbidden, notFound } from '../../errors';
import { receiptDate, receiptDateTime, zoneTimeName } from '../../../shared/dates';
import { guestBookingToken } from '../sessions/guestLink';
import { normalizePlate, PLATE_PATTERN } from '../../../shared/plates';
import { Id } from '../../schemas/common';

export interface ReceiptDeps {
  db: Db;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** Signs a guest's link to their booking (sessions/guestLink.ts). */
  jwtSecret: string;
  /** Where the mailed link opens (config.publicUrl). */
  publicUrl: string;
}

export interface ReceiptRequest {
  name?: string;
  email?: string;
  sessionId?: string;
  paymentIntentId?: string;
  /** SPEC 3's payload names the booking by plate and zone only. */
  licensePlate?: string;
  zoneId?: string;
}

/**
 * The plates a receipt's licensePlate may name: its first entry ("ABC123", "ABC 123", "ABC123 NY",
 * or the first of "ABC123, XYZ9") read whole and as its first word.
 */
function platesOf(licensePlate: string): string[] {
  const first = licensePlate.split(',')[0]!.trim();
  return [...new Set([normalizePlate(first), normalizePlate(first.split(/\s+/)[0]!)])].filter((p) => PLATE_PATTERN.test(p));
}

/** How far back a receipt found by plate and zone may have started. */
const PLATE_RECEIPT_WINDOW_MS = 24 * 3600_000;
/**
 * A guest's booking (no account) is found by plate and zone only this soon after it was made, as
 * the booking page sends it: the plate is on the car and zone ids are public, so later a stranger
 * could have the booking's times and price mailed to them. The guest link's receipt names the
 * payment instead (paymentIntentId), at any time.
 */
const GUEST_PLATE_RECEIPT_MS = 30 * 60_000;

export const RECEIPT_WHICH_BOOKING = MESSAGES.receiptWhichBooking;
export const RECEIPT_NOT_FOUND = MESSAGES.receiptNotFound;

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** The paid sessions of one payment: a booking of several vehicles is one receipt. */
function paidSessionsOf(db: Db, paymentId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.paymentId, paymentId), eq(sessions.paid, true)))
    .orderBy(asc(sessions.createdAt), asc(sessions.plateNumber));
}

/** The booking a session belongs to: its payment's paid sessions, or the session alone (a manual one). */
async function bookingOf(db: Db, one: SessionRow): Promise<SessionRow[]> {
  if (one.paymentId) return paidSessionsOf(db, one.paymentId);
  return one.paid ? [one] : [];
}

/**
 * The receipt is built only from what is stored: the paid sessions of one payment (or one
 * session) and their location and zone. Whatever prices a client sends are ignored, so a receipt
 * cannot be forged by editing the request.
 */
export async function sendReceipt(deps: ReceiptDeps, input: ReceiptRequest, callerId: string | null): Promise<string> {
  const { db, mailer, log } = deps;
  const name = oneLine(input.name ?? '');
  const email = (input.email ?? '').trim();
  if (!name) throw badRequest(MESSAGES.receiptNameRequired);
  if (!email || !isValidEmail(email)) throw badRequest(MESSAGES.receiptEmailRequired);
  const byPlate = !input.sessionId && !input.paymentIntentId;
  const plates = platesOf(input.licensePlate ?? '');
  if (byPlate && (plates.length === 0 || !Id.safeParse(input.zoneId).success)) throw badRequest(RECEIPT_WHICH_BOOKING);

  let rows: SessionRow[] = [];
  if (input.paymentIntentId) {
    // Whoever holds the payment reference paid for it (it is the guest's only handle on the booking).
    const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.providerRef, input.paymentIntentId)).limit(1);
    if (payment) rows = await paidSessionsOf(db, payment.id);
  } else if (byPlate) {
    // The newest paid booking of the plate in the zone that started in the last 24 hours. A
    // signed-in driver's booking is found only at that driver's request, as by sessionId.
    const [latest] = await db
      .select()
      .from(sessions)
      .where(
        and(
          inArray(sessions.plateNumber, plates),
          eq(sessions.zoneId, input.zoneId!),
          eq(sessions.paid, true),
          gte(sessions.startTime, new Date(Date.now() - PLATE_RECEIPT_WINDOW_MS)),
        ),
      )
      .orderBy(desc(sessions.startTime))
      .limit(1);
    const strangers =
      latest && (latest.userId ? latest.userId !== callerId : latest.createdAt.getTime() < Date.now() - GUEST_PLATE_RECEIPT_MS);
    if (!latest || strangers) throw notFound(MESSAGES.receiptNoBookingForPlate);
    rows = await bookingOf(db, latest);
  } else if (input.sessionId) {
    const [one] = await db.select().from(sessions).where(eq(sessions.id, input.sessionId)).limit(1);
    // A signed-in driver's session is mailed only at that driver's request.
    if (one?.userId && one.userId !== callerId) throw forbidden();
    if (one) rows = await bookingOf(db, one);
  }
  const first = rows[0];
  if (!first) throw notFound(RECEIPT_NOT_FOUND);

  const [place] = await db
    .select({ name: locations.name, address: locations.address, timeZone: locations.timeZone, zoneNumber: zones.zoneNumber })
    .from(locations)
    .leftJoin(zones, eq(zones.id, first.zoneId ?? locations.id))
    .where(eq(locations.id, first.locationId))
    .limit(1);
  if (!place) throw notFound(RECEIPT_NOT_FOUND);
  const tz = place.timeZone;
  // The booking's end is its last car's: one car ended early says so on its own line.
  const end = rows.reduce((latest, s) => (s.endTime > latest ? s.endTime : latest), first.endTime);
  const mail = receiptMail({
    name,
    date: receiptDate(first.startTime, tz),
    location: { name: place.name, address: place.address, zoneNumber: place.zoneNumber },
    start: receiptDateTime(first.startTime, tz),
    end: receiptDateTime(end, tz),
    hours: first.isHourly ? Number(first.hours) : null,
    rateCents: first.rateCents,
    plates: rows.map((s) => ({
      plate: s.plateNumber,
      state: s.state,
      totalCents: s.totalCostCents,
      feesCents: s.feesCents,
      refundedCents: s.refundedCents,
      ...(s.stoppedAt ? { endedEarly: receiptDateTime(s.endTime, tz) } : {}),
    })),
    timeZone: zoneTimeName(tz, first.startTime),
    // A guest's booking not over yet, asked for by its payment reference (the payer's own handle, never
    // a plate anyone can read off the car): the mail keeps the way to extend or end it once the tab is closed.
    ...(input.paymentIntentId && !first.userId && first.paymentId && end.getTime() > Date.now()
      ? { manageLink: `${deps.publicUrl}/bookings/guest/${guestBookingToken(first.id, end, deps.jwtSecret)}` }
      : {}),
  });
  try {
    await mailer.send({
      to: email,
      subject: mail.subject,
      text: mail.text,
      kind: 'receipt',
      meta: { sessionIds: rows.map((s) => s.id), paymentId: first.paymentId, locationId: first.locationId, callerId },
    });
  } catch (err) {
    log.error({ err }, 'receipt mail could not be sent');
    throw new HttpError(502, MESSAGES.mailFailed);
  }
  return email;
}
