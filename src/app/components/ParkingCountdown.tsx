import type { ReactNode } from 'react';
import { PARKING_MESSAGES, PARKING_TEXT, parkingEndsIn } from '../../shared/messages';
import { TOKENS } from '../themeTokens';
import { NoticeBox } from './NoticeBox';
import { useCountdown } from './useCountdown';

/** "1 h 5 min left", "47 min left". */
export function timeLeftText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h} h ${m} min ${PARKING_TEXT.timeLeft}` : `${m} min ${PARKING_TEXT.timeLeft}`;
}

export interface ParkingCountdownProps {
  /** When the booking ends (ISO). */
  endTime: string;
  /** What the driver can do while time is left (an Extend button or link); not shown once the parking has ended. */
  action?: ReactNode;
  /** Shown under the countdown while time is left (End Parking Now, away from the action). */
  below?: ReactNode;
}

const row = { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 } as const;

/**
 * The live time left of an active booking, plain markup for the driver pages: the time left beside
 * the action; under DEFAULTS.endingSoonMinutes a warning with the action; then that the parking has ended.
 */
export function ParkingCountdown({ endTime, action, below }: ParkingCountdownProps) {
  const { phase, minutesLeft } = useCountdown(endTime);
  if (phase === 'ended') {
    return (
      <p role="status" style={{ margin: 0, fontWeight: 600, color: TOKENS.colorTextSecondary }}>
        {PARKING_MESSAGES.parkingEnded}
      </p>
    );
  }
  if (phase === 'endingSoon') {
    return (
      <>
        <NoticeBox type="warning" style={{ margin: 0 }}>
          <div style={row}>
            <strong>{parkingEndsIn(minutesLeft)}</strong>
            {action}
          </div>
        </NoticeBox>
        {below}
      </>
    );
  }
  return (
    <>
      <div style={row}>
        <strong style={{ color: TOKENS.colorPrimary }}>{timeLeftText(minutesLeft)}</strong>
        {action}
      </div>
      {below}
    </>
  );
}
