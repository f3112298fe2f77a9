/**
 * A request that reaches the proxy later than the latency allowance (issue 22: eight cold processes
 * on two cores took more than 1 s between admission and the proxy) is still counted by the proxy
 * for a whole window after it arrived. Its response bounds that arrival, so once settled its entry
 * lives until one window after the response, even past what was assumed at admission. On the
 * simulated clock: the rule itself, the same rule in Lua on a real redis-server, and the property
 * that no window of the proxy's clock exceeds the budget when arrivals come late but answers come
 * while their entries live.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createLimiterCore } from "../../src/limit/limiter.js";
import { createMemoryStore } from "../../src/limit/memory-store.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import { decide, emptyState, settle } from "../../src/limit/sliding-window.js";
import type { Budget, Reservation, Store } from "../../src/limit/types.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";
import { SimClock } from "./helpers/sim-clock.js";

const one = { requests: 1, inputTokens: 1 };

describe("settle: the response bounds the arrival", () => {
  const budget: Budget = { requests: 1, inputTokens: 10, windowMs: 1000, marginMs: 5, latencyMs: 100 };

  test("an answer seen after the latency allowance keeps the entry one window past the answer", () => {
    const state = emptyState();
    expect(decide(state, "a", one, budget, 0, 60_000).granted).toBe(true);
    // Reached the proxy at 550, answered at 600: the proxy counts it through 1550.
    expect(settle(state, "a", one, budget, 600)).toBe(true);
    // The admission estimate (0 + 100 + 1000 + 5 + 1 = 1106) has passed; the proxy still counts it.
    expect(decide(state, "b", one, budget, 1106, 60_000).granted).toBe(false);
    expect(decide(state, "b", one, budget, 1605, 60_000).granted).toBe(false);
    expect(decide(state, "b", one, budget, 1606, 60_000)).toEqual({ granted: true, at: 1606 });
  });

  test("an early answer still shortens the entry, and a later settle (message_delta) changes the cost only", () => {
    const state = emptyState();
    decide(state, "a", one, budget, 0, 60_000);
    settle(state, "a", { requests: 1, inputTokens: 4 }, budget, 30);
    settle(state, "a", { requests: 1, inputTokens: 7 }, budget, 900);
    expect(state.entries).toEqual([
      expect.objectContaining({ id: "a", end: 30 + 1000 + 5 + 1, inputTokens: 7, settled: true }),
    ]);
  });

  test("a settle after the entry left the window does not bring it back, pruned or not", () => {
    const state = emptyState();
    decide(state, "a", one, budget, 0, 60_000);
    expect(settle(state, "a", one, budget, 1106)).toBe(false);
    // Pruned (the settle prunes first, as the Lua script does) or left as it was: never brought back.
    expect(state.entries.filter((entry) => entry.end > 1106)).toEqual([]);
  });

  describe("the Lua script keeps the same rule", () => {
    let redis: RedisServer;
    beforeAll(async () => {
      redis = await startRedis();
    });
    afterAll(async () => {
      await redis?.stop();
    });

    // Real time on both sides (Redis reads its own clock): an allowance of 50 ms, an answer 250 ms
    // after admission, a look 200 ms after the answer, when the admission estimate (356 ms) has
    // passed and the answer's window (answer + 306 ms) has not: 100 ms of slack either way.
    const real: Budget = { requests: 1, inputTokens: 10, windowMs: 300, marginMs: 5, latencyMs: 50 };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    async function lateAnswer(store: Store) {
      expect((await store.tryAcquire("a", one, real)).granted).toBe(true);
      await pause(250);
      await store.settle("a", one, real);
      await pause(200);
      const held = (await store.state(real)).used.requests;
      await pause(200);
      const gone = (await store.state(real)).used.requests;
      return { held, gone };
    }

    test("an answer after the allowance holds the entry in Redis as in memory", async () => {
      const fromRedis = createRedisStore({ url: redis.url, key: `late-${Date.now()}` });
      try {
        const [r, m] = await Promise.all([lateAnswer(fromRedis), lateAnswer(createMemoryStore())]);
        expect(r).toEqual({ held: 1, gone: 0 });
        expect(m).toEqual({ held: 1, gone: 0 });
      } finally {
        await fromRedis.close();
      }
    });
  });
});

interface Arrival {
  gap: number;
  client: number;
  /** Admission to the proxy counting it, as a share of latencyMs + windowMs: may exceed latencyMs. */
  lateShare: number;
  /** From the proxy counting it to the response, as a share of what is left before its entry ends. */
  answerShare: number;
  /** Never answered (a killed process): it then reaches the proxy within the allowance. */
  lost: boolean;
}

describe("late arrivals on a simulated clock", () => {
  test("no closed window of the proxy's clock holds more than the budget when each late request is answered while its entry lives", async () => {
    const budgetArb = fc.record({
      requests: fc.integer({ min: 1, max: 6 }),
      inputTokens: fc.constant(1_000_000),
      windowMs: fc.integer({ min: 100, max: 5000 }),
      marginMs: fc.integer({ min: 0, max: 20 }),
      latencyMs: fc.integer({ min: 0, max: 1000 }),
    });
    const arrivalArb = (budget: Budget) =>
      fc.record({
        gap: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: budget.windowMs })),
        client: fc.integer({ min: 0, max: 2 }),
        lateShare: fc.double({ min: 0, max: 0.999, noNaN: true }),
        answerShare: fc.double({ min: 0, max: 0.999, noNaN: true }),
        lost: fc.integer({ min: 0, max: 6 }).map((n) => n === 0),
      });
    await fc.assert(
      fc.asyncProperty(
        budgetArb.chain((budget) =>
          fc.tuple(fc.constant(budget), fc.array(arrivalArb(budget), { minLength: 1, maxLength: 30 })),
        ),
        async ([budget, arrivals]) => {
          const proxyTimes = await simulate(budget, arrivals);
          expect(proxyTimes).toHaveLength(arrivals.length);
          let worst = 0;
          for (const t of proxyTimes) {
            worst = Math.max(worst, proxyTimes.filter((p) => p >= t && p <= t + budget.windowMs).length);
          }
          expect(worst).toBeLessThanOrEqual(budget.requests);
        },
      ),
      { numRuns: 150 },
    );
  });
});

/** Three limiters over one memory store on a simulated clock; returns when the proxy counted each request. */
async function simulate(budget: Budget, arrivals: Arrival[]): Promise<number[]> {
  const clock = new SimClock();
  const store = createMemoryStore({ now: clock.now, leaseMs: 60_000 });
  const limiters = [0, 1, 2].map(() =>
    createLimiterCore({ budget, store, clock, pollMs: Math.max(5, Math.round(budget.windowMs / 20)) }),
  );
  // The entry of a request admitted at `at` ends at `at + span` unless settled before then.
  const span = budget.latencyMs + budget.windowMs + budget.marginMs + 1;
  const proxyTimes: number[] = [];
  let t = clock.now();
  const tasks = arrivals.map((arrival) => {
    t += arrival.gap;
    return clock.sleep(t - clock.now()).then(async () => {
      const limiter = limiters[arrival.client] as (typeof limiters)[number];
      const reservation: Reservation = await limiter.acquire(one);
      const late = arrival.lost
        ? Math.floor(arrival.lateShare * budget.latencyMs)
        : Math.floor(arrival.lateShare * (budget.latencyMs + budget.windowMs));
      await clock.sleep(late);
      proxyTimes.push(clock.now());
      if (arrival.lost) return;
      // Answered before the admission estimate runs out: the one condition the guarantee needs.
      await clock.sleep(Math.floor(arrival.answerShare * (reservation.at + span - 1 - clock.now())));
      await reservation.settle(one);
    });
  });
  await clock.runUntilIdle();
  await Promise.all(tasks);
  return proxyTimes;
}
