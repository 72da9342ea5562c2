import type { GetLocationByIdApiResponse } from '../api/generated/locations';
import { SAMPLE_USERS } from './sampleUsers';

/** A lot of the sample vendor, as GET /locations/{id} answers it (the location and zone forms' stories). */
export const SAMPLE_VENDOR_LOT: GetLocationByIdApiResponse['data']['location'] = {
  _id: 'loc-1',
  id: 'loc-1',
  name: 'Main Street Garage',
  address: '100 Main St, Austin, TX 78701',
  place_id: null,
  phoneNumber: '5125550100',
  location_point: { type: 'Point', coordinates: [-97.7431, 30.2672] },
  archieved: false,
  userId: SAMPLE_USERS.vendor._id,
  timeZone: 'America/Chicago',
  createdAt: '2026-01-10T12:00:00.000Z',
};
