import { http, HttpResponse } from 'msw';
import { SAMPLE_LOCATION, SAMPLE_ZONE } from '../../../src/app/features/booking/samples';

// The same sample lot and zone the stories use, so tests and stories show one shape.
export const LOCATION = SAMPLE_LOCATION;

export const ZONE = SAMPLE_ZONE;

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
  HttpResponse.json({
    status: 'success',
    data: { status: 'not_found', content: { make: null, model: null, year: null, vin_data: { NCSABodyType: null } } },
  }),
);
