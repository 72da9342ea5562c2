import { dropFromTab, keepInTab, readUntilOver } from '../../components/tabStorage';
import type { ReceiptData } from './ReceiptStep';
import type { CreateBookingRequest, PaymentIntent } from './paymentApi';

/**
 * A paid booking's receipt, kept in the tab's sessionStorage under its zone so that a reload of the
 * booking page shows it again instead of an empty form inviting a second payment (reopenedHere). Only what the
 * receipt step shows and needs (the booking's ids and the figures on screen), never card data; it
 * is read back only for the same signer (a guest's for a guest, an account's for that account) and
 * only until the parking ends.
 */
export interface StoredReceipt {
  receipt: ReceiptData;
  /** Whether the zone is hourly (Extend is offered for hourly bookings only). */
  hourly: boolean;
  /** Who paid: the account's id, or null for a guest. */
  owner: string | null;
}

const PREFIX = 'parking.receipt:';

export function receiptStorageKey(locationId: string, zoneId: string): string {
  return `${PREFIX}${locationId}/${zoneId}`;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const optionalString = (v: unknown) => v === undefined || isString(v);

function isReceiptData(v: unknown): v is ReceiptData {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    [r.paymentIntentId, r.locationId, r.locationName, r.locationAddress, r.zoneId, r.zoneNumber, r.startTime, r.endTime].every(isString) &&
    [r.sessionId, r.guestToken, r.timeZone].every(optionalString) &&
    Array.isArray(r.plates) &&
    r.plates.every(isString) &&
    [r.rateCents, r.feesCents, r.totalCents].every(isNumber) &&
    (r.hours === undefined || isNumber(r.hours))
  );
}

function isStored(v: unknown): v is StoredReceipt {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return isReceiptData(s.receipt) && typeof s.hourly === 'boolean' && (s.owner === null || isString(s.owner));
}

/** Only the fields ReceiptData names, whatever else the object carries. */
function receiptFields(r: ReceiptData): ReceiptData {
  return {
    paymentIntentId: r.paymentIntentId,
    ...(r.sessionId ? { sessionId: r.sessionId } : {}),
    ...(r.guestToken ? { guestToken: r.guestToken } : {}),
    locationId: r.locationId,
    locationName: r.locationName,
    locationAddress: r.locationAddress,
    ...(r.timeZone ? { timeZone: r.timeZone } : {}),
    zoneId: r.zoneId,
    zoneNumber: r.zoneNumber,
    plates: [...r.plates],
    startTime: r.startTime,
    endTime: r.endTime,
    rateCents: r.rateCents,
    feesCents: r.feesCents,
    totalCents: r.totalCents,
    ...(r.hours !== undefined ? { hours: r.hours } : {}),
  };
}

export function saveReceipt(locationId: string, zoneId: string, stored: StoredReceipt): void {
  const value: StoredReceipt = { receipt: receiptFields(stored.receipt), hourly: stored.hourly, owner: stored.owner };
  keepInTab(receiptStorageKey(locationId, zoneId), value);
}

export function clearReceipt(locationId: string, zoneId: string): void {
  dropFromTab(receiptStorageKey(locationId, zoneId));
}

/**
 * What a tab keeps for a booking (its receipt, or a paid booking not yet booked), read back for this
 * signer only, and only until the parking ends: an entry that is unreadable or whose parking has
 * ended is dropped, one kept for another signer is left for them.
 */
function loadUntilEnd<T extends { receipt: ReceiptData; owner: string | null }>(
  key: string,
  isValid: (v: unknown) => v is T,
  owner: string | null,
  now: number,
): T | null {
  const stored = readUntilOver(key, isValid, (s) => s.receipt.endTime, now);
  return stored && stored.owner === owner ? stored : null;
}

/**
 * The receipt stored for this zone and this signer, or null: none, another signer's, unreadable, or
 * for parking that has ended (a new booking is then what the page should offer).
 */
export function loadReceipt(locationId: string, zoneId: string, owner: string | null, now = Date.now()): StoredReceipt | null {
  const stored = loadUntilEnd(receiptStorageKey(locationId, zoneId), isStored, owner, now);
  return stored && { receipt: receiptFields(stored.receipt), hourly: stored.hourly, owner: stored.owner };
}

/**
 * A booking paid with the provider whose POST /sessions has not answered yet (a phone losing its
 * signal right after paying): kept for the tab from the moment the payment is confirmed until the
 * session exists, so that the page, even reloaded, finishes that booking instead of offering the
 * form again (and a second payment). Card data is never part of it.
 */
export interface PaidBooking {
  /** The POST /sessions body; the server reads only its payment reference. */
  request: CreateBookingRequest;
  clientSecret: string;
  /** What the receipt will show, before the server's answer adds the session's ids. */
  receipt: ReceiptData;
  hourly: boolean;
  owner: string | null;
}

const PAID_PREFIX = 'parking.paid:';

export function paidStorageKey(locationId: string, zoneId: string): string {
  return `${PAID_PREFIX}${locationId}/${zoneId}`;
}

function isRequest(v: unknown): v is CreateBookingRequest {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    [r.paymentIntentId, r.vehiclePlate, r.vehicleState, r.startTime, r.endTime].every(isString) &&
    [r.rate, r.fees, r.totalCost].every(isNumber) &&
    Array.isArray(r.additionalVehicles)
  );
}

function isPaid(v: unknown): v is PaidBooking {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  return (
    isRequest(s.request) &&
    isString(s.clientSecret) &&
    isReceiptData(s.receipt) &&
    typeof s.hourly === 'boolean' &&
    (s.owner === null || isString(s.owner))
  );
}

export function savePaid(locationId: string, zoneId: string, paid: PaidBooking): void {
  keepInTab(paidStorageKey(locationId, zoneId), { ...paid, receipt: receiptFields(paid.receipt) });
}

export function clearPaid(locationId: string, zoneId: string): void {
  dropFromTab(paidStorageKey(locationId, zoneId));
}

/**
 * The paid, not yet booked booking kept for this zone and this signer, or null. One whose parking
 * has ended is dropped: the server has booked it by itself long before (about two minutes after payment).
 */
export function loadPaid(locationId: string, zoneId: string, owner: string | null, now = Date.now()): PaidBooking | null {
  return loadUntilEnd(paidStorageKey(locationId, zoneId), isPaid, owner, now);
}

/**
 * The payment step's open payment, kept for the tab from the moment the card form is shown: if the
 * answer to Pay never arrives (the signal drops as the card is charged), a reload must not open a
 * new payment. The page asks POST /sessions with it on the next load: paid, it books (the receipt
 * follows); not paid (402), the same payment is offered again, so paying twice stays impossible.
 */
export interface OpenPayment extends PaidBooking {
  intent: PaymentIntent;
  hours: number;
  vehicles: { plate: string; state: string }[];
  /** When the card form was shown (ms): an unpaid payment older than OPEN_PAYMENT_REUSE_MS is not offered again. */
  savedAt: number;
  /** Pay was pressed for it: only then does a reload that finds it unpaid say the payment did not go through. */
  payPressed?: boolean;
}

/** An unpaid open payment is offered again only this long: its start time (10 minutes after it was opened) would be past. */
export const OPEN_PAYMENT_REUSE_MS = 10 * 60_000;
const OPEN_PREFIX = 'parking.paying:';

export function openPaymentStorageKey(locationId: string, zoneId: string): string {
  return `${OPEN_PREFIX}${locationId}/${zoneId}`;
}

function isIntent(v: unknown): v is PaymentIntent {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    [r.paymentIntentId, r.clientSecret, r.provider, r.startTime, r.endTime].every(isString) && [r.totalCost, r.rate, r.fees].every(isNumber)
  );
}

function isOpenPayment(v: unknown): v is OpenPayment {
  if (!isPaid(v)) return false;
  const s = v as unknown as Record<string, unknown>;
  return (
    isIntent(s.intent) &&
    isNumber(s.hours) &&
    isNumber(s.savedAt) &&
    Array.isArray(s.vehicles) &&
    s.vehicles.every(
      (c) => !!c && typeof c === 'object' && isString((c as { plate?: unknown }).plate) && isString((c as { state?: unknown }).state),
    )
  );
}

export function saveOpenPayment(locationId: string, zoneId: string, open: OpenPayment): void {
  keepInTab(openPaymentStorageKey(locationId, zoneId), { ...open, receipt: receiptFields(open.receipt) });
}

export function clearOpenPayment(locationId: string, zoneId: string): void {
  dropFromTab(openPaymentStorageKey(locationId, zoneId));
}

/** The open payment kept for this zone and this signer, or null (none, another signer's, or its parking would be over). */
export function loadOpenPayment(locationId: string, zoneId: string, owner: string | null, now = Date.now()): OpenPayment | null {
  return loadUntilEnd(openPaymentStorageKey(locationId, zoneId), isOpenPayment, owner, now);
}
