import Stripe from 'stripe';
import { HttpError } from '../../errors';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';

/**
 * Verifies a Stripe webhook with the official SDK (HMAC-SHA256 of "timestamp.rawBody" with the
 * endpoint secret, 5 minutes tolerance) and returns the typed event.
 *
 * rawBody must be the exact bytes Stripe sent: a re-serialised JSON body never verifies.
 * Missing/bad signature, a tampered body, a wrong secret or an old timestamp -> HttpError(400).
 */
export function verifyStripeWebhook(
  rawBody: Buffer | string,
  signature: string | string[] | undefined,
  secret: string,
  toleranceSeconds = 300,
): Stripe.Event {
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not configured');
  const header = Array.isArray(signature) ? signature[0] : signature;
  if (!header) throw new HttpError(400, INVALID_WEBHOOK_SIGNATURE);
  try {
    return Stripe.webhooks.constructEvent(rawBody, header, secret, toleranceSeconds);
  } catch {
    // StripeSignatureVerificationError, or a body that is not JSON once the signature matched.
    throw new HttpError(400, INVALID_WEBHOOK_SIGNATURE);
  }
}

/** The PaymentIntent of the events that settle a booking payment, or undefined for any other event. */
export function paymentIntentOfEvent(event: Stripe.Event): Stripe.PaymentIntent | undefined {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
    case 'payment_intent.processing':
      return event.data.object;
    default:
      return undefined;
  }
}
