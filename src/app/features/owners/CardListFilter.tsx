import { Input } from 'antd';
import { useId } from 'react';
import { OWNER_CONSOLE_TEXT as T } from '../../../shared/messages';
import { LocationSelect } from './LocationSelect';

/** What a card list is narrowed to: text within a card's name (a code, an event name) and one location. */
export interface CardFilter {
  text: string;
  locationId?: string | undefined;
}

export const NO_FILTER: CardFilter = { text: '' };

/** An item's name holds the text (any case, spaces at the ends ignored) and it is at the location, if one is chosen. */
export function matchesFilter(filter: CardFilter, name: string, locationId: string): boolean {
  const text = filter.text.trim().toLowerCase();
  return (!text || name.toLowerCase().includes(text)) && (!filter.locationId || filter.locationId === locationId);
}

/** The locations the items are at, once each, by name: what the location filter offers. */
export function locationsOf(items: readonly { locationId: string; location: { name: string } }[]) {
  const byId = new Map<string, { _id: string; name: string }>();
  for (const i of items) if (!byId.has(i.locationId)) byId.set(i.locationId, { _id: i.locationId, name: i.location.name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export interface CardListFilterProps {
  /** The search field's label and placeholder ("Search the cards"). */
  label: string;
  value: CardFilter;
  onChange: (next: CardFilter) => void;
  /** The locations of the list's cards: a picker beside the field when there are two or more. */
  locations: readonly { _id: string; name: string }[];
}

/** Above a long card list (/codes, /events: hundreds of cards): a search by name and, for several lots, a location. */
export function CardListFilter({ label, value, onChange, locations }: CardListFilterProps) {
  // Ids of our own: antd's generated ones are all one value under test, where a dialog's title would then name the picker.
  const id = useId();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
      <Input
        id={`${id}-text`}
        type="search"
        size="large"
        allowClear
        aria-label={label}
        placeholder={label}
        value={value.text}
        autoComplete="off"
        style={{ flex: '2 1 200px', minWidth: 0 }}
        onChange={(e) => onChange({ ...value, text: e.target.value })}
      />
      {locations.length > 1 && (
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          <LocationSelect
            id={`${id}-location`}
            aria-label={T.filterLocation}
            size="large"
            style={{ width: '100%' }}
            locations={locations}
            allowClear
            placeholder={T.everyLocation}
            value={value.locationId}
            onChange={(locationId) => onChange({ ...value, locationId })}
          />
        </div>
      )}
    </div>
  );
}
