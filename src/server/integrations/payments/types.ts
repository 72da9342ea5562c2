/**
 * One interface for every way of taking money (DESIGN: Stripe when STRIPE_SECRET_KEY, PayPal when
 * PAYPAL_CLIENT_ID, otherwise the demo provider that never charges). The booking code only ever
 * talks to this interface; it never trusts the client's word that a payment happened.
 */
export type PaymentProviderName = 'demo' | 'stripe' | 'paypal';

export type PaymentState = 'pending' | 'succeeded' | 'failed';

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  /** Our payments row id: the same key always yields the same intent (no double charge on retry). */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export interface CreatedIntent {
  /** The provider's id (Stripe PaymentIntent id, PayPal order id, demo intent id): payments.provider_ref. */
  providerRef: string;
  /** What the browser needs to complete the payment (Stripe client_secret, PayPal order id, demo secret). */
  clientSecret: string;
}

export interface VerifiedPayment {
  providerRef: string;
  state: PaymentState;
  /** What the provider says was actually received, in cents. */
  amountCents: number;
  currency: string;
  /** Provider's message for a failed payment (e.g. card declined), shown as is. */
  failureMessage?: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /**
   * Asks the provider what really happened. For PayPal this captures an approved order first;
   * for Stripe it retrieves the PaymentIntent; for demo it reads the demo confirmation.
   */
  verify(providerRef: string): Promise<VerifiedPayment>;
}
