/**
 * Key format 3 keeps the window in parts (redis-keys.ts): the entries, and beside them their sums
 * (the scalars' requests and inputTokens, each job's). In a real redis-server, on the script's
 * simulated clock: a read (`state`: jobai limits, the fall-back's hand-over on rejoin) writes
 * nothing, so it can neither drop ended entries without their sums (the sums then counted a full
 * window for ever: the fault suite's READONLY and OOM runs hung) nor be refused by a read-only
 * replica; and sums that disagree with the entries are rebuilt as a full window for one span, so
 * a waiter waits one span at most, never for ever.
 */
import { Redis } from "ioredis";
import { describe, expect, test } from "vitest";
import { budgetKeys } from "../../src/limit/redis-keys.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import { spanOf } from "../../src/limit/sliding-window.js";
import type { Budget } from "../../src/limit/types.js";
import { redisPerFile } from "./helpers/redis-per-file.js";
import { startRedis } from "./helpers/redis-server.js";

const budget: Budget = { requests: 2, inputTokens: 100_000, windowMs: 1000, marginMs: 10, latencyMs: 100 };
const one = { requests: 1, inputTokens: 100 };
const span = spanOf(budget);

const redis = redisPerFile();

/** A store on a simulated clock (the script's time is `clock.now`), on the budget key `key`. */
function storeOn(url: string, key: string, clock: { now: number }, warnings: string[] = []) {
  return createRedisStore({
    url,
    key,
    scriptNow: () => clock.now,
    logger: { warn: (message: string) => warnings.push(message) },
  });
}

/** Every part of the window as the server holds it, to compare before and after a read. */
async function parts(client: Redis, key: string): Promise<unknown[]> {
  const w = budgetKeys(key).windowParts;
  return Promise.all([
    client.hgetall(w.meta),
    client.zrange(w.ends, 0, -1, "WITHSCORES"),
    client.hgetall(w.entries),
    client.zrange(w.open, 0, -1, "WITHSCORES"),
    client.zrange(w.queue, 0, -1, "WITHSCORES"),
    client.zrange(w.seen, 0, -1, "WITHSCORES"),
    client.hgetall(w.tickets),
    client.hgetall(w.jobs),
    client.zrange(w.byArrival, 0, -1),
    client.zrange(w.byJob, 0, -1),
    client.zrange(w.jobHeads, 0, -1),
  ]);
}

describe("format 3's parts stay in step", () => {
  test("a read after the entries ended writes nothing, and the waiter is granted once they are gone", async () => {
    const key = `read-${Date.now()}`;
    const clock = { now: 1_800_000_000_000 };
    const store = storeOn(redis.server.url, key, clock);
    try {
      expect(await store.tryAcquire("a", one, budget)).toMatchObject({ granted: true });
      expect(await store.tryAcquire("b", one, budget)).toMatchObject({ granted: true });
      expect(await store.tryAcquire("c", one, budget)).toMatchObject({ granted: false, reason: "requests" });
      clock.now += span + 10;
      const before = await parts(redis.client, key);
      const state = await store.state(budget);
      expect(state.used).toEqual({ requests: 0, inputTokens: 0 });
      expect(state.queued).toBe(1);
      expect(await parts(redis.client, key)).toEqual(before);
      // The read before it removed the ended entries but kept them in the sums: a full window for ever.
      expect(await store.tryAcquire("c", one, budget)).toMatchObject({ granted: true });
      expect((await store.state(budget)).used).toEqual({ requests: 1, inputTokens: 100 });
    } finally {
      await store.close();
    }
  });

  test("a read-only replica answers a read after the entries ended (it refused the read's pruning)", async () => {
    const own = await startRedis();
    const client = new Redis(own.url);
    const key = `replica-${Date.now()}`;
    const clock = { now: 1_800_000_000_000 };
    const store = storeOn(own.url, key, clock);
    try {
      expect(await store.tryAcquire("a", one, budget)).toMatchObject({ granted: true });
      expect(await store.tryAcquire("b", one, budget)).toMatchObject({ granted: true });
      clock.now += span + 10;
      // A replica of a master that is not there: it keeps its data and refuses writes.
      await client.call("REPLICAOF", "127.0.0.1", "1");
      const state = await store.state(budget);
      expect(state.used).toEqual({ requests: 0, inputTokens: 0 });
      await expect(store.tryAcquire("c", one, budget)).rejects.toThrow(/READONLY/);
      await client.call("REPLICAOF", "NO", "ONE");
      expect(await store.tryAcquire("c", one, budget)).toMatchObject({ granted: true });
    } finally {
      await store.close();
      client.disconnect();
      await own.stop();
    }
  });

  test("sums that count entries no longer there are rebuilt as a full window: the waiter waits one span, not for ever", async () => {
    const key = `disagree-${Date.now()}`;
    const clock = { now: 1_800_000_000_000 };
    const warnings: string[] = [];
    const store = storeOn(redis.server.url, key, clock, warnings);
    try {
      expect(await store.tryAcquire("a", one, budget)).toMatchObject({ granted: true });
      clock.now += span + 10;
      // What a half-done decision leaves: the entries gone, their sums still counted (a full window).
      const w = budgetKeys(key).windowParts;
      await redis.client.del(w.ends, w.entries, w.open);
      await redis.client.hset(w.meta, "requests", "2", "inputTokens", "200");
      // The job "" (no job named): its sums, `requests inputTokens`.
      await redis.client.hset(w.jobs, "s", "2 200");
      const first = await store.tryAcquire("b", one, budget);
      expect(first).toMatchObject({ granted: false });
      expect(first.granted === false && first.waitMs).toBeLessThanOrEqual(span);
      expect(warnings.join("\n")).toMatch(/was not a window jobai writes \(its parts disagree/);
      clock.now += span;
      expect(await store.tryAcquire("b", one, budget)).toMatchObject({ granted: true });
      expect(await store.tryAcquire("c", one, budget)).toMatchObject({ granted: true });
    } finally {
      await store.close();
    }
  });

  test("a part holding another type of value (WRONGTYPE) is rebuilt as a full window, as other junk is: the waiter waits one span, not for ever", async () => {
    // A neighbour's `SET <part> junk` made every decision fail with WRONGTYPE: the process fell back,
    // rejoined on the probe's own key, and failed the hand-over, pausing the host's store again
    // every 5 s: jobai ask hung for as long as the key stayed (a hostile user's trial).
    const parts = budgetKeys(`wrongtype-${Date.now()}`).windowParts;
    for (const i of Object.keys(parts).keys()) {
      const key = `wrongtype-${Date.now()}-${i}`;
      const clock = { now: 1_800_000_000_000 };
      const warnings: string[] = [];
      const store = storeOn(redis.server.url, key, clock, warnings);
      try {
        expect(await store.tryAcquire("a", one, budget)).toMatchObject({ granted: true });
        const named = Object.keys(parts)[i] as keyof typeof parts;
        const target = budgetKeys(key).windowParts[named];
        await redis.client.del(target);
        // A list: no part of the window is one.
        await redis.client.rpush(target, "junk", "more junk");
        const first = await store.tryAcquire("b", one, budget);
        expect(first, named).toMatchObject({ granted: false, reason: "requests" });
        expect(warnings.join("\n"), named).toMatch(/was not a window jobai writes \(.*another type/);
        clock.now += span + 1;
        expect(await store.tryAcquire("b", one, budget), named).toMatchObject({ granted: true });
      } finally {
        await store.close();
      }
    }
  });
});
