import { useLocation, useParams } from 'react-router-dom';
import { can } from '../../../shared/access';
import { APP_TEXT, MESSAGES, PARKING_TEXT } from '../../../shared/messages';
import { useGetLocationByIdQuery } from '../../api/enhanced/locations';
import { useGetLocationZonesQuery } from '../../api/enhanced/zones';
import { EmptyState } from '../../components/EmptyState';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';
import { ZoneCard } from './ZoneCard';
import { ButtonLink } from '../../components/PlainButton';
import { PageTitle, Subtitle } from '../../components/PageTitle';

interface PassedLocation {
  name?: string;
  address?: string;
}

/** /locations/{id}/zones: the location header (from navigation state, else fetched) and its zones. */
export default function ZonesPage() {
  const { locationId = '' } = useParams();
  const passed = (useLocation().state as { location?: PassedLocation } | null)?.location;
  const user = useAppSelector(selectCurrentUser);
  const canManage = can(user, 'manageLocations');
  const { data: loc } = useGetLocationByIdQuery({ id: locationId }, { skip: Boolean(passed?.name) });
  const { data, isLoading } = useGetLocationZonesQuery({ locationId });
  const location = passed?.name ? passed : loc?.data.location;
  const zones = data?.data.zones ?? [];

  return (
    <>
      <header
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}
      >
        <div>
          <PageTitle>{location?.name ?? PARKING_TEXT.zonesTitle}</PageTitle>
          {location?.address && <Subtitle>{location.address}</Subtitle>}
        </div>
        {canManage && (
          <ButtonLink variant="primary" to={`/locations/${locationId}/new/zone`} state={{ location }}>
            {PARKING_TEXT.addZone}
          </ButtonLink>
        )}
      </header>
      {isLoading ? (
        <p role="status">{APP_TEXT.loading}</p>
      ) : zones.length === 0 ? (
        <EmptyState>{MESSAGES.noZones}</EmptyState>
      ) : (
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
          }}
        >
          {zones.map((z) => (
            <li key={z._id}>
              <ZoneCard locationId={locationId} zone={z} canManage={canManage} location={location} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
