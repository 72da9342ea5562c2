import { PARKING_MESSAGES } from '../../../shared/messages';

/** What ?extend=<id> needs to know of a booking. */
interface Extendable {
  _id: string;
  canExtend: boolean;
  endTime: string;
}

/**
 * Why /bookings?extend=<id> cannot open that booking's extend panel, or null when it can: the id is
 * not among the driver's loaded bookings, or the booking cannot be extended (any more).
 */
export function extendLinkRefusal(sessions: readonly Extendable[], id: string, now: number): string | null {
  const booking = sessions.find((s) => s._id === id);
  if (!booking) return PARKING_MESSAGES.extendLinkUnknown;
  if (!booking.canExtend || Date.parse(booking.endTime) <= now) return PARKING_MESSAGES.extendLinkNotExtendable;
  return null;
}
