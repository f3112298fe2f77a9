/**
 * The prompt-cache knowledge shared by every process on one host: a directory beside the window's
 * (`cache-<key>/` in the state directory) of published generations, written with the same fenced
 * commit as the window (file-lock.ts) for the milliseconds of read, merge, write. Lookups read the
 * newest generation without the lock: a published generation never changes.
 */
import { join } from "node:path";
import { z } from "zod";
import { ownStateDir } from "../config/state-dir.js";
import type { Logger } from "../log.js";
import {
  addTotals,
  type CacheKnowledge,
  type CacheTotals,
  emptyTotals,
  mergePrefix,
  prefixFault,
  prunePrefixes,
} from "./cache-knowledge.js";
import { commitUnderLock, listGenerations, stateName } from "./file-lock.js";
import { readGenerationText } from "./generation-file.js";
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

/** The knowledge directory's name for a key, beside the window's `limit-<key>/`. */
export function knowledgeDirName(key: string): string {
  return `cache-${key.replace(/[^A-Za-z0-9_.-]/g, "_")}`;
}

interface FileState {
  prefixes: Map<string, CachedPrefix>;
  totals: CacheTotals;
}

export function createFileKnowledge(options: FileKnowledgeOptions): CacheKnowledge {
  const now = options.now ?? Date.now;
  const dir = join(options.dir, knowledgeDirName(options.key));
  let warned = false;
  let warnedBounds = false;

  /** The state directory and this key's directory, made and checked as ours (once per process). */
  function ensureDir(): void {
    ownStateDir(options.dir, knowledgeDirName(options.key));
  }

  /**
   * Generation `head`, or undefined when a newer one swept it away between listing and reading. A
   * file that cannot be read (a symlink in its place, a permission) fails the knowledge, which then
   * falls back to memory (knowledgeWithFallback); one too large to be knowledge is not read, and
   * rebuilt as a torn one is.
   */
  function readGeneration(head: number): FileState | undefined {
    if (head === 0) return { prefixes: new Map(), totals: emptyTotals(now()) };
    const path = join(dir, stateName(head));
    const read = readGenerationText(dir, head);
    if ("gone" in read) return undefined;
    if ("failed" in read) throw read.failed;
    try {
      if ("tooLarge" in read) throw new Error("larger than any knowledge can be");
      const parsed = fileSchema.parse(JSON.parse(read.text));
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

  function read(): FileState {
    ensureDir();
    for (;;) {
      const state = readGeneration(listGenerations(dir).head);
      if (state) return state;
    }
  }

  function serialize(state: FileState): string {
    const prefixes: Record<string, [number, number, number]> = {};
    for (const entry of state.prefixes.values())
      prefixes[entry.hash] = [entry.tokens, entry.expiresAt, entry.ttlMs];
    return JSON.stringify({ version: 1, prefixes, totals: state.totals });
  }

  return {
    name: "file",
    async lookup(hashes) {
      const { prefixes } = read();
      const at = now();
      const found = new Map<string, CachedPrefix>();
      for (const hash of hashes) {
        const entry = prefixes.get(hash);
        const fault = entry && prefixFault(entry, at);
        if (fault && !warnedBounds) {
          warnedBounds = true;
          options.logger?.warn(
            `the prompt-cache knowledge in ${dir} holds a prefix that is not one jobai records (${fault}): ignored`,
          );
        }
        if (entry && !fault && entry.expiresAt > at) found.set(hash, entry);
      }
      return found;
    },
    async record(entries, delta) {
      if (entries.length === 0 && !delta) return;
      ensureDir();
      // `work` may run again on a newer head when a paused writer's publish is fenced off; merging
      // prefixes is idempotent, and the totals (shown, never used to admit) can then count twice.
      await commitUnderLock(
        dir,
        (head) => {
          const state = readGeneration(head);
          if (!state) return undefined;
          for (const entry of entries) mergePrefix(state.prefixes, entry);
          prunePrefixes(state.prefixes, now());
          if (delta) addTotals(state.totals, delta);
          return { text: serialize(state), result: undefined };
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
