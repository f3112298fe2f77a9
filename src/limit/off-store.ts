import type { Budget, LimiterState, Store } from "./types.js";

/** `off`: admit everything at once and keep nothing (the proxy's 429s are then the SDK's business). */
export function createOffStore(now: () => number = Date.now): Store {
  return {
    name: "off",
    tryAcquire: async () => ({ granted: true, at: now() }),
    cancel: async () => {},
    settle: async () => {},
    pause: async () => {},
    async state(budget: Budget): Promise<LimiterState> {
      return {
        store: "off",
        budget,
        used: { requests: 0, inputTokens: 0 },
        remaining: { requests: budget.requests, inputTokens: budget.inputTokens },
        inFlight: 0,
        queued: 0,
        pausedUntil: null,
        at: now(),
      };
    },
    close: async () => {},
  };
}
