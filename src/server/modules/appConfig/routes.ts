import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configuredProvider } from '../../integrations/payments';
import { defineRoutes } from '../../schemas/route';
import { envelopeBody } from '../../schemas/common';

const ConfigResponse = z.object({
  status: z.literal('success'),
  data: z.object({
    payments: z.object({
      /** The provider the booking flow uses: a real one when configured, else the demo one that never charges. */
      provider: z.enum(['stripe', 'paypal', 'demo']),
      stripePublishableKey: z.string().nullable(),
      paypalClientId: z.string().nullable(),
      /** Another Stripe.js URL than Stripe's own (STRIPE_JS_URL), or null. */
      stripeJsUrl: z.string().nullable(),
      /** Another PayPal JS SDK base URL than PayPal's own (PAYPAL_SDK_URL), or null. */
      paypalSdkUrl: z.string().nullable(),
      demo: z.boolean(),
    }),
    maps: z.boolean(),
    mail: z.enum(['smtp', 'outbox']),
    currency: z.string(),
    country: z.string(),
  }),
});

/** GET /api/v1/config: which integrations are live, so the SPA loads Stripe.js or PayPal only then. */
const routes: FastifyPluginAsyncZod = async (app) => {
  defineRoutes(
    app,
    'config',
  )({
    method: 'GET',
    url: '/config',
    operationId: 'getConfig',
    summary: 'Which integrations are live (payment provider, maps, mail)',
    access: 'public',
    response: { 200: ConfigResponse },
    handler: async () => {
      const { config, mailer } = app.deps;
      const stripe = config.stripe.secretKey && config.stripe.publishableKey ? config.stripe.publishableKey : null;
      const paypal = config.paypal.clientId && config.paypal.clientSecret ? config.paypal.clientId : null;
      // The same choice createPaymentProvider made for this process (Stripe before PayPal).
      const provider = configuredProvider(config);
      return envelopeBody({
        payments: {
          provider,
          stripePublishableKey: stripe,
          paypalClientId: paypal,
          stripeJsUrl: stripe ? (config.stripe.jsUrl ?? null) : null,
          paypalSdkUrl: paypal ? (config.paypal.sdkUrl ?? null) : null,
          demo: provider === 'demo',
        },
        maps: Boolean(config.mapsApiKey),
        mail: mailer.mode,
        currency: 'usd',
        country: 'US',
      });
    },
  });
};
export default routes;
