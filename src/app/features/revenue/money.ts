import { REVENUE_TEXT } from '../../../shared/messages';
import { formatUsd, toCents } from '../../../shared/money';

/** "$1,234.50" from a dollar amount of the revenue API (its wire unit). */
export const usd = (dollars: number): string => formatUsd(toCents(dollars));

/** "+12.5%", "-3%", "0%": a month-on-month change as the API gives it (percent, one decimal). */
export const percent = (change: number): string => `${change > 0 ? '+' : ''}${change}%`;

/**
 * A lot's or the summary's month-on-month change as the screens word it: the API's percent, except
 * after a month of $0, which has no percent (the API says 100, which reads as a doubling): "New this
 * month" when this month earned something, null (nothing to compare) when it did not either.
 * `before` and `now` in one unit (dollars or cents); `suffix` ("vs last month") follows a percent only.
 */
export function changeText(before: number, now: number, change: number, suffix?: string): string | null {
  if (before === 0) return now > 0 ? REVENUE_TEXT.newThisMonth : null;
  return suffix ? `${percent(change)} ${suffix}` : percent(change);
}
