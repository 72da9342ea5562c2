import { errorMessage, noAnswer, serverMessage } from '../../../src/app/api/errors';
import { MESSAGES } from '../../../src/shared/messages';

// What RTK Query's fetchBaseQuery rejects with when no answer came (no signal) or it came too late.
const fetchError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const timeoutError = { status: 'TIMEOUT_ERROR', error: 'AbortError: signal timed out' };

describe('errorMessage and serverMessage for a call that got no answer', () => {
  it.each([
    ['FETCH_ERROR', fetchError],
    ['TIMEOUT_ERROR', timeoutError],
  ])('errorMessage says %s is the connection, in words a driver can act on, never fetch’s own text', (_, error) => {
    expect(noAnswer(error)).toBe(true);
    expect(errorMessage(error, MESSAGES.serverError)).toBe(MESSAGES.noConnection);
    expect(errorMessage(error, MESSAGES.serverError)).not.toMatch(/TypeError|AbortError|fetch/);
  });

  it.each([
    ['FETCH_ERROR', fetchError],
    ['TIMEOUT_ERROR', timeoutError],
  ])("serverMessage gives the caller's own words for %s (no server message), never fetch's", (_, error) => {
    expect(serverMessage(error, MESSAGES.paymentFailed)).toBe(MESSAGES.paymentFailed);
  });

  it("still prefers the server's message, and the error's own text for other failures", () => {
    const refused = { status: 401, data: { status: 'fail', message: MESSAGES.wrongCredentials } };
    expect(noAnswer(refused)).toBe(false);
    expect(errorMessage(refused, MESSAGES.serverError)).toBe(MESSAGES.wrongCredentials);
    expect(serverMessage(refused, MESSAGES.serverError)).toBe(MESSAGES.wrongCredentials);
    expect(errorMessage({ status: 'PARSING_ERROR', error: 'Unexpected token' }, MESSAGES.serverError)).toBe('Unexpected token');
    expect(errorMessage(undefined, MESSAGES.serverError)).toBe(MESSAGES.serverError);
  });
});
