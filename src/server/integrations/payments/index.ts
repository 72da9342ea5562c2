import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDemoProvider } from './demo';
import type { PaymentProvider, PaymentProviderName } from './types';

export type {
  PaymentProvider,
  PaymentProviderName,
  VerifiedPayment,
  CreatedIntent,
  CreateIntentInput,
  RefundInput,
  RefundResult,
} from './types';
export { isDemoProvider } from './demo';

/** Which provider the configuration asks for (DESIGN: Stripe, else PayPal, else the demo one). */
export function configuredProvider(config: Config): PaymentProviderName {
  if (config.stripe.secretKey && config.stripe.publishableKey) return 'stripe';
  if (config.paypal.clientId && config.paypal.clientSecret) return 'paypal';
  return 'demo';
}

/**
 * The one payment provider of this process. Stripe and PayPal are imported only when configured,
 * so their SDKs are never loaded by a server that runs on the demo provider.
 */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider> {
  switch (configuredProvider(config)) {
    case 'stripe': {
      const { createStripeProvider } = await import('./stripe');
      return createStripeProvider({ secretKey: config.stripe.secretKey!, apiBase: config.stripe.apiBase });
    }
    case 'paypal': {
      const { createPaypalProvider } = await import('./paypal');
      return createPaypalProvider({
        clientId: config.paypal.clientId!,
        clientSecret: config.paypal.clientSecret!,
        apiBase: config.paypal.apiBase,
      });
    }
    default:
      return createDemoProvider(db);
  }
}
