/**
 * A new process's first estimates, seeded from the shared knowledge (issue 22). Each process
 * calibrates on its own responses (calibration.ts), so its first requests were estimated raw: for
 * Claude Code's first request, whose counted part is its tools and system prompt, ~1.28x of what
 * the proxy counts. What another process learned is taken only where it is exact: the counted/raw
 * ratio of the same definitions (the same tools and system, byte for byte: one hash), counted whole,
 * is the same in every process. So a process that counted its definitions whole records their
 * ratio in the knowledge, and a process not calibrated yet that counts the same definitions whole
 * scales them by it (plus the headroom of a first sample); its messages stay estimated raw. Other
 * samples are not shared: counted/raw varies from 0.48 to 0.96 with the text
 * (bench/limiter-estimator.bench.js), and another process's traffic can be any of it.
 *
 * The ratio rides in the knowledge as a prefix entry of its own hash (`calibration-` and the
 * definitions' hash), its tokens the ratio in millionths, living an hour: the memory, file and Redis
 * knowledge keep it as they keep prefixes, with no change of format.
 */
import { firstFactor } from "./calibration.js";
import type { CachedPrefix } from "./prompt-cache-model.js";

const MILLIONTHS = 1_000_000;
/** How long a recorded ratio is used: the definitions of a tool change with its version. */
export const SEED_TTL_MS = 60 * 60_000;

/** The knowledge's hash of the ratio of the definitions hashed `definitionsHash`. */
export const seedHash = (definitionsHash: string): string => `calibration-${definitionsHash}`;

/** The entry that records `ratio` (counted / raw) for the definitions hashed `definitionsHash`. */
export function seedEntry(definitionsHash: string, ratio: number, now: number): CachedPrefix {
  return {
    hash: seedHash(definitionsHash),
    tokens: Math.round(ratio * MILLIONTHS),
    expiresAt: now + SEED_TTL_MS,
    ttlMs: SEED_TTL_MS,
  };
}

/** The factor for definitions counted whole, from a recorded entry; undefined when none is usable. */
export function seededFactor(entry: CachedPrefix | undefined, now: number): number | undefined {
  if (!entry || entry.expiresAt <= now || !(entry.tokens > 0)) return undefined;
  return firstFactor(entry.tokens / MILLIONTHS);
}
