import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { toDollars } from '../../../shared/money';
import type { Db } from '../../db/client';
import { locations, sessions } from '../../db/schema';
import { ownedBy } from '../../auth/ownership';
import { toLocation } from '../locations/service';
import type { AuthUser } from '../../plugins/auth';
import type { LocationsService } from '../locations/service';
import { sessionViews } from '../sessions/booking';

export interface RevenueServiceDeps {
  db: Db;
  locations: LocationsService;
}

/** What a session earned the lot: what was paid less what went back (an early stop's refund). */
export const netCents = sql<number>`(${sessions.totalCostCents} - ${sessions.refundedCents})`;

/**
 * The instant the calendar month `shift` months after year/month begins in a time zone (a value,
 * or a column for one bound per lot): computed once per lot, so the (location_id, start_time)
 * index serves the range.
 */
function monthStart(year: number, month: number, timeZone: SQLWrapper | string, shift = 0): SQL {
  return sql`((make_timestamp(${year}::int, ${month}::int, 1, 0, 0, 0) + make_interval(months => ${shift}::int)) at time zone ${timeZone})`;
}

/** The paid sessions of one lot that started in a calendar month of its own time zone (11:30 PM on October 31 in New York is October's). */
function inLotMonth(locationId: string, timeZone: string, year: number, month: number): SQL {
  return and(
    eq(sessions.locationId, locationId),
    eq(sessions.paid, true),
    sql`${sessions.startTime} >= ${monthStart(year, month, timeZone)}`,
    sql`${sessions.startTime} < ${monthStart(year, month, timeZone, 1)}`,
  )!;
}

/** Percent change from `before` to `now`, one decimal; 0 with nothing before and nothing now, 100 from nothing to something. */
export function changePercent(beforeCents: number, nowCents: number): number {
  if (beforeCents === 0) return nowCents === 0 ? 0 : 100;
  return Math.round(((nowCents - beforeCents) / beforeCents) * 1000) / 10;
}

/** The month a summary is for: month (1-12) of `year`, else of the year of `date`, else of this year (UTC). */
export function summaryMonth(q: { month: number; year?: number; date?: string }, now: Date = new Date()): { year: number; month: number } {
  const year = q.year ?? (q.date ? new Date(q.date).getUTCFullYear() : now.getUTCFullYear());
  return { year, month: q.month };
}

export type RevenueService = ReturnType<typeof createRevenueService>;

/** Owners' revenue, computed from stored sessions (never from constants), net of refunds. */
export function createRevenueService({ db, locations: lotsService }: RevenueServiceDeps) {
  return {
    /**
     * POST /billing/revenue: the caller's lots (odogwu: all), each with this month's revenue and the
     * previous month's in its own time zone, net of refunds, and the totals of SPEC 3's summary.
     */
    async summary(user: AuthUser, q: { month: number; year?: number; date?: string }) {
      const { year, month } = summaryMonth(q);
      const scope = ownedBy(user, locations.userId);
      const lots = await db.select().from(locations).where(scope).orderBy(desc(locations.createdAt), asc(locations.id));
      const from = monthStart(year, month, locations.timeZone);
      const to = monthStart(year, month, locations.timeZone, 1);
      const before = monthStart(year, month, locations.timeZone, -1);
      // One pass over the two months of every lot, through the (location_id, start_time) index.
      const months = await db
        .select({
          locationId: locations.id,
          now: sql<number>`coalesce(sum(${netCents}) filter (where ${sessions.startTime} >= ${from}), 0)::int`,
          before: sql<number>`coalesce(sum(${netCents}) filter (where ${sessions.startTime} < ${from}), 0)::int`,
        })
        .from(locations)
        .innerJoin(
          sessions,
          and(
            eq(sessions.locationId, locations.id),
            eq(sessions.paid, true),
            sql`${sessions.startTime} >= ${before}`,
            sql`${sessions.startTime} < ${to}`,
          ),
        )
        .where(scope)
        .groupBy(locations.id);
      const [allTime] = await db
        .select({ cents: sql<number>`coalesce(sum(${netCents}), 0)::int` })
        .from(sessions)
        .innerJoin(locations, eq(locations.id, sessions.locationId))
        .where(and(scope, eq(sessions.paid, true)));
      const byLot = new Map(months.map((m) => [m.locationId, m]));
      const totalLocationRevenue = lots.map((l) => {
        const m = byLot.get(l.id) ?? { now: 0, before: 0 };
        return {
          locationId: l.id,
          locationName: l.name,
          locationAddress: l.address,
          totalCost: toDollars(m.now),
          totalCostPlus: toDollars(m.before),
          revenueChangePercentage: changePercent(m.before, m.now),
        };
      });
      const nowCents = months.reduce((sum, m) => sum + m.now, 0);
      const beforeCents = months.reduce((sum, m) => sum + m.before, 0);
      return {
        vendorLocations: lots.map(toLocation),
        totalLocationRevenue,
        totalLocationCount: lots.length,
        totalLocationRevenueAllTime: toDollars(allTime?.cents ?? 0),
        vendorTotalRevenue: toDollars(nowCents),
        revenueChange: changePercent(beforeCents, nowCents),
      };
    },

    /**
     * POST /billing/lot/revenue: one lot's paid sessions of a month, newest first, and the month's
     * total in dollars, net of refunds. Another owner's lot reads as not found.
     */
    async lotMonth(user: AuthUser, q: { lotId: string; year: number; month: number }) {
      const lot = await lotsService.getOwned(user, q.lotId);
      const where = inLotMonth(lot.id, lot.timeZone, q.year, q.month);
      const [sum] = await db
        .select({ cents: sql<number>`coalesce(sum(${netCents}), 0)::int` })
        .from(sessions)
        .where(where);
      const monthSessions = await sessionViews(db, where, new Date());
      return { totalCost: toDollars(sum?.cents ?? 0), monthSessions };
    },
  };
}
