import type { FetchArgs } from '@reduxjs/toolkit/query/react';

/**
 * A GET that public/index.html's inline script starts while the app's code is still downloading and
 * compiling: on a first visit that takes most of a second, and the valet desk's day (2,000 tickets
 * on a busy day) would otherwise only be asked for after it. The script reads the stored token, so
 * only a signed-in visit to the page starts one; the server decides, as for any request.
 */
export interface EarlyRequest {
  /** The path it asked for, without a query string. */
  url: string;
  /** The token it sent: the answer is only used by the same signed-in user. */
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __early?: EarlyRequest;
  }
}

/**
 * The early request's response when `args` asks for the same thing (a GET of the same path with no
 * query) with the same token; it is handed out once, so later visits to the page ask anew.
 */
export function takeEarlyResponse(args: string | FetchArgs, token: string | null): Promise<Response> | null {
  const host = globalThis.window;
  const early = host?.__early;
  if (!early || !token || early.token !== token) return null;
  const url = typeof args === 'string' ? args : args.url;
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  const params: Record<string, unknown> = typeof args === 'string' ? {} : ((args.params as Record<string, unknown> | undefined) ?? {});
  if (method !== 'GET' || url !== early.url || Object.values(params).some((v) => v !== undefined)) return null;
  delete host.__early;
  return early.response;
}

/** The early response's JSON body when it succeeded; null sends the caller to ask the usual way. */
export async function earlyBody(response: Promise<Response>): Promise<{ body: unknown } | null> {
  try {
    const res = await response;
    if (!res.ok) return null;
    return { body: await res.json() };
  } catch {
    return null;
  }
}
