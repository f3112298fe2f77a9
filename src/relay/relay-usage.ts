import { countedInputTokens, type Usage } from "../limit/usage.js";

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
  /**
   * Input tokens the limiter reserved for the requests it let through (its estimates of what the
   * proxy counts); absent without a limiter. Set from the gate when the relay stops or reports.
   */
  reservedInputTokens?: number | undefined;
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
export function addResponseUsage(totals: RelayUsage, usage: Usage): void {
  totals.inputTokens += usage.inputTokens;
  totals.cacheCreationInputTokens += usage.cacheCreationInputTokens;
  totals.cacheReadInputTokens += usage.cacheReadInputTokens;
  totals.countedInputTokens += countedInputTokens(usage);
  totals.outputTokens += usage.outputTokens;
}

/** Cache reads over every input token read (input + cache creation + cache read), or null. */
export function cacheHitRate(
  usage: Pick<RelayUsage, "countedInputTokens" | "cacheReadInputTokens">,
): number | null {
  const total = usage.countedInputTokens + usage.cacheReadInputTokens;
  return total > 0 ? usage.cacheReadInputTokens / total : null;
}

/** One line for people: what the pre-exit hook prints. */
export function usageLine(usage: RelayUsage): string {
  const seconds = (usage.waitedMs / 1000).toFixed(1);
  const rate = cacheHitRate(usage);
  const reserved = usage.reservedInputTokens;
  const parts = [
    `${usage.requests} ${usage.requests === 1 ? "request" : "requests"}`,
    reserved === undefined
      ? `${usage.countedInputTokens} counted input tokens`
      : `${usage.countedInputTokens} counted input tokens (${reserved} reserved${
          usage.countedInputTokens > 0 ? `, ${(reserved / usage.countedInputTokens).toFixed(2)}x` : ""
        })`,
    `${usage.cacheReadInputTokens} cache-read tokens${rate === null ? "" : ` (cache hit rate ${Math.round(rate * 100)}%)`}`,
    `${usage.outputTokens} output tokens`,
    `${seconds}s waited`,
  ];
  if (usage.rateLimited) parts.push(`${usage.rateLimited} rate-limited by the proxy`);
  if (usage.refused) parts.push(`${usage.refused} refused without the relay's key`);
  if (usage.failed) parts.push(`${usage.failed} failed`);
  return `jobai relay: ${parts.join(", ")}`;
}
