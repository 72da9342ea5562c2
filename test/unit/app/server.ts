import { setupServer } from 'msw/node';

/**
 * One msw server per test file; tests add the answers they need with server.use(...).
 * An unhandled request fails the test, so no call goes unnoticed.
 */
export const server = setupServer();

export function useMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
