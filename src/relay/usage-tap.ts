/**
 * Reads the provider's usage out of the response bytes as they pass through the relay, without
 * holding the response back: a JSON body (non-streaming) or the `message_start` and `message_delta`
 * events of an SSE stream. Nothing here decides anything; it reports what it saw.
 */

/** Usage as the provider reports it; the proxy counts `input + cacheCreation` against its budget. */
export interface ResponseUsage {
  inputTokens: number;
  cacheCreationInputTokens: number;
  cacheReadInputTokens: number;
  outputTokens: number;
}

export interface UsageTapEvents {
  /** Input usage is known (a JSON body's end, or a stream's `message_start`). Called at most once. */
  onInput?(usage: ResponseUsage): void;
  /** An `error` event inside a stream (e.g. `overloaded_error` mid-stream). */
  onStreamError?(type: string): void;
}

/** A line longer than this cannot be a usage event (those are a few hundred bytes): skip it. */
const MAX_LINE_BYTES = 1 << 20;
/** A JSON body larger than this is passed through but not parsed for usage. */
const MAX_JSON_BYTES = 16 << 20;

const NEWLINE = 0x0a;
const DATA = Buffer.from("data:");
const MESSAGE_START = Buffer.from('"message_start"');
const MESSAGE_DELTA = Buffer.from('"message_delta"');
const ERROR = Buffer.from('"error"');

const count = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0;

/** Merge a `usage` object over what is known: fields a later event omits keep their value. */
function mergeUsage(into: ResponseUsage, raw: unknown): void {
  if (typeof raw !== "object" || raw === null) return;
  const usage = raw as Record<string, unknown>;
  if ("input_tokens" in usage) into.inputTokens = count(usage.input_tokens);
  if ("cache_creation_input_tokens" in usage)
    into.cacheCreationInputTokens = count(usage.cache_creation_input_tokens);
  if ("cache_read_input_tokens" in usage) into.cacheReadInputTokens = count(usage.cache_read_input_tokens);
  if ("output_tokens" in usage) into.outputTokens = count(usage.output_tokens);
}

export const emptyUsage = (): ResponseUsage => ({
  inputTokens: 0,
  cacheCreationInputTokens: 0,
  cacheReadInputTokens: 0,
  outputTokens: 0,
});

/**
 * Watches one response. `kind` comes from its content type: `sse` for `text/event-stream`, `json`
 * for `application/json`, anything else is passed through unread. Linear in the bytes seen: lines
 * are found with Buffer.indexOf and only `data:` lines naming a usage event are decoded.
 */
export class UsageTap {
  readonly usage: ResponseUsage = emptyUsage();
  /** Whether any usage was read (a body or a stream that carried it). */
  sawUsage = false;
  private inputReported = false;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private skippingLine = false;

  constructor(
    private readonly kind: "sse" | "json" | "other",
    private readonly events: UsageTapEvents = {},
  ) {}

  static kindOf(contentType: string | string[] | undefined): "sse" | "json" | "other" {
    const type = String(contentType ?? "").toLowerCase();
    if (type.startsWith("text/event-stream")) return "sse";
    if (type.startsWith("application/json")) return "json";
    return "other";
  }

  write(chunk: Buffer): void {
    if (this.kind === "json") {
      if (this.pendingBytes + chunk.length <= MAX_JSON_BYTES) this.pending.push(chunk);
      this.pendingBytes += chunk.length;
    } else if (this.kind === "sse") {
      this.scan(chunk);
    }
  }

  /** The response ended: parse a JSON body, or the last SSE line if it had no newline. */
  end(): void {
    if (this.kind === "json") {
      if (this.pendingBytes <= MAX_JSON_BYTES) this.readJson(Buffer.concat(this.pending));
      this.pending = [];
    } else if (this.kind === "sse" && this.pendingBytes > 0) {
      this.line(Buffer.concat(this.pending));
      this.pending = [];
      this.pendingBytes = 0;
    }
  }

  private scan(chunk: Buffer): void {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(NEWLINE, start);
      if (newline === -1) break;
      const part = chunk.subarray(start, newline);
      if (this.skippingLine) {
        this.skippingLine = false;
      } else if (this.pendingBytes > 0) {
        this.pending.push(part);
        this.line(Buffer.concat(this.pending));
      } else {
        this.line(part);
      }
      this.pending = [];
      this.pendingBytes = 0;
      start = newline + 1;
    }
    if (start < chunk.length && !this.skippingLine) {
      const rest = chunk.subarray(start);
      if (this.pendingBytes + rest.length > MAX_LINE_BYTES) {
        this.skippingLine = true;
        this.pending = [];
        this.pendingBytes = 0;
      } else {
        // Copy: the chunk's memory belongs to the HTTP parser once this call returns.
        this.pending.push(Buffer.from(rest));
        this.pendingBytes += rest.length;
      }
    }
  }

  private line(line: Buffer): void {
    if (line.length < DATA.length || !line.subarray(0, DATA.length).equals(DATA)) return;
    const isStart = line.includes(MESSAGE_START);
    const isDelta = !isStart && line.includes(MESSAGE_DELTA);
    const isError = !isStart && !isDelta && line.includes(ERROR);
    if (!isStart && !isDelta && !isError) return;
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(line.subarray(DATA.length).toString("utf8")) as Record<string, unknown>;
    } catch {
      return;
    }
    if (event.type === "message_start") {
      mergeUsage(this.usage, (event.message as Record<string, unknown> | undefined)?.usage);
      this.sawUsage = true;
      this.reportInput();
    } else if (event.type === "message_delta") {
      mergeUsage(this.usage, event.usage);
      this.sawUsage = true;
    } else if (event.type === "error") {
      const type = (event.error as Record<string, unknown> | undefined)?.type;
      this.events.onStreamError?.(typeof type === "string" ? type : "unknown_error");
    }
  }

  private readJson(body: Buffer): void {
    try {
      const parsed = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
      if (parsed && typeof parsed.usage === "object" && parsed.usage !== null) {
        mergeUsage(this.usage, parsed.usage);
        this.sawUsage = true;
        this.reportInput();
      }
    } catch {
      // Not JSON after all: nothing to read.
    }
  }

  private reportInput(): void {
    if (this.inputReported) return;
    this.inputReported = true;
    this.events.onInput?.(this.usage);
  }
}
