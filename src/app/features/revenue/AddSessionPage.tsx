import { useLocation, useParams } from 'react-router-dom';
import { REVENUE_TEXT } from '../../../shared/messages';
import { addressNotFound, serverMessage } from '../../api/errors';
import { useGetLocationByIdQuery } from '../../api/enhanced/locations';
import { useAddManualSessionMutation } from '../../api/enhanced/sessions';
import { useGetLocationZonesQuery } from '../../api/enhanced/zones';
import { LocationNotFoundResult } from '../../components/LocationNotFoundResult';
import { ButtonLink } from '../../components/PlainButton';
import { PageHeader } from '../../components/PageTitle';
import { ADD_SESSION_FAILURE, AddSessionForm } from './AddSessionForm';
import type { LotLinkState } from './LotTotalsTable';

/**
 * /revenue/lot/{lotId}/new (admin only): a paid session typed in by hand. The session is sent with
 * the lot as locationId, so its month on /revenue/lot/{lotId} (and every revenue summary) refetches.
 */
export default function AddSessionPage() {
  const { lotId = '' } = useParams();
  const passed = (useLocation().state as Partial<LotLinkState> | null)?.location;
  // The start is typed on the lot's clock: a link without the time zone (or a reload) fetches the location.
  const { data: fetched, error: locationError } = useGetLocationByIdQuery(
    { id: lotId },
    { skip: Boolean(passed?.name && passed.timeZone) },
  );
  const name = passed?.name ?? fetched?.data.location.name;
  const timeZone = passed?.timeZone ?? fetched?.data.location.timeZone;
  const zones = useGetLocationZonesQuery({ locationId: lotId });
  const [addSession] = useAddManualSessionMutation();

  // A lot that is not there gets no form to fill in and send for nothing.
  if (addressNotFound(locationError) || addressNotFound(zones.error)) {
    return <LocationNotFoundResult />;
  }

  return (
    <div style={{ maxWidth: 560 }}>
      <PageHeader
        title={REVENUE_TEXT.newSessionTitle}
        subtitle={name}
        action={
          <ButtonLink to={`/revenue/lot/${lotId}`} state={passed ? { location: passed } : undefined}>
            {REVENUE_TEXT.backToLot}
          </ButtonLink>
        }
      />
      <AddSessionForm
        zones={zones.data?.data.zones ?? []}
        zonesLoading={zones.isLoading}
        zonesError={zones.error ? serverMessage(zones.error, ADD_SESSION_FAILURE) : null}
        timeZone={timeZone}
        onAdd={(entry) => addSession({ body: { ...entry, locationId: lotId } }).unwrap()}
      />
    </div>
  );
}
