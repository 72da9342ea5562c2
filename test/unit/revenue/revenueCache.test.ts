import type { GetLotRevenueApiResponse, GetRevenueSummaryApiResponse } from '../../../src/app/api/generated/billing';
import type { AddManualSessionApiResponse } from '../../../src/app/api/generated/sessions';
import { billingEnhancedApi } from '../../../src/app/api/enhanced/billing';
import { locationsEnhancedApi } from '../../../src/app/api/enhanced/locations';
import type { UpdateLocationApiResponse } from '../../../src/app/api/generated/locations';
import { sessionsEnhancedApi } from '../../../src/app/api/enhanced/sessions';
import { SAMPLE_SUMMARY, sampleLotSession } from '../../../src/app/features/revenue/samples';
import { setupStore } from '../../../src/app/store';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { server, useMswServer } from '../app/server';
import { answerPost } from '../app/typedHandlers';

useMswServer();

/** Answers the lot month and summary reads, noting each ("lot {id} {month}", "summary") in the list returned. */
function revenueReadsNoted(): string[] {
  const asked: string[] = [];
  server.use(
    answerPost<GetLotRevenueApiResponse>('*/api/v1/billing/lot/revenue', async ({ request }) => {
      const body = (await request.json()) as { lotId: string; month: number };
      asked.push(`lot ${body.lotId} ${body.month}`);
      return { status: 'success', totalCost: 0, monthSessions: [], adjustments: [], sessionCount: 0, firstYear: 2026 };
    }),
    answerPost<GetRevenueSummaryApiResponse>('*/api/v1/billing/revenue', () => {
      asked.push('summary');
      return { status: 'success', data: SAMPLE_SUMMARY };
    }),
  );
  return asked;
}

describe('revenue cache tags', () => {
  it("a manual session refetches its lot's months and the summaries, not another lot's month", async () => {
    const asked = revenueReadsNoted();
    server.use(
      answerPost<AddManualSessionApiResponse>('*/api/v1/sessions/add', () => ({ status: 'success', session: sampleLotSession(1) }), {
        status: 201,
      }),
    );
    const store = setupStore({ auth: { token: 't', user: SAMPLE_USERS.odogwu } });
    const subs = [
      store.dispatch(billingEnhancedApi.endpoints.getLotRevenue.initiate({ body: { lotId: 'loc-1', month: 11, year: 2026 } })),
      store.dispatch(billingEnhancedApi.endpoints.getLotRevenue.initiate({ body: { lotId: 'loc-1', month: 10, year: 2026 } })),
      store.dispatch(billingEnhancedApi.endpoints.getLotRevenue.initiate({ body: { lotId: 'loc-2', month: 11, year: 2026 } })),
      store.dispatch(billingEnhancedApi.endpoints.getRevenueSummary.initiate({ body: { month: 11, year: 2026 } })),
    ];
    await Promise.all(subs);
    expect(asked.sort()).toEqual(['lot loc-1 10', 'lot loc-1 11', 'lot loc-2 11', 'summary']);

    asked.length = 0;
    await store
      .dispatch(
        sessionsEnhancedApi.endpoints.addManualSession.initiate({
          body: {
            plateNumber: 'ABC1',
            state: 'TX',
            zoneId: 'zone-1',
            startTime: '2026-11-20T15:00:00.000Z',
            totalCost: '5',
            locationId: 'loc-1',
          },
        }),
      )
      .unwrap();
    await new Promise((r) => setTimeout(r, 100));
    expect(asked.sort()).toEqual(['lot loc-1 10', 'lot loc-1 11', 'summary']);
    subs.forEach((s) => s.unsubscribe());
  });

  it("a location's edit (its name is on the revenue screens) refetches its months and the summaries", async () => {
    const asked = revenueReadsNoted();
    server.use(
      // The answer's location is not read by the cache: the least that passes for one.
      answerPost<UpdateLocationApiResponse>(
        '*/api/v1/locations/loc-1',
        () => ({ status: 'success', data: {} }) as unknown as UpdateLocationApiResponse,
      ),
    );
    const store = setupStore({ auth: { token: 't', user: SAMPLE_USERS.odogwu } });
    const subs = [
      store.dispatch(billingEnhancedApi.endpoints.getLotRevenue.initiate({ body: { lotId: 'loc-1', month: 11, year: 2026 } })),
      store.dispatch(billingEnhancedApi.endpoints.getLotRevenue.initiate({ body: { lotId: 'loc-2', month: 11, year: 2026 } })),
      store.dispatch(billingEnhancedApi.endpoints.getRevenueSummary.initiate({ body: { month: 11, year: 2026 } })),
    ];
    await Promise.all(subs);
    asked.length = 0;
    await store
      .dispatch(locationsEnhancedApi.endpoints.updateLocation.initiate({ id: 'loc-1', body: { locationName: 'Renamed Lot' } }))
      .unwrap();
    await new Promise((r) => setTimeout(r, 100));
    expect(asked.sort()).toEqual(['lot loc-1 11', 'summary']);
    subs.forEach((s) => s.unsubscribe());
  });
});
