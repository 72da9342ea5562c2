import { http, HttpResponse } from 'msw';

export const LOCATION = {
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

export const ZONE = { _id: 'zone-1', locationId: 'loc-1', zoneNumber: '101', price: 9, isHourly: true, openTime: '06:00', closeTime: '23:00', archieved: false };

export function zoneHandler(zone: Partial<typeof ZONE> = {}) {
  return http.get('*/api/v1/locations/loc-1/zones/zone-1', () =>
    HttpResponse.json({ status: 'success', data: { zone: { ...ZONE, ...zone }, location: LOCATION } }),
  );
}

export function intentBody(totalCost: number, vehicles = 1) {
  const intent = {
    clientSecret: 'demo_pi_1_secret',
    paymentIntentId: 'demo_pi_1',
    provider: 'demo',
    startTime: '2026-11-22T15:10:00.000Z',
    endTime: '2026-11-22T16:10:00.000Z',
    totalCost,
    fees: 315 * vehicles,
    rate: 900,
    hours: 1,
    vehicles: Array.from({ length: vehicles }, () => ({ plate: 'ABC1234', state: 'TX' })),
  };
  return { status: 'success', ...intent, data: intent };
}

export const lookupHandler = http.post('*/api/v1/vehicles/get', () =>
  HttpResponse.json({ status: 'success', data: { status: 'not_found', content: { make: null, model: null, year: null, vin_data: { NCSABodyType: null } } } }),
);
