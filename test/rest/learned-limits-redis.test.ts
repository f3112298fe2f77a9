/**
 * The REST limits learned, shared through Redis when the budget's store is Redis (issue 20): two
 * client processes with state directories of their own (two hosts) and one real redis-server. The
 * first learns the limit (3 per 6 s) and spends 2 of it; the second, started as the first ends,
 * takes two turns at once: with what the first learned, one goes and one waits, where before both
 * went blind into the window with one place left (a 429). And Redis gone: what is learned stays on
 * the host, with one warning.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryMemo } from "../../src/rest/learned-limits.js";
import { createRedisMemo, LEARNED_TTL_MS, READ_BOUND_MS } from "../../src/rest/learned-limits-redis.js";
import { type RedisServer, startRedis } from "../limit/helpers/redis-server.js";
import { concurrentListsScript, listBuildsScript, restBundle, runChild } from "./helpers/children.js";
import { startStandIn } from "./servers/processes.js";

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe("learned REST limits in Redis", () => {
  it("a process on another host takes its first turn with the limit the first one learned: no 429", async () => {
    const server = await startStandIn({ limiter: "sliding", limit: 3, windowMs: 6_000, builds: 200 });
    try {
      const env = (host: string) => ({
        REST_BUNDLE: "",
        SERVICE_API_URL: server.url,
        SERVICE_API_TOKEN: "learned-redis-token",
        JOBAI_LIMIT_STORE: "redis",
        JOBAI_REDIS_URL: redis.url,
        JOBAI_STATE_DIR: mkdtempSync(join(tmpdir(), `jobai-rest-${host}-`)),
      });
      const bundle = await restBundle();
      const first = await runChild([listBuildsScript], { ...env("a"), REST_BUNDLE: bundle }, 30_000);
      const second = await runChild([concurrentListsScript], { ...env("b"), REST_BUNDLE: bundle }, 30_000);
      const counters = await server.stop();
      for (const run of [first, second]) {
        expect(run.stderr).toBe("");
        expect(run.code).toBe(0);
        expect(JSON.parse(run.stdout).count).toBe(200);
      }
      expect(counters.ok).toBe(4);
      expect(counters.rateLimited).toBe(0);
      // The second waited for a turn in the limit it had not seen itself.
      const waits = JSON.parse(second.stdout).waits as { kind: string; waitMs: number }[];
      expect(waits.some((wait) => wait.kind === "budget" && wait.waitMs > 1_000)).toBe(true);

      const client = new Redis(redis.url);
      try {
        const keys = await client.keys("jobai:{*}:rest-limits");
        expect(keys.length).toBeGreaterThanOrEqual(1);
        for (const key of keys) {
          expect(JSON.parse((await client.get(key)) ?? "")).toMatchObject({ requests: 3, windowMs: 6_000 });
          const ttl = await client.pttl(key);
          expect(ttl).toBeGreaterThan(0);
          expect(ttl).toBeLessThanOrEqual(LEARNED_TTL_MS);
        }
      } finally {
        client.disconnect();
      }
    } finally {
      await server.stop().catch(() => {});
    }
  }, 60_000);

  it("Redis gone: reads and writes use the host's memo, within the read bound, with one warning", async () => {
    const stopped = await startRedis();
    const url = stopped.url;
    await stopped.stop();
    const warnings: string[] = [];
    const fallback = memoryMemo(`learned-redis-test-${Date.now()}`);
    const memo = createRedisMemo({
      url,
      key: "rest-down-org",
      fallback,
      logger: { warn: (message: string) => void warnings.push(message) },
    });
    const started = Date.now();
    expect(await memo.read()).toBeUndefined();
    await memo.write({ requests: 5, windowMs: 3_000 });
    expect(await memo.read()).toEqual({ requests: 5, windowMs: 3_000 });
    expect(fallback.read()).toEqual({ requests: 5, windowMs: 3_000 });
    // Bounded: the refused connection fails at once, and never past the bound.
    expect(Date.now() - started).toBeLessThan(READ_BOUND_MS + 1_000);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/not shared through Redis/);
    await memo.close();
  });
});
