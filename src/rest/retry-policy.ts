/**
 * When a failed REST call is tried again, and after how long. Retries end by time, not by count:
 * a call keeps trying until `retryTimeMs` has passed since its first failure.
 *
 * - 429: always (the server refused before doing anything), after the Reset of the limit hit.
 * - 5xx, a dropped connection, no answer within the timeout: idempotent calls only, with backoff.
 *   Idempotent per HTTP (RFC 9110, 9.2.2): GET, HEAD, OPTIONS, PUT, DELETE; POST and PATCH are not.
 *   The API's PUTs that start work (rebuild, retry_failed_jobs, a job's retry) are marked not
 *   idempotent by their callers: sent twice, they would start it twice.
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
