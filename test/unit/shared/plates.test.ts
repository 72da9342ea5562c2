import { checkPlateAndState, isValidPlate, normalizePlate } from '../../../src/shared/plates';
import { typedState } from '../../../src/shared/usStates';
import { MESSAGES } from '../../../src/shared/messages';
import { normalizePlate as typedPlate } from '../../../src/app/components/PlateInput';
import { distanceText } from '../../../src/app/features/locations/LocationCard';

describe('plates are stored and matched as letters and digits', () => {
  it.each([
    ['abc123', 'ABC123'],
    ['AB-123', 'AB123'],
    ['ab 12 3', 'AB123'],
    ['7.XYZ.42', '7XYZ42'],
    ['AB$12', 'AB$12'], // not a separator: kept, so the pattern refuses it
    ['', ''],
  ])('%j -> %j', (typed, stored) => expect(normalizePlate(typed)).toBe(stored));

  it('accepts 1 to 8 letters and digits after normalising', () => {
    expect(isValidPlate('AB-123')).toBe(true);
    expect(isValidPlate('ABCD-1234')).toBe(true); // 8 once the dash is gone
    expect(isValidPlate('ABCDE12345')).toBe(false);
    expect(isValidPlate('--')).toBe(false);
    expect(isValidPlate('AB$12')).toBe(false);
  });

  it('the plate field keeps what the server will accept, cut to 8 as typed', () => {
    expect(typedPlate('ab-123')).toBe('AB123');
    expect(typedPlate('ABCDEFGHIJ')).toBe('ABCDEFGH');
    expect(typedPlate('ab$12')).toBe('AB12');
  });
});

describe('nearby distance (the API gives kilometres)', () => {
  it.each([
    [2.9, '1.8 mi'],
    [1.609344, '1.0 mi'],
    [0.05, '164 ft'],
    [0, '0 ft'],
  ])('%d km reads %s', (km, text) => expect(distanceText(km)).toBe(text));
});

describe('a typed plate and state, checked as every form and the server check them', () => {
  it.each([
    ['ab-123', ' ny ', { ok: true, plateNumber: 'AB123', state: 'NY' }],
    ['AB$123', 'NY', { ok: false, message: MESSAGES.plateInvalid }],
    ['ABCDEFGHI', 'NY', { ok: false, message: MESSAGES.plateInvalid }],
    ['', 'NY', { ok: false, message: MESSAGES.plateInvalid }],
    // The plate is judged first.
    ['', 'N1', { ok: false, message: MESSAGES.plateInvalid }],
    ['AB123', 'N1', { ok: false, message: MESSAGES.stateInvalid }],
    ['AB123', 'NYC', { ok: false, message: MESSAGES.stateInvalid }],
  ])('%j in %j gives %j', (plate, state, expected) => {
    expect(checkPlateAndState(plate, state)).toEqual(expected);
  });
});

describe('typedState: a state as its field keeps it', () => {
  it.each([
    ['New York', 'NY'],
    ['new hampshire', 'NH'],
    ['  District of Columbia ', 'DC'],
    ['Washington, D.C.', 'DC'],
    ['Nebraska', 'NE'],
    ['n.y.', 'NY'],
    ['ny', 'NY'],
    ['N', 'N'],
    ['Texxas', 'TE'],
    ['7', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(typedState(typed)).toBe(kept);
  });
});
