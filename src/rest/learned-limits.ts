/**
 * What the REST API's headers taught about one limit: requests per window and the window's length.
 * The window is not in the headers (spec: REST rate limits); the longest Reset seen stands for it.
 * Kept where every process of the budget's store finds it (a file beside the file store's window,
 * or this process's memory), so a process that starts late takes its first turn with the numbers
 * the others learned instead of sending blind into a spent window.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod";

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

/** A small JSON file in the state directory (`rest-limits-<key>.json`); unreadable counts as unknown. */
export function fileMemo(dir: string, key: string): LimitMemo {
  const path = join(dir, `rest-limits-${key.replace(/[^A-Za-z0-9_.-]/g, "_")}.json`);
  const local = memoryMemo(`file:${path}`);
  return {
    read() {
      try {
        const parsed = learnedSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
        if (parsed.success) return parsed.data;
      } catch {
        // Missing or torn: fall through to what this process knows.
      }
      return local.read();
    },
    write(limit) {
      local.write(limit);
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        const tmp = `${path}.${process.pid}.tmp`;
        writeFileSync(tmp, JSON.stringify(limit), { mode: 0o600 });
        renameSync(tmp, path);
      } catch {
        // Sharing what was learned is a help, not a need: the budget still works without it.
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
