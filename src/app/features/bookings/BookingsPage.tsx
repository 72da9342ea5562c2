import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { APP_TEXT, PARKING_MESSAGES, PARKING_TEXT, stopDone } from '../../../shared/messages';
import { useGetBookingsHistoryInfiniteQuery, type Booking } from '../../api/enhanced/sessions';
import { EmptyState } from '../../components/EmptyState';
import { LoadFailed } from '../../components/LoadFailed';
import { NoticeBox } from '../../components/NoticeBox';
import { PlainButton } from '../../components/PlainButton';
import { shortDateTime } from '../booking';
import { BookingItem } from './BookingItem';
import { ExtendPanel } from './ExtendPanel';
import { StopPanel } from './StopPanel';
import { PageTitle } from '../../components/PageTitle';
import { extendLinkRefusal } from './extendLink';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';
import { loadPaidExtension } from './paidExtension';

interface Extended {
  endTime: string;
  timeZone?: string;
}

/** The panel open under one booking: extending it, or ending it now. */
interface OpenPanel {
  id: string;
  kind: 'extend' | 'stop';
}

/** What the last action did, said above the list. */
type Outcome = { kind: 'extended'; extended: Extended } | { kind: 'stopped'; refundCents: number };

/**
 * /bookings: the signed-in driver's history, newest first, a page at a time; active bookings can be
 * extended or ended now. /bookings?extend=<id> (the reminder mail's link) opens that booking's extend
 * panel, or says why it cannot.
 */
export default function BookingsPage() {
  const [open, setOpen] = useState<OpenPanel | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [params] = useSearchParams();
  const done = (o: Outcome) => {
    setOpen(null);
    setOutcome(o);
  };
  return (
    <>
      <PageTitle bottom={16}>{PARKING_TEXT.bookingsTitle}</PageTitle>
      {outcome?.kind === 'extended' && (
        <NoticeBox type="success">{`${PARKING_TEXT.extendDone} ${shortDateTime(outcome.extended.endTime, outcome.extended.timeZone)}`}</NoticeBox>
      )}
      {outcome?.kind === 'stopped' && <NoticeBox type="success">{stopDone(outcome.refundCents)}</NoticeBox>}
      <History
        open={open}
        linkedId={params.get('extend')}
        setOpen={(panel) => {
          if (panel) setOutcome(null);
          setOpen(panel);
        }}
        onExtended={(extended) => done({ kind: 'extended', extended })}
        onStopped={(refundCents) => done({ kind: 'stopped', refundCents })}
      />
    </>
  );
}

interface HistoryProps {
  /** Which booking has which panel open. */
  open: OpenPanel | null;
  /** The booking named by ?extend=, to open once the history is loaded. */
  linkedId: string | null;
  setOpen: (panel: OpenPanel | null) => void;
  onExtended: (extended: Extended) => void;
  onStopped: (refundCents: number) => void;
}

/**
 * Every loaded page of the history (one infinite query): "Show more" asks for the next page with the
 * last page's cursor. An extension invalidates the sessions list, and RTK Query refetches every loaded
 * page in order, each with the cursor of the page before it as it is now, so no booking is shown
 * twice or skipped.
 */
function History({ open, linkedId, setOpen, onExtended, onStopped }: HistoryProps) {
  const { data, error, isFetching, refetch, isFetchNextPageError, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetBookingsHistoryInfiniteQuery();
  // The server sends the history order; sorting within each page keeps older servers and stubs in order too.
  const sessions = data?.pages.flatMap((page) => [...page.sessions].sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime)));
  const linkRefusal = useExtendLink(linkedId, sessions, (id) => setOpen({ id, kind: 'extend' }));
  const owner = useAppSelector(selectCurrentUser)?._id ?? null;
  // A booking with an extension paid in this tab and not applied yet shows its panel finishing it, not Extend.
  const panelOf = (id: string): OpenPanel['kind'] | null =>
    loadPaidExtension(id, { owner }) ? 'extend' : open?.id === id ? open.kind : null;

  // Not loaded (no signal, a server failure): what happened, and Try again.
  if (!sessions) {
    return error ? (
      <LoadFailed error={error} retrying={isFetching} onRetry={() => void refetch()} />
    ) : (
      <p role="status">{APP_TEXT.loading}</p>
    );
  }
  if (sessions.length === 0 && !hasNextPage) {
    return (
      <>
        {linkRefusal && <NoticeBox type="warning">{linkRefusal}</NoticeBox>}
        <EmptyState>{PARKING_MESSAGES.noBookings}</EmptyState>
      </>
    );
  }

  return (
    <>
      {linkRefusal && <NoticeBox type="warning">{linkRefusal}</NoticeBox>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, maxWidth: 760 }}>
        {sessions.map((s) => {
          const panel = panelOf(s._id);
          return (
            <li key={s._id} id={bookingAnchor(s._id)} style={{ scrollMarginTop: 16 }}>
              <BookingItem
                booking={s}
                emailReceipt
                onExtend={() => setOpen({ id: s._id, kind: 'extend' })}
                onStop={() => setOpen({ id: s._id, kind: 'stop' })}
              >
                {panel &&
                  (panel === 'extend' ? (
                    <ExtendPanel
                      sessionId={s._id}
                      label={`Parking at ${s.locationName}`}
                      timeZone={s.timeZone}
                      span={s}
                      onClose={() => setOpen(null)}
                      onExtended={(endTime) => onExtended({ endTime, timeZone: s.timeZone })}
                    />
                  ) : (
                    <StopPanel sessionId={s._id} onClose={() => setOpen(null)} onStopped={onStopped} />
                  ))}
              </BookingItem>
            </li>
          );
        })}
        {/* The button stays where it was, busy, until the page it asked for arrives (or offers a retry). */}
        {(hasNextPage || isFetchNextPageError) && <ShowMore loading={isFetchingNextPage} onClick={() => void fetchNextPage()} />}
      </ul>
    </>
  );
}

const bookingAnchor = (id: string) => `booking-${id}`;

/**
 * ?extend=<id>: once the history is loaded, opens that booking's extend panel and scrolls it into
 * view, once per id; or returns why it cannot (not among the driver's bookings, or not extendable).
 */
function useExtendLink(linkedId: string | null, sessions: Booking[] | undefined, setOpen: (id: string) => void): string | null {
  const [handled, setHandled] = useState<{ id: string; refusal: string | null } | null>(null);
  const loaded = sessions !== undefined;
  useEffect(() => {
    if (!linkedId || !sessions || handled?.id === linkedId) return;
    const refusal = extendLinkRefusal(sessions, linkedId, Date.now());
    setHandled({ id: linkedId, refusal });
    if (refusal) return;
    setOpen(linkedId);
    // The panel renders with the open state; scroll once it is in the page.
    requestAnimationFrame(() => document.getElementById(bookingAnchor(linkedId))?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
    // Handled once per id, when the history first arrives (not again on each refetch).
  }, [linkedId, loaded]);
  return handled && handled.id === linkedId ? handled.refusal : null;
}

function ShowMore({ loading, onClick }: { loading?: boolean; onClick?: () => void }) {
  return (
    <li style={{ display: 'flex', justifyContent: 'center' }}>
      <PlainButton loading={loading} onClick={onClick}>
        {PARKING_TEXT.showMore}
      </PlainButton>
    </li>
  );
}
