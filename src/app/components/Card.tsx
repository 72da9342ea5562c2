import type { ReactNode } from 'react';
import { TOKENS } from '../themeTokens';

export interface CardProps {
  /** The card's name for screen readers (what a list of cards is read as). */
  label: string;
  children: ReactNode;
  /** Space between the card's blocks; without it they stack as written. */
  gap?: number;
  /** A blue border: this card needs attention now. */
  accent?: boolean;
}

/** One listed thing (a location, a zone, a booking) in the app's card frame, without antd's Card. */
export function Card({ label, children, gap, accent }: CardProps) {
  return (
    <article
      aria-label={label}
      style={{
        background: '#fff',
        border: `1px solid ${accent ? TOKENS.colorPrimaryBorder : TOKENS.colorBorderSecondary}`,
        borderRadius: 12,
        padding: 16,
        // One column as wide as the card: a long word (a lot's name) wraps instead of widening it.
        ...(gap === undefined ? {} : { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap }),
      }}
    >
      {children}
    </article>
  );
}
