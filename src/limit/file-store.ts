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
import { closeSync, existsSync, openSync, readdirSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { forgetOwnDirs, ownStateDir } from "../config/state-dir.js";
import type { Logger } from "../log.js";
import type { Claim } from "./claim.js";
import { commitUnderLock, listGenerations, stateName } from "./file-lock.js";
import { readGenerationText } from "./generation-file.js";
import {
  boundAgo,
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
import { checkWindow, longestPauseMs } from "./window-bounds.js";
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
  /**
   * Read the window within the bounds of window-bounds.ts (default true). Off for a store whose
   * window changes as it is learned (the REST budget's: an hour until its headers say otherwise).
   */
  bounded?: boolean;
}

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

/** Why the state directory cannot be written, in plain words, by the system's error code. */
const WRITE_FAILURES: Record<string, string> = {
  ENOSPC: "its filesystem is full (ENOSPC)",
  EDQUOT: "the disk quota is used up (EDQUOT)",
  EROFS: "its filesystem is read-only (EROFS)",
  EACCES: "permission denied (EACCES)",
  EPERM: "permission denied (EPERM)",
  EIO: "an input/output error (EIO)",
};

/** The register of the processes using a key's window, beside its directory: an empty file per pid. */
const membersName = (key: string): string => `${stateDirName(key)}.procs`;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === "EPERM";
  }
}

/**
 * Generation `head` of the window in `keyDir`, or why it cannot be used. A file too large to be a
 * window (generation-file.ts) is treated as corrupt without being read, so no process spends
 * seconds parsing it under the lock.
 */
function readGeneration(
  keyDir: string,
  head: number,
  budget: Budget,
  now: number,
  bounded: boolean,
): ReadResult {
  if (head === 0) return { state: emptyState() };
  const read = readGenerationText(keyDir, head);
  // Swept away by a newer generation between listing and reading: look again.
  if ("gone" in read) return read;
  if ("tooLarge" in read) {
    return { lost: `it is ${(read.tooLarge / 1024 / 1024).toFixed(0)} MB, larger than any window can be` };
  }
  if ("failed" in read) return { lost: `${read.failed.code ?? "an error"} while reading it` };
  let value: unknown;
  try {
    value = JSON.parse(read.text);
  } catch {
    return { lost: "it is not a window this version of jobai wrote" };
  }
  if ((value as { version?: unknown } | null)?.version !== 1) {
    return { lost: "it is not a window this version of jobai wrote" };
  }
  // Every time in it within what jobai writes (issue 34: a far-future pause stopped every job).
  const checked = checkWindow(value, budget, now, bounded);
  return "window" in checked ? { state: checked.window } : { lost: checked.fault };
}

export function createFileStore(options: FileStoreOptions): RecoverableStore {
  const now = options.now ?? Date.now;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const keyDir = join(options.dir, stateDirName(options.key));
  const membersDir = join(options.dir, membersName(options.key));
  let warnedLost = false;
  let warnedRemoved = false;
  let known: WindowState | undefined;
  /** The newest generation this process published or read: a lower head means a new directory. */
  let lastHead = 0;
  let registered = false;
  let lastCount: number | undefined;
  /**
   * Set when this process found the key's directory removed while others were using it: the window
   * it makes again starts full for one span, whatever this process itself knew (issue 23: a
   * process that had not been granted yet admitted into the new, empty window at once).
   */
  let lostInUse = false;

  function ensureDir(): void {
    ownStateDir(options.dir, stateDirName(options.key));
    if (!registered) register();
  }

  /**
   * Put this process in the key's register (an empty file named by its pid: it takes no space, so
   * it can be made on a full disk too). The fallback store divides the budget by the register's
   * live processes when this store cannot write (issue 23). Best effort: the count includes this
   * process whether or not its file could be made.
   */
  function register(): void {
    registered = true;
    try {
      ownStateDir(options.dir, membersName(options.key));
      closeSync(openSync(join(membersDir, String(process.pid)), "w", 0o600));
    } catch {}
    countSharers();
  }

  /** Live processes in the register (this one always counted); dead ones' files are removed. */
  function countSharers(): number | undefined {
    try {
      let count = 1;
      for (const name of readdirSync(membersDir)) {
        const pid = Number(name);
        if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) continue;
        if (processAlive(pid)) count++;
        else {
          try {
            unlinkSync(join(membersDir, name));
          } catch {}
        }
      }
      lastCount = count;
    } catch {}
    return lastCount;
  }

  /** Why writing failed, as the fallback store's warning names it. */
  function writeFailure(error: unknown): Error {
    const plain = WRITE_FAILURES[errorCode(error) ?? ""];
    if (!plain) return error instanceof Error ? error : new Error(String(error));
    return new Error(`the state directory ${options.dir} cannot be written: ${plain}`);
  }

  /**
   * The key's directory was removed while in use (a cleanup of the temp directory, \`rm -rf\` of the
   * state directory): make it again, checked afresh, with one warning. The window starts from what
   * this process knew (the whole window as it last read it), and any process that finds a head
   * lower than the one it last saw adds what it knew too (\`transact\`).
   */
  function removed(error: unknown, budget: Budget): boolean {
    if (errorCode(error) !== "ENOENT" || existsSync(keyDir)) return false;
    forgetOwnDirs(options.dir);
    // This process was using the directory (ensureDir registered it there): others may have been
    // too, and what they admitted is gone with it.
    lostInUse = true;
    registered = false;
    if (!warnedRemoved) {
      warnedRemoved = true;
      const count = known?.entries.filter((entry) => entry.end > now()).length ?? 0;
      options.logger?.warn(
        `the limiter's state directory ${keyDir} was removed while in use: made it again, counting the whole budget as used for the next ${Math.ceil(spanOf(budget) / 1000)} s (the ${count} requests this process knew of, and what others admitted, were in it), so the budget stays shared by this host's processes`,
      );
    }
    return true;
  }

  /**
   * A head below the one this process saw: the directory is a new one (made again after it was
   * removed, by this process or another), and the window it held is lost. When this process knew
   * of requests still in it, that loss is recent and the others' requests are as unknown as a
   * corrupt file's: the window counts as full (as `load` rebuilds one) for one span, and what this
   * process knew is added. (Adding only what it knew let 3 requests over the budget, issue 23.)
   */
  function madeAnew(state: WindowState, knew: WindowState | undefined, budget: Budget): void {
    const at = now();
    absorbEntries(state, [...fullWindow(budget, at).entries, ...(knew?.entries ?? [])], at);
  }

  /** Whether this process knew of requests still in the window. */
  function knewLive(): boolean {
    const at = now();
    return known?.entries.some((entry) => entry.end > at) ?? false;
  }

  /** The window read at `head` is a new directory's, whose lost window must count as full. */
  function recover(state: WindowState, head: number, budget: Budget): void {
    if (lostInUse || (head < lastHead && knewLive())) madeAnew(state, known, budget);
  }

  /** Whether the store is in use by other processes: one registered, or a window published. */
  function inUseByOthers(): boolean {
    if ((countSharers() ?? 0) > 1) return true;
    try {
      return listGenerations(keyDir).head > 0;
    } catch {
      return false;
    }
  }

  /** The window at generation `head`; a lost one is rebuilt full, with one warning per process. */
  function load(head: number, budget: Budget): WindowState | undefined {
    const read = readGeneration(keyDir, head, budget, now(), options.bounded !== false);
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
    for (let attempt = 0; ; attempt++) {
      try {
        ensureDir();
        const result = await commitUnderLock(
          keyDir,
          (head) => {
            const state = load(head, budget);
            if (!state) return undefined;
            recover(state, head, budget);
            const result = fn(state);
            known = state;
            lastHead = head + 1;
            return { text: JSON.stringify({ version: 1, ...state }), result };
          },
          {
            now,
            ...(options.sleep ? { sleep: options.sleep } : {}),
            ...(options.staleMs !== undefined ? { staleMs: options.staleMs } : {}),
            ...(options.lockTimeoutMs !== undefined ? { timeoutMs: options.lockTimeoutMs } : {}),
          },
        );
        // The new window holds the full entry now (a fenced attempt decides again, adding it again).
        lostInUse = false;
        return result;
      } catch (error) {
        if (attempt === 0 && removed(error, budget)) continue;
        throw writeFailure(error);
      }
    }
  }

  /** A read without the lock: a published generation never changes. */
  function look(budget: Budget): WindowState {
    for (let attempt = 0; ; attempt++) {
      try {
        ensureDir();
        for (;;) {
          const head = listGenerations(keyDir).head;
          const state = load(head, budget);
          if (!state) continue;
          recover(state, head, budget);
          return state;
        }
      } catch (error) {
        if (attempt === 0 && removed(error, budget)) continue;
        throw writeFailure(error);
      }
    }
  }

  return {
    name: "file",
    tryAcquire: (id: string, cost: Cost, budget: Budget, claim?: Claim): Promise<Decision> =>
      transact(budget, (state): Decision => {
        // Deciding again after an uncertain publish (file-lock.ts): the first one did count.
        const admitted = state.entries.find((entry) => entry.id === id);
        if (admitted) return { granted: true, at: admitted.at };
        return decide(state, id, cost, budget, now(), leaseMs, claim);
      }),
    cancel: (id: string, budget: Budget) => transact(budget, (state) => cancel(state, id)),
    settle: async (id: string, actual: Cost, budget: Budget, seenAgoMs?: number) => {
      // How long ago the response was seen is counted to the moment of the decision, not of the
      // call: the lock, a busy event loop and the write before it took time too (up to 2.5 s for
      // eight cold processes on two cores), and counting from the call kept each entry that much
      // longer than one window after its response, a slot unused (issue 32: 86% of the window's
      // slots against Redis's 98%). Both readings are this process's clock, so it is a duration.
      const asked = now();
      await transact(budget, (state) => {
        const at = now();
        const ago = seenAgoMs === undefined ? 0 : boundAgo(seenAgoMs + Math.max(0, at - asked), budget);
        return settle(state, id, actual, budget, at, ago);
      });
    },
    pause: (durationMs: number, budget: Budget, status?: PauseStatus) =>
      transact(budget, (state) => {
        const capped = options.bounded === false ? durationMs : Math.min(durationMs, longestPauseMs(budget));
        return pause(state, now() + capped, status);
      }),
    state: async (budget: Budget): Promise<LimiterState> => {
      const state = look(budget);
      known = structuredClone(state);
      return describeWindow(state, budget, now(), "file", leaseMs);
    },
    lastKnown: () => (known ? structuredClone(known) : undefined),
    absorb: async (entries: WindowEntry[], budget: Budget) => {
      await transact(budget, (state) => absorbEntries(state, entries, now()));
    },
    // Publishing a generation is a write: it fails while the disk is full or the directory is
    // read-only, where reading the window still works.
    probe: async (budget: Budget) => {
      await transact(budget, () => undefined);
    },
    sharers: () => countSharers(),
    // A process whose first write failed (a full disk) saw no window, yet shares one with others.
    reached: () => known !== undefined || inUseByOthers(),
    close: async () => {
      if (!registered) return;
      registered = false;
      try {
        unlinkSync(join(membersDir, String(process.pid)));
      } catch {}
    },
  };
}
