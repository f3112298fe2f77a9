/**
 * Properties of the limiter on a simulated clock: for random arrival patterns, sizes, latencies
 * and settles, no interval of one window on the proxy's clock ever holds more than either budget
 * (closed intervals, as the emulator's proxy counts), admission is first in first out, and settle
 * never loses or invents budget.
 *
 * Each admitted request reaches the proxy some time after admission (at most `latencyMs`: the
 * guarantee's stated assumption), its response is seen `answer` later, and it is then settled at
 * its actual usage, unless it is one the client never settles (a killed process).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { createLimiterCore } from "../../src/limit/limiter.js";
import { createMemoryStore } from "../../src/limit/memory-store.js";
import type { Budget, Reservation } from "../../src/limit/types.js";
import { SimClock } from "./helpers/sim-clock.js";

interface Arrival {
  gap: number;
  client: number;
  requests: number;
  estimate: number;
  /** Actual as a share of the estimate (settle down when < 1, up when > 1). */
  actualShare: number;
  /** Share of the latency allowance between admission and the proxy counting it. */
  latencyShare: number;
  /** From the proxy counting it to the client seeing the response and settling. */
  answer: number;
  /** Never settled (the client died). */
  lost: boolean;
}

interface Granted {
  index: number;
  /** When acquire was called. */
  calledAt: number;
  at: number;
  /** When the proxy counted it. */
  proxyAt: number;
  requests: number;
  estimate: number;
  actual: number;
  settledAt: number | undefined;
}

const budgetArb = fc.record({
  requests: fc.integer({ min: 1, max: 8 }),
  inputTokens: fc.integer({ min: 50, max: 2000 }),
  windowMs: fc.integer({ min: 100, max: 5000 }),
  marginMs: fc.integer({ min: 0, max: 20 }),
  latencyMs: fc.integer({ min: 0, max: 300 }),
});

function arrivalsArb(budget: Budget, allowSettleUp: boolean) {
  return fc.array(
    fc.record({
      gap: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: budget.windowMs })),
      client: fc.integer({ min: 0, max: 2 }),
      requests: fc.integer({ min: 1, max: budget.requests }),
      estimate: fc.integer({ min: 0, max: budget.inputTokens }),
      actualShare: allowSettleUp
        ? fc.double({ min: 0, max: 1.5, noNaN: true })
        : fc.double({ min: 0, max: 1, noNaN: true }),
      latencyShare: fc.double({ min: 0, max: 1, noNaN: true }),
      answer: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 2 * budget.windowMs })),
      lost: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    }),
    { minLength: 1, maxLength: 25 },
  );
}

/** Run arrivals through `clients` limiters sharing one memory store; returns what was admitted. */
async function simulate(budget: Budget, arrivals: Arrival[], clients: number, checkpoints: number[]) {
  const clock = new SimClock();
  const store = createMemoryStore({ now: clock.now, leaseMs: 60_000 });
  const limiters = Array.from({ length: clients }, () =>
    createLimiterCore({ budget, store, clock, pollMs: Math.max(5, Math.round(budget.windowMs / 20)) }),
  );
  const granted: Granted[] = [];
  const callOrder: number[][] = Array.from({ length: clients }, () => []);
  const grantOrder: number[][] = Array.from({ length: clients }, () => []);
  const mismatches: string[] = [];
  const span = budget.latencyMs + budget.windowMs + budget.marginMs + 1;
  const start = clock.now();
  let t = start;
  const tasks: Promise<void>[] = [];
  arrivals.forEach((arrival, index) => {
    t += arrival.gap;
    const client = arrival.client % clients;
    const limiter = limiters[client];
    if (!limiter) throw new Error("no limiter");
    tasks.push(
      clock.sleep(t - clock.now()).then(async () => {
        callOrder[client]?.push(index);
        const calledAt = clock.now();
        const reservation: Reservation = await limiter.acquire({
          requests: arrival.requests,
          inputTokens: arrival.estimate,
        });
        grantOrder[client]?.push(index);
        const record: Granted = {
          index,
          calledAt,
          at: reservation.at,
          proxyAt: reservation.at + Math.floor(arrival.latencyShare * budget.latencyMs),
          requests: arrival.requests,
          estimate: arrival.estimate,
          // A lost request is charged by the proxy at whatever it really counted; here, its estimate.
          actual: arrival.lost ? arrival.estimate : Math.round(arrival.estimate * arrival.actualShare),
          settledAt: undefined,
        };
        granted.push(record);
        if (arrival.lost) return;
        await clock.sleep(record.proxyAt - clock.now() + arrival.answer);
        record.settledAt = clock.now();
        await reservation.settle({ requests: arrival.requests, inputTokens: record.actual });
      }),
    );
  });
  for (const offset of checkpoints) {
    tasks.push(
      clock.sleep(offset).then(async () => {
        const now = clock.now();
        const expected = { requests: 0, inputTokens: 0 };
        for (const g of granted) {
          // Settled while it lived: one window after its answer, sooner or later than at admission.
          const end =
            g.settledAt !== undefined && g.settledAt < g.at + span
              ? g.settledAt + budget.windowMs + budget.marginMs + 1
              : g.at + span;
          if (end <= now) continue;
          expected.requests += g.requests;
          expected.inputTokens += g.settledAt === undefined ? g.estimate : g.actual;
        }
        const state = await limiters[0]?.state();
        if (state?.used.requests !== expected.requests || state.used.inputTokens !== expected.inputTokens) {
          mismatches.push(
            `at +${now - start}: used ${JSON.stringify(state?.used)}, expected ${JSON.stringify(expected)}`,
          );
        }
      }),
    );
  }
  await clock.runUntilIdle();
  await Promise.all(tasks);
  return { granted, callOrder, grantOrder, mismatches };
}

/** The largest sum the proxy sees in a closed interval [a, a + windowMs]; the worst starts at an arrival. */
function worstWindow(granted: Granted[], windowMs: number, value: (g: Granted) => number): number {
  let worst = 0;
  for (const first of granted) {
    let sum = 0;
    for (const g of granted)
      if (g.proxyAt >= first.proxyAt && g.proxyAt <= first.proxyAt + windowMs) sum += value(g);
    worst = Math.max(worst, sum);
  }
  return worst;
}

describe("limiter on a simulated clock", () => {
  test("no window ever exceeds either budget, and every request is admitted", async () => {
    await fc.assert(
      fc.asyncProperty(
        budgetArb.chain((budget) =>
          fc.tuple(fc.constant(budget), arrivalsArb(budget, false), fc.integer({ min: 1, max: 3 })),
        ),
        async ([budget, arrivals, clients]) => {
          const { granted } = await simulate(budget, arrivals, clients, []);
          expect(granted).toHaveLength(arrivals.length);
          expect(worstWindow(granted, budget.windowMs, (g) => g.requests)).toBeLessThanOrEqual(
            budget.requests,
          );
          expect(worstWindow(granted, budget.windowMs, (g) => g.actual)).toBeLessThanOrEqual(
            budget.inputTokens,
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  test("one client's requests are admitted first in first out, so a large one is not starved", async () => {
    await fc.assert(
      fc.asyncProperty(
        budgetArb.chain((budget) => fc.tuple(fc.constant(budget), arrivalsArb(budget, true))),
        async ([budget, arrivals]) => {
          const { callOrder, grantOrder } = await simulate(budget, arrivals, 1, []);
          expect(grantOrder[0]).toEqual(callOrder[0]);
        },
      ),
      { numRuns: 60 },
    );
  });

  test("across clients sharing a store, a request as large as the budget is not starved by small ones", async () => {
    await fc.assert(
      fc.asyncProperty(
        budgetArb.chain((budget) =>
          fc.tuple(
            fc.constant(budget),
            // Two busy clients send a dense stream of small requests (a quarter of the token budget
            // at most); the large one is alone on client 0, arriving early in the stream.
            fc.array(
              fc.record({
                gap: fc.integer({ min: 0, max: Math.ceil(budget.windowMs / budget.requests / 4) }),
                client: fc.integer({ min: 1, max: 2 }),
                requests: fc.constant(1),
                estimate: fc.integer({
                  min: Math.ceil(budget.inputTokens / 8),
                  max: Math.floor(budget.inputTokens / 4),
                }),
                actualShare: fc.constant(1),
                latencyShare: fc.double({ min: 0, max: 1, noNaN: true }),
                answer: fc.integer({ min: 0, max: 20 }),
                lost: fc.constant(false),
              }),
              { minLength: 40, maxLength: 60 },
            ),
            fc.integer({ min: 0, max: 8 }),
          ),
        ),
        async ([budget, smalls, where]) => {
          const big: Arrival = {
            gap: 0,
            client: 0,
            requests: 1,
            estimate: budget.inputTokens,
            actualShare: 1,
            latencyShare: 0,
            answer: 0,
            lost: false,
          };
          const at = where;
          const arrivals = [...smalls.slice(0, at), big, ...smalls.slice(at)];
          const { granted } = await simulate(budget, arrivals, 3, []);
          const record = granted.find((g) => g.index === at);
          expect(record).toBeDefined();
          // A request leaves one window after its answer is seen, later than its admission's
          // estimate when the answer comes after the latency allowance (sliding-window.ts): the
          // longest any request here holds its place is a span and the slowest answer.
          const span = budget.latencyMs + budget.windowMs + budget.marginMs + 1;
          const held = span + Math.max(...arrivals.map((a) => a.answer));
          const poll = Math.max(5, Math.round(budget.windowMs / 20));
          // What was live when it arrived leaves within that; at most one waiter of each other
          // client is ahead of it in the store's queue, each admitted within that.
          expect((record?.at ?? 0) - (record?.calledAt ?? 0)).toBeLessThanOrEqual(3 * held + 3 * poll);
        },
      ),
      { numRuns: 60 },
    );
  });

  test("settle never loses or invents budget, down or up, and counts at the original send time", async () => {
    await fc.assert(
      fc.asyncProperty(
        budgetArb.chain((budget) =>
          fc.tuple(
            fc.constant(budget),
            arrivalsArb(budget, true),
            fc.integer({ min: 1, max: 3 }),
            fc.array(fc.integer({ min: 0, max: 6 * budget.windowMs }), { minLength: 1, maxLength: 12 }),
          ),
        ),
        async ([budget, arrivals, clients, checkpoints]) => {
          const { mismatches } = await simulate(budget, arrivals, clients, checkpoints);
          expect(mismatches).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });
});
