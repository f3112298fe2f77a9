/** The learned limit in Redis, beside the window (learned-limit-store.ts says what it holds). */
import { parseRecord } from "./learned-limit.js";
import type { LearnedLimitStore } from "./learned-limit-store.js";
import { connectRedis } from "./redis-connection.js";

export function createRedisLearned(options: {
  url: string;
  key: string;
  timeoutMs?: number;
}): LearnedLimitStore {
  const key = `jobai:learned:${options.key}`;
  const redis = connectRedis(options.url, options.timeoutMs ?? 2000);
  redis.on("error", () => {}); // failures reach the caller through the failed command
  let connecting: Promise<void> | undefined;
  let active = 0;

  /** The socket is referenced only while a command is out, so an idle record never holds the process. */
  async function call<T>(fn: () => Promise<T>): Promise<T> {
    active++;
    (redis.stream as { ref?: () => void } | undefined)?.ref?.();
    try {
      if (redis.status === "wait") connecting ??= redis.connect();
      if (connecting) await connecting;
      return await fn();
    } finally {
      active--;
      if (active === 0) (redis.stream as { unref?: () => void } | undefined)?.unref?.();
    }
  }

  return {
    read: async () => parseRecord(await call(() => redis.get(key))),
    async write(record, lifetimeMs) {
      await call(() => redis.set(key, JSON.stringify(record), "PX", Math.max(1, Math.ceil(lifetimeMs))));
    },
    async close() {
      redis.disconnect();
    },
  };
}
