/**
 * The superadmin's payment update (SPEC section 5 "Payment update", section 9): amount and
 * paymentOwed are read as numbers, 0 when they cannot be; the new total is the current total plus
 * the payment owed. The SPA's Update Location Information modal and the server use these same rules,
 * so the total the modal previews is the total the server stores.
 */

/** The largest amount one payment update may carry, in dollars (the columns hold integer cents). */
export const SUBSCRIPTION_AMOUNT_MAX = 1_000_000;

/**
 * A typed or sent amount ("120", "$1,200.50", 120, "", "abc", null) as integer cents: anything that is
 * not a finite amount of 0 or more is 0, as SPEC section 5 says ("default 0 when unparsable").
 */
export function lenientCents(value: unknown): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const text = value.trim().replace(/^\$/, '').replace(/,/g, '');
    n = text === '' ? 0 : Number(text);
  } else n = 0;
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.round(n * 100);
}

/** SPEC section 9: new total amount = current total plus payment owed (cents). */
export function newTotalCents(currentTotalCents: number, paymentOwedCents: number): number {
  return currentTotalCents + paymentOwedCents;
}
