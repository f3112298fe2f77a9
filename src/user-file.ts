/**
 * Files at paths a user named (`jobai run --log FILE`, `artifacts download --output FILE`): jobai
 * creates them new or appends to them when asked, and never truncates or replaces one (a rule of
 * the design; issue 23: `--log precious.json` emptied the file in place, and as root `--log /etc/passwd`
 * wiped the system's user list). Files of jobai's own state directory follow other rules
 * (src/config/state-dir.ts): there a planted file is replaced.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, type Stats, writeSync } from "node:fs";
import { currentUid } from "./config/state-dir.js";
import { UsageError } from "./errors.js";

export interface UserFileOptions {
  /** Write after the end of an existing file (created when missing) instead of refusing it. */
  append?: boolean;
  /** The option that named the path, for messages: `--log`. */
  option: string;
  /** How to ask for appending, when the command can (`--append`); absent: it cannot. */
  appendFlag?: string;
}

/** A device or a pipe: writing to it truncates nothing (`--log /dev/null`, a FIFO a reader holds). */
const isStream = (info: Stats) => info.isCharacterDevice() || info.isFIFO() || info.isSocket();

function existsError(path: string, info: Stats | undefined, options: UserFileOptions): UsageError {
  const name = `${options.option} ${path}`;
  if (info?.isSymbolicLink())
    return new UsageError(
      `${name} is a symbolic link, and jobai never writes through one: give the path of a new file`,
    );
  if (info?.isDirectory()) return new UsageError(`${name} is a directory: give the path of a new file`);
  const append = options.appendFlag ? `, or add ${options.appendFlag} to write after its end` : "";
  return new UsageError(
    `${name} already exists, and jobai never overwrites a file: give a new path${append}`,
  );
}

const lstatOrUndefined = (path: string) => {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
};

/**
 * Open `path` for writing: a new file (O_CREAT|O_EXCL|O_NOFOLLOW, mode 0600), or with `append` the
 * existing file of this user at its end (O_APPEND|O_NOFOLLOW; created 0600 when missing). An
 * existing file, a symlink (even one to nowhere) or a directory is refused with a UsageError that
 * says what to do; so is appending to another user's file. An existing device or pipe is opened
 * as it is: writing to it loses nothing. Other errors (EACCES, ENOENT) are thrown as they are.
 */
export function openUserFile(path: string, options: UserFileOptions): number {
  const base = constants.O_WRONLY | constants.O_NOFOLLOW;
  if (!options.append) {
    try {
      return openSync(path, base | constants.O_CREAT | constants.O_EXCL, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const info = lstatOrUndefined(path);
      if (!info || !isStream(info)) throw existsError(path, info, options);
      return openSync(path, base);
    }
  }
  let fd: number;
  try {
    fd = openSync(path, base | constants.O_CREAT | constants.O_APPEND, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // O_NOFOLLOW on a symlink: ELOOP (Linux), EMLINK (FreeBSD), EFTYPE (macOS).
    if (code === "ELOOP" || code === "EMLINK" || code === "EFTYPE" || code === "EISDIR")
      throw existsError(path, lstatOrUndefined(path), options);
    throw error;
  }
  const info = fstatSync(fd);
  const uid = currentUid();
  if (uid !== undefined && info.uid !== uid && !isStream(info)) {
    closeSync(fd);
    throw new UsageError(
      `${options.option} ${path} belongs to another user (uid ${info.uid}): give the path of a new file of yours`,
    );
  }
  return fd;
}

/** Write `data` to a new file at `path` (see openUserFile), whole. */
export function writeUserFile(path: string, data: string | Uint8Array, options: UserFileOptions): void {
  const fd = openUserFile(path, options);
  try {
    const bytes = typeof data === "string" ? Buffer.from(data) : data;
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
  } finally {
    closeSync(fd);
  }
}
