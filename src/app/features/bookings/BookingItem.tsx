import { Button } from 'antd';
import type { ReactNode } from 'react';
import { PARKING_TEXT } from '../../../shared/messages';
import { Money } from '../../components/Money';
import { toCents } from '../../../shared/money';
import { shortDateTime } from '../booking';
import { Card } from '../../components/Card';
import { TOKENS } from '../../themeTokens';

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
}

export function timeLeftText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h ${m} min ${PARKING_TEXT.timeLeft}` : `${m} min ${PARKING_TEXT.timeLeft}`;
}

export interface BookingItemProps {
  booking: BookingSummary;
  onExtend?: () => void;
  /** The extension panel, shown under the booking while open. */
  children?: ReactNode;
}

/** One booking of the history (SPEC section 2 fields); an active one shows its time left and Extend. */
export function BookingItem({ booking: b, onExtend, children }: BookingItemProps) {
  const active = (b.minutesLeft ?? 0) > 0;
  return (
    <Card label={`${b.locationName} ${b.plateNumber}`} accent={active}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
        <div style={{ minWidth: 0 }}>
          <h2 style={{ fontSize: 18, margin: 0 }}>{b.locationName}</h2>
          <p style={{ margin: '2px 0 0', color: TOKENS.colorTextSecondary }}>{b.locationAddress}</p>
        </div>
        <div style={{ fontSize: 18, whiteSpace: 'nowrap' }}>
          <Money cents={toCents(b.totalCost)} strong />
        </div>
      </div>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '12px 0 0', fontSize: 15 }}>
        <dt style={{ color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.licensePlate}</dt>
        <dd style={{ margin: 0 }}>{`${b.plateNumber} ${b.state}`}</dd>
        <dt style={{ color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.pricing}</dt>
        <dd style={{ margin: 0 }}>
          {b.isHourly ? PARKING_TEXT.hourly : PARKING_TEXT.daily}
          {b.zoneNumber ? ` · ${PARKING_TEXT.zoneLabel} ${b.zoneNumber}` : ''}
        </dd>
        <dt style={{ color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.start}</dt>
        <dd style={{ margin: 0 }}>{shortDateTime(b.startTime, b.timeZone)}</dd>
        <dt style={{ color: TOKENS.colorTextSecondary }}>{PARKING_TEXT.end}</dt>
        <dd style={{ margin: 0 }}>{shortDateTime(b.endTime, b.timeZone)}</dd>
      </dl>
      {active && (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginTop: 12 }}>
          <strong style={{ color: TOKENS.colorPrimary }}>{timeLeftText(b.minutesLeft ?? 0)}</strong>
          {b.canExtend && onExtend && !children && (
            <Button type="primary" size="large" onClick={onExtend}>
              {PARKING_TEXT.extend}
            </Button>
          )}
        </div>
      )}
      {children}
    </Card>
  );
}
