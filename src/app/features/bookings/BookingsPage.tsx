import { useState } from 'react';
import { APP_TEXT, MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { useGetBookingsHistoryInfiniteQuery } from '../../api/enhanced/sessions';
import { EmptyState } from '../../components/EmptyState';
import { NoticeBox } from '../../components/NoticeBox';
import { PlainButton } from '../../components/PlainButton';
import { shortDateTime } from '../booking';
import { BookingItem } from './BookingItem';
import { ExtendPanel } from './ExtendPanel';
import { PageTitle } from '../../components/PageTitle';

interface Extended {
  endTime: string;
  timeZone?: string;
}

/** /bookings: the signed-in driver's history, newest first, a page at a time; active bookings can be extended. */
export default function BookingsPage() {
  const [open, setOpen] = useState<string | null>(null);
  const [extended, setExtended] = useState<Extended | null>(null);
  return (
    <>
      <PageTitle bottom={16}>{PARKING_TEXT.bookingsTitle}</PageTitle>
      {extended && (
        <NoticeBox type="success">{`${PARKING_TEXT.extendDone} ${shortDateTime(extended.endTime, extended.timeZone)}`}</NoticeBox>
      )}
      <History
        open={open}
        setOpen={(id) => {
          if (id) setExtended(null);
          setOpen(id);
        }}
        onExtended={(e) => {
          setOpen(null);
          setExtended(e);
        }}
      />
    </>
  );
}

interface HistoryProps {
  /** Which booking has its extend panel open. */
  open: string | null;
  setOpen: (id: string | null) => void;
  onExtended: (extended: Extended) => void;
}

/**
 * Every loaded page of the history (one infinite query): "Show more" asks for the next page with the
 * last page's cursor. An extension invalidates the sessions list, and RTK Query refetches every loaded
 * page in order, each with the cursor of the page before it as it is now, so no booking is shown
 * twice or skipped.
 */
function History({ open, setOpen, onExtended }: HistoryProps) {
  const { data, isError, isFetchNextPageError, hasNextPage, isFetchingNextPage, fetchNextPage } = useGetBookingsHistoryInfiniteQuery();

  if (!data) return isError ? <EmptyState>{MESSAGES.serverError}</EmptyState> : <p role="status">{APP_TEXT.loading}</p>;
  // The server sends the history order; sorting within each page keeps older servers and stubs in order too.
  const sessions = data.pages.flatMap((page) => [...page.sessions].sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime)));
  if (sessions.length === 0 && !hasNextPage) return <EmptyState>{MESSAGES.noBookings}</EmptyState>;

  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, maxWidth: 760 }}>
      {sessions.map((s) => (
        <li key={s._id}>
          <BookingItem booking={s} onExtend={() => setOpen(s._id)}>
            {open === s._id && (
              <ExtendPanel
                sessionId={s._id}
                label={`Parking at ${s.locationName}`}
                timeZone={s.timeZone}
                onClose={() => setOpen(null)}
                onExtended={(endTime) => onExtended({ endTime, timeZone: s.timeZone })}
              />
            )}
          </BookingItem>
        </li>
      ))}
      {/* The button stays where it was, busy, until the page it asked for arrives (or offers a retry). */}
      {(hasNextPage || isFetchNextPageError) && <ShowMore loading={isFetchingNextPage} onClick={() => void fetchNextPage()} />}
    </ul>
  );
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
