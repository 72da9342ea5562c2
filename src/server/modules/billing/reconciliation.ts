import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import { toDollars } from '../../../shared/money';
import type { Db } from '../../db/client';
import { revenueAdjustments, sessions, zones } from '../../db/schema';
import { badRequest } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { LocationsService } from '../locations/service';

/** The longest range one report covers (a year and a day, for a leap year's whole year). */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReconciliationQuery {
  locationId: string;
  /** First and last calendar day of the range, in the lot's time zone (both included). */
  from: string;
  to: string;
}

/** One line of the reconciliation; the totals are the sums of these, so a CSV of them adds up exactly. */
export interface ReconciliationRow {
  kind: 'session' | 'adjustment';
  _id: string;
  date: string;
  plateNumber: string | null;
  state: string | null;
  zoneNumber: string | null;
  note: string | null;
  grossCents: number;
  refundCents: number;
  feeCents: number;
  netCents: number;
}

/** Calendar days from one day to another, counting both (2026-11-01..2026-11-30 is 30). */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The same number of days just before `from`: the period a heat map compares against. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysIn(from, to);
  const start = Date.parse(`${from}T00:00:00Z`);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(start - days * DAY_MS), to: day(start - DAY_MS) };
}

/**
 * A session's line: what the driver paid, what went back, the fee share of what was kept (the
 * fees fall with a refund in the same proportion as the total), and what is left for the lot.
 */
export function sessionLine(totalCents: number, refundedCents: number, feesCents: number) {
  const kept = totalCents - refundedCents;
  const feeCents = totalCents > 0 ? Math.round((feesCents * kept) / totalCents) : 0;
  return { grossCents: totalCents, refundCents: refundedCents, feeCents, netCents: kept - feeCents };
}

/** [start, end) of calendar days from..to in a time zone, as SQL instants. */
function dayRange(from: string, to: string, timeZone: string): { start: SQL; end: SQL } {
  return {
    start: sql`(${from}::date::timestamp at time zone ${timeZone})`,
    end: sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`,
  };
}

/** Sessions per weekday (0 = Sunday) and hour of the lot's day: a 7 × 24 grid. */
async function heatGrid(db: Db, locationId: string, timeZone: string, from: string, to: string): Promise<number[][]> {
  const { start, end } = dayRange(from, to, timeZone);
  const local = sql`(${sessions.startTime} at time zone ${timeZone})`;
  const rows = await db
    .select({
      dow: sql<number>`extract(dow from ${local})::int`,
      hour: sql<number>`extract(hour from ${local})::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.locationId, locationId),
        eq(sessions.paid, true),
        sql`${sessions.startTime} >= ${start}`,
        sql`${sessions.startTime} < ${end}`,
      ),
    )
    .groupBy(sql`1`, sql`2`);
  const grid = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const r of rows) grid[r.dow]![r.hour] = r.n;
  return grid;
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;

/**
 * /reports: for one lot and a range of its days, gross → refunds → fees → net over every paid
 * session and revenue entry, each line listed, and a weekday × hour heat map against the period
 * before. Another owner's lot reads as not found.
 */
export function createReconciliationService({ db, locations: lots }: { db: Db; locations: LocationsService }) {
  return {
    async report(user: AuthUser, q: ReconciliationQuery) {
      if (q.to < q.from) throw badRequest(MESSAGES.reportDatesOrder);
      if (daysIn(q.from, q.to) > MAX_REPORT_DAYS) throw badRequest(MESSAGES.reportRangeTooLong);
      const lot = await lots.getOwned(user, q.locationId);
      const { start, end } = dayRange(q.from, q.to, lot.timeZone);
      const sessionRows = await db
        .select({
          id: sessions.id,
          at: sessions.startTime,
          plateNumber: sessions.plateNumber,
          state: sessions.state,
          zoneNumber: zones.zoneNumber,
          total: sessions.totalCostCents,
          refunded: sessions.refundedCents,
          fees: sessions.feesCents,
        })
        .from(sessions)
        .leftJoin(zones, eq(zones.id, sessions.zoneId))
        .where(
          and(
            eq(sessions.locationId, lot.id),
            eq(sessions.paid, true),
            sql`${sessions.startTime} >= ${start}`,
            sql`${sessions.startTime} < ${end}`,
          ),
        )
        .orderBy(asc(sessions.startTime), asc(sessions.id));
      const entries = await db
        .select()
        .from(revenueAdjustments)
        .where(
          and(
            eq(revenueAdjustments.locationId, lot.id),
            sql`${revenueAdjustments.countsAt} >= ${start}`,
            sql`${revenueAdjustments.countsAt} < ${end}`,
          ),
        )
        .orderBy(asc(revenueAdjustments.countsAt), asc(revenueAdjustments.id));
      const rows: ReconciliationRow[] = [
        ...sessionRows.map((s) => ({
          kind: 'session' as const,
          _id: s.id,
          date: s.at.toISOString(),
          plateNumber: s.plateNumber,
          state: s.state,
          zoneNumber: s.zoneNumber,
          note: null,
          ...sessionLine(s.total, s.refunded, s.fees),
        })),
        ...entries.map((a) => ({
          kind: 'adjustment' as const,
          _id: a.id,
          date: a.countsAt.toISOString(),
          plateNumber: null,
          state: null,
          zoneNumber: null,
          note: a.note,
          grossCents: a.amountCents,
          refundCents: 0,
          feeCents: 0,
          netCents: a.amountCents,
        })),
      ].sort((x, y) => x.date.localeCompare(y.date) || x._id.localeCompare(y._id));
      const sum = (pick: (r: ReconciliationRow) => number) => rows.reduce((total, r) => total + pick(r), 0);
      const before = previousPeriod(q.from, q.to);
      const [current, previous] = await Promise.all([
        heatGrid(db, lot.id, lot.timeZone, q.from, q.to),
        heatGrid(db, lot.id, lot.timeZone, before.from, before.to),
      ]);
      return {
        location: { _id: lot.id, name: lot.name, address: lot.address, timeZone: lot.timeZone },
        from: q.from,
        to: q.to,
        previous: before,
        totals: {
          gross: toDollars(sum((r) => r.grossCents)),
          refunds: toDollars(sum((r) => r.refundCents)),
          fees: toDollars(sum((r) => r.feeCents)),
          net: toDollars(sum((r) => r.netCents)),
          sessions: sessionRows.length,
          entries: entries.length,
        },
        rows: rows.map(({ grossCents, refundCents, feeCents, netCents, ...r }) => ({
          ...r,
          gross: toDollars(grossCents),
          refund: toDollars(refundCents),
          fee: toDollars(feeCents),
          net: toDollars(netCents),
        })),
        heatmap: { current, previous },
      };
    },
  };
}
