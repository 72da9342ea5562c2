import { Timeline } from 'antd';
import { shortDateTime } from '../../../shared/dates';
import { VALET_TEXT } from '../../../shared/messages';
import type { GetValetEventsApiResponse } from '../../api/generated/valets';

export type ValetEvent = GetValetEventsApiResponse['events'][number];

/** Who made a change: the staff member's name, the customer or the online payment. */
function who(e: ValetEvent): string {
  if (e.actor === 'customer') return VALET_TEXT.byCustomer;
  if (e.actor === 'payment') return VALET_TEXT.byPayment;
  return e.actorName ?? VALET_TEXT.none;
}

/**
 * Beyond the spec: the ticket's status changes, oldest first (time, from → to, who). Times are on
 * the ticket's location clock (README: dates show in the location's time zone), the browser's only
 * until that is known.
 */
export function TicketHistory({ events, timeZone }: { events: readonly ValetEvent[]; timeZone?: string }) {
  return (
    <section aria-label={VALET_TEXT.history}>
      <h2 style={{ fontSize: 18, margin: '0 0 12px' }}>{VALET_TEXT.history}</h2>
      {events.length === 0 ? (
        <p>{VALET_TEXT.noHistory}</p>
      ) : (
        <Timeline
          items={events.map((e, i) => ({
            key: `${e.at}-${i}`,
            content: (
              <span>
                <strong>{shortDateTime(e.at, timeZone)}</strong> {e.fromStatus ? `${e.fromStatus} → ${e.toStatus}` : e.toStatus} · {who(e)}
              </span>
            ),
          }))}
        />
      )}
    </section>
  );
}
