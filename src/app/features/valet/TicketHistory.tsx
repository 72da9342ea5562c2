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

/** Beyond the spec: the ticket's status changes, oldest first (time, from → to, who). */
export function TicketHistory({ events }: { events: readonly ValetEvent[] }) {
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
                <strong>{shortDateTime(e.at)}</strong> {e.fromStatus ? `${e.fromStatus} → ${e.toStatus}` : e.toStatus} · {who(e)}
              </span>
            ),
          }))}
        />
      )}
    </section>
  );
}
