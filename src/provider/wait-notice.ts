/**
 * One stderr line for every wait longer than 2 s in a CLI command, so a job's log never sits silent
 * while jobai waits (issue 13: a limiter wait of 9 s and SDK retries of 16 s were silent), in one
 * shape: `jobai: waiting N s for WHAT`. The REST commands' waits have their own lines, naming the
 * call (src/cli/rest-client.ts).
 */
import type { Middleware } from "@anthropic-ai/sdk";
import type { Settings } from "../config/settings.js";
import { createLimiterFromSettings, needsLimiter } from "../limit/create.js";
import { retryAfterMs } from "../limit/request-policy.js";
import type { Budget, Decision, Limiter, PauseStatus, Store } from "../limit/types.js";
import { logger } from "../log.js";
import { ProviderCallError } from "./api-error.js";

/** Waits at most this long pass without a line. */
export const NOTICE_AFTER_MS = 2000;

export type WaitNotice = (line: string) => void;

const toStderr: WaitNotice = (line) => process.stderr.write(`${line}\n`);

/** The one line for a wait of `ms` (rounded up to whole seconds) for `what`. */
export function waitLine(ms: number, what: string): string {
  return `jobai: waiting ${Math.ceil(ms / 1000)} s for ${what}`;
}

function windowText(budget: Budget): string {
  const ms = budget.windowMs;
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/** What paused everyone, named as what it is: a 529 is the provider overloaded, not a rate limit. */
export function pauseCause(status: PauseStatus | undefined): string {
  if (status === 429 || status === 529) return `the proxy answered ${statusName(status)}`;
  return "the proxy answered 429 or 529";
}

function limiterReason(decision: Extract<Decision, { granted: false }>, budget: Budget): string {
  const why = budgetReason(decision, budget);
  // On the fallback the budget counts as used for a while (the store's warning says how long):
  // "for the rate limit" alone sent a user looking for 50 requests they had not made.
  return decision.fallbackFrom
    ? `${why} while the ${decision.fallbackFrom} store is down: see the warning above`
    : why;
}

function budgetReason(decision: Extract<Decision, { granted: false }>, budget: Budget): string {
  switch (decision.reason) {
    case "requests":
      return `the rate limit (${budget.requests} ${budget.requests === 1 ? "request" : "requests"} per ${windowText(budget)})`;
    case "inputTokens":
      return `the rate limit (${budget.inputTokens} input tokens per ${windowText(budget)})`;
    case "paused":
      return `the rate limit (paused after ${pauseCause(decision.status)})`;
    case "queue":
      return "the rate limit (other processes are ahead in the queue)";
  }
}

/**
 * The store as it was, plus one line the first time a request is told to wait more than 2 s. The
 * store's decision knows how long and why; the limiter itself asks again every poll (at most
 * 200 ms), so its own sleeps never show a long wait.
 */
function noticeStoreWaits(store: Store, notice: WaitNotice = toStderr): Store {
  const noticed = new Set<string>();
  return {
    get name() {
      return store.name;
    },
    async tryAcquire(id, cost, budget, claim) {
      const decision = await store.tryAcquire(id, cost, budget, claim);
      if (decision.granted) noticed.delete(id);
      else if (decision.waitMs > NOTICE_AFTER_MS && !noticed.has(id)) {
        noticed.add(id);
        notice(waitLine(decision.waitMs, limiterReason(decision, budget)));
      }
      return decision;
    },
    cancel: (id, budget) => {
      noticed.delete(id);
      return store.cancel(id, budget);
    },
    settle: (id, actual, budget, seenAgoMs) => store.settle(id, actual, budget, seenAgoMs),
    pause: (durationMs, budget, status) => store.pause(durationMs, budget, status),
    state: (budget) => store.state(budget),
    close: () => store.close(),
  };
}

/** A status as the retry line names it: 529 is the provider overloaded. */
function statusName(status: number): string {
  return status === 529 ? "529, overloaded" : String(status);
}

/** The SDK retries these (its shouldRetry), unless the response says otherwise in x-should-retry. */
function sdkRetries(response: Response): boolean {
  const told = response.headers.get("x-should-retry");
  if (told === "true") return true;
  if (told === "false") return false;
  const status = response.status;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * How long the SDK sleeps before its next attempt, as @anthropic-ai/sdk 1.x computes it: the
 * response's `retry-after-ms` or `retry-after` when positive, else its backoff of 0.5 s doubled per
 * retry up to 8 s, less up to 25% jitter (the upper end is given: the line says "up to").
 */
function sdkRetryDelayMs(headers: Headers | undefined, retryCount: number, capMs?: number): number {
  const backoff = Math.min(0.5 * 2 ** retryCount, 8) * 1000;
  // With the limiter, the SDK is handed the wait the limiter's policy reads, capped at the window
  // (a retry-after of 99999999999 s becomes one window; a malformed one, `1e300`, the policy's own
  // backoff): the line says what the SDK will wait, read the same way.
  if (capMs !== undefined) {
    const asked = headers ? retryAfterMs(headers, Date.now()) : undefined;
    return asked === undefined ? backoff : Math.min(asked, capMs);
  }
  const fromMs = Number.parseFloat(headers?.get("retry-after-ms") ?? "");
  let delay = Number.isNaN(fromMs) ? undefined : fromMs;
  const after = headers?.get("retry-after");
  if (after && delay === undefined) {
    const seconds = Number.parseFloat(after);
    delay = Number.isNaN(seconds) ? Date.parse(after) - Date.now() : seconds * 1000;
  }
  return delay !== undefined && delay > 0 && delay <= 2 ** 31 - 1 ? delay : backoff;
}

/**
 * SDK middleware that prints one line before each retry the SDK will wait more than 2 s for:
 * `jobai: waiting 16 s for retry 2 of 4 (the proxy answered 529, overloaded)`. Middleware runs per attempt, and
 * the SDK numbers attempts in the `x-stainless-retry-count` request header.
 */
export function retryNoticeMiddleware(
  maxRetries: number,
  notice: WaitNotice = toStderr,
  /**
   * The limiter's window, when one runs: its middleware gives the SDK a 429's or 529's wait capped
   * at the window (src/limit/middleware.ts), and this middleware sees the response before that.
   */
  maxDelayMs?: number,
): Middleware {
  return async (request, next) => {
    const retryCount = Number(request.headers.get("x-stainless-retry-count") ?? 0) || 0;
    const retriesLeft = retryCount < maxRetries;
    const say = (headers: Headers | undefined, why: string, status?: number) => {
      const capped = status === 429 || status === 529 ? maxDelayMs : undefined;
      const delay = sdkRetryDelayMs(headers, retryCount, capped);
      if (delay > NOTICE_AFTER_MS) {
        notice(waitLine(delay, `retry ${retryCount + 1} of ${maxRetries} (${why})`));
      }
    };
    let response: Response;
    try {
      response = await next(request);
    } catch (error) {
      // jobai's own final errors (no answer within the bound, a refused redirect) are not retried.
      if (retriesLeft && !request.signal?.aborted && !(error instanceof ProviderCallError))
        say(undefined, "the connection failed");
      throw error;
    }
    if (retriesLeft && !response.ok && sdkRetries(response))
      say(response.headers, `the proxy answered ${statusName(response.status)}`, response.status);
    return response;
  };
}

/**
 * The shared limiter of `settings`, as createClient would build it, whose waits over 2 s print
 * their line; undefined when the store is `off`. `env` gives the organization (the store's key).
 */
export function createNoticedLimiter(
  settings: Settings,
  env: NodeJS.ProcessEnv = process.env,
  notice: WaitNotice = toStderr,
): Limiter | undefined {
  if (!needsLimiter(settings)) return undefined;
  // From the settings, so the prompt-cache knowledge is the store's (file, Redis), not memory.
  return createLimiterFromSettings(settings, {
    env,
    logger: logger(),
    wrapStore: (store) => noticeStoreWaits(store, notice),
  });
}
