/**
 * The sliding-window log every store runs (the Redis store runs the same rules in Lua,
 * `redis-script.ts`). Pure: the caller passes the time, and the state is changed in place.
 *
 * The model: one entry per request sent, `(at, end, requests, inputTokens)`. The proxy counts a
 * request at the moment p it arrives, somewhere between our decision `at` and the moment we see its
 * response, and keeps it in its window through p + windowMs (a closed interval). We do not know p,
 * so an entry counts from `at` until `end`, after the latest moment the proxy may still count it:
 * - at admission: `at + latencyMs + windowMs + marginMs + 1`, assuming the request reaches the
 *   proxy within `latencyMs` if its response is never seen;
 * - once settled (its response was first seen at `r`, so p <= r): `r + windowMs + marginMs + 1`,
 *   sooner or LATER than the admission estimate. A request may reach the proxy after the allowance
 *   (eight cold processes on two cores: more than 1 s after admission, issue 22); capping its end
 *   at the estimate let it leave our window while the proxy still counted it, and the proxy saw
 *   eleven requests in a window of ten. Later settles (a stream's message_delta) change the cost
 *   only: the first response is the tightest bound.
 * A request is admitted at `now` only when every live entry plus itself fits both budgets. Any two
 * requests the proxy sees within one window of each other were then both live at the later one's
 * admission, provided each was either answered before its admission estimate ran out or reached
 * the proxy within `latencyMs`: so every interval of one window on the proxy's clock was checked.
 * Settling replaces an entry's cost at its original time, which is when the proxy counted it.
 */
import type { Budget, Cost, Decision, PauseStatus } from "./types.js";

export interface WindowEntry {
  id: string;
  at: number;
  /** When it leaves the window (see above). */
  end: number;
  requests: number;
  inputTokens: number;
  settled: boolean;
}

/** A waiter's place in the FIFO queue; dropped when not refreshed for `leaseMs` (its process died). */
export interface QueueTicket {
  id: string;
  requests: number;
  inputTokens: number;
  seenAt: number;
}

export interface WindowState {
  entries: WindowEntry[];
  queue: QueueTicket[];
  pausedUntil: number;
  /** What caused the pause (a 429 or 529), while it holds; absent when unknown. */
  pausedFor?: PauseStatus;
}

/** How long a queued waiter keeps its place without asking again. */
export const DEFAULT_LEASE_MS = 3000;

export function emptyState(): WindowState {
  return { entries: [], queue: [], pausedUntil: 0 };
}

/** How long an entry counts when its response is never seen. */
export function spanOf(budget: Budget): number {
  return budget.latencyMs + budget.windowMs + budget.marginMs + 1;
}

/** When an entry settled at `now` leaves the window: the proxy counted it at or before `now`. */
export function settledEnd(budget: Budget, now: number): number {
  return now + budget.windowMs + budget.marginMs + 1;
}

/** Drop entries that left the window and tickets whose waiter stopped polling. */
export function prune(state: WindowState, now: number, leaseMs: number): void {
  state.entries = state.entries.filter((entry) => entry.end > now);
  state.queue = state.queue.filter((ticket) => ticket.seenAt + leaseMs > now);
  if (state.pausedUntil <= now) {
    state.pausedUntil = 0;
    delete state.pausedFor;
  }
}

/** Sums of the live entries (call `prune` first). */
export function usedOf(state: WindowState): Cost {
  let requests = 0;
  let inputTokens = 0;
  for (const entry of state.entries) {
    requests += entry.requests;
    inputTokens += entry.inputTokens;
  }
  return { requests, inputTokens };
}

function fits(used: Cost, cost: Cost, budget: Budget): boolean {
  return (
    used.requests + cost.requests <= budget.requests &&
    used.inputTokens + cost.inputTokens <= budget.inputTokens
  );
}

/**
 * The earliest time at or after `now` when `cost` fits, assuming no entry changes meanwhile (a
 * hint: a settle may move it either way, and the waiter asks again). `Infinity` when the cost
 * exceeds the budget itself.
 */
export function fitTime(state: WindowState, cost: Cost, budget: Budget, now: number): number {
  const used = usedOf(state);
  if (fits(used, cost, budget)) return now;
  const byEnd = [...state.entries].sort((a, b) => a.end - b.end);
  for (const entry of byEnd) {
    used.requests -= entry.requests;
    used.inputTokens -= entry.inputTokens;
    if (fits(used, cost, budget)) return Math.max(now, entry.end);
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * One admission attempt by waiter `id`: join or refresh its place in the queue; admit it when it is
 * first, no pause holds, and the cost fits. The entry takes the waiter's id. A waiter that must wait
 * is told how long: the queue ahead of it is played forward (each admitted at its earliest fit), so
 * every waiter sleeps until its own turn instead of polling.
 */
export function decide(
  state: WindowState,
  id: string,
  cost: Cost,
  budget: Budget,
  now: number,
  leaseMs: number,
): Decision {
  prune(state, now, leaseMs);
  const ticket = state.queue.find((t) => t.id === id);
  if (ticket) ticket.seenAt = now;
  else state.queue.push({ id, requests: cost.requests, inputTokens: cost.inputTokens, seenAt: now });
  const first = state.queue[0]?.id === id;
  if (first && state.pausedUntil <= now && fitTime(state, cost, budget, now) <= now) {
    state.queue.shift();
    state.entries.push({
      id,
      at: now,
      end: now + spanOf(budget),
      requests: cost.requests,
      inputTokens: cost.inputTokens,
      settled: false,
    });
    return { granted: true, at: now };
  }
  if (state.pausedUntil > now && first) {
    const status = state.pausedFor ? { status: state.pausedFor } : {};
    return { granted: false, waitMs: state.pausedUntil - now, reason: "paused", ...status };
  }
  const turn = predictTurn(state, id, budget, now);
  if (!first) return { granted: false, waitMs: turn - now, reason: "queue" };
  const used = usedOf(state);
  const reason = used.requests + cost.requests > budget.requests ? "requests" : "inputTokens";
  return { granted: false, waitMs: turn - now, reason };
}

/** When waiter `id` should be admitted if everyone ahead of it is admitted at their earliest fit. */
export function predictTurn(state: WindowState, id: string, budget: Budget, now: number): number {
  const played: WindowState = { entries: [...state.entries], queue: [], pausedUntil: 0 };
  let t = Math.max(now, state.pausedUntil);
  for (const ticket of state.queue) {
    t = fitTime(played, ticket, budget, t);
    if (ticket.id === id || !Number.isFinite(t)) return t;
    // Assume it is answered at once (a hint only: the waiter asks again when it wakes).
    played.entries.push({
      id: ticket.id,
      at: t,
      end: settledEnd(budget, t),
      requests: ticket.requests,
      inputTokens: ticket.inputTokens,
      settled: false,
    });
  }
  return t;
}

/** Leave the queue. */
export function cancel(state: WindowState, id: string): void {
  state.queue = state.queue.filter((ticket) => ticket.id !== id);
}

/**
 * Replace an entry's cost at its original time. The first settle means its response was seen at
 * `now`, so the proxy counted it by then: the entry ends one window after `now`, even when that is
 * later than its admission estimate (see the top of this file). Returns false when it already left
 * the window (one not pruned yet is left too, as the Lua script, which prunes first, leaves it).
 */
export function settle(state: WindowState, id: string, actual: Cost, budget: Budget, now: number): boolean {
  const entry = state.entries.find((e) => e.id === id);
  if (!entry || entry.end <= now) return false;
  entry.requests = actual.requests;
  entry.inputTokens = actual.inputTokens;
  if (!entry.settled) entry.end = settledEnd(budget, now);
  entry.settled = true;
  return true;
}

/** Hold admissions until `until`; a longer pause already in place stays (with its cause). */
export function pause(state: WindowState, until: number, status?: PauseStatus): void {
  if (until <= state.pausedUntil) return;
  state.pausedUntil = until;
  if (status) state.pausedFor = status;
  else delete state.pausedFor;
}
