/** SPEC 2: the guest registration page of a location, the link Copy Link hands out. */
export function guestLink(locationId: string, origin: string = globalThis.location?.origin ?? ''): string {
  return `${origin}/locations/${locationId}/guest`;
}

/** Puts `text` on the clipboard; rejects where the browser refuses (no permission, an insecure page). */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}
