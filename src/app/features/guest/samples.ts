import type { GetLocationByIdApiResponse } from '../../api/generated/locations';
import type { UseMemberCodeApiResponse, ValidateGuestParkingApiResponse } from '../../api/generated/sessions';
import type { GetLocationZoneApiResponse } from '../../api/generated/zones';

/** Sample answers for the guest and member pages' stories and tests. */
export const SAMPLE_GUEST_LOCATION: GetLocationByIdApiResponse['data']['location'] = {
  _id: 'loc-grace',
  id: 'loc-grace',
  name: 'Grace Church Lot',
  address: '200 W Grace St, Chicago, IL 60613',
  place_id: null,
  phoneNumber: null,
  location_point: { type: 'Point', coordinates: [-87.64, 41.95] },
  archieved: false,
  userId: 'owner-1',
  timeZone: 'America/Chicago',
  createdAt: '2026-01-05T15:00:00.000Z',
};

export const SAMPLE_MEMBER_ZONE: GetLocationZoneApiResponse = {
  status: 'success',
  data: {
    zone: {
      _id: 'zone-3',
      locationId: SAMPLE_GUEST_LOCATION._id,
      zoneNumber: '3',
      price: 4,
      isHourly: true,
      openTime: '06:00',
      closeTime: '23:00',
      archieved: false,
    },
    location: SAMPLE_GUEST_LOCATION,
  },
};

const freeSession = {
  _id: 'session-1',
  plateNumber: 'ABC123',
  state: 'IL',
  startTime: '2026-11-23T16:05:00.000Z',
  endTime: '2026-11-24T05:59:59.999Z',
  createdAt: '2026-11-23T16:05:00.000Z',
  rate: 0,
  days: 1,
  zoneId: null,
  locationId: SAMPLE_GUEST_LOCATION._id,
  locationName: SAMPLE_GUEST_LOCATION.name,
  locationAddress: SAMPLE_GUEST_LOCATION.address,
  totalCost: 0,
  isHourly: false,
  paid: true,
  timeZone: 'America/Chicago',
};

export const SAMPLE_GUEST_ANSWER: ValidateGuestParkingApiResponse = {
  status: 'success',
  session: { ...freeSession, referenceNumber: 'K7M2QX' },
};

export const SAMPLE_MEMBER_ANSWER: UseMemberCodeApiResponse = {
  status: 'success',
  success: true,
  message: 'Parking Confirmed!',
  session: { ...freeSession, zoneId: 'zone-3', zoneNumber: '3' },
};
