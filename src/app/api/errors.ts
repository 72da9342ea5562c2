import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The server's `{status:'fail', message}` text if there is one, else the error's own text, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
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

/** Only the server's message (SPEC section 8, "the server's response message"), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string' && data.message) {
      return data.message;
    }
  }
  return fallback;
}
