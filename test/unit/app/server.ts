import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The live-update streams (src/app/api/live.ts) that pages open by themselves: answered "none"
 * (404, which the client does not retry) unless a test answers them itself.
 */
const liveStreams = http.get('*/api/v1/live/*', () => new HttpResponse(null, { status: 404 }));

/**
 * One msw server per test file; tests add the answers they need with server.use(...).
 * An unhandled request fails the test, so no call goes unnoticed.
 */
export const server = setupServer(liveStreams);

export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
