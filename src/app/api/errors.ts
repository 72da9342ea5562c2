import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { SERVER_MESSAGES } from '../../shared/messages';

/**
 * Whether a call got no answer at all: RTK Query's FETCH_ERROR (no signal, the request never
 * reached the server) or TIMEOUT_ERROR. The page can then only say so; nothing was refused.
 */
export function noAnswer(error: unknown): boolean {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * Whether a call that may have done its work got no usable answer: no answer at all, or a server
 * or gateway failure (5xx, or a body that is not ours). A 4xx is a refusal: nothing was done.
 */
export function outcomeUnknown(error: unknown): boolean {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return noAnswer(error) || status === 'PARSING_ERROR' || (typeof status === 'number' && status >= 500);
}

/**
 * The server's `{status:'fail', message}` text if there is one; for a call that got no answer,
 * SERVER_MESSAGES.noConnection (never fetch's own "TypeError: Failed to fetch"); else the error's own
 * text, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (noAnswer(error)) return SERVER_MESSAGES.noConnection;
  if (error && typeof error === 'object') {
    const data = (error as FetchBaseQueryError & { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
      return data.message;
    }
    const own = (error as SerializedError & { error?: unknown }).message ?? (error as { error?: unknown }).error;
    if (typeof own === 'string' && own) return own;
  }
  return fallback;
}

/**
 * Only the server's message (SPEC section 8, "the server's response message"), else `fallback`:
 * a call that got no answer reads as the caller's own fallback (e.g. "The ticket was not saved"),
 * never as fetch's text.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
      return data.message;
    }
  }
  return fallback;
}

/**
 * The field the server's input check refused (a 400 whose message is "email: ..."), or null for
 * any other failure. That text names the field as the API does, so a page says it in its own words.
 */
export function refusedField(error: unknown): string | null {
  if ((error as { status?: unknown } | null | undefined)?.status !== 400) return null;
  return /^([A-Za-z][\w.]*): /.exec(serverMessage(error, ''))?.[1] ?? null;
}

/**
 * For a page whose address names what it shows (a location's or zone's id, a link's token): an
 * address the server refuses as malformed (400: a mistyped or cut link, which the visitor cannot
 * mend) reads as `notFound` in the page's words, not as the field check's text; anything else as
 * errorMessage does (a 404's own message, such as "Zone not found").
 */
export function addressErrorMessage(error: unknown, notFound: string, fallback: string): string {
  return refusedAsMalformed(error) ? notFound : errorMessage(error, fallback);
}

/** Whether what the page's address names is not there: not found (404) or refused as malformed (400). */
export function addressNotFound(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 404 || refusedAsMalformed(error);
}

/** Whether the server refused the request as malformed (400): for an address's id or token, a link that leads nowhere. */
export function refusedAsMalformed(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 400;
}
