/**
 * `limitMiddleware`: the limiter as @anthropic-ai/sdk `middleware` (core/middleware.d.ts). Per HTTP
 * attempt: estimate, acquire, send, then settle from the usage the response reports, read from a
 * clone of a JSON body or from a stream as the caller reads it (the body is wrapped, not consumed).
 * Every attempt is settled once its response (or failure) is seen, which ends its time in flight.
 * On 429 or 529 it pauses the shared store for `retry-after` (or a backoff) and returns the
 * response: the SDK's own retry then comes back through here and waits its turn.
 */
import type { Middleware } from "@anthropic-ai/sdk";
import type { Logger } from "../log.js";
import { type AdaptiveEstimator, createAdaptiveEstimator } from "./estimator.js";
import type { Cost, Limiter, ProviderUsage, Reservation } from "./types.js";
import { countedInputTokens, createSseUsageReader, totalInputTokens, usageFromMessage } from "./usage.js";

export interface LimitMiddlewareOptions {
  /** Shared by the middleware's requests; default one per middleware. */
  estimator?: AdaptiveEstimator;
  /** Pause after a 429/529 without `retry-after`, by consecutive count (default 1 s, 2 s, 4 s ... up to the window). */
  backoffMs?: (consecutive: number) => number;
  now?: () => number;
  logger?: Pick<Logger, "debug" | "warn">;
}

/** What a call costs before it is sent. Only messages calls carry input tokens. */
export type CallKind = "messages" | "free";

/** `/v1/messages` (not count_tokens, not batches) is the one call charged input tokens. */
export function callKind(method: string, url: string): CallKind {
  // A path (the relay's) is read as it is; only a full URL (the SDK's) is parsed: a relative one
  // would make URL throw, and an exception per request is not free.
  let path = url.split("?")[0] ?? url;
  if (!url.startsWith("/")) {
    try {
      path = new URL(url).pathname;
    } catch {
      // not a URL either: the path as given
    }
  }
  return method.toUpperCase() === "POST" && /\/v1\/messages\/?$/.test(path) ? "messages" : "free";
}

function bodyText(body: unknown): string | undefined {
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array) return new TextDecoder().decode(body);
  if (body instanceof ArrayBuffer) return new TextDecoder().decode(new Uint8Array(body));
  return undefined;
}

/** The wait a 429/529 asks for, in ms: `retry-after-ms`, `retry-after` seconds or an HTTP date. */
export function retryAfterMs(headers: Headers, now: number): number | undefined {
  const ms = Number.parseFloat(headers.get("retry-after-ms") ?? "");
  if (Number.isFinite(ms) && ms > 0) return ms;
  const value = headers.get("retry-after");
  if (!value) return undefined;
  const seconds = Number.parseFloat(value);
  if (Number.isFinite(seconds)) return seconds > 0 ? seconds * 1000 : undefined;
  const date = Date.parse(value);
  return Number.isFinite(date) && date > now ? date - now : undefined;
}

export function limitMiddleware(limiter: Limiter, options: LimitMiddlewareOptions = {}): Middleware {
  const estimator = options.estimator ?? createAdaptiveEstimator();
  const now = options.now ?? Date.now;
  const windowMs = limiter.budget.windowMs;
  const backoffMs = options.backoffMs ?? ((n: number) => Math.min(windowMs, 1000 * 2 ** Math.max(0, n - 1)));
  const log = options.logger;
  let consecutive = 0;

  function settleQuietly(reservation: Reservation, actual: Cost): void {
    reservation.settle(actual).catch((error: unknown) => {
      log?.debug({ err: String(error) }, "limiter settle failed");
    });
  }

  function settleFrom(reservation: Reservation, raw: number, usage: ProviderUsage): void {
    settleQuietly(reservation, {
      requests: reservation.cost.requests,
      inputTokens: countedInputTokens(usage),
    });
    estimator.observe(raw, totalInputTokens(usage));
  }

  /** Pass the stream through untouched, reading usage from message_start and message_delta on the way. */
  function watchStream(response: Response, reservation: Reservation, raw: number): Response {
    if (!response.body) return response;
    let last: number | undefined;
    const reader = createSseUsageReader((usage) => {
      const counted = countedInputTokens(usage);
      if (counted === last) return;
      last = counted;
      settleFrom(reservation, raw, usage);
    });
    const watch = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        controller.enqueue(chunk);
        try {
          reader.push(chunk);
        } catch {}
      },
      flush() {
        reader.end();
        // A stream without usage still ends the entry's time in flight.
        if (last === undefined) settleQuietly(reservation, reservation.cost);
      },
    });
    return new Response(response.body.pipeThrough(watch), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  return async (request, next) => {
    const kind = callKind(request.method ?? "GET", request.url);
    let raw = 0;
    let cost: Cost = { requests: 1, inputTokens: 0 };
    if (kind === "messages") {
      const text = bodyText(request.body);
      let body: unknown;
      try {
        body = text === undefined ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      const estimate = estimator.estimate(body);
      raw = estimate.raw;
      cost = { requests: 1, inputTokens: estimate.tokens };
    }
    const reservation = await limiter.acquire(cost, request.signal ?? undefined);
    let response: Response;
    try {
      response = await next(request);
    } catch (error) {
      // Failed on the way (connection, timeout): it may have been counted, so keep the estimate,
      // but it was counted by now at the latest.
      settleQuietly(reservation, cost);
      throw error;
    }

    if (response.status === 429 || response.status === 529) {
      consecutive++;
      const wait = retryAfterMs(response.headers, now()) ?? backoffMs(consecutive);
      settleQuietly(reservation, cost);
      await limiter.pause(now() + wait).catch((error: unknown) => {
        log?.debug({ err: String(error) }, "limiter pause failed");
      });
      return response;
    }
    if (!response.ok) {
      // Refused before the model read it (400, 401, 404, 413 ...): no input tokens were counted.
      // Server errors keep the estimate: the proxy may have counted them.
      settleQuietly(reservation, response.status < 500 ? { requests: cost.requests, inputTokens: 0 } : cost);
      return response;
    }
    consecutive = 0;
    if (kind !== "messages") {
      settleQuietly(reservation, cost);
      return response;
    }
    if ((response.headers.get("content-type") ?? "").includes("text/event-stream")) {
      return watchStream(response, reservation, raw);
    }
    response
      .clone()
      .json()
      .then((json: unknown) => usageFromMessage(json))
      .catch(() => undefined)
      .then((usage) => (usage ? settleFrom(reservation, raw, usage) : settleQuietly(reservation, cost)));
    return response;
  };
}
