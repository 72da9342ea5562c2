import { APP_TEXT, PARKING_MESSAGES, PARKING_TEXT, SERVER_MESSAGES, stopQuote } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { PlainButton } from '../../components/PlainButton';
import { useStopCalls } from './bookingCalls';
import { NoticeBox } from '../../components/NoticeBox';
import { TOKENS } from '../../themeTokens';

export interface StopPanelProps {
  sessionId: string;
  /** A guest's booking: the token of its link, through which it is ended. */
  guestToken?: string;
  onClose: () => void;
  /** The booking ended now; `refundCents` went back to the driver. */
  onStopped: (refundCents: number) => void;
}

/**
 * End Parking Now's confirmation under the booking: what stopping now costs and refunds (asked fresh
 * each time it opens), then Confirm or Cancel. A refusal shows the server's message and changes nothing.
 */
export function StopPanel({ sessionId, guestToken, onClose, onStopped }: StopPanelProps) {
  const { quote, stop, stopping } = useStopCalls({ sessionId, guestToken });
  const q = quote.currentData?.data;

  const confirm = async () => {
    try {
      const res = await stop();
      onStopped(res.data.refundCents);
    } catch {
      // Shown from the mutation's state below.
    }
  };

  const failure = stopping.error ?? (quote.isError ? quote.error : undefined);
  return (
    <section
      aria-label={PARKING_TEXT.stopTitle}
      style={{ marginTop: 16, paddingTop: 12, borderTop: `1px solid ${TOKENS.colorBorderSecondary}` }}
    >
      <h3 style={{ fontSize: 17, margin: '0 0 8px' }}>{PARKING_TEXT.stopTitle}</h3>
      {failure && <NoticeBox type="error">{errorMessage(failure, SERVER_MESSAGES.serverError)}</NoticeBox>}
      {q ? (
        <>
          {/* Not started (no minute used): the quote's hour is charged for parking the driver never gets. */}
          {q.minutesUsed === 0 && <NoticeBox type="warning">{PARKING_MESSAGES.stopBeforeStart}</NoticeBox>}
          <p style={{ margin: '0 0 12px', fontSize: 16 }}>{stopQuote(q.keepCents, q.minutesCharged, q.refundCents)}</p>
        </>
      ) : (
        quote.isFetching && <p role="status">{APP_TEXT.loading}</p>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
        <PlainButton onClick={onClose} disabled={stopping.isLoading}>
          {PARKING_TEXT.cancel}
        </PlainButton>
        <PlainButton variant="primary" danger disabled={!q} loading={stopping.isLoading} onClick={() => void confirm()}>
          {PARKING_TEXT.stopConfirm}
        </PlainButton>
      </div>
    </section>
  );
}
