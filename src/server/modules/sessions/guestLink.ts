import jwt from 'jsonwebtoken';
import { jwtKey } from '../../auth/jwtKey';

const PURPOSE = 'guest-booking';
/** The link keeps working a day after the booking's end (to read it), never longer. */
const AFTER_END_S = 24 * 60 * 60;

/**
 * The link a guest's reminder mail carries to their booking (/bookings/guest/<token>): a guest has
 * no account, so the signed token is what proves the booking is theirs. It names the session and
 * expires a day after the end time it was issued for.
 */
export function guestBookingToken(sessionId: string, endTime: Date, secret: string, now: Date = new Date()): string {
  const expiresIn = Math.max(60, Math.ceil((endTime.getTime() - now.getTime()) / 1000) + AFTER_END_S);
  return jwt.sign({ purpose: PURPOSE }, jwtKey(secret), { algorithm: 'HS256', subject: sessionId, expiresIn });
}

/** The session id a guest link names, or null for a link that is forged, expired or of another kind. */
export function readGuestBookingToken(token: string, secret: string): string | null {
  try {
    const claims = jwt.verify(token, jwtKey(secret), { algorithms: ['HS256'] });
    if (typeof claims !== 'object' || claims.purpose !== PURPOSE || typeof claims.sub !== 'string') return null;
    return claims.sub;
  } catch {
    return null;
  }
}
