/**
 * The OpenTelemetry SDK as jobai runs it, loaded by telemetry.ts only when OTEL_EXPORTER_OTLP_ENDPOINT
 * (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set. Spans and metrics go over OTLP/HTTP, protobuf or
 * JSON as OTEL_EXPORTER_OTLP_PROTOCOL says, under the caller's W3C TRACEPARENT (and TRACESTATE).
 *
 * The provider is jobai's own and is not registered as the global one: a script that runs its own
 * OpenTelemetry keeps it. Parents pass through telemetry.ts's AsyncLocalStorage, not the global
 * context manager, for the same reason.
 *
 * A CI process is short: what is buffered is exported when the event loop empties (beforeExit) or on
 * flush(), each bounded by the export timeout (2 s unless OTEL_EXPORTER_OTLP_*TIMEOUT says), so a
 * collector that does not answer delays the exit by that much and no more.
 */
import {
  type Context,
  defaultTextMapGetter,
  type Histogram,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";
import { parseKeyPairsIntoRecord, W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPMetricExporter as JsonMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http";
import { OTLPMetricExporter as ProtoMetricExporter } from "@opentelemetry/exporter-metrics-otlp-proto";
import { OTLPTraceExporter as JsonTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { OTLPTraceExporter as ProtoTraceExporter } from "@opentelemetry/exporter-trace-otlp-proto";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { MeterProvider, PeriodicExportingMetricReader } from "@opentelemetry/sdk-metrics";
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { z } from "zod";
// Types only: telemetry.ts hands in what this module needs of it (and jobai's version), so that
// this chunk, loaded on demand, shares no module with the lean import's and splits none off it.
import type { Attributes, SpanOptions, Telemetry, TelemetrySpan } from "./telemetry.js";

/** What telemetry.ts gives the SDK: the span of the innermost `withinSpan`, and jobai's version. */
export interface TelemetryHost {
  currentSpan(): TelemetrySpan | undefined;
  version: string;
}

/** The export timeout when no OTEL_EXPORTER_OTLP_*TIMEOUT is set: the SDK's 10 s is long for a CLI's exit. */
export const DEFAULT_EXPORT_TIMEOUT_MS = 2000;

/** The conventions' bucket boundaries (gen-ai-metrics.md): tokens in powers of 4, seconds doubling from 10 ms. */
const TOKEN_BUCKETS = [
  1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216, 67108864,
];
const SECONDS_BUCKETS = [
  0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92,
];

type Protocol = "http/protobuf" | "http/json";

/** What the OTEL_* variables say, resolved once. */
export interface OtelSettings {
  tracesUrl: string | undefined;
  metricsUrl: string | undefined;
  tracesProtocol: Protocol;
  metricsProtocol: Protocol;
  tracesTimeoutMs: number;
  metricsTimeoutMs: number;
  serviceName: string;
  resourceAttributes: Record<string, string>;
}

/** An OTLP/HTTP endpoint: an http or https URL. */
const endpointSchema = z.url({ protocol: /^https?$/ });

function endpoint(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  if (!endpointSchema.safeParse(value).success) {
    throw new Error(
      `${name}='${value}' is not an http(s) URL: set it to the collector's OTLP/HTTP address, e.g. http://127.0.0.1:4318`,
    );
  }
  return value;
}

/** `OTEL_EXPORTER_OTLP_ENDPOINT` is a base: the signal's path is appended (the specification's rule). */
function signalUrl(env: NodeJS.ProcessEnv, signal: "TRACES" | "METRICS", path: string): string | undefined {
  const own = endpoint(env, `OTEL_EXPORTER_OTLP_${signal}_ENDPOINT`);
  if (own) return own;
  const base = endpoint(env, "OTEL_EXPORTER_OTLP_ENDPOINT");
  return base ? `${base.replace(/\/+$/, "")}/${path}` : undefined;
}

function protocolOf(env: NodeJS.ProcessEnv, signal: "TRACES" | "METRICS"): Protocol {
  const name = `OTEL_EXPORTER_OTLP_${signal}_PROTOCOL`;
  const given = env[name]?.trim() || env.OTEL_EXPORTER_OTLP_PROTOCOL?.trim();
  if (!given || given === "http/protobuf") return "http/protobuf";
  if (given === "http/json") return "http/json";
  const variable = env[name]?.trim() ? name : "OTEL_EXPORTER_OTLP_PROTOCOL";
  throw new Error(
    `${variable}=${given} is not a protocol jobai exports with: set it to http/protobuf or http/json (jobai has no gRPC exporter)`,
  );
}

function timeoutOf(env: NodeJS.ProcessEnv, signal: "TRACES" | "METRICS"): number {
  for (const name of [`OTEL_EXPORTER_OTLP_${signal}_TIMEOUT`, "OTEL_EXPORTER_OTLP_TIMEOUT"]) {
    const value = Number(env[name]?.trim() || Number.NaN);
    if (Number.isFinite(value) && value > 0) return value;
  }
  return DEFAULT_EXPORT_TIMEOUT_MS;
}

export function otelSettings(env: NodeJS.ProcessEnv): OtelSettings {
  const tracesUrl = signalUrl(env, "TRACES", "v1/traces");
  // Metrics follow the shared endpoint (or their own); a traces-only endpoint exports no metrics.
  const metricsUrl = signalUrl(env, "METRICS", "v1/metrics");
  const exporters = env.OTEL_METRICS_EXPORTER?.trim();
  return {
    tracesUrl,
    metricsUrl: exporters === "none" ? undefined : metricsUrl,
    tracesProtocol: protocolOf(env, "TRACES"),
    metricsProtocol: protocolOf(env, "METRICS"),
    tracesTimeoutMs: timeoutOf(env, "TRACES"),
    metricsTimeoutMs: timeoutOf(env, "METRICS"),
    serviceName: env.OTEL_SERVICE_NAME?.trim() || "jobai",
    resourceAttributes: parseKeyPairsIntoRecord(env.OTEL_RESOURCE_ATTRIBUTES),
  };
}

/** The caller's trace context (TRACEPARENT, TRACESTATE), as the root of jobai's spans. */
function callerContext(env: NodeJS.ProcessEnv): Context {
  const carrier: Record<string, string> = {};
  if (env.TRACEPARENT) carrier.traceparent = env.TRACEPARENT.trim();
  if (env.TRACESTATE) carrier.tracestate = env.TRACESTATE.trim();
  return new W3CTraceContextPropagator().extract(ROOT_CONTEXT, carrier, defaultTextMapGetter);
}

/** Attributes with the undefined ones left out (the SDK would drop them with a diagnostic). */
function defined(attributes: Attributes | undefined): Record<string, string | number | boolean | string[]> {
  const out: Record<string, string | number | boolean | string[]> = {};
  for (const [key, value] of Object.entries(attributes ?? {})) if (value !== undefined) out[key] = value;
  return out;
}

/** Wait for `work`, at most `ms`; true when it ended in time. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
    timer.unref();
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export function startTelemetry(env: NodeJS.ProcessEnv, host: TelemetryHost): Telemetry {
  const settings = otelSettings(env);
  const resource = resourceFromAttributes({
    ...settings.resourceAttributes,
    "service.name": settings.serviceName,
    "service.version": host.version,
  });
  const exportOptions = (url: string | undefined, timeoutMillis: number) => ({
    ...(url ? { url } : {}),
    timeoutMillis,
  });
  const traceExporter =
    settings.tracesProtocol === "http/json"
      ? new JsonTraceExporter(exportOptions(settings.tracesUrl, settings.tracesTimeoutMs))
      : new ProtoTraceExporter(exportOptions(settings.tracesUrl, settings.tracesTimeoutMs));
  const tracerProvider = new BasicTracerProvider({
    resource,
    spanProcessors: [
      new BatchSpanProcessor(traceExporter, { exportTimeoutMillis: settings.tracesTimeoutMs }),
    ],
  });
  const tracer = tracerProvider.getTracer("jobai", host.version);

  let meterProvider: MeterProvider | undefined;
  if (settings.metricsUrl) {
    const options = exportOptions(settings.metricsUrl, settings.metricsTimeoutMs);
    const exporter =
      settings.metricsProtocol === "http/json"
        ? new JsonMetricExporter(options)
        : new ProtoMetricExporter(options);
    meterProvider = new MeterProvider({
      resource,
      readers: [
        new PeriodicExportingMetricReader({ exporter, exportTimeoutMillis: settings.metricsTimeoutMs }),
      ],
    });
  }
  const meter = meterProvider?.getMeter("jobai", host.version);
  const histogram = (name: string, unit: string, description: string, buckets: number[]) =>
    meter?.createHistogram(name, { unit, description, advice: { explicitBucketBoundaries: buckets } });
  const tokens = histogram(
    "gen_ai.client.token.usage",
    "{token}",
    "Tokens used per model request",
    TOKEN_BUCKETS,
  );
  const duration = histogram(
    "gen_ai.client.operation.duration",
    "s",
    "Duration of a model request",
    SECONDS_BUCKETS,
  );
  const wait = histogram(
    "jobai.limiter.wait.duration",
    "s",
    "Time a request waited for the shared rate limiter",
    SECONDS_BUCKETS,
  );
  const record = (instrument: Histogram | undefined, value: number, attributes: Attributes) =>
    instrument?.record(value, defined(attributes));

  const root = callerContext(env);
  const spanOf = new WeakMap<TelemetrySpan, Span>();
  const start = (name: string, options: SpanOptions, parent: Context): TelemetrySpan => {
    const span = tracer.startSpan(
      name,
      {
        kind: options.kind === "internal" ? SpanKind.INTERNAL : SpanKind.CLIENT,
        attributes: defined(options.attributes),
        ...(options.startTime !== undefined ? { startTime: options.startTime } : {}),
      },
      parent,
    );
    let ended = false;
    const handle: TelemetrySpan = {
      set: (attributes) => void span.setAttributes(defined(attributes)),
      event: (eventName, attributes) => void span.addEvent(eventName, defined(attributes)),
      fail(type) {
        span.setAttribute("error.type", type);
        span.setStatus({ code: SpanStatusCode.ERROR });
      },
      end(endTime) {
        if (ended) return;
        ended = true;
        span.end(endTime);
      },
      child: (childName, childOptions = {}) =>
        start(childName, childOptions, trace.setSpan(ROOT_CONTEXT, span)),
    };
    spanOf.set(handle, span);
    return handle;
  };

  // A collector that let one export run out of time is not waited for again: `jobai ask` flushes on
  // close() and once more at exit, and a hung collector must cost one timeout, not two.
  const exportTimeoutMs = Math.max(settings.tracesTimeoutMs, settings.metricsTimeoutMs) + 500;
  let unresponsive = false;
  const bounded = async (work: Promise<unknown>) => {
    if (!(await within(work, unresponsive ? 0 : exportTimeoutMs))) unresponsive = true;
  };
  const shutdown = async () => {
    // A new export to a collector that did not answer would hold the exit for another timeout.
    if (!unresponsive) await bounded(Promise.all([tracerProvider.shutdown(), meterProvider?.shutdown()]));
  };
  // The CLI and most scripts end when their work is done: export then, once.
  process.once("beforeExit", () => void shutdown());

  return {
    span(name, options = {}) {
      const parent = host.currentSpan();
      const parentSpan = parent ? spanOf.get(parent) : undefined;
      return start(name, options, parentSpan ? trace.setSpan(ROOT_CONTEXT, parentSpan) : root);
    },
    tokenUsage: (count, attributes) => record(tokens, count, attributes),
    operationDuration: (seconds, attributes) => record(duration, seconds, attributes),
    limiterWait: (seconds, attributes) => record(wait, seconds, attributes),
    flush: () => bounded(Promise.all([tracerProvider.forceFlush(), meterProvider?.forceFlush()])),
  };
}
