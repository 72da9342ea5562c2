import { VALET_TEXT } from '../../../shared/messages';
import { REQUEST_AGE_COLORS, requestAge, valetDisplayStatus, valetStatusColor } from '../../../shared/valet';
import type { ValetTicket } from '../../api/enhanced/valets';

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
export function TicketButton({ ticket, now, onOpen }: TicketButtonProps) {
  const display = valetDisplayStatus(ticket);
  const colors = valetStatusColor(ticket);
  const requestedAt = ticket.status === 'requested' ? ticket.requestedAt : null;
  const ageColor = requestedAt ? REQUEST_AGE_COLORS[requestAge(requestedAt, now)] : null;
  const transparent = colors.background === 'transparent';
  return (
    <button
      type="button"
      onClick={onOpen}
      data-status={display}
      data-age={requestedAt ? requestAge(requestedAt, now) : undefined}
      aria-label={
        requestedAt
          ? `${VALET_TEXT.openTicket(ticket.ticketNumber, display)}, ${VALET_TEXT.requestedMinutesAgo(minutesSince(requestedAt, now))}`
          : VALET_TEXT.openTicket(ticket.ticketNumber, display)
      }
      style={{
        minHeight: 64,
        width: '100%',
        padding: '10px 14px',
        borderRadius: 8,
        cursor: 'pointer',
        textAlign: 'left',
        font: 'inherit',
        background: colors.background,
        color: colors.text,
        border: transparent ? '2px solid #8c8c8c' : '2px solid transparent',
        borderLeft: ageColor ? `10px solid ${ageColor}` : undefined,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <span style={{ fontSize: 22, fontWeight: 700, lineHeight: 1.2 }}>#{ticket.ticketNumber}</span>
      <span style={{ fontSize: 14, textTransform: 'uppercase', letterSpacing: 0.5 }}>{display}</span>
      {requestedAt && (
        <span
          style={{
            fontSize: 13,
            alignSelf: 'flex-start',
            padding: '0 6px',
            borderRadius: 4,
            background: ageColor ?? undefined,
            color: '#ffffff',
          }}
        >
          {VALET_TEXT.requestedMinutesAgo(minutesSince(requestedAt, now))}
        </span>
      )}
    </button>
  );
}
