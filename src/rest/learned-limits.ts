/**
 * What the REST API's headers taught about one limit: requests per window and the window's length.
 * The window is not in the headers (spec: REST rate limits); the longest Reset seen stands for it.
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
export function redisMemo(options: {
  url: string;
  key: string;
  fallback: LimitMemo;
  logger?: Pick<Logger, "warn"> | undefined;
  now?: (() => number) | undefined;
}): SharedLimitMemo {
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

/** Fold one response's header set into what is known: the latest Limit, the longest Reset. */
export function learn(
  known: LearnedLimit | undefined,
  seen: { limit: number; resetSeconds: number } | undefined,
): LearnedLimit | undefined {
  if (!seen || seen.limit <= 0) return known;
  const windowMs = Math.max(known?.windowMs ?? 0, seen.resetSeconds * 1000, 1000);
  if (known && known.requests === seen.limit && known.windowMs === windowMs) return known;
  return { requests: seen.limit, windowMs };
}
