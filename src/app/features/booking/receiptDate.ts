/** SPEC section 9: the receipt's date like "November 22, 2026", in the location's time zone. */
export function receiptDate(iso: string, timeZone?: string): string {
  const d = new Date(iso);
  try {
    return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone }).format(d);
  } catch {
    return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(d);
  }
}

/** "Nov 22, 3:10 PM" in the location's time zone. */
export function shortDateTime(iso: string, timeZone?: string): string {
  const opts: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone };
  try {
    return new Intl.DateTimeFormat('en-US', opts).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...opts, timeZone: undefined }).format(new Date(iso));
  }
}
