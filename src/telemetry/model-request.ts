/**
 * One span per model request made with createClient, as @anthropic-ai/sdk middleware around the
 * limiter's: the request span starts before the limiter is asked, a marker just inside the limiter
 * sees the moment it let the request go, and that gap is the limiter's wait (an attribute and an
 * event of the request span, a `jobai.limiter.wait` span under it, and a histogram). The response's
 * model, id, stop reason and usage are read from a clone of a JSON body or from the stream as the
 * caller reads it, and the span ends with the exchange.
 *
 * Without OTEL_EXPORTER_OTLP_*ENDPOINT, `modelRequestMiddleware` returns the limiter's middleware
 * alone: no wrapper, nothing loaded.
 */
import type { Middleware } from "@anthropic-ai/sdk";
import { createSseUsageReader, type Usage, usageFromMessage } from "../limit/usage.js";
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

/** How much of a stream's first event is kept to read its `message_start` (model, id). */
const MAX_FIRST_EVENT = 64 * 1024;

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
    if ((response.headers.get("content-type") ?? "").includes("text/event-stream")) {
      return watchStream(response, (more, error) => finish({ ...status, ...more }, error));
    }
    response
      .clone()
      .json()
      .then(
        (message: unknown) => {
          const usage = usageFromMessage(message);
          finish({ ...status, ...responseAttributes(message), ...(usage ? usageAttributes(usage) : {}) });
        },
        () => finish(status),
      );
    return response;
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

/**
 * Pass a stream through untouched, reading the model and id of its `message_start` and its usage on
 * the way; `done` is told once, when it ends, is cut or is dropped by the caller.
 */
function watchStream(response: Response, done: (attributes: Attributes, error?: string) => void): Response {
  if (!response.body) {
    done({});
    return response;
  }
  const source = response.body.getReader();
  let usage: Usage | undefined;
  const usageReader = createSseUsageReader((seen) => {
    usage = seen;
  });
  const decoder = new TextDecoder();
  let first = "";
  let message: Attributes = {};
  let ended = false;
  const end = (error?: string) => {
    if (ended) return;
    ended = true;
    done({ ...message, ...(usage ? usageAttributes(usage) : {}) }, error);
  };
  const readFirstEvent = (text: string) => {
    if (first.length >= MAX_FIRST_EVENT) return;
    first += text;
    const data = /^data: *(\{.*\})$/m.exec(first);
    if (!data?.[1]) return;
    try {
      const parsed = JSON.parse(data[1]) as { type?: unknown; message?: unknown };
      if (parsed.type === "message_start") message = responseAttributes(parsed.message);
    } catch {}
    first = " ".repeat(MAX_FIRST_EVENT); // the first event is read: stop looking
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: Awaited<ReturnType<typeof source.read>>;
      try {
        chunk = await source.read();
      } catch (error) {
        end(errorType(error));
        controller.error(error);
        return;
      }
      if (chunk.done) {
        usageReader.end();
        end();
        controller.close();
        return;
      }
      controller.enqueue(chunk.value);
      try {
        const text = decoder.decode(chunk.value, { stream: true });
        usageReader.push(text);
        readFirstEvent(text);
      } catch {}
    },
    cancel(reason) {
      end("cancelled");
      return source.cancel(reason);
    },
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
