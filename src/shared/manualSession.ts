import { LIMITS } from './limits';
import { MESSAGES } from './messages';

/** What the Add Session form (/revenue/lot/{lotId}/new) sends, as typed: any field may be missing or odd. */
export interface ManualSessionInput {
  plateNumber?: unknown;
  state?: unknown;
  zoneId?: unknown;
  startTime?: unknown;
  totalCost?: unknown;
}

const filled = (v: unknown): boolean => (typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null);

/**
 * SPEC 5's checks of Add Session, in its order, with its messages: plate and state, zone, start
 * date, total cost given, not negative, a number; then (beyond SPEC) not over what cents can hold
 * (LIMITS.sessionCostMaxCents). The form and the server both ask this one
 * function, so they refuse the same input with the same words. Returns the cost in cents when all pass.
 */
export function checkManualSession(input: ManualSessionInput): { ok: true; costCents: number } | { ok: false; message: string } {
  if (!filled(input.plateNumber) || !filled(input.state)) return { ok: false, message: MESSAGES.sessionFieldsRequired };
  if (!filled(input.zoneId)) return { ok: false, message: MESSAGES.sessionZoneRequired };
  if (!filled(input.startTime)) return { ok: false, message: MESSAGES.sessionStartRequired };
  if (!filled(input.totalCost)) return { ok: false, message: MESSAGES.sessionCostRequired };
  const text = String(input.totalCost).trim();
  const amount = typeof input.totalCost === 'number' ? input.totalCost : Number(text);
  if (Number.isFinite(amount) && amount < 0) return { ok: false, message: MESSAGES.sessionCostNegative };
  if (text.length > LIMITS.totalCostInputMax || !/^\d+(\.\d{1,2})?$/.test(text) || !Number.isFinite(amount)) {
    return { ok: false, message: MESSAGES.sessionCostInvalid };
  }
  const costCents = Math.round(amount * 100);
  if (costCents > LIMITS.sessionCostMaxCents) return { ok: false, message: MESSAGES.sessionCostTooLarge };
  return { ok: true, costCents };
}
