/**
 * The superadmin's payment update (SPEC section 5 "Payment update", section 9): amount and
 * paymentOwed are read as numbers, 0 when they cannot be; the new total is the current total plus
 * the payment owed. The SPA's Update Location Information modal and the server use these same rules,
 * so the total the modal previews is the total the server stores.
 */
import { toCents } from './money';

/** The largest amount one payment update may carry, in dollars (the columns hold integer cents). */
export const SUBSCRIPTION_AMOUNT_MAX = 1_000_000;

/**
 * A typed or sent amount ("120", "$1,200.50", 120, "", "abc", null) as integer cents: anything that is
 * not a finite amount of 0 or more is 0, as SPEC section 5 says ("default 0 when unparsable").
 */
export function lenientCents(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? textNumber(value) : 0;
  if (!Number.isFinite(n) || n < 0) return 0;
  return toCents(n);
}

/**
 * Dollars as people type them: digits, commas only between groups of three, a decimal point. Not
 * what Number() reads besides: "12,50" (a decimal comma) is not 1250, nor "0x10" 16, nor "1e3" 1000.
 */
const AMOUNT_TEXT = /^-?\$?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)$/;

/** "$1,200.50" as 1200.5; empty text as 0; NaN when it is not an amount so written. */
function textNumber(value: string): number {
  const text = value.trim();
  if (text === '') return 0;
  return AMOUNT_TEXT.test(text) ? Number(text.replace(/[$,]/g, '')) : Number.NaN;
}

/** Whether typed text is a negative number (it counts as 0 too, but the modal says why). */
export function isNegativeAmountText(value: string): boolean {
  return textNumber(value) < 0;
}

/** Whether typed text is an amount (empty counts: it is 0); the modal says when it is not, and that it counts as 0. */
export function isAmountText(value: string): boolean {
  const n = textNumber(value);
  return Number.isFinite(n) && n >= 0;
}

/** SPEC section 9: new total amount = current total plus payment owed (cents). */
export function newTotalCents(currentTotalCents: number, paymentOwedCents: number): number {
  return currentTotalCents + paymentOwedCents;
}

/** The superadmin table's orders (GET /billing/subs?sort=): a column, or "-" and the column for the other way. */
export const SUBSCRIPTION_SORTS = ['name', '-name', 'revenue', '-revenue', 'lastPayment', '-lastPayment', 'created', '-created'] as const;
export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];
