import { RestError } from "./errors.js";

/**
 * A listing the API refused to go deeper into (spec: Builds, list endpoints: a 400 "too deep")
 * after some pages came: the error carries what was fetched, so nothing already paid for is lost.
 */
export class ListTooDeepError<T = unknown> extends RestError {
  /** How many items came before the refusal. */
  readonly count: number;
  /** Those items, in the order the API gave them. */
  readonly items: readonly T[];

  constructor(refusal: RestError, items: readonly T[]) {
    super({
      status: refusal.status,
      method: refusal.method,
      path: refusal.path,
      serverMessage: `${refusal.serverMessage} (${items.length} fetched before the refusal)`,
      errors: refusal.errors,
      rateLimit: refusal.rateLimit,
      cause: refusal,
    });
    this.count = items.length;
    this.items = items;
  }
}

export function isListTooDeep(error: unknown): error is ListTooDeepError {
  return error instanceof ListTooDeepError;
}
