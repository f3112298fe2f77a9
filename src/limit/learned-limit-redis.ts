/** The learned limit in Redis, beside the window (learned-limit-store.ts says what it holds). */
import { parseRecord } from "./learned-limit.js";
import { type LearnedLimitStore, learnedRedisKey } from "./learned-limit-store.js";
import { connectIdleRedis } from "./redis-connection.js";

export function createRedisLearned(options: {
  url: string;
  key: string;
  timeoutMs?: number;
}): LearnedLimitStore {
  const key = learnedRedisKey(options.key);
  const { redis, call } = connectIdleRedis(options.url, options.timeoutMs ?? 2000);

  return {
    where: `the Redis key ${key}`,
    read: async () => parseRecord(await call(() => redis.get(key))),
    async write(record, lifetimeMs) {
      await call(() => redis.set(key, JSON.stringify(record), "PX", Math.max(1, Math.ceil(lifetimeMs))));
    },
    async close() {
      redis.disconnect();
    },
  };
}
