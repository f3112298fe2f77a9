/**
 * The REST API's two limits (spec: Limits, REST rate limits) as fixed windows on an injected clock:
 * one per organization, shared by every user, and one per user. Both header sets go on every response.
 */

export interface WindowLimit {
  /** Requests per window. */
  limit: number;
  windowMs: number;
}

export interface RestRateLimits {
  organization: WindowLimit;
  user: WindowLimit;
}

/** Generous by default, so only tests and the benchmark that lower them meet a 429. */
export const DEFAULT_REST_LIMITS: RestRateLimits = {
  organization: { limit: 2_000, windowMs: 60_000 },
  user: { limit: 1_000, windowMs: 60_000 },
};

interface Count {
  windowStart: number;
  used: number;
}

export interface LimitView {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

export interface Verdict {
  allowed: boolean;
  /** Which limit refused, when one did. */
  hit: ("organization" | "user")[];
  organization: LimitView;
  user: LimitView;
}

export class RestRateLimiter {
  limits: RestRateLimits;
  readonly #counts = new Map<string, Count>();

  constructor(limits: RestRateLimits = DEFAULT_REST_LIMITS) {
    this.limits = limits;
  }

  #count(key: string, windowMs: number, now: number): Count {
    const windowStart = Math.floor(now / windowMs) * windowMs;
    let count = this.#counts.get(key);
    if (!count || count.windowStart !== windowStart) {
      count = { windowStart, used: 0 };
      this.#counts.set(key, count);
    }
    return count;
  }

  #view(count: Count, limit: WindowLimit, now: number): LimitView {
    return {
      limit: limit.limit,
      remaining: Math.max(0, limit.limit - count.used),
      // Whole seconds, rounded up: a client that waits this long finds the new window.
      resetSeconds: Math.max(0, Math.ceil((count.windowStart + limit.windowMs - now) / 1000)),
    };
  }

  /** Count one request against both limits, or refuse it when either has nothing left. */
  take(organization: string, user: string, now: number, consume = true): Verdict {
    const { organization: orgLimit, user: userLimit } = this.limits;
    const org = this.#count(`org:${organization}`, orgLimit.windowMs, now);
    const usr = this.#count(`user:${user}`, userLimit.windowMs, now);
    const hit: Verdict["hit"] = [];
    if (org.used >= orgLimit.limit) hit.push("organization");
    if (usr.used >= userLimit.limit) hit.push("user");
    const allowed = hit.length === 0;
    if (allowed && consume) {
      org.used++;
      usr.used++;
    }
    return {
      allowed,
      hit,
      organization: this.#view(org, orgLimit, now),
      user: this.#view(usr, userLimit, now),
    };
  }

  reset(): void {
    this.#counts.clear();
  }
}

export function rateLimitHeaders(verdict: Verdict): Record<string, string> {
  return {
    "RateLimit-Scope": "rest",
    "RateLimit-Limit": String(verdict.organization.limit),
    "RateLimit-Remaining": String(verdict.organization.remaining),
    "RateLimit-Reset": String(verdict.organization.resetSeconds),
    "RateLimit-User-Scope": "rest_user",
    "RateLimit-User-Limit": String(verdict.user.limit),
    "RateLimit-User-Remaining": String(verdict.user.remaining),
    "RateLimit-User-Reset": String(verdict.user.resetSeconds),
  };
}
