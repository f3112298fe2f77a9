/**
 * A hostile neighbour on the host (issue 14): another user who plants a state directory, makes one
 * writable by all, or leaves a symlink where jobai writes. Playing another user needs root (chown,
 * setpriv); tests that do are skipped elsewhere, saying so.
 */
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { it } from "vitest";

/** `nobody`: the other user. */
export const NOBODY = 65534;
export const isRoot = process.geteuid?.() === 0;
/** `it` for tests that play another user: skipped when not root. */
export const asRoot: typeof it.skip = isRoot ? it : it.skip;

/** Say once per file why its tests that play another user are skipped. */
export function warnWhenNotRoot(what: string): void {
  if (!isRoot) console.warn(`${what} that play another user are skipped: they need root (chown, setpriv)`);
}

/**
 * A directory for one test file's temporary directories (mode 0755, so `nobody` can run what is
 * in it), and fresh ones standing in for $TMPDIR: sticky and world-writable, as /tmp is.
 */
export function tmpArea(prefix: string): { work: string; freshTmp(): string; remove(): void } {
  const work = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(work, 0o755);
  let n = 0;
  return {
    work,
    freshTmp() {
      const dir = join(work, `tmp-${n++}`);
      mkdirSync(dir);
      chmodSync(dir, 0o1777);
      return dir;
    },
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}

/** A directory at `path` as another user plants it: owned by `nobody` (root only: chown). */
export function plantForeignDir(path: string, mode = 0o755): void {
  mkdirSync(path, { recursive: true });
  chmodSync(path, mode);
  chownSync(path, NOBODY, NOBODY);
}

/** A directory of ours at `path` that every user can write (mode 0777). */
export function plantOpenDir(path: string): void {
  mkdirSync(path, { recursive: true });
  chmodSync(path, 0o777);
}
