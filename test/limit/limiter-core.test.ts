import { execFileSync } from "node:child_process";
import { describe, expect, test } from "vitest";
import { UsageError } from "../../src/errors.js";
import { createLimiter, RequestTooLargeError } from "../../src/limit/index.js";
import { createLimiterCore } from "../../src/limit/limiter.js";
import { createMemoryStore } from "../../src/limit/memory-store.js";
import type { Budget } from "../../src/limit/types.js";
import { limiterBundle } from "./helpers/limiter-bundle.js";
import { SimClock } from "./helpers/sim-clock.js";

const budget: Budget = { requests: 2, inputTokens: 1000, windowMs: 60_000, marginMs: 60, latencyMs: 10_000 };

function simLimiter(b: Budget = budget) {
  const clock = new SimClock();
  const store = createMemoryStore({ now: clock.now });
  return { clock, store, limiter: createLimiterCore({ budget: b, store, clock }) };
}

describe("createLimiter core", () => {
  test("a request larger than the whole token budget fails at once, saying so and what to do", async () => {
    const { limiter } = simLimiter();
    const error = await limiter.acquire({ requests: 1, inputTokens: 1001 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTooLargeError);
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toMatch(/1001 counted input tokens, more than the whole budget of 1000/);
    expect((error as Error).message).toMatch(/JOBAI_LIMIT_INPUT_TOKENS/);
    expect(String((error as Error).message)).toMatch(/prompt caching/);
  });

  test("a cost that is not whole numbers of 0 or more is a TypeError", async () => {
    const { limiter } = simLimiter();
    await expect(limiter.acquire({ requests: -1, inputTokens: 0 })).rejects.toThrow(TypeError);
    await expect(limiter.acquire({ requests: 1, inputTokens: 1.5 })).rejects.toThrow(/whole numbers/);
  });

  test("an unanswered entry leaves after latency allowance, window and margin; an answered one a window after its answer", async () => {
    const { clock, limiter } = simLimiter();
    const start = clock.now();
    await limiter.acquire({ requests: 1, inputTokens: 10 });
    await limiter.acquire({ requests: 1, inputTokens: 10 });
    let at = 0;
    const third = limiter.acquire({ requests: 1, inputTokens: 10 }).then((r) => {
      at = r.at;
    });
    await clock.runUntilIdle();
    await third;
    expect(at - start).toBe(budget.latencyMs + budget.windowMs + budget.marginMs + 1);
    // A fourth request admitted now and answered 500 ms later ends one window (and margin) after its answer.
    const now = clock.now();
    const x = await limiter.acquire({ requests: 1, inputTokens: 1 });
    const answered = clock.sleep(500).then(() => x.settle({ requests: 1, inputTokens: 1 }));
    let next = 0;
    const behind = limiter.acquire({ requests: 1, inputTokens: 1 }).then((r) => {
      next = r.at;
    });
    await clock.runUntilIdle();
    await Promise.all([answered, behind]);
    expect(next - now).toBe(500 + budget.windowMs + budget.marginMs + 1);
  });

  test("settling down frees tokens at once for the next waiter", async () => {
    const { clock, limiter } = simLimiter();
    const start = clock.now();
    const first = await limiter.acquire({ requests: 1, inputTokens: 900 });
    let at = 0;
    const second = limiter.acquire({ requests: 1, inputTokens: 500 }).then((r) => {
      at = r.at;
    });
    await clock.settle();
    expect(at).toBe(0);
    const settled = clock.sleep(1000).then(() => first.settle({ requests: 1, inputTokens: 100 }));
    await clock.runUntilIdle();
    await settled;
    await second;
    expect(at - start).toBeLessThanOrEqual(1000 + 200);
    expect((await limiter.state()).used).toEqual({ requests: 2, inputTokens: 600 });
  });

  test("pause holds every client of the store until the time given", async () => {
    const { clock, store, limiter } = simLimiter();
    const other = createLimiterCore({ budget, store, clock });
    const start = clock.now();
    await limiter.pause(start + 5000);
    expect((await other.state()).pausedUntil).toBe(start + 5000);
    let at = 0;
    const waiting = other.acquire({ requests: 1, inputTokens: 1 }).then((r) => {
      at = r.at;
    });
    await clock.runUntilIdle();
    await waiting;
    expect(at).toBe(start + 5000);
  });

  test("an aborted waiter rejects with the signal's reason, leaves the queue, and the next one proceeds", async () => {
    const { clock, limiter } = simLimiter({ ...budget, requests: 1 });
    await limiter.acquire({ requests: 1, inputTokens: 1 });
    const head = new AbortController();
    const behind = new AbortController();
    const first = limiter.acquire({ requests: 1, inputTokens: 1 }, head.signal).catch((e: unknown) => e);
    const second = limiter.acquire({ requests: 1, inputTokens: 1 }, behind.signal).catch((e: unknown) => e);
    const third = limiter.acquire({ requests: 1, inputTokens: 1 });
    await clock.settle();
    behind.abort(new Error("gave up"));
    expect(await second).toEqual(new Error("gave up"));
    head.abort(new Error("head gave up"));
    await clock.settle();
    expect(await first).toEqual(new Error("head gave up"));
    expect((await limiter.state()).queued).toBe(1);
    await clock.runUntilIdle();
    await expect(third).resolves.toMatchObject({ cost: { requests: 1, inputTokens: 1 } });
  });

  test("a waiter that died first in line holds the others up only until its place lapses (3 s)", async () => {
    const short: Budget = { requests: 1, inputTokens: 100, windowMs: 1000, marginMs: 0, latencyMs: 0 };
    const { clock, store, limiter } = simLimiter(short);
    const start = clock.now();
    await limiter.acquire({ requests: 1, inputTokens: 1 });
    // Another process joins the queue, then is killed: it never asks again.
    expect(await store.tryAcquire("dead", { requests: 1, inputTokens: 1 }, short)).toMatchObject({
      granted: false,
    });
    let at = 0;
    const live = limiter.acquire({ requests: 1, inputTokens: 1 }).then((r) => {
      at = r.at;
    });
    await clock.runUntilIdle();
    await live;
    expect(at - start).toBeGreaterThanOrEqual(3000);
    expect(at - start).toBeLessThanOrEqual(3000 + 50);
  });

  test("aborted while the store decides: rejected, and the place it was given goes back", async () => {
    const clock = new SimClock();
    const memory = createMemoryStore({ now: clock.now });
    const controller = new AbortController();
    const slow = {
      ...memory,
      tryAcquire: async (...args: Parameters<typeof memory.tryAcquire>) => {
        const decision = await memory.tryAcquire(...args);
        controller.abort(new Error("caller gave up"));
        return decision;
      },
    };
    const limiter = createLimiterCore({ budget, store: slow, clock });
    await expect(limiter.acquire({ requests: 1, inputTokens: 500 }, controller.signal)).rejects.toThrow(
      "caller gave up",
    );
    expect((await limiter.state()).used).toEqual({ requests: 0, inputTokens: 0 });
  });

  test("an already aborted signal rejects without waiting", async () => {
    const { limiter } = simLimiter();
    await expect(
      limiter.acquire({ requests: 1, inputTokens: 1 }, AbortSignal.abort(new Error("no"))),
    ).rejects.toThrow("no");
  });

  test("on real timers, an awaited wait keeps the process until granted; an aborted one leaves nothing behind", async () => {
    const bundle = await limiterBundle();
    const run = (body: string) =>
      execFileSync(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `const { createLimiter } = await import(${JSON.stringify(bundle)});
           const limiter = createLimiter({ store: "memory", requests: 1, window: 300, env: {} });
           await limiter.acquire({ requests: 1, inputTokens: 1 });
           ${body}`,
        ],
        { encoding: "utf8", timeout: 15_000 },
      ).trim();
    expect(run(`await limiter.acquire({ requests: 1, inputTokens: 1 }); console.log("granted");`)).toBe(
      "granted",
    );
    // After the abort no timer is left to hold the process (a 300 ms wait, or the idle 60 s limiter's);
    // a hang shows as execFileSync's timeout.
    const out = run(`
      const controller = new AbortController();
      limiter.acquire({ requests: 1, inputTokens: 1 }, controller.signal).catch(() => {
        console.log("aborted");
        setImmediate(() => console.log(process.getActiveResourcesInfo().filter((r) => r === "Timeout").length, "timers"));
      });
      setTimeout(() => controller.abort(), 10);
      const second = createLimiter({ store: "memory", requests: 1, window: "60s", env: {} });
      console.log("waiting");`);
    expect(out.split("\n")).toEqual(["waiting", "aborted", "0 timers"]);
  });
});

describe("createLimiter settings", () => {
  test("defaults come from resolveSettings: 50 requests, 50,000 tokens, 60 s, margin a twentieth of the window up to 1 s", () => {
    const limiter = createLimiter({ env: {}, store: "memory" });
    expect(limiter.budget).toEqual({
      requests: 50,
      inputTokens: 50_000,
      windowMs: 60_000,
      marginMs: 60,
      latencyMs: 10_000,
    });
  });

  test("options and JOBAI_* variables shape the budget", () => {
    const limiter = createLimiter({
      env: { JOBAI_LIMIT_REQUESTS: "7", JOBAI_LIMIT_INPUT_TOKENS: "900", JOBAI_LIMIT_WINDOW: "2s" },
      store: "memory",
      marginMs: 30,
    });
    expect(limiter.budget).toEqual({
      requests: 7,
      inputTokens: 900,
      windowMs: 2000,
      marginMs: 30,
      latencyMs: 2000,
    });
  });

  test.each([
    [{ requests: 0 }, /request limit.*greater than 0/],
    [{ requests: -3 }, /request limit/],
    [{ inputTokens: 0 }, /input-token limit/],
    [{ window: 0 }, /window/],
    [{ window: "soon" }, /window/],
    [{ store: "disk" }, /must be one of memory, file, redis, off/],
    [{ store: "redis" }, /needs an address: set JOBAI_REDIS_URL/],
    [{ redisUrl: "localhost:6379" }, /redis:\/\/ or rediss:\/\/ URL/],
    [{ marginMs: -1 }, /marginMs/],
  ])("bad input %j is a UsageError naming it", (options, message) => {
    expect(() => createLimiter({ env: {}, ...(options as object) })).toThrow(message);
    try {
      createLimiter({ env: {}, ...(options as object) });
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
    }
  });
});
