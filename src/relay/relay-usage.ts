import type { ResponseUsage } from "./usage-tap.js";

/** What one relay has done since it started: reported by `jobai relay stop` and the pre-exit hook. */
export interface RelayUsage {
  /** Requests forwarded to the proxy (refused clients are not counted here). */
  requests: number;
  /** Counted input tokens as the proxy counts them: input + cache creation. */
  countedInputTokens: number;
  inputTokens: number;
  cacheCreationInputTokens: number;
  /** Cache reads: free under the proxy's counting, shown so a user sees caching work. */
  cacheReadInputTokens: number;
  outputTokens: number;
  /** Time requests spent waiting for the limiter, summed over requests, in ms. */
  waitedMs: number;
  /** Responses by status class, as the proxy sent them. */
  statuses: Record<string, number>;
  /** 429 and 529 responses from the proxy (each paused the limiter). */
  rateLimited: number;
  /** Clients refused for a missing or wrong token. */
  refused: number;
  /** Exchanges that failed before finishing (upstream error, a stream cut, a client gone). */
  failed: number;
}

export function emptyRelayUsage(): RelayUsage {
  return {
    requests: 0,
    countedInputTokens: 0,
    inputTokens: 0,
    cacheCreationInputTokens: 0,
    cacheReadInputTokens: 0,
    outputTokens: 0,
    waitedMs: 0,
    statuses: {},
    rateLimited: 0,
    refused: 0,
    failed: 0,
  };
}

/** Add one response's usage to the totals. */
export function addResponseUsage(totals: RelayUsage, usage: ResponseUsage): void {
  totals.inputTokens += usage.inputTokens;
  totals.cacheCreationInputTokens += usage.cacheCreationInputTokens;
  totals.cacheReadInputTokens += usage.cacheReadInputTokens;
  totals.countedInputTokens += usage.inputTokens + usage.cacheCreationInputTokens;
  totals.outputTokens += usage.outputTokens;
}

/** One line for people: what the pre-exit hook prints. */
export function usageLine(usage: RelayUsage): string {
  const seconds = (usage.waitedMs / 1000).toFixed(1);
  const parts = [
    `${usage.requests} requests`,
    `${usage.countedInputTokens} counted input tokens`,
    `${usage.cacheReadInputTokens} cache-read tokens`,
    `${usage.outputTokens} output tokens`,
    `${seconds}s waited`,
  ];
  if (usage.rateLimited) parts.push(`${usage.rateLimited} rate-limited by the proxy`);
  if (usage.refused) parts.push(`${usage.refused} refused for a bad token`);
  if (usage.failed) parts.push(`${usage.failed} failed`);
  return `jobai relay: ${parts.join(", ")}`;
}
