import type { PGlite } from '@electric-sql/pglite';
import type { Client as PgClient } from 'pg';

/** What a listener hears: each notice's payload, and whether notices can arrive at all right now. */
export interface ListenHandlers {
  notice(payload: string): void;
  /**
   * true once listening; false when listening stops, with why when the connection was lost
   * (notices sent meanwhile are gone: the listener decides what that means for it, and says so).
   */
  live(live: boolean, lost?: string): void;
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

const PING_MS = 10_000;
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on its own PostgreSQL connection (a pooled one would be handed to other queries). A lost
 * or silent connection (a ping every 10 s must answer within 5) says `live(false)` and is replaced,
 * retrying after 1 s, then 2, 4... up to 30 s; the new one says `live(true)` once it listens.
 */
export function listenPostgres(url: string, channel: string, on: ListenHandlers): StopListening {
  let stopped = false;
  let current: PgClient | null = null;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  async function connect() {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000, query_timeout: 5_000, keepAlive: true });
    let over = false;
    const lost = (why: string) => {
      if (over) return;
      over = true;
      if (current === client) {
        current = null;
        clearInterval(pingTimer);
        on.live(false, stopped ? undefined : why);
      }
      client.end().catch(() => {});
      if (!stopped && !retryTimer) {
        retryTimer = setTimeout(() => {
          retryTimer = undefined;
          void connect();
        }, retryMs);
        retryTimer.unref();
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      }
    };
    client.on('notification', (m) => {
      if (m.channel === channel && m.payload) on.notice(m.payload);
    });
    client.on('error', (err) => lost(err.message));
    client.on('end', () => lost('connection closed'));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      lost((err as Error).message);
      return;
    }
    if (stopped || over) {
      client.end().catch(() => {});
      return;
    }
    current = client;
    retryMs = RETRY_MIN_MS;
    on.live(true);
    pingTimer = setInterval(() => {
      client.query('select 1').catch((err: Error) => lost(err.message));
    }, PING_MS);
    pingTimer.unref();
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    const client = current;
    current = null;
    if (client) {
      on.live(false);
      await client.end().catch(() => {});
    }
  };
}

/** LISTEN on the embedded database: one process owns it, so notices cannot be lost on the way. */
export function listenPglite(client: PGlite, channel: string, on: ListenHandlers): StopListening {
  const listening = client
    .listen(channel, (payload) => on.notice(payload))
    .then((unlisten) => {
      on.live(true);
      return unlisten;
    });
  return async () => {
    on.live(false);
    const unlisten = await listening.catch(() => null);
    await unlisten?.().catch(() => {});
  };
}
