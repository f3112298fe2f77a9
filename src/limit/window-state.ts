import type { StoreName } from "../config/settings.js";
import { prune, usedOf, type WindowState } from "./sliding-window.js";
import type { Budget, LimiterState } from "./types.js";

/** The public view of a store's window at `now` (prunes expired entries first). */
export function describeWindow(
  state: WindowState,
  budget: Budget,
  now: number,
  store: StoreName,
  leaseMs: number,
): LimiterState {
  prune(state, now, leaseMs);
  const used = usedOf(state);
  return {
    store,
    budget,
    used,
    remaining: {
      requests: Math.max(0, budget.requests - used.requests),
      inputTokens: Math.max(0, budget.inputTokens - used.inputTokens),
    },
    inFlight: state.entries.filter((entry) => !entry.settled).length,
    queued: state.queue.length,
    pausedUntil: state.pausedUntil > now ? state.pausedUntil : null,
    at: now,
  };
}
