/**
 * What a public page keeps for its tab (sessionStorage) so that a reload shows the proof a driver
 * was given (a paid receipt, a guest pass) instead of an empty form. Storage that is full, refused
 * (privacy settings) or unreadable only means the page works as before, without surviving a reload.
 */

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function keepInTab(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or refused: the proof is on screen all the same.
  }
}

export function dropFromTab(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Refused: there was nothing stored.
  }
}

/** The value kept under `key` if it has the shape `isValid` expects; one that does not is dropped. */
export function readFromTab<T>(key: string, isValid: (v: unknown) => v is T): T | null {
  let text: string | null = null;
  try {
    text = storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (isValid(parsed)) return parsed;
  dropFromTab(key);
  return null;
}

/**
 * What is kept under `key` while the moment `endOf` names (the end of the parking it is about) is
 * still ahead: what is unreadable or over is dropped, so a later visit starts afresh.
 */
export function readUntilOver<T>(key: string, isValid: (v: unknown) => v is T, endOf: (v: T) => string, now = Date.now()): T | null {
  const kept = readFromTab(key, isValid);
  if (!kept) return null;
  const ends = Date.parse(endOf(kept));
  if (Number.isFinite(ends) && ends > now) return kept;
  dropFromTab(key);
  return null;
}

/**
 * Whether this page was opened again by a reload or Back/Forward of the document at this very
 * address: the case what is kept is for. A link followed or an address typed (a new visit, maybe
 * for a second booking or another guest) opens the form as usual.
 */
export function reopenedHere(pathname: string): boolean {
  try {
    const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return Boolean(nav && (nav.type === 'reload' || nav.type === 'back_forward') && new URL(nav.name).pathname === pathname);
  } catch {
    return false;
  }
}
