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
   */
  constructor(cost: Cost, budget: Budget, cachedTokens?: number) {
    const seconds = budget.windowMs / 1000;
    const cached = cachedTokens ? ` even with its ${cachedTokens} cached tokens free` : "";
    super(
      cost.inputTokens > budget.inputTokens
        ? `this request needs about ${cost.inputTokens} counted input tokens${cached}, more than the whole budget of ${budget.inputTokens} per ${seconds}s: shorten the prompt (fewer or smaller messages, files or tools), use prompt caching, or ask the service to raise the limit and set JOBAI_LIMIT_INPUT_TOKENS (rate-limit.input-tokens) to match.`
        : `this request counts as ${cost.requests} requests, more than the whole budget of ${budget.requests} per ${seconds}s: split it, or ask the service to raise the limit and set JOBAI_LIMIT_REQUESTS (rate-limit.requests) to match.`,
    );
    this.cost = cost;
    this.budget = budget;
  }
}

/** Whether a value is a RequestTooLargeError (also across bundle chunks). */
export function isRequestTooLarge(error: unknown): error is RequestTooLargeError {
  return error instanceof Error && "budget" in error && "cost" in error && error.name === "UsageError";
}
