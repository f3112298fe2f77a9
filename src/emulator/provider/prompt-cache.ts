import { createHash } from "node:crypto";
import type { Segment } from "./prompt-segments.js";
import { totalTokens } from "./prompt-segments.js";

/** Usage of one request's input, split as the provider reports it. */
export interface InputUsage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  /** Cache creation split by the lifetime asked for, as the provider reports it. */
  cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
}

/** A cache entry to write when a prompt is sent: its key and how long it lives. */
export interface CacheWrite {
  key: string;
  ttlMs: number;
}

export interface PromptCacheOptions {
  /** Shortest prefix the provider caches (1,024 tokens for most models); shorter ones are not cached. */
  minTokens?: number;
  /** How long a default (`5m`) entry lives after its last use (the provider's 5 minutes). */
  ttlMs?: number;
  /** How long a `ttl: "1h"` entry lives after its last use (the provider's 1 hour). */
  longTtlMs?: number;
}

/**
 * The provider's prompt caching, simply: each breakpoint (a block with `cache_control`) marks the
 * prefix of the prompt up to it. The longest cached prefix is read (`cache_read_input_tokens`,
 * free under the proxy's counting); the rest up to the last breakpoint is written
 * (`cache_creation_input_tokens`); what follows is plain `input_tokens`. A read refreshes the entry.
 */
export class PromptCache {
  private readonly entries = new Map<string, number>();
  private readonly minTokens: number;
  private readonly ttlMs: number;
  private readonly longTtlMs: number;

  constructor(options: PromptCacheOptions = {}) {
    this.minTokens = options.minTokens ?? 1024;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.longTtlMs = options.longTtlMs ?? 60 * 60_000;
  }

  /** The usage a prompt would have now, and the entries to write if it is sent. */
  plan(segments: readonly Segment[], now: number): { usage: InputUsage; keys: CacheWrite[] } {
    const total = totalTokens(segments);
    const hash = createHash("sha256");
    let prefixTokens = 0;
    let read = 0;
    const breakpoints: { tokens: number; long: boolean }[] = [];
    const keys: CacheWrite[] = [];
    for (const segment of segments) {
      hash.update(segment.key);
      hash.update("\u0000");
      prefixTokens += segment.tokens;
      if (!segment.breakpoint || prefixTokens < this.minTokens) continue;
      const long = segment.ttl === "1h";
      const key = hash.copy().digest("hex");
      keys.push({ key, ttlMs: long ? this.longTtlMs : this.ttlMs });
      breakpoints.push({ tokens: prefixTokens, long });
      const expires = this.entries.get(key);
      if (expires !== undefined && expires > now) read = prefixTokens;
    }
    // What lies between the read prefix and the last breakpoint is written, each stretch with the
    // lifetime of the breakpoint that ends it.
    let short = 0;
    let longer = 0;
    let from = read;
    for (const point of breakpoints) {
      if (point.tokens <= from) continue;
      if (point.long) longer += point.tokens - from;
      else short += point.tokens - from;
      from = point.tokens;
    }
    const creation = short + longer;
    return {
      usage: {
        input_tokens: total - read - creation,
        cache_creation_input_tokens: creation,
        cache_read_input_tokens: read,
        cache_creation: { ephemeral_5m_input_tokens: short, ephemeral_1h_input_tokens: longer },
      },
      keys,
    };
  }

  /** Write (or refresh) the entries of a prompt that was sent. */
  commit(keys: readonly CacheWrite[], now: number): void {
    for (const { key, ttlMs } of keys)
      this.entries.set(key, Math.max(this.entries.get(key) ?? 0, now + ttlMs));
  }
}
