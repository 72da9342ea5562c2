import { Link } from 'react-router-dom';
import { VALET_TEXT } from '../../../shared/messages';
import type { GetValetByPhoneApiResponse } from '../../api/generated/valets';
import { TOKENS } from '../../themeTokens';
import { StatusBadge, valetPath } from './common';

export type TicketChoice = GetValetByPhoneApiResponse['tickets'][number];

export interface TicketChoicesProps {
  pn: string;
  tickets: TicketChoice[];
  /** The ticket the page shows. */
  currentId: string;
}

const ROW = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  minHeight: 56,
  padding: '8px 14px',
  borderRadius: 10,
  textDecoration: 'none',
  color: 'inherit',
} as const;

/**
 * A phone number with several open tickets (the desk's "Create another ticket" for a second car):
 * each car as a link to its own ticket, so the first car is not hidden behind the newest. Nothing
 * with one ticket: the page is then SPEC's.
 */
export function TicketChoices({ pn, tickets, currentId }: TicketChoicesProps) {
  if (tickets.length < 2) return null;
  return (
    <nav aria-label={VALET_TEXT.carsOnNumberLabel}>
      <p style={{ margin: '0 0 8px', fontSize: 16 }}>{VALET_TEXT.carsOnNumber(tickets.length)}</p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {tickets.map((t) => {
          const current = t._id === currentId;
          return (
            <li key={t._id}>
              <Link
                to={valetPath.review(pn, t._id)}
                replace
                aria-current={current ? 'page' : undefined}
                style={{
                  ...ROW,
                  border: current ? `2px solid ${TOKENS.colorPrimary}` : `1px solid ${TOKENS.colorBorder}`,
                  background: current ? TOKENS.colorPrimaryBg : '#fff',
                }}
              >
                <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <strong style={{ fontSize: 18 }}>#{t.ticketNumber}</strong>{' '}
                  <span style={{ color: TOKENS.colorTextSecondary }}>{[t.make, t.color, t.plateNumber].filter(Boolean).join(' · ')}</span>
                </span>
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, flex: 'none' }}>
                  {t.paid && t.status !== 'paid' && t.status !== 'ready' && (
                    <span style={{ color: TOKENS.colorSuccessText, fontWeight: 600 }}>{VALET_TEXT.carPaid}</span>
                  )}
                  <StatusBadge ticket={t} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
