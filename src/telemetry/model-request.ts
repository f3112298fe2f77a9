/**
 * One span per model request made with createClient, as @anthropic-ai/sdk middleware around the
 * limiter's: the request span starts before the limiter is asked, a marker just inside the limiter
 * sees the moment it let the request go, and that gap is the limiter's wait (an attribute and an
 * event of the request span, a `jobai.limiter.wait` span under it, and a histogram). The response's
 * model, id, stop reason and usage are read from a clone of a JSON body or from the stream as the
 * caller reads it (one reading shared with the other middlewares: limit/response-usage.ts), and
 * the span ends with the exchange.
 *
 * Without OTEL_EXPORTER_OTLP_*ENDPOINT, `modelRequestMiddleware` returns the limiter's middleware
 * alone: no wrapper, nothing loaded.
 */
import type { Middleware } from "@anthropic-ai/sdk";
import { readResponseUsage } from "../limit/response-usage.js";
import {
  pathOf,
  recordModelMetrics,
  requestFacts,
  responseAttributes,
  spanName,
  usageAttributes,
} from "./gen-ai-attributes.js";
import {
  type Attributes,
  currentSpan,
  errorType,
  otelRequested,
  type Telemetry,
  type TelemetrySpan,
  telemetryFor,
  withinSpan,
} from "./telemetry.js";

/** What the outer middleware knows of a request in flight, for the marker and the end. */
interface InFlight {
  telemetry: Telemetry;
  startedAt: number;
  attributes: Attributes;
  /** The limiter let it go (the marker ran). */
  sentAt?: number;
}

function bodyJson(body: unknown): unknown {
  const text =
    typeof body === "string" ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : undefined;
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The model-request span around `limit` (the limiter's middleware, when there is a limiter): what
 * createClient puts in the SDK's middleware chain.
 */
export function modelRequestMiddleware(env: NodeJS.ProcessEnv, limit: Middleware | undefined): Middleware[] {
  if (!otelRequested(env)) return limit ? [limit] : [];
  const inFlight = new WeakMap<TelemetrySpan, InFlight>();

  const around: Middleware = async (request, next) => {
    const telemetry = await telemetryFor(env);
    if (!telemetry) return next(request);
    const method = request.method ?? "GET";
    const facts = requestFacts(method, request.url, bodyJson(request.body));
    const url = URL.canParse(request.url) ? new URL(request.url) : undefined;
    const attributes: Attributes = {
      ...facts.attributes,
      "server.address": url?.hostname,
      "server.port": url?.port ? Number(url.port) : undefined,
    };
    const startedAt = Date.now();
    const span = telemetry.span(spanName(facts, method, pathOf(request.url)), { attributes });
    const state: InFlight = { telemetry, startedAt, attributes };
    inFlight.set(span, state);
    const finish = (more: Attributes, error?: string) => {
      Object.assign(attributes, more);
      span.set(more);
      if (error) {
        attributes["error.type"] = error;
        span.fail(error);
      }
      span.end();
      if (!facts.operation) return;
      // The operation is the exchange: the limiter's wait has its own histogram.
      recordModelMetrics(telemetry, attributes, (Date.now() - (state.sentAt ?? startedAt)) / 1000);
    };
    let response: Response;
    try {
      response = await withinSpan(span, () => next(request));
    } catch (error) {
      finish({}, errorType(error));
      throw error;
    }
    const status = { "http.response.status_code": response.status };
    if (!response.ok) {
      finish(status, String(response.status));
      return response;
    }
    if (!facts.operation) {
      finish(status);
      return response;
    }
    // The response's model, id, stop reason and usage from the one reading the other middlewares
    // share (limit/response-usage.ts); the span ends with the exchange, however it ends.
    const reading = readResponseUsage(response);
    reading.subscribe({
      end: (usage, message, ended) =>
        finish(
          {
            ...status,
            ...(message === undefined ? {} : responseAttributes(message)),
            ...(usage ? usageAttributes(usage) : {}),
          },
          ended.how === "cut" ? errorType(ended.error) : ended.how === "cancelled" ? "cancelled" : undefined,
        ),
    });
    return reading.response;
  };

  // Just inside the limiter: it has let the request go.
  const sent: Middleware = (request, next) => {
    const span = currentSpan();
    const state = span ? inFlight.get(span) : undefined;
    if (span && state && state.sentAt === undefined) {
      const sentAt = Date.now();
      state.sentAt = sentAt;
      const waitedMs = sentAt - state.startedAt;
      const wait = { "jobai.limiter.wait_ms": waitedMs };
      span.set(wait);
      span.event("jobai.limiter.wait", wait);
      span
        .child("jobai.limiter.wait", { kind: "internal", startTime: state.startedAt, attributes: wait })
        .end(sentAt);
      state.telemetry.limiterWait(waitedMs / 1000, {
        "gen_ai.request.model": state.attributes["gen_ai.request.model"],
      });
    }
    return next(request);
  };

  return limit ? [around, limit, sent] : [around];
}
