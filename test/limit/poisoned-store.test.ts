/**
 * Issue 34, item 4: a poisoned shared store stopped every job for ever. Another user who can write
 * to the Redis or the state directory (or a stale, corrupt record) sets a pause in the year 2100,
 * or a learned limit of 1 request "learned" in the future, with no expiry. Every time and count a
 * store reads is now bounded by what jobai writes (window-bounds.ts, learned-limit.ts checkLearned):
 * a record outside the bounds is ignored (a window rebuilt full, for one span; a learned limit
 * dropped) with one warning naming the key. Here every way in (ask, limits, the library) meets
 * each poison in a real redis-server and in a state directory, on a 2 s window: each finishes
 * within the span of one window (2 s, plus the 2 s latency allowance) and says so once.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { storeKey } from "../../src/limit/create.js";
import { stateDirName } from "../../src/limit/file-store.js";
import { createLimiter } from "../../src/limit/index.js";
import { learnedFileName } from "../../src/limit/learned-limit-store.js";
import { budgetKeys } from "../../src/limit/redis-keys.js";
import { runJobai } from "../helpers/cli.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

const WINDOW_MS = 2000;
/** A request admitted now leaves after the latency allowance (2 s at least), the window and a margin. */
const SPAN_MS = 2000 + WINDOW_MS + 5 + 1;
/** What a child process adds to it on a loaded 2-core host: start-up, the emulator's answer. */
const SLACK_MS = 12_000;
const YEAR_2100 = 4102444800000;

const farPause = (now: number) =>
  JSON.stringify({
    version: 1,
    // An entry within the bounds beside the poison: the record is judged whole.
    entries: [{ id: "x", at: now - 100, end: now + 1000, requests: 1, inputTokens: 10, settled: true }],
    queue: [],
    pausedUntil: YEAR_2100,
    pausedFor: 429,
  });
const tinyLearned = JSON.stringify({
  version: 1,
  requests: 1,
  inputTokens: null,
  at: YEAR_2100,
  cause: "429",
});
const GARBAGE = '{"entries": [ not json';

type Poison = "far-future pause" | "tiny learned limit without expiry" | "garbage JSON";
const POISONS: Poison[] = ["far-future pause", "tiny learned limit without expiry", "garbage JSON"];

let emulator: StartedEmulator;
let server: RedisServer;
let work: string;

beforeAll(async () => {
  [emulator, server] = await Promise.all([startEmulator(), startRedis()]);
  work = mkdtempSync(join(tmpdir(), "jobai-poisoned-"));
});
afterAll(async () => {
  await Promise.all([emulator?.close(), server?.stop()]);
  rmSync(work, { recursive: true, force: true });
});

let fresh = 0;
/** A clean place (a state directory, a Redis database) with `poison` in it; the env to use it. */
async function poisoned(store: "redis" | "file", poison: Poison) {
  const stateDir = join(work, `state-${fresh++}`);
  const env: Record<string, string> = {
    ...emulator.env,
    JOBAI_STATE_DIR: stateDir,
    JOBAI_LIMIT_STORE: store,
    JOBAI_LIMIT_WINDOW: `${WINDOW_MS}ms`,
    ...(store === "redis" ? { JOBAI_REDIS_URL: server.url } : {}),
  };
  const key = storeKey(env);
  const now = Date.now();
  if (store === "redis") {
    const redis = new Redis(server.url);
    try {
      await redis.flushall();
      // No expiry: SET without PX.
      if (poison === "far-future pause") await redis.set(budgetKeys(key).window, farPause(now));
      if (poison === "garbage JSON") await redis.set(budgetKeys(key).window, GARBAGE);
      if (poison === "tiny learned limit without expiry")
        await redis.set(budgetKeys(key).learned, tinyLearned);
    } finally {
      redis.disconnect();
    }
    return { env, where: poison.includes("learned") ? budgetKeys(key).learned : budgetKeys(key).window };
  }
  mkdirSync(stateDir, { mode: 0o700 });
  const windowDir = join(stateDir, stateDirName(key));
  mkdirSync(windowDir, { mode: 0o700 });
  const generation = join(windowDir, "7.json");
  if (poison === "far-future pause") writeFileSync(generation, farPause(now), { mode: 0o600 });
  if (poison === "garbage JSON") writeFileSync(generation, GARBAGE, { mode: 0o600 });
  const learned = join(stateDir, learnedFileName(key));
  if (poison === "tiny learned limit without expiry") writeFileSync(learned, tinyLearned, { mode: 0o600 });
  return { env, where: poison.includes("learned") ? learned : generation };
}

const warnings = (stderr: string) => stderr.split("\n").filter((line) => /^jobai warn/.test(line));

/** A wait line says no more than one span. */
function expectNoLongWait(stderr: string) {
  for (const match of stderr.matchAll(/waiting (\d+) s/g)) {
    expect(Number(match[1])).toBeLessThanOrEqual(Math.ceil(SPAN_MS / 1000));
  }
}

describe.each(["redis", "file"] as const)("a poisoned %s store", (store) => {
  // The file store's cases run side by side (a state directory each: most of a case is a wait of
  // one span); the Redis ones one after another, since each flushes the one server.
  const each = store === "file" ? it.concurrent.each(POISONS) : it.each(POISONS);
  each("%s: jobai ask answers within a span, with one warning naming the key", async (poison) => {
    const { env, where } = await poisoned(store, poison);
    const started = Date.now();
    const run = await runJobai(["ask", "--max-tokens", "8", "hi"], { env, timeout: SPAN_MS + SLACK_MS });
    const took = Date.now() - started;
    expect(run.stdout).toBe("You said: hi");
    expect(run.exitCode).toBe(0);
    expect(took).toBeLessThan(SPAN_MS + SLACK_MS);
    const warned = warnings(run.stderr);
    expect(warned, run.stderr).toHaveLength(1);
    expect(warned[0]).toContain(where);
    expectNoLongWait(run.stderr);
  });

  each("%s: jobai limits shows the configured limits, one warning, no date-less time", async (poison) => {
    const { env, where } = await poisoned(store, poison);
    const run = await runJobai(["limits"], { env, timeout: SPAN_MS + SLACK_MS });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).not.toMatch(/learned from the proxy/);
    expect(run.stdout).not.toMatch(/paused until: 2100/);
    expect(run.stdout).toMatch(/requests\s+\d+\s+50\s/);
    const warned = warnings(run.stderr);
    expect(warned, run.stderr).toHaveLength(1);
    expect(warned[0]).toContain(where);
  });

  each("%s: the library's limiter grants within a span, with one warning", async (poison) => {
    const { env, where } = await poisoned(store, poison);
    const warned: string[] = [];
    const limiter = createLimiter({ env, logger: { warn: (text: string) => void warned.push(text) } });
    try {
      const started = Date.now();
      for (let i = 0; i < 3; i++) {
        const reservation = await limiter.acquire(
          { requests: 1, inputTokens: 10 },
          AbortSignal.timeout(SPAN_MS + SLACK_MS),
        );
        await reservation.settle({ requests: 1, inputTokens: 10 });
      }
      expect(Date.now() - started).toBeLessThan(SPAN_MS + SLACK_MS);
      const state = await limiter.state();
      expect(state.learned).toBeUndefined();
      expect(state.budget.requests).toBe(50);
    } finally {
      await limiter.close();
    }
    expect(warned, warned.join("\n")).toHaveLength(1);
    expect(warned[0]).toContain(where);
  });
});
