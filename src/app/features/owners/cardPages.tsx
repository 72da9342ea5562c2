import { Button } from 'antd';
import { useState } from 'react';
import { OWNER_CONSOLE_TEXT as T } from '../../../shared/messages';
import { matchesFilter, type CardFilter } from './CardListFilter';

/** Cards drawn at first, and added by each Show more: hundreds at once froze the page for a second. */
export const CARDS_PER_PAGE = 60;

/**
 * The first cards of a long list and a Show more button for the next ones. The count starts again
 * whenever `resetKey` changes (a new search): a search shows its first matches at once.
 */
export function useCardPages<T>(items: readonly T[], resetKey: string) {
  const [state, setState] = useState({ key: resetKey, limit: CARDS_PER_PAGE });
  const limit = state.key === resetKey ? state.limit : CARDS_PER_PAGE;
  const left = items.length - limit;
  const more =
    left > 0 ? (
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Button onClick={() => setState({ key: resetKey, limit: limit + CARDS_PER_PAGE })}>
          {T.showMoreCards(Math.min(left, CARDS_PER_PAGE), items.length)}
        </Button>
      </div>
    ) : null;
  return { shown: items.slice(0, limit), more };
}

/**
 * A dated card list (/codes, /events) as shown: the filter above it, its matches what is on first
 * (currentFirst), and the first page of them. `now` is the moment the cards are judged ended at.
 */
export function useDatedCards<T extends { locationId: string; startDate: string; endDate: string }>(
  items: readonly T[],
  nameOf: (item: T) => string,
  initialFilter: CardFilter,
) {
  const [filter, setFilter] = useState(initialFilter);
  const now = Date.now();
  const matching = currentFirst(
    items.filter((i) => matchesFilter(filter, nameOf(i), i.locationId)),
    now,
  );
  return { filter, setFilter, now, ...useCardPages(matching, `${filter.text}|${filter.locationId ?? ''}`) };
}

/**
 * Current and coming things first, by their start; those that ended last, the latest first: an
 * owner looks for what is on, not what was.
 */
export function currentFirst<T extends { startDate: string; endDate: string }>(items: readonly T[], now: number): T[] {
  const ended = (x: T) => Date.parse(x.endDate) < now;
  return [...items].sort((a, b) => {
    if (ended(a) !== ended(b)) return ended(a) ? 1 : -1;
    return ended(a) ? Date.parse(b.endDate) - Date.parse(a.endDate) : Date.parse(a.startDate) - Date.parse(b.startDate);
  });
}
