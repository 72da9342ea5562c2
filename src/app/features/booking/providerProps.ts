/** What each payment provider's UI gets from the payment panel. */
export interface ProviderPaymentProps {
  /** Stripe publishable key or PayPal client id. */
  publicKey: string;
  /** Where to load Stripe.js or the PayPal SDK from when not the provider's own URL (STRIPE_JS_URL / PAYPAL_SDK_URL). */
  scriptUrl?: string | null;
  clientSecret: string;
  paymentIntentId: string;
  /** What is charged, in cents (the server's total). */
  amountCents: number;
  amountText: string;
  /** Statement label, e.g. "Parking at Main St Garage". */
  label: string;
  /** Called once the provider confirmed the payment, with the id the server verifies. */
  onPaid: (paymentId: string) => void;
  /** The confirmation got no answer: whether it was paid is for the page to ask the server. */
  onOutcomeUnknown: () => void;
  /** True from the moment the payment is sent until its answer: the page keeps the driver on it meanwhile. */
  onPaying?: (inFlight: boolean) => void;
}
