/**
 * The bounds of a shared window (window-bounds.ts), as the file store checks them (a zod schema)
 * and as the Redis script does (the same rules in Lua, run by a real redis-server): the same
 * verdict on every record, and a store that caps every pause it writes, so that what jobai writes
 * is always within them.
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStore } from "../../src/limit/file-store.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import type { Budget } from "../../src/limit/types.js";
import {
  CLOCK_TOLERANCE_MS,
  checkWindow,
  FALLBACK_RETRY_MS,
  longestPauseMs,
  WINDOW_FAULT_LUA,
  windowLimits,
} from "../../src/limit/window-bounds.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

const budget: Budget = { requests: 10, inputTokens: 1000, windowMs: 10_000, marginMs: 10, latencyMs: 2000 };
const NOW = 1_800_000_000_000;
const span = budget.latencyMs + budget.windowMs + budget.marginMs + 1;
const limits = windowLimits(budget, NOW);

const entry = (over: Record<string, unknown> = {}) => ({
  id: "e",
  at: NOW - 10,
  end: NOW + span,
  requests: 1,
  inputTokens: 5,
  settled: false,
  job: "j",
  ...over,
});
const ticket = (over: Record<string, unknown> = {}) => ({
  id: "q",
  requests: 1,
  inputTokens: 5,
  seenAt: NOW - 5,
  since: NOW - 50,
  job: "j",
  priority: "normal",
  ...over,
});
const windowOf = (over: Record<string, unknown> = {}) => ({
  entries: [entry()],
  queue: [ticket()],
  pausedUntil: 0,
  ...over,
});

/** [what, record, within the bounds] */
const CASES: [string, unknown, boolean][] = [
  ["a window as the stores write it", windowOf(), true],
  ["paused for one window", windowOf({ pausedUntil: NOW + budget.windowMs, pausedFor: 429 }), true],
  ["paused to the last allowed ms", windowOf({ pausedUntil: limits.paused }), true],
  ["paused one ms longer", windowOf({ pausedUntil: limits.paused + 1 }), false],
  ["paused until 2100", windowOf({ pausedUntil: 4102444800000 }), false],
  ["no pause field", { entries: [], queue: [] }, true],
  [
    "an entry ending a span and a retry interval from now",
    windowOf({ entries: [entry({ end: limits.end })] }),
    true,
  ],
  ["an entry ending later", windowOf({ entries: [entry({ end: limits.end + 1 })] }), false],
  ["an entry admitted in the future", windowOf({ entries: [entry({ at: limits.seen + 1 })] }), false],
  [
    "an entry admitted a window ahead (a clock ahead)",
    windowOf({ entries: [entry({ at: limits.seen })] }),
    true,
  ],
  [
    "a waiter refreshed in the future (never leaves)",
    windowOf({ queue: [ticket({ seenAt: NOW + 3_600_000 })] }),
    false,
  ],
  ["a waiter arrived in the future", windowOf({ queue: [ticket({ since: NOW + 3_600_000 })] }), false],
  ["a negative count", windowOf({ entries: [entry({ requests: -5 })] }), false],
  ["a fractional count", windowOf({ entries: [entry({ inputTokens: 1.5 })] }), false],
  ["a fractional time (an injected clock)", windowOf({ entries: [entry({ at: NOW - 0.5 })] }), true],
  ["a count as a string", windowOf({ queue: [ticket({ requests: "1" })] }), false],
  ["a settled flag that is not one", windowOf({ entries: [entry({ settled: "yes" })] }), false],
  ["an unknown pause cause", windowOf({ pausedFor: 500, pausedUntil: NOW + 10 }), false],
  ["an unknown priority", windowOf({ queue: [ticket({ priority: "urgent" })] }), false],
  ["a job that is not a name", windowOf({ entries: [entry({ job: 7 })] }), false],
  ["a null where a time goes", windowOf({ queue: [ticket({ since: null })] }), false],
  ["no entries", { queue: [], pausedUntil: 0 }, false],
  ["a list", [1, 2], false],
  ["a number", 42, false],
];

let server: RedisServer;
let redis: Redis;
beforeAll(async () => {
  server = await startRedis();
  redis = new Redis(server.url);
});
afterAll(async () => {
  redis?.disconnect();
  await server?.stop();
});

/** The Lua verdict: why, or null. */
async function luaFault(value: unknown): Promise<string | null> {
  const script = `${WINDOW_FAULT_LUA}
local v = cjson.decode(ARGV[1])
return window_fault(v, window_bounds(tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), true)) or false`;
  const reply = await redis.eval(script, 0, JSON.stringify(value), NOW, budget.windowMs, span);
  return reply === null ? null : String(reply);
}

describe("the bounds of a shared window", () => {
  it.each(CASES)("%s: the zod schema and the Redis script agree", async (_what, record, within) => {
    const checked = checkWindow(record, budget, NOW);
    expect("window" in checked).toBe(within);
    const lua = await luaFault(record);
    expect(lua === null).toBe(within);
    // Both name a time in the future the same way, or both say it is not a window.
    if ("fault" in checked) expect(lua?.split(" (")[0]).toBe(checked.fault.split(" (")[0]);
  });

  it("a pause is never longer than one window (or the fall-back's hand-over) whoever asks", () => {
    expect(longestPauseMs({ windowMs: 60_000 })).toBe(60_000);
    expect(longestPauseMs({ windowMs: 1000 })).toBe(FALLBACK_RETRY_MS);
  });

  it("a store read without bounds (the REST budget's, whose window is learned) keeps a window an hour long", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-bounds-"));
    try {
      const hour: Budget = { ...budget, windowMs: 3_600_000 };
      const writer = createFileStore({ dir, key: "rest", bounded: false });
      await writer.tryAcquire("a", { requests: 1, inputTokens: 1 }, hour);
      for (const bounded of [false, true]) {
        const warned: string[] = [];
        const reader = createFileStore({
          dir,
          key: "rest",
          bounded,
          logger: { warn: (text: string) => void warned.push(text) },
        });
        // Read with the window it has learned since: 10 s.
        const used = (await reader.state(budget)).used.requests;
        expect(used).toBe(bounded ? budget.requests : 1);
        expect(warned).toHaveLength(bounded ? 1 : 0);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the file store and the Redis store cap a pause they are asked for, so what they write is in bounds", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-bounds-"));
    const file = createFileStore({ dir, key: "acme:vendor" });
    const onRedis = createRedisStore({ url: server.url, key: "acme:vendor" });
    try {
      for (const store of [file, onRedis]) {
        await store.pause(10 * 365 * 24 * 3_600_000, budget, 429);
        const state = await store.state(budget);
        expect(state.pausedUntil).not.toBeNull();
        expect((state.pausedUntil ?? 0) - Date.now()).toBeLessThanOrEqual(
          budget.windowMs + CLOCK_TOLERANCE_MS,
        );
      }
    } finally {
      await onRedis.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
