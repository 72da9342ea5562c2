import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DateInput, envelope, envelopeBody, Id, Money, Month, success, successBody, Year } from '../../schemas/common';
import { Location, RevenueAdjustment, RevenueSummary, Session } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';
import { createLocationsService } from '../locations/service';
import { bookingPayments } from './payments';
import { createRevenueService } from './revenue';
import { stripeWebhook } from './webhook';

/** SPEC section 7 "Billing" (the superadmin's /billing/subs routes live in the subscriptions module). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'billing');
  const revenue = createRevenueService({ db: app.deps.db, locations: createLocationsService({ db: app.deps.db }) });

  await app.register(bookingPayments);

  route({
    method: 'POST',
    url: '/billing/valet/stripe-intent',
    operationId: 'createValetStripeIntent',
    summary: 'Card payment for a valet ticket from the customer page',
    access: 'public',
    body: z.object({ valet: z.object({ _id: Id }).describe('the ticket; only its id is read') }),
    response: { 200: success({ clientSecret: z.string() }) },
  });
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
    }),
    response: {
      200: success({
        totalCost: z.number().describe("dollars: the month's paid sessions less refunds"),
        monthSessions: z.array(
          Session.extend({
            refunded: z.number().nonnegative().describe('dollars given back (ending early); totalCost stays what was paid'),
          }),
        ),
        adjustments: z.array(RevenueAdjustment).describe("beyond the spec: the month's /revenue/update entries, counted in totalCost"),
      }),
    },
    errors: [404],
    handler: async (req) => successBody(await revenue.lotMonth(req.user, req.body)),
  });
  route({
    method: 'POST',
    url: '/billing/revenue/update',
    operationId: 'updateLotRevenue',
    summary: 'The /revenue/update form: lot name and revenue of an own location',
    access: 'manageLocations',
    body: z.object({
      locationId: Id,
      lotName: z.string().trim().max(100).optional(),
      lotRevenue: Money.describe('dollars taken outside the app: kept as a new entry, never overwriting one'),
      note: z.string().trim().max(300).optional().describe('beyond the spec: what the entry is for'),
      date: DateInput.optional().describe('beyond the spec: the day the revenue was taken (default now); counts in that month'),
    }),
    response: { 200: envelope(z.object({ location: Location })) },
    errors: [404],
    handler: async (req) => envelopeBody(await revenue.recordAdjustment(req.user, req.body)),
  });

  await app.register(stripeWebhook);
};
export default routes;
