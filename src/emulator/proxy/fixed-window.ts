import type { Admission, Budget, LimitPolicy } from "./limit-policy.js";

/**
 * `fixed`: windows aligned on multiples of the window length (on the proxy's clock); each window
 * admits up to the budget and starts empty. Two bursts on either side of a boundary can admit twice
 * the budget within one window's length, as fixed-window counters do.
 */
export class FixedWindow implements LimitPolicy {
  private start = Number.NEGATIVE_INFINITY;
  private requests = 0;
  private tokens = 0;

  constructor(private readonly budget: () => Budget) {}

  admit(now: number, tokens: number): Admission {
    const { requests, inputTokens, windowMs } = this.budget();
    const start = Math.floor(now / windowMs) * windowMs;
    if (start !== this.start) {
      this.start = start;
      this.requests = 0;
      this.tokens = 0;
    }
    if (tokens > inputTokens) return { admitted: false, retryAfterMs: undefined, reason: "input tokens" };
    if (this.requests + 1 > requests || this.tokens + tokens > inputTokens) {
      const reason = this.requests + 1 > requests ? "requests" : "input tokens";
      return { admitted: false, retryAfterMs: start + windowMs - now, reason };
    }
    this.requests += 1;
    this.tokens += tokens;
    return { admitted: true };
  }
}
