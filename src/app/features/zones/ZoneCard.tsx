import type { Zone } from '../../api/enhanced/zones';
import { PARKING_TEXT, openHoursLabel } from '../../../shared/messages';
import { Money } from '../../components/Money';
import { toCents } from '../../../shared/money';
import { ButtonLink, PlainButton } from '../../components/PlainButton';
import { Card } from '../../components/Card';
import { TOKENS } from '../../themeTokens';
import { bookingHoursProblem } from '../../../shared/openHours';

/** What a zone card shows: the API's zone, as the generated types declare it. */
export type ZoneSummary = Pick<Zone, '_id' | 'zoneNumber' | 'price' | 'isHourly' | 'openTime' | 'closeTime' | 'archieved'>;

export interface ZoneCardProps {
  locationId: string;
  zone: ZoneSummary;
  /** Owners see Edit Zone; everyone else Park Here. */
  canManage: boolean;
  location?: unknown;
  /** The location's time zone and the clock: with both, a zone outside its hours says Closed now. */
  timeZone?: string | undefined;
  now?: Date;
}

/** One zone: number, price per hour or day, open hours, and Park Here or Edit Zone. */
export function ZoneCard({ locationId, zone, canManage, location, timeZone, now }: ZoneCardProps) {
  const base = `/locations/${locationId}/zones/${zone._id}`;
  // A booking made now would start outside the hours (src/shared/openHours.ts, as the server reads them).
  // Closed for a booking made now: not open, or closing within the shortest booking (an hour).
  const closedNow = Boolean(timeZone && now && bookingHoursProblem(zone, timeZone, 1, now));
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
          <>
            {openHoursLabel(zone.openTime, zone.closeTime)}
            {closedNow && <strong style={{ color: TOKENS.colorError }}>{` · ${PARKING_TEXT.closedNow}`}</strong>}
          </>
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
