import type { StoreName } from "../config/settings.js";
import { prune, usedOf, type WindowEntry, type WindowState } from "./sliding-window.js";
import type { Budget, LimiterState, Store } from "./types.js";

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
    ...(state.pausedUntil > now && state.pausedFor ? { pausedFor: state.pausedFor } : {}),
    at: now,
  };
}

/**
 * A shared store that can hand its window over and take one back, so that a process that fell back
 * to another store while this one failed starts from what it knew and rejoins without losing what
 * it admitted meanwhile (fallback-store.ts).
 */
export interface RecoverableStore extends Store {
  /** The window as this process last saw it, in this process's clock; undefined before any look. */
  lastKnown(): WindowState | undefined;
  /** Add the entries (times in this process's clock) that the window does not hold yet, by id; of two copies of one, the longer counts. */
  absorb(entries: WindowEntry[], budget: Budget): Promise<void>;
  /**
   * Prove the store takes writes (a read is not enough: a Redis out of memory or read-only still
   * answers reads); rejects when it does not. The fallback store rejoins only after one succeeds.
   */
  probe(budget: Budget): Promise<void>;
  /** How many live processes of this host are known to use the store, when it keeps count. */
  sharers?(): number | undefined;
  /**
   * Whether the store ever answered this process, even without showing it the window (a Redis
   * waiter's refusals carry none): others may then hold requests in a window it has not seen.
   */
  reached?(): boolean;
}

/**
 * Add live `entries` that `state` lacks (by id); returns how many were added or made longer.
 *
 * An entry both hold keeps the longer of the two: a copy may be older than the other, as a grant's
 * reply that a process kept while its settle (the response came late, so its end moved past the
 * admission estimate) went to the store it fell back to. Keeping the earlier end freed the slot
 * while the proxy still counted the request.
 */
export function absorbEntries(state: WindowState, entries: readonly WindowEntry[], now: number): number {
  const held = new Map(state.entries.map((entry) => [entry.id, entry]));
  let changed = 0;
  for (const entry of entries) {
    if (entry.end <= now) continue;
    const same = held.get(entry.id);
    if (same) {
      if (mergeLonger(same, entry)) changed++;
      continue;
    }
    const copy = { ...entry };
    state.entries.push(copy);
    held.set(copy.id, copy);
    changed++;
  }
  return changed;
}

/** Make `held` count at least as long and as much as `other` (the same request); true if it changed. */
function mergeLonger(held: WindowEntry, other: WindowEntry): boolean {
  const before = `${held.end} ${held.requests} ${held.inputTokens} ${held.settled}`;
  held.end = Math.max(held.end, other.end);
  held.requests = Math.max(held.requests, other.requests);
  held.inputTokens = Math.max(held.inputTokens, other.inputTokens);
  held.settled = held.settled || other.settled;
  return before !== `${held.end} ${held.requests} ${held.inputTokens} ${held.settled}`;
}
