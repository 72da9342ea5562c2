import { dropFromTab, keepInTab, readUntilOver } from '../../components/tabStorage';

/**
 * An extension paid with the provider whose POST /extend/confirm has not answered yet (a phone
 * losing its signal right after paying): kept for the tab (sessionStorage) from the moment the
 * payment is confirmed until the extension is applied, so that the booking, even after a reload,
 * finishes that extension (the confirm is idempotent on the payment) instead of offering Extend,
 * and a second payment, again. As the booking page's paid booking (booking/storedReceipt.ts):
 * the payment's reference only, never card data.
 */
export interface PaidExtension {
  sessionId: string;
  /** A guest's booking: the token of its link, through which the extension is confirmed. */
  guestToken?: string;
  paymentIntentId: string;
  /** The end the extension buys: once it has passed, the server has long applied it by itself. */
  endTime: string;
  /** Who paid: the account's id, or null for a guest's link. */
  owner: string | null;
  /** Pay got no answer: whether it went through is still to be asked (a reload asks before anything else). */
  unsure?: true;
}

/** Whose booking a panel acts on: a signed-in driver's (their id), or a guest's, by its link's token. */
export interface ExtensionSigner {
  owner: string | null;
  guestToken?: string;
}

const PREFIX = 'parking.extension:';

export function paidExtensionKey(sessionId: string): string {
  return `${PREFIX}${sessionId}`;
}

const isString = (v: unknown): v is string => typeof v === 'string';

function isPaidExtension(v: unknown): v is PaidExtension {
  if (!v || typeof v !== 'object') return false;
  const p = v as Record<string, unknown>;
  return (
    [p.sessionId, p.paymentIntentId, p.endTime].every(isString) &&
    (p.guestToken === undefined || isString(p.guestToken)) &&
    (p.owner === null || isString(p.owner)) &&
    (p.unsure === undefined || p.unsure === true)
  );
}

export function savePaidExtension(paid: PaidExtension): void {
  const { sessionId, guestToken, paymentIntentId, endTime, owner, unsure } = paid;
  keepInTab(paidExtensionKey(sessionId), {
    sessionId,
    ...(guestToken ? { guestToken } : {}),
    paymentIntentId,
    endTime,
    owner,
    ...(unsure ? { unsure } : {}),
  });
}

export function clearPaidExtension(sessionId: string): void {
  dropFromTab(paidExtensionKey(sessionId));
}

/**
 * The paid, not yet applied extension of this booking kept for this signer, or null. One that is
 * unreadable or whose new end has passed is dropped; one kept for another signer is left for them.
 */
export function loadPaidExtension(sessionId: string, signer: ExtensionSigner, now = Date.now()): PaidExtension | null {
  const key = paidExtensionKey(sessionId);
  const kept = readUntilOver(key, isPaidExtension, (p) => p.endTime, now);
  if (!kept) return null;
  if (kept.sessionId !== sessionId) {
    dropFromTab(key);
    return null;
  }
  const sameSigner = signer.guestToken ? kept.guestToken === signer.guestToken : !kept.guestToken && kept.owner === signer.owner;
  return sameSigner ? kept : null;
}
