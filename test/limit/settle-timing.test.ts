/**
 * Slot reuse (issue 32) and the organization's waiters (issue 29, item 3): an entry ends one window
 * after its response was SEEN, not after its settle reached the store; a waiter's predicted turn
 * counts an entry in flight at its earliest end (as if answered at once), not at its latency
 * allowance; a waiter behind another sleeps until that turn instead of asking every poll interval.
 * Memory (the TypeScript rules) and a real redis-server (the Lua script) give the same times.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createFileStore, stateDirName } from "../../src/limit/file-store.js";
import { createLimiterCore } from "../../src/limit/limiter.js";
import { createMemoryStore } from "../../src/limit/memory-store.js";
import { limitMiddleware } from "../../src/limit/middleware.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import {
  boundAgo,
  decide,
  emptyState,
  predictTurn,
  settle,
  settledEnd,
} from "../../src/limit/sliding-window.js";
import type { Budget, Cost, Limiter, Reservation, Store } from "../../src/limit/types.js";
import { JumpClock } from "../helpers/jump-clock.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";
import { SimClock } from "./helpers/sim-clock.js";

const budget: Budget = { requests: 2, inputTokens: 1000, windowMs: 3000, marginMs: 5, latencyMs: 2000 };
const one: Cost = { requests: 1, inputTokens: 1 };

describe("the sliding-window rules", () => {
  test("a settle ends its entry one window after its response was seen, never before its admission", () => {
    const state = emptyState();
    decide(state, "a", one, budget, 1000, 3000);
    decide(state, "b", one, budget, 1000, 3000);
    // Response seen at 1040, settled (after its body, the way to the store) at 1100.
    settle(state, "a", one, budget, 1100, 60);
    expect(state.entries.find((e) => e.id === "a")?.end).toBe(settledEnd(budget, 1040));
    // A duration longer than the time since admission is not believed past the admission.
    settle(state, "b", one, budget, 1100, 500);
    expect(state.entries.find((e) => e.id === "b")?.end).toBe(settledEnd(budget, 1000));
    // A later settle changes the cost only.
    settle(state, "a", { requests: 1, inputTokens: 0 }, budget, 1500, 0);
    expect(state.entries.find((e) => e.id === "a")?.end).toBe(settledEnd(budget, 1040));
  });

  test("how long ago a response was seen is believed up to the latency allowance", () => {
    expect(boundAgo(undefined, budget)).toBe(0);
    expect(boundAgo(-5, budget)).toBe(0);
    expect(boundAgo(Number.NaN, budget)).toBe(0);
    expect(boundAgo(40.4, budget)).toBe(40);
    expect(boundAgo(1e9, budget)).toBe(budget.latencyMs);
  });

  test("a waiter's turn counts an entry in flight at its earliest end, not at its latency allowance", () => {
    const state = emptyState();
    decide(state, "a", one, budget, 1000, 60_000);
    decide(state, "b", one, budget, 1010, 60_000);
    // Both in flight: the first slot may free one window after a's admission.
    expect(decide(state, "c", one, budget, 1100, 60_000)).toMatchObject({
      granted: false,
      waitMs: settledEnd(budget, 1000) - 1100,
    });
    expect(predictTurn(state, "c", budget, 1100)).toBe(settledEnd(budget, 1000));
    // Past that and still in flight: assumed to end within a poll interval (60 ms at 3 s), and
    // admission itself still counts it to its allowance.
    expect(decide(state, "c", one, budget, 5000, 60_000)).toMatchObject({ granted: false, waitMs: 60 });
  });
});

describe("memory and Redis stores", () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  /** A full window; `a` answered 400 ms before its settle: the next waiter's turn, from now. */
  async function turnAfterSettle(store: Store): Promise<number[]> {
    const turns: number[] = [];
    await store.tryAcquire("a", one, budget);
    await store.tryAcquire("b", one, budget);
    const inFlight = await store.tryAcquire("c", one, budget);
    if (!inFlight.granted) turns.push(inFlight.waitMs);
    // a's response was seen 400 ms before its settle, at least 100 ms after its admission.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await store.settle("a", one, budget, 400);
    await store.settle("b", one, budget);
    const settled = await store.tryAcquire("c", one, budget);
    if (!settled.granted) turns.push(settled.waitMs);
    return turns;
  }

  test.each(["memory", "redis"] as const)("%s: the turn follows the response's time", async (kind) => {
    const store =
      kind === "memory"
        ? createMemoryStore()
        : createRedisStore({ url: redis.url, key: `settle-timing-${Date.now()}` });
    try {
      const [inFlight, settled] = await turnAfterSettle(store);
      const span = budget.windowMs + budget.marginMs + 1;
      // In flight: one window after admission (the allowance would add 2 s).
      expect(inFlight).toBeGreaterThan(span - 300);
      expect(inFlight).toBeLessThanOrEqual(span);
      // Settled: a ends one window after its response, 400 ms before its settle (old: after the settle).
      expect(settled).toBeGreaterThan(span - 400 - 300);
      expect(settled).toBeLessThanOrEqual(span - 400);
    } finally {
      await store.close();
    }
  });
});

describe("the file store", () => {
  test("a settle that waits for the lock ends its entry one window after the response, not after the wait", async () => {
    const dir = mkdtempSync(join(tmpdir(), "jobai-settle-timing-"));
    const clock = new JumpClock(Date.now());
    const store = createFileStore({ dir, key: "k", staleMs: 400, now: clock.now, sleep: clock.sleep });
    expect(await store.tryAcquire("a", one, budget)).toMatchObject({ granted: true });
    await clock.sleep(100);
    // A live process holds the lock on the head (generation 1) until this store breaks it, 400 ms
    // on its clock later: the settle's decision comes that long after its call.
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      mkdirSync(join(dir, stateDirName("k")), { recursive: true });
      writeFileSync(join(dir, stateDirName("k"), "1.0.lock"), `${child.pid} ${hostname()}`);
      const called = clock.now();
      // The response was seen 50 ms before the call.
      await store.settle("a", one, budget, 50);
      expect(clock.now() - called).toBeGreaterThan(400);
      const entry = store.lastKnown()?.entries.find((e) => e.id === "a");
      // Old: one window after the decision less 50 ms, so 400 ms of a slot unused. (The lock's
      // jittered retries leave the simulated time fractional; the duration is rounded.)
      expect(Math.abs((entry?.end ?? 0) - settledEnd(budget, called - 50))).toBeLessThanOrEqual(1);
    } finally {
      child.kill("SIGKILL");
      await store.close();
    }
  });
});

describe("the limiter core", () => {
  test("a waiter behind another process's ticket sleeps until its turn instead of asking every poll", async () => {
    const clock = new SimClock();
    const memory = createMemoryStore({ now: clock.now });
    const window: Budget = {
      requests: 1,
      inputTokens: 1000,
      windowMs: 60_000,
      marginMs: 60,
      latencyMs: 10_000,
    };
    let asks = 0;
    const counted: Store = {
      ...memory,
      tryAcquire: async (...args) => {
        const decision = await memory.tryAcquire(...args);
        if (!decision.granted && decision.reason === "queue") asks++;
        return decision;
      },
    };
    const first = createLimiterCore({ budget: window, store: memory, clock });
    const second = createLimiterCore({ budget: window, store: memory, clock });
    const third = createLimiterCore({ budget: window, store: counted, clock });
    const held = await first.acquire(one);
    await held.settle(one);
    // The second holds the head of the queue (answered at once); the third waits behind it.
    const waiting = [
      second.acquire(one).then(async (r) => {
        await r.settle(one);
        return r;
      }),
      clock.sleep(1).then(() => third.acquire(one)),
    ];
    await clock.runUntilIdle();
    const [next, last] = (await Promise.all(waiting)) as Reservation[];
    expect(last?.at).toBeGreaterThanOrEqual((next?.at ?? 0) + window.windowMs);
    // A window behind the second: asking every poll interval (200 ms) took 300 asks; now once a
    // second at most, to keep its place (a third of its lease).
    expect(asks).toBeGreaterThan(0);
    expect(asks).toBeLessThanOrEqual(window.windowMs / 1000 + 5);
  });
});

describe("the middleware", () => {
  test("a response whose body comes late is settled as of its headers", async () => {
    const server = createServer((req, res) => {
      req.resume();
      req.once("end", () => {
        res.writeHead(200, { "content-type": "application/json" });
        res.flushHeaders();
        const body = {
          id: "msg_1",
          type: "message",
          role: "assistant",
          model: "m",
          content: [],
          stop_reason: "end_turn",
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 1 },
        };
        setTimeout(() => res.end(JSON.stringify(body)), 300);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const settles: (number | undefined)[] = [];
    const store = createMemoryStore();
    const core = createLimiterCore({
      budget: { ...budget, inputTokens: 1_000_000 },
      store,
      clock: new SimClock(),
    });
    const limiter: Limiter = {
      ...core,
      budget: core.budget,
      acquire: async (cost, signal) => {
        const reservation = await core.acquire(cost, signal);
        return {
          ...reservation,
          settle: (actual: Cost, seenAgoMs?: number) => {
            settles.push(seenAgoMs);
            return reservation.settle(actual, seenAgoMs);
          },
        };
      },
    };
    try {
      const client = new Anthropic({
        baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        apiKey: "test",
        maxRetries: 0,
        middleware: [limitMiddleware(limiter)],
      } as ConstructorParameters<typeof Anthropic>[0]);
      await client.messages.create({
        model: "m",
        max_tokens: 8,
        messages: [{ role: "user", content: "hi" }],
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(settles.length).toBeGreaterThan(0);
      expect(settles[0]).toBeGreaterThanOrEqual(250);
    } finally {
      server.close();
    }
  });
});
