/**
 * Where the learned limit lives (learned-limit.ts): beside the window, in the same place, as a
 * separate small record that the window's code never reads, so the window's files, keys and
 * scripts are untouched. One record per store key; the last writer wins (two processes lowering
 * it at once write about the same value, and each merges with what it read just before).
 * - memory: this process;
 * - file: `learned-<key>.json` in the state directory, replaced whole (temp file, rename) and read
 *   without following a link;
 * - Redis: `jobai:{<key>}:learned` (redis-keys.ts), expiring once the record has decayed entirely
 *   (learned-limit-redis.ts, loaded on first use as the Redis store is).
 */
import { join } from "node:path";
import { ownStateDir, readOwnFile, writeOwnFile } from "../config/state-dir.js";
import { type LearnedRecord, parseRecord } from "./learned-limit.js";

export interface LearnedLimitStore {
  /** Where the record is, for people: the file's path or the Redis key (never a password). */
  readonly where?: string;
  read(): Promise<LearnedRecord | undefined>;
  /** `lifetimeMs`: how long the record matters (a Redis key expires then). */
  write(record: LearnedRecord, lifetimeMs: number): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryLearned(): LearnedLimitStore {
  let held: LearnedRecord | undefined;
  return {
    read: async () => held,
    write: async (record) => {
      held = record;
    },
    close: async () => {},
  };
}

/** The file's name for a key, beside the window's `limit-<key>/`. */
export function learnedFileName(key: string): string {
  return `learned-${key.replace(/[^A-Za-z0-9_.-]/g, "_")}.json`;
}

export function createFileLearned(options: { dir: string; key: string }): LearnedLimitStore {
  const path = join(options.dir, learnedFileName(options.key));
  return {
    where: path,
    async read() {
      ownStateDir(options.dir);
      // A torn or foreign file reads as nothing learned: the configured limits apply.
      return parseRecord(readOwnFile(path));
    },
    async write(record) {
      ownStateDir(options.dir);
      writeOwnFile(path, JSON.stringify(record));
    },
    close: async () => {},
  };
}
