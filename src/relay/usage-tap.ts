/**
 * Reads the provider's usage out of the response bytes as they pass through the relay, without
 * holding the response back: a JSON body (non-streaming) or the `message_start` and `message_delta`
 * events of an SSE stream. Nothing here decides anything; it reports what it saw.
 */

import { emptyUsage, parseUsage, type Usage } from "../limit/usage.js";

export interface UsageTapEvents {
  /** Input usage is known (a JSON body's end, or a stream's `message_start`). Called at most once. */
  onInput?(usage: Usage): void;
  /** An `error` event inside a stream (e.g. `overloaded_error` mid-stream), seen when it ends. */
  onStreamError?(type: string): void;
}

/** A line longer than this cannot be a usage event (those are a few hundred bytes): skip it. */
const MAX_LINE_BYTES = 1 << 20;
/** A JSON body larger than this is passed through but not parsed for usage. */
const MAX_JSON_BYTES = 16 << 20;
/**
 * How much of a stream's end is kept to read its last events: `message_delta` (final usage) and an
 * `error` event come last, followed only by `message_stop` and pings, a few hundred bytes.
 */
const TAIL_BYTES = 16 << 10;

const NEWLINE = 0x0a;
const DATA = Buffer.from("data:");
// Searched without their opening quote: Buffer.indexOf scans for the needle's first byte, and `"`
// is in every few bytes of JSON while `m` is rare (measured: 0.3 ms instead of 1.3 ms per 700 KB).
const MESSAGE_START = Buffer.from('message_start"');
const MESSAGE_DELTA = Buffer.from('message_delta"');
const ERROR = Buffer.from('"error"');

/** Lay a `usage` object over what is known: fields a later event omits keep their value. */
function mergeUsage(into: Usage, raw: unknown): void {
  Object.assign(into, parseUsage(raw));
}

/**
 * Watches one response. `kind` comes from its content type: `sse` for `text/event-stream`, `json`
 * for `application/json`; anything else passes unread.
 *
 * A stream is read at its two ends only, so the cost per byte in between is a list push: until
 * `message_start` is found each chunk is searched for it (natively, `Buffer.indexOf`; a line cut by
 * a chunk boundary is kept and read whole with the next chunk), and the last TAIL_BYTES are kept by
 * reference (undici hands each chunk as a view of its own socket read, never reused) to read
 * `message_delta` and `error` when the stream ends. In JSON text these names appear unescaped only
 * as string tokens of an event (inside text they are escaped `\"`), so only the lines that hold
 * them are decoded.
 */
export class UsageTap {
  readonly usage: Usage = emptyUsage();
  /** Whether any usage was read (a body or a stream that carried it). */
  sawUsage = false;
  private inputReported = false;
  private startSeen = false;
  /** The start of a line cut by a chunk's end, while `message_start` is still sought. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private skippingLine = false;
  /** The last chunks, at least TAIL_BYTES of them when the stream is that long (or the JSON body). */
  private kept: Buffer[] = [];
  private keptBytes = 0;
  private keptFrom = 0;
  private streamBytes = 0;

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
      if (this.keptBytes + chunk.length <= MAX_JSON_BYTES) this.kept.push(chunk);
      this.keptBytes += chunk.length;
    } else if (this.kind === "sse") {
      if (!this.startSeen) this.seekStart(chunk);
      this.streamBytes += chunk.length;
      this.kept.push(chunk);
      this.keptBytes += chunk.length;
      // Drop whole chunks from the front while the rest still holds TAIL_BYTES; an index instead
      // of Array.shift (linear in the list) keeps this constant per chunk when chunks are tiny.
      while (this.keptFrom < this.kept.length - 1) {
        const oldest = this.kept[this.keptFrom]?.length ?? 0;
        if (this.keptBytes - oldest < TAIL_BYTES) break;
        this.keptBytes -= oldest;
        this.keptFrom++;
      }
      if (this.keptFrom > 1024) {
        this.kept = this.kept.slice(this.keptFrom);
        this.keptFrom = 0;
      }
    }
  }

  /** The response ended: parse a JSON body, or read a stream's last events. */
  end(): void {
    if (this.kind === "json") {
      if (this.keptBytes <= MAX_JSON_BYTES) this.readJson(Buffer.concat(this.kept));
    } else if (this.kind === "sse") {
      if (!this.startSeen && this.pendingBytes > 0) this.line(Buffer.concat(this.pending));
      this.readTail(Buffer.concat(this.kept.slice(this.keptFrom)));
    }
    this.kept = [];
    this.keptFrom = 0;
    this.pending = [];
  }

  private seekStart(chunk: Buffer): void {
    const last = chunk.lastIndexOf(NEWLINE);
    if (last === -1) {
      this.keep(chunk);
      return;
    }
    let from = 0;
    if (this.pendingBytes > 0 || this.skippingLine) {
      const newline = chunk.indexOf(NEWLINE);
      if (!this.skippingLine) {
        this.pending.push(chunk.subarray(0, newline));
        this.line(Buffer.concat(this.pending));
      }
      this.pending = [];
      this.pendingBytes = 0;
      this.skippingLine = false;
      from = newline + 1;
    }
    let at = this.startSeen ? -1 : chunk.indexOf(MESSAGE_START, from);
    while (at !== -1 && at < last && !this.startSeen) {
      const start = Math.max(from, chunk.lastIndexOf(NEWLINE, at) + 1);
      const stop = chunk.indexOf(NEWLINE, at);
      this.line(chunk.subarray(start, stop));
      at = chunk.indexOf(MESSAGE_START, stop);
    }
    if (!this.startSeen && last + 1 < chunk.length) this.keep(chunk.subarray(last + 1));
  }

  /** Hold the start of a line cut by the chunk's end; drop it when it grows past any usage event. */
  private keep(rest: Buffer): void {
    if (this.skippingLine) return;
    if (this.pendingBytes + rest.length > MAX_LINE_BYTES) {
      this.skippingLine = true;
      this.pending = [];
      this.pendingBytes = 0;
      return;
    }
    this.pending.push(rest);
    this.pendingBytes += rest.length;
  }

  /** Read the whole lines of a stream's end (its first line may be cut: it is skipped) in order. */
  private readTail(tail: Buffer): void {
    const cut = this.keptBytes === this.streamBytes ? 0 : tail.indexOf(NEWLINE) + 1;
    for (const marker of [MESSAGE_DELTA, ERROR, ...(this.startSeen ? [] : [MESSAGE_START])]) {
      if (tail.indexOf(marker, cut) === -1) continue;
      let start = cut;
      while (start < tail.length) {
        let stop = tail.indexOf(NEWLINE, start);
        if (stop === -1) stop = tail.length;
        const line = tail.subarray(start, stop);
        if (line.includes(marker)) this.line(line, marker);
        start = stop + 1;
      }
    }
  }

  /** Decode one `data:` line if it is the event `only` names (default: any usage or error event). */
  private line(line: Buffer, only?: Buffer): void {
    if (line.length < DATA.length || !line.subarray(0, DATA.length).equals(DATA)) return;
    if (!only && !line.includes(MESSAGE_START)) return;
    const payload = line.subarray(DATA.length);
    // An event's data is a JSON object: skip anything else without paying for a thrown parse error.
    const brace = payload.indexOf(0x7b);
    if (brace === -1 || payload.subarray(0, brace).some((byte) => byte !== 0x20 && byte !== 0x09)) return;
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(payload.toString("utf8")) as Record<string, unknown>;
    } catch {
      return;
    }
    if (event.type === "message_start") {
      if (this.startSeen) return;
      this.startSeen = true;
      this.pending = [];
      this.pendingBytes = 0;
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
