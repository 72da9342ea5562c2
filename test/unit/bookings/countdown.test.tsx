import { act, render, screen, within } from '@testing-library/react';
import { ParkingCountdown } from '../../../src/app/components/ParkingCountdown';
import { countdownAt } from '../../../src/app/components/useCountdown';
import { MESSAGES, PARKING_TEXT, parkingEndsIn } from '../../../src/shared/messages';
import { ReceiptStep, type ReceiptData } from '../../../src/app/features/booking/ReceiptStep';
import { fixClock } from '../app/clock';
import { renderWithProviders } from '../app/renderWithProviders';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const inMinutes = (m: number) => new Date(NOW + m * 60_000).toISOString();

describe('countdownAt: from the end time alone', () => {
  it.each([
    [47 * 60, 'running', 47],
    [15 * 60 + 1, 'running', 16],
    [15 * 60, 'endingSoon', 15],
    [12 * 60 + 30, 'endingSoon', 13],
    [1, 'endingSoon', 1],
    [0, 'ended', 0],
    [-600, 'ended', 0],
  ])('%i seconds left is %s with %i min', (seconds, phase, minutesLeft) => {
    expect(countdownAt(new Date(NOW + seconds * 1000).toISOString(), NOW)).toEqual({ phase, minutesLeft });
  });
});

describe('ParkingCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());
  const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('ticks live, turns into a warning with Extend under 15 minutes, then says the parking has ended', () => {
    render(<ParkingCountdown endTime={inMinutes(16)} action={<button type="button">{PARKING_TEXT.extend}</button>} />);
    expect(screen.getByText(`16 min ${PARKING_TEXT.timeLeft}`)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    tick(60_000);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(parkingEndsIn(15));
    expect(within(warning).getByRole('button', { name: PARKING_TEXT.extend })).toBeInTheDocument();

    tick(3 * 60_000);
    expect(screen.getByRole('alert')).toHaveTextContent(parkingEndsIn(12));

    tick(12 * 60_000);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.parkingEnded);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PARKING_TEXT.extend })).not.toBeInTheDocument();
  });

  it('shows hours and minutes for a long booking', () => {
    render(<ParkingCountdown endTime={inMinutes(125)} />);
    expect(screen.getByText(`2 h 5 min ${PARKING_TEXT.timeLeft}`)).toBeInTheDocument();
  });

  it('stops its timer once the parking has ended', () => {
    render(<ParkingCountdown endTime={inMinutes(1)} />);
    tick(61_000);
    expect(screen.getByText(MESSAGES.parkingEnded)).toBeInTheDocument();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('the finished screen (receipt step)', () => {
  beforeEach(() => fixClock(new Date(NOW).toISOString()));
  afterEach(() => jest.useRealTimers());
  const receipt: ReceiptData = {
    paymentIntentId: 'demo_pi_1',
    sessionId: 's1',
    locationId: 'loc-1',
    locationName: 'Main Street Garage',
    locationAddress: '100 Main St, Austin, TX 78701',
    timeZone: 'America/Chicago',
    zoneId: 'zone-1',
    zoneNumber: '101',
    plates: ['ABC1234 TX'],
    startTime: inMinutes(-48),
    endTime: inMinutes(12),
    rateCents: 900,
    feesCents: 315,
    totalCents: 1215,
  };

  it("warns under 15 minutes; Extend goes to the booking's extend panel on /bookings", () => {
    renderWithProviders(<ReceiptStep receipt={receipt} extendTo="/bookings?extend=s1" onDone={() => undefined} />);
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(parkingEndsIn(12));
    expect(within(warning).getByRole('link', { name: PARKING_TEXT.extend })).toHaveAttribute('href', '/bookings?extend=s1');
  });

  it('shows the time left without Extend for a guest', () => {
    renderWithProviders(<ReceiptStep receipt={{ ...receipt, endTime: inMinutes(60) }} onDone={() => undefined} />);
    expect(screen.getByText(`1 h 0 min ${PARKING_TEXT.timeLeft}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: PARKING_TEXT.extend })).not.toBeInTheDocument();
  });
});
