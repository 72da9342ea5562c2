/**
 * Money, once for both sides. Amounts are integer cents everywhere inside the product (database,
 * pricing, API math); the wire keeps SPEC's units where SPEC shows dollars (zone price, booking
 * totals), and these are the only conversions between the two.
 */

/** Dollars (a number on the wire, e.g. a zone's price 2.5) to integer cents (250). */
export function toCents(dollars: number): number {
  // Rounded as the decimal reads, half a cent up: 1.005 * 100 is 100.49999999999999 in binary, and
  // was $1.00 while 0.005 was $0.01 (QA).
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

/** Integer cents (250) to dollars (2.5), for SPEC fields that carry dollars. */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Cents as the fixed two-decimal amount PayPal and CSV files take ("12.30"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal amount ("12.3", "12.30", "12") to cents, or null when it is not one (at most 2 decimals). */
export function decimalToCents(text: string): number | null {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** "$12.34" (with thousands separators), from cents. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** Dollars as typed in a form ("12.5", up to 7 digits and 2 decimals) to cents, or null when it is not a valid amount. */
export function parseDollarInput(text: string | number): number | null {
  const s = String(text).trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

/** True when a dollar amount has no fraction of a cent (2.5 yes, 2.505 no). */
export function isWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}
