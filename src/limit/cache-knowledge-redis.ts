/**
 * The prompt-cache knowledge shared by every host, in Redis beside the window: one key per known
 * prefix (`jobai:{<key>}:cache:p:<hash>`, expiring with the prefix) and one hash of totals
 * (`jobai:{<key>}:cache:totals`), in the window's hash slot (redis-keys.ts). A small script keeps an entry's expiry from moving earlier when two
 * hosts learn the same prefix at once.
 */

import { z } from "zod";
import type { Logger } from "../log.js";
import { type CacheKnowledge, type CacheTotals, prefixFault } from "./cache-knowledge.js";
import type { CachedPrefix } from "./prompt-cache-model.js";
import { connectIdleRedis } from "./redis-connection.js";
import { budgetKeys } from "./redis-keys.js";

export interface RedisKnowledgeOptions {
  url: string;
  key: string;
  /** Connect and command timeout (default 2000 ms). */
  timeoutMs?: number;
  /** A CA file for `rediss://` (JOBAI_REDIS_CA). */
  ca?: string | undefined;
  now?: () => number;
  /** Where the one warning goes when a prefix read is outside what jobai records. */
  logger?: Pick<Logger, "warn">;
}

// KEYS: the prefix keys; ARGV: now, then per key "tokens,expiresAt,ttlMs". Sets each key unless it
// already expires later, with a lifetime to its expiry.
const REMEMBER = `
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local value = ARGV[i + 1]
  local expires = tonumber(string.match(value, "^%d+,(%d+),"))
  local old = redis.call("GET", key)
  local oldExpires = old and tonumber(string.match(old, "^%d+,(%d+),")) or 0
  if expires > now and expires >= oldExpires then
    redis.call("SET", key, value, "PX", expires - now)
  end
end
return 1
`;

/** How long the totals outlive their last update (`jobai limits` shows them since `since`). */
export const TOTALS_TTL_MS = 7 * 24 * 60 * 60_000;

const TOTAL_FIELDS = [
  "requests",
  "reservedTokens",
  "countedTokens",
  "cacheReadTokens",
  "inputTokens",
] as const;

export function createRedisKnowledge(options: RedisKnowledgeOptions): CacheKnowledge {
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 2000;
  const keys = budgetKeys(options.key);
  const totalsKey = keys.cacheTotals;
  const { call, close } = connectIdleRedis(options.url, timeoutMs, {
    ca: options.ca,
    scripts: { jobaiRemember: REMEMBER },
  });

  const prefixKey = keys.cachePrefix;
  const valueSchema = z.string().regex(/^\d{1,16},\d{1,16},\d{1,16}$/);
  let warned = false;

  return {
    name: "redis",
    async lookup(hashes) {
      const found = new Map<string, CachedPrefix>();
      if (hashes.length === 0) return found;
      const values = await call((redis) => redis.mget(...hashes.map(prefixKey)));
      const at = now();
      values.forEach((value, i) => {
        const parsed = valueSchema.safeParse(value);
        if (!parsed.success) return;
        const [tokens, expiresAt, ttlMs] = parsed.data.split(",").map(Number) as [number, number, number];
        const hash = hashes[i] as string;
        const entry = { hash, tokens, expiresAt, ttlMs };
        const fault = prefixFault(entry, at);
        if (fault) {
          if (!warned) {
            warned = true;
            options.logger?.warn(
              `the prompt-cache knowledge in the Redis key ${prefixKey(hash)} is not one jobai records (${fault}): ignored`,
            );
          }
          return;
        }
        if (expiresAt > at) found.set(hash, entry);
      });
      return found;
    },
    async record(prefixes, delta) {
      await call(async (redis) => {
        const multi = redis.multi();
        if (prefixes.length > 0) {
          const values = prefixes.map(
            (p) => `${Math.round(p.tokens)},${Math.round(p.expiresAt)},${Math.round(p.ttlMs)}`,
          );
          (
            multi as unknown as { jobaiRemember(n: number, ...args: (string | number)[]): unknown }
          ).jobaiRemember(prefixes.length, ...prefixes.map((p) => prefixKey(p.hash)), now(), ...values);
        }
        if (delta) {
          multi.hsetnx(totalsKey, "since", now());
          for (const field of TOTAL_FIELDS) if (delta[field]) multi.hincrby(totalsKey, field, delta[field]);
          // Every key jobai writes expires (issue 34): the totals a while after their last use.
          multi.pexpire(totalsKey, TOTALS_TTL_MS);
        }
        const results = await multi.exec();
        for (const [error] of results ?? []) if (error) throw error;
      });
    },
    async totals(): Promise<CacheTotals> {
      const raw = await call((redis) => redis.hgetall(totalsKey));
      const number = (field: string) => Number(raw[field] ?? 0) || 0;
      return {
        requests: number("requests"),
        reservedTokens: number("reservedTokens"),
        countedTokens: number("countedTokens"),
        cacheReadTokens: number("cacheReadTokens"),
        inputTokens: number("inputTokens"),
        since: raw.since ? number("since") : now(),
      };
    },
    async close() {
      close();
    },
  };
}
