/**
 * The provider's prompt cache as the limiter models it (pure: the clock and the knowledge are
 * passed in). The rules followed are the provider's documented ones (issue 12, item 1):
 * - a block with `cache_control` (a breakpoint) caches the prompt's prefix up to and including it
 *   (tools, then system, then messages), when that prefix is at least the model's minimum length,
 *   for 5 minutes (`ttl: "1h"`: an hour), refreshed each time it is read;
 * - a request reads the longest cached prefix that ends at its breakpoint or at any of the 20 block
 *   boundaries before it, over all its breakpoints (a top-level `cache_control` makes the last
 *   block a breakpoint);
 * - the proxy counts `input_tokens + cache_creation_input_tokens`: everything after the prefix read.
 *
 * Prefix identity: a SHA-256 over the model and the canonical blocks up to a boundary, each block
 * being its part (`tool`, `system`, `user`, `assistant`) and its JSON without `cache_control` (a
 * string content is the text block it stands for). Two requests share a prefix exactly when they
 * share the model and every block up to that boundary, which is what the provider's cache needs.
 */
import { createHash } from "node:crypto";
import type { PromptBlock } from "./estimator.js";
import type { Usage } from "./usage.js";

/** Blocks looked back per breakpoint: its own boundary and those of the 20 blocks before it. */
export const LOOKBACK_BLOCKS = 20;

/** The provider's default lifetimes of a cache entry after its last use. */
export const TTL_5M = 5 * 60_000;
export const TTL_1H = 60 * 60_000;

/**
 * The shortest prefix the provider caches, by model (its prompt-caching documentation). Shorter
 * prefixes are neither written nor read. Unknown models get the common 1,024.
 */
export function minCacheTokens(model: string): number {
  if (/haiku-3/.test(model)) return 2048;
  if (/haiku-4-5|haiku-5|opus-4-[567]/.test(model)) return 4096;
  if (/opus-5/.test(model)) return 512;
  return 1024;
}

/** What the knowledge holds about one cached prefix. */
export interface CachedPrefix {
  /** The prefix's identity (hex). */
  hash: string;
  /** Its length as the provider counted it (cache read or read + creation), in tokens. */
  tokens: number;
  /** The earliest the provider may drop it: the send time of its last use plus its lifetime. */
  expiresAt: number;
  /** Its lifetime (5 minutes or 1 hour), kept so a read refreshes it by the same. */
  ttlMs: number;
}

/** One boundary of a request: after block `index`. */
export interface Boundary {
  hash: string;
  /** Estimated tokens of the blocks up to and including this one (the estimator's units). */
  rawTokens: number;
  /** This block carries `cache_control`, with this lifetime. */
  breakpoint?: number;
}

/**
 * The boundaries of a prompt's blocks, in order. `topLevelTtl`: the request's own `cache_control`
 * (the provider's automatic caching), which makes the last block a breakpoint. `framingTokens`: the
 * estimate's part that is in no block, counted in every prefix.
 */
export function boundaries(
  model: string,
  blocks: readonly PromptBlock[],
  topLevelTtl?: number,
  framingTokens = 0,
): Boundary[] {
  const hash = createHash("sha256");
  hash.update(`jobai-prompt-cache-1\u0000${model}\u0000`);
  const out: Boundary[] = [];
  // The request's framing reads before its first block, so every prefix holds it.
  let raw = framingTokens;
  for (const { part, block, tokens } of blocks) {
    const { canonical, ttl } = canonicalBlock(block);
    hash.update(part);
    hash.update("\u0000");
    hash.update(canonical);
    hash.update("\u0001");
    raw += tokens;
    const last = out.length === blocks.length - 1;
    const ttlHere = ttl ?? (last ? topLevelTtl : undefined);
    out.push({
      hash: hash.copy().digest("hex").slice(0, 32),
      rawTokens: raw,
      ...(ttlHere === undefined ? {} : { breakpoint: ttlHere }),
    });
  }
  return out;
}

/** The lifetime a `cache_control` asks for, or undefined when there is none. */
export function ttlOf(control: unknown): number | undefined {
  if (typeof control !== "object" || control === null) return undefined;
  return (control as { ttl?: unknown }).ttl === "1h" ? TTL_1H : TTL_5M;
}

function canonicalBlock(block: unknown): { canonical: string; ttl: number | undefined } {
  if (typeof block !== "object" || block === null || Array.isArray(block)) {
    const text = typeof block === "string" ? { type: "text", text: block } : block;
    return { canonical: JSON.stringify(text) ?? "", ttl: undefined };
  }
  const { cache_control: control, ...rest } = block as Record<string, unknown>;
  return { canonical: JSON.stringify(rest), ttl: ttlOf(control) };
}

/** The hashes a request may read: every boundary within the lookback of a breakpoint. */
export function candidateHashes(points: readonly Boundary[]): string[] {
  const seen = new Set<string>();
  points.forEach((point, index) => {
    if (point.breakpoint === undefined) return;
    for (let i = index; i >= 0 && i >= index - LOOKBACK_BLOCKS; i--) seen.add((points[i] as Boundary).hash);
  });
  return [...seen];
}

/** What the model expects a request to read. */
export interface ReadPrediction {
  /** Index of the boundary expected to be read, or -1 for none. */
  index: number;
  /** The prefix's tokens as the provider counted them, 0 for none. */
  tokens: number;
  /** Estimated tokens (the estimator's units) of the blocks up to it, 0 for none. */
  rawTokens: number;
}

const NONE: ReadPrediction = { index: -1, tokens: 0, rawTokens: 0 };

/**
 * The longest prefix the request will read: over its breakpoints, the longest boundary within the
 * lookback that `known` holds and that stays cached until `now + marginMs`.
 */
export function predictRead(
  points: readonly Boundary[],
  known: ReadonlyMap<string, CachedPrefix>,
  now: number,
  marginMs: number,
): ReadPrediction {
  let best = NONE;
  points.forEach((point, index) => {
    if (point.breakpoint === undefined) return;
    for (let i = index; i >= 0 && i >= index - LOOKBACK_BLOCKS && i > best.index; i--) {
      const at = points[i] as Boundary;
      const entry = known.get(at.hash);
      if (entry && entry.expiresAt - marginMs > now) {
        best = { index: i, tokens: entry.tokens, rawTokens: at.rawTokens };
        break;
      }
    }
  });
  return best;
}

/** The input part of a response's usage: all that the cache model learns from. */
type InputCounts = Pick<Usage, "inputTokens" | "cacheCreationInputTokens" | "cacheReadInputTokens">;

/**
 * What a response teaches: the prefixes now cached, with the time they may expire, and the
 * estimate (estimator units) of the prefix it read, so the calibration compares like with like. `sentAt` is
 * when the request was sent (the provider wrote or refreshed its entries after that, so they live
 * at least until `sentAt + ttl`).
 *
 * - The prefix read (`cache_read_input_tokens` R > 0) is the longest candidate boundary the
 *   knowledge holds, or else the last candidate whose share of the request's estimate is at most
 *   R's share of its counted total; it is refreshed, at R tokens.
 * - The last breakpoint's prefix is R + C tokens (C: cache creation), when R + C > 0: it was
 *   written or read. Each earlier breakpoint's prefix gets its estimate's share of that, and is
 *   taken as written when that share reaches the model's minimum.
 */
export function learnFromUsage(
  model: string,
  points: readonly Boundary[],
  known: ReadonlyMap<string, CachedPrefix>,
  usage: InputCounts,
  sentAt: number,
  minimum = minCacheTokens(model),
): { prefixes: CachedPrefix[]; readRawTokens: number } {
  const read = usage.cacheReadInputTokens;
  const cachedTotal = read + usage.cacheCreationInputTokens;
  const total = cachedTotal + usage.inputTokens;
  const lastRaw = points.at(-1)?.rawTokens ?? 0;
  if (cachedTotal <= 0 || total <= 0 || lastRaw <= 0) return { prefixes: [], readRawTokens: 0 };
  const out = new Map<string, CachedPrefix>();
  let readRawTokens = 0;
  const put = (point: Boundary, tokens: number, ttlMs: number) => {
    const before = out.get(point.hash);
    const ttl = Math.max(ttlMs, before?.ttlMs ?? 0, known.get(point.hash)?.ttlMs ?? 0);
    out.set(point.hash, {
      hash: point.hash,
      tokens: Math.round(tokens),
      expiresAt: sentAt + ttl,
      ttlMs: ttl,
    });
  };

  if (read > 0) {
    // The provider reads the longest cached candidate: when the knowledge holds one, it is that.
    // Otherwise (written by a process that does not share this knowledge) the boundary is guessed
    // from the estimate's shares, erring early: a prefix taken as shorter than it is only raises
    // later estimates, while a longer one would lower them below what is counted.
    const expected = predictRead(points, known, sentAt, 0);
    let chosen: Boundary | undefined = expected.index >= 0 ? points[expected.index] : undefined;
    if (!chosen) {
      const candidates = new Set(candidateHashes(points));
      for (const point of points) {
        if (!candidates.has(point.hash)) continue;
        if (point.rawTokens / lastRaw > read / total && chosen) break;
        chosen = point;
      }
    }
    if (chosen) {
      put(chosen, read, TTL_5M);
      readRawTokens = chosen.rawTokens;
    }
  }

  const breakpoints = points.filter((point) => point.breakpoint !== undefined);
  const last = breakpoints.at(-1);
  if (last) {
    for (const point of breakpoints) {
      const tokens = point === last ? cachedTotal : (cachedTotal * point.rawTokens) / last.rawTokens;
      if (point === last || tokens >= minimum) put(point, tokens, point.breakpoint ?? TTL_5M);
    }
  }
  return { prefixes: [...out.values()], readRawTokens };
}
