import { LIMITS } from '../../../shared/limits';

/** A plate as the server stores it: letters and digits only, upper case, at most 8 (also what /members searches by). */
export const plateSearch = (typed: string) =>
  typed
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, LIMITS.plateMax);
