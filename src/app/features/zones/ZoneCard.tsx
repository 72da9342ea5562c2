import type { Zone } from '../../api/enhanced/zones';
import { PARKING_MESSAGES, PARKING_TEXT, openHoursLabel } from '../../../shared/messages';
import { Money } from '../../components/Money';
import { formatUsd, toCents } from '../../../shared/money';
import { priceSession } from '../../../shared/pricing';
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
  /**
   * The location's time zone and the clock: with both, a zone outside its hours says Closed now, and
   * one still open but closing before even a one-hour booking made now would end says Too late to book now.
   */
  timeZone?: string | undefined;
  now?: Date;
}

/** One hour (a day) for one car, fees included, as the booking step prices it; the rate alone when it cannot be priced. */
function withFees(zone: ZoneSummary): number {
  try {
    return priceSession({ priceCents: toCents(zone.price), isHourly: zone.isHourly, hours: 1, vehicles: 1 }).totalCents;
  } catch {
    return toCents(zone.price);
  }
}

/** One zone: number, price per hour or day (and with the fees), open hours, and Park Here or Edit Zone. */
export function ZoneCard({ locationId, zone, canManage, location, timeZone, now }: ZoneCardProps) {
  const base = `/locations/${locationId}/zones/${zone._id}`;
  // The shortest booking made now (an hour, starting 10 minutes on: src/shared/openHours.ts, as the
  // server reads it) does not fit: the zone is not open then (Closed now), or it is open but closes
  // before that hour would end (Too late to book now: the zone is not closed, QA at 10:16 PM).
  const problem = timeZone && now ? bookingHoursProblem(zone, timeZone, 1, now) : null;
  const notNow = problem && (problem.reason === 'notOpen' ? PARKING_TEXT.closedNow : PARKING_MESSAGES.tooLateToBookNow);
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
      {!canManage && !zone.archieved && (
        // The price above is the rate; what a driver pays on the booking step has the fees on top.
        <p style={{ margin: 0 }}>{PARKING_TEXT.withFees(formatUsd(withFees(zone)), zone.isHourly)}</p>
      )}
      <p style={{ margin: 0, color: TOKENS.colorTextSecondary }}>
        {zone.archieved ? (
          <span style={{ color: TOKENS.colorError }}>{PARKING_TEXT.closed}</span>
        ) : (
          <>
            {openHoursLabel(zone.openTime, zone.closeTime)}
            {notNow && <strong style={{ color: TOKENS.colorError }}>{` · ${notNow}`}</strong>}
          </>
        )}
      </p>
      {canManage ? (
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <ButtonLink to={`${base}/edit`} state={{ zone, location }} style={{ flex: '1 1 120px' }} block>
            {PARKING_TEXT.editZone}
          </ButtonLink>
          {/* The page an owner hands its members (a link or its QR code): no other screen leads there. */}
          <ButtonLink to={`${base}/members`} style={{ flex: '1 1 120px' }} block>
            {PARKING_TEXT.memberPage}
          </ButtonLink>
        </div>
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
