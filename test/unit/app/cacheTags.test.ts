import type { GetLocationZoneApiResponse, UpdateZoneApiResponse } from '../../../src/app/api/generated/zones';
import { zonesEnhancedApi } from '../../../src/app/api/enhanced/zones';
import { setupStore } from '../../../src/app/store';
import { SAMPLE_LOCATION, SAMPLE_ZONE } from '../../../src/app/features/booking/samples';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { server, useMswServer } from './server';
import { answerGet, answerPatch } from './typedHandlers';

useMswServer();

describe('precise cache tags', () => {
  it('refetches the edited zone, not every zones query', async () => {
    const asked: string[] = [];
    server.use(
      answerGet<GetLocationZoneApiResponse>('*/api/v1/locations/loc-1/zones/:zoneId', ({ params }) => {
        asked.push(String(params.zoneId));
        return { status: 'success', data: { zone: { ...SAMPLE_ZONE, _id: String(params.zoneId) }, location: SAMPLE_LOCATION } };
      }),
      answerPatch<UpdateZoneApiResponse>('*/api/v1/zones/:id', ({ params }) => ({
        status: 'success',
        data: { zone: { ...SAMPLE_ZONE, _id: String(params.id) } },
      })),
    );
    const store = setupStore({ auth: { token: 't', user: SAMPLE_USERS.vendor } });
    const one = store.dispatch(zonesEnhancedApi.endpoints.getLocationZone.initiate({ locationId: 'loc-1', zoneId: 'zone-1' }));
    const two = store.dispatch(zonesEnhancedApi.endpoints.getLocationZone.initiate({ locationId: 'loc-1', zoneId: 'zone-2' }));
    await Promise.all([one, two]);
    expect(asked.sort()).toEqual(['zone-1', 'zone-2']);

    await store.dispatch(zonesEnhancedApi.endpoints.updateZone.initiate({ id: 'zone-1', body: { archieved: true } })).unwrap();
    await new Promise((r) => setTimeout(r, 50));
    expect(asked.slice(2)).toEqual(['zone-1']);
    one.unsubscribe();
    two.unsubscribe();
  });
});
