import { DEFAULTS } from '../../../shared/limits';
import { receiptDate } from '../../../shared/dates';
import { formatUsd, toCents } from '../../../shared/money';

/** Dollars from the API ("120", "375.5") as "$375.50". */
export const usd = (dollars: number): string => formatUsd(toCents(dollars));

/**
 * A day of the superadmin's table ("November 2, 2026"). The rows carry no time zone of their own,
 * so every day is read in the product's default zone, the one a pay date's calendar day was stored in
 * for most locations (a day is stored as the start of that day at the location).
 */
export const day = (at: string): string => receiptDate(at, DEFAULTS.timeZone);
