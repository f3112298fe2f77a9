/**
 * The spend limit's errors, in the project's one error shape (src/errors.ts, rest/errors.ts): a
 * stable `name` that survives bundle chunks (each has an `is...` guard by it), the CLI's `exitCode`
 * (2 for bad input, a UsageError; 1 otherwise), the facts as typed fields, the cause kept, and a
 * message that names what was wrong and the fix with anything from outside input redacted (the
 * relay sends it to its client; the CLI and logs print it).
 */
import { AnthropicError } from "@anthropic-ai/sdk/error";
import { isUsageError, UsageError } from "../errors.js";
import { redact } from "../secrets.js";
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

/** Longest model name quoted in a message: a model id is a few dozen characters (as usage rows keep it). */
const MAX_MODEL_CHARS = 200;

/**
 * A model with no price under a spend limit: what a request may cost is unknown, so it is refused.
 * A UsageError (the fix is the caller's: exit code 2), named as one so `isUsageError` holds across
 * bundle chunks, as RequestTooLargeError is. The model comes from the request's body: outside input,
 * so it is redacted (a token pasted where a model belongs stays out of the message, the relay's
 * answer and the logs) and cut to MAX_MODEL_CHARS.
 */
export class UnpricedModelError extends UsageError {
  readonly model: string;
  constructor(model: string) {
    const shown = redact(model.length > MAX_MODEL_CHARS ? `${model.slice(0, MAX_MODEL_CHARS)}...` : model);
    const which = shown === "" ? "a request that names no model" : `the model ${shown}`;
    super(
      `${which} has no price, and a spend limit needs one to know what a request may cost, so it was not sent: add its price (USD per million tokens: input, output, cache_write_5m, cache_write_1h, cache_read) to a prices file named by JOBAI_PRICES (plugin option prices), or use a priced model`,
    );
    this.model = shown;
  }
}

/** Whether a value is an UnpricedModelError (also across bundle chunks: its name is UsageError's). */
export function isUnpricedModelError(error: unknown): error is UnpricedModelError {
  return isUsageError(error) && "model" in error;
}

/**
 * The spend limit could not be checked (its store failed): the request is not sent, since a limit
 * that cannot be checked is not waived (exit code 1). The store's own words follow, redacted: a
 * store's error may quote its address, and a Redis URL may hold a password.
 */
export class SpendCheckError extends Error {
  override readonly name = "SpendCheckError";
  readonly exitCode = 1;
  constructor(cause: unknown) {
    const said = cause instanceof Error ? cause.message : String(cause);
    super(`the spend limit could not be checked, so the request was not sent: ${redact(said)}`, { cause });
  }
}

/** Whether a value is a SpendCheckError (also across bundle chunks). */
export function isSpendCheckError(error: unknown): error is SpendCheckError {
  return error instanceof Error && error.name === "SpendCheckError";
}
