import type { IncomingHttpHeaders } from "node:http";
import { type AdaptiveEstimator, createAdaptiveEstimator } from "../limit/estimator.js";
import { callKind, retryAfterMs } from "../limit/middleware.js";
import type { Cost, Limiter } from "../limit/types.js";
import type { GatePass, RelayGate } from "./gate.js";

export interface LimiterGateOptions {
  limiter: Limiter;
  /** Shared by every relayed request; default a fresh adaptive estimator. */
  estimator?: AdaptiveEstimator;
  /** The limiter's clock (default Date.now): pauses are set on it. */
  now?: () => number;
  /** Pause after a 429/529 without `retry-after`, by consecutive count (default 1 s, 2 s, 4 s ... up to the window). */
  backoffMs?: (consecutive: number) => number;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    return undefined; // the proxy will refuse it: it costs a request, not tokens
  }
}

/** The retry headers a 429/529 carried, as the limiter's `retryAfterMs` reads them. */
function retryHeaders(headers: IncomingHttpHeaders | undefined): Headers {
  const out = new Headers();
  for (const name of ["retry-after", "retry-after-ms"]) {
    const value = headers?.[name];
    if (typeof value === "string") out.set(name, value);
  }
  return out;
}

/**
 * The limiter applied to relayed requests, with the same rules as the SDK middleware
 * (src/limit/middleware.ts): estimate (only POST /v1/messages carries input tokens), acquire (FIFO,
 * shared through the store), settle from the response's usage and teach the estimator, pause
 * everyone after a 429 or 529 for `retry-after` or a doubling backoff.
 *
 * Settling without usage: a 4xx (429 included) was refused before the model read it, so it is
 * settled at no tokens; a 5xx or a stream cut before `message_start` keeps its estimate, since the
 * proxy may have counted it (the emulator counts a request admitted before a 5xx).
 */
export function limiterGate(options: LimiterGateOptions): RelayGate {
  const { limiter } = options;
  const estimator = options.estimator ?? createAdaptiveEstimator();
  const now = options.now ?? Date.now;
  const windowMs = limiter.budget.windowMs;
  const backoffMs = options.backoffMs ?? ((n: number) => Math.min(windowMs, 1000 * 2 ** Math.max(0, n - 1)));
  let consecutive = 0;

  return {
    async enter(request, signal): Promise<GatePass> {
      let raw = 0;
      let cost: Cost = { requests: 1, inputTokens: 0 };
      if (callKind(request.method, request.path) === "messages") {
        const estimate = estimator.estimate(parseJson(request.body));
        raw = estimate.raw;
        cost = { requests: 1, inputTokens: estimate.tokens };
      }
      const started = now();
      const reservation = await limiter.acquire(cost, signal);
      const waitedMs = Math.max(0, now() - started);
      const settle = (actual: Cost) => void reservation.settle(actual).catch(() => {});
      return {
        waitedMs,
        settle(usage, status) {
          if (usage) {
            settle({ requests: 1, inputTokens: usage.inputTokens + usage.cacheCreationInputTokens });
            const total = usage.inputTokens + usage.cacheCreationInputTokens + usage.cacheReadInputTokens;
            if (raw > 0) estimator.observe(raw, total);
            consecutive = 0;
          } else if (status >= 400 && status < 500) {
            settle({ requests: 1, inputTokens: 0 });
          } else if (status >= 200 && status < 300 && raw === 0) {
            consecutive = 0; // a free call (models, count_tokens) that went through
          }
        },
        unsent() {
          settle({ requests: 0, inputTokens: 0 });
        },
        backOff(headers) {
          consecutive++;
          const wait = retryAfterMs(retryHeaders(headers), now()) ?? backoffMs(consecutive);
          void limiter.pause(now() + wait).catch(() => {});
        },
      };
    },
    state: () => limiter.state(),
    close: () => limiter.close(),
  };
}
