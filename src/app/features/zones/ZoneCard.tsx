import type { Zone } from '../../api/enhanced/zones';
import { PARKING_TEXT } from '../../../shared/messages';
import { Money } from '../../components/Money';
import { toCents } from '../../../shared/money';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { Card } from '../../components/Card';
import { TOKENS } from '../../themeTokens';

/** What a zone card shows: the API's zone, as the generated types declare it. */
export type ZoneSummary = Pick<Zone, '_id' | 'zoneNumber' | 'price' | 'isHourly' | 'openTime' | 'closeTime' | 'archieved'>;

export interface ZoneCardProps {
  locationId: string;
  zone: ZoneSummary;
  /** Owners see Edit Zone; everyone else Park Here. */
  canManage: boolean;
  location?: unknown;
}

/** One zone: number, price per hour or day, open hours, and Park Here or Edit Zone. */
export function ZoneCard({ locationId, zone, canManage, location }: ZoneCardProps) {
  const base = `/locations/${locationId}/zones/${zone._id}`;
  return (
    <Card label={`${PARKING_TEXT.zoneLabel} ${zone.zoneNumber}`} gap={10}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}>
        <h2 style={{ fontSize: 18, margin: 0 }}>{`${PARKING_TEXT.zoneLabel} ${zone.zoneNumber}`}</h2>
        <span style={{ fontSize: 18 }}>
          <Money cents={toCents(zone.price)} strong />{' '}
          <span style={{ fontSize: 14, color: TOKENS.colorTextSecondary }}>
            {zone.isHourly ? PARKING_TEXT.perHour : PARKING_TEXT.perDay}
          </span>
        </span>
      </div>
      <p style={{ margin: 0, color: TOKENS.colorTextSecondary }}>
        {zone.archieved ? (
          <span style={{ color: TOKENS.colorError }}>{PARKING_TEXT.closed}</span>
        ) : (
          `${PARKING_TEXT.open} ${zone.openTime}–${zone.closeTime}`
        )}
      </p>
      {canManage ? (
        <ButtonLink to={`${base}/edit`} state={{ zone, location }} block>
          {PARKING_TEXT.editZone}
        </ButtonLink>
      ) : zone.archieved ? (
        <PlainButton variant="primary" block disabled>
          {PARKING_TEXT.parkHere}
        </PlainButton>
      ) : (
        <ButtonLink variant="primary" to={base} state={{ zone, location }} block>
          {PARKING_TEXT.parkHere}
        </ButtonLink>
      )}
    </Card>
  );
}
