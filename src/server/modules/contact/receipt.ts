import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import { isValidEmail } from '../../../shared/password';
import { formatUsd } from '../../../shared/money';
import { locations, payments, sessions, zones, type SessionRow } from '../../db/schema';
import { HttpError, badRequest, forbidden, notFound } from '../../errors';
import { receiptDate, receiptDateTime } from '../../../shared/dates';

export interface ReceiptRequest {
  name?: string;
  email?: string;
  sessionId?: string;
  paymentIntentId?: string;
}

export const RECEIPT_WHICH_BOOKING = MESSAGES.receiptWhichBooking;
export const RECEIPT_NOT_FOUND = MESSAGES.receiptNotFound;

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/**
 * The receipt is built only from what is stored: the paid sessions of one payment (or one
 * session) and their location and zone. Whatever prices a client sends are ignored, so a receipt
 * cannot be forged by editing the request.
 */
export async function sendReceipt(app: FastifyInstance, input: ReceiptRequest, callerId: string | null): Promise<string> {
  const { db, mailer } = app.deps;
  const name = oneLine(input.name ?? '');
  const email = (input.email ?? '').trim();
  if (!name) throw badRequest(MESSAGES.receiptNameRequired);
  if (!email || !isValidEmail(email)) throw badRequest(MESSAGES.receiptEmailRequired);
  if (!input.sessionId && !input.paymentIntentId) throw badRequest(RECEIPT_WHICH_BOOKING);

  let rows: SessionRow[] = [];
  if (input.paymentIntentId) {
    // Whoever holds the payment reference paid for it (it is the guest's only handle on the booking).
    const [payment] = await db.select({ id: payments.id }).from(payments).where(eq(payments.providerRef, input.paymentIntentId)).limit(1);
    if (payment)
      rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.paymentId, payment.id), eq(sessions.paid, true)))
        .orderBy(asc(sessions.createdAt), asc(sessions.plateNumber));
  } else if (input.sessionId) {
    const [one] = await db.select().from(sessions).where(eq(sessions.id, input.sessionId)).limit(1);
    // A signed-in driver's session is mailed only at that driver's request.
    if (one?.userId && one.userId !== callerId) throw forbidden();
    if (one?.paymentId) {
      rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.paymentId, one.paymentId), eq(sessions.paid, true)))
        .orderBy(asc(sessions.createdAt), asc(sessions.plateNumber));
    } else if (one?.paid) rows = [one];
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
  const date = receiptDate(first.startTime, tz);
  const total = rows.reduce((sum, s) => sum + s.totalCostCents, 0);
  const fees = rows.reduce((sum, s) => sum + s.feesCents, 0);
  const unit = first.isHourly ? 'per hour' : 'per day';
  const duration = first.isHourly ? `${Number(first.hours)} hour${Number(first.hours) === 1 ? '' : 's'}` : '1 day';

  const lines = [
    `Hi ${name},`,
    '',
    'Thank you for parking with us! Here is your receipt.',
    '',
    `Date: ${date}`,
    `Location: ${place.name}`,
    `Address: ${place.address}`,
    `Zone: ${place.zoneNumber ?? 'CODE'}`,
    `Start: ${receiptDateTime(first.startTime, tz)}`,
    `End: ${receiptDateTime(first.endTime, tz)}`,
    `Duration: ${duration}`,
    `Rate: ${formatUsd(first.rateCents)} ${unit}`,
    '',
    `License plate${rows.length === 1 ? '' : 's'}:`,
    ...rows.map(
      (s) =>
        `  ${s.plateNumber} (${s.state}): parking ${formatUsd(s.totalCostCents - s.feesCents)} + fees ${formatUsd(s.feesCents)} = ${formatUsd(s.totalCostCents)}`,
    ),
    '',
    `Fees: ${formatUsd(fees)}`,
    `Total paid: ${formatUsd(total)}`,
    '',
    `Times are in the location's time zone (${tz}).`,
  ];
  try {
    await mailer.send({
      to: email,
      subject: `Your parking receipt: ${oneLine(place.name)}, ${date}`,
      text: `${lines.join('\n')}\n`,
      kind: 'receipt',
      meta: { sessionIds: rows.map((s) => s.id), paymentId: first.paymentId, locationId: first.locationId, callerId },
    });
  } catch (err) {
    app.log.error({ err }, 'receipt mail could not be sent');
    throw new HttpError(502, MESSAGES.mailFailed);
  }
  return email;
}
