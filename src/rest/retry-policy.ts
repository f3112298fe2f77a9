/**
 * When a failed REST call is tried again, and after how long. Retries end by time, not by count:
 * a call keeps trying until `retryTimeMs` has passed since its first failure.
 *
 * - 429: always (the server refused before doing anything), after the Reset of the limit hit.
 * - 5xx, a dropped connection, no answer within the timeout: idempotent calls only, with backoff.
 *   Idempotent per HTTP (RFC 9110, 9.2.2): GET, HEAD, OPTIONS, PUT, DELETE; POST and PATCH are not.
 *   The API's PUTs that start work (rebuild, retry_failed_jobs, a job's retry) are marked not
 *   idempotent by their callers: sent twice, they would start it twice.
 * - A refused connection (nothing listens at the address, or no such host): any method, since no
 *   server saw it, but only for REFUSED_RETRY_MS: an API that is down or a wrong address then fails
 *   in seconds with one line, not after two minutes of retries (issue 20). An address that fetch
 *   refuses outright (a "bad port") is not retried.
 */

const IDEMPOTENT = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

export function isIdempotent(method: string): boolean {
  return IDEMPOTENT.has(method.toUpperCase());
}

/** First backoff after a 5xx or a dropped connection; doubles each time up to the cap. */
const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 10_000;

/**
 * Backoff before retry `attempt` (1 for the first): half fixed, half random ("equal jitter"), so
 * parallel jobs hit by one outage do not all come back at the same moment.
 */
export function backoffMs(attempt: number, random: () => number): number {
  const full = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}

/**
 * Jitter added to a wait for a rate limit's Reset: up to a tenth of the wait, at most 1 s. Processes
 * paused together then come back spread out, and the shared budget lines them up.
 */
export function resetJitterMs(waitMs: number, random: () => number): number {
  return Math.round(random() * Math.min(1_000, waitMs / 10));
}

/** A server answer worth retrying for an idempotent call: the server's own failure. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599;
}

/** A refused connection is retried until this long after the first refusal. */
export const REFUSED_RETRY_MS = 6_000;
/** Its waits stay under the 2 s past which a CLI prints a line: the failure is the one line. */
export const REFUSED_BACKOFF_CAP_MS = 2_000;

/**
 * Error codes of a connection that reached no server for want of one (nothing listens, no such
 * host); retried briefly. A host that may answer later (EAI_AGAIN, unreachable networks) keeps the
 * usual retries.
 */
const UNREACHED = new Map([
  ["ECONNREFUSED", "connection refused"],
  ["ENOTFOUND", "no such host"],
]);

/**
 * Whether a fetch failure is a connection that never reached a server, and in words; undefined for
 * the others (a reset, a timeout), which keep the usual retries. undici puts the system error in
 * `cause` (an AggregateError when several addresses were tried).
 */
export function connectFailure(error: unknown): { what: string; retryable: boolean } | undefined {
  const cause = (error as { cause?: unknown } | undefined)?.cause as
    | { code?: unknown; message?: unknown; errors?: { code?: unknown }[] }
    | undefined;
  if (!cause) return undefined;
  const codes = [cause.code, ...(cause.errors ?? []).map((inner) => inner?.code)];
  for (const code of codes) {
    const what = typeof code === "string" ? UNREACHED.get(code) : undefined;
    if (what) return { what, retryable: true };
  }
  if (cause.message === "bad port") return { what: "a port fetch refuses to use", retryable: false };
  return undefined;
}
