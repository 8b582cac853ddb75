import { Redis } from 'ioredis';
import { ConfigError } from '../config.js';

/** REDIS_URL: shared rate-limit counters and Socket.IO fan-out when several processes serve. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  redis.on('error', () => undefined); // reconnects by itself; failed commands surface where they are used
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const { hostname, port } = new URL(url);
    throw new ConfigError(
      `Bad setting REDIS_URL: cannot reach Redis at ${hostname}:${port || 6379} (${(error as Error).message})`,
    );
  }
  return redis;
}
