/**
 * jobai's state directory: where `jobai run` keeps a step's log, the summary its artifacts, the
 * relay its address and the file store its windows. By default one per user under the temporary
 * directory (`$TMPDIR/jobai-<uid>`), and trusted only when it is really this user's: a directory
 * another user planted there (issue 14: a symlink at runs/<job>.log made `jobai run` overwrite a
 * file of the job's user; a log created in advance let the other user read the step's output) is
 * refused with an error that says what is wrong and how to fix it. hooks/lib/state-dir.bash
 * resolves the same path (a table test keeps the two equal).
 */
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, unlinkSync } from "node:fs";
import { join } from "node:path";
import { UsageError } from "../errors.js";

/** The effective user id, or undefined where there is none (Windows). */
export const currentUid = (): number | undefined => process.geteuid?.();

/**
 * The temporary directory as node's os.tmpdir() names it on POSIX, read from `env` (TMPDIR, TMP,
 * TEMP, then /tmp), without a trailing slash.
 */
function tmpDirFrom(env: NodeJS.ProcessEnv): string {
  const dir = env.TMPDIR || env.TMP || env.TEMP || "/tmp";
  return dir.length > 1 ? dir.replace(/\/+$/, "") : dir;
}

/** The default state directory: `<tmp>/jobai-<uid>` (`<tmp>/jobai` where there are no uids). */
export function defaultStateDir(env: NodeJS.ProcessEnv = process.env, uid = currentUid()): string {
  return join(tmpDirFrom(env), uid === undefined ? "jobai" : `jobai-${uid}`);
}

const HOW_TO_FIX = "set JOBAI_STATE_DIR to a directory of your own, or remove it and let jobai create it";

/**
 * Check that `dir` is this user's own: a real directory (not a symlink), owned by the effective
 * user, writable by no one else. Throws a UsageError naming the directory, what is wrong and the fix.
 */
export function checkOwnDir(dir: string, uid = currentUid()): void {
  const info = lstatSync(dir);
  if (info.isSymbolicLink())
    throw new UsageError(
      `the state directory ${dir} is a symbolic link, which another user may control: ${HOW_TO_FIX}`,
    );
  if (!info.isDirectory())
    throw new UsageError(`the state directory ${dir} is not a directory: ${HOW_TO_FIX}`);
  if (uid !== undefined && info.uid !== uid)
    throw new UsageError(
      `the state directory ${dir} belongs to another user (uid ${info.uid}, not ${uid}): ${HOW_TO_FIX}`,
    );
  if ((info.mode & 0o022) !== 0)
    throw new UsageError(
      `the state directory ${dir} is writable by other users (mode ${(info.mode & 0o777).toString(8)}): ` +
        `run chmod 700 ${dir}, or ${HOW_TO_FIX}`,
    );
}

/**
 * Create `dir` (mode 0700) when it is missing and check that it is this user's own; the same for
 * each of `parts` below it. Returns the path of the last one.
 */
export function ensureOwnDir(dir: string, ...parts: string[]): string {
  let path = dir;
  for (const part of ["", ...parts]) {
    path = part ? join(path, part) : path;
    mkdirSync(path, { recursive: true, mode: 0o700 });
    checkOwnDir(path);
  }
  return path;
}

/**
 * Open a file of the state directory for writing, fresh: whatever is at `path` (a symlink, a file
 * another user made in advance) is removed first, and the new file is created with O_EXCL and
 * O_NOFOLLOW, mode 0600. `append` keeps an existing file of this user's that no one else can
 * write or read, and refuses any other. Returns the descriptor.
 */
export function openOwnFile(path: string, options: { append?: boolean } = {}): number {
  const base = constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW;
  if (!options.append) {
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    return openSync(path, base | constants.O_EXCL, 0o600);
  }
  const fd = openSync(path, base | constants.O_APPEND, 0o600);
  const info = fstatSync(fd);
  const uid = currentUid();
  if (!info.isFile() || (uid !== undefined && info.uid !== uid) || (info.mode & 0o077) !== 0) {
    closeSync(fd);
    throw new UsageError(
      `${path} is not a private file of yours (mode ${(info.mode & 0o777).toString(8)}, uid ${info.uid}): ` +
        "remove it, or run without --append",
    );
  }
  return fd;
}
