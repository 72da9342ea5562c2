import { useState } from 'react';
import { PARKING_MESSAGES, receiptEmailedTo } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { useSendReceiptMutation } from '../../api/enhanced/contact';
import { NoticeBox } from '../../components/NoticeBox';
import { PlainButton } from '../../components/PlainButton';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';

/**
 * A booking's receipt mailed to the signed-in driver's own address (POST /contact/sendReceipt with
 * the session): as it stands now, with an extension or an early end and its refund. The one way to
 * an updated receipt once the booking's tab is gone.
 */
export function EmailReceipt({ sessionId, describedBy }: { sessionId: string; describedBy?: string }) {
  const user = useAppSelector(selectCurrentUser);
  const [send, { isLoading }] = useSendReceiptMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  if (!user) return null;
  const email = () =>
    send({ body: { sessionId, email: user.email, name: user.name } })
      .unwrap()
      .then(
        () => setOutcome({ ok: true, text: receiptEmailedTo(user.email) }),
        (err: unknown) => setOutcome({ ok: false, text: errorMessage(err, PARKING_MESSAGES.paymentFailed) }),
      );
  return (
    <div style={{ marginTop: 12 }}>
      {outcome ? (
        <NoticeBox type={outcome.ok ? 'success' : 'error'} style={{ marginBottom: outcome.ok ? 0 : 8 }}>
          {outcome.text}
        </NoticeBox>
      ) : null}
      {!outcome?.ok && (
        <PlainButton block loading={isLoading} onClick={() => void email()} aria-describedby={describedBy}>
          {PARKING_MESSAGES.emailReceipt}
        </PlainButton>
      )}
    </div>
  );
}
