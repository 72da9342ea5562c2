import { lazy, Suspense, useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { PARKING_MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { formatUsd } from '../../../shared/money';
import { outcomeUnknown, serverMessage } from '../../api/errors';
import { useGetConfigQuery } from '../../api/enhanced/appConfig';
import { NoticeBox } from '../../components/NoticeBox';
import { DemoCardForm } from './DemoCardForm';
import { useConfirmDemoPaymentMutation } from '../../api/enhanced/billing';
import type { PaymentIntent } from './paymentApi';

// Separate chunks: Stripe.js and PayPal's script load only on the payment step, only when configured.
const StripePayment = lazy(() => import('./StripePayment'));
const PayPalPayment = lazy(() => import('./PayPalPayment'));

export interface PaymentPanelProps {
  /** The fields the panel reads: a booking's intent, or any other server-made one (a valet ticket's). */
  intent: Pick<PaymentIntent, 'provider' | 'paymentIntentId' | 'clientSecret' | 'totalCost'>;
  label: string;
  /** The payment went through; `providerPaymentId` is the PayPal order id or the intent id. */
  onPaid: (providerPaymentId: string) => void;
  /**
   * Pay was sent and no answer came (no signal, a server failure): whether the money moved is not
   * known. The page asks the server before it offers anything else: never a new payment.
   */
  onOutcomeUnknown: () => void;
  /**
   * True from Pay until its answer (paid, refused, or none): while the money may be moving, the page
   * hides its own ways off this step (its Back), which would let the same cars be paid twice. Any
   * navigation meanwhile (the phone's Back, a link) is held by the panel itself.
   */
  onPaying?: (inFlight: boolean) => void;
}

/** The live provider's payment UI for a server-made intent (booking and extension share it). */
export function PaymentPanel({ intent, label, onPaid, onOutcomeUnknown, onPaying }: PaymentPanelProps) {
  const { data: config } = useGetConfigQuery(undefined, { skip: intent.provider === 'demo' });
  const [confirmDemo, { isLoading }] = useConfirmDemoPaymentMutation();
  const [error, setError] = useState<string | null>(null);
  // While Pay waits for its answer the page stays: leaving (the phone's Back) let a slow answer's
  // payment be made again from the form (QA: paid twice on a weak signal).
  const [inFlight, setInFlight] = useState(false);
  const paying = (now: boolean) => {
    setInFlight(now);
    onPaying?.(now);
  };
  const leaving = useBlocker(inFlight);
  useEffect(() => {
    if (leaving.state === 'blocked') leaving.reset();
  }, [leaving]);
  const amountText = formatUsd(intent.totalCost);

  if (intent.provider === 'demo') {
    return (
      <DemoCardForm
        amountText={amountText}
        busy={isLoading}
        error={error}
        onPay={async (card) => {
          setError(null);
          paying(true);
          try {
            await confirmDemo({ body: { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, ...card } }).unwrap();
            onPaid(intent.paymentIntentId);
          } catch (e) {
            if (outcomeUnknown(e)) onOutcomeUnknown();
            // SPEC section 8: a confirmation error shows the provider's own message.
            else setError(serverMessage(e, PARKING_MESSAGES.paymentFailed));
          } finally {
            paying(false);
          }
        }}
      />
    );
  }

  const payments = config?.data.payments;
  if (!payments) return <p role="status">{PARKING_TEXT.loadingPayment}</p>;
  const common = {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.paymentIntentId,
    amountCents: intent.totalCost,
    amountText,
    label,
    onPaid,
    onOutcomeUnknown,
    onPaying: paying,
  };
  const fallback = <p role="status">{PARKING_TEXT.loadingPayment}</p>;
  if (intent.provider === 'stripe' && payments.stripePublishableKey) {
    return (
      <Suspense fallback={fallback}>
        <StripePayment publicKey={payments.stripePublishableKey} scriptUrl={payments.stripeJsUrl} {...common} />
      </Suspense>
    );
  }
  if (intent.provider === 'paypal' && payments.paypalClientId) {
    return (
      <Suspense fallback={fallback}>
        <PayPalPayment publicKey={payments.paypalClientId} scriptUrl={payments.paypalSdkUrl} {...common} />
      </Suspense>
    );
  }
  return <NoticeBox type="error">{PARKING_TEXT.paymentUnavailable}</NoticeBox>;
}
