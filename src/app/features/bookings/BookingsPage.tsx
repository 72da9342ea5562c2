import { useState } from 'react';
import { APP_TEXT, MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { useGetSessionsMeQuery } from '../../api/generated/sessions';
import { EmptyState } from '../../components/EmptyState';
import { NoticeBox } from '../../components/NoticeBox';
import { shortDateTime } from '../booking';
import { BookingItem } from './BookingItem';
import { ExtendPanel } from './ExtendPanel';

/** /bookings: the signed-in driver's history, newest first; active bookings can be extended. */
export default function BookingsPage() {
  const { data, isLoading } = useGetSessionsMeQuery();
  const [open, setOpen] = useState<string | null>(null);
  const [extended, setExtended] = useState<{ endTime: string; timeZone?: string } | null>(null);
  const sessions = [...(data?.sessions ?? [])].sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));

  return (
    <>
      <h1 style={{ fontSize: 26, margin: '0 0 16px' }}>{PARKING_TEXT.bookingsTitle}</h1>
      {extended && <NoticeBox type="success">{`${PARKING_TEXT.extendDone} ${shortDateTime(extended.endTime, extended.timeZone)}`}</NoticeBox>}
      {isLoading ? (
        <p role="status">{APP_TEXT.loading}</p>
      ) : sessions.length === 0 ? (
        <EmptyState>{MESSAGES.noBookings}</EmptyState>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, maxWidth: 760 }}>
          {sessions.map((s) => (
            <li key={s._id}>
              <BookingItem
                booking={s}
                onExtend={() => {
                  setExtended(null);
                  setOpen(s._id);
                }}
              >
                {open === s._id && (
                  <ExtendPanel
                    sessionId={s._id}
                    label={`Parking at ${s.locationName}`}
                    timeZone={s.timeZone}
                    onClose={() => setOpen(null)}
                    onExtended={(endTime) => {
                      setOpen(null);
                      setExtended({ endTime, timeZone: s.timeZone });
                    }}
                  />
                )}
              </BookingItem>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
