/**
 * The redis store against a real redis-server: the Lua script decides as sliding-window.ts does,
 * several processes saturate the emulator's proxy through it without one 429, and a Redis that goes
 * away mid-run (or was never there) becomes one warning and a memory store, never a failure.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createLimiter } from "../../src/limit/index.js";
import { createMemoryStore } from "../../src/limit/memory-store.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import type { Budget, Store } from "../../src/limit/types.js";
import { withEmulator } from "../helpers/emulator.js";
import { limiterBundle } from "./helpers/limiter-bundle.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";
import { runWorkers } from "./helpers/workers.js";

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const budget: Budget = { requests: 3, inputTokens: 100, windowMs: 60_000, marginMs: 60, latencyMs: 1000 };

/** One scenario of decisions; the answers must be the same from the TS rules and from Lua. */
async function scenario(store: Store) {
  const out: unknown[] = [];
  const strip = (d: { granted: boolean; reason?: string }) => (d.granted ? "granted" : d.reason);
  out.push(strip(await store.tryAcquire("a", { requests: 1, inputTokens: 60 }, budget)));
  out.push(strip(await store.tryAcquire("b", { requests: 1, inputTokens: 60 }, budget)));
  out.push(strip(await store.tryAcquire("c", { requests: 1, inputTokens: 10 }, budget)));
  await store.settle("a", { requests: 1, inputTokens: 20 }, budget);
  out.push(strip(await store.tryAcquire("b", { requests: 1, inputTokens: 60 }, budget)));
  out.push(strip(await store.tryAcquire("c", { requests: 1, inputTokens: 10 }, budget)));
  out.push(strip(await store.tryAcquire("d", { requests: 1, inputTokens: 1 }, budget)));
  const state = await store.state(budget);
  out.push({ used: state.used, inFlight: state.inFlight, queued: state.queued });
  await store.cancel("d", budget);
  await store.pause(5000, budget);
  const paused = await store.tryAcquire("e", { requests: 1, inputTokens: 1 }, budget);
  out.push(strip(paused), paused.granted ? 0 : Math.round(paused.waitMs / 1000));
  out.push((await store.state(budget)).pausedUntil !== null);
  return out;
}

describe("redis store", () => {
  test("the Lua script decides exactly as the TypeScript rules do", async () => {
    const store = createRedisStore({ url: redis.url, key: `scenario-${Date.now()}` });
    try {
      const fromRedis = await scenario(store);
      const fromMemory = await scenario(createMemoryStore());
      expect(fromRedis).toEqual(fromMemory);
      expect(fromMemory).toEqual([
        "granted",
        "inputTokens",
        "queue",
        "granted",
        "granted",
        "requests",
        { used: { requests: 3, inputTokens: 90 }, inFlight: 2, queued: 1 },
        "paused",
        5,
        true,
      ]);
    } finally {
      await store.close();
    }
  });

  test("for random operation sequences, Lua and TypeScript give the same decisions and the same window", async () => {
    const ids = ["a", "b", "c", "d", "e"];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("acquire" as const),
        id: fc.constantFrom(...ids),
        requests: fc.integer({ min: 0, max: 2 }),
        inputTokens: fc.integer({ min: 0, max: 80 }),
      }),
      fc.record({
        kind: fc.constant("settle" as const),
        id: fc.constantFrom(...ids),
        requests: fc.integer({ min: 0, max: 2 }),
        inputTokens: fc.integer({ min: 0, max: 120 }),
      }),
      fc.record({ kind: fc.constant("cancel" as const), id: fc.constantFrom(...ids) }),
      // Both stores read real clocks: a pause of a few ms may end between two operations in one
      // store and not the other, so pauses are none or far longer than a sequence takes.
      fc.record({
        kind: fc.constant("pause" as const),
        ms: fc.oneof(fc.constant(0), fc.integer({ min: 1000, max: 5000 })),
      }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const fromRedis = createRedisStore({ url: redis.url, key: `differential-${Date.now()}-${run++}` });
        const fromMemory = createMemoryStore();
        try {
          for (const o of ops) {
            const answers = await Promise.all(
              [fromRedis, fromMemory].map(async (store) => {
                if (o.kind === "acquire") {
                  const d = await store.tryAcquire(
                    o.id,
                    { requests: o.requests, inputTokens: o.inputTokens },
                    budget,
                  );
                  return d.granted ? "granted" : d.reason;
                }
                if (o.kind === "settle")
                  await store.settle(o.id, { requests: o.requests, inputTokens: o.inputTokens }, budget);
                else if (o.kind === "cancel") await store.cancel(o.id, budget);
                else await store.pause(o.ms, budget);
                const state = await store.state(budget);
                return { ...state, store: "", at: 0, pausedUntil: state.pausedUntil !== null };
              }),
            );
            expect(answers[0]).toEqual(answers[1]);
          }
        } finally {
          await fromRedis.close();
        }
      }),
      { numRuns: 40 },
    );
  });

  test("an idle redis store does not keep the process alive", async () => {
    const bundle = await limiterBundle();
    const out = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const { createLimiter } = await import(${JSON.stringify(bundle)});
         const limiter = createLimiter({ store: "redis", redisUrl: ${JSON.stringify(redis.url)}, env: {} });
         const r = await limiter.acquire({ requests: 1, inputTokens: 1 });
         await r.settle({ requests: 1, inputTokens: 1 });
         console.log(JSON.stringify((await limiter.state()).store));`,
      ],
      { encoding: "utf8", timeout: 10_000 },
    );
    expect(out.trim()).toBe('"redis"');
  });

  test("4 processes saturating the sliding-window proxy (6 requests per 1 s) through Redis: no 429", async () => {
    const limits = { requests: 6, inputTokens: 1_000_000, windowMs: 1000 };
    const bundle = await limiterBundle();
    await withEmulator({ limits: { ...limits, model: "sliding" } }, async (emulator) => {
      const results = await runWorkers(
        4,
        {
          JOBAI_LIMIT_MODULE: bundle,
          JOBAI_LIMIT_STORE: "redis",
          JOBAI_REDIS_URL: redis.url,
          JOBAI_LIMIT_REQUESTS: String(limits.requests),
          JOBAI_LIMIT_INPUT_TOKENS: String(limits.inputTokens),
          JOBAI_LIMIT_WINDOW: String(limits.windowMs),
          SERVICE_ORGANIZATION_SLUG: `acme-${Date.now()}`,
          WORKER_BASE_URL: emulator.proxyUrl,
          WORKER_JOB_TOKEN: emulator.jobToken,
          WORKER_COUNT: "6",
          WORKER_CONCURRENCY: "2",
          WORKER_DEADLINE_MS: "15000",
        },
        18_000,
      );
      expect(results.map((r) => r.failed)).toEqual([0, 0, 0, 0]);
      expect(emulator.proxy.counters()).toMatchObject({ accepted: 24, rejected: 0 });
    });
  }, 30_000);

  test("Redis stopped in the middle of a run: one warning, the host's file store, no failure", async () => {
    const own = await startRedis();
    const lines: string[] = [];
    // Waits pass at once on this process's clock (the fall-back's blackout is over a minute).
    let jump = 0;
    const now = () => Date.now() + jump;
    const limiter = createLimiter({
      store: "redis",
      redisUrl: own.url,
      stateDir: mkdtempSync(join(tmpdir(), "jobai-redis-fallback-")),
      requests: 100,
      window: 60_000,
      logger: { warn: (message: string) => void lines.push(message) },
      env: {},
      now,
      sleep: async (ms: number) => {
        jump += ms;
      },
    });
    try {
      for (let i = 0; i < 3; i++)
        await (await limiter.acquire({ requests: 1, inputTokens: 1 })).settle({
          requests: 1,
          inputTokens: 1,
        });
      expect((await limiter.state()).store).toBe("redis");
      await own.stop();
      const lostAt = now();
      for (let i = 0; i < 5; i++)
        await (await limiter.acquire({ requests: 1, inputTokens: 1 })).settle({
          requests: 1,
          inputTokens: 1,
        });
      // What others admitted just before the loss cannot be seen: the whole budget counts as used
      // for a span (10 s allowance, 60 s window, margin) and a retry interval, then the 5 go.
      expect(now() - lostAt).toBeGreaterThanOrEqual(75_000);
      const state = await limiter.state();
      expect(state).toMatchObject({ store: "file", fallbackFrom: "redis", used: { requests: 5 } });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /the redis limiter store failed .*admitting nothing for 76 s.*processes on other hosts are not counted/,
      );
    } finally {
      await limiter.close();
      await own.stop();
    }
  });

  test("a Redis that is not there at all, nor a usable state directory: one warning, then memory", async () => {
    const lines: string[] = [];
    const limiter = createLimiter({
      store: "redis",
      redisUrl: "redis://127.0.0.1:1",
      stateDir: "/dev/null/state",
      logger: { warn: (message: string) => void lines.push(message) },
      env: {},
    });
    await limiter.acquire({ requests: 1, inputTokens: 1 });
    await limiter.acquire({ requests: 1, inputTokens: 1 });
    expect((await limiter.state()).store).toBe("memory");
    expect(lines, lines.join("\n---\n")).toHaveLength(1);
    await limiter.close();
  });
});
