import { SERVER_MESSAGES } from '../../../shared/messages';
import { GUESTS_MESSAGES } from '../../../shared/messages/guests';
import { noAnswer } from '../../api/errors';

export interface GuestValues {
  plate: string;
  state: string;
  code: string;
}

/** SPEC 5 "Guest form": plate, state and code are required; the form's one message when one is missing. */
export function guestProblem(v: GuestValues): string | null {
  if (!v.plate.trim() || !v.state.trim() || !v.code.trim()) return GUESTS_MESSAGES.guestFieldsRequired;
  return null;
}

/** SPEC 5 "Member-code page", in its order: plate and state first, then the code. */
export function memberProblem(v: GuestValues): string | null {
  if (!v.plate.trim() || !v.state.trim()) return GUESTS_MESSAGES.memberPlateStateRequired;
  if (!v.code.trim()) return GUESTS_MESSAGES.memberCodeInvalid;
  return null;
}

/** The code as both pages send it: upper case, no surrounding spaces (SPEC 5: code upper-cased). */
export const upperCode = (text: string): string => text.toUpperCase().replace(/\s+/g, '');

/**
 * What a failed code call shows: the page's fixed text (SPEC 8), except for the rate limit's 429,
 * whose message says how long to wait, and for a call that got no answer (no signal): nothing was
 * refused then, so it says so (SERVER_MESSAGES.noConnection) rather than calling a good code invalid.
 */
export function codeFailure(err: unknown, fallback: string): string {
  if (noAnswer(err)) return SERVER_MESSAGES.noConnection;
  if (err && typeof err === 'object' && 'status' in err && err.status === 429) {
    const data = (err as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') return data.message;
  }
  return fallback;
}
