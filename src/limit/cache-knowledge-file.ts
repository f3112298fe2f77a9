/**
 * The prompt-cache knowledge shared by every process on one host: a JSON file beside the window's
 * state file (`cache-<key>.json` in the state directory), written under its own lock file for the
 * milliseconds of read, merge, write, and renamed into place so readers never see half a file.
 * Lookups read without the lock.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { Logger } from "../log.js";
import {
  addTotals,
  type CacheKnowledge,
  type CacheTotals,
  emptyTotals,
  mergePrefix,
  prunePrefixes,
} from "./cache-knowledge.js";
import { withFileLock } from "./file-lock.js";
import type { CachedPrefix } from "./prompt-cache-model.js";

export interface FileKnowledgeOptions {
  dir: string;
  /** Organization and provider, as the window's key. */
  key: string;
  now?: () => number;
  logger?: Pick<Logger, "warn">;
}

const count = z.number().int().nonnegative();
const fileSchema = z.object({
  version: z.literal(1),
  /** hash -> [tokens, expiresAt, ttlMs]: compact, a long session holds hundreds. */
  prefixes: z.record(z.string(), z.tuple([count, z.number(), count])),
  totals: z.object({
    requests: count,
    reservedTokens: count,
    countedTokens: count,
    cacheReadTokens: count,
    inputTokens: count,
    since: z.number(),
  }),
});

/** The knowledge file's name for a key, beside the window's `limit-<key>.json`. */
export function knowledgeFileName(key: string): string {
  return `cache-${key.replace(/[^A-Za-z0-9_.-]/g, "_")}.json`;
}

interface FileState {
  prefixes: Map<string, CachedPrefix>;
  totals: CacheTotals;
}

export function createFileKnowledge(options: FileKnowledgeOptions): CacheKnowledge {
  const now = options.now ?? Date.now;
  const path = join(options.dir, knowledgeFileName(options.key));
  const lockPath = `${path}.lock`;
  const tmpPath = `${path}.${process.pid}.tmp`;
  let madeDir = false;
  let warned = false;

  function read(): FileState {
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT")
        return { prefixes: new Map(), totals: emptyTotals(now()) };
      throw error;
    }
    try {
      const parsed = fileSchema.parse(JSON.parse(text));
      const prefixes = new Map<string, CachedPrefix>();
      for (const [hash, [tokens, expiresAt, ttlMs]] of Object.entries(parsed.prefixes)) {
        prefixes.set(hash, { hash, tokens, expiresAt, ttlMs });
      }
      return { prefixes, totals: parsed.totals };
    } catch {
      // A torn or foreign file: start over (knowing less only raises estimates).
      if (!warned) {
        warned = true;
        options.logger?.warn(`the prompt-cache knowledge file ${path} was unreadable and has been rebuilt`);
      }
      return { prefixes: new Map(), totals: emptyTotals(now()) };
    }
  }

  function write(state: FileState): void {
    const prefixes: Record<string, [number, number, number]> = {};
    for (const entry of state.prefixes.values())
      prefixes[entry.hash] = [entry.tokens, entry.expiresAt, entry.ttlMs];
    writeFileSync(tmpPath, JSON.stringify({ version: 1, prefixes, totals: state.totals }), { mode: 0o600 });
    renameSync(tmpPath, path);
  }

  return {
    name: "file",
    async lookup(hashes) {
      const { prefixes } = read();
      const at = now();
      const found = new Map<string, CachedPrefix>();
      for (const hash of hashes) {
        const entry = prefixes.get(hash);
        if (entry && entry.expiresAt > at) found.set(hash, entry);
      }
      return found;
    },
    async record(entries, delta) {
      if (entries.length === 0 && !delta) return;
      if (!madeDir) {
        mkdirSync(options.dir, { recursive: true, mode: 0o700 });
        madeDir = true;
      }
      await withFileLock(
        lockPath,
        () => {
          const state = read();
          for (const entry of entries) mergePrefix(state.prefixes, entry);
          prunePrefixes(state.prefixes, now());
          if (delta) addTotals(state.totals, delta);
          write(state);
        },
        { now },
      );
    },
    async totals() {
      return read().totals;
    },
    async close() {},
  };
}
