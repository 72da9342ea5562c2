import { centsToDecimal } from '../../../shared/money';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useState } from 'react';
import { DEFAULTS } from '../../../shared/limits';
import { PARKING_MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { NoticeBox } from '../../components/NoticeBox';
import type { ProviderPaymentProps } from './providerProps';

function Buttons({ amountCents, clientSecret, paymentIntentId, onPaid, onPaying }: ProviderPaymentProps) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const [error, setError] = useState<string | null>(null);
  const [approved, setApproved] = useState(false);
  // totalCost/100 USD: the order the server made carries this amount.
  const value = centsToDecimal(amountCents);
  // A phone on a weak signal may not get PayPal's script: say so instead of an empty space.
  if (isRejected) return <NoticeBox type="error">{PARKING_TEXT.paymentUnavailable}</NoticeBox>;
  if (isPending) return <p role="status">{PARKING_TEXT.loadingPayment}</p>;
  return (
    <>
      {error && <NoticeBox type="error">{error}</NoticeBox>}
      {approved && <p role="status">{PARKING_TEXT.paymentApproved}</p>}
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'rect', height: 48 }}
        forceReRender={[value]}
        disabled={approved}
        // The server made the order for its own total (clientSecret is PayPal's order id) and
        // captures it when the session is created, so nothing is charged twice.
        createOrder={() => Promise.resolve(clientSecret)}
        onApprove={async () => {
          setError(null);
          setApproved(true);
          onPaying?.(true);
          // SPEC section 9: a short pause after PayPal's success before moving on.
          setTimeout(() => {
            onPaying?.(false);
            onPaid(paymentIntentId);
          }, DEFAULTS.paypalSuccessDelayMs);
        }}
        onError={() => setError(PARKING_MESSAGES.paymentFailed)}
      />
    </>
  );
}

/**
 * PayPal buttons for the server's order of totalCost/100 USD (SPEC section 7). Its own chunk: the PayPal script loads
 * only here. The server verifies the captured order before it creates the session.
 */
export default function PayPalPayment(props: ProviderPaymentProps) {
  const { publicKey, scriptUrl } = props;
  return (
    <PayPalScriptProvider
      options={{
        clientId: publicKey,
        currency: DEFAULTS.currency.toUpperCase(),
        intent: 'capture',
        // PAYPAL_SDK_URL: another host for the SDK (tests serve a local fake); PayPal's own otherwise.
        ...(scriptUrl ? { sdkBaseUrl: scriptUrl } : {}),
      }}
    >
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}
