/**
 * Limits learned from the proxy (issue 22, item 3), on simulated time: the rules (what a 429 or the
 * rate-limit headers teach, how the learned limit decays) and the limiter admitting against
 * min(configured, learned), shared by every limiter of a store.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { createLearnedBudget } from "../../src/limit/learned-budget.js";
import {
  describeLearned,
  effectiveLimits,
  fromHeaders,
  HOLD_WINDOWS,
  type LearnedRecord,
  loweredBy429,
  RECOVER_WINDOWS,
} from "../../src/limit/learned-limit.js";
import {
  createFileLearned,
  createMemoryLearned,
  learnedFileName,
} from "../../src/limit/learned-limit-store.js";
import { createLimiterCore } from "../../src/limit/limiter.js";
import { createMemoryStore } from "../../src/limit/memory-store.js";
import type { Budget, LimiterState } from "../../src/limit/types.js";
import { SimClock } from "./helpers/sim-clock.js";

const WINDOW = 60_000;
const configured = { requests: 50, inputTokens: 50_000 };
const budget: Budget = { ...configured, windowMs: WINDOW, marginMs: 60, latencyMs: 10_000 };
// 12:03:04 UTC
const T = Date.UTC(2026, 10, 25, 12, 3, 4);

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the rules", () => {
  const lowered: LearnedRecord = { version: 1, requests: 25, inputTokens: null, at: T, cause: "429" };

  test("a learned limit holds, then climbs linearly back to the configured one", () => {
    const at = (windows: number) => effectiveLimits(lowered, configured, WINDOW, T + windows * WINDOW);
    expect(at(0)).toEqual({ requests: 25, inputTokens: 50_000 });
    expect(at(HOLD_WINDOWS)).toEqual({ requests: 25, inputTokens: 50_000 });
    expect(at(HOLD_WINDOWS + RECOVER_WINDOWS / 2).requests).toBe(37);
    expect(at(HOLD_WINDOWS + RECOVER_WINDOWS - 0.01).requests).toBe(49);
    expect(at(HOLD_WINDOWS + RECOVER_WINDOWS)).toEqual(configured);
    // Never above the configured limit, whatever a record says.
    expect(effectiveLimits({ ...lowered, requests: 80 }, configured, WINDOW, T)).toEqual(configured);
  });

  test("it is said with why, and when it is back", () => {
    const view = describeLearned(lowered, configured, WINDOW, T + 1000);
    expect(view?.why).toBe("lowered to 25 requests after a 429 at 12:03:04, back to 50 by 12:13:04 UTC");
    expect(view).toMatchObject({ requests: 25, inputTokens: 50_000, cause: "429", at: T });
    const climbing = describeLearned(lowered, configured, WINDOW, T + (HOLD_WINDOWS + 1) * WINDOW);
    expect(climbing?.why).toMatch(/^lowered to 30 requests after a 429 at 12:03:04 \(climbing\)/);
    expect(describeLearned(lowered, configured, WINDOW, T + 10 * WINDOW)).toBeUndefined();
    const stated: LearnedRecord = {
      version: 1,
      requests: null,
      inputTokens: 20_000,
      at: T,
      cause: "headers",
    };
    expect(describeLearned(stated, configured, WINDOW, T)?.why).toBe(
      "set to 20000 input tokens by the proxy's rate-limit headers at 12:03:04, back to 50000 by 12:13:04 UTC",
    );
  });

  test("a 429 with room in the window lowers the limit to the requests answered in it", () => {
    // 25 answered, the refused one and 2 others in flight: the proxy counted 25 to 27.
    const window = { used: { requests: 28, inputTokens: 2800 }, inFlight: 3 };
    const record = loweredBy429(window, { requests: 1, inputTokens: 100 }, configured, configured, T);
    expect(record).toEqual({ version: 1, requests: 25, inputTokens: null, at: T, cause: "429" });
  });

  test("one 429 at most halves the limit (a spurious 429 on an empty window)", () => {
    const window = { used: { requests: 1, inputTokens: 100 }, inFlight: 1 };
    const record = loweredBy429(window, { requests: 1, inputTokens: 100 }, configured, configured, T);
    expect(record?.requests).toBe(25);
    // A second one halves again: a limit truly lower is reached in a few.
    const again = loweredBy429(
      window,
      { requests: 1, inputTokens: 100 },
      { requests: 25, inputTokens: 50_000 },
      configured,
      T,
    );
    expect(again?.requests).toBe(12);
  });

  test("a 429 the window predicted (over the limit: an estimate proved low) teaches nothing", () => {
    const window = { used: { requests: 10, inputTokens: 50_400 }, inFlight: 1 };
    expect(
      loweredBy429(window, { requests: 1, inputTokens: 5000 }, configured, configured, T),
    ).toBeUndefined();
  });

  test("the limit our window had filled more of is the one lowered", () => {
    // 40,000 of 50,000 tokens answered, 5 of 50 requests: tokens.
    const window = { used: { requests: 6, inputTokens: 45_000 }, inFlight: 1 };
    const record = loweredBy429(window, { requests: 1, inputTokens: 5000 }, configured, configured, T);
    expect(record).toEqual({ version: 1, requests: null, inputTokens: 40_000, at: T, cause: "429" });
  });

  test("rate-limit headers set it; a limit at or above the configured one lowers nothing; garbage is ignored", () => {
    const headers = new Headers({
      "anthropic-ratelimit-requests-limit": "20",
      "anthropic-ratelimit-input-tokens-limit": "80000",
    });
    expect(fromHeaders(headers, configured, T)).toEqual({
      version: 1,
      requests: 20,
      inputTokens: null,
      at: T,
      cause: "headers",
    });
    expect(
      fromHeaders(new Headers({ "anthropic-ratelimit-requests-limit": "-3" }), configured, T),
    ).toBeUndefined();
    expect(
      fromHeaders(new Headers({ "anthropic-ratelimit-requests-limit": "1e9" }), configured, T),
    ).toBeUndefined();
    expect(fromHeaders(new Headers({ "retry-after": "3" }), configured, T)).toBeUndefined();
  });
});

async function isDone(promise: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setImmediate(() => resolve(false))),
  ]);
}

/** Two limiters of two "processes" sharing one window and one learned record, on one simulated clock. */
function twoLimiters(learnedStore = createMemoryLearned()) {
  const clock = new SimClock(T);
  const store = createMemoryStore({ now: clock.now });
  const warnings: string[] = [];
  const make = () =>
    createLimiterCore({
      budget,
      store,
      clock,
      learned: createLearnedBudget({
        store: learnedStore,
        budget,
        now: clock.now,
        logger: { warn: (message: string) => void warnings.push(message) },
      }),
    });
  return { clock, a: make(), b: make(), warnings };
}

describe("the limiter admits against min(configured, learned)", () => {
  test("a 429 with room lowers the budget for every limiter of the store, then it climbs back", async () => {
    const { clock, a, b, warnings } = twoLimiters();
    const small = { requests: 1, inputTokens: 10 };
    for (let i = 0; i < 25; i++) await (await a.acquire(small)).settle(small);
    const refused = await a.acquire(small);
    await a.learn?.(429, new Headers(), refused.cost);
    await refused.settle({ requests: 1, inputTokens: 0 });

    expect(warnings).toEqual([
      "the proxy answered 429 while the window held room (26 requests, 260 input tokens): the shared limit is lowered to 25 requests after a 429 at 12:03:04, back to 50 by 12:13:04 UTC",
    ]);
    const state = await b.state();
    expect(state.learned?.requests).toBe(25);
    expect(state.budget.requests).toBe(50); // the configured budget, as it was
    expect(state.remaining.requests).toBe(0); // 26 in the window, against 25

    // b waits (the window holds 26 of its 25) where it would have been admitted at once before.
    let admitted = false;
    void b.acquire(small).then(() => {
      admitted = true;
    });
    clock.advance(WINDOW / 2);
    await clock.settle();
    expect(admitted).toBe(false);
    await clock.runUntilIdle();
    expect(admitted).toBe(true);

    // Back at the configured limit once it has decayed: 50 at once.
    clock.advance((HOLD_WINDOWS + RECOVER_WINDOWS) * WINDOW);
    await clock.settle();
    const grants = Promise.all(Array.from({ length: 50 }, () => b.acquire(small)));
    const start = clock.now();
    await clock.runUntilIdle();
    expect(await grants).toHaveLength(50);
    expect(clock.now() - start).toBeLessThan(WINDOW / 10);
    expect((await b.state()).learned).toBeUndefined();
  });

  test("a 429 when the window had no room for it lowers nothing", async () => {
    const { a, warnings } = twoLimiters();
    const big = { requests: 1, inputTokens: 30_000 };
    const first = await a.acquire(big);
    const second = await a.acquire({ requests: 1, inputTokens: 1000 });
    await first.settle({ requests: 1, inputTokens: 49_500 }); // counted far more than estimated
    await a.learn?.(429, new Headers(), second.cost);
    expect(warnings).toEqual([]);
    expect((await a.state()).learned).toBeUndefined();
  });

  test("headers set the limit at once, and confirm it without rewriting it each response", async () => {
    let writes = 0;
    const memory = createMemoryLearned();
    const counting = {
      ...memory,
      write: (r: LearnedRecord, ms: number) => {
        writes += 1;
        return memory.write(r, ms);
      },
    };
    const { clock, a, b } = twoLimiters(counting);
    const headers = new Headers({ "anthropic-ratelimit-requests-limit": "5" });
    for (let i = 0; i < 10; i++) await a.learn?.(200, headers, { requests: 1, inputTokens: 0 });
    expect(writes).toBe(1);
    expect((await b.state()).learned).toMatchObject({ requests: 5, cause: "headers" });
    // The proxy's limits were raised: back to the configured ones, for b once it reads again.
    await a.learn?.(200, new Headers({ "anthropic-ratelimit-requests-limit": "500" }), {
      requests: 1,
      inputTokens: 0,
    });
    expect((await a.state()).learned).toBeUndefined();
    clock.advance(1000);
    expect((await b.state()).learned).toBeUndefined();
  });

  test("a learned-limit store that fails never holds a grant", async () => {
    const failing = {
      read: () => new Promise<never>(() => {}), // never answers
      write: async () => {
        throw new Error("EROFS");
      },
      close: async () => {},
    };
    const { clock, a } = twoLimiters(failing);
    const grants = Promise.all(Array.from({ length: 50 }, () => a.acquire({ requests: 1, inputTokens: 1 })));
    // One acquire waits 100 ms (real) for the first read at most; the rest go on the copy.
    for (let i = 0; i < 100 && !(await isDone(grants)); i++) {
      await clock.runUntilIdle();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await grants).toHaveLength(50);
    await a.learn?.(429, new Headers(), { requests: 1, inputTokens: 1 });
    expect((await a.state()).used.requests).toBe(50);
  });

  test("a grant never waits for a budget below its own cost", async () => {
    const memory = createMemoryLearned();
    await memory.write({ version: 1, requests: null, inputTokens: 1000, at: T, cause: "headers" }, WINDOW);
    const { a } = twoLimiters(memory);
    const reservation = await a.acquire({ requests: 1, inputTokens: 5000 });
    expect(reservation.cost.inputTokens).toBe(5000);
  });
});

describe("the file record", () => {
  test("is written whole, read by another process's limiter, and a foreign or torn file reads as nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-learned-"));
    dirs.push(dir);
    const one = createFileLearned({ dir, key: "org:vendor" });
    const two = createFileLearned({ dir, key: "org:vendor" });
    const record: LearnedRecord = { version: 1, requests: 7, inputTokens: null, at: T, cause: "429" };
    await one.write(record, WINDOW);
    expect(await two.read()).toEqual(record);
    const path = join(dir, learnedFileName("org:vendor"));
    expect(JSON.parse(readFileSync(path, "utf8"))).toEqual(record);
    writeFileSync(path, '{"version":1,"requests":');
    expect(await two.read()).toBeUndefined();
    writeFileSync(path, JSON.stringify({ ...record, requests: -1 }));
    expect(await two.read()).toBeUndefined();
  });

  test("a link planted in its place is neither followed on read nor written through", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-learned-"));
    dirs.push(dir);
    const target = join(dir, "victim.txt");
    writeFileSync(target, "keep me");
    symlinkSync(target, join(dir, learnedFileName("org:vendor")));
    const store = createFileLearned({ dir, key: "org:vendor" });
    await expect(store.read()).rejects.toThrow(/ELOOP/);
    await store.write({ version: 1, requests: 7, inputTokens: null, at: T, cause: "429" }, WINDOW);
    expect(readFileSync(target, "utf8")).toBe("keep me");
  });
});

test("the window read for a 429 is the one before its settle (the state the store had)", async () => {
  const clock = new SimClock(T);
  const learned = createLearnedBudget({ store: createMemoryLearned(), budget, now: clock.now });
  const seen: LimiterState = {
    store: "memory",
    budget,
    used: { requests: 11, inputTokens: 110 },
    remaining: { requests: 39, inputTokens: 49_890 },
    inFlight: 1,
    queued: 0,
    pausedUntil: null,
    at: T,
  };
  expect(await learned.observe(429, undefined, { requests: 1, inputTokens: 10 }, async () => seen)).toBe(
    true,
  );
  expect(learned.view()?.requests).toBe(25); // 10 answered, but one 429 halves at most
});
