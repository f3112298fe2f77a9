/**
 * What the REST API's headers taught about one limit: requests per window and the window's length.
 * The window is not in the headers (spec: REST rate limits); the longest Reset seen stands for it,
 * as long as the evidence holds (issue 20, hostile trial item 5: one Reset of 999999 once set a
 * 5-minute window for every later process of the host, for good):
 * - A Reset names a moment (the fixed window's end, the oldest hit's leaving, the bucket full again)
 *   that never moves earlier while the server runs, for all three kinds of limiter: a fixed window's
 *   end stays until the next window, a sliding window's oldest hit only gets younger, a bucket's
 *   "full" only moves later as tokens are taken. So a later answer whose Reset names a moment well
 *   before the one the learned window came from (`until`, less ROUNDING_MS for the whole-second
 *   rounding and the answers' transit) shows that evidence false (a lying or restarted server): the
 *   later answer's window replaces it, even when shorter.
 * - A learned window is confirmed by an answer whose Reset is at least half of it (each kind sends
 *   one whenever its window starts anew or its bucket is drained by half); one not confirmed for
 *   `expiryMs` (three windows, at least a minute, at most an hour) is forgotten and learned anew.
 * - Reset is capped on reading (rate-limit.ts, MAX_RESET_SECONDS: 5 minutes), so is the window.
 * Kept where every process of the budget's store finds it (a file beside the file store's window,
 * a Redis key of its own beside the Redis store's window: learned-limits-redis.ts, or this
 * process's memory), so a process that starts late, on this host or another sharing the Redis,
 * takes its first turn with the numbers the others learned instead of sending blind into a spent
 * window.
 */
import { join } from "node:path";
import * as z from "zod";
import { ownStateDir, readOwnFile, writeOwnFile } from "../config/state-dir.js";
import type { Logger } from "../log.js";

export interface LearnedLimit {
  /** RateLimit-Limit (or RateLimit-User-Limit). */
  requests: number;
  /** The longest Reset seen, in ms: a request sent this long after a response is in a later window. */
  windowMs: number;
  /** The latest moment a Reset of this window named (ms, epoch): later answers may not name earlier ones. */
  until?: number | undefined;
  /** When an answer last confirmed the window (ms, epoch); a record without it is forgotten. */
  seenAt?: number | undefined;
}

/** A learned window not confirmed for three windows (at least a minute, at most an hour) is forgotten. */
export const MAX_UNCONFIRMED_MS = 3_600_000;
const MIN_UNCONFIRMED_MS = 60_000;
const UNCONFIRMED_WINDOWS = 3;
/** Reset's rounding up to whole seconds plus the answers' transit: a moment named earlier by less is consistent. */
export const ROUNDING_MS = 2_000;
/** A confirmation is written to the shared memo at most this often (other changes at once). */
export const CONFIRM_WRITE_MS = 30_000;

/** How long a learned window lasts without confirmation. */
export function expiryMs(windowMs: number): number {
  return Math.min(MAX_UNCONFIRMED_MS, Math.max(MIN_UNCONFIRMED_MS, UNCONFIRMED_WINDOWS * windowMs));
}

/** The learned limit if it still holds at `now`: confirmed within its expiry, else undefined. */
export function current(limit: LearnedLimit | undefined, now: number): LearnedLimit | undefined {
  if (!limit || limit.seenAt === undefined) return undefined;
  return now - limit.seenAt <= expiryMs(limit.windowMs) ? limit : undefined;
}

/** Of two current views of one limit, the longer window (the later confirmed when equal), whole. */
export function widest(a: LearnedLimit | undefined, b: LearnedLimit | undefined): LearnedLimit | undefined {
  if (!a || !b) return a ?? b;
  if (b.windowMs !== a.windowMs) return b.windowMs > a.windowMs ? b : a;
  return (b.seenAt ?? 0) > (a.seenAt ?? 0) ? b : a;
}

export interface LimitMemo {
  read(): LearnedLimit | undefined;
  write(limit: LearnedLimit): void;
}

/** What the budget reads and writes: a memo of this host, or one that asks Redis (bounded in time). */
export interface SharedLimitMemo {
  read(): Promise<LearnedLimit | undefined>;
  write(limit: LearnedLimit): Promise<void>;
  close(): Promise<void>;
}

/** A memo of this host (a file, this process's memory), as the budget uses it. */
export function hostMemo(memo: LimitMemo): SharedLimitMemo {
  return {
    read: async () => memo.read(),
    write: async (limit) => memo.write(limit),
    close: async () => {},
  };
}

/**
 * The Redis memo (learned-limits-redis.ts), loaded on first use as the Redis store is: a client that
 * never uses Redis never loads ioredis. `fallback` holds what is learned while Redis fails.
 */
/** Where a Redis memo keeps what is learned, and what holds it while Redis fails. */
export interface RedisMemoOptions {
  url: string;
  /** A CA file for `rediss://` (JOBAI_REDIS_CA). */
  ca?: string | undefined;
  key: string;
  fallback: LimitMemo;
  logger?: Pick<Logger, "warn"> | undefined;
  now?: (() => number) | undefined;
}

export function redisMemo(options: RedisMemoOptions): SharedLimitMemo {
  let made: Promise<SharedLimitMemo> | undefined;
  const make = () => {
    made ??= import("./learned-limits-redis.js").then(({ createRedisMemo }) => createRedisMemo(options));
    return made;
  };
  return {
    read: async () => (await make()).read(),
    write: async (limit) => (await make()).write(limit),
    close: async () => {
      if (made) await (await made).close();
    },
  };
}

/** A learned limit as stored outside (a file, a Redis value); undefined when it is not one. */
export function parseLearned(text: string | null | undefined): LearnedLimit | undefined {
  if (!text || text.length > 1000) return undefined;
  try {
    const parsed = learnedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const learnedSchema = z.object({
  requests: z.number().int().positive(),
  windowMs: z.number().int().positive(),
  until: z.number().int().nonnegative().optional(),
  seenAt: z.number().int().nonnegative().optional(),
});

const memory = new Map<string, LearnedLimit>();

/** This process's memory: every client of the process with the same key shares it. */
export function memoryMemo(key: string): LimitMemo {
  return {
    read: () => memory.get(key),
    write: (limit) => {
      memory.set(key, limit);
    },
  };
}

/** State directories already warned about: one warning per directory and process. */
const warned = new Set<string>();

/**
 * A small JSON file in the state directory (`rest-limits-<key>.json`); unreadable counts as unknown.
 * Sharing what was learned is a help, not a need: when the state directory is not this user's own
 * (src/config/state-dir.ts) the file is neither read (another user could plant numbers) nor
 * written, what is learned stays in this process's memory, and `logger` gets one warning (the
 * budget's file store fails on the same check and falls back to memory: the warning says both).
 */
export function fileMemo(dir: string, key: string, logger?: Pick<Logger, "warn">): LimitMemo {
  const path = join(dir, `rest-limits-${key.replace(/[^A-Za-z0-9_.-]/g, "_")}.json`);
  const local = memoryMemo(`file:${path}`);
  /** Whether the state directory is ours; warns once when it is not. */
  function usable(): boolean {
    try {
      ownStateDir(dir);
      return true;
    } catch (error) {
      if (!warned.has(dir)) {
        warned.add(dir);
        const reason = error instanceof Error ? error.message : String(error);
        logger?.warn(
          `the REST client's rate-limit budget and the limits it learns stay in this process's memory, not shared with the host's other processes: ${reason}`,
        );
      }
      return false;
    }
  }
  return {
    read() {
      if (!usable()) return local.read();
      try {
        // Missing, torn or a link: what this process knows.
        return parseLearned(readOwnFile(path)) ?? local.read();
      } catch {
        return local.read();
      }
    },
    write(limit) {
      local.write(limit);
      if (!usable()) return;
      try {
        writeOwnFile(path, JSON.stringify(limit));
      } catch {
        // A full disk: the budget still works without the shared file.
      }
    },
  };
}

/**
 * Fold one response's header set, seen at `at` (client clock, ms), into what is known (already
 * checked with `current`): the latest Limit, the longest Reset while the evidence holds (see the top).
 */
export function learn(
  known: LearnedLimit | undefined,
  seen: { limit: number; resetSeconds: number } | undefined,
  at: number,
): LearnedLimit | undefined {
  if (!seen || seen.limit <= 0) return known;
  const resetMs = seen.resetSeconds * 1000;
  const horizon = Math.round(at + resetMs);
  const fresh: LearnedLimit = {
    requests: seen.limit,
    windowMs: Math.max(resetMs, 1000),
    until: horizon,
    seenAt: at,
  };
  if (!known) return fresh;
  // A Reset of 0 names no moment ("now"); any other naming one well before the evidence's refutes it.
  if (resetMs > 0 && known.until !== undefined && horizon < known.until - ROUNDING_MS) return fresh;
  // A longer window, consistent with what came before: it stands, and the latest moment named too.
  if (resetMs > known.windowMs) return { ...fresh, until: Math.max(known.until ?? 0, horizon) };
  const confirmed = resetMs * 2 >= known.windowMs;
  return {
    requests: seen.limit,
    windowMs: known.windowMs,
    until: resetMs > 0 ? Math.max(known.until ?? 0, horizon) : known.until,
    seenAt: confirmed ? Math.max(at, known.seenAt ?? 0) : known.seenAt,
  };
}
