/**
 * Usage as the proxy counts it, read from a response: a JSON message body, or the `message_start`
 * and `message_delta` events of an SSE stream. Counted input tokens are `input_tokens +
 * cache_creation_input_tokens`; cache reads are free (spec: Limits, Proxy rate limits). Cache
 * writes are priced by how long they live, so the part written for an hour is kept apart when the
 * response says (`cache_creation.ephemeral_1h_input_tokens`); the rest is priced as 5-minute writes.
 */
import { z } from "zod";

/**
 * One response's usage: the one shape the limiter's policy, the SDK middleware, the relay and the
 * CLI share. A field the provider did not send is 0.
 */
export interface Usage {
  inputTokens: number;
  cacheCreationInputTokens: number;
  cacheReadInputTokens: number;
  outputTokens: number;
  /**
   * The part of `cacheCreationInputTokens` written with a 1-hour TTL, when the response's
   * `cache_creation` says; absent or 0, every cache write counts as a 5-minute one (the default TTL).
   */
  cacheCreationOneHourInputTokens?: number;
}

const count = z.number().int().nonnegative().nullish();

/**
 * The provider's `usage` object (of a message, a `message_start` or a `message_delta`), read as the
 * fields it carries: one that is absent or null is left out, so a later event's usage can be laid
 * over an earlier one. A field that is not a count rejects the whole object.
 */
const usageSchema = z
  .looseObject({
    input_tokens: count,
    cache_creation_input_tokens: count,
    cache_read_input_tokens: count,
    output_tokens: count,
    // The split of cache writes by TTL (its two counts sum to cache_creation_input_tokens).
    cache_creation: z
      .looseObject({ ephemeral_5m_input_tokens: count, ephemeral_1h_input_tokens: count })
      .nullish(),
  })
  .transform((raw) => {
    const fields: Partial<Usage> = {};
    if (raw.input_tokens != null) fields.inputTokens = raw.input_tokens;
    const split = raw.cache_creation;
    if (raw.cache_creation_input_tokens != null)
      fields.cacheCreationInputTokens = raw.cache_creation_input_tokens;
    else if (split && (split.ephemeral_5m_input_tokens != null || split.ephemeral_1h_input_tokens != null))
      fields.cacheCreationInputTokens =
        (split.ephemeral_5m_input_tokens ?? 0) + (split.ephemeral_1h_input_tokens ?? 0);
    if (split?.ephemeral_1h_input_tokens != null)
      fields.cacheCreationOneHourInputTokens = split.ephemeral_1h_input_tokens;
    if (raw.cache_read_input_tokens != null) fields.cacheReadInputTokens = raw.cache_read_input_tokens;
    if (raw.output_tokens != null) fields.outputTokens = raw.output_tokens;
    return fields;
  });

/** The fields of a provider `usage` object, or undefined when it is not one. */
export function parseUsage(raw: unknown): Partial<Usage> | undefined {
  const parsed = usageSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export const emptyUsage = (): Usage => ({
  inputTokens: 0,
  cacheCreationInputTokens: 0,
  cacheReadInputTokens: 0,
  outputTokens: 0,
});

/** A provider `usage` object as a whole Usage (missing fields 0; one that is not usage: all 0). */
export function toUsage(raw: unknown): Usage {
  return { ...emptyUsage(), ...parseUsage(raw) };
}

/** What the proxy counts against the input-token budget: input + cache creation; cache reads are free. */
export function countedInputTokens(usage: Usage): number {
  return usage.inputTokens + usage.cacheCreationInputTokens;
}

/** Every input token the model read, cached or not: what calibrates the estimator. */
export function totalInputTokens(usage: Usage): number {
  return countedInputTokens(usage) + usage.cacheReadInputTokens;
}

/** A usage object with input tokens (a message's, a `message_start`'s), or undefined. */
function inputUsage(raw: unknown): Usage | undefined {
  const fields = parseUsage(raw);
  return fields?.inputTokens === undefined ? undefined : { ...emptyUsage(), ...fields };
}

/** The usage of a non-streamed messages response (parsed JSON), or undefined. */
export function usageFromMessage(body: unknown): Usage | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  return inputUsage((body as { usage?: unknown }).usage);
}

export interface SseUsageReader {
  /** Feed the next bytes or text of the stream, in order. */
  push(chunk: Uint8Array | string): void;
  /** The stream ended: flush a last event without its blank line. */
  end(): void;
  /** The usage seen so far (message_start merged with later message_delta), or undefined. */
  readonly usage: Usage | undefined;
}

/** Longest data of one event kept for parsing; usage events are small, text deltas are skipped. */
const MAX_EVENT_CHARS = 1_000_000;

/** What else a stream's reader reports besides usage (response-usage.ts reads all of it in one pass). */
export interface SseEventHandlers {
  /** The `message` of `message_start` (its model, id), whether or not it carries usage. */
  onMessage?(message: unknown): void;
  /** An `error` event, by its error's type (`overloaded_error`, `rate_limit_error`, ...). */
  onError?(type: string): void;
}

/**
 * Reads usage out of an SSE stream as it passes, in one linear pass, keeping only the current line
 * and the data of a usage or error event. `onUsage` runs for each `message_start` and
 * `message_delta` carrying usage.
 */
export function createSseUsageReader(
  onUsage?: (usage: Usage, event: "message_start" | "message_delta") => void,
  handlers: SseEventHandlers = {},
): SseUsageReader {
  const decoder = new TextDecoder();
  let line = "";
  let event = "";
  let data = "";
  let skipping = false;
  let usage: Usage | undefined;
  // A line's end (\r\n counts as one); a reader's own, as its lastIndex is state.
  const lineEnd = /\r\n|[\r\n]/g;

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
    if (typeof parsed !== "object" || parsed === null) return;
    const type = (parsed as { type?: unknown }).type;
    if (type === "message_start" || (name === "message_start" && type === undefined)) {
      const message = (parsed as { message?: { usage?: unknown } }).message;
      handlers.onMessage?.(message);
      const found = inputUsage(message?.usage);
      if (found) {
        usage = found;
        onUsage?.(usage, "message_start");
      }
    } else if (type === "message_delta") {
      // message_delta's fields are cumulative: those it carries replace the earlier ones.
      const fields = parseUsage((parsed as { usage?: unknown }).usage);
      if (fields) {
        usage = { ...emptyUsage(), ...usage, ...fields };
        onUsage?.(usage, "message_delta");
      }
    } else if (type === "error" || (name === "error" && type === undefined)) {
      const error = (parsed as { error?: { type?: unknown } }).error?.type;
      if (typeof error === "string") handlers.onError?.(error);
    }
  }

  function handle(text: string): void {
    if (text === "") {
      dispatch();
      return;
    }
    if (text.startsWith("event:")) {
      event = text.slice(6).trim();
      skipping = event !== "" && event !== "message_start" && event !== "message_delta" && event !== "error";
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
    // Line ends found by the regex engine, not a loop in JS over every character: about a quarter
    // less CPU for a long answer through the SDK middlewares (bench/response-usage.bench.js).
    lineEnd.lastIndex = 0;
    for (let found = lineEnd.exec(text); found; found = lineEnd.exec(text)) {
      handle(line + text.slice(start, found.index));
      line = "";
      start = lineEnd.lastIndex;
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
