import { LIMITS } from './limits';
import { OWNERS_MESSAGES } from './messages';

/**
 * A plate as stored and matched: upper case letters and digits. Drivers type "ab-123" or "AB 123"
 * for the plate an enforcer later searches as AB123, so the usual separators (spaces, dashes,
 * dots) are dropped; any other character is left in, for the pattern to refuse.
 */
export function normalizePlate(text: string): string {
  return text.toUpperCase().replace(/[\s.-]/g, '');
}

/** A plate as a field holds it while typed or pasted: separators dropped, then cut to SPEC's 8 (anything else left for the check). */
export function typedPlate(text: string): string {
  return normalizePlate(text).slice(0, LIMITS.plateMax);
}

export const PLATE_PATTERN = new RegExp(`^[A-Z0-9]{1,${LIMITS.plateMax}}$`);

export function isValidPlate(text: string): boolean {
  return PLATE_PATTERN.test(normalizePlate(text));
}

/** A US state or territory as plates carry it: two letters, stored upper case ("ny" is NY). */
export const STATE_PATTERN = /^[A-Z]{2}$/;

/**
 * A typed plate and state as stored (normalised, upper case), or the message of the first that is
 * not valid: the forms that correct or add a session and the server check them the same way.
 */
export function checkPlateAndState(
  plate: string,
  state: string,
): { ok: true; plateNumber: string; state: string } | { ok: false; message: string } {
  const plateNumber = normalizePlate(plate);
  const upperState = state.trim().toUpperCase();
  if (!isValidPlate(plateNumber)) return { ok: false, message: OWNERS_MESSAGES.plateInvalid };
  if (!STATE_PATTERN.test(upperState)) return { ok: false, message: OWNERS_MESSAGES.stateInvalid };
  return { ok: true, plateNumber, state: upperState };
}

/** A vehicle as the product identifies it: its plate and the state that issued it. */
export interface PlateAndState {
  plate: string;
  state: string;
}
