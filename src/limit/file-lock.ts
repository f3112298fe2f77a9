/**
 * Locks and fenced commits for the file store, in the key's own directory:
 *
 *   <N>.json       generation N of the window. Written whole to a temp file, then published with
 *                  link(2), which fails with EEXIST when the name exists: a compare-and-swap. The
 *                  highest N is the head; a published generation never changes.
 *   <N>.<a>.lock   attempt `a` at the lock on generation N, holding `pid host`, linked into place
 *                  (link fails when the name exists, as O_EXCL does). Never removed while N is the
 *                  head, except by its own holder.
 *
 * Why this shape (issue 14): a lock held by a process that is paused (a loaded machine, a long GC)
 * must be broken after a while, or a stuck process blocks every job on the host; but the paused
 * holder wakes up believing it still holds it. No lock protocol on plain files can stop it from
 * acting then. So the lock only keeps writers from colliding, and the commit is the fence: the
 * holder of the lock on N may only publish N + 1, and if a process that broke its lock published
 * N + 1 first, the link fails and the stale holder decides again on the new head (a holder paused
 * so long that N + 1 was swept away links it anew below the head: seen by listing again after the
 * link, and treated the same way). Breaking a lock removes nothing: it takes the next attempt's
 * name, which link grants to exactly one process, so a lock is never granted twice (the old break,
 * rename-aside-then-restore, could: 7 in 313 trials).
 *
 * A lock is stale when its holder's process is gone (same host; `kill -9` leaves the file behind),
 * or when this process has seen the same lock for longer than `staleMs` on its own clock. The time a
 * holder writes is never trusted: a holder whose clock runs ahead would otherwise look fresh forever.
 *
 * Every name is created with O_EXCL ("wx") or link(2), neither of which follows a symlink found at
 * the name, in a key directory file-store.ts has checked is this user's own (issue 14).
 *
 * Hand-written, not proper-lockfile: it is not a dependency, it takes its lock with mkdir plus an
 * mtime refresh timer that a lock held for a millisecond does not need, and it has no fenced commit.
 */
import { linkSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { awaitedSleep } from "./clock.js";

export interface FileLockOptions {
  /** A live holder seen holding the same lock this long is broken (default 1000 ms). */
  staleMs?: number;
  /** Give up (and throw) after waiting this long while the window does not move (default 3000 ms). */
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** What the work under a lock returns: the next generation's text and the caller's result. */
export interface Commit<T> {
  text: string;
  result: T;
}

const HOST = hostname();
/** Temp files of writers killed between write and link are removed once this old. */
const ORPHAN_TEMP_MS = 30_000;

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return errorCode(error) === "EPERM";
  }
}

export const stateName = (generation: number): string => `${generation}.json`;
const lockName = (generation: number, attempt: number): string => `${generation}.${attempt}.lock`;

interface Listing {
  names: string[];
  /** The newest generation, 0 when none was published yet. */
  head: number;
  /** The highest lock attempt on the head, -1 when none. */
  attempt: number;
}

/** The key directory's generations and the head's lock attempts, from one readdir. */
export function listGenerations(dir: string): Listing {
  const names = readdirSync(dir);
  let head = 0;
  for (const name of names) {
    const match = /^(\d+)\.json$/.exec(name);
    if (match) head = Math.max(head, Number(match[1]));
  }
  let attempt = -1;
  const prefix = `${head}.`;
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(".lock")) continue;
    const n = Number(name.slice(prefix.length, -".lock".length));
    if (Number.isInteger(n)) attempt = Math.max(attempt, n);
  }
  return { names, head, attempt };
}

/**
 * Create `name` with `text` unless it exists (false: someone else did): the text is written to a
 * temp file first and linked into place, which grants the name to exactly one process, and never
 * leaves it half written. A lock so never names nobody, whenever its holder is killed.
 */
function createOnce(dir: string, name: string, text: string): boolean {
  const temp = join(dir, `${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  try {
    writeFileSync(temp, text, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // On a full disk the file is made and the write fails: leave no empty file behind.
    unlinkQuietly(temp);
    throw error;
  }
  try {
    linkSync(temp, join(dir, name));
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  } finally {
    unlinkQuietly(temp);
  }
}

/** Take the lock file `name`: the one atomic grant. */
const tryTake = (dir: string, name: string): boolean => createOnce(dir, name, `${process.pid} ${HOST}`);

/** Publish generation `generation` with `text` unless it exists: false means someone else did. */
const publish = (dir: string, generation: number, text: string): boolean =>
  createOnce(dir, stateName(generation), text);

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {}
}

/**
 * Remove what the new head `published` made useless: generations before the one it replaced (that
 * one stays for readers that listed it a moment ago), locks on replaced generations, and temp files
 * left by writers killed between write and link.
 */
function sweep(dir: string, names: string[], published: number): void {
  // mtimes are the kernel's wall clock: compare them with it, not with an injected clock.
  const now = Date.now();
  for (const name of names) {
    const state = /^(\d+)\.json$/.exec(name);
    if (state) {
      if (Number(state[1]) < published - 1) unlinkQuietly(join(dir, name));
      continue;
    }
    const lock = /^(\d+)\.\d+\.lock$/.exec(name);
    if (lock) {
      if (Number(lock[1]) < published) unlinkQuietly(join(dir, name));
      continue;
    }
    if (name.endsWith(".tmp") && !name.startsWith(`${process.pid}.`)) {
      try {
        if (now - statSync(join(dir, name)).mtimeMs > ORPHAN_TEMP_MS) unlinkQuietly(join(dir, name));
      } catch {}
    }
  }
}

/** Whether the holder named in lock text `text` is a process of this host that is gone. */
function holderGone(text: string): boolean {
  const [pidText, host] = text.trim().split(" ");
  const pid = Number(pidText);
  return host === HOST && Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processAlive(pid);
}

/**
 * Take the lock on the head generation, run `work(head)` (synchronous, short), and publish what it
 * returns as the next generation. When the publish is fenced off (this process's lock was broken
 * and another published first), `work` runs again on the new head. `work` returns undefined to ask
 * for a fresh listing (the head it was given was swept away meanwhile).
 */
export async function commitUnderLock<T>(
  dir: string,
  work: (head: number) => Commit<T> | undefined,
  options: FileLockOptions = {},
): Promise<T> {
  const staleMs = options.staleMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 3000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? awaitedSleep;
  let waitedSince = now();
  // The lock this process is watching and since when (its own clock), to judge it stale.
  let watched: { name: string; since: number } | undefined;
  let spins = 0;
  let lastHead = -1;
  for (;;) {
    const { head, attempt } = listGenerations(dir);
    // Others are making progress: waiting behind them is no failure of the store.
    if (head !== lastHead) {
      lastHead = head;
      waitedSince = now();
    }
    let next: number | undefined = attempt < 0 ? 0 : undefined;
    if (next === undefined) {
      const name = lockName(head, attempt);
      let text: string | undefined;
      try {
        text = readFileSync(join(dir, name), "utf8");
      } catch {}
      if (text !== undefined) {
        if (watched?.name !== name) watched = { name, since: now() };
        if (holderGone(text) || now() - watched.since > staleMs) next = attempt + 1;
      } else {
        next = attempt + 1; // released a moment ago
      }
    }
    if (next !== undefined && tryTake(dir, lockName(head, next))) {
      const mine = join(dir, lockName(head, next));
      let committed: Commit<T> | undefined;
      let published = false;
      try {
        committed = work(head);
        if (committed) published = publish(dir, head + 1, committed.text);
      } finally {
        unlinkQuietly(mine);
      }
      // A holder paused long enough for its generation to be swept away can publish that old name
      // again, below the head where nobody reads it. So a publish counts only while it is the head;
      // when others have moved on already, `work` runs again on the new head and must be idempotent
      // (the file store finds its own entry there when the publish was real after all).
      if (committed && published) {
        const after = listGenerations(dir);
        if (after.head === head + 1) {
          sweep(dir, after.names, head + 1);
          return committed.result;
        }
      }
      // Fenced off or swept: nothing was decided that anyone saw; decide again on the new head.
      waitedSince = now();
      continue;
    }
    if (next !== undefined) continue; // another process took that attempt first: look again
    if (now() - waitedSince > timeoutMs) {
      throw new Error(`waited ${timeoutMs} ms for the limiter's lock in ${dir}, held by a live process`);
    }
    spins++;
    // A holder keeps the lock for well under a millisecond: retry soon, with jitter.
    await sleep(Math.min(8, 1 + (spins >> 2)) * (0.5 + Math.random()));
  }
}
