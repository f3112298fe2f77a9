import type { IncomingHttpHeaders } from "node:http";
import type { CacheKnowledge } from "../limit/cache-knowledge.js";
import type { AdaptiveEstimator } from "../limit/estimator.js";
import {
  createRequestPolicy,
  type PolicyStats,
  pauseCapMs,
  type RequestPolicy,
} from "../limit/request-policy.js";
import type { Limiter, LimiterState } from "../limit/types.js";
import { providerProfile } from "../provider/profile.js";
import { headersFrom } from "./forward-headers.js";
import type { GatePass, RelayGate } from "./gate.js";
import { parseBodyJson } from "./request-json.js";

export interface LimiterGateOptions {
  limiter: Limiter;
  /** The policy to adapt (shared with other adapters); default one over `limiter`. */
  policy?: RequestPolicy;
  /** Calibration shared by every relayed request (e.g. createAdaptiveEstimator()); default one per policy. */
  estimator?: AdaptiveEstimator;
  /** Where the prompt-cache model's knowledge lives; default the limiter's. */
  knowledge?: CacheKnowledge;
  /** Model the prompt cache (default true; `jobai relay --no-cache-model` turns it off). */
  cacheModel?: boolean;
  /** The limiter's clock (default Date.now): pauses are set on it. */
  now?: () => number;
  /** Pause after a 429/529 without `retry-after`, by consecutive count (default 1 s, 2 s, 4 s ... up to the window). */
  backoffMs?: (consecutive: number) => number;
}

/** What the control path shows of the gate: the window, this relay's policy counts, the shared totals. */
export interface GateState extends LimiterState {
  policy: Omit<PolicyStats, "ratios"> & { medianReservedOverCounted: number | null };
  cacheModel: boolean;
}

/** What the policy reads of a response's headers: the retry wait of a 429/529, the stated rate limits. */
const POLICY_HEADERS = [
  "retry-after",
  "retry-after-ms",
  providerProfile.rateLimitHeaders.requestsLimit,
  providerProfile.rateLimitHeaders.inputTokensLimit,
];

/** The headers the policy reads, as it reads them (`retryAfterMs`, the learned limit). */
const retryHeaders = (headers: IncomingHttpHeaders): Headers => headersFrom(headers, POLICY_HEADERS);

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * The limiter applied to relayed requests: a thin adapter over the one request policy
 * (src/limit/request-policy.ts), the same the SDK middleware adapts. The relay reports the status,
 * the usage its tap read, a stream's error events and the end of each exchange; the policy
 * estimates, reserves, settles and pauses.
 */
export function limiterGate(options: LimiterGateOptions): RelayGate {
  const { limiter } = options;
  const cacheModel = options.cacheModel ?? true;
  const policy =
    options.policy ??
    createRequestPolicy({
      limiter,
      cacheModel,
      ...(options.estimator ? { calibration: options.estimator } : {}),
      ...(options.knowledge ? { knowledge: options.knowledge } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
    });

  return {
    async enter(request, signal): Promise<GatePass> {
      const admitted = await policy.admit(
        {
          method: request.method,
          url: request.path,
          body: "json" in request ? request.json : parseBodyJson(request.body),
        },
        signal,
      );
      // The relay calls backOff (with the headers) just before settle (with the status) for a
      // 429 or 529: the headers wait for the status, which decides how to settle. The relay hands
      // the same headers to `headers` and then to `backOff`: they are read into the policy's terms
      // once, on the first of the two.
      let retry: Headers | undefined;
      let retryFrom: IncomingHttpHeaders | undefined;
      const readRetry = (headers: IncomingHttpHeaders) => {
        if (headers === retryFrom) return;
        retryFrom = headers;
        retry = retryHeaders(headers);
      };
      let statusSeen = false;
      return {
        waitedMs: admitted.waitedMs,
        settle(usage, status) {
          if (!statusSeen && status > 0) {
            statusSeen = true;
            admitted.status(status, retry);
          }
          if (usage) admitted.usage(usage);
          // The relay reports the input usage at message_start, and once more when the exchange is
          // over (without usage when none came): any call without usage ends it.
          if (!usage || status >= 300 || status === 0) admitted.end();
        },
        unsent() {
          admitted.unsent();
        },
        finish(usage) {
          // The output a stream reported at its end is what the spend limit charges.
          if (usage) admitted.usage(usage);
          admitted.end();
        },
        headers(headers) {
          readRetry(headers);
        },
        backOff(headers) {
          if (headers) readRetry(headers);
          else admitted.streamError("overloaded_error"); // a stream's error event
        },
      };
    },
    async state(): Promise<GateState> {
      const state = await limiter.state();
      const { ratios, ...stats } = policy.stats();
      return { ...state, cacheModel, policy: { ...stats, medianReservedOverCounted: median(ratios) } };
    },
    retryCapMs: () => pauseCapMs(limiter.budget.windowMs),
    reservedInputTokens: () => policy.stats().reservedTokens,
    close: () => limiter.close(),
  };
}
