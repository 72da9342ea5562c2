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

export interface RefundInput {
  /** The provider reference of the payment that took the money (payments.provider_ref). */
  providerRef: string;
  amountCents: number;
  currency: 'usd';
  /** Our refunds row id: the same key never refunds twice (a retried or replayed stop). */
  idempotencyKey: string;
}

export interface RefundResult {
  /** 'succeeded': the provider accepted the refund (it may still be settling); 'failed': it refused. */
  state: 'succeeded' | 'failed';
  /** The provider's id of the refund (Stripe re_..., PayPal refund id, demo id); null when refused. */
  refundRef: string | null;
  /** The provider's reason for a refusal, shown as is. */
  failureMessage?: string;
}

export interface VerifyOptions {
  /** false: only read (a PayPal order approved but not captured answers 'pending'). Default true. */
  capture?: boolean;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /**
   * Asks the provider what really happened. For PayPal this captures an approved order first;
   * for Stripe it retrieves the PaymentIntent; for demo it reads the demo confirmation.
   */
  verify(providerRef: string, opts?: VerifyOptions): Promise<VerifiedPayment>;
  /**
   * Gives part of a succeeded payment back. A refusal (the payment cannot be refunded for that
   * amount) answers state 'failed'; a network or server error throws, so the caller can retry
   * with the same idempotency key.
   */
  refund(input: RefundInput): Promise<RefundResult>;
}
