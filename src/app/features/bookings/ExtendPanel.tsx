import { useState } from 'react';
import { MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { useExtendCalls } from './bookingCalls';
import { serverMessage } from '../../api/errors';
import { PlainButton } from '../../components/PlainButton';
import { NoticeBox } from '../../components/NoticeBox';
import {
  HoursField,
  PaymentPanel,
  PriceBreakdown,
  createWithRetry,
  hoursProblem,
  intentOf,
  readHours,
  shortDateTime,
  type PaymentIntent,
} from '../booking';
import { TOKENS } from '../../themeTokens';

export interface ExtendPanelProps {
  sessionId: string;
  /** A guest's booking: the token of its link, through which the extension is made. */
  guestToken?: string;
  label: string;
  onClose: () => void;
  onExtended: (endTime: string) => void;
  /** The lot's time zone, for the new end time. */
  timeZone?: string;
}

/** Extend an active booking: choose hours, pay the difference with the same payment UI, get the new end time. */
export function ExtendPanel({ sessionId, guestToken, label, onClose, onExtended, timeZone }: ExtendPanelProps) {
  // As typed: it may be empty or wrong while the driver types; priced only once it reads as hours.
  const [hoursText, setHoursText] = useState('1');
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [intent, setIntent] = useState<PaymentIntent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paidId, setPaidId] = useState<string | null>(null);
  const calls = useExtendCalls({ sessionId, guestToken });

  const price = async () => {
    setError(null);
    const hours = readHours(hoursText);
    const problem = hoursProblem(hours);
    setHoursError(problem);
    if (problem || hours === null) return;
    try {
      setIntent(intentOf(await calls.price(hours)));
    } catch (e) {
      const msg = (e as { data?: { message?: unknown } })?.data?.message;
      setError(typeof msg === 'string' ? msg : MESSAGES.paymentFailed);
    }
  };

  const finish = async (paymentIntentId: string) => {
    setPaidId(paymentIntentId);
    setError(null);
    try {
      // Idempotent on the payment id: a retry after a dropped answer never pays twice.
      const res = await createWithRetry(() => calls.confirm(paymentIntentId));
      onExtended(res.data.data.endTime);
    } catch (e) {
      const status = (e as { status?: unknown })?.status;
      // SPEC 8: a refusal says why in the server's words, e.g. a 409 that refunded the payment.
      setError(
        typeof status === 'number' && status >= 400 && status < 500 ? serverMessage(e, MESSAGES.paymentFailed) : MESSAGES.paymentFailed,
      );
      if (status === 409) {
        // This payment can never extend (refunded): back to choosing the hours, not Try again.
        setPaidId(null);
        setIntent(null);
      }
    }
  };

  return (
    <section
      aria-label={PARKING_TEXT.extendTitle}
      style={{ marginTop: 16, paddingTop: 12, borderTop: `1px solid ${TOKENS.colorBorderSecondary}` }}
    >
      <h3 style={{ fontSize: 17, margin: '0 0 8px' }}>{PARKING_TEXT.extendTitle}</h3>
      {error && <NoticeBox type="error">{error}</NoticeBox>}
      {!intent ? (
        <>
          <div style={{ marginBottom: 12 }}>
            <HoursField
              id={`extend-${sessionId}`}
              label={PARKING_TEXT.extendBy}
              text={hoursText}
              onChange={(text) => {
                setHoursText(text);
                setHoursError(null);
              }}
              error={hoursError}
            />
          </div>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
            <PlainButton onClick={onClose}>{PARKING_TEXT.cancel}</PlainButton>
            <PlainButton variant="primary" loading={calls.pricing} onClick={() => void price()}>
              {PARKING_TEXT.next}
            </PlainButton>
          </div>
        </>
      ) : paidId ? (
        calls.confirming ? (
          <p role="status">{PARKING_TEXT.payingWait}</p>
        ) : (
          <PlainButton variant="primary" block onClick={() => void finish(paidId)}>
            {PARKING_TEXT.retryBooking}
          </PlainButton>
        )
      ) : (
        <>
          <div style={{ padding: 12, background: '#f7f9fc', borderRadius: 10, marginBottom: 12 }}>
            <PriceBreakdown
              rateCents={intent.rate}
              isHourly
              hours={intent.hours}
              vehicles={Array.isArray(intent.vehicles) ? Math.max(1, intent.vehicles.length) : 1}
              feesCents={intent.fees}
              totalCents={intent.totalCost}
              totalLabel={PARKING_TEXT.amountCharged}
            />
            <p
              style={{ margin: '8px 0 0', color: TOKENS.colorTextSecondary }}
            >{`${PARKING_TEXT.end}: ${shortDateTime(intent.endTime, timeZone)}`}</p>
          </div>
          <PaymentPanel intent={intent} label={label} onPaid={() => void finish(intent.paymentIntentId)} />
          <PlainButton block style={{ marginTop: 8 }} onClick={() => setIntent(null)}>
            {PARKING_TEXT.back}
          </PlainButton>
        </>
      )}
    </section>
  );
}
