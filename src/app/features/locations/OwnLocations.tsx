import { PARKING_MESSAGES, PARKING_TEXT, SERVER_MESSAGES } from '../../../shared/messages';
import { errorMessage } from '../../api/errors';
import { useGetLocationsMeQuery } from '../../api/enhanced/locations';
import { LocationCard } from './LocationCard';
import { CardGrid } from '../../components/CardGrid';
import { ButtonLink } from '../../components/PlainButton';
import { useAppSelector } from '../../hooks';
import { selectOwnLocations } from './selectOwnLocations';
import { PageHeader } from '../../components/PageTitle';

/** A vendor's (or odogwu's) own locations with Add Location (SPEC: /locations for owners, /locations-vendor). */
export function OwnLocations({ title }: { title: string }) {
  const { isLoading, isError, error } = useGetLocationsMeQuery();
  const locations = useAppSelector(selectOwnLocations);
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
      {/* SPEC section 8: list load failures are only logged; the list then reads as empty. */}
      <CardGrid
        loading={isLoading}
        empty={PARKING_MESSAGES.noLocations}
        error={isError ? errorMessage(error, SERVER_MESSAGES.serverError) : undefined}
      >
        {locations.map((l) => (
          <LocationCard key={l._id} location={l} canManage />
        ))}
      </CardGrid>
    </>
  );
}
