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

/** A connection for records read now and then (the cache knowledge, the learned limit). */
export interface IdleRedis {
  redis: Redis;
  /**
   * Run `fn` on the connection, connecting first when needed. The socket is referenced only while a
   * command is out, so an idle record never holds the process open.
   */
  call<T>(fn: () => Promise<T>): Promise<T>;
}

export function connectIdleRedis(url: string, timeoutMs: number): IdleRedis {
  const redis = connectRedis(url, timeoutMs);
  redis.on("error", () => {}); // failures reach the caller through the failed command
  let connecting: Promise<void> | undefined;
  let active = 0;
  const stream = () => redis.stream as { ref?: () => void; unref?: () => void } | undefined;
  return {
    redis,
    async call<T>(fn: () => Promise<T>): Promise<T> {
      active++;
      stream()?.ref?.();
      try {
        if (redis.status === "wait") connecting ??= redis.connect();
        if (connecting) await connecting;
        return await fn();
      } finally {
        active--;
        if (active === 0) stream()?.unref?.();
      }
    },
  };
}
