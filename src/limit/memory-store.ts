import type { Claim } from "./claim.js";
import {
  boundAgo,
  cancel,
  DEFAULT_LEASE_MS,
  decide,
  emptyState,
  pause,
  settle,
  type WindowState,
} from "./sliding-window.js";
import type { Budget, Cost, Decision, LimiterState, PauseStatus, Store } from "./types.js";
import { describeWindow } from "./window-state.js";

export interface MemoryStoreOptions {
  now?: () => number;
  /**
   * A waiter that has not asked for this long loses its place in the queue (default 3 s; waiters ask
   * at least every 200 ms), so a process killed while first in line holds the others up no longer.
   */
  leaseMs?: number;
  /**
   * The window to start from, kept and changed in place (a fallback starts from what the shared
   * store last showed, and hands what it admitted back when that store recovers).
   */
  initial?: WindowState;
}

/** The window in this process's memory: shared by every limiter given the same store object. */
export function createMemoryStore(options: MemoryStoreOptions = {}): Store {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const state: WindowState = options.initial ?? emptyState();
  return {
    name: "memory",
    async tryAcquire(id: string, cost: Cost, budget: Budget, claim?: Claim): Promise<Decision> {
      return decide(state, id, cost, budget, now(), leaseMs, claim);
    },
    async cancel(id: string) {
      cancel(state, id);
    },
    async settle(id: string, actual: Cost, budget: Budget, seenAgoMs?: number) {
      settle(state, id, actual, budget, now(), boundAgo(seenAgoMs, budget));
    },
    async pause(durationMs: number, _budget: Budget, status?: PauseStatus) {
      pause(state, now() + durationMs, status);
    },
    async state(budget: Budget): Promise<LimiterState> {
      return describeWindow(state, budget, now(), "memory", leaseMs);
    },
    async close() {},
  };
}
