/**
 * The location management last opened on this tab, so /management offers the way back to it after
 * Add Session, Add Vendor or a rate change sent them elsewhere (sessionStorage: the tab's work, gone
 * with it; a storage that refuses, a private window's, only loses the shortcut).
 */
const KEY = 'management.lastLocation';

export function rememberManagedLocation(locationId: string): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, locationId);
  } catch {
    // The shortcut is a convenience: without storage there is none.
  }
}

export function lastManagedLocation(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}
