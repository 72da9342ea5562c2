import { demoCardNumberInvalid, PARKING_MESSAGES } from './messages';

/** The demo provider's test card form, as typed. */
export interface DemoCardFields {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** MM/YY or MM/YYYY, not before the current month (UTC). */
export function demoExpiryValid(expiry: string, now: Date): boolean {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * Each field's problem in the demo provider's words: 12 to 19 digits (spaces and dashes aside), an
 * expiry not in the past, a CVC of 3 or 4 digits. The provider's confirmation refuses the first of
 * them; the card form shows each under its field.
 */
export function demoCardProblems(card: DemoCardFields, now: Date = new Date()): Partial<Record<keyof DemoCardFields, string>> {
  const found: Partial<Record<keyof DemoCardFields, string>> = {};
  if (!/^\d{12,19}$/.test(card.cardNumber.replace(/[\s-]/g, ''))) found.cardNumber = demoCardNumberInvalid();
  if (!demoExpiryValid(card.expiry, now)) found.expiry = PARKING_MESSAGES.demoExpiryInvalid;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) found.cvc = PARKING_MESSAGES.demoCvcInvalid;
  return found;
}
