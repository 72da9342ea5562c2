import { LIMITS } from '../../../shared/limits';
import { MANAGEMENT_MESSAGES, OWNERS_MESSAGES, vendorPlateRefused, vendorTooManyPlates } from '../../../shared/messages';
import { errorMessage, refusedField } from '../../api/errors';
import type { VendorEntry } from './VendorForm';

/** The plain reason for a field the server's input check refused ("plates.0.state: two letters"), or null. */
function refusedReason(field: string, entry: VendorEntry): string | null {
  const plate = /^plates\.(\d+)\.(number|state)$/.exec(field);
  if (plate) {
    const reason = plate[2] === 'number' ? OWNERS_MESSAGES.plateInvalid : OWNERS_MESSAGES.stateInvalid;
    const sent = entry.plates[Number(plate[1])];
    // The index is of the list sent: name that plate, so the owner can find the row.
    return sent ? vendorPlateRefused(sent.number, sent.state, reason) : reason;
  }
  if (field === 'plates') return vendorTooManyPlates(LIMITS.vendorPlatesMax);
  if (field === 'expirationDate') return MANAGEMENT_MESSAGES.vendorExpiryRefused;
  return null;
}

/**
 * SPEC 8's failure sentence (`failure`: "Failed to add vendor. Please try again."), followed, when
 * the server named the field it refused, by what is wrong with it in plain words: retrying the same
 * entries cannot help, and the API's own "plates.0.state: ..." is not for the owner to decode. A code
 * taken by another vendor is said in the server's words, which name it.
 */
export function vendorFailure(error: unknown, entry: VendorEntry, failure: string): string {
  // A code another vendor of the location holds (409): its own sentence says what to change.
  if ((error as { status?: unknown } | null)?.status === 409) return errorMessage(error, failure);
  const field = refusedField(error);
  const reason = field ? refusedReason(field, entry) : null;
  return reason ? `${failure} ${reason}` : failure;
}
