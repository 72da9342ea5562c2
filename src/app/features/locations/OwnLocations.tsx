import { APP_TEXT, MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { useGetLocationsMeQuery } from '../../api/enhanced/locations';
import { EmptyState } from '../../components/EmptyState';
import { LocationCard } from './LocationCard';
import { LocationList } from './LocationList';
import { ButtonLink } from '../../components/PlainButton';
import { useAppSelector } from '../../hooks';
import { selectOwnLocations } from './selectOwnLocations';
import { PageTitle } from '../../components/PageTitle';

/** A vendor's (or odogwu's) own locations with Add Location (SPEC: /locations for owners, /locations-vendor). */
export function OwnLocations({ title }: { title: string }) {
  const { isLoading } = useGetLocationsMeQuery();
  const locations = useAppSelector(selectOwnLocations);
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        <PageTitle>{title}</PageTitle>
        <ButtonLink variant="primary" to="/locations/add">
          {PARKING_TEXT.addLocation}
        </ButtonLink>
      </div>
      {isLoading ? (
        <p role="status">{APP_TEXT.loading}</p>
      ) : locations.length === 0 ? (
        // SPEC section 8: list load failures are only logged; the list then reads as empty.
        <EmptyState>{MESSAGES.noLocations}</EmptyState>
      ) : (
        <LocationList>
          {locations.map((l) => (
            <LocationCard key={l._id} location={l} canManage />
          ))}
        </LocationList>
      )}
    </>
  );
}
