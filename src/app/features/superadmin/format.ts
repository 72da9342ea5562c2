import { DEFAULTS } from '../../../shared/limits';
import { receiptDate } from '../../../shared/dates';
import { formatUsd, toCents } from '../../../shared/money';

/** Dollars from the API ("120", "375.5") as "$375.50". */
export const usd = (dollars: number): string => formatUsd(toCents(dollars));

/**
 * A day of the superadmin's table ("November 2, 2026") in the location's time zone (each row of
 * GET /billing/subs carries it): a pay date's calendar day is stored as the start of that day at the
 * location, and a Los Angeles lot's day would be the day before in New York. Without a zone (an
 * answer of an older server), the product's default zone.
 */
export const day = (at: string, timeZone?: string): string => receiptDate(at, timeZone || DEFAULTS.timeZone);
