/**
 * The limiter's public types (the public surface: createLimiter, limitMiddleware). Other
 * areas (provider's createClient, the relay) code against these.
 */
import type { StoreName } from "../config/settings.js";
import type { CacheKnowledge } from "./cache-knowledge.js";
import type { Claim } from "./claim.js";
import type { LearnedView } from "./learned-limit.js";
import type { SpendGate } from "./spend-gate.js";

/** What one request costs: requests (usually 1) and counted input tokens (input + cache creation). */
export interface Cost {
  requests: number;
  inputTokens: number;
}

/** What paused everyone: the proxy's 429 (rate limited) or 529 (overloaded). */
export type PauseStatus = 429 | 529;

/** The budget: at most `requests` and `inputTokens` in any interval of `windowMs`. */
export interface Budget {
  requests: number;
  inputTokens: number;
  windowMs: number;
  /**
   * Safety margin added to every entry's time in the window: once a request's response is seen at
   * time r, the proxy counted it at or before r, so its entry ends at `r + windowMs + marginMs + 1`
   * (the proxy's window is closed). Covers clock rounding and rate between the store and the proxy.
   */
  marginMs: number;
  /**
   * The longest we assume between admitting a request and the proxy counting it, for a request
   * whose response is not seen while its entry lives: that entry ends at
   * `at + latencyMs + windowMs + marginMs + 1`. One answered before then ends one window after its
   * answer, sooner or later than that (sliding-window.ts), so a request that reached the proxy late
   * is covered whenever its response comes within `latencyMs + windowMs` of its admission.
   */
  latencyMs: number;
}

/** One admitted request, as held by the store until it leaves the window. */
export interface Reservation {
  /** Unique id of the entry in the store. */
  readonly id: string;
  /** When it was admitted, on the store's clock (ms since the epoch). */
  readonly at: number;
  /** What was reserved (the estimate). */
  readonly cost: Cost;
  /**
   * Replace the reserved cost with what the proxy really counted, recorded at the original send
   * time. May be called again (e.g. message_start then message_delta): the last call wins.
   * `seenAgoMs`: how long ago the response was first seen (its headers), when the caller knows it:
   * the proxy counted the request by then, so its place in the window ends one window after that
   * rather than after the settle reached the store (at most the latency allowance is believed).
   */
  settle(actual: Cost, seenAgoMs?: number): Promise<void>;
}

/** What `state()` reports: the store's view of the current window. */
export interface LimiterState {
  /** The store in use; `memory` after a fallback, with `fallbackFrom` naming the failed one. */
  store: StoreName;
  fallbackFrom?: StoreName;
  /** Why the configured store failed, in plain words (with `fallbackFrom`). */
  fallbackReason?: string;
  /** On memory after a shared store failed: the processes the budget is divided between. */
  sharedBy?: number;
  budget: Budget;
  /** Entries still in the window (settled at actual usage, in flight at the estimate). */
  used: Cost;
  remaining: Cost;
  /** Entries not settled yet (in flight at their estimate). */
  inFlight: number;
  /** Waiters queued in the store (one per process or client at most). */
  queued: number;
  /** Paused after a 429 or 529 until this time (ms since the epoch), or null. */
  pausedUntil: number | null;
  /** The status that caused the pause, when the store knows it. */
  pausedFor?: PauseStatus;
  /** The store's clock when the state was read. */
  at: number;
  /**
   * Limits learned from the proxy that lower the budget now (learned-limit.ts), with why; `remaining`
   * is then counted against them.
   */
  learned?: LearnedView;
}

/**
 * The limiter: admission inside a sliding-window budget shared through a store; waiters go in turn
 * by priority, then fair share per job, then arrival (sliding-window.ts).
 */
export interface Limiter {
  readonly budget: Budget;
  /** The job this limiter's requests are counted for, and their priority; absent: the store's default. */
  readonly claim?: Claim;
  /**
   * What is known of the provider's prompt cache, shared through the same kind of store as the
   * window (memory, file, Redis): the request policy estimates with it (request-policy.ts).
   */
  readonly knowledge?: CacheKnowledge;
  /**
   * The spend limit (spend-gate.ts), when one is set: the request policy holds each request's
   * worst case in it before acquiring, and settles it from the response's usage.
   */
  readonly spend?: SpendGate;
  /**
   * Wait until `cost` fits in both budgets (first in, first out), then reserve it. Rejects at once
   * with RequestTooLargeError when the cost alone exceeds a budget, and with the signal's reason
   * when aborted.
   */
  acquire(cost: Cost, signal?: AbortSignal): Promise<Reservation>;
  /** Hold every cooperating client until `untilMs` (this limiter's clock), e.g. after a 429. */
  pause(untilMs: number, status?: PauseStatus): Promise<void>;
  /**
   * A response's status and headers, for the request that reserved `reserved`: a 429 the window did
   * not predict, or rate-limit headers, set the limit learned from the proxy (learned-limit.ts).
   * Call it before settling that request. Never rejects.
   */
  learn?(status: number, headers: Headers | undefined, reserved: Cost): Promise<void>;
  state(): Promise<LimiterState>;
  /** Release the store's resources (a Redis connection). Safe to call twice. */
  close(): Promise<void>;
}

/** The clock the limiter reads and waits on; injected so tests run on simulated time. */
export interface Clock {
  now(): number;
  /** Resolve after `ms`; reject with the signal's reason when aborted, clearing its timer. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** A store's answer to one admission attempt. */
export type Decision =
  | { granted: true; at: number }
  | {
      granted: false;
      /** How long until it may fit, on the store's clock (ms). */
      waitMs: number;
      /** Why it waits: behind another waiter, a budget, or a pause. */
      reason: "queue" | "requests" | "inputTokens" | "paused";
      /** With `paused`: the status that caused the pause, when the store knows it. */
      status?: PauseStatus;
      /**
       * The shared store that failed, when the wait was decided without it (fallback-store.ts): its
       * blackout counts the whole budget as used, which is not the rate limit's doing.
       */
      fallbackFrom?: string;
    };

/**
 * Where the window lives. Every method is one atomic decision on the store's side (a lock held for
 * milliseconds, a Redis script, or plain code for memory).
 */
export interface Store {
  readonly name: StoreName;
  /**
   * Join the queue (or refresh the place held) for `claim`'s job and priority, and admit `cost` if
   * it is the best waiter (sliding-window.ts) and fits. Without a claim: job `""`, `normal`.
   */
  tryAcquire(id: string, cost: Cost, budget: Budget, claim?: Claim): Promise<Decision>;
  /** Leave the queue without admission (the waiter gave up). */
  cancel(id: string, budget: Budget): Promise<void>;
  /**
   * Replace an admitted entry's cost, at its original time; a no-op when it already left the window.
   * The first settle ends the entry one window after its response was seen: `seenAgoMs` (bounded,
   * sliding-window.ts boundAgo) before the store's now.
   */
  settle(id: string, actual: Cost, budget: Budget, seenAgoMs?: number): Promise<void>;
  /** Hold admissions for `durationMs` from the store's now (never shortens a longer pause). */
  pause(durationMs: number, budget: Budget, status?: PauseStatus): Promise<void>;
  state(budget: Budget): Promise<LimiterState>;
  close(): Promise<void>;
}

/** Estimates counted input tokens of a messages request body (parsed JSON). */
export type Estimator = (body: unknown) => number;
