import { useState } from 'react';
import { OWNER_CONSOLE_TEXT, PARKING_MESSAGES, PARKING_TEXT, SERVER_MESSAGES } from '../../../shared/messages';
import { TextInput } from '../../components/TextInput';
import { errorMessage } from '../../api/errors';
import { useGetLocationsMeQuery } from '../../api/enhanced/locations';
import { LocationCard } from './LocationCard';
import { CardGrid } from '../../components/CardGrid';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { useAppSelector } from '../../hooks';
import { selectOwnLocations } from './selectOwnLocations';
import { PageHeader } from '../../components/PageTitle';
import { useCardLimit } from '../../components/cardLimit';

/** More lots than this, and a search finds one. */
const SEARCH_FROM = 6;

/** A vendor's (or odogwu's) own locations with Add Location (SPEC: /locations for owners, /locations-vendor). */
export function OwnLocations({ title }: { title: string }) {
  const { isLoading, isError, error } = useGetLocationsMeQuery();
  const all = useAppSelector(selectOwnLocations);
  // An owner of many lots finds one by name or address. Plain markup: /locations is also the drivers' page.
  const [search, setSearch] = useState('');
  const text = search.trim().toLowerCase();
  const locations = text ? all.filter((l) => l.name.toLowerCase().includes(text) || l.address.toLowerCase().includes(text)) : all;
  // 60 cards at first, as /codes and /events (300 at once took seconds on a phone); a search starts again.
  const { shown, next, showMore } = useCardLimit(locations, text);
  return (
    <>
      <PageHeader
        title={title}
        action={
          <ButtonLink asButton variant="primary" to="/locations/add">
            {PARKING_TEXT.addLocation}
          </ButtonLink>
        }
      />
      {all.length > SEARCH_FROM && (
        <TextInput
          type="search"
          aria-label={PARKING_TEXT.findLocation}
          placeholder={PARKING_TEXT.findLocation}
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ marginBottom: 12, maxWidth: 480 }}
        />
      )}
      {/* SPEC section 8: list load failures are only logged; the list then reads as empty. */}
      <CardGrid
        loading={isLoading}
        empty={all.length > 0 && text ? PARKING_MESSAGES.noLocationMatches : PARKING_MESSAGES.noLocations}
        error={isError ? errorMessage(error, SERVER_MESSAGES.serverError) : undefined}
      >
        {shown.map((l) => (
          <LocationCard key={l._id} location={l} canManage />
        ))}
      </CardGrid>
      {next > 0 && (
        <div style={{ textAlign: 'center', marginTop: 16 }}>
          <PlainButton onClick={showMore}>{OWNER_CONSOLE_TEXT.showMoreCards(next, locations.length)}</PlainButton>
        </div>
      )}
    </>
  );
}
