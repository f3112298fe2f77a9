/**
 * Usage as the proxy counts it, read from a response: a JSON message body, or the `message_start`
 * and `message_delta` events of an SSE stream. Counted input tokens are `input_tokens +
 * cache_creation_input_tokens`; cache reads are free (spec: Limits, Proxy rate limits).
 */
import { z } from "zod";
import type { ProviderUsage } from "./types.js";

const count = z.number().int().nonnegative().nullish();
const usageSchema = z.looseObject({
  input_tokens: count,
  cache_creation_input_tokens: count,
  cache_read_input_tokens: count,
  output_tokens: count,
});

/**
 * One response's usage, the one shape the limiter's policy, the SDK middleware and the relay share
 * (the relay's usage tap reads it from the bytes, the middleware from the SDK's events).
 */
export interface Usage {
  inputTokens: number;
  cacheCreationInputTokens: number;
  cacheReadInputTokens: number;
  outputTokens: number;
}

/** The provider's snake_case usage in the shared shape (a missing field is 0). */
export function toUsage(usage: ProviderUsage): Usage {
  return {
    inputTokens: usage.input_tokens ?? 0,
    cacheCreationInputTokens: usage.cache_creation_input_tokens ?? 0,
    cacheReadInputTokens: usage.cache_read_input_tokens ?? 0,
    outputTokens: usage.output_tokens ?? 0,
  };
}

/** What the proxy counts against the input-token budget. */
export function countedInputTokens(usage: ProviderUsage): number {
  return (usage.input_tokens ?? 0) + (usage.cache_creation_input_tokens ?? 0);
}

/** Every input token the model read, cached or not: what calibrates the estimator. */
export function totalInputTokens(usage: ProviderUsage): number {
  return countedInputTokens(usage) + (usage.cache_read_input_tokens ?? 0);
}

function parseUsage(value: unknown): ProviderUsage | undefined {
  const parsed = usageSchema.safeParse(value);
  if (!parsed.success || parsed.data.input_tokens == null) return undefined;
  return parsed.data;
}

/** The usage of a non-streamed messages response (parsed JSON), or undefined. */
export function usageFromMessage(body: unknown): ProviderUsage | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  return parseUsage((body as { usage?: unknown }).usage);
}

/** Later usage fields (message_delta's are cumulative) replace earlier ones when present. */
function merge(base: ProviderUsage | undefined, update: ProviderUsage): ProviderUsage {
  const out: ProviderUsage = { ...base };
  for (const [key, value] of Object.entries(update) as [keyof ProviderUsage, number | null][]) {
    if (value !== null && value !== undefined) out[key] = value;
  }
  return out;
}

export interface SseUsageReader {
  /** Feed the next bytes or text of the stream, in order. */
  push(chunk: Uint8Array | string): void;
  /** The stream ended: flush a last event without its blank line. */
  end(): void;
  /** The usage seen so far (message_start merged with later message_delta), or undefined. */
  readonly usage: ProviderUsage | undefined;
}

/** Longest data of one event kept for parsing; usage events are small, text deltas are skipped. */
const MAX_EVENT_CHARS = 1_000_000;

/**
 * Reads usage out of an SSE stream as it passes, in one linear pass, keeping only the current line
 * and the data of a usage event. `onUsage` runs for each `message_start` and `message_delta`
 * carrying usage.
 */
export function createSseUsageReader(
  onUsage?: (usage: ProviderUsage, event: "message_start" | "message_delta") => void,
): SseUsageReader {
  const decoder = new TextDecoder();
  let line = "";
  let event = "";
  let data = "";
  let skipping = false;
  let usage: ProviderUsage | undefined;

  function dispatch(): void {
    const text = data;
    const name = event;
    data = "";
    event = "";
    skipping = false;
    if (!text) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const type = (parsed as { type?: unknown }).type;
    if (type === "message_start" || (name === "message_start" && type === undefined)) {
      const found = parseUsage((parsed as { message?: { usage?: unknown } }).message?.usage);
      if (found) {
        usage = merge(undefined, found);
        onUsage?.(usage, "message_start");
      }
    } else if (type === "message_delta") {
      const raw = usageSchema.safeParse((parsed as { usage?: unknown }).usage);
      if (raw.success) {
        usage = merge(usage, raw.data as ProviderUsage);
        onUsage?.(usage, "message_delta");
      }
    }
  }

  function handle(text: string): void {
    if (text === "") {
      dispatch();
      return;
    }
    if (text.startsWith("event:")) {
      event = text.slice(6).trim();
      skipping = event !== "" && event !== "message_start" && event !== "message_delta";
      return;
    }
    if (text.startsWith("data:") && !skipping) {
      const value = text.slice(5).replace(/^ /, "");
      if (data.length + value.length > MAX_EVENT_CHARS) {
        skipping = true;
        data = "";
        return;
      }
      data = data ? `${data}\n${value}` : value;
    }
  }

  function feed(text: string): void {
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      handle(line + text.slice(start, i));
      line = "";
      // \r\n counts as one line end.
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      start = i + 1;
    }
    const rest = text.slice(start);
    // A line of a skipped event is not kept whole: only its start matters, and it is already known.
    line = skipping && line.length + rest.length > 64 && !line.startsWith("event:") ? "data:" : line + rest;
  }

  return {
    push(chunk) {
      feed(typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true }));
    },
    end() {
      feed(decoder.decode());
      if (line) handle(line);
      line = "";
      dispatch();
    },
    get usage() {
      return usage;
    },
  };
}
