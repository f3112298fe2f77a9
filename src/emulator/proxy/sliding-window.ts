import type { Admission, Budget, LimitPolicy } from "./limit-policy.js";

/**
 * `sliding` (the default): a request arriving at t is admitted only if, counting it, the requests
 * and counted tokens admitted within [t - window, t] stay within budget. So no window of that
 * length, wherever it starts, ever holds more than the budget. Rejected requests count for nothing.
 */
export class SlidingWindow implements LimitPolicy {
  private admitted: { at: number; tokens: number }[] = [];

  constructor(private readonly budget: () => Budget) {}

  admit(now: number, tokens: number): Admission {
    const { requests, inputTokens, windowMs } = this.budget();
    this.admitted = this.admitted.filter((entry) => entry.at >= now - windowMs);
    if (tokens > inputTokens) return { admitted: false, retryAfterMs: undefined, reason: "input tokens" };
    let count = this.admitted.length + 1;
    let sum = this.admitted.reduce((total, entry) => total + entry.tokens, 0) + tokens;
    if (count <= requests && sum <= inputTokens) {
      this.admitted.push({ at: now, tokens });
      return { admitted: true };
    }
    const reason = count > requests ? "requests" : "input tokens";
    // The oldest entries leave the window one by one (1 ms after at + window, since the window is
    // closed): find the first moment at which what remains fits.
    for (const entry of this.admitted) {
      count -= 1;
      sum -= entry.tokens;
      if (count <= requests && sum <= inputTokens) {
        return { admitted: false, retryAfterMs: entry.at + windowMs + 1 - now, reason };
      }
    }
    return { admitted: false, retryAfterMs: windowMs, reason };
  }
}
