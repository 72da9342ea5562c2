import { Alert, Button } from 'antd';
import { receiptDate } from '../../../shared/dates';
import { MESSAGES, OWNER_CONSOLE_TEXT as T } from '../../../shared/messages';
import type { ParkingEvent } from '../../api/enhanced/events';
import { Card } from '../../components/Card';
import { CardGrid } from '../../components/CardGrid';
import { TOKENS } from '../../themeTokens';

export interface EventsListProps {
  events: readonly ParkingEvent[];
  loading?: boolean;
  error?: string | null;
  onDelete: (event: ParkingEvent) => void;
}

/** The owner's events as cards: name, lot, days (in the lot's own time zone, never shifted), spots, Delete. */
export function EventsList({ events, loading, error, onDelete }: EventsListProps) {
  if (error) return <Alert type="error" showIcon title={error} role="alert" />;
  return (
    <CardGrid loading={loading} empty={MESSAGES.noEvents} minWidth={360}>
      {events.map((e) => {
        const start = receiptDate(e.startDate, e.timeZone);
        const end = receiptDate(e.endDate, e.timeZone);
        return (
          <Card key={e._id} label={e.eventName} gap={6}>
            <strong style={{ fontSize: 18, overflowWrap: 'anywhere' }}>{e.eventName}</strong>
            <div>
              {e.location.name}
              <div style={{ color: TOKENS.colorTextSecondary, fontSize: 13 }}>{e.location.address}</div>
            </div>
            <div>{start === end ? start : `${start} – ${end}`}</div>
            <div style={{ color: TOKENS.colorTextSecondary }}>{T.spots(e.spotCount)}</div>
            <div>
              <Button danger onClick={() => onDelete(e)} aria-label={`${T.delete} ${e.eventName}`}>
                {T.delete}
              </Button>
            </div>
          </Card>
        );
      })}
    </CardGrid>
  );
}
