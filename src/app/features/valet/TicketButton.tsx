import { memo } from 'react';
import { VALET_TEXT } from '../../../shared/messages';
import { REQUEST_AGE_COLORS, VALET_STATUS_COLORS, requestAge, valetDisplayStatus, type RequestAge } from '../../../shared/valet';
import type { ValetTicket } from '../../api/enhanced/valets';
import { TOKENS } from '../../themeTokens';

export interface TicketButtonProps {
  ticket: Pick<ValetTicket, 'ticketNumber' | 'status' | 'paid' | 'requestedAt'>;
  /** The time the request age is measured against (the desk passes a clock that ticks every 30 s). */
  now: Date;
  onOpen: () => void;
}

/** Whole minutes since `at`, never negative. */
export function minutesSince(at: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 60_000));
}

/**
 * One ticket of the desk grid: a big button (one-handed use) with the ticket number and its status
 * in SPEC 4's colour; a requested ticket also says how long ago, its left edge green, amber or red.
 */
function TicketButtonView({ ticket, now, onOpen }: TicketButtonProps) {
  const display = valetDisplayStatus(ticket);
  const requestedAt = ticket.status === 'requested' ? ticket.requestedAt : null;
  const age = requestedAt ? requestAge(requestedAt, now) : undefined;
  const label = VALET_TEXT.openTicket(ticket.ticketNumber, display);
  // Colours and sizes come from TICKET_CSS by status and age (a class, not 15 inline properties per
  // button): the desk renders a day of 2,000 tickets.
  return (
    <button
      type="button"
      className="valet-ticket"
      onClick={onOpen}
      data-status={display}
      data-age={age}
      aria-label={requestedAt ? `${label}, ${VALET_TEXT.requestedMinutesAgo(minutesSince(requestedAt, now))}` : label}
    >
      {/* The spaces keep the words apart in the text a screen reader or voice control reads ("#12 parked",
          not "#12parked"), so the button's name holds what it shows (WCAG 2.5.3). */}
      <span className="valet-ticket-number">#{ticket.ticketNumber}</span> <span className="valet-ticket-status">{display}</span>{' '}
      {requestedAt && <span className="valet-ticket-age">{VALET_TEXT.requestedMinutesAgo(minutesSince(requestedAt, now))}</span>}
    </button>
  );
}

/** What a ticket shows of the clock: its request's whole minutes (nothing unless requested). */
const shownAge = (p: TicketButtonProps) =>
  p.ticket.status === 'requested' && p.ticket.requestedAt ? minutesSince(p.ticket.requestedAt, p.now) : -1;

/**
 * One ticket of the desk grid. A live update refetches the whole day; only the tickets whose
 * number, status, payment or request changed draw again (the handler opens the ticket whatever
 * closure it comes in, so a new one alone does not count).
 */
export const TicketButton = memo(
  TicketButtonView,
  (a, b) =>
    a.ticket.ticketNumber === b.ticket.ticketNumber &&
    a.ticket.status === b.ticket.status &&
    a.ticket.paid === b.ticket.paid &&
    a.ticket.requestedAt === b.ticket.requestedAt &&
    shownAge(a) === shownAge(b),
);

const statusRules = (Object.keys(VALET_STATUS_COLORS) as (keyof typeof VALET_STATUS_COLORS)[])
  .map((status) => {
    const c = VALET_STATUS_COLORS[status];
    const border = c.background === 'transparent' ? 'border-color: #8c8c8c;' : '';
    return `.valet-ticket[data-status='${status}'] { background: ${c.background}; color: ${c.text}; ${border} }`;
  })
  .join('\n');
const ageRules = (Object.keys(REQUEST_AGE_COLORS) as RequestAge[])
  .map(
    (age) =>
      `.valet-ticket[data-age='${age}'] { border-left: 10px solid ${REQUEST_AGE_COLORS[age]}; }\n` +
      `.valet-ticket[data-age='${age}'] .valet-ticket-age { background: ${REQUEST_AGE_COLORS[age]}; }`,
  )
  .join('\n');

/** The ticket buttons' one stylesheet (SPEC 4's colours by status, the request's age on the left edge). */
export const TICKET_CSS = `.valet-ticket { min-height: 64px; width: 100%; padding: 10px 14px; border-radius: 8px; cursor: pointer;
  text-align: left; font: inherit; border: 2px solid transparent; display: flex; flex-direction: column;
  justify-content: center; gap: 2px; }
.valet-ticket:focus-visible { outline: 3px solid ${TOKENS.colorPrimary}; outline-offset: 2px; }
.valet-ticket-number { font-size: 22px; font-weight: 700; line-height: 1.2; }
.valet-ticket-status { font-size: 14px; text-transform: uppercase; letter-spacing: 0.5px; }
.valet-ticket-age { font-size: 13px; align-self: flex-start; padding: 0 6px; border-radius: 4px; color: #ffffff; }
${statusRules}
${ageRules}`;
