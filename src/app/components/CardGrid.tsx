import { Children, type ReactNode } from 'react';
import { APP_TEXT, PARKING_TEXT } from '../../shared/messages';
import { EmptyState } from './EmptyState';
import { PlainButton } from './PlainButton';

export interface CardGridProps {
  children: ReactNode;
  /** The list is still being fetched: say so instead of showing it as empty. */
  loading?: boolean;
  /** What an empty list says. */
  empty?: ReactNode;
  /** The list could not be fetched: say why, never show it as empty (an empty list reads as "no lots here"). */
  error?: ReactNode;
  /** Asks for the list again after an error a retry can mend (no signal, a server failure): a Try again button. */
  onRetry?: (() => void) | undefined;
  /** A card's narrowest width: one column on a phone, as many as fit on a wide screen. */
  minWidth?: number;
  gap?: number;
}

/** A list of cards (locations, zones, dashboard tiles) as a responsive grid, with its loading and empty states. */
export function CardGrid({ children, loading, empty, error, onRetry, minWidth = 320, gap = 12 }: CardGridProps) {
  if (loading) return <p role="status">{APP_TEXT.loading}</p>;
  if (error && Children.count(children) === 0) {
    return (
      <>
        <p role="alert" style={{ color: 'var(--color-error)' }}>
          {error}
        </p>
        {onRetry && (
          <PlainButton variant="primary" onClick={onRetry}>
            {PARKING_TEXT.retryBooking}
          </PlainButton>
        )}
      </>
    );
  }
  if (empty && Children.count(children) === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minWidth}px), 1fr))`,
      }}
    >
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}
