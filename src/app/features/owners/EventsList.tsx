import { Alert, Button, Tag } from 'antd';
import { useId } from 'react';
import { receiptDate } from '../../../shared/dates';
import { OWNER_CONSOLE_TEXT as T, OWNERS_MESSAGES } from '../../../shared/messages';
import type { ParkingEvent } from '../../api/enhanced/events';
import { Card } from '../../components/Card';
import { CardGrid } from '../../components/CardGrid';
import { TOKENS } from '../../themeTokens';
import { CardListFilter, locationsOf, NO_FILTER, type CardFilter } from './CardListFilter';
import { useDatedCards } from './cardPages';

export interface EventsListProps {
  events: readonly ParkingEvent[];
  loading?: boolean;
  error?: string | null;
  onDelete: (event: ParkingEvent) => void;
  /** What the filter above the cards holds at first (a story's state); empty otherwise. */
  initialFilter?: CardFilter;
}

/**
 * The owner's events as cards: name, lot, days (in the lot's own time zone, never shifted), spots,
 * Delete. Above them, Search the cards (and the location, for events at several lots) narrows the list.
 */
export function EventsList({ events, loading, error, onDelete, initialFilter = NO_FILTER }: EventsListProps) {
  const { filter, setFilter, now, shown, more } = useDatedCards(events, (e) => e.eventName, initialFilter);
  const idPrefix = useId();
  if (error) return <Alert type="error" showIcon title={error} role="alert" />;
  return (
    <>
      {!loading && events.length > 0 && (
        <CardListFilter label={T.findEvent} value={filter} onChange={setFilter} locations={locationsOf(events)} />
      )}
      <CardGrid loading={loading} empty={events.length === 0 ? OWNERS_MESSAGES.noEvents : T.noEventMatches} minWidth={360}>
        {shown.map((e) => {
          const start = receiptDate(e.startDate, e.timeZone);
          const end = receiptDate(e.endDate, e.timeZone);
          const nameId = `${idPrefix}-${e._id}`;
          return (
            <Card key={e._id} label={e.eventName} gap={6}>
              <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
                <strong id={nameId} style={{ fontSize: 18, overflowWrap: 'anywhere' }}>
                  {e.eventName}
                </strong>
                {Date.parse(e.endDate) < now && <Tag color="default">{T.ended}</Tag>}
              </div>
              <div>
                {e.location.name}
                <div style={{ color: TOKENS.colorTextSecondary, fontSize: 13 }}>{e.location.address}</div>
              </div>
              <div>{start === end ? start : `${start} – ${end}`}</div>
              <div style={{ color: TOKENS.colorTextSecondary }}>{T.spots(e.spotCount)}</div>
              <div>
                <Button danger onClick={() => onDelete(e)} aria-describedby={nameId}>
                  {T.delete}
                </Button>
              </div>
            </Card>
          );
        })}
      </CardGrid>
      {more}
    </>
  );
}
