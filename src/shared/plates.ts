import { LIMITS } from './limits';

/**
 * A plate as stored and matched: upper case letters and digits. Drivers type "ab-123" or "AB 123"
 * for the plate an enforcer later searches as AB123, so the usual separators (spaces, dashes,
 * dots) are dropped; any other character is left in, for the pattern to refuse.
 */
export function normalizePlate(text: string): string {
  return text.toUpperCase().replace(/[\s.-]/g, '');
}

export const PLATE_PATTERN = new RegExp(`^[A-Z0-9]{1,${LIMITS.plateMax}}$`);

export function isValidPlate(text: string): boolean {
  return PLATE_PATTERN.test(normalizePlate(text));
}

/** A US state or territory as plates carry it: two letters, stored upper case ("ny" is NY). */
export const STATE_PATTERN = /^[A-Z]{2}$/;

/** A vehicle as the product identifies it: its plate and the state that issued it. */
export interface PlateAndState {
  plate: string;
  state: string;
}
