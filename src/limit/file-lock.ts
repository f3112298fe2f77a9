/**
 * A lock file for the file store, held for the milliseconds of one read-decide-write.
 *
 * Hand-written because the well-kept libraries do not fit here: proper-lockfile is not a
 * dependency (and adds graceful-fs, retry and signal-exit to a CLI that runs on every job), and it
 * takes its lock with mkdir plus an mtime refresh timer that a lock held for a millisecond does not
 * need. The O_EXCL create below is the same primitive it builds on.
 *
 * `open(path, "wx")` creates the lock or fails with EEXIST, atomically on local filesystems. The
 * lock holds `pid hostname time`. A lock is stale, and is broken, when its holder's process is gone
 * (same host; `kill -9` leaves the file behind) or when it is older than `staleMs` (a holder on
 * another host or pid namespace, or a hung one). Breaking renames the lock to a unique name first,
 * and a process that finds it moved someone's fresh lock puts it back.
 */
import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";

export interface FileLockOptions {
  /** A lock older than this is broken (default 1000 ms). */
  staleMs?: number;
  /** Give up (and throw) after waiting this long (default 3000 ms). */
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const HOST = hostname();

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

/** The text of the lock at `path` when it may be broken; undefined when live or gone. */
export function staleLock(path: string, staleMs: number, now: number): string | undefined {
  let text: string;
  let mtimeMs: number;
  try {
    text = readFileSync(path, "utf8");
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  const [pidText, host, timeText] = text.trim().split(" ");
  const pid = Number(pidText);
  const time = Number(timeText);
  if (host === HOST && Number.isInteger(pid) && pid > 0 && pid !== process.pid && !processAlive(pid)) {
    return text;
  }
  const since = Number.isFinite(time) && time > 0 ? time : mtimeMs;
  return now - since > staleMs ? text : undefined;
}

/** Move the stale lock aside; if what moved is not the lock judged stale, put it back. */
function breakLock(path: string, staleText: string): void {
  const aside = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.stale`;
  try {
    renameSync(path, aside);
  } catch {
    return; // someone else broke it first
  }
  try {
    // Another process broke it and took a fresh lock between our read and our rename: restore
    // theirs (link fails if a third took the path meanwhile, which leaves that one holding it).
    if (readFileSync(aside, "utf8") !== staleText) linkSync(aside, path);
  } catch {}
  try {
    unlinkSync(aside);
  } catch {}
}

function tryLock(path: string, now: number): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx", 0o600);
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid} ${HOST} ${now}`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Run `fn` (synchronous, short) while holding the lock file `path`. */
export async function withFileLock<T>(path: string, fn: () => T, options: FileLockOptions = {}): Promise<T> {
  const staleMs = options.staleMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 3000;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const start = now();
  let spins = 0;
  while (!tryLock(path, now())) {
    const stale = staleLock(path, staleMs, now());
    if (stale !== undefined) {
      breakLock(path, stale);
      continue;
    }
    if (now() - start > timeoutMs) {
      throw new Error(`waited ${timeoutMs} ms for the lock file ${path} held by a live process`);
    }
    spins++;
    // A holder keeps the lock for well under a millisecond: retry soon, with jitter.
    await sleep(Math.min(8, 1 + (spins >> 2)) * (0.5 + Math.random()));
  }
  try {
    return fn();
  } finally {
    try {
      unlinkSync(path);
    } catch {}
  }
}
