import { useEffect, useState, type FormEvent } from 'react';
import { PARKING_MESSAGES, PARKING_TEXT, SERVER_MESSAGES } from '../../../shared/messages';
import { errorMessage, noAnswer } from '../../api/errors';
import { useGetLocationsCenterQuery, useGetLocationsSearchPlaceQuery } from '../../api/enhanced/locations';
import { TextInput } from '../../components/TextInput';
import { LocationCard } from './LocationCard';
import { CardGrid } from '../../components/CardGrid';
import { PlainButton } from '../../components/PlainButton';
import { PageTitle } from '../../components/PageTitle';
import { TOKENS } from '../../themeTokens';
import { VISUALLY_HIDDEN } from '../../components/visuallyHidden';

interface Center {
  lat: number;
  lng: number;
  label?: string;
}

type Position = { kind: 'locating' } | { kind: 'found'; center: Center } | { kind: 'unavailable' };

/** Asks the device for its position once; denied, unsupported or too slow all read as unavailable. */
export function useDevicePosition(): [Position, (p: Position) => void] {
  const [pos, setPos] = useState<Position>(() =>
    typeof navigator !== 'undefined' && navigator.geolocation ? { kind: 'locating' } : { kind: 'unavailable' },
  );
  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (p) => live && setPos({ kind: 'found', center: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      () => live && setPos({ kind: 'unavailable' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
    return () => {
      live = false;
    };
  }, []);
  return [pos, setPos];
}

/**
 * A city or ZIP code search. `asked`: opened by the driver's own press (position known), so the
 * field takes focus and the page does not say the position failed. What a search found, or that it
 * found nothing, is announced (a polite live region) as well as shown.
 */
function PlaceSearch({ onPick, asked }: { onPick: (c: Center) => void; asked: boolean }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const { data, isFetching, error, refetch } = useGetLocationsSearchPlaceQuery({ q }, { skip: q.length < 2 });
  const places = data?.data.suggestions ?? [];
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = text.trim();
    // The same words again after a failure: asked again (the query would otherwise keep its error).
    if (next === q && error) void refetch();
    setQ(next);
  };
  return (
    <section style={{ marginBottom: 16 }}>
      {!asked && <p style={{ margin: '0 0 8px', color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.searchHint}</p>}
      <form role="search" onSubmit={onSubmit} style={{ display: 'flex', gap: 8 }}>
        <label htmlFor="place-search" style={VISUALLY_HIDDEN}>
          {PARKING_TEXT.searchLabel}
        </label>
        <TextInput
          id="place-search"
          type="search"
          enterKeyHint="search"
          autoComplete="postal-code"
          placeholder={PARKING_TEXT.searchPlaceholder}
          // Opened by a press on the search button (searchLabel): typing goes straight into the field.
          autoFocus={asked}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <PlainButton variant="primary" type="submit" loading={isFetching}>
          {PARKING_TEXT.searchButton}
        </PlainButton>
      </form>
      {/* Always there, so a screen reader hears it change: what the last search found. */}
      <p role="status" style={VISUALLY_HIDDEN}>
        {q.length >= 2 && !isFetching && !error
          ? places.length === 0
            ? PARKING_TEXT.noPlaces
            : PARKING_TEXT.placesFound(places.length)
          : ''}
      </p>
      {q.length >= 2 &&
        !isFetching &&
        (error ? (
          // A failed search is not "no matching places": it says what happened; Search asks again.
          <p role="alert" style={{ color: TOKENS.colorError }}>
            {noAnswer(error) ? SERVER_MESSAGES.noConnection : SERVER_MESSAGES.serverError}
          </p>
        ) : places.length === 0 ? (
          <p style={{ color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.noPlaces}</p>
        ) : (
          <>
            <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0, display: 'grid', gap: 6 }}>
              {places.map((p) => (
                <li key={p.place_id}>
                  <PlainButton
                    block
                    style={{ textAlign: 'left', justifyContent: 'flex-start' }}
                    onClick={() => onPick({ lat: p.latitude, lng: p.longitude, label: p.description })}
                  >
                    {p.description}
                  </PlainButton>
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}

function Nearby({ center }: { center: Center }) {
  const { data, isLoading, isFetching, isError, error, refetch } = useGetLocationsCenterQuery({ lat: center.lat, lng: center.lng });
  const locations = data?.data.data ?? [];
  return (
    <CardGrid
      loading={isLoading || (isError && isFetching)}
      empty={PARKING_MESSAGES.noLocations}
      error={isError ? errorMessage(error, SERVER_MESSAGES.serverError) : undefined}
      onRetry={() => void refetch()}
    >
      {locations.map((l) => (
        <LocationCard key={l._id} location={l} canManage={false} />
      ))}
    </CardGrid>
  );
}

/** Everyone but owners: locations near the device, or near a searched city or ZIP when position is unavailable. */
export function NearbyLocations() {
  const [pos, setPos] = useDevicePosition();
  const [searching, setSearching] = useState(false);
  return (
    <>
      <PageTitle bottom={12}>{PARKING_TEXT.nearbyTitle}</PageTitle>
      {pos.kind === 'locating' && <p role="status">{PARKING_TEXT.locating}</p>}
      {(pos.kind === 'unavailable' || searching) && (
        <PlaceSearch
          asked={pos.kind !== 'unavailable'}
          onPick={(center) => {
            setSearching(false);
            setPos({ kind: 'found', center });
          }}
        />
      )}
      {pos.kind === 'found' && (
        <>
          {pos.center.label && <p style={{ margin: '0 0 12px', color: TOKENS.colorTextSecondary }}>{pos.center.label}</p>}
          {!searching && (
            <PlainButton variant="link" style={{ padding: 0, marginBottom: 12 }} onClick={() => setSearching(true)}>
              {PARKING_TEXT.searchLabel}
            </PlainButton>
          )}
          <Nearby center={pos.center} />
        </>
      )}
    </>
  );
}
