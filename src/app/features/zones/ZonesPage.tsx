import { Link, useLocation, useParams } from 'react-router-dom';
import { can, canManageRecord } from '../../../shared/access';
import { OWNERS_MESSAGES, PARKING_MESSAGES, PARKING_TEXT, SERVER_MESSAGES } from '../../../shared/messages';
import { addressErrorMessage, addressNotFound } from '../../api/errors';
import { useGetLocationByIdQuery } from '../../api/enhanced/locations';
import { useGetLocationZonesQuery } from '../../api/enhanced/zones';
import { CardGrid } from '../../components/CardGrid';
import { useAppSelector } from '../../hooks';
import { selectCurrentUser } from '../auth';
import { ZoneCard } from './ZoneCard';
import { ButtonLink } from '../../components/PlainButton';
import { TOUCH_TEXT_LINK } from '../../components/touchTargets';
import { PageHeader } from '../../components/PageTitle';
import { useNow } from '../../components/useCountdown';
import { TOKENS } from '../../themeTokens';

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
  const { data, isLoading, isFetching, isError, error, refetch } = useGetLocationZonesQuery({ locationId });
  const zones = data?.data.zones ?? [];
  // The server lists no zone of a lot its owner turned off (archieved) to anyone who does not manage
  // it: an empty list asks the lot's own record why, even when the list page passed the lot along.
  const emptyList = data !== undefined && zones.length === 0;
  const { data: loc, isError: lotFailed } = useGetLocationByIdQuery({ id: locationId }, { skip: Boolean(passed?.name) && !emptyList });
  const lot = loc?.data.location;
  const location = passed?.name ? passed : lot;
  const managesLot = Boolean(user && lot && canManageRecord({ ...user, id: user._id }, lot.userId));
  // Not "No zones for this location...": it has zones, and takes no booking (the server refuses them).
  const lotClosed = emptyList && Boolean(lot?.archieved) && !managesLot;
  // An empty list is not said before the lot's record has told whether it is closed.
  const lotPending = emptyList && !lot && !lotFailed;
  const now = new Date(useNow(60_000));

  return (
    <>
      {/* An owner adding zones to several lots goes back to their list from here, not through the menu. */}
      {canManage && (
        <p style={{ margin: '0 0 8px' }}>
          <Link to="/locations-vendor" style={TOUCH_TEXT_LINK}>
            {PARKING_TEXT.backToMyLocations}
          </Link>
        </p>
      )}
      <PageHeader
        title={location?.name ?? PARKING_TEXT.zonesTitle}
        subtitle={location?.address}
        action={
          canManage &&
          !lotClosed && (
            <ButtonLink variant="primary" to={`/locations/${locationId}/new/zone`} state={{ location }}>
              {PARKING_TEXT.addZone}
            </ButtonLink>
          )
        }
      />
      {lotClosed ? (
        <section aria-labelledby="lot-closed" style={{ textAlign: 'center', padding: '24px 8px' }}>
          {/* The booking page's words for a closed zone (SPEC 2), said of the whole lot, with its way on. */}
          <h2 id="lot-closed" style={{ fontSize: 22, marginTop: 0 }}>
            {PARKING_MESSAGES.lotClosedTitle}
          </h2>
          <p style={{ color: TOKENS.colorTextSecondary }}>{PARKING_MESSAGES.zoneClosedBody}</p>
          <ButtonLink asButton variant="primary" to="/locations">
            {PARKING_MESSAGES.findAnother}
          </ButtonLink>
        </section>
      ) : (
        <CardGrid
          loading={isLoading || (isError && isFetching) || lotPending}
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
      )}
      {!canManage && !lotClosed && zones.length > 0 && (
        // The guest page takes a business's validation code: without this, only a link the business sent leads there.
        <p style={{ marginTop: 16 }}>
          {PARKING_TEXT.haveCode} <Link to={`/locations/${locationId}/guest`}>{PARKING_TEXT.useCode}</Link>
        </p>
      )}
    </>
  );
}
