/**
 * The learned limit as the limiter core uses it (limiter.ts): a copy of the shared record, read
 * again when older than `refreshMs`, from which each acquire's budget is min(configured, learned);
 * and the observer of responses that lowers (a 429 the window did not predict) or sets (rate-limit
 * headers) the shared record. The record's store failing never holds a grant: a read waits at most
 * READ_WAIT_MS, and a failed read or write leaves the copy as it was.
 */
import type { Logger } from "../log.js";
import {
  checkLearned,
  describeLearned,
  effectiveLimits,
  fromHeaders,
  isLowering,
  type LearnedRecord,
  type LearnedView,
  type Limits,
  lifetimeMs,
  loweredBy429,
} from "./learned-limit.js";
import type { LearnedLimitStore } from "./learned-limit-store.js";
import type { Budget, Cost, LimiterState } from "./types.js";

/** Longest an acquire waits for the record to be read (a Redis that stopped answering). */
const READ_WAIT_MS = 100;
/**
 * Longest a look at the limiter's state (`jobai limits`, `limiter.state()`) waits for it: not on
 * any request's path, so it can wait for a read a loaded host answers slowly, and show the record.
 */
export const SHOW_WAIT_MS = 1000;

/** The default age at which the copy is read again: a 60th of the window, 50 ms to 1 s. */
export function defaultRefreshMs(windowMs: number): number {
  return Math.min(1000, Math.max(50, Math.round(windowMs / 60)));
}

export interface LearnedBudgetOptions {
  store: LearnedLimitStore;
  /** The configured budget: what is learned only ever lowers it. */
  budget: Budget;
  now: () => number;
  refreshMs?: number;
  /** Where a change of the learned limit is said (the job's log); debug lines when it has them. */
  logger?: Pick<Logger, "warn"> & Partial<Pick<Logger, "debug">>;
}

export interface LearnedBudget {
  /** The budget for a request of `cost`: min(configured, learned), never below the cost itself. */
  budgetFor(cost: Cost): Budget;
  /** Whether the copy is older than `refreshMs`. */
  stale(): boolean;
  /** Read the shared record again; resolves within READ_WAIT_MS whatever the store does. Never rejects. */
  refresh(): Promise<void>;
  /** The record as the store has it now (a read under way, else a new one), within SHOW_WAIT_MS. Never rejects. */
  fresh(): Promise<void>;
  /**
   * A response's status and headers, for the request that reserved `reserved`. `window` reads the
   * window as it is now (for a 429: did it hold room?). Resolves true when the learned limit
   * changed. Never rejects.
   */
  observe(
    status: number,
    headers: Headers | undefined,
    reserved: Cost,
    window: () => Promise<LimiterState>,
  ): Promise<boolean>;
  /** What lowers the budget now, in words; undefined when nothing does. */
  view(): LearnedView | undefined;
  close(): Promise<void>;
}

export function createLearnedBudget(options: LearnedBudgetOptions): LearnedBudget {
  const { store, budget, now } = options;
  const configured: Limits = { requests: budget.requests, inputTokens: budget.inputTokens };
  const refreshMs = options.refreshMs ?? defaultRefreshMs(budget.windowMs);
  const log = options.logger;
  let record: LearnedRecord | undefined;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | undefined;
  /** Writes so far: a read that began before the last write brings older news, and is dropped. */
  let writes = 0;

  const current = (at = now()) => effectiveLimits(record, configured, budget.windowMs, at);

  let warnedBounds = false;
  /**
   * The record when it is within what jobai writes (learned-limit.ts, checkLearned); else nothing
   * learned, with one warning naming where it is (issue 34: a record learned "in the future" with
   * a limit of 1 held every job of the organization at 1 request a minute, for ever).
   */
  function withinBounds(found: LearnedRecord): LearnedRecord | undefined {
    const { fault } = checkLearned(found, configured, budget.windowMs, now());
    if (!fault) return found;
    if (!warnedBounds) {
      warnedBounds = true;
      log?.warn(
        `the learned limit in ${store.where ?? "the limiter's store"} is not one jobai writes (${fault}): ignored, the configured limits apply`,
      );
    }
    return undefined;
  }

  function read(): Promise<void> {
    // Counted from the start: a store that does not answer is asked again refreshMs later, not at
    // each acquire, and no acquire waits for a read already under way.
    if (reading) return reading;
    readAt = now();
    const before = writes;
    reading = store
      .read()
      .then(
        (found) => {
          if (writes === before) record = found && withinBounds(found);
        },
        (error: unknown) => log?.debug?.({ err: String(error) }, "learned limit read failed"),
      )
      .finally(() => {
        readAt = now();
        reading = undefined;
      });
    return reading;
  }

  async function write(next: LearnedRecord): Promise<void> {
    writes++;
    record = next;
    readAt = now();
    await store.write(next, lifetimeMs(budget.windowMs)).catch((error: unknown) => {
      log?.debug?.({ err: String(error) }, "learned limit write failed");
    });
  }

  /** Set from headers: written when it changes what is admitted, or to confirm it once a window. */
  async function setFromHeaders(next: LearnedRecord): Promise<boolean> {
    const at = now();
    const lowering = isLowering(next, configured, budget.windowMs, at);
    if (!lowering && !isLowering(record, configured, budget.windowMs, at)) return false;
    const was = current(at);
    const same =
      record?.cause === "headers" &&
      record.requests === next.requests &&
      record.inputTokens === next.inputTokens &&
      at - record.at < budget.windowMs;
    if (same) return false;
    await write(next);
    const after = current(at);
    const changed = after.requests !== was.requests || after.inputTokens !== was.inputTokens;
    if (changed) {
      const view = describeLearned(next, configured, budget.windowMs, at);
      log?.warn(
        view
          ? `the proxy's rate-limit headers state lower limits than configured: the shared limit is ${view.why}`
          : "the proxy's rate-limit headers no longer state lower limits: back to the configured limits",
      );
    }
    return changed;
  }

  /** Read the record again, waiting `waitMs` at most (the read goes on and lands later). */
  async function readSoon(waitMs = READ_WAIT_MS): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      read(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }

  /** When this process last said the limit was lowered. */
  let warnedAt: number | undefined;

  async function lowerAfter429(reserved: Cost, window: () => Promise<LimiterState>): Promise<boolean> {
    const seen = await window();
    // Another process may have lowered it meanwhile: start from what it wrote.
    await readSoon();
    const at = now();
    const lowered = loweredBy429(seen, reserved, current(at), configured, at);
    if (!lowered) return false;
    await write(lowered);
    const view = describeLearned(lowered, configured, budget.windowMs, at);
    if (view) {
      const text = `the proxy answered 429 while the window held room (${seen.used.requests} requests, ${seen.used.inputTokens} input tokens): the shared limit is ${view.why}`;
      // One line a minute (as the store's warnings): a proxy refusing every request lowers the
      // limit at each retry, and five lines for one failing call drowned its error.
      if (warnedAt === undefined || at - warnedAt >= Math.max(budget.windowMs, 60_000)) {
        warnedAt = at;
        log?.warn(text);
      } else log?.debug?.(text);
    }
    return true;
  }

  return {
    budgetFor(cost) {
      const limits = current();
      return {
        ...budget,
        requests: Math.max(limits.requests, cost.requests),
        inputTokens: Math.max(limits.inputTokens, cost.inputTokens),
      };
    },
    stale: () => !reading && now() - readAt >= refreshMs,
    refresh: () => readSoon(),
    fresh: () => readSoon(SHOW_WAIT_MS),
    async observe(status, headers, reserved, window) {
      try {
        const stated = headers ? fromHeaders(headers, configured, now()) : undefined;
        if (stated) return await setFromHeaders(stated);
        if (status === 429) return await lowerAfter429(reserved, window);
      } catch (error) {
        log?.debug?.({ err: String(error) }, "learning from a response failed");
      }
      return false;
    },
    view: () => describeLearned(record, configured, budget.windowMs, now()),
    close: () => store.close(),
  };
}
