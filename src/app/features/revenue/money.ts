import { formatUsd, toCents } from '../../../shared/money';

/** "$1,234.50" from a dollar amount of the revenue API (its wire unit). */
export const usd = (dollars: number): string => formatUsd(toCents(dollars));

/** "+12.5%", "-3%", "0%": a month-on-month change as the API gives it (percent, one decimal). */
export const percent = (change: number): string => `${change > 0 ? '+' : ''}${change}%`;
