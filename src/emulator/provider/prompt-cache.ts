import { createHash } from "node:crypto";
import { ProviderError } from "./error-types.js";
import { cacheMinTokens, canonicalModelId } from "./models.js";
import { promptSegments, type Segment, type TokenCounter, totalTokens } from "./prompt-segments.js";
import { type CountTokensRequest, countTokensRequestSchema, parseRequest } from "./request-schema.js";

/** Usage of one request's input, split as the provider reports it. */
export interface InputUsage {
  input_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
  /** Cache creation split by the lifetime asked for, as the provider reports it. */
  cache_creation: { ephemeral_5m_input_tokens: number; ephemeral_1h_input_tokens: number };
}

/** A cache entry to write (or refresh) when a prompt is sent: its key and how long it lives. */
export interface CacheWrite {
  key: string;
  ttlMs: number;
}

/** What a prompt would read and write against the cache as it is at one instant. */
export interface CachePlan {
  usage: InputUsage;
  /** Entries to write and the read entry to refresh, when the prompt is sent. */
  writes: CacheWrite[];
}

export interface PromptCacheOptions {
  /**
   * Shortest prefix the provider caches, for every model. Default: each model's own minimum
   * (`cacheMinTokens`, from the provider's table in models.ts).
   */
  minTokens?: number;
  /** How long a default (`5m`) entry lives after its last use (the provider's 5 minutes). */
  ttlMs?: number;
  /** How long a `ttl: "1h"` entry lives after its last use (the provider's 1 hour). */
  longTtlMs?: number;
  /** How many blocks before a breakpoint a read looks for a cached prefix (the provider's 20). */
  lookbackBlocks?: number;
  /** Counts a block's tokens (default the emulator's tokenizer, as in its usage and count_tokens). */
  countTokens?: TokenCounter;
}

/** The provider's limit on `cache_control` blocks in one request (more is a 400). */
export const MAX_BREAKPOINTS = 4;

/**
 * The provider's prompt cache, pure and clock-injected: nothing here reads a clock or does I/O, so a
 * test (or a differential test against another cache model) drives it with any `now`.
 *
 * The rules, as the provider documents them (https://platform.claude.com/docs/en/build-with-claude/prompt-caching):
 * - A prompt is its blocks in order: tools, then system blocks, then each message's content blocks.
 *   Entries are per model (an alias shares its model's entries).
 * - Write: each breakpoint (a block with `cache_control`, or the last block when the request has a
 *   top-level `cache_control`) caches the prefix up to and including it, if that prefix has at least
 *   the model's minimum tokens (shorter ones are not cached, silently). It lives 5 minutes, or 1 hour
 *   with `ttl: "1h"`, from its last use.
 * - Read: for each breakpoint, the longest cached prefix ending at that block or at one of the
 *   `lookbackBlocks` (20) blocks before it; the longest over all breakpoints is read. So a
 *   conversation whose one breakpoint moves to its newest message each turn (Claude Code) reads the
 *   previous turn's prefix, if the turn added at most 20 blocks. A read refreshes the entry's life.
 * - Usage: `cache_read_input_tokens` = the prefix read; `cache_creation_input_tokens` = from there to
 *   the last cacheable breakpoint (split in `cache_creation` by the lifetime of the breakpoint that
 *   ends each stretch); `input_tokens` = the rest (after the last breakpoint, or everything when no
 *   breakpoint is cacheable). The three add up to what count_tokens answers for the prompt.
 * - More than 4 breakpoints is the provider's invalid_request_error (thrown as ProviderError).
 * - A block's tokens (prompt-segments.ts): the counter's count of its text (a tool: its JSON without
 *   `cache_control`; a text block: its text; a tool_result: its content's text; an image: 1,600;
 *   any other block: its JSON), plus 3 on the prompt's first block and 3 on each message's first
 *   block (the framing count_tokens also counts). A cache model that counts differently can give
 *   its own counter (`countTokens`) to compare decisions rather than tokenizers.
 *
 * Contract: `use(body, now)` validates a messages body, answers its usage as the provider would at
 * `now`, and updates the cache as sending it does. `plan` answers the same without changing
 * anything; `commit(plan, now)` then applies it (the emulator plans, lets the proxy decide, then
 * commits). Entries written at `t` with lifetime `L` are readable while `now < t + L`.
 */
export class PromptCache {
  /** Prefix key -> expiry (ms, on the injected clock) and lifetime. */
  private readonly entries = new Map<string, { expiresAt: number; ttlMs: number }>();
  private readonly minTokens: number | undefined;
  private readonly ttlMs: number;
  private readonly longTtlMs: number;
  private readonly lookback: number;
  private readonly count: TokenCounter | undefined;

  constructor(options: PromptCacheOptions = {}) {
    this.minTokens = options.minTokens;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.longTtlMs = options.longTtlMs ?? 60 * 60_000;
    this.lookback = options.lookbackBlocks ?? 20;
    this.count = options.countTokens;
  }

  /** The shortest prefix cached for a model under these options. */
  minimumFor(model: string): number {
    return this.minTokens ?? cacheMinTokens(model);
  }

  /** The usage of a messages body sent at `now`, updating the cache as sending it does. */
  use(body: unknown, now: number): InputUsage {
    const request = parseRequest(countTokensRequestSchema, body);
    const plan = this.plan(request, now);
    this.commit(plan, now);
    return plan.usage;
  }

  /** The usage a validated request would have at `now`, and what sending it writes. Changes nothing. */
  plan(request: CountTokensRequest, now: number): CachePlan {
    const segments = this.count ? promptSegments(request, this.count) : promptSegments(request);
    return this.planSegments(segments, request.model, now);
  }

  /** As `plan`, for segments already cut. */
  private planSegments(segments: readonly Segment[], model: string, now: number): CachePlan {
    const breakpoints = segments.flatMap((segment, index) => (segment.breakpoint ? [index] : []));
    if (breakpoints.length > MAX_BREAKPOINTS) {
      throw new ProviderError(
        "invalid_request_error",
        `A maximum of ${MAX_BREAKPOINTS} blocks with cache_control may be provided. Found ${breakpoints.length}.`,
      );
    }
    const minimum = this.minimumFor(model);
    // The key and length of the prefix ending at each block.
    const hash = createHash("sha256").update(`model:${canonicalModelId(model)}\u0000`);
    const keys: string[] = [];
    const ends: number[] = [];
    let length = 0;
    for (const segment of segments) {
      hash.update(segment.key).update("\u0000");
      length += segment.tokens;
      keys.push(hash.copy().digest("hex"));
      ends.push(length);
    }
    let read = 0;
    let readKey: string | undefined;
    for (const at of breakpoints) {
      for (let index = at; index >= Math.max(0, at - this.lookback); index--) {
        const key = keys[index] as string;
        const entry = this.entries.get(key);
        if (entry === undefined || entry.expiresAt <= now) continue;
        const end = ends[index] as number;
        if (end > read) {
          read = end;
          readKey = key;
        }
        break;
      }
    }
    const writes: CacheWrite[] = [];
    const readEntry = readKey === undefined ? undefined : this.entries.get(readKey);
    if (readKey !== undefined && readEntry) writes.push({ key: readKey, ttlMs: readEntry.ttlMs });
    // What lies between the read prefix and the last cacheable breakpoint is written, each stretch
    // with the lifetime of the breakpoint that ends it.
    let short = 0;
    let long = 0;
    let from = read;
    for (const at of breakpoints) {
      const end = ends[at] as number;
      if (end < minimum) continue;
      const hour = segments[at]?.ttl === "1h";
      writes.push({ key: keys[at] as string, ttlMs: hour ? this.longTtlMs : this.ttlMs });
      if (end <= from) continue;
      if (hour) long += end - from;
      else short += end - from;
      from = end;
    }
    const creation = short + long;
    return {
      usage: {
        input_tokens: totalTokens(segments) - read - creation,
        cache_creation_input_tokens: creation,
        cache_read_input_tokens: read,
        cache_creation: { ephemeral_5m_input_tokens: short, ephemeral_1h_input_tokens: long },
      },
      writes,
    };
  }

  /** Write (or refresh) the entries of a prompt sent at `now`. */
  commit(plan: CachePlan, now: number): void {
    for (const { key, ttlMs } of plan.writes) {
      const old = this.entries.get(key);
      if (old && old.expiresAt > now + ttlMs) continue;
      this.entries.set(key, { expiresAt: now + ttlMs, ttlMs });
    }
    if (this.entries.size > MAX_ENTRIES) this.forgetExpired(now);
  }

  private forgetExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

/** Past this many entries a commit drops the expired ones, so a long-running emulator stays small. */
const MAX_ENTRIES = 10_000;
