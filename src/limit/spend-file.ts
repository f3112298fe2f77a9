/**
 * The spend account shared by every process on one host: a directory per build beside the window's
 * (`spend-<key>-<build>/` in the state directory), whose generations are written with the window's
 * fenced commit (file-lock.ts) for the milliseconds of read, decide, write. The rules are
 * spend-account.ts's; every decision runs again on a newer head when its publish is fenced off, so
 * each is idempotent there (a hold or a settle finds its own record).
 *
 * An account that cannot be read as one (a torn or foreign file) is not guessed at: the decision
 * fails, and a request under a spend limit is refused with the file named (spend-gate.ts), since an
 * account read as empty would let the whole limit be spent again.
 */
import { join } from "node:path";
import { z } from "zod";
import { ownStateDir } from "../config/state-dir.js";
import { commitUnderLock, listGenerations } from "./file-lock.js";
import { readGenerationText } from "./generation-file.js";
import {
  emptySpend,
  pruneSpend,
  reserveSpend,
  type SpendAccountId,
  type SpendDecision,
  type SpendLedger,
  type SpendState,
  settleSpend,
  viewSpend,
} from "./spend-account.js";

export interface FileLedgerOptions {
  /** The state directory (JOBAI_STATE_DIR). */
  dir: string;
  /** The limiter's budget key (create.ts storeKey): organization, provider, proxy. */
  key: string;
  now?: () => number;
}

const micro = z.number().int().nonnegative();
const entry = z.tuple([z.string(), micro, z.number()]);
const fileSchema = z.object({
  version: z.literal(1),
  build: micro,
  jobs: z.record(z.string(), micro),
  held: z.record(z.string(), entry),
  settled: z.record(z.string(), entry),
});

/** A name safe on every filesystem. */
const safe = (text: string): string => text.replace(/[^A-Za-z0-9_.-]/g, "_");

/** The account directory's name for a budget key and a build. */
export function spendDirName(key: string, build: string): string {
  return `spend-${safe(key)}-${safe(build)}`;
}

export function createFileLedger(options: FileLedgerOptions): SpendLedger {
  const now = options.now ?? Date.now;
  const dirOf = (account: SpendAccountId) =>
    ownStateDir(options.dir, spendDirName(options.key, account.build));

  /** Generation `head` of the account in `dir`; undefined when swept away meanwhile (look again). */
  function readGeneration(dir: string, head: number): SpendState | undefined {
    if (head === 0) return emptySpend();
    const read = readGenerationText(dir, head);
    if ("gone" in read) return undefined;
    if ("failed" in read) throw read.failed;
    const where = join(dir, `${head}.json`);
    if ("tooLarge" in read) throw new Error(`the spend account ${where} is larger than any account can be`);
    try {
      const { version: _, ...state } = fileSchema.parse(JSON.parse(read.text));
      return state;
    } catch {
      throw new Error(
        `the spend account ${where} is not one jobai writes: remove the directory ${dir} only if no job of this build has spent yet`,
      );
    }
  }

  function read(dir: string): SpendState {
    for (;;) {
      const state = readGeneration(dir, listGenerations(dir).head);
      if (state) return state;
    }
  }

  function change<T>(account: SpendAccountId, decide: (state: SpendState) => T): Promise<T> {
    const dir = dirOf(account);
    return commitUnderLock(
      dir,
      (head) => {
        const state = readGeneration(dir, head);
        if (!state) return undefined;
        const result = decide(state);
        return { text: JSON.stringify({ version: 1, ...state }), result };
      },
      { now },
    );
  }

  return {
    name: "file",
    reserve(account, id, amount, limits, holdMs): Promise<SpendDecision> {
      return change(account, (state) => {
        const at = now();
        return reserveSpend(state, id, account.job, amount, limits, at, at + holdMs);
      });
    },
    settle(account, id, amount, holdMs) {
      return change(account, (state) => {
        const at = now();
        settleSpend(state, id, account.job, amount, at, at + holdMs);
      });
    },
    async view(account) {
      const state = read(dirOf(account));
      pruneSpend(state, now());
      return viewSpend(state, account.job);
    },
    async close() {},
  };
}
