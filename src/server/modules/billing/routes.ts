import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES, REVENUE_ENTRY_TEXT } from '../../../shared/messages';
import { isWholeCents } from '../../../shared/money';
import {
  DateInput,
  DayString,
  PlausibleDay,
  oneLine,
  shownToOthers,
  envelope,
  envelopeBody,
  Id,
  IdParams,
  Money,
  Month,
  MonthQuery,
  numeric,
  success,
  successBody,
  Timestamp,
  Year,
  YearQuery,
} from '../../schemas/common';
import { Location, RevenueAdjustment, RevenueSummary, Session } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';
import { createLocationsService } from '../locations/service';
import { bookingPayments } from './payments';
import { createReconciliationService } from './reconciliation';
import { createRevenueService } from './revenue';
import { stripeWebhook } from './webhook';

/** An entry of /revenue/update in a lot's month, with its reversal links. */
const LotRevenueEntry = RevenueAdjustment.extend({
  reversedBy: z.string().nullable().optional().describe('beyond the spec: the entry that reverses this one (null: not reversed)'),
  reverses: z.string().nullable().optional().describe('beyond the spec: a reversal names the entry it reverses (null: an entry)'),
});

/** SPEC section 7 "Billing" (the superadmin's /billing/subs routes live in the subscriptions module). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'billing');
  const lots = createLocationsService({ db: app.deps.db });
  const revenue = createRevenueService({ db: app.deps.db, locations: lots });
  const reconciliation = createReconciliationService({ db: app.deps.db, locations: lots });

  await app.register(bookingPayments);

  route({
    method: 'POST',
    url: '/billing/revenue',
    operationId: 'getRevenueSummary',
    summary: "Revenue summary of the signed-in owner's locations for a month",
    access: 'manageLocations',
    body: z.object({
      month: Month,
      date: DateInput.optional().describe("without year: the month of this date's year"),
      year: Year.optional().describe("the month's year (default: the year of date, else this year)"),
    }),
    response: { 200: envelope(RevenueSummary) },
    handler: async (req) => envelopeBody(await revenue.summary(req.user, req.body)),
  });
  route({
    method: 'GET',
    url: '/billing/revenue/trend',
    operationId: 'getRevenueTrend',
    summary:
      "Beyond the spec (dashboard chart): the caller's revenue in the twelve months ending with year/month, and each lot's occupancy now",
    access: 'manageLocations',
    querystring: z.object({ year: YearQuery, month: MonthQuery }),
    response: {
      200: success({
        months: z
          .array(
            z.object({
              year: z.number().int(),
              month: z.number().int(),
              total: z.number().describe('dollars, net of refunds, entries included'),
            }),
          )
          .length(12)
          .describe('oldest first; each month in its lot’s time zone'),
        occupancy: z.array(
          z.object({
            locationId: z.string(),
            activeSessions: z
              .number()
              .int()
              .describe('plates with the right to park there now (paid, member and guest sessions), as the enforcer check decides'),
            zones: z.number().int().describe('active zones'),
          }),
        ),
      }),
    },
    handler: async (req) => successBody(await revenue.trend(req.user, req.query)),
  });
  route({
    method: 'POST',
    url: '/billing/lot/revenue',
    operationId: 'getLotRevenue',
    summary: "One lot's sessions and total for a month",
    access: 'manageLocations',
    body: z.object({
      lotId: Id,
      month: Month,
      date: DateInput.optional().describe("not read: the month is month and year, in the lot's time zone"),
      year: Year,
      page: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe('beyond the spec: one page of the sessions (from 1); without it, every session of the month'),
      pageSize: z
        .number()
        .int()
        .min(1)
        .max(LIMITS.lotRevenuePageMax)
        .optional()
        .describe(`rows per page (default ${LIMITS.lotRevenuePageSize})`),
      sortBy: z.enum(['startTime', 'plateNumber', 'rate', 'zone']).optional().describe('the order of a page (default startTime)'),
      sortOrder: z.enum(['ascend', 'descend']).optional().describe('default descend'),
    }),
    response: {
      200: success({
        totalCost: z.number().describe("dollars: the month's paid sessions less refunds"),
        sessionCount: z.number().int().nonnegative().describe("beyond the spec: the month's paid sessions, all pages"),
        firstYear: z.number().int().describe('beyond the spec: the first year the lot has revenue in (for the year picker)'),
        lastYear: z
          .number()
          .int()
          .optional()
          .describe('beyond the spec: the last year the lot has revenue in (a session added by hand may start next year)'),
        page: z.number().int().optional(),
        pageSize: z.number().int().optional(),
        monthSessions: z.array(
          Session.extend({
            refunded: z.number().nonnegative().describe('dollars given back (ending early); totalCost stays what was paid'),
          }),
        ),
        adjustments: z
          .array(LotRevenueEntry)
          .describe("beyond the spec: the month's /revenue/update entries and their reversals, counted in totalCost"),
      }),
    },
    errors: [404],
    handler: async (req) => successBody(await revenue.lotMonth(req.user, req.body)),
  });
  route({
    method: 'GET',
    url: '/billing/lot/revenue/csv',
    operationId: 'getLotRevenueCsv',
    summary: "Beyond the spec (Export CSV on /revenue/lot/{lotId}): one lot's month as a CSV file",
    access: 'manageLocations',
    querystring: z.object({ lotId: Id, month: MonthQuery, year: YearQuery }),
    response: {
      200: z
        .string()
        .describe(
          'text/csv: date, plate, state, rate, zone, total, refunded, kind, note; a row per paid session of the month, then per revenue entry; total less refunded sums to the month’s totalCost',
        ),
    },
    errors: [404],
    handler: async (req, reply) => {
      const csv = await revenue.lotMonthCsv(req.user, req.query);
      const name = `revenue-${req.query.lotId}-${req.query.year}-${String(req.query.month).padStart(2, '0')}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(csv));
    },
  });
  route({
    method: 'POST',
    url: '/billing/revenue/update',
    operationId: 'updateLotRevenue',
    summary: 'The /revenue/update form: lot name and revenue of an own location',
    access: 'manageLocations',
    body: z.object({
      locationId: Id,
      lotName: oneLine(z.string().trim().max(100)).optional(),
      // Bounded as a subscription's price is: stored as integer cents, a bigger amount failed its insert (500).
      // Whole cents, as Add Session's amount: a fraction of a cent was rounded (0.005 to $0.01, 1.005 to $1.00).
      lotRevenue: numeric(
        Money.max(LIMITS.lotRevenueEntryMaxCents / 100, REVENUE_ENTRY_TEXT.amountTooLarge).refine(isWholeCents, {
          message: MESSAGES.wholeCents,
        }),
      ).describe('dollars in whole cents, taken outside the app: kept as a new entry, never overwriting one'),
      note: shownToOthers(z.string().trim().max(300)).optional().describe('beyond the spec: what the entry is for'),
      date: DateInput.optional().describe('beyond the spec: the day the revenue was taken (default now); counts in that month'),
    }),
    response: {
      200: envelope(
        z.object({
          location: Location,
          repeated: z
            .boolean()
            .optional()
            .describe('beyond the spec: the same entry was recorded by this user less than a minute ago, so nothing was added'),
        }),
      ),
    },
    errors: [404],
    handler: async (req) => envelopeBody(await revenue.recordAdjustment(req.user, req.body)),
  });
  route({
    method: 'POST',
    url: '/billing/revenue/adjustments/:id/reverse',
    operationId: 'reverseRevenueAdjustment',
    summary:
      'Beyond the spec: undo an entry of /revenue/update of an own location (odogwu: any) by a kept reversing entry of the negative amount in the same month; once per entry',
    access: 'manageLocations',
    params: IdParams,
    response: { 200: envelope(z.object({ adjustment: LotRevenueEntry, location: Location })) },
    errors: [404, 409],
    handler: async (req) => envelopeBody(await revenue.reverseAdjustment(req.user, req.params.id)),
  });

  const Grid = z
    .array(z.array(z.number().int().nonnegative()).length(24))
    .length(7)
    .describe('sessions started per weekday (0 = Sunday) and hour of the lot’s day');
  route({
    method: 'GET',
    url: '/billing/reconciliation',
    operationId: 'getReconciliation',
    summary:
      'Beyond the spec (/reports): one lot’s gross → refunds → fees → net for a range of its days, every line, and a weekday × hour heat map against the period before',
    access: 'manageLocations',
    querystring: z.object({
      locationId: Id,
      // Years 1900-2999: the period before a range in year 1 was before year 1, which PostgreSQL refused (500).
      from: PlausibleDay.describe('first day, in the lot’s time zone'),
      to: PlausibleDay.describe('last day, included; at most 366 days after from'),
    }),
    response: {
      200: success({
        location: z.object({ _id: z.string(), name: z.string(), address: z.string(), timeZone: z.string() }),
        from: DayString,
        to: DayString,
        previous: z.object({ from: DayString, to: DayString }).describe('the same number of days just before: the heat map’s comparison'),
        totals: z.object({
          gross: z.number().describe('dollars paid by drivers, plus revenue entries'),
          refunds: z.number().describe('dollars given back'),
          fees: z.number().describe('dollars of service fees in what was kept'),
          net: z.number().describe('gross - refunds - fees: the sum of the lines’ net'),
          sessions: z.number().int(),
          entries: z.number().int().describe('revenue entries of /revenue/update'),
        }),
        rows: z.array(
          z.object({
            kind: z.enum(['session', 'adjustment']),
            _id: z.string(),
            date: Timestamp,
            plateNumber: z.string().nullable(),
            state: z.string().nullable(),
            zoneNumber: z.string().nullable(),
            note: z.string().nullable(),
            gross: z.number(),
            refund: z.number(),
            fee: z.number(),
            net: z.number(),
          }),
        ),
        heatmap: z.object({ current: Grid, previous: Grid }),
      }),
    },
    errors: [404],
    handler: async (req) => successBody(await reconciliation.report(req.user, req.query)),
  });

  await app.register(stripeWebhook);
};
export default routes;
