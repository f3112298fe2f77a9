/**
 * jobai's state directory: where `jobai run` keeps a step's log, the summary its artifacts, the
 * relay its address and the file store its windows. By default one per user under the temporary
 * directory (`$TMPDIR/jobai-<uid>`), and trusted only when it is really this user's: a directory
 * another user planted there (issue 14: a symlink at runs/<job>.log made `jobai run` overwrite a
 * file of the job's user; a log created in advance let the other user read the step's output) is
 * refused with an error that says what is wrong and how to fix it. hooks/lib/state-dir.bash
 * resolves the same path (a table test keeps the two equal).
 */
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
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

/** The sticky bit: in a directory others can write, only an entry's owner may rename or remove it. */
const STICKY = 0o1000;

/**
 * Refuse a state directory that another user could swap while jobai runs (issue 23: `nobody`, who
 * owned the state directory's parent, renamed it and put a symlink in its place, and root's
 * `jobai run` wrote through it into a directory of root's). The check of the directory itself
 * runs once per process and O_NOFOLLOW guards only the last part of a path, so, as OpenSSH's
 * StrictModes, every directory above it must be this user's or root's, and writable by no one
 * else unless sticky (as /tmp is, so the default `$TMPDIR/jobai-<uid>` is fine). Both the path as
 * written and the one it resolves to are walked: a symlinked ancestor is looked up in its parent,
 * and what it points to in its own. A few stat calls, once per process.
 */
export function checkAncestors(dir: string, uid = currentUid()): void {
  if (uid === undefined) return;
  const paths = [resolve(dir)];
  try {
    paths.push(realpathSync(dir));
  } catch {
    // checkOwnDir reports a directory that is not there
  }
  const seen = new Set<string>();
  for (const path of paths) checkUpFrom(dir, dirname(path), uid, seen);
}

/** `at` and every directory above it, each once (`seen`), by `checkAncestor`. */
function checkUpFrom(dir: string, at: string, uid: number, seen = new Set<string>()): void {
  for (; !seen.has(at); at = dirname(at)) {
    seen.add(at);
    checkAncestor(dir, at, uid);
  }
}

function checkAncestor(dir: string, at: string, uid: number): void {
  const info = statSync(at);
  const fix =
    "set JOBAI_STATE_DIR to a directory whose parents only you (or root) can change, such as one under your home directory (or the default, jobai-<uid> under a temporary directory such as /tmp, whose sticky bit keeps others' hands off)";
  if (info.uid !== uid && info.uid !== 0)
    throw new UsageError(
      `the state directory ${dir} is inside ${at}, which belongs to another user (uid ${info.uid}), who could replace the state directory while jobai writes to it: ${fix}`,
    );
  if ((info.mode & 0o022) !== 0 && (info.mode & STICKY) === 0)
    throw new UsageError(
      `the state directory ${dir} is inside ${at}, which other users can write (mode ${(info.mode & 0o7777).toString(8)}, no sticky bit; owner uid ${info.uid}), so they could replace the state directory while jobai writes to it: ${fix}, or run chmod go-w ${at} (or chmod +t)`,
    );
}

/**
 * The ancestors of `dir` that exist already, checked as `checkAncestors` does before anything is
 * made in them: a refused state directory leaves no empty directory of ours in another user's.
 */
function checkExistingAncestors(dir: string, uid = currentUid()): void {
  if (uid === undefined) return;
  let at = dirname(resolve(dir));
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  checkUpFrom(dir, at, uid);
}

/**
 * `mkdir -p` one level at a time (mode 0700 for what it creates). Not Node's `recursive: true`: on
 * a path that cannot be made under /proc it never returns (issue 23: `JOBAI_STATE_DIR=/proc/x/y`
 * hung `jobai run` forever). Each level is tried at most twice, so a path that cannot be made
 * fails at once with a UsageError naming the directory, the level that failed and why.
 */
function makeDirs(dir: string, path: string = dir): void {
  const tryMake = (): string | undefined => {
    try {
      mkdirSync(path, { mode: 0o700 });
      return undefined;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "an error";
      return code === "EEXIST" ? undefined : code;
    }
  };
  const first = tryMake();
  if (first === undefined) return;
  const parent = dirname(path);
  if (first === "ENOENT" && parent !== path) {
    makeDirs(dir, parent);
    const again = tryMake();
    if (again === undefined) return;
    throw cannotMake(dir, path, again);
  }
  throw cannotMake(dir, path, first);
}

function cannotMake(dir: string, path: string, code: string): UsageError {
  const why = path === dir ? code : `${code} at ${path}`;
  return new UsageError(
    `the state directory ${dir} cannot be created (${why}): set JOBAI_STATE_DIR to a directory you can write, or leave it unset for one under the temporary directory`,
  );
}

/**
 * Create `dir` (mode 0700) when it is missing and check that it is this user's own and that no
 * other user can replace it (`checkAncestors`); then the same for each of `parts` below it (their
 * parents are ours already). Returns the path of the last one.
 */
export function ensureOwnDir(dir: string, ...parts: string[]): string {
  checkExistingAncestors(dir);
  makeDirs(dir);
  checkOwnDir(dir);
  checkAncestors(dir);
  let path = dir;
  for (const part of parts) {
    path = join(path, part);
    makeDirs(path);
    checkOwnDir(path);
  }
  return path;
}

/** Directories found to be this user's own, by path: checked once per process. */
const verified = new Set<string>();

/**
 * `ensureOwnDir` once per process for each directory: the one ownership check every writer into
 * the state directory goes through (the limiter's file store, the REST client's learned limits,
 * the relay's address file, the kept logs). Only a verdict that the directory is ours is kept:
 * once it is ours and writable by no one else, nobody but this user (or root) can replace what is
 * in it, so it cannot turn into another user's later. A refusal is checked again on the next call
 * (a user who fixed it need not restart a relay). Throws the same UsageError as `checkOwnDir`.
 */
export function ownStateDir(dir: string, ...parts: string[]): string {
  const path = join(dir, ...parts);
  if (verified.has(path)) return path;
  if (!verified.has(dir)) {
    ensureOwnDir(dir);
    verified.add(dir);
  }
  let at = dir;
  for (const part of parts) {
    at = join(at, part);
    if (verified.has(at)) continue;
    // Below a directory found to be ours: its own check is enough.
    makeDirs(at);
    checkOwnDir(at);
    verified.add(at);
  }
  return path;
}

/**
 * Forget that `dir` and everything below it were checked: they were removed while in use (the file
 * store then makes them again, through `ownStateDir`, which checks them afresh).
 */
export function forgetOwnDirs(dir: string): void {
  for (const path of verified) {
    if (path === dir || path.startsWith(`${dir}/`)) verified.delete(path);
  }
}

/**
 * Replace the file at `path` with `text`, whole and never through a link: the text goes to a temp
 * file beside it created with O_EXCL and O_NOFOLLOW (mode 0600), which is then renamed onto `path`.
 * rename(2) replaces whatever is at `path` (a symlink, a file another user made) and never follows
 * it; a reader sees the old file or the new one, never half of one. The directory is not checked
 * here: call `ownStateDir` first for a file of the state directory.
 */
export function writeOwnFile(path: string, text: string): void {
  const temp = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`,
  );
  const fd = openSync(
    temp,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o600,
  );
  try {
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {}
    throw error;
  }
}

/**
 * The text of a file of the state directory, read without following a link (a link there is an
 * error, ELOOP); undefined when there is no file.
 */
export function readOwnFile(path: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    return readFileSync(fd, "utf8");
  } finally {
    closeSync(fd);
  }
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

/**
 * A state directory no other user can take first, for when the default one is refused (issue 34:
 * another user who creates `$TMPDIR/jobai-<uid>` before jobai does made every process of the host
 * keep its window in memory, and the proxy refused 9 of 64 requests): `$XDG_RUNTIME_DIR/jobai`
 * when the session has one (per user, mode 0700), else `$HOME/.local/state/jobai` (XDG's state
 * directory). Each is under a directory of the user's own, so the name is the same for every
 * process of the user, and they keep sharing one window. Undefined without either (then the
 * refusal stands, and the limiter falls back to memory).
 */
export function privateStateDir(env: NodeJS.ProcessEnv): string | undefined {
  const absolute = (value: string | undefined) => {
    const trimmed = value?.trim();
    return trimmed?.startsWith("/") && trimmed !== "/" ? trimmed.replace(/\/+$/, "") : undefined;
  };
  const runtime = absolute(env.XDG_RUNTIME_DIR);
  if (runtime) return join(runtime, "jobai");
  const state = absolute(env.XDG_STATE_HOME);
  if (state) return join(state, "jobai");
  const home = absolute(env.HOME);
  return home ? join(home, ".local", "state", "jobai") : undefined;
}
