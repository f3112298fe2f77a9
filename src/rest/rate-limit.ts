/**
 * The REST API's two rate limits (spec: Limits, REST rate limits): an organization-wide one
 * (`RateLimit-*`) and a per-user one (`RateLimit-User-*`), both on every response. Reset is in
 * seconds from the response; we turn it into an absolute time on the injected clock.
 */

export interface LimitState {
  /** `rest` or `rest_user`, as sent. */
  scope: string | undefined;
  limit: number;
  remaining: number;
  /** Seconds until the window resets, as sent. */
  resetSeconds: number;
  /** When the window resets, in ms on the client's clock. */
  resetAt: number;
}

export interface RateLimitState {
  organization: LimitState | undefined;
  user: LimitState | undefined;
  /** When the response carrying these headers arrived (client clock, ms). */
  observedAt: number;
}

type HeaderSource = { get(name: string): string | null };

function integer(value: string | null): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value.trim());
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * The longest Reset believed, in seconds: the longest a request waits for a 429 (the client's
 * `maxWaitMs`, 5 minutes). The spec gives no bound, and a Reset of a day (a buggy or hostile
 * server) would otherwise hold every process sharing the budget for a day: it is read as this.
 */
export const MAX_RESET_SECONDS = 300;

function readSet(headers: HeaderSource, prefix: string, now: number): LimitState | undefined {
  const limit = integer(headers.get(`${prefix}-Limit`));
  const remaining = integer(headers.get(`${prefix}-Remaining`));
  const reset = integer(headers.get(`${prefix}-Reset`));
  if (limit === undefined && remaining === undefined && reset === undefined) return undefined;
  const resetSeconds = Math.min(reset ?? 0, MAX_RESET_SECONDS);
  return {
    scope: headers.get(`${prefix}-Scope`) ?? undefined,
    limit: limit ?? 0,
    remaining: remaining ?? 0,
    resetSeconds,
    resetAt: now + resetSeconds * 1000,
  };
}

/** Read both header sets; a missing set is `undefined` (a response without them is still valid). */
export function parseRateLimit(headers: HeaderSource, now: number): RateLimitState {
  return {
    organization: readSet(headers, "RateLimit", now),
    user: readSet(headers, "RateLimit-User", now),
    observedAt: now,
  };
}

function sets(state: RateLimitState | undefined): LimitState[] {
  return state ? [state.organization, state.user].filter((s): s is LimitState => s !== undefined) : [];
}

/** How long to wait before sending: until the later reset of any limit with nothing remaining. */
export function waitBeforeSending(state: RateLimitState | undefined, now: number): number {
  let wait = 0;
  for (const set of sets(state)) {
    if (set.remaining <= 0 && set.resetAt > now) wait = Math.max(wait, set.resetAt - now);
  }
  return wait;
}

/**
 * How long to wait after a 429: the Reset of the limit that was hit (the one with nothing
 * remaining; the later one when both are spent). When no set says which, the longest Reset, then
 * `Retry-After`, then one second.
 */
export function waitAfter429(state: RateLimitState, retryAfter: string | null): number {
  const all = sets(state);
  const hit = all.filter((set) => set.remaining <= 0);
  const from = hit.length > 0 ? hit : all;
  const seconds = integer(retryAfter);
  const wait =
    from.length > 0
      ? Math.max(...from.map((set) => set.resetSeconds * 1000))
      : seconds !== undefined
        ? seconds * 1000
        : MIN_429_WAIT_MS;
  // A Reset of 0 means "this very moment": retrying at once would spend the retries in a burst.
  return Math.max(wait, MIN_429_WAIT_MS);
}

/** The shortest wait after a 429. */
export const MIN_429_WAIT_MS = 1_000;

/** Which limit a 429 was for, for messages: `organization`, `user` or both. */
export function limitHit(state: RateLimitState | undefined): string {
  const names: string[] = [];
  if (state?.organization && state.organization.remaining <= 0) names.push("organization");
  if (state?.user && state.user.remaining <= 0) names.push("user");
  return names.length > 0 ? names.join(" and ") : "unknown";
}
