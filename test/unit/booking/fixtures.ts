import type { CreateStripeIntentApiResponse } from '../../../src/app/api/generated/billing';
import type { LookupVehicleApiResponse } from '../../../src/app/api/generated/vehicles';
import type { GetLocationZoneApiResponse } from '../../../src/app/api/generated/zones';
import { SAMPLE_LOCATION, SAMPLE_ZONE } from '../../../src/app/features/booking/samples';
import { answerGet, answerPost } from '../app/typedHandlers';

// The same sample lot and zone the stories use, so tests and stories show one shape.
export const LOCATION = SAMPLE_LOCATION;

export const ZONE = SAMPLE_ZONE;

export function zoneHandler(zone: Partial<typeof ZONE> = {}) {
  return answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/zone-1', () => ({
    status: 'success',
    data: { zone: { ...ZONE, ...zone }, location: LOCATION },
  }));
}

/** The answer of POST /billing/stripe-intent (and, of the same shape, of POST /sessions/:id/extend). */
export function intentBody(totalCost: number, vehicles = 1): CreateStripeIntentApiResponse {
  const intent: CreateStripeIntentApiResponse['data'] = {
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

export const lookupHandler = answerPost<LookupVehicleApiResponse>('*/api/v1/vehicles/get', () => ({
  status: 'success',
  data: { status: 'not_found', content: { make: null, model: null, year: null, vin_data: { NCSABodyType: null } } },
}));
