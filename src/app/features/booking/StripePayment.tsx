import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry: the main one starts fetching js.stripe.com as soon as it is imported.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { PaymentRequest, Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { DEFAULTS } from '../../../shared/limits';
import { PARKING_MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { NoticeBox } from '../../components/NoticeBox';
import type { ProviderPaymentProps } from './providerProps';
import { PlainButton } from '../../components/PlainButton';

/** Adds a <script> and resolves once it ran (loadStripe then finds window.Stripe and uses it). */
function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Failed to load ${src}`));
    };
    document.head.appendChild(script);
  });
}

// One Stripe.js per key for the page's life; a failed load is forgotten so a later visit retries.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string, scriptUrl: string | null): Promise<Stripe | null> {
  const cacheKey = `${key} ${scriptUrl ?? ''}`;
  let p = stripes.get(cacheKey);
  if (!p) {
    // STRIPE_JS_URL (another host for Stripe.js) is loaded first; otherwise loadStripe fetches Stripe's own.
    const ready = scriptUrl && !(window as { Stripe?: unknown }).Stripe ? injectScript(scriptUrl) : Promise.resolve();
    p = ready.then(() => loadStripe(key));
    p.catch(() => stripes.delete(cacheKey));
    stripes.set(cacheKey, p);
  }
  return p;
}

/** Stripe could not be reached while confirming: the card may have been charged all the same. */
const unreachable = (error: { type?: string }) => error.type === 'api_connection_error';

function StripeForm({
  clientSecret,
  amountCents,
  amountText,
  label,
  onPaid,
  onOutcomeUnknown,
  onPaying,
}: Omit<ProviderPaymentProps, 'publicKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [wallet, setWallet] = useState<PaymentRequest | null>(null);

  // SPEC: the wallet payment request uses country US, currency usd; the amount in cents.
  useEffect(() => {
    if (!stripe) return;
    const pr = stripe.paymentRequest({
      country: DEFAULTS.country,
      currency: DEFAULTS.currency,
      total: { label, amount: Math.round(amountCents) },
      requestPayerName: true,
      requestPayerEmail: true,
    });
    let live = true;
    pr.canMakePayment()
      .then((ok) => {
        if (live && ok) setWallet(pr);
      })
      .catch(() => undefined);
    pr.on('paymentmethod', async (ev) => {
      onPaying?.(true);
      try {
        const { error: confirmError, paymentIntent } = await stripe.confirmCardPayment(
          clientSecret,
          { payment_method: ev.paymentMethod.id },
          { handleActions: false },
        );
        if (confirmError) {
          ev.complete('fail');
          if (unreachable(confirmError)) onOutcomeUnknown();
          else setError(confirmError.message ?? PARKING_MESSAGES.paymentFailed);
          return;
        }
        ev.complete('success');
        let intent = paymentIntent;
        if (intent?.status === 'requires_action') {
          const next = await stripe.confirmCardPayment(clientSecret);
          if (next.error) {
            setError(next.error.message ?? PARKING_MESSAGES.paymentFailed);
            return;
          }
          intent = next.paymentIntent;
        }
        if (intent) onPaid(intent.id);
      } finally {
        onPaying?.(false);
      }
    });
    return () => {
      live = false;
    };
  }, [stripe, clientSecret, amountCents, label, onPaid, onOutcomeUnknown, onPaying]);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    onPaying?.(true);
    setError(null);
    try {
      const { error: confirmError, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
      if (confirmError && unreachable(confirmError)) onOutcomeUnknown();
      else if (confirmError) setError(confirmError.message ?? PARKING_MESSAGES.paymentFailed);
      else if (paymentIntent) onPaid(paymentIntent.id);
    } catch {
      onOutcomeUnknown();
    } finally {
      setBusy(false);
      onPaying?.(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      {error && <NoticeBox type="error">{error}</NoticeBox>}
      {wallet && (
        <PlainButton block style={{ marginBottom: 16, background: '#000', color: '#fff' }} onClick={() => wallet.show()}>
          {PARKING_TEXT.walletPay}
        </PlainButton>
      )}
      <div style={{ border: '1px solid #d9d9d9', borderRadius: 8, padding: '14px 12px', marginBottom: 16, background: '#fff' }}>
        <CardElement options={{ hidePostalCode: false, style: { base: { fontSize: '16px' } } }} />
      </div>
      <PlainButton variant="primary" type="submit" block loading={busy} disabled={!stripe}>
        {`${PARKING_TEXT.pay} ${amountText}`}
      </PlainButton>
    </form>
  );
}

/** Stripe Elements (card) and a wallet Payment Request button. Its own chunk: Stripe.js loads only here. */
export default function StripePayment({ scriptUrl, ...props }: ProviderPaymentProps) {
  const stripePromise = useMemo(() => stripeFor(props.publicKey, scriptUrl ?? null), [props.publicKey, scriptUrl]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    stripePromise.then(
      (stripe) => live && !stripe && setFailed(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [stripePromise]);
  // A phone on a weak signal may not get Stripe.js: say so instead of an empty form.
  if (failed) return <NoticeBox type="error">{PARKING_TEXT.paymentUnavailable}</NoticeBox>;
  return (
    <Elements stripe={stripePromise}>
      <StripeForm {...props} />
    </Elements>
  );
}
