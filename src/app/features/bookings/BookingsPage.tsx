import { useState } from 'react';
import { APP_TEXT, MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { useGetSessionsMeQuery } from '../../api/generated/sessions';
import { EmptyState } from '../../components/EmptyState';
import { NoticeBox } from '../../components/NoticeBox';
import { PlainButton } from '../../components/PlainButton';
import { shortDateTime } from '../booking';
import { BookingItem } from './BookingItem';
import { ExtendPanel } from './ExtendPanel';

interface Extended {
  endTime: string;
  timeZone?: string;
}

/** What every page of the list shares: which booking has its extend panel open, and how to report an extension. */
interface ListState {
  open: string | null;
  setOpen: (id: string | null) => void;
  onExtended: (extended: Extended) => void;
  /** How many pages the driver has asked for (1 + the times "Show more" was pressed). */
  pages: number;
  showMore: () => void;
}

/** /bookings: the signed-in driver's history, newest first, a page at a time; active bookings can be extended. */
export default function BookingsPage() {
  const [open, setOpen] = useState<string | null>(null);
  const [extended, setExtended] = useState<Extended | null>(null);
  const [pages, setPages] = useState(1);
  const list: ListState = {
    open,
    setOpen: (id) => {
      if (id) setExtended(null);
      setOpen(id);
    },
    onExtended: (e) => {
      setOpen(null);
      setExtended(e);
    },
    pages,
    showMore: () => setPages((n) => n + 1),
  };

  return (
    <>
      <h1 style={{ fontSize: 26, margin: '0 0 16px' }}>{PARKING_TEXT.bookingsTitle}</h1>
      {extended && (
        <NoticeBox type="success">{`${PARKING_TEXT.extendDone} ${shortDateTime(extended.endTime, extended.timeZone)}`}</NoticeBox>
      )}
      <HistoryPage index={0} list={list} />
    </>
  );
}

/**
 * One page of the history and, after it, the next one (or the "Show more" button). Each page is its
 * own subscription to the generated query, and a page's cursor is the previous page's nextCursor as
 * it is now: an extension invalidates the 'sessions' tag, every loaded page refetches, and if the
 * first page changed (a new booking), the pages after it follow its new cursor, so no booking is
 * shown twice or skipped.
 */
function HistoryPage({ index, before, list }: { index: number; before?: string; list: ListState }) {
  // currentData, not data: while a page loads for a new cursor, the old cursor's rows are not its rows.
  const { currentData, isError, refetch } = useGetSessionsMeQuery({ before });
  const first = index === 0;

  if (!currentData) {
    if (first) return isError ? <EmptyState>{MESSAGES.serverError}</EmptyState> : <p role="status">{APP_TEXT.loading}</p>;
    // The button stays where it was, busy, until the page it asked for arrives (or offers a retry).
    return <ShowMore loading={!isError} onClick={isError ? () => void refetch() : undefined} />;
  }
  // The server sends the history order; sorting within the page keeps older servers and stubs in order too.
  const sessions = [...currentData.sessions].sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
  // Older API answers (and test stubs) have no nextCursor: then this is the only page.
  const next = currentData.nextCursor ?? null;
  if (first && sessions.length === 0 && next === null) return <EmptyState>{MESSAGES.noBookings}</EmptyState>;

  const rest =
    next === null ? null : index + 1 < list.pages ? (
      <HistoryPage index={index + 1} before={next} list={list} />
    ) : (
      <ShowMore onClick={list.showMore} />
    );
  const items = sessions.map((s) => (
    <li key={s._id}>
      <BookingItem booking={s} onExtend={() => list.setOpen(s._id)}>
        {list.open === s._id && (
          <ExtendPanel
            sessionId={s._id}
            label={`Parking at ${s.locationName}`}
            timeZone={s.timeZone}
            onClose={() => list.setOpen(null)}
            onExtended={(endTime) => list.onExtended({ endTime, timeZone: s.timeZone })}
          />
        )}
      </BookingItem>
    </li>
  ));
  // Only the first page draws the list; later pages add their items (and what follows) inside it.
  return first ? (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, maxWidth: 760 }}>
      {items}
      {rest}
    </ul>
  ) : (
    <>
      {items}
      {rest}
    </>
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
