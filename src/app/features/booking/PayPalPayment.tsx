import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useState } from 'react';
import { DEFAULTS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import { NoticeBox } from '../../components/NoticeBox';
import type { ProviderPaymentProps } from './providerProps';

/**
 * PayPal buttons for the server's order of totalCost/100 USD (SPEC section 7). Its own chunk: the PayPal script loads
 * only here. The server verifies the captured order before it creates the session.
 */
export default function PayPalPayment({ publicKey, amountCents, clientSecret, paymentIntentId, onPaid }: ProviderPaymentProps) {
  const [error, setError] = useState<string | null>(null);
  // totalCost/100 USD: the order the server made carries this amount.
  const value = (Math.round(amountCents) / 100).toFixed(2);
  return (
    <PayPalScriptProvider options={{ clientId: publicKey, currency: DEFAULTS.currency.toUpperCase(), intent: 'capture' }}>
      {error && <NoticeBox type="error">{error}</NoticeBox>}
      <PayPalButtons
        style={{ layout: 'vertical', shape: 'rect', height: 48 }}
        forceReRender={[value]}
        // The server made the order for its own total (clientSecret is PayPal's order id) and
        // captures it when the session is created, so nothing is charged twice.
        createOrder={() => Promise.resolve(clientSecret)}
        onApprove={async () => {
          // SPEC section 9: a short pause after PayPal's success before moving on.
          setTimeout(() => onPaid(paymentIntentId), DEFAULTS.paypalSuccessDelayMs);
        }}
        onError={() => setError(MESSAGES.paymentFailed)}
      />
    </PayPalScriptProvider>
  );
}
