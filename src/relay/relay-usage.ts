import { countedInputTokens, type Usage } from "../limit/usage.js";
import { costOfTokens, formatUsd, type PriceTable } from "../usage/cost.js";
import { addRows, emptyRow, rowOfUsage, type UsageRow } from "../usage/usage-row.js";

/** The model of a request whose body named none the relay could read (not JSON, no `model`). */
export const UNKNOWN_MODEL = "(unknown model)";

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
  /**
   * The same usage per model each request's body named, tokens split as prices need them
   * (usage-entry.ts UsageRow): what the build's usage record keeps. Absent in a record written
   * before issue 30.
   */
  models?: UsageRow[] | undefined;
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
    models: [],
  };
}

/** A request forwarded for `model`, after waiting `waitedMs` for the limiter: its model's row counts it. */
export function countRequest(totals: RelayUsage, model: string, waitedMs: number): void {
  totals.requests++;
  totals.waitedMs += waitedMs;
  totals.models = addRows(totals.models ?? [], [{ ...emptyRow(model), requests: 1, waitedMs }]);
}

/** Add one response's usage to the totals, and to its model's row (the request is counted already). */
export function addResponseUsage(totals: RelayUsage, usage: Usage, model = UNKNOWN_MODEL): void {
  totals.models = addRows(totals.models ?? [], [{ ...rowOfUsage(model, usage), requests: 0 }]);
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

/**
 * What the relay's requests cost at `prices`: null when a model among them has no price (or the
 * record predates the split per model), never a partial sum shown as the whole.
 */
export function relayCostUsd(usage: RelayUsage, prices: PriceTable): number | null {
  if (!usage.models) return usage.requests === 0 ? 0 : null;
  let sum = 0;
  for (const row of usage.models) {
    const cost = costOfTokens(prices, row.model, row);
    if (cost === null) return null;
    sum += cost;
  }
  return sum;
}

/** One line for people: what the pre-exit hook prints; with `prices`, what it cost too. */
export function usageLine(usage: RelayUsage, prices?: PriceTable): string {
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
    ...(prices ? [`cost ${formatUsd(relayCostUsd(usage, prices))}`] : []),
    `${seconds}s waited`,
  ];
  if (usage.rateLimited) parts.push(`${usage.rateLimited} rate-limited by the proxy`);
  if (usage.refused) parts.push(`${usage.refused} refused without the relay's key`);
  if (usage.failed) parts.push(`${usage.failed} failed`);
  return `jobai relay: ${parts.join(", ")}`;
}
