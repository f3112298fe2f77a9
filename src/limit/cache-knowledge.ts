/**
 * What the limiter knows of the provider's prompt cache, shared like the window: the provider's
 * cache belongs to the organization, so a prefix one job wrote (Claude Code's tools and system
 * prompt) is read by the next, on any host. Beside it, running totals of what was reserved and
 * what the proxy counted, for `jobai limits`. The memory version lives here; the file and Redis
 * versions in cache-knowledge-file.ts and cache-knowledge-redis.ts.
 */
import type { StoreName } from "../config/settings.js";
import type { Logger } from "../log.js";
import { redact } from "../secrets.js";
import type { CachedPrefix } from "./prompt-cache-model.js";
import { writesInFlight } from "./writes-in-flight.js";

/** Running totals over messages calls, since `since`. */
export interface CacheTotals {
  /** Messages calls settled with usage. */
  requests: number;
  /** Input tokens reserved for them (the limiter's estimates). */
  reservedTokens: number;
  /** What the proxy counted for them: input + cache creation. */
  countedTokens: number;
  /** Cache reads (free under the proxy's counting). */
  cacheReadTokens: number;
  /** Every input token the model read: input + cache creation + cache read. */
  inputTokens: number;
  /** When counting began (ms since the epoch). */
  since: number;
}

export type TotalsDelta = Omit<CacheTotals, "since">;

export interface CacheKnowledge {
  readonly name: StoreName;
  /** The known prefixes among `hashes` that have not expired. */
  lookup(hashes: readonly string[]): Promise<Map<string, CachedPrefix>>;
  /** Remember prefixes (an entry's expiry never moves earlier) and add to the totals. */
  record(prefixes: readonly CachedPrefix[], delta?: TotalsDelta): Promise<void>;
  totals(): Promise<CacheTotals>;
  close(): Promise<void>;
}

export const emptyTotals = (since: number): CacheTotals => ({
  requests: 0,
  reservedTokens: 0,
  countedTokens: 0,
  cacheReadTokens: 0,
  inputTokens: 0,
  since,
});

export function addTotals(into: TotalsDelta, delta: TotalsDelta): void {
  into.requests += delta.requests;
  into.reservedTokens += delta.reservedTokens;
  into.countedTokens += delta.countedTokens;
  into.cacheReadTokens += delta.cacheReadTokens;
  into.inputTokens += delta.inputTokens;
}

/** The longest a prefix lives in the provider's cache (1 hour), and what a token count can be. */
const LONGEST_TTL_MS = 60 * 60_000;
const MOST_TOKENS = 100_000_000;
/** Clock skew allowed between the host that recorded an expiry and the one reading it. */
const EXPIRY_SKEW_MS = 60_000;

/**
 * Why a prefix read from a shared store is not one jobai records (issue 34: every time and count
 * read from a shared store is bounded): an expiry further away than its lifetime from now (it
 * would count as cached, and free, for ever: estimates too low, then 429s), a lifetime longer than
 * the provider's longest, a count beyond any prompt. Undefined when it may be used.
 */
export function prefixFault(entry: CachedPrefix, now: number): string | undefined {
  if (!(entry.ttlMs > 0 && entry.ttlMs <= LONGEST_TTL_MS))
    return "a lifetime longer than the provider's longest";
  if (!(entry.tokens >= 0 && entry.tokens <= MOST_TOKENS)) return "a token count beyond any prompt";
  if (!(entry.expiresAt <= now + entry.ttlMs + EXPIRY_SKEW_MS))
    return "an expiry further away than its lifetime";
  return undefined;
}

/** Most prefixes kept: a long agent session adds one or two per turn; expired ones go first. */
const MAX_PREFIXES = 5000;

/** Keep the newest `MAX_PREFIXES` unexpired prefixes of a map (in place). */
export function prunePrefixes(prefixes: Map<string, CachedPrefix>, now: number): void {
  for (const [hash, entry] of prefixes) if (entry.expiresAt <= now) prefixes.delete(hash);
  if (prefixes.size <= MAX_PREFIXES) return;
  const byExpiry = [...prefixes.values()].sort((a, b) => a.expiresAt - b.expiresAt);
  for (const entry of byExpiry.slice(0, prefixes.size - MAX_PREFIXES)) prefixes.delete(entry.hash);
}

/** Merge one prefix into a map: the later expiry and its length win. */
export function mergePrefix(prefixes: Map<string, CachedPrefix>, entry: CachedPrefix): void {
  const before = prefixes.get(entry.hash);
  if (!before || entry.expiresAt >= before.expiresAt) prefixes.set(entry.hash, entry);
}

/** The knowledge in this process's memory. */
export function createMemoryKnowledge(options: { now?: () => number } = {}): CacheKnowledge {
  const now = options.now ?? Date.now;
  const prefixes = new Map<string, CachedPrefix>();
  const totals = emptyTotals(now());
  return {
    name: "memory",
    async lookup(hashes) {
      const found = new Map<string, CachedPrefix>();
      const at = now();
      for (const hash of hashes) {
        const entry = prefixes.get(hash);
        if (entry && entry.expiresAt > at) found.set(hash, entry);
      }
      return found;
    },
    async record(entries, delta) {
      for (const entry of entries) mergePrefix(prefixes, entry);
      if (prefixes.size > MAX_PREFIXES) prunePrefixes(prefixes, now());
      if (delta) addTotals(totals, delta);
    },
    async totals() {
      return { ...totals };
    },
    async close() {},
  };
}

/**
 * A shared knowledge that, on its first failure, is replaced by memory for the rest of the
 * process's life, with one warning, as the window's store is (fallback-store.ts): knowing less
 * only makes estimates higher, never a job fail.
 */
export function knowledgeWithFallback(
  primary: CacheKnowledge,
  options: { logger?: Pick<Logger, "warn">; now?: () => number } = {},
): CacheKnowledge {
  let current = primary;
  let failed = false;
  let closing = false;
  const writes = writesInFlight();
  async function run<T>(op: (knowledge: CacheKnowledge) => Promise<T>): Promise<T> {
    if (!failed) {
      try {
        return await op(primary);
      } catch (error) {
        // Failing once this process closed the knowledge is the close's doing, not the store's.
        if (closing) throw error;
        failed = true;
        current = createMemoryKnowledge(options.now ? { now: options.now } : {});
        const reason = redact(error instanceof Error ? error.message : String(error));
        options.logger?.warn(
          `the ${primary.name} prompt-cache knowledge failed (${reason}): this process now keeps it in memory, so its estimates no longer use what other processes learned`,
        );
        primary.close().catch(() => {});
      }
    }
    return op(current);
  }
  return {
    get name() {
      return primary.name;
    },
    lookup: (hashes) => run((k) => k.lookup(hashes)),
    // Recorded in the background after a response (nobody awaits it): close lets it finish.
    record: (prefixes, delta) => writes.track(() => run((k) => k.record(prefixes, delta))),
    totals: () => run((k) => k.totals()),
    async close() {
      await writes.drain();
      closing = true;
      await (failed ? current.close() : primary.close());
    },
  };
}
