import { RestError } from "./errors.js";

/**
 * A listing the API refused to go deeper into (spec: Builds, list endpoints: a 400 "too deep"), or
 * one that went past the client's page cap, after some pages came. Pagination streams, so the items
 * are the caller's (each was yielded as it came): the error says how many there were.
 */
export class ListTooDeepError<T = unknown> extends RestError {
  /** How many items came before the refusal. */
  readonly count: number;
  /**
   * The items, when whoever threw the error kept them; empty from a streamed listing (`iterate()`,
   * `pages()`), which keeps none: collect them as they come.
   */
  readonly items: readonly T[];

  constructor(refusal: RestError, fetched: readonly T[] | number) {
    const count = typeof fetched === "number" ? fetched : fetched.length;
    super({
      status: refusal.status,
      method: refusal.method,
      path: refusal.path,
      serverMessage: `${refusal.serverMessage} (${count} fetched before the refusal)`,
      errors: refusal.errors,
      rateLimit: refusal.rateLimit,
      cause: refusal,
    });
    this.count = count;
    this.items = typeof fetched === "number" ? [] : fetched;
  }
}

export function isListTooDeep(error: unknown): error is ListTooDeepError {
  return error instanceof ListTooDeepError;
}
