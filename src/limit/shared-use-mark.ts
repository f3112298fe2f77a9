/**
 * When a process of this host last had an answer from the shared store (Redis): the time of a
 * file in the state directory, touched at most once a second by every process that uses the store.
 *
 * A process that falls back without ever having reached Redis itself (it started while Redis was
 * down, or its first connection was cut) cannot tell a wrong address, where nobody ever shared
 * anything, from a Redis that died a moment ago with the budget's window in it. The mark tells: if
 * another process of this host used Redis within a blackout's length, requests it admitted there may
 * still be in the proxy's window, unseen, and the newcomer counts the whole budget as used for the
 * blackout (fallback-store.ts), as the processes that were using Redis do. Without it, such a
 * process took the host's file store before the others had handed it their window, and admitted at
 * once (seen in the store fault suite: a process started after Redis was killed, sent at once).
 * Best effort: a mark that cannot be written or read counts as none, the behaviour without it.
 */
import { closeSync, constants, fstatSync, futimesSync, openSync, statSync } from "node:fs";
import { join } from "node:path";
import { ownStateDir } from "../config/state-dir.js";
import { stateDirName } from "./file-store.js";

export interface SharedUseMark {
  /** This process just had an answer from the shared store (throttled: a write a second at most). */
  touch(): void;
  /** Whether a process of this host had one at or after `at`. */
  usedSince(at: number): boolean;
}

/** The least time between two writes of the mark by one process. */
const TOUCH_EVERY_MS = 1000;

/** The mark of budget `key` in the state directory `dir()` (resolved on first use). */
export function sharedUseMark(dir: () => string, key: string, now: () => number = Date.now): SharedUseMark {
  let path: string | undefined;
  let touchedAt = Number.NEGATIVE_INFINITY;
  const where = (): string => {
    path ??= join(ownStateDir(dir()), `${stateDirName(key)}.shared-use`);
    return path;
  };
  return {
    touch() {
      const at = now();
      if (at - touchedAt < TOUCH_EVERY_MS) return;
      touchedAt = at;
      try {
        const fd = openSync(where(), constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW, 0o600);
        try {
          futimesSync(fd, at / 1000, at / 1000);
        } finally {
          closeSync(fd);
        }
      } catch {}
    },
    usedSince(at: number): boolean {
      try {
        return statSync(where()).mtimeMs >= at;
      } catch {
        return false;
      }
    },
  };
}

/** How long the shared store counts a request granted to a process of this host (liveWindowMark). */
export interface LiveWindowMark {
  /**
   * This process was granted a request that the shared window counts until `end` (its clock): the
   * store's keys live at least that long (redis-script.ts, save), unless deleted, flushed or evicted.
   */
  liveUntil(end: number): void;
  /** Whether a process of this host was granted a request the shared window still counts at `at`. */
  liveAt(at: number): boolean;
}

/**
 * The latest end of a request granted to any process of this host in the shared store of budget
 * `key`: the time of a file in the state directory `dir()`, moved forward only. Best effort, as the
 * mark above: a file that cannot be written or read counts as none. The latest end this process
 * wrote or read is kept, so a decision while a grant is live reads no file.
 */
export function liveWindowMark(dir: () => string, key: string): LiveWindowMark {
  let path: string | undefined;
  let latest = Number.NEGATIVE_INFINITY;
  const where = (): string => {
    path ??= join(ownStateDir(dir()), `${stateDirName(key)}.live-until`);
    return path;
  };
  return {
    liveUntil(end: number) {
      if (end <= latest) return;
      try {
        const fd = openSync(where(), constants.O_RDWR | constants.O_CREAT | constants.O_NOFOLLOW, 0o600);
        try {
          const written = fstatSync(fd).mtimeMs;
          if (written < end) futimesSync(fd, end / 1000, end / 1000);
          latest = Math.max(written, end);
        } finally {
          closeSync(fd);
        }
      } catch {}
    },
    liveAt(at: number): boolean {
      if (at < latest) return true;
      try {
        latest = Math.max(latest, statSync(where()).mtimeMs);
      } catch {}
      return at < latest;
    },
  };
}
