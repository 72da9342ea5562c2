import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { oncePerOutage } from '../integrations/outage';

/**
 * What changed, told to the SSE streams (modules/live): a valet ticket (the staff grid, the
 * customer's page) or the sessions at a location (the enforcer's Paid License Plates table).
 * Only ids and a status travel: each stream decides who may hear it, and clients refetch.
 */
export type LiveEvent =
  | {
      type: 'valet';
      ticketId: string;
      /** The owner of the ticket's location (its valet company), for the staff streams' filter. */
      ownerId: string | null;
      /** The customer's phone as the public pn stream is addressed (sent to nobody). */
      phone: string;
      locationId: string | null;
      status: string;
    }
  | { type: 'session'; locationId: string };

export type LiveListener = (event: LiveEvent) => void;

export interface LiveBus {
  /** Tells every listener of every instance; never throws (a failure is logged). */
  publish(event: LiveEvent): void;
  /** Returns the unsubscribe. */
  subscribe(listener: LiveListener): () => void;
  close(): Promise<void>;
}

/** The Redis channel the instances share. */
export const LIVE_CHANNEL = 'live';

function parse(text: string): LiveEvent | undefined {
  try {
    const ev = JSON.parse(text) as unknown;
    if (typeof ev !== 'object' || ev === null) return undefined;
    const type = (ev as { type?: unknown }).type;
    return type === 'valet' || type === 'session' ? (ev as LiveEvent) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The live-update bus. Without Redis, an in-process emitter. With Redis, each event is PUBLISHed
 * on one channel and a second connection (redis.duplicate()) subscribed to it hands every event,
 * this instance's own included, to the local listeners once. While Redis is unreachable (publish
 * fails, or the subscriber is not connected) events are delivered in this process only, with one
 * warning per outage, never an error to the request that published.
 */
export function createLiveBus({
  redis,
  log,
  channel = LIVE_CHANNEL,
}: {
  redis?: Redis;
  log: Pick<FastifyBaseLogger, 'warn'>;
  channel?: string;
}): LiveBus {
  const emitter = new EventEmitter();
  // Every open SSE stream is a listener: no leak warning at 11.
  emitter.setMaxListeners(0);
  const deliver = (event: LiveEvent) => {
    // A listener that throws must not stop the others nor reach the publisher.
    for (const l of emitter.listeners('event') as LiveListener[]) {
      try {
        l(event);
      } catch (err) {
        log.warn({ err }, 'live: a listener failed');
      }
    }
  };
  const subscribe = (listener: LiveListener) => {
    emitter.on('event', listener);
    return () => {
      emitter.off('event', listener);
    };
  };

  if (!redis) {
    return {
      publish: (event) => queueMicrotask(() => deliver(event)),
      subscribe,
      close: async () => {
        emitter.removeAllListeners();
      },
    };
  }

  const outage = oncePerOutage((err) => log.warn({ err }, 'live: Redis unavailable, live updates reach this instance only'));
  const warn = outage.warn;

  // The subscriber queues its SUBSCRIBE until connected and subscribes again after a reconnect.
  const sub = redis.duplicate({ lazyConnect: false, enableOfflineQueue: true, maxRetriesPerRequest: null });
  sub.on('error', warn);
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    const event = parse(text);
    if (event) deliver(event);
  });
  // Listening once SUBSCRIBE was answered; again after a reconnect (ioredis subscribes again first).
  let listening = false;
  sub.subscribe(channel).then(() => {
    listening = true;
  }, warn);
  sub.on('close', () => {
    listening = false;
  });
  sub.on('ready', () => {
    if (sub.condition?.subscriber) listening = true;
  });
  let closed = false;

  return {
    publish(event) {
      if (closed) return;
      const text = JSON.stringify(event);
      if (!listening || sub.status !== 'ready') {
        // Our own copy would not come back: deliver here, and still try to tell the others.
        warn(new Error(`live subscriber is ${sub.status}`));
        queueMicrotask(() => deliver(event));
        redis.publish(channel, text).catch(() => undefined);
        return;
      }
      redis.publish(channel, text).then(
        () => outage.recovered(),
        (err: unknown) => {
          warn(err);
          deliver(event);
        },
      );
    },
    subscribe,
    async close() {
      closed = true;
      emitter.removeAllListeners();
      sub.disconnect();
    },
  };
}

/** The one-liner after a transaction that wrote parking sessions at a location committed. */
export function publishSessionChange(live: LiveBus | undefined, locationId: string | null | undefined): void {
  if (live && locationId) live.publish({ type: 'session', locationId });
}
