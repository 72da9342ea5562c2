import { useId } from 'react';
import { VALET_TEXT } from '../../../shared/messages';
import { VALET_STATUS_COLORS, valetDisplayStatus } from '../../../shared/valet';
import type { OpenTicketChoice } from './openTicketChoice';
import { PlainButton } from '../../components/PlainButton';
import { TOKENS } from '../../themeTokens';

export interface OpenTicketListProps {
  tickets: readonly OpenTicketChoice[];
  onOpen: (ticket: OpenTicketChoice) => void;
}

const ROW = {
  justifyContent: 'space-between',
  textAlign: 'left',
  minHeight: 56,
  padding: '8px 14px',
  gap: 12,
} as const;

const BADGE = {
  padding: '2px 8px',
  borderRadius: 4,
  fontSize: 14,
  textTransform: 'uppercase',
  letterSpacing: 0.5,
  whiteSpace: 'nowrap',
} as const;

/**
 * The open tickets of one phone number, each a thumb-sized button that opens it: its number, plate,
 * make and colour, and its status in the grid's colour. Plain markup: the desk loads without antd.
 * The number comes first and the status last, so a ticket's name here ("#9002 ABC1234 Honda Blue
 * parked") never holds the grid's ("#9002 parked").
 */
export function OpenTicketList({ tickets, onOpen }: OpenTicketListProps) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {tickets.map((t) => {
        const display = valetDisplayStatus(t);
        const colors = VALET_STATUS_COLORS[display];
        return (
          <li key={t._id}>
            <PlainButton block style={ROW} onClick={() => onOpen(t)}>
              <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <strong style={{ fontSize: 18 }}>#{t.ticketNumber}</strong> <span>{t.plateNumber}</span>{' '}
                <span style={{ color: TOKENS.colorTextSecondary }}>{[t.make, t.color].filter(Boolean).join(' ')}</span>
              </span>{' '}
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, flex: 'none' }}>
                {/* A car paid before it is handed back (a requested car paid online) says so beside its status. */}
                {t.paid && display !== 'paid' && (
                  <>
                    <span style={{ color: TOKENS.colorSuccessText, fontWeight: 600 }}>{VALET_TEXT.carPaid}</span>{' '}
                  </>
                )}
                <span
                  style={{
                    ...BADGE,
                    background: colors.background,
                    color: colors.text,
                    border: colors.background === 'transparent' ? '1px solid #8c8c8c' : undefined,
                  }}
                >
                  {display}
                </span>
              </span>
            </PlainButton>
          </li>
        );
      })}
    </ul>
  );
}

export interface OpenTicketsPanelProps extends OpenTicketListProps {
  /** Starts a new ticket for the number (a further car). */
  onCreate: () => void;
}

/**
 * The desk's answer to a number with several open tickets: what it found, each ticket to open, and
 * a new ticket for a further car. With one open ticket the desk opens it, with none it starts one
 * (SPEC 2), and this is not shown.
 */
export function OpenTicketsPanel({ tickets, onOpen, onCreate }: OpenTicketsPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ paddingBottom: 20 }}>
      <h2 id={headingId} style={{ fontSize: 18, margin: '0 0 4px' }}>
        {VALET_TEXT.openTicketsTitle(tickets.length)}
      </h2>
      <p style={{ margin: '0 0 12px', color: TOKENS.colorTextSecondary }}>{VALET_TEXT.openTicketsHint}</p>
      <OpenTicketList tickets={tickets} onOpen={onOpen} />
      <PlainButton style={{ marginTop: 12 }} onClick={onCreate}>
        {VALET_TEXT.createAnother}
      </PlainButton>
    </section>
  );
}
