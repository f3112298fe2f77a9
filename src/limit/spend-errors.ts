import { AnthropicError } from "@anthropic-ai/sdk/error";
import { UsageError } from "../errors.js";
import type { SpendScope } from "./spend-account.js";

/** Dollars as people read them: cents, or four places below a cent (a summary costs $0.0042). */
export function formatUsd(usd: number): string {
  if (usd > 0 && usd < 0.01) return `$${usd.toFixed(4)}`;
  return `$${usd.toFixed(2)}`;
}

/** The variable and plugin option that set a scope's limit, for the fix in a message. */
export const SPEND_LIMIT_SETTING: Record<SpendScope, string> = {
  job: "JOBAI_SPEND_LIMIT_JOB (plugin option spend-limit.job)",
  build: "JOBAI_SPEND_LIMIT_BUILD (plugin option spend-limit.build)",
};

/**
 * A request refused before it was sent: its worst case would take the job's or the build's spend
 * past its limit (issue 30). Not a UsageError: the input is fine, the money is spent (CLI exit 1).
 * An AnthropicError, so the SDK's MessageStream hands it to the caller as it is, not wrapped.
 * `limit`, `spent` and `held` are US dollars; `spent` is what the scope's answered requests cost,
 * `held` what its requests in flight may still cost, `cost` this request's worst case.
 */
export class SpendLimitError extends AnthropicError {
  override readonly name = "SpendLimitError";
  readonly exitCode = 1;
  readonly scope: SpendScope;
  readonly limit: number;
  readonly spent: number;
  readonly held: number;
  readonly cost: number;

  constructor(detail: { scope: SpendScope; limit: number; spent: number; held: number; cost: number }) {
    const { scope, limit, spent, held, cost } = detail;
    const inFlight = held > 0 ? ` (requests in flight hold ${formatUsd(held)} more)` : "";
    super(
      `the ${scope}'s spend limit of ${formatUsd(limit)} is reached: the ${scope} has spent ${formatUsd(spent)}${inFlight} and this request may cost up to ${formatUsd(cost)}, so it was not sent; raise ${SPEND_LIMIT_SETTING[scope]} to spend more, or lower max_tokens`,
    );
    this.scope = scope;
    this.limit = limit;
    this.spent = spent;
    this.held = held;
    this.cost = cost;
  }
}

/** Whether a value is a SpendLimitError (also across bundle chunks, where `instanceof` can fail). */
export function isSpendLimitError(error: unknown): error is SpendLimitError {
  return error instanceof Error && error.name === "SpendLimitError" && "scope" in error && "limit" in error;
}

/** A model with no price under a spend limit: what a request may cost is unknown, so it is refused. */
export class UnpricedModelError extends UsageError {
  readonly model: string;
  constructor(model: string) {
    const which = model === "" ? "a request that names no model" : `the model ${model}`;
    super(
      `${which} has no price, and a spend limit needs one to know what a request may cost, so it was not sent: add its price (USD per million tokens: input, output, cache_write_5m, cache_write_1h, cache_read) to a prices file named by JOBAI_PRICES (plugin option prices), or use a priced model`,
    );
    this.model = model;
  }
}
