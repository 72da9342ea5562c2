import { useState } from 'react';

/** Cards drawn at first, and added by each Show more: hundreds at once froze the page for a second. */
export const CARDS_PER_PAGE = 60;

/**
 * The first cards of a long list, and how to draw the next ones. The count starts again whenever
 * `resetKey` changes (a new search): a search shows its first matches at once. No markup of its own,
 * so a driver's plain page (My Locations is /locations too) and the antd desk draw their own button.
 */
export function useCardLimit<T>(items: readonly T[], resetKey: string) {
  const [state, setState] = useState({ key: resetKey, limit: CARDS_PER_PAGE });
  const limit = state.key === resetKey ? state.limit : CARDS_PER_PAGE;
  const left = items.length - limit;
  return {
    shown: items.slice(0, limit),
    /** How many Show more adds (0: every card is drawn). */
    next: Math.max(0, Math.min(left, CARDS_PER_PAGE)),
    showMore: () => setState({ key: resetKey, limit: limit + CARDS_PER_PAGE }),
  };
}
