/**
 * The redis store under faults against a real redis-server: kill -9 in a loop, Redis stopped and
 * restarted (the process falls back to memory starting from what it knew, and rejoins with what it
 * admitted meanwhile), a process whose clock runs an hour ahead of the server's, a corrupt value,
 * and warnings in plain words without the password of the Redis URL.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { withFallback } from "../../src/limit/fallback-store.js";
import { createFileStore } from "../../src/limit/file-store.js";
import { createLimiter } from "../../src/limit/index.js";
import { budgetKeys } from "../../src/limit/redis-keys.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import { spanOf } from "../../src/limit/sliding-window.js";
import type { Budget } from "../../src/limit/types.js";
import { type FaultChild, spawnFaultChild } from "./helpers/fault-procs.js";
import { limiterBundle } from "./helpers/limiter-bundle.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const roomy: Budget = {
  requests: 100_000,
  inputTokens: 1_000_000,
  windowMs: 600_000,
  marginMs: 60,
  latencyMs: 1000,
};
const small: Budget = { requests: 3, inputTokens: 1000, windowMs: 60_000, marginMs: 60, latencyMs: 1000 };
const one = { requests: 1, inputTokens: 1 };

function warnings() {
  const lines: string[] = [];
  return { lines, logger: { warn: (message: string) => void lines.push(message) } };
}

describe("redis store under faults", () => {
  test("kill -9 in a loop: nothing admitted is lost", async () => {
    const module = await limiterBundle();
    const key = `kill-${Date.now()}`;
    const spawnOne = () =>
      spawnFaultChild({
        module,
        store: "redis",
        redisUrl: redis.url,
        key,
        budget: roomy,
        mode: "loop",
        deadlineMs: 30_000,
      });
    const children = [spawnOne(), spawnOne(), spawnOne()];
    const all = [...children];
    const KILLS = 10;
    try {
      for (let kill = 0; kill < KILLS; kill++) {
        await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 200));
        const index = Math.floor(Math.random() * children.length);
        // Killed once it has admitted something (a loaded host starts a node process slowly).
        await (children[index] as FaultChild).waitFor(/^granted /, 20_000);
        (children[index] as FaultChild).child.kill("SIGKILL");
        await (children[index] as FaultChild).exited;
        children[index] = spawnOne();
        all.push(children[index] as FaultChild);
      }
      for (const child of children) child.child.kill("SIGKILL");
      await Promise.all(children.map((child) => child.exited));
      const reported = new Set(all.flatMap((child) => [...child.granted.keys()]));
      expect(reported.size).toBeGreaterThanOrEqual(KILLS);
      const store = createRedisStore({ url: redis.url, key });
      try {
        const used = (await store.state(roomy)).used.requests;
        expect(used).toBeGreaterThanOrEqual(reported.size);
        expect(used).toBeLessThanOrEqual(reported.size + KILLS + children.length);
      } finally {
        await store.close();
      }
    } finally {
      for (const child of all) child.child.kill("SIGKILL");
    }
  }, 90_000);

  test("Redis stopped and restarted: the host's store from what it knew, then back to Redis with what it admitted meanwhile", async () => {
    const own = await startRedis();
    const { lines, logger } = warnings();
    // This process's clock runs an hour ahead of the server's; it also jumps past the retry interval.
    let jump = 0;
    const now = () => Date.now() + 3_600_000 + jump;
    // Waits pass on this process's clock at once (the fall-back's blackout is over a minute).
    const waited: number[] = [];
    const sleep = async (ms: number) => {
      waited.push(ms);
      jump += ms;
    };
    const limiter = createLimiter({
      store: "redis",
      redisUrl: own.url,
      stateDir: mkdtempSync(join(tmpdir(), "jobai-redis-faults-")),
      requests: 10,
      window: 60_000,
      logger,
      env: {},
      now,
      sleep,
    });
    let restarted: RedisServer | undefined;
    const admit = async () => (await limiter.acquire(one)).settle(one);
    try {
      for (let i = 0; i < 3; i++) await admit();
      expect((await limiter.state()).store).toBe("redis");
      await own.stop();
      const lostAt = now();
      for (let i = 0; i < 2; i++) await admit();
      // What others admitted just before the loss cannot be seen: the whole budget counts as used
      // until a request admitted then has left the window (10 s latency allowance, 60 s window,
      // 60 ms margin, 1 ms) and one retry interval (5 s) more.
      expect(now() - lostAt).toBeGreaterThanOrEqual(75_061);
      expect(await limiter.state()).toMatchObject({
        store: "file",
        fallbackFrom: "redis",
        used: { requests: 2 },
      });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/admitting nothing for 76 s .* then starting from the 3 requests it last saw/);

      restarted = await startRedis(own.port);
      jump += 5000;
      await admit();
      const state = await limiter.state();
      expect(state.store).toBe("redis");
      expect(state.fallbackFrom).toBeUndefined();
      // The restarted Redis was empty: it now holds the 2 admitted meanwhile, and 1 more.
      expect(state.used.requests).toBe(3);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(
        /the redis limiter store takes writes again after \d+ s: this process shares the budget/,
      );
      const other = createRedisStore({ url: own.url, key: "local:vendor" });
      try {
        const seen = await other.state({ ...small, requests: 10 });
        expect(seen.used.requests).toBe(3);
      } finally {
        await other.close();
      }
    } finally {
      await limiter.close();
      await own.stop();
      await restarted?.stop();
    }
  });

  test.each([
    [
      "out of memory",
      ["CONFIG", "SET", "maxmemory", "1"],
      ["CONFIG", "SET", "maxmemory", "0"],
      /out of memory \(OOM/,
    ],
    [
      "read-only",
      ["REPLICAOF", "127.0.0.1", "1"],
      ["REPLICAOF", "NO", "ONE"],
      /read-only replica \(READONLY\)/,
    ],
  ])("Redis %s mid-run: one warning naming it, the file store until Redis takes writes again (reads are not enough), one warning on rejoin", async (_name, strike, lift, says) => {
    const own = await startRedis();
    const raw = new Redis(own.url);
    const { lines, logger } = warnings();
    let jump = 0;
    const limiter = createLimiter({
      store: "redis",
      redisUrl: own.url,
      stateDir: mkdtempSync(join(tmpdir(), "jobai-redis-faults-")),
      requests: 100,
      window: 60_000,
      logger,
      env: {},
      now: () => Date.now() + jump,
      // The fall-back's blackout (76 s) passes at once.
      sleep: async (ms: number) => {
        jump += ms;
      },
    });
    const admit = async () => (await limiter.acquire(one)).settle(one);
    try {
      await admit();
      await raw.call(strike[0] as string, ...strike.slice(1));
      await admit();
      expect(await limiter.state()).toMatchObject({ store: "file", fallbackFrom: "redis" });
      // Redis still answers reads: each retry (every 5 s) must not rejoin it, nor warn again.
      for (let i = 0; i < 4; i++) {
        jump += 5000;
        await admit();
        expect((await limiter.state()).store).toBe("file");
      }
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(says);
      await raw.call(lift[0] as string, ...lift.slice(1));
      jump += 5000;
      await admit();
      expect((await limiter.state()).store).toBe("redis");
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/the redis limiter store takes writes again after \d+ s/);
    } finally {
      raw.disconnect();
      await limiter.close();
      await own.stop();
    }
  });

  test.each([
    ["read-only", ["REPLICAOF", "127.0.0.1", "1"], ["REPLICAOF", "NO", "ONE"]],
    ["out of memory", ["CONFIG", "SET", "maxmemory", "1"], ["CONFIG", "SET", "maxmemory", "0"]],
  ])("Redis %s mid-run, a process that was only ever refused (never granted) admits nothing unseen: the window counts as full, as for one that saw it", async (_name, strike, lift) => {
    // Issue 23's last 429 in the fault suite: a waiter's refusals carry no window, so it fell back
    // as if it had never used Redis and took the whole (empty) host store at once, while Redis
    // held a full window.
    const own = await startRedis();
    const raw = new Redis(own.url);
    const stateDir = mkdtempSync(join(tmpdir(), "jobai-redis-faults-"));
    const key = `never-granted-${Date.now()}`;
    const filler = createRedisStore({ url: own.url, key });
    const waiter = withFallback(createRedisStore({ url: own.url, key }), {
      interim: () => createFileStore({ dir: stateDir, key }),
    });
    try {
      for (const id of ["a", "b", "c"])
        expect(await filler.tryAcquire(id, one, small)).toMatchObject({ granted: true });
      expect(await waiter.tryAcquire("w", one, small)).toMatchObject({ granted: false, reason: "requests" });
      await raw.call(strike[0] as string, ...strike.slice(1));
      const after = await waiter.tryAcquire("w", one, small);
      expect(after).toMatchObject({ granted: false });
      // Held for the whole span and a retry interval (what the window held cannot be seen).
      expect(after.granted ? 0 : after.waitMs).toBeGreaterThan(spanOf(small));
      await raw.call(lift[0] as string, ...lift.slice(1));
    } finally {
      raw.disconnect();
      await filler.close();
      await waiter.close();
      await own.stop();
    }
  });

  test("a Redis that never answered (nothing listens there) costs no blackout: the process takes its share at once", async () => {
    const key = `never-${Date.now()}`;
    const store = withFallback(createRedisStore({ url: "redis://127.0.0.1:1", key }), {
      interim: () => createFileStore({ dir: mkdtempSync(join(tmpdir(), "jobai-redis-faults-")), key }),
    });
    try {
      expect(await store.tryAcquire("x", one, small)).toMatchObject({ granted: true });
    } finally {
      await store.close();
    }
  });

  test("the window's keys gone (FLUSHALL, deleted, evicted) while a request in them is live: the next process of the host counts the whole budget as used for a span", async () => {
    // A hostile user's trial: two asks, FLUSHALL, a third ask sent at once into a window the proxy
    // still counted full: 429. The host's mark says how long a grant there is counted
    // (shared-use-mark.ts); keys gone before that were lost, not expired.
    const own = await startRedis();
    const stateDir = mkdtempSync(join(tmpdir(), "jobai-redis-lost-"));
    const { lines, logger } = warnings();
    let jump = 0;
    const make = () =>
      createLimiter({
        store: "redis",
        redisUrl: own.url,
        stateDir,
        requests: 2,
        window: 60_000,
        logger,
        env: {},
        now: () => Date.now() + jump,
      });
    const raw = new Redis(own.url);
    /** Whether a new process of the host is granted a request within 1 s. */
    const newcomerGranted = async () => {
      const limiter = make();
      const leave = new AbortController();
      const timer = setTimeout(() => leave.abort(), 1000);
      try {
        return await limiter.acquire(one, leave.signal).then(
          (reservation) => {
            reservation.settle(one);
            return true;
          },
          () => false,
        );
      } finally {
        clearTimeout(timer);
        await limiter.close();
      }
    };
    try {
      const first = make();
      (await first.acquire(one)).settle(one);
      (await first.acquire(one)).settle(one);
      await first.close();
      await raw.flushall();
      expect(await newcomerGranted()).toBe(false);
      expect(lines.join("\n")).toMatch(/keys were gone while a request counted in them was live/);
      // Keys gone after every grant the host knew has left the window (expired): nothing is rebuilt.
      jump += 2 * 70_000;
      await raw.flushall();
      lines.length = 0;
      expect(await newcomerGranted()).toBe(true);
      expect(lines).toEqual([]);
    } finally {
      raw.disconnect();
      await own.stop();
    }
  });

  test("a corrupt value is rebuilt as a full window on the server's clock", async () => {
    const key = `corrupt-${Date.now()}`;
    const raw = new Redis(redis.url);
    const store = createRedisStore({ url: redis.url, key });
    try {
      expect(await store.tryAcquire("a", one, small)).toMatchObject({ granted: true });
      await raw.set(budgetKeys(key).window, "{ not json");
      const refused = await store.tryAcquire("b", one, small);
      expect(refused).toMatchObject({ granted: false, reason: "requests" });
      const span = small.windowMs + small.latencyMs + small.marginMs + 1;
      expect(refused.granted ? 0 : refused.waitMs).toBeGreaterThan(span - 1000);
      expect(refused.granted ? 0 : refused.waitMs).toBeLessThanOrEqual(span);
      expect((await store.state(small)).used).toEqual({ requests: 3, inputTokens: 1000 });
    } finally {
      raw.disconnect();
      await store.close();
    }
  });

  test("the warning says what failed in plain words and never prints the Redis password", async () => {
    const { lines, logger } = warnings();
    const limiter = createLimiter({
      store: "redis",
      redisUrl: "redis://:s3cret-pass-42@127.0.0.1:1",
      stateDir: mkdtempSync(join(tmpdir(), "jobai-redis-faults-")),
      logger,
      env: {},
    });
    try {
      await limiter.acquire(one);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /Redis at 127\.0\.0\.1:1 could not be used: nothing accepts connections there/,
      );
      expect(lines[0]).not.toMatch(
        /s3cret|enableOfflineQueue|writeable|Connection is closed|maxRetries|ECONNREFUSED/,
      );
    } finally {
      await limiter.close();
    }
  });
});
