import type { OwnLocation } from '../../api/enhanced/locations';
import { PARKING_TEXT } from '../../../shared/messages';
import { ButtonLink } from '../../components/PlainButton';
import { Subtitle } from '../../components/PageTitle';
import { Card } from '../../components/Card';
import { TOKENS } from '../../themeTokens';

/** What a location card shows: the API's location (generated types); nearby results add their distance. */
export type LocationSummary = Pick<OwnLocation, '_id' | 'name' | 'address'> &
  Partial<Pick<OwnLocation, 'archieved'>> & {
    /** kilometres, for nearby results (see distanceText) */
    distance?: number;
  };

export interface LocationCardProps {
  location: LocationSummary;
  /** Owners and admins also see Add Zone and Edit (SPEC: non-customers). */
  canManage: boolean;
}

/** The API gives `distance` in kilometres; drivers here read miles (feet when very close). */
export function distanceText(km: number): string {
  const miles = km / 1.609344;
  return miles < 0.1 ? `${Math.round(km * 3280.84)} ft` : `${miles.toFixed(1)} mi`;
}

/** One location: name, address, View Zones (the location passed along), and for owners Add Zone and Edit. */
export function LocationCard({ location, canManage }: LocationCardProps) {
  const state = { location };
  return (
    <Card label={location.name} gap={12}>
      <div>
        {/* The heading is the name alone ("Pike Place LotInactive" was read as one word); the state follows it. */}
        <div style={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 8 }}>
          <h2 style={{ fontSize: 18, margin: 0 }}>{location.name}</h2>
          {location.archieved && <span style={{ fontSize: 13, color: TOKENS.colorError, fontWeight: 500 }}>{PARKING_TEXT.inactive}</span>}
        </div>
        <Subtitle>{location.address}</Subtitle>
        {typeof location.distance === 'number' && (
          <p style={{ margin: '4px 0 0', fontSize: 14, color: TOKENS.colorTextSecondary }}>{distanceText(location.distance)}</p>
        )}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <ButtonLink variant="primary" to={`/locations/${location._id}/zones`} state={state} style={{ flex: '1 1 140px' }} block>
          {PARKING_TEXT.viewZones}
        </ButtonLink>
        {canManage && (
          <>
            <ButtonLink to={`/locations/${location._id}/new/zone`} state={state} style={{ flex: '1 1 100px' }} block>
              {PARKING_TEXT.addZone}
            </ButtonLink>
            <ButtonLink to={`/locations/${location._id}/edit`} state={state} style={{ flex: '1 1 80px' }} block>
              {PARKING_TEXT.edit}
            </ButtonLink>
            {/* The page an owner's visitors validate their parking on (its link or QR code is what is handed out). */}
            <ButtonLink to={`/locations/${location._id}/guest`} style={{ flex: '1 1 120px' }} block>
              {PARKING_TEXT.guestPage}
            </ButtonLink>
          </>
        )}
      </div>
    </Card>
  );
}
