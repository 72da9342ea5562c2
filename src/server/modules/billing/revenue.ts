import { and, asc, desc, eq, getTableColumns, isNull, sql, type AnyColumn, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { canManageRecord } from '../../../shared/access';
import { localDateTime } from '../../../shared/dates';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES, revenueReversalNote } from '../../../shared/messages';
import { formatUsd, toCents, toDollars } from '../../../shared/money';
import type { Db } from '../../db/client';
import { locations, lotRevenueMonths, revenueAdjustments, sessions, users, zones } from '../../db/schema';
import { withCompiledRows } from '../../db/rowMapper';
import { badRequest, conflict, notFound } from '../../errors';
import { ownedBy, ownedByIn, ownershipScope, type OwnershipScope } from '../../auth/ownership';
import { LOCATION_OUT_COLUMNS, lockLot, toLocation } from '../locations/service';
import type { AuthUser } from '../../plugins/auth';
import type { LocationsService } from '../locations/service';
import { prepareSessionViews, type SessionSort } from '../sessions/booking';
import { lotRevenueCsv } from './lotCsv';
import { sessionCountsSql, sessionCoversSql } from '../parkingRight/sessionSql';

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
function monthStart(year: number | Placeholder, month: number | Placeholder, timeZone: SQLWrapper | string, shift = 0): SQL {
  return sql`((make_timestamp(${year}::int, ${month}::int, 1, 0, 0, 0) + make_interval(months => ${shift}::int)) at time zone ${timeZone})`;
}

/** The paid sessions of one lot that started in a calendar month of its own time zone (11:30 PM on October 31 in New York is October's). */
function inLotMonth(locationId: Placeholder, timeZone: SQLWrapper, year: Placeholder, month: Placeholder): SQL {
  return and(
    eq(sessions.locationId, locationId),
    eq(sessions.paid, true),
    sql`${sessions.startTime} >= ${monthStart(year, month, timeZone)}`,
    sql`${sessions.startTime} < ${monthStart(year, month, timeZone, 1)}`,
  )!;
}

/** The lot's adjustments (entries of /revenue/update) that count in a calendar month of its time zone. */
function adjustmentsInLotMonth(locationId: Placeholder, timeZone: SQLWrapper, year: Placeholder, month: Placeholder): SQL {
  return and(
    eq(revenueAdjustments.locationId, locationId),
    sql`${revenueAdjustments.countsAt} >= ${monthStart(year, month, timeZone)}`,
    sql`${revenueAdjustments.countsAt} < ${monthStart(year, month, timeZone, 1)}`,
  )!;
}

/** The values a lot-month read is prepared with (sql.placeholder names). */
type LotMonthValues = {
  lotId: string;
  year: number;
  month: number;
};

/**
 * POST /billing/lot/revenue's reads, each a prepared statement (built once, parsed once per
 * PostgreSQL connection): the lot screen asks for them on every month, page and sort it shows, and
 * building their SQL cost more than running it. The page of sessions is one statement per sort.
 * Each needs only the lot's id: the lot's time zone is read inside the statement (once, before its
 * rows), so they can be asked for beside the lot itself rather than after it.
 */
function lotMonthReads(db: Db) {
  const lotId = sql.placeholder('lotId');
  const at = {
    lotId,
    timeZone: sql`(select ${locations.timeZone} from ${locations} where ${locations.id} = ${lotId})`,
    year: sql.placeholder('year'),
    month: sql.placeholder('month'),
  };
  const inMonth = inLotMonth(at.lotId, at.timeZone, at.year, at.month);
  const rollup = withCompiledRows(
    db
      .select({ cents: lotRevenueMonths.netCents, count: lotRevenueMonths.paidSessions })
      .from(lotRevenueMonths)
      .where(
        and(eq(lotRevenueMonths.locationId, at.lotId), sql`${lotRevenueMonths.month} = make_date(${at.year}::int, ${at.month}::int, 1)`),
      )
      .prepare('lot_month_rollup'),
  );
  const firstYear = withCompiledRows(
    db
      .select({
        year: sql<number | null>`least(
        (select extract(year from min(${lotRevenueMonths.month}))::int from ${lotRevenueMonths} where ${lotRevenueMonths.locationId} = ${at.lotId}),
        (select extract(year from min(${revenueAdjustments.countsAt} at time zone ${at.timeZone}))::int from ${revenueAdjustments} where ${revenueAdjustments.locationId} = ${at.lotId}))`,
        // The last year too: a session added by hand may start up to a year ahead, and the year
        // picker must reach it (both ends of the same indexes).
        lastYear: sql<number | null>`greatest(
        (select extract(year from max(${lotRevenueMonths.month}))::int from ${lotRevenueMonths} where ${lotRevenueMonths.locationId} = ${at.lotId}),
        (select extract(year from max(${revenueAdjustments.countsAt} at time zone ${at.timeZone}))::int from ${revenueAdjustments} where ${revenueAdjustments.locationId} = ${at.lotId}))`,
      })
      .from(sql`(select 1) as one`)
      .prepare('lot_month_first_year'),
  );
  const adjustments = withCompiledRows(
    db
      // With who recorded each: an owner reads an entry management made for their lot as management's.
      .select({ ...getTableColumns(revenueAdjustments), enteredBy: users.name })
      .from(revenueAdjustments)
      .leftJoin(users, eq(users.id, revenueAdjustments.userId))
      .where(adjustmentsInLotMonth(at.lotId, at.timeZone, at.year, at.month))
      .orderBy(desc(revenueAdjustments.countsAt), desc(revenueAdjustments.createdAt))
      .prepare('lot_month_adjustments'),
  );
  const wholeMonth = prepareSessionViews(db, 'lot_month_sessions', inMonth);
  // The month's rows as the CSV file reads them, in the whole month's order: only its columns, the
  // start formatted in the lot's time zone by the database (20,000 sessions as views took a second).
  const csvRows = withCompiledRows(
    db
      .select({
        localStart: sql<string>`to_char(${sessions.startTime} at time zone ${at.timeZone}, 'YYYY-MM-DD HH24:MI')`,
        plateNumber: sessions.plateNumber,
        state: sessions.state,
        rateCents: sessions.rateCents,
        zoneNumber: zones.zoneNumber,
        totalCostCents: sessions.totalCostCents,
        refundedCents: sessions.refundedCents,
      })
      .from(sessions)
      .leftJoin(zones, eq(sessions.zoneId, zones.id))
      .where(inMonth)
      .orderBy(desc(sessions.startTime), desc(sessions.id))
      .prepare('lot_month_csv'),
  );
  const pages = new Map<string, ReturnType<typeof prepareSessionViews>>();
  return {
    rollup: (v: LotMonthValues) => rollup.execute(v),
    firstYear: (v: LotMonthValues) => firstYear.execute(v),
    adjustments: (v: LotMonthValues) => adjustments.execute(v),
    sessions: (v: LotMonthValues, now: Date) => wholeMonth(v, now),
    csvRows: (v: LotMonthValues) => csvRows.execute(v),
    page(v: LotMonthValues, now: Date, p: { limit: number; offset: number; sortBy: SessionSort; descending: boolean }) {
      const name = `lot_month_page_${p.sortBy}_${p.descending ? 'desc' : 'asc'}`;
      let read = pages.get(name);
      if (!read) {
        read = prepareSessionViews(db, name, inMonth, { sortBy: p.sortBy, descending: p.descending });
        pages.set(name, read);
      }
      return read({ ...v, limit: p.limit, offset: p.offset }, now);
    },
  };
}

/** A column's sum in this month, in the month before and over all time: filtered aggregates, one pass. */
function monthSums(amount: AnyColumn, inThisMonth: SQL, inMonthBefore: SQL) {
  const sum = (filter?: SQL) => sql`coalesce(sum(${amount})${filter ? sql` filter (where ${filter})` : sql``}, 0)::bigint`.mapWith(Number);
  return { now: sum(inThisMonth), before: sum(inMonthBefore), all: sum() };
}

/**
 * POST /billing/revenue's three reads, prepared (built once, parsed once per PostgreSQL connection)
 * for each scope: one owner's lots, or every lot for whoever manages them all. Sessions come from the
 * per-lot monthly rollup the database keeps exact (lot_revenue_months, months of each lot's own time
 * zone), so neither this month nor all time reads the sessions themselves.
 */
function summaryReads(db: Db) {
  const at = { ownerId: sql.placeholder('ownerId'), year: sql.placeholder('year'), month: sql.placeholder('month') };
  const from = monthStart(at.year, at.month, locations.timeZone);
  const to = monthStart(at.year, at.month, locations.timeZone, 1);
  const before = monthStart(at.year, at.month, locations.timeZone, -1);
  const thisMonth = sql`make_date(${at.year}::int, ${at.month}::int, 1)`;
  const monthBefore = sql`(make_date(${at.year}::int, ${at.month}::int, 1) - interval '1 month')::date`;
  const prepare = (scope: OwnershipScope) => {
    const owned = ownedByIn(scope, locations.userId, at.ownerId);
    const lots = withCompiledRows(
      db
        .select(LOCATION_OUT_COLUMNS)
        .from(locations)
        .where(owned)
        .orderBy(desc(locations.createdAt), asc(locations.id))
        .prepare(`summary_lots_${scope}`),
    );
    const months = withCompiledRows(
      db
        .select({
          locationId: lotRevenueMonths.locationId,
          ...monthSums(
            lotRevenueMonths.netCents,
            sql`${lotRevenueMonths.month} = ${thisMonth}`,
            sql`${lotRevenueMonths.month} = ${monthBefore}`,
          ),
        })
        .from(lotRevenueMonths)
        .innerJoin(locations, eq(locations.id, lotRevenueMonths.locationId))
        .where(owned)
        .groupBy(lotRevenueMonths.locationId)
        .prepare(`summary_months_${scope}`),
    );
    // Entries of /revenue/update count in their month like sessions (a small table: one pass).
    const countsAt = revenueAdjustments.countsAt;
    const adjusted = withCompiledRows(
      db
        .select({
          locationId: locations.id,
          ...monthSums(
            revenueAdjustments.amountCents,
            sql`${countsAt} >= ${from} and ${countsAt} < ${to}`,
            sql`${countsAt} >= ${before} and ${countsAt} < ${from}`,
          ),
        })
        .from(locations)
        .innerJoin(revenueAdjustments, eq(revenueAdjustments.locationId, locations.id))
        .where(owned)
        .groupBy(locations.id)
        .prepare(`summary_adjustments_${scope}`),
    );
    return (v: { ownerId: string; year: number; month: number }) => Promise.all([lots.execute(v), months.execute(v), adjusted.execute(v)]);
  };
  const scopes = { own: prepare('own'), all: prepare('all') };
  return (scope: OwnershipScope, v: { ownerId: string; year: number; month: number }) => scopes[scope](v);
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

export interface LotMonthQuery {
  lotId: string;
  year: number;
  month: number;
  page?: number | undefined;
  pageSize?: number | undefined;
  sortBy?: SessionSort | undefined;
  sortOrder?: 'ascend' | 'descend' | undefined;
}

export type RevenueService = ReturnType<typeof createRevenueService>;

/** Owners' revenue, computed from stored sessions (never from constants), net of refunds. */
export function createRevenueService({ db, locations: lotsService }: RevenueServiceDeps) {
  const lotMonthRead = lotMonthReads(db);
  const summaryRead = summaryReads(db);
  return {
    /**
     * POST /billing/revenue: the caller's lots (odogwu: all), each with this month's revenue and the
     * previous month's in its own time zone, net of refunds, and the totals of SPEC 3's summary.
     */
    async summary(user: AuthUser, q: { month: number; year?: number; date?: string }) {
      const { year, month } = summaryMonth(q);
      // Three independent reads, side by side on the pool (one after the other on the embedded database).
      const [lots, months, adjusted] = await summaryRead(ownershipScope(user), { ownerId: user.id, year, month });
      const byLot = new Map(months.map((m) => [m.locationId, { now: m.now, before: m.before }]));
      for (const a of adjusted) {
        const m = byLot.get(a.locationId) ?? { now: 0, before: 0 };
        byLot.set(a.locationId, { now: m.now + a.now, before: m.before + a.before });
      }
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
      const totals = [...byLot.values()];
      const nowCents = totals.reduce((sum, m) => sum + m.now, 0);
      const beforeCents = totals.reduce((sum, m) => sum + m.before, 0);
      const allTimeCents = months.reduce((sum, m) => sum + m.all, 0) + adjusted.reduce((sum, a) => sum + a.all, 0);
      return {
        vendorLocations: lots.map(toLocation),
        totalLocationRevenue,
        totalLocationCount: lots.length,
        totalLocationRevenueAllTime: toDollars(allTimeCents),
        vendorTotalRevenue: toDollars(nowCents),
        revenueChange: changePercent(beforeCents, nowCents),
      };
    },

    /**
     * GET /billing/revenue/trend: the twelve months ending with year/month, each the revenue of the
     * caller's lots (odogwu: all) in their own time zones, net of refunds, entries included; and
     * each lot's occupancy now (sessions under way / active zones). Sessions are read from the
     * monthly rollup, so the cost does not grow with the sessions stored.
     */
    async trend(user: AuthUser, q: { year: number; month: number }, now: Date = new Date()) {
      const scope = ownedBy(user, locations.userId);
      const from = monthStart(q.year, q.month, locations.timeZone, -11);
      const to = monthStart(q.year, q.month, locations.timeZone, 1);
      // The month index 0..11 of an instant in its lot's calendar, counted from the window's first month.
      const monthIndex = (at: SQLWrapper) =>
        sql<number>`((extract(year from (${at} at time zone ${locations.timeZone}))::int - ${q.year}::int) * 12 + extract(month from (${at} at time zone ${locations.timeZone}))::int - ${q.month}::int + 11)`;
      // Sessions from the rollup the database keeps (months already in each lot's calendar).
      const lastMonth = sql`make_date(${q.year}::int, ${q.month}::int, 1)`;
      const paid = await db
        .select({
          i: sql<number>`((extract(year from ${lotRevenueMonths.month})::int - ${q.year}::int) * 12 + extract(month from ${lotRevenueMonths.month})::int - ${q.month}::int + 11)`,
          cents: sql`coalesce(sum(${lotRevenueMonths.netCents}), 0)::bigint`.mapWith(Number),
        })
        .from(lotRevenueMonths)
        .innerJoin(locations, eq(locations.id, lotRevenueMonths.locationId))
        .where(and(scope, sql`${lotRevenueMonths.month} between (${lastMonth} - interval '11 months')::date and ${lastMonth}`))
        .groupBy(sql`1`);
      const entered = await db
        .select({
          i: monthIndex(revenueAdjustments.countsAt),
          cents: sql`coalesce(sum(${revenueAdjustments.amountCents}), 0)::bigint`.mapWith(Number),
        })
        .from(locations)
        .innerJoin(
          revenueAdjustments,
          and(
            eq(revenueAdjustments.locationId, locations.id),
            sql`${revenueAdjustments.countsAt} >= ${from}`,
            sql`${revenueAdjustments.countsAt} < ${to}`,
          ),
        )
        .where(scope)
        .groupBy(sql`1`);
      const cents = Array<number>(12).fill(0);
      for (const r of [...paid, ...entered]) if (r.i >= 0 && r.i < 12) cents[r.i]! += r.cents;
      const months = cents.map((c, i) => {
        const k = q.year * 12 + (q.month - 1) - 11 + i;
        return { year: Math.floor(k / 12), month: (k % 12) + 1, total: toDollars(c) };
      });
      const lots = await db.select({ id: locations.id }).from(locations).where(scope).orderBy(asc(locations.name), asc(locations.id));
      // Cars with the right to park there now, as the enforcer's check decides it (the parking-right
      // module's rule): paid bookings and manual sessions, member and guest sessions; one per plate.
      const underWay = await db
        .select({ locationId: sessions.locationId, n: sql<number>`count(distinct ${sessions.plateNumber})::int` })
        .from(sessions)
        .innerJoin(locations, eq(locations.id, sessions.locationId))
        .where(and(scope, sessionCountsSql, sessionCoversSql(now)))
        .groupBy(sessions.locationId);
      const activeZones = await db
        .select({ locationId: zones.locationId, n: sql<number>`count(*)::int` })
        .from(zones)
        .innerJoin(locations, eq(locations.id, zones.locationId))
        .where(and(scope, eq(zones.archieved, false)))
        .groupBy(zones.locationId);
      const count = (rows: { locationId: string; n: number }[]) => new Map(rows.map((r) => [r.locationId, r.n]));
      const [active, zoneCount] = [count(underWay), count(activeZones)];
      const occupancy = lots.map((l) => ({ locationId: l.id, activeSessions: active.get(l.id) ?? 0, zones: zoneCount.get(l.id) ?? 0 }));
      return { months, occupancy };
    },

    /**
     * GET /billing/lot/revenue/csv: the lot's month as the CSV file of Export CSV (the rows of
     * lotMonth without paging). Built here rather than in the browser from the month's JSON, which
     * is some 560 bytes a session (11 MB and a second for 20,000) where the file's row is about 57.
     */
    async lotMonthCsv(user: AuthUser, q: LotMonthValues): Promise<string> {
      const [lot, adjustments, rows] = await Promise.all([
        lotsService.getOwned(user, q.lotId),
        lotMonthRead.adjustments(q),
        lotMonthRead.csvRows(q),
      ]);
      return lotRevenueCsv(rows, lot.timeZone, adjustments);
    },

    /**
     * POST /billing/lot/revenue: one lot's paid sessions of a month, newest first, and the month's
     * total in dollars, net of refunds; with `page`, one page of them in the table's order and the
     * month's count. Total and count come from the monthly rollup, so a page costs the same in a
     * month of 20,000 sessions as in one of 20. Another owner's lot reads as not found.
     */
    async lotMonth(user: AuthUser, q: LotMonthQuery, now: Date = new Date()) {
      const values: LotMonthValues = { lotId: q.lotId, year: q.year, month: q.month };
      const pageSize = q.pageSize ?? LIMITS.lotRevenuePageSize;
      // The lot (whose owner decides), the month's figures and its sessions, asked for at once: on
      // a pool, one round trip to the database instead of two. Nothing read is answered unless the
      // lot is the caller's (getOwned's 404 rejects the whole).
      const [, [rollup], [first], adjustments, monthSessions] = await Promise.all([
        lotsService.getOwned(user, q.lotId),
        lotMonthRead.rollup(values),
        lotMonthRead.firstYear(values),
        lotMonthRead.adjustments(values),
        q.page === undefined
          ? lotMonthRead.sessions(values, now)
          : lotMonthRead.page(values, now, {
              limit: pageSize,
              offset: (q.page - 1) * pageSize,
              sortBy: q.sortBy ?? 'startTime',
              descending: (q.sortOrder ?? 'descend') === 'descend',
            }),
      ]);
      // A reversal counts at its entry's instant, so both are in the same month's list: the pair sums to 0.
      const adjustedCents = adjustments.reduce((total, a) => total + a.amountCents, 0);
      const reversedBy = new Map(adjustments.flatMap((a) => (a.reversesId ? [[a.reversesId, a.id] as const] : [])));
      return {
        totalCost: toDollars((rollup?.cents ?? 0) + adjustedCents),
        monthSessions,
        adjustments: adjustments.map((a) => ({ ...toAdjustment(a), reversedBy: reversedBy.get(a.id) ?? null, reverses: a.reversesId })),
        sessionCount: rollup?.count ?? 0,
        firstYear: first?.year ?? q.year,
        lastYear: first?.lastYear ?? q.year,
        ...(q.page === undefined ? {} : { page: q.page, pageSize }),
      };
    },

    /**
     * POST /billing/revenue/update: records revenue taken outside the app as a kept entry (never
     * overwriting one), renames the lot when a lot name is given, and answers the location with
     * lotRevenue, the sum of all its entries. The same entry again from the same user within a
     * minute (amount, note, and the day when one is named) is that submit repeated (a double press,
     * a retry after a lost answer): answered the same, recorded once.
     */
    async recordAdjustment(
      user: AuthUser,
      input: { locationId: string; lotName?: string | undefined; lotRevenue: number; note?: string | undefined; date?: string | undefined },
      now: Date = new Date(),
    ) {
      const lot = await lotsService.getOwned(user, input.locationId);
      const amountCents = toCents(input.lotRevenue);
      if (amountCents <= 0) throw badRequest(MESSAGES.lotRevenueRequired);
      const countsAt = input.date ? adjustmentInstant(input.date, lot.timeZone) : sql`${now.toISOString()}::timestamptz`;
      const note = input.note || null;
      const row = await db.transaction(async (tx) => {
        // Two submits of one entry (a double press, a retry after a lost answer) take turns here; the
        // second finds the first and records nothing more.
        await lockLot(tx, lot.id);
        const [repeat] = await tx
          .select({ id: revenueAdjustments.id })
          .from(revenueAdjustments)
          .where(
            and(
              eq(revenueAdjustments.locationId, lot.id),
              eq(revenueAdjustments.userId, user.id),
              eq(revenueAdjustments.amountCents, amountCents),
              sql`${revenueAdjustments.note} is not distinct from ${note}`,
              isNull(revenueAdjustments.reversesId),
              sql`${revenueAdjustments.createdAt} > ${new Date(now.getTime() - LIMITS.repeatEntryMs).toISOString()}::timestamptz`,
              ...(input.date ? [sql`${revenueAdjustments.countsAt} = ${countsAt}`] : []),
            ),
          )
          .limit(1);
        if (repeat) {
          const [current] = await tx.select().from(locations).where(eq(locations.id, lot.id));
          return { row: current!, repeated: true };
        }
        const [entry] = await tx
          .insert(revenueAdjustments)
          .values({ locationId: lot.id, userId: user.id, amountCents, note, countsAt })
          .returning();
        if (entry!.countsAt.getTime() > now.getTime()) throw badRequest(MESSAGES.revenueDateFuture);
        const [updated] = await tx
          .update(locations)
          .set({
            ...(input.lotName ? { lotName: input.lotName } : {}),
            lotRevenueCents: lotRevenueSum(lot.id),
            updatedAt: now,
          })
          .where(eq(locations.id, lot.id))
          .returning();
        return { row: updated!, repeated: false };
      });
      return { location: toLocation(row.row), ...(row.repeated ? { repeated: true } : {}) };
    },

    /**
     * POST /billing/revenue/adjustments/{id}/reverse: undoes an entry of /revenue/update by a kept
     * entry of its own (the ledger stays append-only): the negative amount at the same instant, so
     * the pair counts as nothing in its month and in every total, recorded by the caller, linked by
     * reverses_id. The original is locked while it is checked, and reverses_id is unique, so two
     * requests at once write one reversal (the other answers 409). A reversal is not reversed
     * (409); an entry of another owner's lot reads as not found. Answers the reversal and the
     * location with lotRevenue recomputed as recordAdjustment does.
     */
    async reverseAdjustment(user: AuthUser, id: string, now: Date = new Date()) {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ entry: revenueAdjustments, ownerId: locations.userId, timeZone: locations.timeZone })
          .from(revenueAdjustments)
          .innerJoin(locations, eq(locations.id, revenueAdjustments.locationId))
          .where(eq(revenueAdjustments.id, id))
          .for('update', { of: revenueAdjustments });
        if (!found || !canManageRecord(user, found.ownerId)) throw notFound(MESSAGES.revenueEntryNotFound);
        const { entry, timeZone } = found;
        if (entry.reversesId) throw conflict(MESSAGES.revenueEntryIsReversal);
        // The lock makes a second request wait for the first's commit; this then reads its reversal.
        const [earlier] = await tx
          .select({ id: revenueAdjustments.id })
          .from(revenueAdjustments)
          .where(eq(revenueAdjustments.reversesId, entry.id))
          .limit(1);
        if (earlier) throw conflict(MESSAGES.revenueEntryAlreadyReversed);
        const [reversal] = await tx
          .insert(revenueAdjustments)
          .values({
            locationId: entry.locationId,
            userId: user.id,
            amountCents: -entry.amountCents,
            note: revenueReversalNote(formatUsd(entry.amountCents), localDateTime(entry.countsAt, timeZone)),
            countsAt: entry.countsAt,
            reversesId: entry.id,
          })
          // The unique reverses_id is the last word: whatever got past the check above writes nothing twice.
          .onConflictDoNothing({ target: revenueAdjustments.reversesId })
          .returning();
        if (!reversal) throw conflict(MESSAGES.revenueEntryAlreadyReversed);
        await lockLot(tx, entry.locationId);
        const [updated] = await tx
          .update(locations)
          .set({ lotRevenueCents: lotRevenueSum(entry.locationId), updatedAt: now })
          .where(eq(locations.id, entry.locationId))
          .returning();
        return { adjustment: { ...toAdjustment(reversal), reversedBy: null, reverses: entry.id }, location: toLocation(updated!) };
      });
    },
  };
}

/** A location's lotRevenue: the sum of all its entries (a reversed entry and its reversal sum to nothing). */
function lotRevenueSum(locationId: string): SQL {
  return sql`(select coalesce(sum(${revenueAdjustments.amountCents}), 0)::bigint from ${revenueAdjustments} where ${revenueAdjustments.locationId} = ${locationId})`;
}

/** A calendar day counts at its noon in the lot's time zone (the month is then the same everywhere); a full timestamp as given. */
function adjustmentInstant(date: string, timeZone: string): SQL {
  return date.length === 10 ? sql`((${date}::date + time '12:00') at time zone ${timeZone})` : sql`${date}::timestamptz`;
}

function toAdjustment(a: typeof revenueAdjustments.$inferSelect & { enteredBy?: string | null }) {
  return {
    _id: a.id,
    amount: toDollars(a.amountCents),
    note: a.note,
    countsAt: a.countsAt.toISOString(),
    createdAt: a.createdAt.toISOString(),
    userId: a.userId,
    ...(a.enteredBy !== undefined && { enteredBy: a.enteredBy }),
  };
}
