import { Button } from 'antd';
import { useState } from 'react';
import { OWNER_CONSOLE_TEXT as T } from '../../../shared/messages';
import { matchesFilter, type CardFilter } from './CardListFilter';
import { CARDS_PER_PAGE, useCardLimit } from '../../components/cardLimit';

export { CARDS_PER_PAGE };

/** useCardLimit with the desk's Show more button under the cards. */
export function useCardPages<T>(items: readonly T[], resetKey: string) {
  const { shown, next, showMore } = useCardLimit(items, resetKey);
  const more =
    next > 0 ? (
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Button onClick={showMore}>{T.showMoreCards(next, items.length)}</Button>
      </div>
    ) : null;
  return { shown, more };
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
