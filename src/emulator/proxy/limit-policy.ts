import type { ProxyLimits } from "../types.js";

/** The proxy's answer to one arriving request. */
export type Admission =
  | { admitted: true }
  | {
      admitted: false;
      /** When a request like it could be admitted (ms from now); undefined when never. */
      retryAfterMs: number | undefined;
      reason: "requests" | "input tokens";
    };

/** One limit model: decides at arrival, and remembers only what it admitted. */
export interface LimitPolicy {
  admit(now: number, countedTokens: number): Admission;
}

export type Budget = Pick<ProxyLimits, "requests" | "inputTokens" | "windowMs">;
