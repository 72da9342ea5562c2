import { and, asc, count, desc, eq, isNotNull, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SubscriptionSort } from '../../../shared/subscriptions';
import { ilikeContains } from '../../db/ilikeContains';
import type { z } from 'zod';
import { DEFAULTS } from '../../../shared/limits';
import { MESSAGES, SUPERADMIN_TEXT } from '../../../shared/messages';
import { toDollars } from '../../../shared/money';
import { endOfZonedDay, localDateTime, requestDay } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { locationSubscriptions, locations, subscriptionPayments, users } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { VendorLocation } from '../../schemas/entities';
import { SUBSCRIPTIONS_PAGE, type SubscriptionPayment, type SubscriptionStats } from './schemas';

export type VendorLocationOut = z.infer<typeof VendorLocation>;
export type SubscriptionPaymentOut = z.infer<typeof SubscriptionPayment>;
export type SubscriptionStatsOut = z.infer<typeof SubscriptionStats>;

export interface VendorLocationList {
  locations: VendorLocationOut[];
  /** How many vendor locations there are, over all pages. */
  total: number;
  stats: SubscriptionStatsOut;
}

export interface PaymentUpdateInput {
  locationId: string;
  /** A calendar day (the location's) or a full ISO time. */
  lastPayDate: string;
  amountCents: number;
  paymentOwedCents: number;
  description?: string;
  /**
   * SPEC's totalAmount: the total the sender expects once this payment is added (what the dialog
   * previews). Never used for the total. When the stored total already is that, and the same user
   * recorded this same payment (day, amounts, description) in the last REPEAT_SECONDS, the update is
   * that payment sent again (a double-clicked Update, a retry): nothing is recorded, the answer is
   * the same. Without it every update is recorded.
   */
  expectedTotalCents?: number;
}

/** How long after a payment update the same update, sent again, counts as a repeat of it. */
const REPEAT_SECONDS = 60;

export interface SubscriptionInput {
  locationId: string;
  description?: string;
  isActive?: boolean;
  priceCents?: number;
}

/**
 * Which locations the superadmin reviews: every location a vendor owns, and any other that has a
 * subscription already (one the superadmin started by hand, or whose owner changed role).
 *
 * A vendor location without a location_subscriptions row is listed with the defaults (the standard
 * price, DEFAULTS.subscriptionPriceCents; active unless the location is archived; no payment, no
 * description) and gets its row on its first payment update or edit. Creating rows when a vendor
 * adds a location would mean the locations module writing the superadmin's table; listing defaults
 * keeps the two apart and costs one LEFT JOIN.
 */
const listed: SQL = or(eq(users.role, 'vendor'), isNotNull(locationSubscriptions.id))!;

const paymentCount = sql<number>`(select count(*)::int from ${subscriptionPayments} where ${subscriptionPayments.subscriptionId} = ${locationSubscriptions.id})`;

const vendorLocationColumns = {
  locationId: locations.id,
  name: locations.name,
  archieved: locations.archieved,
  createdAt: locations.createdAt,
  timeZone: locations.timeZone,
  isActive: locationSubscriptions.isActive,
  description: locationSubscriptions.description,
  priceCents: locationSubscriptions.priceCents,
  lastPayDate: locationSubscriptions.lastPayDate,
  totalAmountCents: locationSubscriptions.totalAmountCents,
  numberOfPayments: paymentCount,
};

type VendorLocationRow = {
  locationId: string;
  name: string;
  archieved: boolean;
  createdAt: Date;
  timeZone: string;
  isActive: boolean | null;
  description: string | null;
  priceCents: number | null;
  lastPayDate: Date | null;
  totalAmountCents: number | null;
  numberOfPayments: number | null;
};

/** One row of the superadmin's table; `_id` is the location's id, the one a payment update sends. */
function toVendorLocation(r: VendorLocationRow): VendorLocationOut {
  return {
    _id: r.locationId,
    locationId: r.locationId,
    name: r.name,
    // Off when the superadmin turned its subscription off, or its owner turned the lot off (the
    // subscription's flag is a copy taken once; the lot's own state changes after it: QA).
    isActive: (r.isActive ?? true) && !r.archieved,
    lastPayDate: r.lastPayDate ? r.lastPayDate.toISOString() : null,
    description: r.description,
    createdAt: r.createdAt.toISOString(),
    timeZone: r.timeZone,
    revenuePerMonth: toDollars(r.priceCents ?? DEFAULTS.subscriptionPriceCents),
    totalAmount: toDollars(r.totalAmountCents ?? 0),
    numberOfPayments: r.numberOfPayments ?? 0,
  };
}

/** The ORDER BY of a sort; a location never paid sorts after every paid one, both ways. */
function sortOrder(sort: SubscriptionSort): SQL[] {
  const down = sort.startsWith('-');
  const by = (column: SQL | AnyColumn) => (down ? desc(column) : asc(column));
  switch (sort.replace(/^-/, '')) {
    case 'revenue':
      return [by(sql`coalesce(${locationSubscriptions.priceCents}, ${DEFAULTS.subscriptionPriceCents})`), asc(locations.name)];
    case 'lastPayment':
      return [sql`${locationSubscriptions.lastPayDate} is null`, by(locationSubscriptions.lastPayDate), asc(locations.name)];
    case 'created':
      return [by(locations.createdAt)];
    default:
      return [by(locations.name)];
  }
}

/** The superadmin's vendor locations, their monthly price and every payment recorded for them. */
export function createSubscriptionsService(deps: { db: Db }) {
  const { db } = deps;

  const baseQuery = (exec: Pick<Db, 'select'>) =>
    exec
      .select(vendorLocationColumns)
      .from(locations)
      .innerJoin(users, eq(users.id, locations.userId))
      .leftJoin(locationSubscriptions, eq(locationSubscriptions.locationId, locations.id));

  async function vendorLocation(exec: Pick<Db, 'select'>, locationId: string): Promise<VendorLocationOut> {
    const [row] = await baseQuery(exec).where(eq(locations.id, locationId)).limit(1);
    if (!row) throw notFound(MESSAGES.locationNotFound);
    return toVendorLocation(row);
  }

  /** The four stat cards, from the stored prices, totals and payment rows of every listed location. */
  async function stats(): Promise<SubscriptionStatsOut> {
    const [[sums], [payments]] = await Promise.all([
      db
        .select({
          locations: count(),
          monthlyCents: sql<number>`coalesce(sum(coalesce(${locationSubscriptions.priceCents}, ${DEFAULTS.subscriptionPriceCents})), 0)::bigint`,
          totalCents: sql<number>`coalesce(sum(${locationSubscriptions.totalAmountCents}), 0)::bigint`,
        })
        .from(locations)
        .innerJoin(users, eq(users.id, locations.userId))
        .leftJoin(locationSubscriptions, eq(locationSubscriptions.locationId, locations.id))
        .where(listed),
      // Every subscription belongs to a listed location, so every payment row counts.
      db.select({ n: count() }).from(subscriptionPayments),
    ]);
    return {
      totalVendorLocations: sums?.locations ?? 0,
      totalMonthlyRevenue: toDollars(Number(sums?.monthlyCents ?? 0)),
      numberOfPayments: payments?.n ?? 0,
      totalAmount: toDollars(Number(sums?.totalCents ?? 0)),
    };
  }

  return {
    /**
     * Vendor locations by name. Without page and pageSize: every one (SPEC's shape, data as a list);
     * with them, one page of a list that may hold 20,000 locations.
     */
    /**
     * One page of the vendor locations, by name unless `sort` says otherwise (a column, "-" before it
     * for the other way); `search` keeps those whose name holds it (any case), and `total` then counts
     * them. The stat cards always count every listed location.
     */
    async list(q: { page?: number; pageSize?: number; search?: string; sort?: SubscriptionSort } = {}): Promise<VendorLocationList> {
      const text = q.search?.trim();
      const where = text ? and(listed, ilikeContains(locations.name, text))! : listed;
      const query = baseQuery(db)
        .where(where)
        .orderBy(...sortOrder(q.sort ?? 'name'), asc(locations.id));
      const paged = q.page !== undefined || q.pageSize !== undefined;
      const size = q.pageSize ?? SUBSCRIPTIONS_PAGE.default;
      const [rows, summary, matching] = await Promise.all([
        paged ? query.limit(size).offset(((q.page ?? 1) - 1) * size) : query,
        stats(),
        text
          ? db
              .select({ n: count() })
              .from(locations)
              .innerJoin(users, eq(users.id, locations.userId))
              .leftJoin(locationSubscriptions, eq(locationSubscriptions.locationId, locations.id))
              .where(where)
          : null,
      ]);
      const total = matching ? (matching[0]?.n ?? 0) : summary.totalVendorLocations;
      return { locations: rows.map(toVendorLocation), total, stats: summary };
    },

    /**
     * The Update Location Information modal: one subscription_payments row (who, when, the amounts,
     * the description; rows are only ever added) and the location's subscription (last pay date,
     * total = current total + payment owed, description) in one transaction. The total is added in
     * the UPDATE itself, which holds the row's lock until the commit, so two different updates at once
     * both land and neither is lost. The same update sent again (a double-clicked Update, a retry)
     * is recorded once: see `expectedTotalCents`. A location without a subscription gets its row
     * here, with the defaults.
     */
    async recordPayment(user: AuthUser, input: PaymentUpdateInput): Promise<VendorLocationOut & { repeated?: true }> {
      return db.transaction(async (tx) => {
        const [lot] = await tx
          .select({ id: locations.id, archieved: locations.archieved, timeZone: locations.timeZone })
          .from(locations)
          .where(eq(locations.id, input.locationId))
          .limit(1);
        if (!lot) throw notFound(MESSAGES.locationNotFound);
        const paidAt = requestDay(input.lastPayDate, lot.timeZone);
        // Last Payment keeps the latest date it was given: one in the future would stay there.
        if (paidAt > endOfZonedDay(localDateTime(new Date(), lot.timeZone).slice(0, 10), lot.timeZone)) {
          throw badRequest(SUPERADMIN_TEXT.payDateFuture);
        }
        await tx
          .insert(locationSubscriptions)
          .values({ locationId: lot.id, isActive: !lot.archieved })
          .onConflictDoNothing({ target: locationSubscriptions.locationId });
        const description = input.description === undefined ? undefined : input.description || null;
        // Locked before it is read, so a repeat sent at once waits for the payment it repeats and then sees it.
        const [current] = await tx
          .select({ id: locationSubscriptions.id, totalAmountCents: locationSubscriptions.totalAmountCents })
          .from(locationSubscriptions)
          .where(eq(locationSubscriptions.locationId, lot.id))
          .for('update');
        if (current!.totalAmountCents === input.expectedTotalCents) {
          const [same] = await tx
            .select({ id: subscriptionPayments.id })
            .from(subscriptionPayments)
            .where(
              and(
                eq(subscriptionPayments.subscriptionId, current!.id),
                eq(subscriptionPayments.recordedBy, user.id),
                eq(subscriptionPayments.amountCents, input.amountCents),
                eq(subscriptionPayments.paymentOwedCents, input.paymentOwedCents),
                eq(subscriptionPayments.paidAt, paidAt),
                description ? eq(subscriptionPayments.description, description) : isNull(subscriptionPayments.description),
                sql`${subscriptionPayments.createdAt} > now() - make_interval(secs => ${REPEAT_SECONDS})`,
              ),
            )
            .limit(1);
          if (same) return { ...(await vendorLocation(tx, lot.id)), repeated: true };
        }
        const [sub] = await tx
          .update(locationSubscriptions)
          .set({
            totalAmountCents: sql`${locationSubscriptions.totalAmountCents} + ${input.paymentOwedCents}`,
            // The latest payment's day: recording an older payment later does not move it back.
            lastPayDate: sql`greatest(${locationSubscriptions.lastPayDate}, ${paidAt.toISOString()}::timestamptz)`,
            // The row's Description is the latest payment's, as Last Payment is its day: an older payment
            // recorded later keeps its own description in the ledger only (QA).
            ...(description !== undefined
              ? {
                  description: sql`case when ${locationSubscriptions.lastPayDate} is null or ${paidAt.toISOString()}::timestamptz >= ${locationSubscriptions.lastPayDate} then ${description} else ${locationSubscriptions.description} end`,
                }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(locationSubscriptions.locationId, lot.id))
          .returning({ id: locationSubscriptions.id });
        await tx.insert(subscriptionPayments).values({
          subscriptionId: sub!.id,
          amountCents: input.amountCents,
          paymentOwedCents: input.paymentOwedCents,
          description: description ?? null,
          paidAt,
          recordedBy: user.id,
        });
        return vendorLocation(tx, lot.id);
      });
    },

    /** Starts or edits a location's subscription (description, active, monthly price). */
    async upsert(input: SubscriptionInput): Promise<VendorLocationOut> {
      return db.transaction(async (tx) => {
        const [lot] = await tx
          .select({ id: locations.id, archieved: locations.archieved })
          .from(locations)
          .where(eq(locations.id, input.locationId))
          .limit(1);
        if (!lot) throw notFound(MESSAGES.locationNotFound);
        const set = {
          ...(input.description !== undefined ? { description: input.description || null } : {}),
          ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
          ...(input.priceCents !== undefined ? { priceCents: input.priceCents } : {}),
        };
        await tx
          .insert(locationSubscriptions)
          .values({ locationId: lot.id, isActive: !lot.archieved, ...set })
          .onConflictDoUpdate({ target: locationSubscriptions.locationId, set: { ...set, updatedAt: new Date() } });
        return vendorLocation(tx, lot.id);
      });
    },

    /** Every payment recorded for a location, newest first (none yet: an empty list). */
    async payments(locationId: string): Promise<SubscriptionPaymentOut[]> {
      const [lot] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, locationId)).limit(1);
      if (!lot) throw notFound(MESSAGES.locationNotFound);
      const rows = await db
        .select({
          id: subscriptionPayments.id,
          amountCents: subscriptionPayments.amountCents,
          paymentOwedCents: subscriptionPayments.paymentOwedCents,
          description: subscriptionPayments.description,
          paidAt: subscriptionPayments.paidAt,
          createdAt: subscriptionPayments.createdAt,
          byName: users.name,
          byEmail: users.email,
        })
        .from(subscriptionPayments)
        .innerJoin(locationSubscriptions, eq(locationSubscriptions.id, subscriptionPayments.subscriptionId))
        .leftJoin(users, eq(users.id, subscriptionPayments.recordedBy))
        .where(and(eq(locationSubscriptions.locationId, locationId)))
        .orderBy(desc(subscriptionPayments.paidAt), desc(subscriptionPayments.createdAt), desc(subscriptionPayments.id));
      return rows.map((r) => ({
        _id: r.id,
        locationId,
        lastPayDate: r.paidAt.toISOString(),
        amount: toDollars(r.amountCents),
        paymentOwed: toDollars(r.paymentOwedCents),
        description: r.description,
        recordedAt: r.createdAt.toISOString(),
        recordedBy: r.byName !== null && r.byEmail !== null ? { name: r.byName, email: r.byEmail } : null,
      }));
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
