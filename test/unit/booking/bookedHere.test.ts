import { bookedHere, bookedStorageKey, rememberBooked } from '../../../src/app/features/booking/bookedHere';
import { alreadyBookedHere } from '../../../src/shared/messages';

const NOW = Date.parse('2026-11-27T15:00:00Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

afterEach(() => localStorage.clear());

describe('bookedHere: the cars this device booked in a zone, until their parking ends', () => {
  it('finds a booked car in the same zone, whatever the case or spacing typed, and not in another zone', () => {
    rememberBooked('loc-1', 'zone-1', [{ plate: 'ABC123', state: 'TX' }], at(60), NOW);
    expect(bookedHere('loc-1', 'zone-1', [{ plate: 'abc 123', state: 'tx' }], NOW)).toEqual([
      { plate: 'ABC123', state: 'TX', endTime: at(60) },
    ]);
    expect(bookedHere('loc-1', 'zone-2', [{ plate: 'ABC123', state: 'TX' }], NOW)).toEqual([]);
    expect(bookedHere('loc-1', 'zone-1', [{ plate: 'ABC123', state: 'CA' }], NOW)).toEqual([]);
    expect(bookedHere('loc-1', 'zone-1', [{ plate: '', state: '' }], NOW)).toEqual([]);
  });

  it('forgets a car once its parking has ended, and drops the entry when nothing is left', () => {
    rememberBooked('loc-1', 'zone-1', [{ plate: 'ABC123', state: 'TX' }], at(60), NOW);
    expect(bookedHere('loc-1', 'zone-1', [{ plate: 'ABC123', state: 'TX' }], NOW + 61 * 60_000)).toEqual([]);
    rememberBooked('loc-1', 'zone-1', [], at(0), NOW + 61 * 60_000);
    expect(localStorage.getItem(bookedStorageKey('loc-1', 'zone-1'))).toBeNull();
  });

  it('keeps the later end when a car is booked again, and every car of a multi-car booking', () => {
    rememberBooked('loc-1', 'zone-1', [{ plate: 'ABC123', state: 'TX' }], at(120), NOW);
    rememberBooked(
      'loc-1',
      'zone-1',
      [
        { plate: 'ABC123', state: 'TX' },
        { plate: 'XYZ9', state: 'CA' },
      ],
      at(60),
      NOW,
    );
    const cars = [
      { plate: 'XYZ9', state: 'CA' },
      { plate: 'ABC123', state: 'TX' },
    ];
    expect(bookedHere('loc-1', 'zone-1', cars, NOW)).toEqual([
      { plate: 'ABC123', state: 'TX', endTime: at(120) },
      { plate: 'XYZ9', state: 'CA', endTime: at(60) },
    ]);
  });

  it('reads what is unreadable as nothing booked', () => {
    localStorage.setItem(bookedStorageKey('loc-1', 'zone-1'), '{not json');
    expect(bookedHere('loc-1', 'zone-1', [{ plate: 'ABC123', state: 'TX' }], NOW)).toEqual([]);
    localStorage.setItem(bookedStorageKey('loc-1', 'zone-1'), JSON.stringify([{ plate: 'ABC123', state: 'TX', endTime: 'soon' }]));
    expect(bookedHere('loc-1', 'zone-1', [{ plate: 'ABC123', state: 'TX' }], NOW)).toEqual([]);
  });
});

describe('alreadyBookedHere', () => {
  it('names one car or several, each with its end', () => {
    expect(alreadyBookedHere([{ car: 'ABC123 TX', until: 'Nov 27, 5:10 PM' }])).toBe(
      'ABC123 TX (until Nov 27, 5:10 PM) is already booked in this zone. Continuing will charge for it again.',
    );
    expect(
      alreadyBookedHere([
        { car: 'ABC123 TX', until: '5:10 PM' },
        { car: 'XYZ9 CA', until: '6:00 PM' },
        { car: 'Q1 NY', until: '7:00 PM' },
      ]),
    ).toBe(
      'ABC123 TX (until 5:10 PM), XYZ9 CA (until 6:00 PM) and Q1 NY (until 7:00 PM) are already booked in this zone. Continuing will charge for them again.',
    );
  });
});
