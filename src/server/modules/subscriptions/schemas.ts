import { formatUsd } from '../../../shared/money';
import { z } from 'zod';
import { lenientCents, SUBSCRIPTION_AMOUNT_MAX } from '../../../shared/subscriptions';
import { Id, Timestamp } from '../../schemas/common';

/** The Vendor Locations Dashboard's four stat cards, over every vendor location (not one page). */
export const SubscriptionStats = z.object({
  totalVendorLocations: z.number().int(),
  totalMonthlyRevenue: z.number().describe('dollars: the sum of every listed location’s monthly price'),
  numberOfPayments: z.number().int().describe('payment updates recorded, all locations'),
  totalAmount: z.number().describe('dollars: the sum of the locations’ totals'),
});

/** One recorded payment update, as it was stored (rows are only ever added). */
export const SubscriptionPayment = z.object({
  _id: Id,
  locationId: Id,
  lastPayDate: Timestamp.describe('the day the payment was for, as sent'),
  amount: z.number().describe('dollars'),
  paymentOwed: z.number().describe('dollars'),
  description: z.string().nullable(),
  recordedAt: Timestamp,
  recordedBy: z.object({ name: z.string(), email: z.string() }).nullable().describe('null once that account is gone'),
});

/**
 * SPEC section 5: amount and paymentOwed are numeric, 0 when unparsable. A number or any text is
 * accepted; what is not an amount of 0 or more counts as 0 (src/shared/subscriptions.ts). Cents.
 */
export const LenientAmount = z
  .union([z.number(), z.string().max(40), z.null()])
  .optional()
  // 1e308 is a number, too large for cents: held at the largest safe integer, it is refused by the
  // maximum below ("must be at most $1,000,000.00"), not as "must be a number".
  .transform((value) => Math.min(lenientCents(value), Number.MAX_SAFE_INTEGER))
  .pipe(
    z
      .number()
      .int()
      .max(SUBSCRIPTION_AMOUNT_MAX * 100, `must be at most ${formatUsd(SUBSCRIPTION_AMOUNT_MAX * 100)}`),
  );

/** Page size of the superadmin's list when `page` is given without it, and its largest. */
export const SUBSCRIPTIONS_PAGE = { default: 20, max: 500 } as const;
