import { useEffect, useMemo, useState } from 'react';
import { VALET_TEXT } from '../../../shared/messages';
import type { ValetGridTicket } from '../../api/enhanced/valets';
import { TICKET_CSS, TicketButton } from './TicketButton';

export interface TicketGridProps {
  tickets: readonly ValetGridTicket[];
  now: Date;
  onOpen: (ticket: ValetGridTicket) => void;
}

// 3 columns on wide screens, 1 under ~600px (SPEC 2).
const GRID_CSS = `.valet-ticket-grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; list-style: none; margin: 0; padding: 0; }
@media (max-width: 600px) { .valet-ticket-grid { grid-template-columns: 1fr; } }
${TICKET_CSS}`;

/** Tickets drawn in the first frame: more than a desk or a phone shows before scrolling. */
export const FIRST_TICKETS = 60;
/** Then this many more per frame, so a day of 2,000 never blocks the page for long. */
const TICKETS_PER_FRAME = 400;

/**
 * How many of `total` tickets to draw: the first screenful at once, the rest a batch per animation
 * frame, so the desk shows its first tickets at once on a busy day and stays responsive meanwhile.
 */
function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(() => Math.min(total, FIRST_TICKETS));
  useEffect(() => {
    if (count >= total) return;
    const id = requestAnimationFrame(() => setCount((c) => Math.min(total, c + TICKETS_PER_FRAME)));
    return () => cancelAnimationFrame(id);
  }, [count, total]);
  return Math.min(total, Math.max(count, Math.min(total, FIRST_TICKETS)));
}

/**
 * The desk's order: cars customers are waiting for first, the longest wait first, then the rest as
 * the server lists them (newest first). On a phone a request far down a day's grid would go unseen.
 */
export function deskOrder<T extends Pick<ValetGridTicket, 'status' | 'requestedAt'>>(tickets: readonly T[]): T[] {
  const waitedSince = (t: T) => (t.requestedAt ? new Date(t.requestedAt).getTime() : 0);
  const requested = tickets.filter((t) => t.status === 'requested').sort((a, b) => waitedSince(a) - waitedSince(b));
  return requested.length === 0 ? [...tickets] : [...requested, ...tickets.filter((t) => t.status !== 'requested')];
}

/** The first ticket of the grid, for the desk's "Show" of a waiting request. */
export const focusFirstTicket = () => {
  const first = document.querySelector<HTMLButtonElement>('.valet-ticket-grid .valet-ticket');
  first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  first?.focus({ preventScroll: true });
};

/** The day's tickets as big buttons, requested first (deskOrder); "No tickets yet today." when there are none. */
export function TicketGrid({ tickets, now, onOpen }: TicketGridProps) {
  const ordered = useMemo(() => deskOrder(tickets), [tickets]);
  const shown = useProgressiveCount(ordered.length);
  if (ordered.length === 0) return <p style={{ margin: '16px 0' }}>{VALET_TEXT.noTicketsToday}</p>;
  return (
    <>
      <style>{GRID_CSS}</style>
      <ul className="valet-ticket-grid" aria-label={VALET_TEXT.ticketGrid}>
        {ordered.slice(0, shown).map((t) => (
          <li key={t._id}>
            <TicketButton ticket={t} now={now} onOpen={() => onOpen(t)} />
          </li>
        ))}
      </ul>
    </>
  );
}
