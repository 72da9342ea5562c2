import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DateInput, envelope, Id, Money, ShortText } from '../../schemas/common';
import { VendorLocation } from '../../schemas/entities';
import { defineRoutes } from '../../schemas/route';

/** SPEC section 7 "Billing > subs": the superadmin's vendor-location subscriptions and payments. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const route = defineRoutes(app, 'subscriptions');

  route({
    method: 'GET',
    url: '/billing/subs',
    operationId: 'getSubscriptions',
    summary: 'Vendor locations with their subscription state (read as data, a list)',
    access: 'superadmin',
    response: { 200: envelope(z.array(VendorLocation)) },
  });
  route({
    method: 'POST',
    url: '/billing/subs',
    operationId: 'upsertSubscription',
    summary: "Start or edit a location's subscription (description, active, monthly price)",
    access: 'superadmin',
    body: z.object({
      locationId: Id,
      description: ShortText.optional(),
      isActive: z.boolean().optional(),
      revenuePerMonth: Money.optional().describe('dollars; default 120'),
    }),
    response: { 200: envelope(VendorLocation) },
  });
  route({
    method: 'POST',
    url: '/billing/subs/update',
    operationId: 'recordSubscriptionPayment',
    summary: 'Update Location Information modal: record a payment; the new total is computed by the server',
    access: 'superadmin',
    body: z.object({
      locationId: Id,
      lastPayDate: DateInput,
      amount: Money.default(0),
      paymentOwed: Money.default(0),
      totalAmount: Money.optional().describe('ignored: current total plus paymentOwed'),
      description: ShortText.optional(),
    }),
    response: { 200: envelope(VendorLocation) },
  });
};
export default routes;
