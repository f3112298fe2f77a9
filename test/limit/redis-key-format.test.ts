/**
 * Key format 3 (redis-keys.ts, issue 29 item 4) in a real redis-server: a format-2 window (one JSON
 * value, what jobai before format 3 writes) is converted once and nothing it counted is lost; its
 * key then holds a marker that the format-2 rules read as a value they did not write (so such a
 * process counts the whole budget as used); a window such a process writes there after all joins
 * this one (what it admitted counts; the full window it rebuilt from the marker does not); and parts
 * of format 3 outside what jobai writes are rebuilt full, as a corrupt format-2 value was.
 */
import { describe, expect, test } from "vitest";
import { budgetKeys, FORMAT_2_MARKER } from "../../src/limit/redis-keys.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import type { WindowState } from "../../src/limit/sliding-window.js";
import type { Budget } from "../../src/limit/types.js";
import { checkWindow } from "../../src/limit/window-bounds.js";
import { redisPerFile } from "./helpers/redis-per-file.js";

const budget: Budget = {
  requests: 10,
  inputTokens: 100_000,
  windowMs: 60_000,
  marginMs: 60,
  latencyMs: 1000,
};
const one = { requests: 1, inputTokens: 100 };

const redis = redisPerFile();

async function serverNow(): Promise<number> {
  const [seconds, micros] = await redis.client.time();
  return Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
}

/** A format-2 window as jobai before format 3 writes it: `held` live entries of job `old`. */
function formerWindow(now: number, held: number, ids = (i: number) => `old-${i}`): WindowState {
  return {
    entries: Array.from({ length: held }, (_, i) => ({
      id: ids(i),
      at: now - 1000,
      end: now + 50_000,
      requests: 1,
      inputTokens: 100,
      settled: true,
      job: "old",
    })),
    queue: [{ id: "old-waiter", requests: 1, inputTokens: 100, seenAt: now, since: now - 500, job: "old" }],
    pausedUntil: 0,
  };
}

describe("Redis key format 3 beside format 2", () => {
  test("a format-2 window is converted once: its entries and waiters count, its key then holds the marker", async () => {
    const key = `convert-${Date.now()}`;
    const keys = budgetKeys(key);
    await redis.client.set(keys.window, JSON.stringify(formerWindow(await serverNow(), 4)), "PX", 60_000);
    const store = createRedisStore({ url: redis.server.url, key });
    try {
      // Its job holds nothing of the window, the old waiter's holds 4: fair share puts it first.
      expect(await store.tryAcquire("new-1", one, budget)).toMatchObject({ granted: true });
      const state = await store.state(budget);
      expect(state.used).toEqual({ requests: 5, inputTokens: 500 });
      expect(state.queued).toBe(1);
      expect(await redis.client.get(keys.window)).toBe(FORMAT_2_MARKER);
      expect(await redis.client.type(keys.windowParts.meta)).toBe("hash");
      expect(Number(await redis.client.pttl(keys.window))).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });

  test("the marker is not a window to the format-2 rules: such a process counts the whole budget as used", () => {
    const checked = checkWindow(JSON.parse(FORMAT_2_MARKER), budget, Date.now());
    expect(checked).toEqual({ fault: "it is not a window this version of jobai wrote" });
  });

  test("a format-2 window written after the conversion joins: what that process admitted counts, its rebuilt full window does not", async () => {
    const key = `rollout-${Date.now()}`;
    const keys = budgetKeys(key);
    const store = createRedisStore({ url: redis.server.url, key });
    try {
      expect(await store.tryAcquire("new-1", one, budget)).toMatchObject({ granted: true });
      expect(await redis.client.get(keys.window)).toBe(FORMAT_2_MARKER);
      // An old process read the marker, rebuilt it full (its whole budget, id rebuilt-<now>) and
      // then, later, admitted two of its own (a window it wrote when the marker had expired).
      const now = await serverNow();
      const written = formerWindow(now, 2);
      written.entries.push({
        id: `rebuilt-${now}`,
        at: now,
        end: now + 62_061,
        requests: budget.requests,
        inputTokens: budget.inputTokens,
        settled: true,
      });
      await redis.client.set(keys.window, JSON.stringify(written), "PX", 60_000);
      expect(await store.tryAcquire("new-2", one, budget)).toMatchObject({ granted: true });
      expect((await store.state(budget)).used).toEqual({ requests: 4, inputTokens: 400 });
      expect(await redis.client.get(keys.window)).toBe(FORMAT_2_MARKER);
      // Read again, the same entries are not counted twice.
      await redis.client.set(keys.window, JSON.stringify(written), "PX", 60_000);
      expect((await store.state(budget)).used).toEqual({ requests: 4, inputTokens: 400 });
    } finally {
      await store.close();
    }
  });

  test("format-3 parts outside what jobai writes are rebuilt as a full window, with one warning naming the keys", async () => {
    const key = `parts-${Date.now()}`;
    const keys = budgetKeys(key);
    const lines: string[] = [];
    const store = createRedisStore({
      url: redis.server.url,
      key,
      logger: { warn: (line: string) => lines.push(line) },
    });
    try {
      expect(await store.tryAcquire("a", one, budget)).toMatchObject({ granted: true });
      // An entry that ends in the year 2100, and one that is not an entry at all.
      await redis.client.zadd(keys.windowParts.ends, 4102444800000, "far");
      await redis.client.hset(keys.windowParts.entries, "far", "1 4102444800000 1 1 1");
      const refused = await store.tryAcquire("b", one, budget);
      expect(refused).toMatchObject({ granted: false, reason: "requests" });
      expect((await store.state(budget)).used).toEqual({ requests: 10, inputTokens: 100_000 });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/an entry's end lies further in the future than jobai ever writes it/);
      expect(lines[0]).toContain(keys.windowParts.meta);

      const other = `garbage-${Date.now()}`;
      const otherKeys = budgetKeys(other);
      const second = createRedisStore({ url: redis.server.url, key: other });
      try {
        expect(await second.tryAcquire("a", one, budget)).toMatchObject({ granted: true });
        await redis.client.hset(otherKeys.windowParts.entries, "a", "not an entry");
        await redis.client.hset(otherKeys.windowParts.meta, "pausedUntil", "soon");
        expect(await second.tryAcquire("b", one, budget)).toMatchObject({
          granted: false,
          reason: "requests",
        });
      } finally {
        await second.close();
      }
    } finally {
      await store.close();
    }
  });
});
