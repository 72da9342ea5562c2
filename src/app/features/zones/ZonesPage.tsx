import { useLocation, useParams } from 'react-router-dom';
import { can } from '../../../shared/access';
import { OWNERS_MESSAGES, PARKING_MESSAGES, PARKING_TEXT, SERVER_MESSAGES } from '../../../shared/messages';
import { addressErrorMessage, addressNotFound } from '../../api/errors';
import { useGetLocationByIdQuery } from '../../api/enhanced/locations';
import { useGetLocationZonesQuery } from '../../api/enhanced/zones';
import { CardGrid } from '../../components/CardGrid';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';
import { ZoneCard } from './ZoneCard';
import { ButtonLink } from '../../components/PlainButton';
import { PageHeader } from '../../components/PageTitle';
import { useNow } from '../../components/useCountdown';

interface PassedLocation {
  name?: string;
  address?: string;
  timeZone?: string;
}

/** /locations/{id}/zones: the location header (from navigation state, else fetched) and its zones. */
export default function ZonesPage() {
  const { locationId = '' } = useParams();
  const passed = (useLocation().state as { location?: PassedLocation } | null)?.location;
  const user = useAppSelector(selectCurrentUser);
  const canManage = can(user, 'manageLocations');
  const { data: loc } = useGetLocationByIdQuery({ id: locationId }, { skip: Boolean(passed?.name) });
  const { data, isLoading, isFetching, isError, error, refetch } = useGetLocationZonesQuery({ locationId });
  const location = passed?.name ? passed : loc?.data.location;
  const zones = data?.data.zones ?? [];
  const now = new Date(useNow(60_000));

  return (
    <>
      <PageHeader
        title={location?.name ?? PARKING_TEXT.zonesTitle}
        subtitle={location?.address}
        action={
          canManage && (
            <ButtonLink variant="primary" to={`/locations/${locationId}/new/zone`} state={{ location }}>
              {PARKING_TEXT.addZone}
            </ButtonLink>
          )
        }
      />
      <CardGrid
        loading={isLoading || (isError && isFetching)}
        empty={PARKING_MESSAGES.noZones}
        minWidth={280}
        error={isError ? addressErrorMessage(error, OWNERS_MESSAGES.locationNotFound, SERVER_MESSAGES.serverError) : undefined}
        // A lot that is not there is not asked for again.
        onRetry={isError && !addressNotFound(error) ? () => void refetch() : undefined}
      >
        {zones.map((z) => (
          <ZoneCard
            key={z._id}
            locationId={locationId}
            zone={z}
            canManage={canManage}
            location={location}
            timeZone={location?.timeZone}
            now={now}
          />
        ))}
      </CardGrid>
    </>
  );
}
