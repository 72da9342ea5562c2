import Stripe from 'stripe';
import type { CreatedIntent, CreateIntentInput, PaymentProvider, PaymentState, RefundInput, RefundResult, VerifiedPayment } from './types';

export interface StripeProviderOptions {
  /** STRIPE_SECRET_KEY (sk_test_... / sk_live_... / rk_...). */
  secretKey: string;
  /**
   * STRIPE_API_BASE: another origin for the Stripe REST API (e.g. http://127.0.0.1:12111 for the
   * local fake the tests start, or stripe-mock). Unset = https://api.stripe.com.
   */
  apiBase?: string;
  /** Network retries of the SDK (it reuses the idempotency key on each retry). Default 1. */
  maxNetworkRetries?: number;
  /** Request timeout in ms. Default 20 s. */
  timeout?: number;
}

/** Maps an origin like http://127.0.0.1:4242 onto the SDK's host/port/protocol options. */
export function stripeHostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`STRIPE_API_BASE must be an http(s) URL, got ${apiBase}`);
  }
  if (url.pathname !== '/' && url.pathname !== '') {
    throw new Error(`STRIPE_API_BASE must be an origin without a path, got ${apiBase}`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** PaymentIntent status -> our three states. A declined card leaves the intent in
 * requires_payment_method with last_payment_error set: that attempt failed. */
export function stripeState(pi: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): PaymentState {
  switch (pi.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'failed';
    case 'requires_payment_method':
      return pi.last_payment_error ? 'failed' : 'pending';
    default:
      // processing, requires_action, requires_confirmation, requires_capture
      return 'pending';
  }
}

export function createStripeClient(opts: StripeProviderOptions): Stripe {
  if (!opts.secretKey) throw new Error('Stripe needs STRIPE_SECRET_KEY');
  return new Stripe(opts.secretKey, {
    ...stripeHostOptions(opts.apiBase),
    maxNetworkRetries: opts.maxNetworkRetries ?? 1,
    timeout: opts.timeout ?? 20_000,
    telemetry: false,
    appInfo: { name: 'parking' },
  });
}

/** Stripe PaymentIntents behind our PaymentProvider interface. */
export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const stripe = createStripeClient(opts);

  async function createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
      throw new Error(`Invalid amount: ${input.amountCents}`);
    }
    const pi = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency,
        description: input.description,
        metadata: { ...input.metadata, paymentId: input.idempotencyKey },
        // Card + wallets (Apple Pay / Google Pay via the Payment Request button are card payments):
        // what the SPA's Elements confirm. (This API version names the old payment_method_types so.)
        allowed_payment_method_types: ['card'],
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!pi.client_secret) throw new Error(`Stripe returned PaymentIntent ${pi.id} without a client_secret`);
    return { providerRef: pi.id, clientSecret: pi.client_secret };
  }

  async function verify(providerRef: string): Promise<VerifiedPayment> {
    const pi = await stripe.paymentIntents.retrieve(providerRef);
    return stripePaymentIntentToVerified(pi);
  }

  async function refund(input: RefundInput): Promise<RefundResult> {
    try {
      const re = await stripe.refunds.create(
        { payment_intent: input.providerRef, amount: input.amountCents, metadata: { refundId: input.idempotencyKey } },
        { idempotencyKey: `refund-${input.idempotencyKey}` },
      );
      if (re.status === 'failed' || re.status === 'canceled') {
        return { state: 'failed', refundRef: re.id, failureMessage: re.failure_reason ?? 'The refund failed.' };
      }
      // succeeded, or pending/requires_action: Stripe has taken the refund on and settles it.
      return { state: 'succeeded', refundRef: re.id };
    } catch (err) {
      // Stripe answered and refused (amount too large, charge disputed, already refunded...): a
      // refusal. Connection and server errors throw, so the same key can be tried again.
      if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError) {
        return { state: 'failed', refundRef: null, failureMessage: err.message };
      }
      throw err;
    }
  }

  return { name: 'stripe', createIntent, verify, refund };
}

/** Also used by the webhook route: the event carries the PaymentIntent as of that moment. */
export function stripePaymentIntentToVerified(pi: Stripe.PaymentIntent): VerifiedPayment {
  const state = stripeState(pi);
  const result: VerifiedPayment = {
    providerRef: pi.id,
    state,
    amountCents: pi.amount_received ?? 0,
    currency: pi.currency,
  };
  if (state === 'failed') {
    result.failureMessage =
      pi.last_payment_error?.message ?? (pi.status === 'canceled' ? 'The payment was canceled.' : 'The payment failed.');
  }
  return result;
}
