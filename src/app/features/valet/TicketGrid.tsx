import { VALET_TEXT } from '../../../shared/messages';
import type { ValetTicket } from '../../api/enhanced/valets';
import { TicketButton } from './TicketButton';

export interface TicketGridProps {
  tickets: readonly ValetTicket[];
  now: Date;
  onOpen: (ticket: ValetTicket) => void;
}

// 3 columns on wide screens, 1 under ~600px (SPEC 2).
const GRID_CSS = `.valet-ticket-grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
@media (max-width: 600px) { .valet-ticket-grid { grid-template-columns: 1fr; } }`;

/** The day's tickets as big buttons; "No tickets yet today." when there are none. */
export function TicketGrid({ tickets, now, onOpen }: TicketGridProps) {
  if (tickets.length === 0) return <p style={{ margin: '16px 0' }}>{VALET_TEXT.noTicketsToday}</p>;
  return (
    <>
      <style>{GRID_CSS}</style>
      <ul className="valet-ticket-grid" aria-label={VALET_TEXT.ticketGrid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {tickets.map((t) => (
          <li key={t._id}>
            <TicketButton ticket={t} now={now} onOpen={() => onOpen(t)} />
          </li>
        ))}
      </ul>
    </>
  );
}
