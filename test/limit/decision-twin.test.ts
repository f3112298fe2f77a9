/**
 * The Redis script and the TypeScript rules (memory and file stores) take the same decision on the
 * same window (issue 29, item 4): random windows of entries and waiters (jobs, priorities, arrivals
 * out of order, pauses, queues longer than TURNS_AHEAD), the script run in a real redis-server on
 * the same simulated time as the TypeScript (redis-script.ts, ScriptClock "argument"). Each case
 * compares the whole decision (granted, the wait to the ms, the reason) and the window written back,
 * then a settle's.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { Priority } from "../../src/config/settings.js";
import { budgetKeys } from "../../src/limit/redis-keys.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import {
  DEFAULT_LEASE_MS,
  decide,
  prune,
  settle,
  TURNS_AHEAD,
  type WindowState,
} from "../../src/limit/sliding-window.js";
import type { Budget } from "../../src/limit/types.js";
import { redisPerFile } from "./helpers/redis-per-file.js";
import { dropWindow, scriptWindow } from "./helpers/redis-window.js";

const NOW = 1_700_000_000_000;

const job = fc.option(fc.constantFrom("A", "B", "C", "D", ""), { nil: undefined });
const entryArb = fc.record({
  at: fc.integer({ min: -70_000, max: 0 }),
  end: fc.integer({ min: -5_000, max: 70_000 }),
  requests: fc.integer({ min: 0, max: 3 }),
  inputTokens: fc.integer({ min: 0, max: 400 }),
  settled: fc.boolean(),
  job,
});
const ticketArb = fc.record({
  requests: fc.integer({ min: 0, max: 3 }),
  inputTokens: fc.integer({ min: 0, max: 600 }),
  // Some tickets stopped asking (the lease runs out), most did not.
  seenAgo: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4_000 })),
  waited: fc.integer({ min: 0, max: 200_000 }),
  job,
  priority: fc.option(fc.constantFrom<Priority>("high", "normal", "low"), { nil: undefined }),
});
const caseArb = fc.record({
  entries: fc.array(entryArb, { maxLength: 60 }),
  tickets: fc.oneof(
    fc.array(ticketArb, { minLength: 1, maxLength: 12 }),
    fc.array(ticketArb, { minLength: TURNS_AHEAD, maxLength: TURNS_AHEAD + 40 }),
  ),
  inArrivalOrder: fc.boolean(),
  requests: fc.integer({ min: 1, max: 12 }),
  inputTokens: fc.integer({ min: 100, max: 1000 }),
  windowMs: fc.constantFrom(1_000, 60_000),
  pausedFor: fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: undefined }),
  // Who asks: a waiter in the queue (by its place), or a new one.
  asker: fc.integer({ min: 0, max: 200 }),
  settleAfter: fc.integer({ min: 0, max: 3_000 }),
  newcomer: fc.boolean(),
  claim: fc.record({
    job: fc.constantFrom("A", "B", "C", "D", ""),
    priority: fc.constantFrom<Priority>("high", "normal", "low"),
  }),
});

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

function stateOf(c: Case): WindowState {
  const tickets = c.inArrivalOrder ? [...c.tickets].sort((a, b) => b.waited - a.waited) : c.tickets;
  return {
    entries: c.entries.map((e, i) => ({ id: `e${i}`, ...e, at: NOW + e.at, end: NOW + e.end })),
    queue: tickets.map(({ waited, seenAgo, ...t }, i) => ({
      id: `q${i}`,
      ...t,
      seenAt: NOW - seenAgo,
      since: NOW - waited,
    })),
    pausedUntil: c.pausedFor === undefined ? 0 : NOW + c.pausedFor,
  };
}

describe("the Redis script decides as the TypeScript does, on a simulated clock", () => {
  const shared = redisPerFile();

  test("the same grant or wait (to the ms, with its reason) and the same window, on random windows", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const budget: Budget = {
          requests: c.requests,
          inputTokens: c.inputTokens,
          windowMs: c.windowMs,
          marginMs: 60,
          latencyMs: 1000,
        };
        const state = stateOf(c);
        const key = `twin-${run++}`;
        // The window as the TypeScript holds it, written as a format-2 value (one JSON): the script
        // converts it at its first decision (redis-keys.ts, the migration rule), without the bounds.
        await shared.client.set(budgetKeys(key).window, JSON.stringify(state));
        const store = createRedisStore({ url: shared.server.url, key, bounded: false, scriptNow: () => NOW });
        try {
          const id = c.newcomer ? "newcomer" : (state.queue[c.asker % state.queue.length]?.id ?? "newcomer");
          const cost = { requests: 1, inputTokens: 50 };
          const claim = { ...c.claim, next: { id: "next", requests: 1, inputTokens: 20 } };
          const fromLua = await store.tryAcquire(id, cost, budget, claim);
          const fromTs = decide(state, id, cost, budget, NOW, DEFAULT_LEASE_MS, claim);
          expect(fromLua).toEqual(fromTs);
          const written = await scriptWindow(shared.client, key, budget, NOW, DEFAULT_LEASE_MS);
          // Entries that end together may come in either order (they leave together).
          const byEnd = (entries: WindowState["entries"]) =>
            entries
              .map((e) => ({ ...e, job: e.job ?? undefined }))
              .sort((a, b) => a.end - b.end || a.id.localeCompare(b.id));
          expect(byEnd(written.entries)).toEqual(byEnd(state.entries));
          expect(written.queue).toEqual(state.queue);
          // A settle later on (its response seen): the same window, its entries kept in end order.
          const settled = state.entries[c.asker % Math.max(1, state.entries.length)];
          if (settled) {
            const later = NOW + c.settleAfter;
            const lateStore = createRedisStore({
              url: shared.server.url,
              key,
              bounded: false,
              scriptNow: () => later,
            });
            try {
              await lateStore.settle(settled.id, { requests: 1, inputTokens: 7 }, budget);
            } finally {
              await lateStore.close();
            }
            settle(state, settled.id, { requests: 1, inputTokens: 7 }, budget, later);
            prune(state, later, DEFAULT_LEASE_MS);
            const after = await scriptWindow(shared.client, key, budget, later, DEFAULT_LEASE_MS);
            expect(byEnd(after.entries)).toEqual(byEnd(state.entries));
          }
        } finally {
          await store.close();
          await dropWindow(shared.client, key);
        }
      }),
      { numRuns: 100 },
    );
  }, 180_000);
});
