/** The learned limit in Redis, beside the window (learned-limit-store.ts says what it holds). */
import { parseRecord } from "./learned-limit.js";
import type { LearnedLimitStore } from "./learned-limit-store.js";
import { connectIdleRedis } from "./redis-connection.js";
import { budgetKeys } from "./redis-keys.js";

export function createRedisLearned(options: {
  url: string;
  key: string;
  timeoutMs?: number;
  ca?: string | undefined;
}): LearnedLimitStore {
  const key = budgetKeys(options.key).learned;
  const { call, close } = connectIdleRedis(options.url, options.timeoutMs ?? 2000, { ca: options.ca });

  return {
    where: `the Redis key ${key}`,
    read: async () => parseRecord(await call((redis) => redis.get(key))),
    async write(record, lifetimeMs) {
      await call((redis) => redis.set(key, JSON.stringify(record), "PX", Math.max(1, Math.ceil(lifetimeMs))));
    },
    async close() {
      close();
    },
  };
}
