import type { PlateCheck } from '../../api/enhanced/enforcement';
import type { PaidSession, ServicedLocation, VehicleStatus } from './types';

/** Sample answers for the stories and unit tests: 14:30 in New York on March 10, 2026. */
export const SAMPLE_NOW = new Date('2026-03-10T18:30:00.000Z');
const LOC_ID = '3f1c2a4e-8b7d-4c21-9e0f-1a2b3c4d5e6f';

export const SAMPLE_LOCATION: ServicedLocation = {
  _id: LOC_ID,
  id: LOC_ID,
  name: 'Main Street Lot',
  address: '100 Main St, Brooklyn, NY 11201',
  place_id: null,
  phoneNumber: null,
  location_point: { type: 'Point', coordinates: [-73.99, 40.69] },
  archieved: false,
  userId: 'a1b2c3d4-0000-4000-8000-000000000001',
  timeZone: 'America/New_York',
  lotName: null,
  lotAddress: null,
  lotCity: null,
  lotState: null,
  lotRevenue: null,
  lotCapacity: null,
  lotOccupancy: null,
  createdAt: '2026-01-05T15:00:00.000Z',
};

const session = (over: Partial<PaidSession>): PaidSession => ({
  _id: 'b1b2c3d4-0000-4000-8000-000000000001',
  plateNumber: 'ABC123',
  state: 'NY',
  startTime: '2026-03-10T17:30:00.000Z',
  endTime: '2026-03-10T19:30:00.000Z',
  createdAt: '2026-03-10T17:20:00.000Z',
  rate: 5,
  days: 0,
  hours: 2,
  fees: 0.7,
  zoneId: 'c1b2c3d4-0000-4000-8000-000000000001',
  locationId: LOC_ID,
  zoneNumber: '12',
  locationName: SAMPLE_LOCATION.name,
  locationAddress: SAMPLE_LOCATION.address,
  totalCost: 10.7,
  isHourly: true,
  paid: true,
  ...over,
});

const zone = {
  _id: 'c1b2c3d4-0000-4000-8000-000000000001',
  locationId: LOC_ID,
  zoneNumber: '12',
  price: 5,
  isHourly: true,
  openTime: '06:00',
  closeTime: '23:00',
  archieved: false,
};

export const SAMPLE_RESULTS = {
  valid: { success: true, status: 'valid', message: 'paid until 3:30 PM', reason: 'paid until 3:30 PM', session: session({}), zone },
  daily: {
    success: true,
    status: 'valid',
    message: 'paid until Mar 11, 2:30 PM',
    reason: 'paid until Mar 11, 2:30 PM',
    session: session({
      _id: 'b1b2c3d4-0000-4000-8000-000000000005',
      isHourly: false,
      days: 1,
      totalCost: 21.4,
      endTime: '2026-03-11T18:30:00.000Z',
    }),
    zone: { ...zone, isHourly: false },
  },
  expired: {
    success: true,
    status: 'expired',
    message: 'expired at 2:00 PM',
    reason: 'expired at 2:00 PM',
    session: session({ startTime: '2026-03-10T17:00:00.000Z', endTime: '2026-03-10T18:00:00.000Z', totalCost: 5.35, hours: 1 }),
    zone,
  },
  /** Paid at 1:50 for 2:00-4:00, ended early at 1:55 before it began: the right ended at the stop. */
  endedEarly: {
    success: true,
    status: 'expired',
    message: 'expired at 1:55 PM',
    reason: 'expired at 1:55 PM',
    session: {
      ...session({ startTime: '2026-03-10T18:00:00.000Z', endTime: '2026-03-10T18:00:00.000Z', totalCost: 20.25, hours: 2 }),
      stoppedAt: '2026-03-10T17:55:00.000Z',
      refunded: 13.5,
    },
    zone,
  },
  grace: {
    success: true,
    status: 'valid',
    message: 'grace, 4 min left',
    reason: 'grace, 4 min left',
    session: session({ endTime: '2026-03-10T18:29:00.000Z' }),
    zone,
  },
  guest: {
    success: true,
    status: 'valid',
    message: 'guest validation #R7K2 by vendor Cafe Roma',
    reason: 'guest validation #R7K2 by vendor Cafe Roma',
    session: session({
      zoneId: null,
      zoneNumber: undefined,
      totalCost: 0,
      rate: 0,
      fees: 0,
      paid: false,
      referenceNumber: 'R7K2',
      endTime: '2026-03-11T03:59:00.000Z',
    }),
    zone: null,
  },
  member: {
    success: true,
    status: 'valid',
    message: 'member code CHURCH valid until Mar 12',
    reason: 'member code CHURCH valid until Mar 12',
    session: null,
    zone: null,
  },
  vendor: {
    success: true,
    status: 'valid',
    message: "on vendor Cafe Roma's list until Mar 20",
    reason: "on vendor Cafe Roma's list until Mar 20",
    session: null,
    zone: null,
  },
  notFound: {
    success: false,
    status: 'not_found',
    message: 'No parking found for this license plate',
    reason: 'No parking found for this license plate',
    session: null,
    zone: null,
  },
} satisfies Record<string, VehicleStatus>;

export const SAMPLE_PAID_SESSIONS: PaidSession[] = [
  session({ _id: 'b1b2c3d4-0000-4000-8000-000000000001', plateNumber: 'ABC123' }),
  session({ _id: 'b1b2c3d4-0000-4000-8000-000000000002', plateNumber: 'KXT4821', zoneNumber: '3', endTime: '2026-03-10T21:00:00.000Z' }),
  session({ _id: 'b1b2c3d4-0000-4000-8000-000000000003', plateNumber: '', zoneNumber: undefined, zoneId: null }),
];

export const SAMPLE_CHECKS: PlateCheck[] = [
  {
    _id: 'd1b2c3d4-0000-4000-8000-000000000001',
    plateNumber: 'ABC123',
    checkedAt: '2026-03-10T17:45:00.000Z',
    recordedAt: '2026-03-10T17:45:00.000Z',
    checkedBy: 'e1b2c3d4-0000-4000-8000-000000000001',
    checkedByName: 'Eli Enforcer',
    status: 'valid',
    reason: 'paid until 3:30 PM',
  },
  {
    _id: 'd1b2c3d4-0000-4000-8000-000000000002',
    plateNumber: 'ABC123',
    checkedAt: '2026-03-09T14:05:00.000Z',
    recordedAt: '2026-03-09T14:05:00.000Z',
    checkedBy: null,
    checkedByName: null,
    status: 'expired',
    reason: 'expired at 9:50 AM',
  },
];
