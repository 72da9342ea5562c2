import { http, HttpResponse } from 'msw';
import type { GetValetGridApiResponse } from '../../../src/app/api/generated/valets';
import { valetsEnhancedApi } from '../../../src/app/api/enhanced/valets';
import { takeEarlyResponse } from '../../../src/app/api/earlyResponse';
import { setupStore } from '../../../src/app/store';
import { SAMPLE_USERS } from '../../../src/app/testing/sampleUsers';
import { server, useMswServer } from './server';

useMswServer();

const GRID = '/api/v1/valets/grid';
const day = (ticketNumber: string): GetValetGridApiResponse => ({
  status: 'success',
  results: 1,
  valets: [{ _id: 'v-1', ticketNumber, status: 'parked', paid: false, requestedAt: null }],
  totalParked: 1,
  totalRequested: 0,
  totalRevenue: 0,
  medianReadyMinutes: null,
});
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => {
  delete window.__early;
});

describe('the request index.html starts before the app loads', () => {
  it('is handed out once, only for a GET of the same path without a query, to the same token', () => {
    const response = json(day('1'));
    window.__early = { url: GRID, token: 't', response };
    expect(takeEarlyResponse(GRID, 'other')).toBeNull();
    expect(takeEarlyResponse(GRID, null)).toBeNull();
    expect(takeEarlyResponse('/api/v1/valets', 't')).toBeNull();
    expect(takeEarlyResponse({ url: GRID, params: { date: '2026-11-20' } }, 't')).toBeNull();
    expect(takeEarlyResponse({ url: GRID, method: 'POST' }, 't')).toBeNull();
    expect(takeEarlyResponse({ url: GRID, params: { date: undefined } }, 't')).toBe(response);
    expect(takeEarlyResponse(GRID, 't')).toBeNull();
  });

  it("fills the desk's query without asking the server again", async () => {
    let asked = 0;
    server.use(
      http.get(`*${GRID}`, () => {
        asked += 1;
        return HttpResponse.json(day('2'));
      }),
    );
    window.__early = { url: GRID, token: 't', response: json(day('1')) };
    const store = setupStore({ auth: { token: 't', user: SAMPLE_USERS.valet } });
    const first = await store.dispatch(valetsEnhancedApi.endpoints.getValetGrid.initiate({})).unwrap();
    expect(first.valets[0]!.ticketNumber).toBe('1');
    expect(asked).toBe(0);
    // Once used, the page asks the server as usual (a refetch after a live update, a later visit).
    const again = await store.dispatch(valetsEnhancedApi.endpoints.getValetGrid.initiate({}, { forceRefetch: true })).unwrap();
    expect(again.valets[0]!.ticketNumber).toBe('2');
    expect(asked).toBe(1);
  });

  it('asks again when the early answer failed, so its error reaches the page the usual way', async () => {
    let asked = 0;
    server.use(
      http.get(`*${GRID}`, () => {
        asked += 1;
        return HttpResponse.json(day('3'));
      }),
    );
    window.__early = { url: GRID, token: 't', response: json({ status: 'fail', message: 'Server error' }, 500) };
    const store = setupStore({ auth: { token: 't', user: SAMPLE_USERS.valet } });
    const data = await store.dispatch(valetsEnhancedApi.endpoints.getValetGrid.initiate({})).unwrap();
    expect(data.valets[0]!.ticketNumber).toBe('3');
    expect(asked).toBe(1);
  });
});
