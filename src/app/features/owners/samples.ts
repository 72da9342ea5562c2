import type { ParkingEvent } from '../../api/enhanced/events';
import type { Member } from '../../api/enhanced/members';
import type { ValidationCode } from '../../api/enhanced/validations';

/** Sample data for the owners' stories (and their unit tests): two lots in two time zones. */
export const SAMPLE_LOTS = [
  { _id: 'loc-1', name: 'Main Street Garage', timeZone: 'America/New_York' },
  { _id: 'loc-2', name: 'Harbor Lot', timeZone: 'America/Los_Angeles' },
];

const MAIN = { name: 'Main Street Garage', address: '12 Main St, Austin, TX 78701' };
const HARBOR = { name: 'Harbor Lot', address: '400 Harbor Dr, San Diego, CA 92101' };

export const SAMPLE_CODES: ValidationCode[] = [
  {
    _id: 'c-1',
    location: MAIN,
    locationId: 'loc-1',
    code: 'SUMMER26',
    startDate: '2026-06-01T04:00:00.000Z',
    endDate: '2026-09-01T03:59:59.999Z',
    maxUses: null,
    uses: 42,
    lastUsedAt: '2026-08-30T18:12:00.000Z',
  },
  {
    _id: 'c-2',
    location: HARBOR,
    locationId: 'loc-2',
    code: 'VIPONCE',
    startDate: '2026-12-01T08:00:00.000Z',
    endDate: '2026-12-04T07:59:59.999Z',
    maxUses: 1,
    uses: 0,
    lastUsedAt: null,
  },
  {
    _id: 'c-3',
    location: HARBOR,
    locationId: 'loc-2',
    code: 'CONFERENCE-2026-STAFF',
    startDate: '2026-11-20T08:00:00.000Z',
    endDate: '2026-11-23T07:59:59.999Z',
    maxUses: 200,
    uses: 117,
    lastUsedAt: '2026-11-22T16:40:00.000Z',
  },
];

export const SAMPLE_MEMBERS: Member[] = [
  { _id: 'm-1', plate: 'ABC1234', code: 'GOLD', overlaps_t: 2, valid_until_date: '2027-01-31', name: 'Ada Lovelace', locationId: null },
  { _id: 'm-2', plate: 'JKL9', code: 'GOLD', overlaps_t: 2, valid_until_date: '2026-12-31', name: null, locationId: 'loc-1' },
  { _id: 'm-3', plate: 'XYZ7788', code: 'STAFF', overlaps_t: 0, valid_until_date: '2027-06-30', name: 'Grace Hopper', locationId: 'loc-2' },
  { _id: 'm-4', plate: '8TRK123', code: 'GOLD', overlaps_t: 2, valid_until_date: '2026-12-01', name: null, locationId: null },
];

export const SAMPLE_EVENTS: ParkingEvent[] = [
  {
    _id: 'e-1',
    location: HARBOR,
    locationId: 'loc-2',
    eventName: 'Harbor Jazz Night',
    // December 1 to 3 in San Diego: in UTC the end falls on December 4.
    startDate: '2026-12-01T08:00:00.000Z',
    endDate: '2026-12-04T07:59:59.999Z',
    spotCount: 120,
    timeZone: 'America/Los_Angeles',
  },
  {
    _id: 'e-2',
    location: MAIN,
    locationId: 'loc-1',
    eventName: 'Farmers Market',
    startDate: '2026-12-05T05:00:00.000Z',
    endDate: '2026-12-06T04:59:59.999Z',
    spotCount: 1,
    timeZone: 'America/New_York',
  },
];
