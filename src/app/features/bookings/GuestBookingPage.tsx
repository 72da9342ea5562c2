import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { APP_TEXT, PARKING_MESSAGES, PARKING_TEXT, stopDone } from '../../../shared/messages';
import { addressErrorMessage, addressNotFound } from '../../api/errors';
import { LoadFailed } from '../../components/LoadFailed';
import { useGetGuestBookingQuery } from '../../api/enhanced/sessions';
import { EmptyState } from '../../components/EmptyState';
import { NoticeBox } from '../../components/NoticeBox';
import { ButtonLink } from '../../components/PlainButton';
import { PageTitle } from '../../components/PageTitle';
import { shortDateTime } from '../booking';
import { BookingItem } from './BookingItem';
import { ExtendPanel } from './ExtendPanel';
import { StopPanel } from './StopPanel';
import { loadPaidExtension } from './paidExtension';

type Panel = 'extend' | 'stop' | null;
type Outcome = { kind: 'extended'; endTime: string } | { kind: 'stopped'; refundCents: number };

/**
 * /bookings/guest/:token, the link of a guest's reminder mail: a guest has no account, so the signed
 * link is what shows their booking. It opens with Extend ready while the booking can be extended,
 * and offers End Parking Now as /bookings does. Plain markup: a driver opens it on a phone.
 */
export default function GuestBookingPage() {
  const token = useParams().token ?? '';
  const { data, error, isLoading, isFetching, refetch } = useGetGuestBookingQuery({ token }, { skip: !token });
  // Extend is ready when the page opens (the mail's promise), until the driver closes or uses it.
  const [panel, setPanel] = useState<Panel | 'initial'>('initial');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const booking = data?.data;
  // An extension paid in this tab and not applied yet: its panel, finishing it, whatever else was chosen.
  const paidPending = booking ? loadPaidExtension(booking._id, { owner: null, guestToken: token }) !== null : false;
  const open: Panel = paidPending ? 'extend' : panel === 'initial' ? (booking?.canExtend ? 'extend' : null) : panel;
  const choose = (next: Panel) => {
    if (next) setOutcome(null);
    setPanel(next);
  };

  return (
    <div style={{ maxWidth: 760, margin: '0 auto' }}>
      <PageTitle bottom={16}>{PARKING_TEXT.guestBookingTitle}</PageTitle>
      {outcome?.kind === 'extended' && booking && (
        <NoticeBox type="success">{`${PARKING_TEXT.extendDone} ${shortDateTime(outcome.endTime, booking.timeZone)}`}</NoticeBox>
      )}
      {outcome?.kind === 'stopped' && <NoticeBox type="success">{stopDone(outcome.refundCents)}</NoticeBox>}
      {!booking ? (
        isLoading ? (
          <p role="status">{APP_TEXT.loading}</p>
        ) : error && !addressNotFound(error) ? (
          // Not a bad link: no signal, or a server failure. Said as such, with the way to ask again.
          <LoadFailed error={error} retrying={isFetching} onRetry={() => void refetch()} />
        ) : (
          <>
            <EmptyState>{addressErrorMessage(error, PARKING_MESSAGES.guestLinkInvalid, PARKING_MESSAGES.guestLinkInvalid)}</EmptyState>
            {/* A link that opens nothing is not a dead end: the driver may still need somewhere to park. */}
            <div style={{ textAlign: 'center', marginTop: 12 }}>
              <ButtonLink variant="primary" to="/locations">
                {PARKING_TEXT.findParking}
              </ButtonLink>
            </div>
          </>
        )
      ) : (
        <BookingItem booking={booking} onExtend={() => choose('extend')} onStop={() => choose('stop')}>
          {open === 'extend' && (booking.canExtend || paidPending) ? (
            <ExtendPanel
              sessionId={booking._id}
              guestToken={token}
              label={`Parking at ${booking.locationName}`}
              timeZone={booking.timeZone}
              span={booking}
              onClose={() => choose(null)}
              onExtended={(endTime) => {
                setPanel(null);
                setOutcome({ kind: 'extended', endTime });
              }}
            />
          ) : open === 'stop' ? (
            <StopPanel
              sessionId={booking._id}
              guestToken={token}
              onClose={() => choose(null)}
              onStopped={(refundCents) => {
                setPanel(null);
                setOutcome({ kind: 'stopped', refundCents });
              }}
            />
          ) : undefined}
        </BookingItem>
      )}
    </div>
  );
}
