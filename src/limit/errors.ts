import { UsageError } from "../errors.js";
import type { Budget, Cost } from "./types.js";

/**
 * A request that could never fit: its cost alone exceeds a budget. Waiting would last forever, so
 * the limiter refuses it at once. A UsageError: the fix is in the caller's hands (exit code 2).
 */
export class RequestTooLargeError extends UsageError {
  override readonly name = "UsageError";
  readonly cost: Cost;
  readonly budget: Budget;

  /**
   * `cachedTokens`: the longest prefix known to be cached, already left out of `cost` (the proxy
   * counts cache reads as free), named so the user sees the refusal is not about the raw size.
   * `atLeast`: `cost.inputTokens` is a lower bound (an estimate not yet calibrated, taken at its
   * surest), so the message says "at least": `jobai count-tokens` counts more for the same prompt,
   * and "about" beside its count read as a contradiction (issue 21).
   */
  constructor(
    cost: Cost,
    budget: Budget,
    detail: { cachedTokens?: number | undefined; atLeast?: boolean } = {},
  ) {
    const seconds = budget.windowMs / 1000;
    const cached = detail.cachedTokens ? ` even with its ${detail.cachedTokens} cached tokens free` : "";
    const bound = detail.atLeast ? "at least" : "about";
    super(
      cost.inputTokens > budget.inputTokens
        ? `this request needs ${bound} ${cost.inputTokens} counted input tokens${cached}, more than the whole budget of ${budget.inputTokens} per ${seconds} s: shorten the prompt (fewer or smaller messages, files or tools), use prompt caching, or ask the service to raise the limit and set JOBAI_LIMIT_INPUT_TOKENS (rate-limit.input-tokens) to match.`
        : `this request counts as ${cost.requests} requests, more than the whole budget of ${budget.requests} per ${seconds} s: split it, or ask the service to raise the limit and set JOBAI_LIMIT_REQUESTS (rate-limit.requests) to match.`,
    );
    this.cost = cost;
    this.budget = budget;
  }
}

/** Whether a value is a RequestTooLargeError (also across bundle chunks). */
export function isRequestTooLarge(error: unknown): error is RequestTooLargeError {
  return error instanceof Error && "budget" in error && "cost" in error && error.name === "UsageError";
}
