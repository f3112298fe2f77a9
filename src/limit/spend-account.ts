/**
 * The spend account of a build (issue 30, item 4): what its jobs spent on model calls and what the
 * requests in flight hold, one record per build in the limiter's store (memory, file, Redis). It is
 * the rate limit's reserve-then-settle path with money for tokens: a request reserves its worst case
 * before it is sent, and is settled at its real cost from the response's usage. A hold that is
 * never settled (a process killed mid-request) ends at its `end`, as an unanswered window entry
 * does (sliding-window.ts), so a crashed process never holds the account for good.
 *
 * Amounts are whole micro-dollars (1 USD = 1,000,000): the Lua script (spend-redis.ts) and the file
 * store keep exact sums, and no float drifts over thousands of requests.
 *
 * The rules here and in SPEND_SCRIPT (spend-redis.ts) are the same; test/limit/spend-account.test.ts
 * runs the same sequence through every ledger.
 */
import type { StoreName } from "../config/settings.js";

/** One dollar in the account's unit. */
export const MICRO_USD = 1_000_000;

/** Dollars as micro-dollars; a reservation rounds up, a settled cost to the nearest. */
export const toMicro = (usd: number, round: (n: number) => number = Math.round): number =>
  round(usd * MICRO_USD);
export const toUsd = (micro: number): number => micro / MICRO_USD;

export type SpendScope = "job" | "build";

/** Whose money a request spends: the build's account, and the job's share of it. */
export interface SpendAccountId {
  build: string;
  job: string;
}

/** The limits in micro-dollars; absent: no limit of that scope. */
export interface SpendLimitsMicro {
  job?: number;
  build?: number;
}

/** A hold or a settled charge: the job, the amount, and when it leaves the record. */
export type SpendEntry = [job: string, amount: number, end: number];

/** One build's account as every store keeps it. */
export interface SpendState {
  /** Settled spend of the whole build. */
  build: number;
  /** Settled spend per job. */
  jobs: Record<string, number>;
  /** Reservations of requests in flight, by request id. */
  held: Record<string, SpendEntry>;
  /**
   * Recently settled requests, by id: a settle run again (a fenced file commit decided twice, a
   * retried command) finds its own charge here and adds nothing.
   */
  settled: Record<string, SpendEntry>;
}

export const emptySpend = (): SpendState => ({ build: 0, jobs: {}, held: {}, settled: {} });

export type SpendDecision =
  | { granted: true }
  | {
      granted: false;
      scope: SpendScope;
      /** The scope's limit, settled spend and what requests in flight hold, in micro-dollars. */
      limit: number;
      spent: number;
      held: number;
    };

/** What the account shows of a build and a job, in micro-dollars. */
export interface SpendView {
  build: { spent: number; held: number };
  job: { spent: number; held: number };
}

/** Drop holds and settled records whose time is over. */
export function pruneSpend(state: SpendState, now: number): void {
  for (const [id, entry] of Object.entries(state.held)) if (entry[2] <= now) delete state.held[id];
  for (const [id, entry] of Object.entries(state.settled)) if (entry[2] <= now) delete state.settled[id];
}

export function viewSpend(state: SpendState, job: string): SpendView {
  let buildHeld = 0;
  let jobHeld = 0;
  for (const [owner, amount] of Object.values(state.held)) {
    buildHeld += amount;
    if (owner === job) jobHeld += amount;
  }
  return {
    build: { spent: state.build, held: buildHeld },
    job: { spent: state.jobs[job] ?? 0, held: jobHeld },
  };
}

/**
 * Hold `amount` for request `id` of `account.job` until `end`, if the job's and the build's settled
 * spend, their holds and this amount stay within the limits; the job's limit is judged first. A
 * request already held (the same id asked again) is granted as it is.
 */
export function reserveSpend(
  state: SpendState,
  id: string,
  job: string,
  amount: number,
  limits: SpendLimitsMicro,
  now: number,
  end: number,
): SpendDecision {
  pruneSpend(state, now);
  if (state.held[id] || state.settled[id]) return { granted: true };
  const view = viewSpend(state, job);
  const checks: [SpendScope, number | undefined, { spent: number; held: number }][] = [
    ["job", limits.job, view.job],
    ["build", limits.build, view.build],
  ];
  for (const [scope, limit, used] of checks) {
    if (limit !== undefined && used.spent + used.held + amount > limit) {
      return { granted: false, scope, limit, spent: used.spent, held: used.held };
    }
  }
  state.held[id] = [job, amount, end];
  return { granted: true };
}

/**
 * Replace request `id`'s hold with its real cost `amount`, added to the job's and the build's spend.
 * A hold that already ended (a response slower than the hold) is charged all the same: the money was
 * spent. Settling the same id twice charges it once.
 */
export function settleSpend(
  state: SpendState,
  id: string,
  job: string,
  amount: number,
  now: number,
  keepUntil: number,
): void {
  pruneSpend(state, now);
  if (state.settled[id]) return;
  delete state.held[id];
  if (amount > 0) {
    state.build += amount;
    state.jobs[job] = (state.jobs[job] ?? 0) + amount;
  }
  state.settled[id] = [job, amount, keepUntil];
}

/** Where a build's account lives: one atomic decision per call, as the window's stores. */
export interface SpendLedger {
  readonly name: StoreName;
  reserve(
    account: SpendAccountId,
    id: string,
    amount: number,
    limits: SpendLimitsMicro,
    holdMs: number,
  ): Promise<SpendDecision>;
  /** Settle request `id` at `amount` (0: nothing was spent, e.g. never sent or refused). */
  settle(account: SpendAccountId, id: string, amount: number, holdMs: number): Promise<void>;
  view(account: SpendAccountId): Promise<SpendView>;
  close(): Promise<void>;
}

/** An account in this process's memory: shared by every limiter given the same ledger. */
export function createMemoryLedger(now: () => number = Date.now, name: StoreName = "memory"): SpendLedger {
  const accounts = new Map<string, SpendState>();
  const stateOf = (account: SpendAccountId) => {
    let state = accounts.get(account.build);
    if (!state) {
      state = emptySpend();
      accounts.set(account.build, state);
    }
    return state;
  };
  return {
    name,
    async reserve(account, id, amount, limits, holdMs) {
      const at = now();
      return reserveSpend(stateOf(account), id, account.job, amount, limits, at, at + holdMs);
    },
    async settle(account, id, amount, holdMs) {
      const at = now();
      settleSpend(stateOf(account), id, account.job, amount, at, at + holdMs);
    },
    async view(account) {
      const state = stateOf(account);
      pruneSpend(state, now());
      return viewSpend(state, account.job);
    },
    async close() {},
  };
}
