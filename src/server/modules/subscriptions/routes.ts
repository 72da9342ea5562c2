import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUBSCRIPTION_AMOUNT_MAX } from '../../../shared/subscriptions';
import { z } from 'zod';
import { isWholeCents, toCents } from '../../../shared/money';
import { DateInput, envelope, envelopeBody, flag, Id, LocationIdParams, Money, numeric, ShortText, success } from '../../schemas/common';
import { badRequest } from '../../errors';
import { MESSAGES } from '../../../shared/messages';
import { VendorLocation } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';
import { LenientAmount, SUBSCRIPTIONS_PAGE, SubscriptionPayment, SubscriptionStats } from './schemas';
import { createSubscriptionsService, type VendorLocationList } from './service';
import { SUBSCRIPTION_SORTS } from '../../../shared/subscriptions';

/** Optional additions: without page and pageSize the list is every vendor location, as SPEC reads it. */
const SubscriptionListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional().describe('1 is the first'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(SUBSCRIPTIONS_PAGE.max)
    .optional()
    .describe(`locations per page (default ${SUBSCRIPTIONS_PAGE.default} when page is given)`),
  search: z.string().max(100).optional().describe('beyond the spec: only locations whose name holds this (any case); total counts them'),
  sort: z
    .enum(SUBSCRIPTION_SORTS)
    .optional()
    .describe('beyond the spec: the order, by name unless given; "-" before a column for the other way'),
});
const SubscriptionsBody = success({
  data: z.array(VendorLocation),
  total: z.number().int().optional().describe('beyond the spec: how many vendor locations, over all pages'),
  stats: SubscriptionStats.optional().describe('beyond the spec: the four stat cards, from the stored prices and payments'),
});
const listBody = (list: VendorLocationList) => ({ ...envelopeBody(list.locations), total: list.total, stats: list.stats });

/** SPEC section 7 "Billing > subs": the superadmin's vendor-location subscriptions and payments. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const svc = createSubscriptionsService({ db: app.deps.db });
  const route = defineRoutes(app, 'subscriptions');

  route({
    method: 'GET',
    url: '/billing/subs',
    operationId: 'getSubscriptions',
    summary: 'Vendor locations with their subscription state (read as data, a list), by name',
    access: 'superadmin',
    querystring: SubscriptionListQuery,
    response: { 200: SubscriptionsBody },
    handler: async (req) =>
      listBody(
        await svc.list({
          page: req.query.page,
          pageSize: req.query.pageSize ?? (req.query.page ? SUBSCRIPTIONS_PAGE.default : undefined),
          search: req.query.search,
          sort: req.query.sort,
        }),
      ),
  });
  route({
    method: 'POST',
    url: '/billing/subs',
    operationId: 'upsertSubscription',
    summary:
      "Start or edit a location's subscription (description, active, monthly price). Without a body (or with {}) it is the list, as GET /billing/subs answers it: SPEC 7 names only this POST for the subscriptions",
    access: 'superadmin',
    body: z
      .object({
        locationId: Id.optional().describe('the location whose subscription to set; left out with every other field: the list'),
        description: ShortText.optional(),
        isActive: flag(z.boolean()).optional(),
        // Whole cents: a fraction of a cent was rounded silently (and 1.005 down, through the float).
        revenuePerMonth: numeric(Money.max(SUBSCRIPTION_AMOUNT_MAX).refine(isWholeCents, { message: MESSAGES.wholeCents }))
          .optional()
          .describe('dollars in whole cents; default 120'),
      })
      // A call with no body at all reaches the schema as null.
      .nullish(),
    response: { 200: z.union([envelope(VendorLocation), SubscriptionsBody]) },
    errors: [404],
    handler: async (req) => {
      const body = req.body ?? {};
      if (body.locationId === undefined) {
        if (Object.values(body).some((v) => v !== undefined)) throw badRequest(MESSAGES.subscriptionLocationRequired);
        return listBody(await svc.list({}));
      }
      return envelopeBody(
        await svc.upsert({
          locationId: body.locationId,
          description: body.description,
          isActive: body.isActive,
          priceCents: body.revenuePerMonth === undefined ? undefined : toCents(body.revenuePerMonth),
        }),
      );
    },
  });
  route({
    method: 'POST',
    url: '/billing/subs/update',
    operationId: 'recordSubscriptionPayment',
    summary:
      'Update Location Information modal: record a payment (a new row every time) and set the last pay date; the new total is the current total plus paymentOwed',
    access: 'superadmin',
    body: z.object({
      locationId: Id,
      lastPayDate: DateInput,
      amount: LenientAmount.describe('dollars; 0 when not a number'),
      paymentOwed: LenientAmount.describe('dollars; 0 when not a number'),
      totalAmount: z
        .unknown()
        .optional()
        .describe(
          'the total the sender expects after this payment (the dialog preview): not used for the total, which the server computes as current total plus paymentOwed; it tells the same update sent again (within a minute) from a new one',
        ),
      description: ShortText.optional(),
    }),
    response: {
      200: envelope(
        VendorLocation.extend({
          repeated: z
            .boolean()
            .optional()
            .describe('beyond the spec: the same payment was recorded by this user less than a minute ago, so nothing was added'),
        }),
      ),
    },
    errors: [404],
    handler: async (req) =>
      envelopeBody(
        await svc.recordPayment(req.user, {
          locationId: req.body.locationId,
          lastPayDate: req.body.lastPayDate,
          amountCents: req.body.amount,
          paymentOwedCents: req.body.paymentOwed,
          description: req.body.description,
          // Not the new total (the server adds paymentOwed); it tells a repeat of the same update from a new one.
          expectedTotalCents: typeof req.body.totalAmount === 'number' ? toCents(req.body.totalAmount) : undefined,
        }),
      ),
  });
  route({
    method: 'GET',
    url: '/billing/subs/:locationId/payments',
    operationId: 'getSubscriptionPayments',
    summary: 'Beyond the spec: every payment update recorded for a location, newest first (the ledger and its CSV)',
    access: 'superadmin',
    params: LocationIdParams,
    response: { 200: envelope(z.object({ payments: z.array(SubscriptionPayment) })) },
    errors: [404],
    handler: async (req) => envelopeBody({ payments: await svc.payments(req.params.locationId) }),
  });
};
export default routes;
