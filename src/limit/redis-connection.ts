/**
 * The ioredis connection that the Redis store and the prompt-cache knowledge share the settings of:
 * connect on first use, never queue a command while disconnected, never retry a command, and give
 * up connecting after three tries, so a Redis that is gone fails the caller within `timeoutMs` and
 * the limiter falls back (fallback-store.ts) instead of waiting.
 */
import { Redis } from "ioredis";

export function connectRedis(url: string, timeoutMs: number): Redis {
  return new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    retryStrategy: (times) => (times > 2 ? null : 100 * times),
  });
}
