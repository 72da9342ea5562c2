import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { AuthState } from '../features/auth/authSlice';
import { baseApi } from './baseApi';
import type { TagType } from './enhanced/tags';

/**
 * Live updates: the server's event streams (src/server/modules/live) read with fetch, so a stream
 * carries the bearer token as every other call does, and so the streams of the public pages need
 * no EventSource polyfill. Small on purpose (no antd): the valet customer's page uses it.
 */

/** What a stream sends: ids and a status only; the hooks refetch what changed. */
export type LiveMessage = { type: 'valet'; ticketId: string; status: string } | { type: 'session'; locationId: string };

/** Collects the `data:` of each event of a text/event-stream, chunk by chunk (a line may be split anywhere). */
export function createSseParser(onData: (data: string, event: string) => void): (chunk: string) => void {
  let buffer = '';
  let data: string[] = [];
  let event = '';
  // A chunk that ended with '\r' ended its line; a '\n' opening the next chunk is that line end's rest.
  let afterCr = false;
  return (chunk) => {
    const text = afterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
    if (text === '') return;
    afterCr = text.endsWith('\r');
    buffer += text;
    const lines = buffer.split(/\r\n|\r|\n/);
    // The last piece has no line end yet (or is '' after one): keep it for the next chunk.
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) onData(data.join('\n'), event || 'message');
        data = [];
        event = '';
      } else if (line.startsWith('data:')) data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      // Comments (': ping'), `retry:` and `id:` are not used.
    }
  };
}

function asMessage(text: string): LiveMessage | undefined {
  try {
    const msg = JSON.parse(text) as { type?: unknown };
    return msg && (msg.type === 'valet' || msg.type === 'session') ? (msg as LiveMessage) : undefined;
  } catch {
    return undefined;
  }
}

/** The wait before the n-th reconnect in a row (0-based): 1 s, 2 s, 4 s, 8 s, then 10 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000);
}

type LiveFetch = (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'body'>>;

export interface LiveStreamOptions {
  url: string;
  token?: string | null;
  onEvent: (msg: LiveMessage) => void;
  /** Each time the stream is (again) open; `again` after a drop, when events may have been missed. */
  onOpen?: (again: boolean) => void;
  fetch?: LiveFetch;
  delay?: (attempt: number) => number;
}

/**
 * Reads the stream at `url` and reconnects by itself whenever it ends or fails (backoff from
 * reconnectDelay, from 1 s again once a connection opened). A refusal (401, 403, 404) is final.
 * Returns the stop.
 */
export function openLiveStream(opts: LiveStreamOptions): () => void {
  const abort = new AbortController();
  const doFetch: LiveFetch = opts.fetch ?? ((url, init) => fetch(url, init));
  const delay = opts.delay ?? reconnectDelay;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let opened = false;

  const connect = async (): Promise<void> => {
    let final = false;
    try {
      const res = await doFetch(opts.url, {
        headers: { accept: 'text/event-stream', ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
        cache: 'no-store',
        signal: abort.signal,
      });
      if (!res.ok || !res.body) {
        final = res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429;
        return;
      }
      attempt = 0;
      opts.onOpen?.(opened);
      opened = true;
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      const parse = createSseParser((data, event) => {
        if (event !== 'message') return;
        const msg = asMessage(data);
        if (msg) opts.onEvent(msg);
      });
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A drop or an abort: reconnect below unless stopped.
    } finally {
      if (!abort.signal.aborted && !final) {
        timer = setTimeout(() => void connect(), delay(attempt));
        attempt += 1;
      }
    }
  };
  void connect();
  return () => {
    abort.abort();
    if (timer) clearTimeout(timer);
  };
}

/**
 * Listens to the stream at `path` (/api/v1/live/...) while mounted and `enabled`, signed in with
 * the store's token as baseApi does; reconnects after a drop, stops on unmount.
 * `onEvent(null)` after a reconnect: events may have been missed, refetch.
 */
export function useLiveEvents(path: string, onEvent: (msg: LiveMessage | null) => void, enabled = true): void {
  const token = useSelector((s: { auth: AuthState }) => s.auth.token);
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!enabled || !path) return undefined;
    return openLiveStream({
      url: `${globalThis.location?.origin ?? ''}${path}`,
      token,
      onEvent: (msg) => handler.current(msg),
      onOpen: (again) => {
        if (again) handler.current(null);
      },
    });
  }, [path, enabled, token]);
}

/** A cache tag of one record or list (enhanced/tags.ts). */
type Tag = { type: TagType; id: string };
const tagKey = (t: Tag) => `${t.type}\u0000${t.id}`;

/** Invalidates the tags it is given at most once per `everyMs`, all of a burst together. */
export function useCoalescedInvalidate(everyMs = 250): (tags: readonly Tag[]) => void {
  const dispatch = useDispatch();
  const state = useRef<{ pending: Map<string, Tag>; last: number; timer?: ReturnType<typeof setTimeout> }>({ pending: new Map(), last: 0 });
  useEffect(() => {
    const s = state.current;
    return () => {
      if (s.timer) clearTimeout(s.timer);
      s.timer = undefined;
      s.pending.clear();
    };
  }, []);
  const flush = useRef(() => {
    const s = state.current;
    s.timer = undefined;
    s.last = Date.now();
    const tags = [...s.pending.values()];
    s.pending.clear();
    if (tags.length > 0) dispatch(baseApi.util.invalidateTags(tags));
  });
  const add = useRef((tags: readonly Tag[]) => {
    const s = state.current;
    for (const t of tags) s.pending.set(tagKey(t), t);
    if (s.timer) return;
    const wait = s.last + everyMs - Date.now();
    if (wait <= 0) flush.current();
    else s.timer = setTimeout(() => flush.current(), wait);
  });
  return add.current;
}

/** Valet staff (grid and day stats): refetches the day's list and the changed ticket. */
export function useLiveValets(enabled = true): void {
  const invalidate = useCoalescedInvalidate();
  useLiveEvents(
    '/api/v1/live/valets',
    (msg) => {
      if (!msg) invalidate([{ type: 'valets', id: 'LIST' }]);
      else if (msg.type === 'valet')
        invalidate([
          { type: 'valets', id: 'LIST' },
          { type: 'valets', id: msg.ticketId },
        ]);
    },
    enabled,
  );
}

/** A valet customer's page (?pn=): refetches that phone's ticket when it changes. */
export function useLiveValetByPhone(phone: string | null | undefined): void {
  const invalidate = useCoalescedInvalidate();
  const pn = (phone ?? '').trim();
  useLiveEvents(
    `/api/v1/live/valets/pn/${encodeURIComponent(pn)}`,
    (msg) => {
      const ofPhone: Tag = { type: 'valets', id: `pn:${pn}` };
      if (!msg) invalidate([ofPhone]);
      else if (msg.type === 'valet') invalidate([ofPhone, { type: 'valets', id: msg.ticketId }]);
    },
    /^\d+$/.test(pn),
  );
}

/**
 * An enforcer at a location: refetches the location's Paid License Plates (GET
 * /locations/service/{id}, tagged with the location's record tag) when its sessions change.
 */
export function useLiveLocationSessions(locationId: string | null | undefined): void {
  const invalidate = useCoalescedInvalidate();
  const id = locationId ?? '';
  useLiveEvents(
    `/api/v1/live/locations/${encodeURIComponent(id)}/sessions`,
    (msg) => {
      if (!msg || msg.type === 'session') invalidate([{ type: 'locations', id }]);
    },
    id !== '',
  );
}
