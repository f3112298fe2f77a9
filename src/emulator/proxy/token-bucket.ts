import type { Admission, Budget, LimitPolicy } from "./limit-policy.js";

/**
 * `bucket`: two token buckets (requests, counted input tokens), each holding at most its budget and
 * refilled continuously at budget / window. A request is admitted when both hold enough; it takes
 * 1 request and its counted tokens. Starts full.
 */
export class TokenBucket implements LimitPolicy {
  private last: number | undefined;
  private requests = 0;
  private tokens = 0;

  constructor(private readonly budget: () => Budget) {}

  admit(now: number, tokens: number): Admission {
    const { requests, inputTokens, windowMs } = this.budget();
    if (this.last === undefined) {
      this.requests = requests;
      this.tokens = inputTokens;
    } else {
      const elapsed = Math.max(0, now - this.last);
      this.requests = Math.min(requests, this.requests + (elapsed * requests) / windowMs);
      this.tokens = Math.min(inputTokens, this.tokens + (elapsed * inputTokens) / windowMs);
    }
    this.last = now;
    if (tokens > inputTokens) return { admitted: false, retryAfterMs: undefined, reason: "input tokens" };
    // A little slack for floating point: 1e-9 of a request is not a request.
    const requestWait = this.requests >= 1 - 1e-9 ? 0 : ((1 - this.requests) * windowMs) / requests;
    const tokenWait = this.tokens >= tokens - 1e-9 ? 0 : ((tokens - this.tokens) * windowMs) / inputTokens;
    if (requestWait > 0 || tokenWait > 0) {
      return {
        admitted: false,
        retryAfterMs: Math.max(requestWait, tokenWait),
        reason: requestWait >= tokenWait ? "requests" : "input tokens",
      };
    }
    this.requests -= 1;
    this.tokens -= tokens;
    return { admitted: true };
  }
}
