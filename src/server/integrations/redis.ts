import type { Redis } from 'ioredis';

/** Connects to REDIS_URL when set (rate limits and real-time fan-out across instances). */
export async function connectRedis(url: string | undefined): Promise<Redis | undefined> {
  if (!url) return undefined;
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: false });
  await redis.connect();
  return redis;
}
