import type { LocationVendor, VendorPlate } from '../../api/enhanced/vendors';

/** Story and test data: vendors of one lot (New York), one with many plates. */
export const SAMPLE_LOCATION_ID = 'loc-1';
export const SAMPLE_TIME_ZONE = 'America/New_York';

export const SAMPLE_PLATES: VendorPlate[] = [
  { number: 'ABC1234', state: 'NY' },
  { number: 'XYZ9', state: 'NJ' },
];

/** `n` distinct plates, as a big office's list (5,000 in the stories). */
export const manyPlates = (n: number): VendorPlate[] =>
  Array.from({ length: n }, (_, i) => ({ number: `P${String(i).padStart(6, '0')}`, state: i % 2 ? 'NY' : 'NJ' }));

export const SAMPLE_VENDORS: LocationVendor[] = [
  {
    _id: 'v-1',
    locationId: SAMPLE_LOCATION_ID,
    name: 'Bright Smile Dental',
    code: 'BRIGHT42',
    expirationDate: '2027-03-13T04:59:59.999Z',
    plates: [],
    plateCount: 2,
  },
  {
    _id: 'v-2',
    locationId: SAMPLE_LOCATION_ID,
    name: 'Corner Bistro',
    code: 'CORNER07',
    expirationDate: '2026-12-08T04:59:59.999Z',
    plates: [],
    plateCount: 1,
  },
  {
    _id: 'v-3',
    locationId: SAMPLE_LOCATION_ID,
    name: 'Harbor Books and Stationery of the Lower East Side',
    code: 'HARBORBOOKSLONGCODE2027',
    expirationDate: '2027-07-01T03:59:59.999Z',
    plates: [],
    plateCount: 5000,
  },
];

export const SAMPLE_LOCATIONS = [
  { _id: SAMPLE_LOCATION_ID, name: 'Main Street Garage' },
  { _id: 'loc-2', name: 'Peachtree Center Deck' },
  { _id: 'loc-3', name: 'Grace Church Lot' },
];
