import type { Redis } from 'ioredis';
import { oncePerOutage } from './outage';

/** Connects to REDIS_URL when set (rate limits and real-time fan-out across instances). */
export async function connectRedis(url: string | undefined): Promise<Redis | undefined> {
  if (!url) return undefined;
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  // While Redis is away ioredis reconnects by itself and every use falls back to this process
  // (rate limits, live updates): one line per outage, instead of ioredis's "Unhandled error event"
  // on every reconnect attempt.
  const outage = oncePerOutage((err) =>
    console.warn(`Redis unavailable (${(err as Error).message}): rate limits and live updates stay in this process until it returns`),
  );
  redis.on('error', outage.warn);
  redis.on('ready', outage.recovered);
  // Redis down at start is an outage like a later one: ioredis keeps reconnecting and everything
  // stays in this process meanwhile, as the warning says, instead of the start failing. A silent
  // host is not waited for beyond a few seconds either.
  const connected = redis.connect().catch(() => undefined);
  await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
  return redis;
}
