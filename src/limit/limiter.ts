/**
 * The limiter core: a FIFO of local waiters in front of a store. Only the oldest local waiter asks
 * the store, so each process holds at most one place in the store's shared queue, for its claim
 * (job and priority: the store orders its queue by them, sliding-window.ts). Pure apart from
 * the injected clock: it never reads the time itself and every wait goes through `clock.sleep`.
 */
import { randomUUID } from "node:crypto";
import type { CacheKnowledge } from "./cache-knowledge.js";
import type { Claim } from "./claim.js";
import { RequestTooLargeError } from "./errors.js";
import type { LearnedBudget } from "./learned-budget.js";
import { DEFAULT_LEASE_MS } from "./sliding-window.js";
import type { SpendGate } from "./spend-gate.js";
import type { Budget, Clock, Cost, Limiter, LimiterState, PauseStatus, Reservation, Store } from "./types.js";

export interface LimiterCoreOptions {
  budget: Budget;
  store: Store;
  clock: Clock;
  /** The prompt-cache knowledge that goes with the store; closed with it. */
  knowledge?: CacheKnowledge;
  /** The spend limit, when one is set (spend-gate.ts); closed with the store. */
  spend?: SpendGate;
  /** The job this limiter's requests count for, and their priority (default: the store's, normal). */
  claim?: Claim;
  /** Limits learned from the proxy (learned-budget.ts): each acquire's budget is min(configured, learned). */
  learned?: LearnedBudget;
  /**
   * Longest single wait before asking the store again (default: a 50th of the window, 5 ms to
   * 200 ms). Other processes' settles and pauses are seen at the latest this late.
   */
  pollMs?: number;
}

interface Waiter {
  id: string;
  cost: Cost;
  signal: AbortSignal | undefined;
  resolve(reservation: Reservation): void;
  reject(error: unknown): void;
}

/** The longest a waiter behind another sleeps before asking again: a third of its ticket's lease. */
const queueRefreshMs = Math.floor(DEFAULT_LEASE_MS / 3);

export function defaultPollMs(windowMs: number): number {
  return Math.min(200, Math.max(5, Math.round(windowMs / 50)));
}

/** Check a cost: whole numbers, not negative. Throws TypeError for a programming mistake. */
function checkCost(cost: Cost, what: string): Cost {
  const ok = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 0;
  if (!cost || !ok(cost.requests) || !ok(cost.inputTokens)) {
    throw new TypeError(
      `${what} must be { requests, inputTokens } with whole numbers of 0 or more, got ${JSON.stringify(cost)}`,
    );
  }
  return { requests: cost.requests, inputTokens: cost.inputTokens };
}

/** Why a sleeping pump woke early; one object, since each abort() would otherwise build a DOMException. */
const NUDGED = new Error("the limiter's state changed");

export function createLimiterCore(options: LimiterCoreOptions): Limiter {
  const { budget, store, clock, claim, learned } = options;
  const pollMs = options.pollMs ?? defaultPollMs(budget.windowMs);
  // The shortest wait between asks while another waiter holds the head of the store's queue.
  const retryMs = Math.max(1, Math.min(10, Math.round(pollMs / 4)));
  const waiters: Waiter[] = [];
  let pumping = false;
  let wake = new AbortController();

  /**
   * Cut the head's current wait short: something local changed (settle, pause, a new head). Only a
   * pump with waiters sleeps, so with none there is nothing to wake (the common case: a settle).
   */
  function nudge(): void {
    if (waiters.length === 0) return;
    wake.abort(NUDGED);
    wake = new AbortController();
  }

  function remove(waiter: Waiter): boolean {
    const index = waiters.indexOf(waiter);
    if (index < 0) return false;
    waiters.splice(index, 1);
    return true;
  }

  function reservationFor(id: string, at: number, cost: Cost): Reservation {
    return {
      id,
      at,
      cost,
      settle: (actual: Cost, seenAgoMs?: number) => settleEntry(id, actual, seenAgoMs),
    };
  }

  async function settleEntry(id: string, actual: Cost, seenAgoMs?: number): Promise<void> {
    const checked = checkCost(actual, "settle(actual)");
    await (seenAgoMs === undefined
      ? store.settle(id, checked, budget)
      : store.settle(id, checked, budget, seenAgoMs));
    nudge();
  }

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      while (waiters.length > 0) {
        const head = waiters[0] as Waiter;
        if (head.signal?.aborted) {
          remove(head);
          await store.cancel(head.id, budget).catch(() => {});
          head.reject(head.signal.reason);
          continue;
        }
        let decision: Awaited<ReturnType<Store["tryAcquire"]>>;
        let next: ({ id: string } & Cost) | undefined;
        try {
          if (learned?.stale()) await learned.refresh();
          const current = learned ? learned.budgetFor(head.cost) : budget;
          const after = waiters[1];
          next = after && !after.signal?.aborted ? { id: after.id, ...after.cost } : undefined;
          decision = claim
            ? await store.tryAcquire(head.id, head.cost, current, { ...claim, next })
            : await store.tryAcquire(head.id, head.cost, current);
        } catch (error) {
          remove(head);
          head.reject(error);
          continue;
        }
        if (decision.granted) {
          remove(head);
          // The store queued the next waiter on this grant; one that left meanwhile gives it back.
          if (next && !waiters.some((waiter) => waiter.id === next?.id)) {
            await store.cancel(next.id, budget).catch(() => {});
          }
          if (head.signal?.aborted) {
            // Aborted while the store was deciding: nothing will be sent, so give the place back.
            await store.settle(head.id, { requests: 0, inputTokens: 0 }, budget).catch(() => {});
            head.reject(head.signal.reason);
            continue;
          }
          head.resolve(reservationFor(head.id, decision.at, head.cost));
          // Let the admitted request reach the wire before asking for the next: the file store
          // decides synchronously (lock, read, write), so back-to-back grants held every admitted
          // request's connection and first write until the last decision of the run (issue 22).
          if (waiters.length > 0) await clock.sleep(0).catch(() => {});
          continue;
        }
        // Behind another waiter, sleep until the predicted turn (sliding-window.ts, predictTurn: in-flight
        // entries at their earliest end, so it is not later than the turn unless the order changes),
        // asking again at least three times per lease to keep the place. Polling every pollMs, 40
        // waiters of an organization asked the store 400 times a second for 8 grants (issue 29).
        const cap = decision.reason === "queue" ? Math.max(pollMs, queueRefreshMs) : pollMs;
        const waitMs = Math.max(retryMs, Math.min(decision.waitMs, cap));
        const signals = [wake.signal, ...(head.signal ? [head.signal] : [])];
        await clock.sleep(waitMs, AbortSignal.any(signals)).catch(() => {});
      }
    } finally {
      pumping = false;
    }
  }

  return {
    budget,
    ...(claim ? { claim } : {}),
    ...(options.knowledge ? { knowledge: options.knowledge } : {}),
    ...(options.spend ? { spend: options.spend } : {}),
    acquire(cost: Cost, signal?: AbortSignal): Promise<Reservation> {
      let checked: Cost;
      try {
        checked = checkCost(cost, "acquire(cost)");
      } catch (error) {
        return Promise.reject(error);
      }
      if (checked.requests > budget.requests || checked.inputTokens > budget.inputTokens) {
        return Promise.reject(new RequestTooLargeError(checked, budget));
      }
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<Reservation>((resolve, reject) => {
        const waiter: Waiter = { id: randomUUID(), cost: checked, signal, resolve, reject };
        const onAbort = () => {
          // The head is rejected by the pump (it also leaves the store's queue); others leave now.
          if (waiters[0] === waiter) nudge();
          else if (remove(waiter)) reject(signal?.reason);
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        const settleListener =
          <T>(fn: (value: T) => void) =>
          (value: T) => {
            signal?.removeEventListener("abort", onAbort);
            fn(value);
          };
        waiter.resolve = settleListener(resolve);
        waiter.reject = settleListener(reject);
        waiters.push(waiter);
        void pump();
      });
    },
    async pause(untilMs: number, status?: PauseStatus): Promise<void> {
      if (!Number.isFinite(untilMs)) throw new TypeError(`pause(untilMs) needs a time in ms, got ${untilMs}`);
      const durationMs = untilMs - clock.now();
      if (durationMs <= 0) return;
      await (status ? store.pause(durationMs, budget, status) : store.pause(durationMs, budget));
      nudge();
    },
    ...(learned
      ? {
          learn: (status: number, headers: Headers | undefined, reserved: Cost) =>
            learned
              .observe(status, headers, reserved, () => store.state(budget))
              .then((changed) => {
                if (changed) nudge();
              }),
        }
      : {}),
    async state(): Promise<LimiterState> {
      const state = await store.state(budget);
      // A look, not a grant: it waits for the shared record a while longer than an acquire does.
      await learned?.fresh();
      const view = learned?.view();
      if (!view) return state;
      const remaining = {
        requests: Math.max(0, view.requests - state.used.requests),
        inputTokens: Math.max(0, view.inputTokens - state.used.inputTokens),
      };
      return { ...state, remaining, learned: view };
    },
    async close(): Promise<void> {
      await Promise.all([
        store.close(),
        options.knowledge?.close(),
        learned?.close(),
        options.spend?.close(),
      ]);
    },
  };
}
