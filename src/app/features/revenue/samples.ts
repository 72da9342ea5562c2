import type { LotSession, RevenueSummary } from '../../api/enhanced/billing';
import type { GetLocationByIdApiResponse } from '../../api/generated/locations';
import type { Zone } from '../../api/enhanced/zones';

/** Sample data for the revenue stories and tests: a lot in Austin (its dates in America/Chicago). */
export const SAMPLE_LOT: GetLocationByIdApiResponse['data']['location'] = {
  _id: 'loc-1',
  id: 'loc-1',
  name: 'Main Street Garage',
  address: '100 Main St, Austin, TX 78701',
  place_id: 'place-1',
  phoneNumber: '5125550100',
  location_point: { type: 'Point', coordinates: [-97.7431, 30.2672] },
  archieved: false,
  userId: 'u-vendor',
  timeZone: 'America/Chicago',
  createdAt: '2026-01-10T12:00:00.000Z',
};

export const SAMPLE_LOT_ZONE: Zone = {
  _id: 'zone-1',
  locationId: 'loc-1',
  zoneNumber: '101',
  price: 9,
  isHourly: true,
  openTime: '06:00',
  closeTime: '23:00',
  archieved: false,
};

export function sampleLotSession(n: number, over: Partial<LotSession> = {}): LotSession {
  const day = String(1 + ((n * 3) % 27)).padStart(2, '0');
  return {
    _id: `ls-${n}`,
    plateNumber: `ABC${100 + n}`,
    state: 'TX',
    startTime: `2026-11-${day}T15:10:00.000Z`,
    endTime: `2026-11-${day}T17:10:00.000Z`,
    createdAt: `2026-11-${day}T15:09:00.000Z`,
    rate: 9,
    days: 0,
    hours: 2,
    fees: 0,
    zoneId: 'zone-1',
    locationId: SAMPLE_LOT._id,
    zoneNumber: '101',
    locationName: SAMPLE_LOT.name,
    locationAddress: SAMPLE_LOT.address,
    totalCost: 18,
    isHourly: true,
    paid: true,
    refunded: 0,
    kind: 'booking',
    ...over,
  };
}

/** A month of a lot: hourly bookings (one partly refunded), one added by hand, and one validation-code session (no zone: CODE). */
export const SAMPLE_LOT_SESSIONS: LotSession[] = [
  sampleLotSession(1),
  sampleLotSession(2, { plateNumber: 'XYZ987', state: 'CA', totalCost: 27.5, hours: 3, kind: 'manual' }),
  sampleLotSession(3, { zoneId: null, zoneNumber: undefined, rate: 0, totalCost: 0, referenceNumber: 'G-1001', kind: 'guest' }),
  sampleLotSession(4, { plateNumber: 'LMN456', totalCost: 36, hours: 4, refunded: 9.25 }),
];

/** The month's total the API answers for SAMPLE_LOT_SESSIONS: paid less refunded. */
export const SAMPLE_LOT_TOTAL = 72.25;

export const SAMPLE_SUMMARY: RevenueSummary = {
  vendorLocations: [
    { ...SAMPLE_LOT },
    { ...SAMPLE_LOT, _id: 'loc-2', id: 'loc-2', name: 'Riverside Lot', address: '2 River Rd, Austin, TX 78702' },
  ],
  totalLocationRevenue: [
    {
      locationId: 'loc-1',
      locationName: SAMPLE_LOT.name,
      locationAddress: SAMPLE_LOT.address,
      totalCost: 1234.5,
      totalCostPlus: 1000,
      revenueChangePercentage: 23.5,
    },
    {
      locationId: 'loc-2',
      locationName: 'Riverside Lot',
      locationAddress: '2 River Rd, Austin, TX 78702',
      totalCost: 80,
      totalCostPlus: 100,
      revenueChangePercentage: -20,
    },
  ],
  totalLocationCount: 2,
  totalLocationRevenueAllTime: 25310.75,
  vendorTotalRevenue: 1314.5,
  revenueChange: 19.5,
};
