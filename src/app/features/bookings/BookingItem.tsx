import { useId, type ReactNode } from 'react';
import { PARKING_TEXT } from '../../../shared/messages';
import { Money } from '../../components/Money';
import { toCents } from '../../../shared/money';
import { shortDateTime } from '../booking';
import { zoneTimeName } from '../../../shared/dates';
import { Card } from '../../components/Card';
import { TOKENS } from '../../themeTokens';
import { ParkingCountdown } from '../../components/ParkingCountdown';
import { PlainButton } from '../../components/PlainButton';
import { EmailReceipt } from './EmailReceipt';

export interface BookingSummary {
  _id: string;
  locationName: string;
  locationAddress: string;
  plateNumber: string;
  state: string;
  zoneNumber?: string;
  /** dollars */
  totalCost: number;
  isHourly: boolean;
  startTime: string;
  endTime: string;
  canExtend?: boolean;
  minutesLeft?: number;
  /** The lot's time zone: a driver reads the times of the place they parked, as on the receipt. */
  timeZone?: string;
  /** An active hourly paid booking that can end early (End Parking Now). */
  canStop?: boolean;
  /** Dollars refunded so far (0 when none). */
  refunded?: number;
  /** When the driver ended the parking early. */
  stoppedAt?: string;
}

export interface BookingItemProps {
  booking: BookingSummary;
  onExtend?: () => void;
  /** Asks to end the parking now (opens its confirmation). */
  onStop?: () => void;
  /** The extension or stop panel, shown under the booking while open. */
  children?: ReactNode;
  /** Offer to email its receipt to the signed-in driver (their own history, not a guest's link). */
  emailReceipt?: boolean;
}

/**
 * One booking of the history (SPEC section 2 fields). One that was active when loaded shows its time
 * left live (a warning with Extend when it ends soon, then that it has ended), Extend, and End Parking
 * Now on its own line below.
 */
export function BookingItem({ booking: b, onExtend, onStop, children, emailReceipt = false }: BookingItemProps) {
  // Ended early, it is over even when its end (its start, for one stopped before it began) is still ahead.
  const active = (b.minutesLeft ?? 0) > 0 && !b.stoppedAt;
  const refunded = b.refunded ?? 0;
  // Every card has its own Extend and End Parking Now: a screen reader moving from button to button
  // hears which booking each acts on (the name stays SPEC's word).
  const id = useId();
  const describedBy = `${id}-place ${id}-plate`;
  return (
    <Card label={`${b.locationName} ${b.plateNumber}`} accent={active}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        <div style={{ minWidth: 0 }}>
          <h2 id={`${id}-place`} style={{ fontSize: 18, margin: 0 }}>
            {b.locationName}
          </h2>
          <p style={{ margin: '2px 0 0', color: TOKENS.colorTextSecondary }}>{b.locationAddress}</p>
        </div>
        <div style={{ fontSize: 18, whiteSpace: 'nowrap' }}>
          <Money cents={toCents(b.totalCost)} strong />
        </div>
      </div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '12px 0 0', fontSize: 15 }}>
        <dt style={{ color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.licensePlate}</dt>
        <dd id={`${id}-plate`} style={{ margin: 0 }}>{`${b.plateNumber} ${b.state}`}</dd>
        <dt style={{ color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.pricing}</dt>
        <dd style={{ margin: 0 }}>
          {b.isHourly ? PARKING_TEXT.hourly : PARKING_TEXT.daily}
          {b.zoneNumber ? ` · ${PARKING_TEXT.zoneLabel} ${b.zoneNumber}` : ''}
        </dd>
        <dt style={{ color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.start}</dt>
        <dd style={{ margin: 0 }}>{shortDateTime(b.startTime, b.timeZone)}</dd>
        <dt style={{ color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.end}</dt>
        <dd style={{ margin: 0 }}>{shortDateTime(b.endTime, b.timeZone)}</dd>
        {b.timeZone && (
          <>
            <dt style={{ color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.timeZone}</dt>
            <dd style={{ margin: 0 }}>{zoneTimeName(b.timeZone, new Date(b.startTime))}</dd>
          </>
        )}
        {refunded > 0 && (
          <>
            <dt style={{ color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.refunded}</dt>
            <dd style={{ margin: 0 }}>
              <Money cents={toCents(refunded)} />
            </dd>
          </>
        )}
      </dl>
      {active && (
        <div style={{ marginTop: 12 }}>
          <ParkingCountdown
            endTime={b.endTime}
            action={
              b.canExtend && onExtend && !children ? (
                <PlainButton variant="primary" onClick={onExtend} aria-describedby={describedBy}>
                  {PARKING_TEXT.extend}
                </PlainButton>
              ) : undefined
            }
            below={
              b.canStop && onStop && !children ? (
                <PlainButton danger block onClick={onStop} style={{ marginTop: 20 }} aria-describedby={describedBy}>
                  {PARKING_TEXT.stopNow}
                </PlainButton>
              ) : undefined
            }
          />
        </div>
      )}
      {children}
      {/* Under the booking, after its actions: an updated receipt (extended, ended early) is one tap away. */}
      {emailReceipt && !children && <EmailReceipt sessionId={b._id} describedBy={describedBy} />}
    </Card>
  );
}
