/**
 * The GenAI semantic conventions' attributes of one model request, from what jobai already reads of
 * it: the model and max_tokens of the request body, the model, id, stop reason and usage of the
 * response. Nothing else of a body is read: a prompt, a completion or a header never becomes an
 * attribute (test/telemetry/otlp-export.test.ts scans every exported byte for them).
 */
import type { Usage } from "../limit/usage.js";
import type { Attributes, Telemetry } from "./telemetry.js";

/** The provider as the conventions name it (`gen_ai.provider.name`, and the older `gen_ai.system`). */
const PROVIDER = "anthropic";

/** Longest model name or id kept: longer ones are not the provider's. */
const MAX_NAME = 128;

const shortString = (value: unknown): string | undefined =>
  typeof value === "string" && value.length > 0 && value.length <= MAX_NAME ? value : undefined;
const count = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;

/** What a request is, for the span's name and its attributes. */
export interface RequestFacts {
  /** `chat` for `POST /v1/messages`, else undefined (a free call: models, count_tokens). */
  operation: "chat" | undefined;
  model: string | undefined;
  attributes: Attributes;
}

/** The span's name as the conventions give it: `{operation} {model}`, else the method and path. */
export function spanName(facts: RequestFacts, method: string, path: string): string {
  if (facts.operation) return facts.model ? `${facts.operation} ${facts.model}` : facts.operation;
  return `${method.toUpperCase()} ${path}`;
}

/** The path of a URL or of a path with a query, without the query (a free call's span name). */
export function pathOf(url: string): string {
  if (!url.startsWith("/")) {
    try {
      return new URL(url).pathname;
    } catch {
      return "";
    }
  }
  return url.split("?")[0] ?? "";
}

/** A request's attributes from its method, URL or path, and parsed JSON body. */
export function requestFacts(method: string, url: string, body: unknown): RequestFacts {
  const chat = method.toUpperCase() === "POST" && /\/v1\/messages\/?$/.test(pathOf(url));
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const model = chat ? shortString(fields.model) : undefined;
  return {
    operation: chat ? "chat" : undefined,
    model,
    attributes: {
      "gen_ai.provider.name": PROVIDER,
      "gen_ai.system": PROVIDER,
      "gen_ai.operation.name": chat ? "chat" : undefined,
      "gen_ai.request.model": model,
      "gen_ai.request.max_tokens": chat ? count(fields.max_tokens) : undefined,
      "gen_ai.request.stream": chat && typeof fields.stream === "boolean" ? fields.stream : undefined,
    },
  };
}

/** A message's (or a stream's `message_start` message's) model, id and stop reason. */
export function responseAttributes(message: unknown): Attributes {
  const fields = typeof message === "object" && message !== null ? (message as Record<string, unknown>) : {};
  const stop = shortString(fields.stop_reason);
  return {
    "gen_ai.response.model": shortString(fields.model),
    "gen_ai.response.id": shortString(fields.id),
    ...(stop ? { "gen_ai.response.finish_reasons": [stop] } : {}),
  };
}

/**
 * Usage as the conventions count it: `gen_ai.usage.input_tokens` includes cached tokens (read and
 * written); the cache's parts have their own attributes.
 */
export function usageAttributes(usage: Usage): Attributes {
  return {
    "gen_ai.usage.input_tokens":
      usage.inputTokens + usage.cacheCreationInputTokens + usage.cacheReadInputTokens,
    "gen_ai.usage.output_tokens": usage.outputTokens,
    "gen_ai.usage.cache_read.input_tokens": usage.cacheReadInputTokens,
    "gen_ai.usage.cache_creation.input_tokens": usage.cacheCreationInputTokens,
  };
}

/** The attributes a metric of a request carries (low cardinality: no id, no counts). */
const METRIC_KEYS = [
  "gen_ai.operation.name",
  "gen_ai.provider.name",
  "gen_ai.request.model",
  "gen_ai.response.model",
  "error.type",
];

/**
 * The conventions' client metrics of one ended request, from its span's attributes:
 * `gen_ai.client.operation.duration` and `gen_ai.client.token.usage` by `gen_ai.token.type`.
 */
export function recordModelMetrics(telemetry: Telemetry, span: Attributes, seconds: number): void {
  const metric = Object.fromEntries(METRIC_KEYS.map((key) => [key, span[key]]));
  telemetry.operationDuration(seconds, metric);
  const input = span["gen_ai.usage.input_tokens"];
  const output = span["gen_ai.usage.output_tokens"];
  if (typeof input === "number") telemetry.tokenUsage(input, { ...metric, "gen_ai.token.type": "input" });
  if (typeof output === "number") telemetry.tokenUsage(output, { ...metric, "gen_ai.token.type": "output" });
}
