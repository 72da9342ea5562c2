import { addZonedYears, requestInstant } from './dates';
import { LIMITS } from './limits';
import { OWNERS_MESSAGES } from './messages';

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
 * The earliest and latest start Add Session takes at `now` (LIMITS.manualStart*), on the lot's clock
 * (`timeZone`): from ten years before the lot's now to a year after it, as wall times there.
 */
export function manualStartWindow(now: Date, timeZone = 'UTC'): { earliest: Date; latest: Date } {
  return {
    earliest: addZonedYears(now, -LIMITS.manualStartBackYears, timeZone),
    latest: addZonedYears(now, LIMITS.manualStartAheadYears, timeZone),
  };
}

/**
 * SPEC 5's checks of Add Session that need no lot, in its order, with its messages: plate and state,
 * zone, start date, total cost given, not negative, a number; then (beyond SPEC) not over what cents
 * can hold (LIMITS.sessionCostMaxCents). Returns the cost in cents when all pass.
 */
export function checkManualFields(input: ManualSessionInput): { ok: true; costCents: number } | { ok: false; message: string } {
  if (!filled(input.plateNumber) || !filled(input.state)) return { ok: false, message: OWNERS_MESSAGES.sessionFieldsRequired };
  if (!filled(input.zoneId)) return { ok: false, message: OWNERS_MESSAGES.sessionZoneRequired };
  if (!filled(input.startTime)) return { ok: false, message: OWNERS_MESSAGES.sessionStartRequired };
  if (!filled(input.totalCost)) return { ok: false, message: OWNERS_MESSAGES.sessionCostRequired };
  const text = String(input.totalCost).trim();
  const amount = typeof input.totalCost === 'number' ? input.totalCost : Number(text);
  if (Number.isFinite(amount) && amount < 0) return { ok: false, message: OWNERS_MESSAGES.sessionCostNegative };
  // Typed text or a number; a list or an object is neither, whatever String() makes of it ([7] is "7").
  const typed = typeof input.totalCost === 'string' || typeof input.totalCost === 'number';
  if (!typed || text.length > LIMITS.totalCostInputMax || !/^\d+(\.\d{1,2})?$/.test(text) || !Number.isFinite(amount)) {
    return { ok: false, message: OWNERS_MESSAGES.sessionCostInvalid };
  }
  const costCents = Math.round(amount * 100);
  if (costCents > LIMITS.sessionCostMaxCents) return { ok: false, message: OWNERS_MESSAGES.sessionCostTooLarge };
  return { ok: true, costCents };
}

/**
 * Why a start is outside manualStartWindow at the lot of `timeZone` (too late, too early), or null.
 * The start is read as the server stores it: a calendar day ("2026-11-01") is that day's midnight at
 * the lot, not in UTC, so the last day a year ahead is the lot's. A start that is no date is left to
 * the caller (null).
 */
export function manualStartProblem(startTime: unknown, now: Date, timeZone = 'UTC'): string | null {
  const text = String(startTime).trim();
  if (Number.isNaN(Date.parse(text))) return null;
  const start = requestInstant(text, timeZone).getTime();
  const { earliest, latest } = manualStartWindow(now, timeZone);
  if (start > latest.getTime()) return OWNERS_MESSAGES.sessionStartTooLate;
  if (start < earliest.getTime()) return OWNERS_MESSAGES.sessionStartTooEarly;
  return null;
}

/**
 * All of Add Session's checks: checkManualFields, then a start inside manualStartWindow on the lot's
 * clock (`timeZone`; UTC when none is given). The form asks this one function and the server its two
 * halves (the lot's zone read between them), so they refuse the same input with the same words.
 * Returns the cost in cents when all pass.
 */
export function checkManualSession(
  input: ManualSessionInput,
  now: Date = new Date(),
  timeZone = 'UTC',
): { ok: true; costCents: number } | { ok: false; message: string } {
  const fields = checkManualFields(input);
  if (!fields.ok) return fields;
  const problem = manualStartProblem(input.startTime, now, timeZone);
  return problem ? { ok: false, message: problem } : fields;
}
