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

/** The earliest and latest start Add Session takes at `now` (LIMITS.manualStart*). */
export function manualStartWindow(now: Date): { earliest: Date; latest: Date } {
  const earliest = new Date(now);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - LIMITS.manualStartBackYears);
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + LIMITS.manualStartAheadYears);
  return { earliest, latest };
}

/**
 * SPEC 5's checks of Add Session, in its order, with its messages: plate and state, zone, start
 * date, total cost given, not negative, a number; then (beyond SPEC) not over what cents can hold
 * (LIMITS.sessionCostMaxCents), and a start inside manualStartWindow. The form and the server both
 * ask this one function, so they refuse the same input with the same words. Returns the cost in
 * cents when all pass.
 */
export function checkManualSession(
  input: ManualSessionInput,
  now: Date = new Date(),
): { ok: true; costCents: number } | { ok: false; message: string } {
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
  const start = new Date(String(input.startTime).trim()).getTime();
  const { earliest, latest } = manualStartWindow(now);
  if (start > latest.getTime()) return { ok: false, message: MESSAGES.sessionStartTooLate };
  if (start < earliest.getTime()) return { ok: false, message: MESSAGES.sessionStartTooEarly };
  return { ok: true, costCents };
}
