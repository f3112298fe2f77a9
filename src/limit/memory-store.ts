import { cancel, decide, emptyState, pause, settle, type WindowState } from "./sliding-window.js";
import type { Budget, Cost, Decision, LimiterState, Store } from "./types.js";
import { describeWindow } from "./window-state.js";

export interface MemoryStoreOptions {
  now?: () => number;
  /** A waiter that has not polled for this long loses its place (default 10 s). */
  leaseMs?: number;
}

/** The window in this process's memory: shared by every limiter given the same store object. */
export function createMemoryStore(options: MemoryStoreOptions = {}): Store {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? 10_000;
  const state: WindowState = emptyState();
  return {
    name: "memory",
    async tryAcquire(id: string, cost: Cost, budget: Budget): Promise<Decision> {
      return decide(state, id, cost, budget, now(), leaseMs);
    },
    async cancel(id: string) {
      cancel(state, id);
    },
    async settle(id: string, actual: Cost, budget: Budget) {
      settle(state, id, actual, budget, now());
    },
    async pause(durationMs: number) {
      pause(state, now() + durationMs);
    },
    async state(budget: Budget): Promise<LimiterState> {
      return describeWindow(state, budget, now(), "memory", leaseMs);
    },
    async close() {},
  };
}
