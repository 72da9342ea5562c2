import { useNavigate } from 'react-router-dom';
import { MANAGEMENT_MESSAGES, MANAGEMENT_TEXT as T } from '../../../shared/messages';
import { EmptyState } from '../../components/EmptyState';
import { ButtonLink } from '../../components/PlainButton';
import { lastManagedLocation } from './lastLocation';
import { PageHeader } from '../../components/PageTitle';
import { useManagedLocations } from '../locations';
import { LocationPicker, type PickableLocation } from './LocationPicker';

export interface ManagementViewProps {
  locations: readonly PickableLocation[];
  loading?: boolean;
  onPick: (locationId: string) => void;
  /** The location opened last on this tab: offered as a way straight back to it. */
  lastLocationId?: string | null;
}

/** What /management shows: its title and the Location dropdown, or "No locations found." */
export function ManagementView({ locations, loading, onPick, lastLocationId }: ManagementViewProps) {
  const last = lastLocationId ? locations.find((l) => l._id === lastLocationId) : undefined;
  return (
    <>
      <PageHeader title={T.title} subtitle={T.subtitle} />
      {last && (
        <p style={{ margin: '0 0 16px' }}>
          <ButtonLink to={`/management/locations/${last._id}`}>{T.backToLocation(last.name)}</ButtonLink>
        </p>
      )}
      {!loading && locations.length === 0 ? (
        <EmptyState>{MANAGEMENT_MESSAGES.noManagedLocations}</EmptyState>
      ) : (
        <LocationPicker locations={locations} loading={loading} onChange={onPick} />
      )}
    </>
  );
}

/** /management (odogwu): choosing a location opens its vendors, /management/locations/{locationId}. */
export default function ManagementPage() {
  const navigate = useNavigate();
  const { locations, isLoading } = useManagedLocations();
  return (
    <ManagementView
      locations={locations}
      loading={isLoading}
      lastLocationId={lastManagedLocation()}
      onPick={(id) => navigate(`/management/locations/${id}`)}
    />
  );
}
