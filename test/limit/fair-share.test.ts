/**
 * Fair share per job and priorities (issue 22, items 1 and 2) on a simulated clock, for the memory
 * and the file store (both take `now`), and the Redis script against the TypeScript rules on the
 * same operations with jobs and priorities (the Redis server's clock cannot be simulated, so the
 * Lua is held to the rules that the simulation checks).
 *
 * The simulation plays processes as the limiter core runs them: each holds one ticket in the store
 * at a time and asks again every `tick`; a granted request is answered (and settled) `answerMs`
 * later, and its process asks for its next one at once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Priority } from "../../src/config/settings.js";
import type { Claim } from "../../src/limit/claim.js";
import { createFileStore } from "../../src/limit/file-store.js";
import { createLimiter } from "../../src/limit/index.js";
import { createMemoryStore } from "../../src/limit/memory-store.js";
import { limitMiddleware } from "../../src/limit/middleware.js";
import { createRedisStore } from "../../src/limit/redis-store.js";
import {
  bestTicket,
  decide,
  emptyState,
  fitTime,
  predictTurn,
  type QueueTicket,
  settledEnd,
  TURNS_AHEAD,
  type WindowEntry,
  type WindowState,
} from "../../src/limit/sliding-window.js";
import type { Budget, Store } from "../../src/limit/types.js";
import { limiterGate } from "../../src/relay/limiter-gate.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";
import { SimClock } from "./helpers/sim-clock.js";

interface Proc {
  job: string;
  priority: Priority;
  /** Calls left; Infinity: it saturates for the whole run. */
  calls: number;
  /** When it starts asking, in ms from the start of the run (default at once). */
  startMs?: number;
}

interface Grant {
  proc: number;
  job: string;
  priority: Priority;
  at: number;
  /** When its ticket joined the store's queue. */
  since: number;
  /** The other tickets waiting at that moment (joined before and not granted). */
  waiting: { proc: number; priority: Priority; since: number; job: string }[];
}

const RANK: Record<Priority, number> = { low: 0, normal: 1, high: 2 };

/** The documented effective priority: the rank plus one per whole window waited, up to the highest waiting. */
const level = (priority: Priority, since: number, at: number, windowMs: number, cap: number) =>
  Math.min(cap, RANK[priority] + Math.floor((at - since) / windowMs));

type StoreMaker = (now: () => number) => { store: Store; close(): void };

const memory: StoreMaker = (now) => ({ store: createMemoryStore({ now }), close: () => {} });
const file: StoreMaker = (now) => {
  const dir = mkdtempSync(join(tmpdir(), "jobai-fair-"));
  const store = createFileStore({ dir, key: "fair", now });
  return {
    store,
    close: () => {
      void store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** Run `procs` against a store on simulated time for `windows` windows; every grant, in order. */
async function simulate(
  make: StoreMaker,
  procs: Proc[],
  budget: Budget,
  options: { windows: number; tickMs: number; answerMs: number; tokens?: number },
): Promise<{ grants: Grant[]; left: number[] }> {
  let t = 1_000_000;
  const { store, close } = make(() => t);
  const grants: Grant[] = [];
  const left = procs.map((p) => p.calls);
  const tickets = procs.map(() => ({ id: "", since: 0 }));
  let serial = 0;
  const settles: { at: number; id: string }[] = [];
  const start = t;
  const end = t + options.windows * budget.windowMs;
  const cost = { requests: 1, inputTokens: options.tokens ?? 1 };
  try {
    for (let tick = 0; t < end; tick++, t += options.tickMs) {
      for (const due of settles.filter((s) => s.at <= t)) {
        await store.settle(due.id, cost, budget);
      }
      for (let i = settles.length - 1; i >= 0; i--) if ((settles[i]?.at ?? 0) <= t) settles.splice(i, 1);
      // Each tick, every process with work asks once (a different one first each tick); one granted
      // asks again at once for its next call, as the limiter core does.
      const order = procs.map((_, i) => (i + tick) % procs.length);
      for (const i of order) {
        const proc = procs[i] as Proc;
        const ticket = tickets[i] as { id: string; since: number };
        while ((left[i] ?? 0) > 0 && t - start >= (proc.startMs ?? 0)) {
          if (ticket.id === "") {
            ticket.id = `p${i}-${serial++}`;
            ticket.since = t;
          }
          const claim: Claim = { job: proc.job, priority: proc.priority };
          const decision = await store.tryAcquire(ticket.id, cost, budget, claim);
          if (!decision.granted) break;
          grants.push({
            proc: i,
            job: proc.job,
            priority: proc.priority,
            at: t,
            since: ticket.since,
            waiting: tickets.flatMap((other, j) =>
              j !== i && other.id !== "" && (left[j] ?? 0) > 0
                ? [
                    {
                      proc: j,
                      priority: procs[j]?.priority ?? "normal",
                      since: other.since,
                      job: procs[j]?.job ?? "",
                    },
                  ]
                : [],
            ),
          });
          settles.push({ at: t + options.answerMs, id: ticket.id });
          ticket.id = "";
          left[i] = (left[i] ?? 0) - 1;
        }
      }
    }
  } finally {
    close();
  }
  return { grants, left };
}

const budget: Budget = { requests: 10, inputTokens: 1_000_000, windowMs: 1000, marginMs: 5, latencyMs: 200 };
const stores: [string, StoreMaker][] = [
  ["memory", memory],
  ["file", file],
];

describe.each(stores)("%s store on a simulated clock", (_name, make) => {
  test("job A with 4 processes and job B with 1, both saturating: B gets half the grants", async () => {
    const procs: Proc[] = [
      ...Array.from({ length: 4 }, () => ({ job: "A", priority: "normal" as const, calls: Infinity })),
      { job: "B", priority: "normal", calls: Infinity },
    ];
    const { grants } = await simulate(make, procs, budget, { windows: 12, tickMs: 10, answerMs: 30 });
    expect(grants.length).toBeGreaterThanOrEqual(100);
    const share = grants.filter((g) => g.job === "B").length / grants.length;
    // FIFO gave B one grant in five (0.2): one ticket among five.
    expect(share).toBeGreaterThanOrEqual(0.45);
    expect(share).toBeLessThanOrEqual(0.55);
  });

  test("one job alone still gets the whole budget: a full window at once, then every slot", async () => {
    const procs: Proc[] = Array.from({ length: 3 }, () => ({
      job: "A",
      priority: "low" as const,
      calls: Infinity,
    }));
    const { grants } = await simulate(make, procs, budget, { windows: 5, tickMs: 10, answerMs: 30 });
    expect(grants.filter((g) => g.at === 1_000_000)).toHaveLength(budget.requests);
    // Each request holds its slot from admission to answer plus a window and the margin.
    const slotMs = 30 + budget.windowMs + budget.marginMs + 1;
    expect(grants.length).toBeGreaterThanOrEqual(
      Math.floor((5 * budget.windowMs) / slotMs) * budget.requests,
    );
  });

  test("a high request amid a saturating low batch is the next one granted", async () => {
    const procs: Proc[] = [
      ...Array.from({ length: 4 }, () => ({ job: "batch", priority: "low" as const, calls: Infinity })),
      // The summary of the same job: fair share does not favour it, its priority does.
      { job: "batch", priority: "high", calls: 0 },
    ];
    // The summary's two calls start in the middle of the run, the window saturated by the batch.
    const withSummary = await simulate(
      make,
      procs.map((p, i) => (i === 4 ? { ...p, calls: 2, startMs: 2500 } : p)),
      budget,
      { windows: 5, tickMs: 10, answerMs: 30 },
    );
    expect(withSummary.grants.filter((g) => g.at < 1_002_500).length).toBeGreaterThanOrEqual(20);
    const summary = withSummary.grants.filter((g) => g.priority === "high");
    expect(summary).toHaveLength(2);
    for (const g of summary) {
      // No low request was granted between its arrival and its grant.
      const overtaking = withSummary.grants.filter(
        (other) => other.priority === "low" && other.at > g.since && other.at < g.at,
      );
      expect(overtaking).toEqual([]);
    }
  });
});

describe("properties on a simulated clock (memory store)", () => {
  const procArb = fc.record({
    job: fc.constantFrom("A", "B", "C"),
    priority: fc.constantFrom<Priority>("high", "normal", "low"),
  });
  const budgetArb = fc.record({
    requests: fc.integer({ min: 2, max: 8 }),
    inputTokens: fc.constant(1_000_000),
    windowMs: fc.integer({ min: 200, max: 2000 }),
    marginMs: fc.integer({ min: 0, max: 20 }),
    latencyMs: fc.integer({ min: 0, max: 300 }),
  });

  test("a grant never passes over a waiter of a higher effective priority (priority, then a level per window waited)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(procArb, { minLength: 2, maxLength: 7 }),
        budgetArb,
        fc.integer({ min: 1, max: 100 }),
        async (procs, b, answerMs) => {
          const { grants } = await simulate(
            memory,
            procs.map((p) => ({ ...p, calls: Infinity })),
            b,
            { windows: 8, tickMs: Math.max(5, Math.round(b.windowMs / 50)), answerMs },
          );
          for (const g of grants) {
            const cap = Math.max(RANK[g.priority], ...g.waiting.map((w) => RANK[w.priority]));
            const mine = level(g.priority, g.since, g.at, b.windowMs, cap);
            for (const w of g.waiting) {
              expect(level(w.priority, w.since, g.at, b.windowMs, cap)).toBeLessThanOrEqual(mine);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  test("nothing starves: a low job with a few calls finishes amid jobs saturating at high priority", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        budgetArb,
        fc.integer({ min: 1, max: 100 }),
        async (highProcs, b, answerMs) => {
          const procs: Proc[] = [
            ...Array.from({ length: highProcs }, (_, i) => ({
              job: `H${i % 2}`,
              priority: "high" as const,
              calls: Infinity,
            })),
            { job: "L", priority: "low", calls: 2 },
          ];
          const { left, grants } = await simulate(memory, procs, b, {
            windows: 16,
            tickMs: Math.max(5, Math.round(b.windowMs / 50)),
            answerMs,
          });
          expect(left.at(-1)).toBe(0);
          // ...while the high jobs kept the window busy after it.
          const lastLow = Math.max(...grants.filter((g) => g.job === "L").map((g) => g.at));
          expect(grants.some((g) => g.priority === "high" && g.at > lastLow)).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  });

  // An even budget: when every entry of a window leaves at once, the next window starts even and
  // an odd last slot goes to the job holding the oldest ticket (mostly the one with more processes).
  test("two saturating jobs of equal priority share the grants evenly, whatever their numbers of processes", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom<Priority>("high", "normal", "low"),
        budgetArb.map((b) => ({ ...b, requests: b.requests - (b.requests % 2) })),
        fc.integer({ min: 1, max: 100 }),
        async (a, bProcs, priority, b, answerMs) => {
          const procs: Proc[] = [
            ...Array.from({ length: a }, () => ({ job: "A", priority, calls: Infinity })),
            ...Array.from({ length: bProcs }, () => ({ job: "B", priority, calls: Infinity })),
          ];
          const { grants } = await simulate(memory, procs, b, {
            windows: 12,
            tickMs: Math.max(5, Math.round(b.windowMs / 50)),
            answerMs,
          });
          const share = grants.filter((g) => g.job === "B").length / grants.length;
          expect(share).toBeGreaterThanOrEqual(0.4);
          expect(share).toBeLessThanOrEqual(0.6);
        },
      ),
      { numRuns: 40 },
    );
  });

  test("a granted process's next waiter keeps its place from the grant, with its job and priority", () => {
    const state = emptyState();
    const b: Budget = { requests: 1, inputTokens: 100, windowMs: 1000, marginMs: 0, latencyMs: 0 };
    const one = { requests: 1, inputTokens: 1 };
    expect(decide(state, "other", one, b, 0, 3000, { job: "A", priority: "normal" }).granted).toBe(true);
    const next = { id: "b-2", requests: 1, inputTokens: 7 };
    expect(decide(state, "b-1", one, b, 5, 3000, { job: "B", priority: "low", next }).granted).toBe(false);
    expect(state.queue.map((t) => t.id)).toEqual(["b-1"]);
    expect(decide(state, "b-1", one, b, 1001, 3000, { job: "B", priority: "low", next }).granted).toBe(true);
    expect(state.queue).toEqual([
      { id: "b-2", requests: 1, inputTokens: 7, seenAt: 1001, since: 1001, job: "B", priority: "low" },
    ]);
  });

  test("without jobs or priorities (a state written before them) the queue is first in, first out", () => {
    const state = emptyState();
    const b: Budget = { requests: 1, inputTokens: 100, windowMs: 1000, marginMs: 0, latencyMs: 0 };
    const one = { requests: 1, inputTokens: 1 };
    expect(decide(state, "x", one, b, 0, 3000).granted).toBe(true);
    for (const id of ["c", "a", "b"]) expect(decide(state, id, one, b, 10, 3000).granted).toBe(false);
    for (const ticket of state.queue) {
      delete ticket.job;
      delete ticket.priority;
      delete ticket.since;
    }
    const order: string[] = [];
    for (let t = 1001; order.length < 3 && t < 10_000; t += 1001) {
      for (const id of ["a", "b", "c"]) {
        if (!order.includes(id) && decide(state, id, one, b, t, 3000).granted) order.push(id);
      }
    }
    expect(order).toEqual(["c", "a", "b"]);
  });
});

describe("limiters with claims on a shared memory store (the library's job and priority options)", () => {
  test("a high limiter's request waiting behind low ones is granted first", async () => {
    const clock = new SimClock();
    const store = createMemoryStore({ now: clock.now });
    const options = { store, requests: 1, inputTokens: 1000, window: 1000, latencyMs: 0, marginMs: 0 };
    const clockOptions = { now: clock.now, sleep: clock.sleep };
    const low = createLimiter({ ...options, ...clockOptions, job: "batch", priority: "low" });
    const high = createLimiter({ ...options, ...clockOptions, job: "batch", priority: "high" });
    expect(low.claim).toEqual({ job: "job:batch", priority: "low" });
    const order: string[] = [];
    const first = await low.acquire({ requests: 1, inputTokens: 1 });
    await first.settle({ requests: 1, inputTokens: 1 });
    const waits = [
      low.acquire({ requests: 1, inputTokens: 1 }).then(() => order.push("low")),
      high.acquire({ requests: 1, inputTokens: 1 }).then(() => order.push("high")),
    ];
    await clock.runUntilIdle();
    await Promise.all(waits);
    expect(order).toEqual(["high", "low"]);
  });
});

describe("both ways in carry the limiter's job and priority", () => {
  const body = JSON.stringify({ model: "m", max_tokens: 5, messages: [{ role: "user", content: "hi" }] });

  test("a high request through the SDK middleware goes before a low one waiting in the relay gate", async () => {
    const clock = new SimClock();
    const store = createMemoryStore({ now: clock.now });
    const shared = { store, requests: 1, inputTokens: 100_000, window: 1000, latencyMs: 0, marginMs: 0 };
    const onClock = { now: clock.now, sleep: clock.sleep };
    const relayed = createLimiter({ ...shared, ...onClock, job: "agent", priority: "low" });
    const direct = createLimiter({ ...shared, ...onClock, job: "agent", priority: "high" });
    const gate = limiterGate({ limiter: relayed, now: clock.now });
    const middleware = limitMiddleware(direct, { now: clock.now });
    const order: string[] = [];
    const request = { method: "POST", path: "/v1/messages", body: Buffer.from(body) };
    // The relay's first request fills the window (1 request per 1 s); its second waits.
    const first = await gate.enter(request, new AbortController().signal);
    first.settle(undefined, 200);
    const waits = [
      gate.enter(request, new AbortController().signal).then(() => order.push("relay, low")),
      middleware(
        { method: "POST", url: "http://127.0.0.1/v1/messages", body } as Parameters<typeof middleware>[0],
        async () => {
          order.push("middleware, high");
          return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
        },
        {} as Parameters<typeof middleware>[2],
      ),
    ];
    // Both are queued in the store (the middleware's estimate takes a few real turns first).
    await new Promise((resolve) => setTimeout(resolve, 50));
    await clock.runUntilIdle();
    await Promise.all(waits);
    expect(order).toEqual(["middleware, high", "relay, low"]);
  });
});

/**
 * predictTurn as it was written first: bestTicket and fitTime over the played entries, waiter by
 * waiter (quadratic), up to `limit` waiters played.
 */
function predictTurnOneByOne(
  state: WindowState,
  id: string,
  budget: Budget,
  now: number,
  limit: number,
): number {
  const played: WindowEntry[] = [...state.entries];
  const waiting = [...state.queue];
  let t = Math.max(now, state.pausedUntil);
  for (let count = 1; waiting.length > 0; count++) {
    const index = bestTicket(waiting, played, budget, t);
    const ticket = waiting[index] as QueueTicket;
    t = fitTime({ entries: played, queue: [], pausedUntil: 0 }, ticket, budget, t);
    if (ticket.id === id || !Number.isFinite(t) || count >= limit) return t;
    waiting.splice(index, 1);
    const { requests, inputTokens } = ticket;
    played.push({
      id: ticket.id,
      at: t,
      end: settledEnd(budget, t),
      requests,
      inputTokens,
      settled: false,
      job: ticket.job ?? "",
    });
  }
  return t;
}

describe("predictTurn in one pass over the entries", () => {
  test("gives every waiter the turn that bestTicket and fitTime, waiter by waiter, give it", () => {
    const now = 1_000_000;
    const job = fc.option(fc.constantFrom("A", "B", "C", ""), { nil: undefined });
    const entry = fc.record({
      end: fc.integer({ min: now - 5_000, max: now + 90_000 }),
      requests: fc.integer({ min: 0, max: 3 }),
      inputTokens: fc.integer({ min: 0, max: 400 }),
      job,
    });
    const ticket = fc.record({
      requests: fc.integer({ min: 0, max: 3 }),
      inputTokens: fc.integer({ min: 0, max: 600 }),
      waited: fc.integer({ min: 0, max: 200_000 }),
      job,
      priority: fc.option(fc.constantFrom<Priority>("high", "normal", "low"), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        fc.array(ticket, { minLength: 1, maxLength: 24 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 100, max: 1000 }),
        fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: undefined }),
        // The queue in arrival order, as the stores keep it (else as a clock that stepped back leaves it).
        fc.boolean(),
        (entries, drawn, requests, inputTokens, pausedFor, inArrivalOrder) => {
          const tickets = inArrivalOrder ? [...drawn].sort((a, b) => b.waited - a.waited) : drawn;
          const budget: Budget = { requests, inputTokens, windowMs: 60_000, marginMs: 60, latencyMs: 1000 };
          const state: WindowState = {
            entries: entries.map((e, i) => ({ id: `e${i}`, at: e.end - 61_061, settled: true, ...e })),
            queue: tickets.map(({ waited, ...t }, i) => ({
              id: `q${i}`,
              seenAt: now,
              since: now - waited,
              ...t,
            })),
            pausedUntil: pausedFor === undefined ? 0 : now + pausedFor,
          };
          for (const { id } of state.queue) {
            for (const limit of [TURNS_AHEAD, 3]) {
              expect(predictTurn(state, id, budget, now, limit)).toBe(
                predictTurnOneByOne(state, id, budget, now, limit),
              );
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("the Redis script orders the queue as the TypeScript rules do", () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis?.stop();
  });

  test("for random sequences of jobs, priorities, costs and settles: the same decisions and the same window", async () => {
    // A 60 s window: both stores read real clocks a few ms apart, and no ticket ages a level within a run.
    const b: Budget = { requests: 3, inputTokens: 100, windowMs: 60_000, marginMs: 60, latencyMs: 1000 };
    const ids = ["a", "b", "c", "d", "e", "f"];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("acquire" as const),
        id: fc.constantFrom(...ids),
        job: fc.constantFrom("A", "B", "C"),
        priority: fc.constantFrom<Priority>("high", "normal", "low"),
        requests: fc.integer({ min: 0, max: 2 }),
        inputTokens: fc.integer({ min: 0, max: 80 }),
        // The process's next waiter, queued on a grant.
        next: fc.option(fc.constantFrom(...ids), { nil: undefined }),
      }),
      fc.record({
        kind: fc.constant("settle" as const),
        id: fc.constantFrom(...ids),
        requests: fc.integer({ min: 0, max: 2 }),
        inputTokens: fc.integer({ min: 0, max: 120 }),
      }),
      fc.record({ kind: fc.constant("cancel" as const), id: fc.constantFrom(...ids) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (ops) => {
        const fromRedis = createRedisStore({
          url: redis.url,
          key: `fair-differential-${Date.now()}-${run++}`,
        });
        const fromMemory = createMemoryStore();
        try {
          for (const o of ops) {
            const answers = await Promise.all(
              [fromRedis, fromMemory].map(async (store) => {
                if (o.kind === "acquire") {
                  const d = await store.tryAcquire(
                    o.id,
                    { requests: o.requests, inputTokens: o.inputTokens },
                    b,
                    {
                      job: o.job,
                      priority: o.priority,
                      next: o.next ? { id: o.next, requests: 1, inputTokens: o.inputTokens } : undefined,
                    },
                  );
                  // The wait says where it stands in the played-forward queue: whole seconds suffice.
                  return d.granted ? "granted" : `${d.reason} ${Math.round(d.waitMs / 1000)}`;
                }
                if (o.kind === "settle")
                  await store.settle(o.id, { requests: o.requests, inputTokens: o.inputTokens }, b);
                else await store.cancel(o.id, b);
                const state = await store.state(b);
                return { ...state, store: "", at: 0, pausedUntil: state.pausedUntil !== null };
              }),
            );
            expect(answers[0]).toEqual(answers[1]);
          }
        } finally {
          await fromRedis.close();
        }
      }),
      { numRuns: 60 },
    );
  });
});
