/**
 * `file`: the window shared by every process on one host, in a JSON state file under the state
 * directory, one per organization and provider. Each decision takes the lock file for the
 * milliseconds of read, decide, write (atomic: a temp file renamed over the state file).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { Logger } from "../log.js";
import { withFileLock } from "./file-lock.js";
import {
  cancel,
  DEFAULT_LEASE_MS,
  decide,
  emptyState,
  pause,
  settle,
  type WindowState,
} from "./sliding-window.js";
import type { Budget, Cost, Decision, LimiterState, Store } from "./types.js";
import { describeWindow } from "./window-state.js";

export interface FileStoreOptions {
  /** Directory of the state file (JOBAI_STATE_DIR). Created when missing. */
  dir: string;
  /** What the window belongs to, e.g. `acme-vendor`: organization and provider. */
  key: string;
  now?: () => number;
  /**
   * A waiter that has not asked for this long loses its place in the queue (default 3 s; waiters ask
   * at least every 200 ms), so a process killed while first in line holds the others up no longer.
   */
  leaseMs?: number;
  /** A lock older than this is broken (default 1000 ms). */
  staleMs?: number;
  /** Waiting longer than this for a live lock holder is a store failure (default 3000 ms). */
  lockTimeoutMs?: number;
  logger?: Pick<Logger, "warn">;
}

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
});

/** A file name safe on every filesystem from an organization slug and a provider name. */
export function stateFileName(key: string): string {
  return `limit-${key.replace(/[^A-Za-z0-9_.-]/g, "_")}.json`;
}

export function createFileStore(options: FileStoreOptions): Store {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const path = join(options.dir, stateFileName(options.key));
  const lockPath = `${path}.lock`;
  const tmpPath = `${path}.${process.pid}.tmp`;
  let madeDir = false;
  let warnedCorrupt = false;

  function read(): WindowState {
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return emptyState();
      throw error;
    }
    try {
      const { version: _version, ...state } = stateSchema.parse(JSON.parse(text));
      return state;
    } catch {
      // A torn or foreign file: start a fresh window rather than fail the job (issue 4, Stores).
      if (!warnedCorrupt) {
        warnedCorrupt = true;
        options.logger?.warn(`the limiter state file ${path} was unreadable and has been rebuilt`);
      }
      return emptyState();
    }
  }

  function write(state: WindowState): void {
    writeFileSync(tmpPath, JSON.stringify({ version: 1, ...state }), { mode: 0o600 });
    renameSync(tmpPath, path);
  }

  async function transact<T>(fn: (state: WindowState) => T): Promise<T> {
    if (!madeDir) {
      mkdirSync(options.dir, { recursive: true, mode: 0o700 });
      madeDir = true;
    }
    return withFileLock(
      lockPath,
      () => {
        const state = read();
        const result = fn(state);
        write(state);
        return result;
      },
      {
        now,
        ...(options.staleMs !== undefined ? { staleMs: options.staleMs } : {}),
        ...(options.lockTimeoutMs !== undefined ? { timeoutMs: options.lockTimeoutMs } : {}),
      },
    );
  }

  return {
    name: "file",
    tryAcquire: (id: string, cost: Cost, budget: Budget): Promise<Decision> =>
      transact((state) => decide(state, id, cost, budget, now(), leaseMs)),
    cancel: (id: string) => transact((state) => cancel(state, id)),
    settle: async (id: string, actual: Cost, budget: Budget) => {
      await transact((state) => settle(state, id, actual, budget, now()));
    },
    pause: (durationMs: number) => transact((state) => pause(state, now() + durationMs)),
    state: (budget: Budget): Promise<LimiterState> =>
      transact((state) => describeWindow(state, budget, now(), "file", leaseMs)),
    close: async () => {},
  };
}
