import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '../../../shared/messages';
import { HttpError, notFound } from '../../errors';
import { defineRoutes } from '../../schemas/route';

/**
 * POST /billing/webhook: Stripe tells us a PaymentIntent settled, so a booking is made even when
 * the driver's browser never comes back to POST /sessions. The signature is checked on the exact
 * bytes Stripe sent (this plugin keeps JSON bodies raw), then the payments service confirms it
 * as POST /sessions does (dispatching by its kind): whichever arrives first creates the sessions, the other finds them.
 */
export const stripeWebhook: FastifyPluginAsyncZod = async (app) => {
  // Only inside this plugin: a re-serialised JSON body never verifies.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  defineRoutes(
    app,
    'webhooks',
  )({
    method: 'POST',
    url: '/billing/webhook',
    operationId: 'stripeWebhook',
    summary: 'Stripe events (signature checked with STRIPE_WEBHOOK_SECRET); not for the SPA',
    // Stripe signs the request instead: the signature is the access check.
    access: 'public',
    response: { 200: z.object({ received: z.literal(true) }) },
    errors: [400, 404, 409],
    handler: async (req) => {
      const { config, payments: provider, paymentsService } = app.deps;
      const secret = config.stripe.webhookSecret;
      if (provider.name !== 'stripe' || !secret) throw notFound(MESSAGES.stripeWebhooksOff);
      // Loaded only here: a server on the demo provider never loads the Stripe SDK.
      const { verifyStripeWebhook, paymentIntentOfEvent } = await import('../../integrations/payments/stripeWebhook');
      const { stripePaymentIntentToVerified } = await import('../../integrations/payments/stripe');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from(typeof req.body === 'string' ? req.body : '');
      const event = verifyStripeWebhook(raw, req.headers['stripe-signature'], secret);
      const pi = event.type === 'payment_intent.succeeded' ? paymentIntentOfEvent(event) : undefined;
      if (!pi) return { received: true as const };
      const known = await paymentsService.find(pi.id);
      // Not one of our booking payments (another integration on the same Stripe account): nothing to do.
      if (!known) return { received: true as const };
      try {
        await paymentsService.confirmAny(pi.id, { verified: stripePaymentIntentToVerified(pi) });
      } catch (err) {
        // A payment that does not cover its booking, is not for one, or could not buy what it was
        // for (409: refunded, or its refund left to the background job) will not improve on retry:
        // acknowledge it (Stripe would redeliver for days). Anything else (database down) answers an
        // error so Stripe delivers it again.
        if (err instanceof HttpError && [400, 402, 404, 409].includes(err.statusCode)) {
          req.log.warn({ err, paymentIntent: pi.id }, 'stripe webhook: payment not fulfilled');
          return { received: true as const };
        }
        throw err;
      }
      return { received: true as const };
    },
  });
};
