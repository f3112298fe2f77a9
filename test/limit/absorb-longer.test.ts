/**
 * Two copies of one request meet when a process hands a window over (fallback-store.ts): the copy a
 * grant's reply carried (ending at the admission estimate) and the copy its settle made in the
 * store it fell back to (ending one window after a response that came late, past the estimate).
 * The store must keep the longer, whichever comes first: the shorter freed the slot while the proxy
 * still counted the request. Run on the file store and on the Redis script (a real redis-server),
 * both on a simulated clock.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createFileStore } from "../../src/limit/file-store.js";
import { budgetKeys } from "../../src/limit/redis-keys.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import { spanOf, type WindowEntry } from "../../src/limit/sliding-window.js";
import type { Budget } from "../../src/limit/types.js";
import type { RecoverableStore } from "../../src/limit/window-state.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

/** One request per second; a request's response may come up to 1 s after admission. */
const budget: Budget = { requests: 1, inputTokens: 1000, windowMs: 1000, marginMs: 0, latencyMs: 1000 };
const T0 = 1_800_000_000_000;
/** Admitted at T0: counted until the estimate, T0 + 2001, while no response is seen. */
const estimated: WindowEntry = {
  id: "late-one",
  at: T0,
  end: T0 + 2001,
  requests: 1,
  inputTokens: 10,
  settled: false,
};
/** Its response came at T0 + 1700: the proxy may count it until T0 + 2700. */
const answered: WindowEntry = { ...estimated, end: T0 + 2701, settled: true };

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

type Made = { store: RecoverableStore; clock: { now: number } };

const stores: [string, () => Made][] = [
  [
    "file",
    () => {
      const clock = { now: T0 };
      const dir = mkdtempSync(join(tmpdir(), "jobai-absorb-"));
      return { store: createFileStore({ dir, key: "acme-vendor", now: () => clock.now }), clock };
    },
  ],
  [
    "redis",
    () => {
      const clock = { now: T0 };
      const key = `absorb-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const store = createRedisStore({
        url: redis.url,
        key,
        now: () => clock.now,
        scriptNow: () => clock.now,
      });
      return { store, clock };
    },
  ],
];

describe.each(stores)("the %s store, given two copies of one request", (_name, make) => {
  test.each([
    ["the estimate first, then the late answer", [estimated, answered]],
    ["the late answer first, then the estimate", [answered, estimated]],
  ])("%s: the longer counts", async (_order, copies) => {
    const { store, clock } = make();
    try {
      clock.now = T0 + 1500;
      await store.absorb([copies[0] as WindowEntry], budget);
      clock.now = T0 + 1800;
      await store.absorb([copies[1] as WindowEntry], budget);
      // Past the estimate, before the answer's end: the proxy still counts the request.
      clock.now = T0 + 2200;
      const early = await store.tryAcquire("next", { requests: 1, inputTokens: 10 }, budget);
      expect(early.granted).toBe(false);
      clock.now = T0 + 2702;
      const after = await store.tryAcquire("next", { requests: 1, inputTokens: 10 }, budget);
      expect(after.granted).toBe(true);
    } finally {
      await store.close();
    }
  });
});

test("the Redis key lives until its longest entry leaves, a hand-over's blind span included", async () => {
  const clock = { now: T0 };
  const key = `absorb-ttl-${Date.now()}`;
  const store = createRedisStore({ url: redis.url, key, now: () => clock.now, scriptNow: () => clock.now });
  const client = new Redis(redis.url);
  try {
    // What a process that fell back hands over: the whole budget, unseen, for a span and a retry
    // interval (fallback-store.ts, unseen): 5 s longer than a span.
    const blind = spanOf(budget) + 5000;
    await store.absorb(
      [{ id: "fallback-1", at: T0, end: T0 + blind, requests: 1, inputTokens: 1000, settled: true }],
      budget,
    );
    // The key expiring first would empty the window while the proxy may still count what it hid.
    expect(await client.pttl(budgetKeys(key).window)).toBeGreaterThanOrEqual(blind - 1000);
  } finally {
    client.disconnect();
    await store.close();
  }
});
