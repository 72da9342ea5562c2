import { addZonedDays } from './dates';
import { DEFAULTS, LIMITS } from './limits';

/**
 * Prices of SPEC section 9, in integer cents. The client shows them; the server recomputes them
 * and refuses any payment that does not cover them.
 *
 *   fee factor = low below the threshold price, else high (per-location data; 0.35 / 0.07 / $10)
 *   hourly: rate = price x hours, fees = price x hours x factor
 *   daily:  rate = price,         fees = price x factor
 *   per vehicle = rate + fees; total = per vehicle x vehicles (1 to 5)
 *
 * Hours are prorated per minute after the one-hour minimum (help text), so `hours` may be
 * fractional; it is counted in whole minutes.
 */
export interface FeeFactors {
  low: number;
  high: number;
  thresholdCents: number;
}

export const DEFAULT_FEE_FACTORS: FeeFactors = { low: 0.35, high: 0.07, thresholdCents: 1000 };

export const MAX_PRICE_CENTS = 100_000; // $1,000 an hour or a day: anything above is a typo

export interface PriceInput {
  priceCents: number;
  isHourly: boolean;
  /** Hours for an hourly zone (1 to 24, per-minute precision); ignored for a daily zone. */
  hours?: number;
  vehicles?: number;
  factors?: FeeFactors;
}

export interface PriceBreakdown {
  /** The zone's price (per hour or per day): SPEC's `rate`. */
  rateCents: number;
  /** Whole minutes charged (hourly), or 1440 for a day. */
  minutes: number;
  hours: number;
  factor: number;
  /** Parking charge for one vehicle before fees. */
  parkingCents: number;
  /** Fees for one vehicle. */
  feesCents: number;
  /** parking + fees for one vehicle. */
  perVehicleCents: number;
  vehicles: number;
  totalCents: number;
}

export class PricingError extends Error {}

export function feeFactor(priceCents: number, factors: FeeFactors = DEFAULT_FEE_FACTORS): number {
  return priceCents < factors.thresholdCents ? factors.low : factors.high;
}

/**
 * Fees in whole cents, half a cent rounded up as on paper. The factor has at most four decimals
 * (the column is numeric(6,4)), so it is taken in ten-thousandths and multiplied as integers:
 * in floating point 90 x 0.35 is 31.499999999999996 and would round down to 31.
 */
export function feesOf(parkingCents: number, factor: number): number {
  const tenThousandths = Math.round(factor * 10_000);
  return Math.floor((parkingCents * tenThousandths + 5_000) / 10_000);
}

/** Minutes charged for `hours` (at least 60; per-minute after that). */
export function chargedMinutes(hours: number): number {
  if (!Number.isFinite(hours) || hours < 1 || hours > LIMITS.hoursMax) {
    throw new PricingError(`Hours must be between 1 and ${LIMITS.hoursMax}.`);
  }
  return Math.max(60, Math.round(hours * 60));
}

export function priceSession(input: PriceInput): PriceBreakdown {
  const { priceCents, isHourly } = input;
  const vehicles = input.vehicles ?? 1;
  const factors = input.factors ?? DEFAULT_FEE_FACTORS;
  if (!Number.isInteger(priceCents) || priceCents < 0 || priceCents > MAX_PRICE_CENTS) {
    throw new PricingError('The zone price is not valid.');
  }
  if (!Number.isInteger(vehicles) || vehicles < 1 || vehicles > LIMITS.vehiclesMax) {
    throw new PricingError(`You can pay for 1 to ${LIMITS.vehiclesMax} vehicles at once.`);
  }
  const factor = feeFactor(priceCents, factors);
  const minutes = isHourly ? chargedMinutes(input.hours ?? DEFAULTS.hours) : 24 * 60;
  const parkingCents = isHourly ? Math.round((priceCents * minutes) / 60) : priceCents;
  const feesCents = feesOf(parkingCents, factor);
  const perVehicleCents = parkingCents + feesCents;
  return {
    rateCents: priceCents,
    minutes,
    hours: minutes / 60,
    factor,
    parkingCents,
    feesCents,
    perVehicleCents,
    vehicles,
    totalCents: perVehicleCents * vehicles,
  };
}

/**
 * SPEC section 9: the session starts 10 minutes from now (time to park and walk away) and ends
 * after the hours bought (hourly) or one day (daily): at the same time the next day on the lot's
 * clock (`timeZone`), which is not 24 hours on the nights its clocks change.
 */
export function sessionWindow(
  now: Date,
  isHourly: boolean,
  hours: number = DEFAULTS.hours,
  timeZone = 'UTC',
): { startTime: Date; endTime: Date } {
  const startTime = new Date(now.getTime() + DEFAULTS.startOffsetMinutes * 60_000);
  if (!isHourly) return { startTime, endTime: addZonedDays(startTime, 1, timeZone) };
  return { startTime, endTime: new Date(startTime.getTime() + chargedMinutes(hours) * 60_000) };
}

export interface EarlyStopInput {
  startTime: Date;
  endTime: Date;
  /** What the session's payments took, in cents (booking plus extensions). */
  totalCents: number;
}

export interface EarlyStopQuote {
  /** The session's new end: now, or its start when it has not begun. */
  endTime: Date;
  /** Whole minutes bought (start to end). */
  minutesPaid: number;
  /** Whole minutes parked so far (a started minute counts). */
  minutesUsed: number;
  /** What is charged: the first hour at least, then per minute, never more than was bought. */
  minutesCharged: number;
  keepCents: number;
  refundCents: number;
}

/**
 * Ending an hourly booking early (SPEC 9's rule: one hour minimum, per minute after it): the
 * driver keeps paying for max(first hour, minutes used) at the per-minute price they paid, and the
 * rest comes back. Priced from what was paid rather than today's rates, so a rate change since
 * booking never turns a refund into a charge.
 */
export function quoteEarlyStop({ startTime, endTime, totalCents }: EarlyStopInput, now: Date): EarlyStopQuote {
  const start = startTime.getTime();
  const stop = Math.min(Math.max(now.getTime(), start), endTime.getTime());
  const minutesPaid = Math.round((endTime.getTime() - start) / 60_000);
  const minutesUsed = Math.ceil((stop - start) / 60_000);
  const minutesCharged = Math.min(minutesPaid, Math.max(60, minutesUsed));
  const keepCents = minutesPaid > 0 ? Math.round((totalCents * minutesCharged) / minutesPaid) : totalCents;
  return { endTime: new Date(stop), minutesPaid, minutesUsed, minutesCharged, keepCents, refundCents: totalCents - keepCents };
}
