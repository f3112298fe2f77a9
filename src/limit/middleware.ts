/**
 * `limitMiddleware`: the limiter as @anthropic-ai/sdk `middleware` (core/middleware.d.ts), a thin
 * adapter over the one request policy (request-policy.ts), which decides cost, settling and pauses.
 * Per HTTP attempt: admit, send, then report the status and the usage the response carries, read
 * from a clone of a JSON body or from a stream as the caller reads it (response-usage.ts: one
 * reading shared with the other middlewares; the body is wrapped, not consumed). On 429 or 529 the policy pauses the shared store and the response is returned: the
 * SDK's own retry then comes back through here and waits its turn.
 */
import type { Middleware } from "@anthropic-ai/sdk";
import type { Logger } from "../log.js";
import type { CacheKnowledge } from "./cache-knowledge.js";
import type { AdaptiveEstimator } from "./estimator.js";
import { createRequestPolicy, type RequestPolicy, retryAfterMs } from "./request-policy.js";
import { readResponseUsage } from "./response-usage.js";
import type { Limiter } from "./types.js";

export { type CallKind, callKind, retryAfterMs } from "./request-policy.js";

export interface LimitMiddlewareOptions {
  /** The policy to adapt (shared with other adapters); default one over `limiter`. */
  policy?: RequestPolicy;
  /** Calibration shared by the middleware's requests (e.g. createAdaptiveEstimator()); default one per policy. */
  estimator?: AdaptiveEstimator;
  /** Where the prompt-cache model's knowledge lives; default the limiter's. */
  knowledge?: CacheKnowledge;
  /** Model the prompt cache (default true). */
  cacheModel?: boolean;
  /** Pause after a 429/529 without `retry-after`, by consecutive count (default 1 s, 2 s, 4 s ... up to the window). */
  backoffMs?: (consecutive: number) => number;
  now?: () => number;
  logger?: Pick<Logger, "debug" | "warn">;
}

function bodyText(body: unknown): string | undefined {
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  if (body instanceof ArrayBuffer) return new TextDecoder().decode(new Uint8Array(body));
  return undefined;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The response with its retry wait no longer than the pause the policy set (capped at the window):
 * the SDK sleeps `retry-after` before its retry, so a hostile `retry-after: 86400` would otherwise
 * hold the process for a day even though the limiter's pause is capped (issue 23).
 */
function withRetryAfter(response: Response, pausedMs: number): Response {
  const asked = retryAfterMs(response.headers, Date.now());
  const malformed = response.headers.has("retry-after") || response.headers.has("retry-after-ms");
  if (asked !== undefined ? asked <= pausedMs : !malformed) return response;
  const headers = new Headers(response.headers);
  headers.set("retry-after-ms", String(Math.ceil(pausedMs)));
  headers.set("retry-after", String(Math.ceil(pausedMs / 1000)));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function limitMiddleware(limiter: Limiter, options: LimitMiddlewareOptions = {}): Middleware {
  const policy =
    options.policy ??
    createRequestPolicy({
      limiter,
      ...(options.estimator ? { calibration: options.estimator } : {}),
      ...(options.knowledge ? { knowledge: options.knowledge } : {}),
      ...(options.cacheModel !== undefined ? { cacheModel: options.cacheModel } : {}),
      ...(options.backoffMs ? { backoffMs: options.backoffMs } : {}),
      ...(options.now ? { now: options.now } : {}),
      ...(options.logger ? { logger: options.logger } : {}),
    });

  return async (request, next) => {
    const method = request.method ?? "GET";
    const admitted = await policy.admit(
      { method, url: request.url, body: parseJson(bodyText(request.body)) },
      request.signal ?? undefined,
    );
    let response: Response;
    try {
      response = await next(request);
    } catch (error) {
      admitted.end(); // failed on the way (connection, timeout): it may have been counted
      throw error;
    }
    const pausedMs = admitted.status(response.status, response.headers);
    if (!response.ok || admitted.kind !== "messages") {
      admitted.end();
      return pausedMs === undefined ? response : withRetryAfter(response, pausedMs);
    }
    // Usage, a stream's error events and the end of the exchange, however it ends (read to the
    // end, cut, dropped by the caller), from the one reading the other middlewares share.
    const reading = readResponseUsage(response);
    reading.subscribe({
      usage: (usage) => admitted.usage(usage),
      streamError: (type) => admitted.streamError(type),
      end: () => admitted.end(),
    });
    return reading.response;
  };
}
