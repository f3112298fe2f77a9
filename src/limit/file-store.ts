/**
 * `file`: the window shared by every process on one host, in the directory
 * `$JOBAI_STATE_DIR/limit-<key>/`, one per organization and provider. Each decision takes the lock
 * on the newest generation of the window for the milliseconds of read, decide, write, and publishes
 * the next generation with a fenced commit (file-lock.ts says why and how).
 *
 * A state that cannot be trusted (corrupt JSON, a foreign shape, a file too large to be a window,
 * an unreadable file) is rebuilt FULL: the whole budget counted as used from now until a request
 * admitted now would leave the window. Rebuilding it empty let a full window's worth through again
 * (9-12 429s each time, issue 14); rebuilt full, it costs at most that one span of waiting.
 *
 * Times in the state are this host's clock: the store is for one host, whose processes share it.
 *
 * The state directory and the key's directory must be this user's own (src/config/state-dir.ts):
 * one that is not, or a symlink where the key's directory should be, fails the store with the
 * state directory's error, and the limiter falls back to memory with one warning (fallback-store.ts).
 */
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { ownStateDir } from "../config/state-dir.js";
import type { Logger } from "../log.js";
import { commitUnderLock, listGenerations, stateName } from "./file-lock.js";
import {
  cancel,
  DEFAULT_LEASE_MS,
  decide,
  emptyState,
  pause,
  settle,
  spanOf,
  type WindowEntry,
  type WindowState,
} from "./sliding-window.js";
import type { Budget, Cost, Decision, LimiterState, PauseStatus } from "./types.js";
import { absorbEntries, describeWindow, type RecoverableStore } from "./window-state.js";

export interface FileStoreOptions {
  /** Directory of the state (JOBAI_STATE_DIR). Created when missing; refused when not this user's. */
  dir: string;
  /** What the window belongs to, e.g. `acme-vendor`: organization and provider. */
  key: string;
  now?: () => number;
  /** How the lock's retries wait (default: real timers that keep the process alive). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * A waiter that has not asked for this long loses its place in the queue (default 3 s; waiters ask
   * at least every 200 ms), so a process killed while first in line holds the others up no longer.
   */
  leaseMs?: number;
  /** A live lock holder seen holding the lock this long is broken (default 1000 ms). */
  staleMs?: number;
  /** Waiting longer than this for a live lock holder is a store failure (default 3000 ms). */
  lockTimeoutMs?: number;
  logger?: Pick<Logger, "warn">;
}

/**
 * A window file larger than this is not one: 50 requests a minute make ~10 KB, and 10,000 requests
 * with a queue of 1,000 waiters stay under 3 MB. Anything larger (a 105 MB file in issue 14) is
 * treated as corrupt without being read, so no process spends seconds parsing it under the lock.
 */
const MAX_STATE_BYTES = 8 * 1024 * 1024;

const stateSchema = z.object({
  version: z.literal(1),
  entries: z.array(
    z.object({
      id: z.string(),
      at: z.number(),
      end: z.number(),
      requests: z.number().int().nonnegative(),
      inputTokens: z.number().int().nonnegative(),
      settled: z.boolean(),
    }),
  ),
  queue: z.array(
    z.object({
      id: z.string(),
      requests: z.number().int().nonnegative(),
      inputTokens: z.number().int().nonnegative(),
      seenAt: z.number(),
    }),
  ),
  pausedUntil: z.number(),
  pausedFor: z.union([z.literal(429), z.literal(529)]).optional(),
});

/** A directory name safe on every filesystem from an organization slug and a provider name. */
export function stateDirName(key: string): string {
  return `limit-${key.replace(/[^A-Za-z0-9_.-]/g, "_")}`;
}

/**
 * The window to assume when the real one is lost: the whole budget used at `now`, in one settled
 * entry that leaves when a request admitted now would (window, latency allowance and margin), so
 * whatever was admitted before the loss has left the proxy's window by then.
 */
function fullWindow(budget: Budget, now: number): WindowState {
  return {
    entries: [
      {
        id: `rebuilt-${now}`,
        at: now,
        end: now + spanOf(budget),
        requests: budget.requests,
        inputTokens: budget.inputTokens,
        settled: true,
      },
    ],
    queue: [],
    pausedUntil: 0,
  };
}

type ReadResult = { state: WindowState } | { lost: string } | { gone: true };

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** Generation `head` of the window in `keyDir`, or why it cannot be used. */
function readGeneration(keyDir: string, head: number): ReadResult {
  if (head === 0) return { state: emptyState() };
  let text: string;
  try {
    const fd = openSync(join(keyDir, stateName(head)), constants.O_RDONLY | constants.O_NOFOLLOW);
    try {
      const size = fstatSync(fd).size;
      if (size > MAX_STATE_BYTES) {
        return { lost: `it is ${(size / 1024 / 1024).toFixed(0)} MB, larger than any window can be` };
      }
      text = readFileSync(fd, "utf8");
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    // Swept away by a newer generation between listing and reading: look again.
    if (errorCode(error) === "ENOENT") return { gone: true };
    return { lost: `${errorCode(error) ?? "an error"} while reading it` };
  }
  try {
    const { version: _version, pausedFor, ...state } = stateSchema.parse(JSON.parse(text));
    return { state: pausedFor ? { ...state, pausedFor } : state };
  } catch {
    return { lost: "it is not a window this version of jobai wrote" };
  }
}

export function createFileStore(options: FileStoreOptions): RecoverableStore {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const keyDir = join(options.dir, stateDirName(options.key));
  let warnedLost = false;
  let known: WindowState | undefined;

  function ensureDir(): void {
    ownStateDir(options.dir, stateDirName(options.key));
  }

  /** The window at generation `head`; a lost one is rebuilt full, with one warning per process. */
  function load(head: number, budget: Budget): WindowState | undefined {
    const read = readGeneration(keyDir, head);
    if ("gone" in read) return undefined;
    if ("state" in read) return read.state;
    const at = now();
    if (!warnedLost) {
      warnedLost = true;
      options.logger?.warn(
        `the limiter state in ${join(keyDir, stateName(head))} could not be read (${read.lost}): counting the whole budget as used for the next ${Math.ceil(spanOf(budget) / 1000)} s so that no request goes over it, then sharing the window as before`,
      );
    }
    return fullWindow(budget, at);
  }

  async function transact<T>(budget: Budget, fn: (state: WindowState) => T): Promise<T> {
    ensureDir();
    return commitUnderLock(
      keyDir,
      (head) => {
        const state = load(head, budget);
        if (!state) return undefined;
        const result = fn(state);
        known = state;
        return { text: JSON.stringify({ version: 1, ...state }), result };
      },
      {
        now,
        ...(options.sleep ? { sleep: options.sleep } : {}),
        ...(options.staleMs !== undefined ? { staleMs: options.staleMs } : {}),
        ...(options.lockTimeoutMs !== undefined ? { timeoutMs: options.lockTimeoutMs } : {}),
      },
    );
  }

  /** A read without the lock: a published generation never changes. */
  function look(budget: Budget): WindowState {
    ensureDir();
    for (;;) {
      const state = load(listGenerations(keyDir).head, budget);
      if (state) return state;
    }
  }

  return {
    name: "file",
    tryAcquire: (id: string, cost: Cost, budget: Budget): Promise<Decision> =>
      transact(budget, (state): Decision => {
        // Deciding again after an uncertain publish (file-lock.ts): the first one did count.
        const admitted = state.entries.find((entry) => entry.id === id);
        if (admitted) return { granted: true, at: admitted.at };
        return decide(state, id, cost, budget, now(), leaseMs);
      }),
    cancel: (id: string, budget: Budget) => transact(budget, (state) => cancel(state, id)),
    settle: async (id: string, actual: Cost, budget: Budget) => {
      await transact(budget, (state) => settle(state, id, actual, budget, now()));
    },
    pause: (durationMs: number, budget: Budget, status?: PauseStatus) =>
      transact(budget, (state) => pause(state, now() + durationMs, status)),
    state: async (budget: Budget): Promise<LimiterState> => {
      const state = look(budget);
      known = structuredClone(state);
      return describeWindow(state, budget, now(), "file", leaseMs);
    },
    lastKnown: () => (known ? structuredClone(known) : undefined),
    absorb: async (entries: WindowEntry[], budget: Budget) => {
      await transact(budget, (state) => absorbEntries(state, entries, now()));
    },
    close: async () => {},
  };
}
