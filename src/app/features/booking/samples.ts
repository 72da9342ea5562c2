import type { GetLocationZoneApiResponse } from '../../api/generated/zones';
import type { PaymentIntent } from './paymentApi';

/** Sample data for stories and tests. */
export const SAMPLE_LOCATION: GetLocationZoneApiResponse['data']['location'] = {
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

export const SAMPLE_ZONE: GetLocationZoneApiResponse['data']['zone'] = {
  _id: 'zone-1',
  locationId: 'loc-1',
  zoneNumber: '101',
  price: 9,
  isHourly: true,
  openTime: '06:00',
  closeTime: '23:00',
  archieved: false,
};

export const SAMPLE_INTENT: PaymentIntent = {
  clientSecret: 'demo_secret_1',
  paymentIntentId: 'demo_pi_1',
  provider: 'demo',
  startTime: '2026-11-22T15:10:00.000Z',
  endTime: '2026-11-22T16:10:00.000Z',
  totalCost: 2430,
  fees: 315,
  rate: 900,
  hours: 1,
  vehicles: [
    { plate: 'ABC1234', state: 'TX' },
    { plate: 'XYZ987', state: 'TX' },
  ],
};
