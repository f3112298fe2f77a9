/**
 * OpenTelemetry, loaded only when the standard variables ask for it (DESIGN: "Traces are the
 * user's, not ours"). This module is all that `import "jobai"` and the CLI load of it: a check of
 * two variables and a dynamic import of otel-sdk.ts behind it, so a job without
 * OTEL_EXPORTER_OTLP_ENDPOINT pays for no OpenTelemetry module (test/telemetry/not-loaded.test.ts).
 *
 * The call sites (the SDK middleware, the relay's gate, the REST transport, the summary) go through
 * `telemetryFor(env)`, which is `undefined` at once when nothing is asked for.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { VERSION } from "../version.js";

/** Attribute values a span or a metric may carry: never a prompt, a completion or a secret. */
export type Attributes = Record<string, string | number | boolean | string[] | undefined>;

export interface SpanOptions {
  kind?: "client" | "internal";
  attributes?: Attributes;
  /** ms since the epoch; default now. */
  startTime?: number;
}

/** One span, as the call sites see it. */
export interface TelemetrySpan {
  set(attributes: Attributes): void;
  event(name: string, attributes?: Attributes): void;
  /** Mark it failed with `error.type` (a class of error, never its message: it may quote a secret). */
  fail(errorType: string): void;
  /** End it (at `endTime`, ms since the epoch, default now); later calls do nothing. */
  end(endTime?: number): void;
  /** A span under this one. */
  child(name: string, options?: SpanOptions): TelemetrySpan;
}

export interface Telemetry {
  /** A span under the innermost `withinSpan`, else under the caller's TRACEPARENT, else a root. */
  span(name: string, options?: SpanOptions): TelemetrySpan;
  /** `gen_ai.client.token.usage`: one record per token type. */
  tokenUsage(tokens: number, attributes: Attributes): void;
  /** `gen_ai.client.operation.duration`, in seconds. */
  operationDuration(seconds: number, attributes: Attributes): void;
  /** `jobai.limiter.wait.duration`, in seconds. */
  limiterWait(seconds: number, attributes: Attributes): void;
  /** Export what is buffered, within the export timeout. */
  flush(): Promise<void>;
}

/** Whether the environment asks for OTLP export (OTEL_SDK_DISABLED=true says no whatever else is set). */
export function otelRequested(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === "true") return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** One SDK per process: the first environment that asks for it configures it; one that does not ask gets none. */
let loading: Promise<Telemetry | undefined> | undefined;

/**
 * The process's telemetry when `env` asks for it (loading the SDK on the first call), else
 * undefined without loading anything. A failure to start is one line on stderr, and no export:
 * telemetry never fails the work it watches.
 */
export function telemetryFor(env: NodeJS.ProcessEnv): Promise<Telemetry | undefined> | undefined {
  if (!otelRequested(env)) return undefined;
  loading ??= import("./otel-sdk.js")
    .then((sdk) => sdk.startTelemetry(env, { currentSpan, version: VERSION }))
    .catch((error: unknown) => {
      process.stderr.write(
        `jobai: OpenTelemetry export is off: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      return undefined;
    });
  return loading;
}

/** Export what is buffered (the CLI and createClient's close() call it); nothing when never loaded. */
export async function flushTelemetry(): Promise<void> {
  await (await loading)?.flush();
}

const active = new AsyncLocalStorage<TelemetrySpan>();

/** Run `work` with `span` as the parent of the spans started inside it (across awaits). */
export function withinSpan<T>(span: TelemetrySpan, work: () => T): T {
  return active.run(span, work);
}

/** The span of the innermost `withinSpan`, if any. */
export function currentSpan(): TelemetrySpan | undefined {
  return active.getStore();
}

/**
 * Run `work` inside a span named `name` when `env` asks for telemetry, else just run it. The span
 * fails with the error's class name when `work` throws; `work` may add attributes to it.
 */
export async function withSpan<T>(
  env: NodeJS.ProcessEnv,
  name: string,
  options: SpanOptions,
  work: (span: TelemetrySpan | undefined) => Promise<T>,
): Promise<T> {
  const telemetry = await telemetryFor(env);
  if (!telemetry) return work(undefined);
  const span = telemetry.span(name, options);
  try {
    return await withinSpan(span, () => work(span));
  } catch (error) {
    span.fail(errorType(error));
    throw error;
  } finally {
    span.end();
  }
}

/** An error's class as `error.type` says it: its name (never its message, which may quote a secret). */
export function errorType(error: unknown): string {
  return error instanceof Error && error.name ? error.name : "_OTHER";
}
