import { sql, type SQL } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { START_LEAD_MS } from './rules';

/**
 * rules.ts's `sessionCounts` as a condition on the sessions table, for the views that count
 * parked cars in SQL (the dashboard's occupancy): a booking or manual session only when paid, any
 * member or guest session, never a fully refunded one. test/api/parkingRightSql.test.ts holds the
 * two to the same table of cases.
 */
export const sessionCountsSql: SQL = sql`((${sessions.kind} not in ('booking', 'manual') or ${sessions.paid})
  and not (${sessions.totalCostCents} > 0 and ${sessions.refundedCents} >= ${sessions.totalCostCents} and ${sessions.stoppedAt} is null))`;

/**
 * A session covering the instant as decideParkingRight reads it (one starting within START_LEAD_MS
 * counts already; one ended early covers until the stop, also a stop before its start).
 */
export function sessionCoversSql(at: Date): SQL {
  return sql`(${sessions.startTime} <= ${new Date(at.getTime() + START_LEAD_MS)} and ${sessions.endTime} >= ${at}
    and (${sessions.stoppedAt} is null or ${sessions.stoppedAt} >= ${at}))`;
}
