import { render, screen, within } from '@testing-library/react';
import { BookingItem } from '../../../src/app/features/bookings/BookingItem';
import { PARKING_TEXT } from '../../../src/shared/messages';

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const active = (id: string, locationName: string, plateNumber: string) => ({
  _id: id,
  locationName,
  locationAddress: '100 Main St, Austin, TX 78701',
  plateNumber,
  state: 'TX',
  zoneNumber: '101',
  totalCost: 12.15,
  isHourly: true,
  startTime: inMinutes(-13),
  endTime: inMinutes(47),
  canExtend: true,
  canStop: true,
  minutesLeft: 47,
});

describe('BookingItem', () => {
  it("names SPEC's Extend and End Parking Now, and describes each by its booking's place and plate", () => {
    render(
      <>
        <BookingItem booking={active('s1', 'Main Street Garage', 'ABC1234')} onExtend={() => undefined} onStop={() => undefined} />
        <BookingItem booking={active('s2', 'Elm Lot', 'XYZ987')} onExtend={() => undefined} onStop={() => undefined} />
      </>,
    );
    const [first, second] = screen.getAllByRole('article');
    for (const [card, description] of [
      [first!, 'Main Street Garage ABC1234 TX'],
      [second!, 'Elm Lot XYZ987 TX'],
    ] as const) {
      expect(within(card).getByRole('button', { name: PARKING_TEXT.extend })).toHaveAccessibleDescription(description);
      expect(within(card).getByRole('button', { name: PARKING_TEXT.stopNow })).toHaveAccessibleDescription(description);
    }
  });
});
