import { createHash } from "node:crypto";
import type { Segment } from "./prompt-segments.js";
import { totalTokens } from "./prompt-segments.js";

/** Usage of one request's input, split as the provider reports it. */
export interface InputUsage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export interface PromptCacheOptions {
  /** Shortest prefix the provider caches (1,024 tokens for most models); shorter ones are not cached. */
  minTokens?: number;
  /** How long an entry lives after its last use (the provider's default 5 minutes). */
  ttlMs?: number;
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

  constructor(options: PromptCacheOptions = {}) {
    this.minTokens = options.minTokens ?? 1024;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
  }

  /** The usage a prompt would have now, and the entries to write if it is sent. */
  plan(segments: readonly Segment[], now: number): { usage: InputUsage; keys: string[] } {
    const total = totalTokens(segments);
    const hash = createHash("sha256");
    let prefixTokens = 0;
    let read = 0;
    let lastBreakpoint = 0;
    const keys: string[] = [];
    for (const segment of segments) {
      hash.update(segment.key);
      hash.update("\u0000");
      prefixTokens += segment.tokens;
      if (!segment.breakpoint || prefixTokens < this.minTokens) continue;
      const key = hash.copy().digest("hex");
      keys.push(key);
      lastBreakpoint = prefixTokens;
      const expires = this.entries.get(key);
      if (expires !== undefined && expires > now) read = prefixTokens;
    }
    const creation = Math.max(0, lastBreakpoint - read);
    return {
      usage: {
        input_tokens: total - read - creation,
        cache_creation_input_tokens: creation,
        cache_read_input_tokens: read,
      },
      keys,
    };
  }

  /** Write (or refresh) the entries of a prompt that was sent. */
  commit(keys: readonly string[], now: number): void {
    for (const key of keys) this.entries.set(key, now + this.ttlMs);
  }
}
