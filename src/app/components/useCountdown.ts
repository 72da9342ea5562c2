import { useEffect, useState } from 'react';
import { DEFAULTS } from '../../shared/limits';

/** The clock, re-read every `intervalMs` while `running` (a page that shows no live time keeps no timer). */
export function useNow(intervalMs = 1000, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, running]);
  return now;
}

/** running: more than the warning's lead left; endingSoon: under it; ended: the end time has passed. */
export type CountdownPhase = 'running' | 'endingSoon' | 'ended';

export interface Countdown {
  phase: CountdownPhase;
  /** Whole minutes left, rounded up (a booking with 30 seconds left has 1 min left, not 0); 0 once ended. */
  minutesLeft: number;
}

/** Where a booking ending at `endTime` stands at `now` (milliseconds), computed from the end time alone. */
export function countdownAt(endTime: string, now: number): Countdown {
  const ms = Date.parse(endTime) - now;
  if (!(ms > 0)) return { phase: 'ended', minutesLeft: 0 };
  const minutesLeft = Math.ceil(ms / 60_000);
  return { phase: minutesLeft <= DEFAULTS.endingSoonMinutes ? 'endingSoon' : 'running', minutesLeft };
}

/** The live countdown to `endTime`: ticks every second until the end, then stops. */
export function useCountdown(endTime: string): Countdown {
  const [ended, setEnded] = useState(() => countdownAt(endTime, Date.now()).phase === 'ended');
  const now = useNow(1000, !ended);
  const countdown = countdownAt(endTime, now);
  const over = countdown.phase === 'ended';
  useEffect(() => setEnded(over), [over]);
  return countdown;
}
