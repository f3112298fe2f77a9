import { spawn } from "node:child_process";
import { closeSync, lstatSync, mkdirSync, readFileSync, type Stats } from "node:fs";
import { dirname } from "node:path";
import { currentUid, openOwnFile } from "../config/state-dir.js";
import { UsageError } from "../errors.js";
import { redact } from "../secrets.js";
import { openUserFile } from "../user-file.js";
import { type AddressRecord, readAddressFile } from "./address-file.js";

export interface SpawnDaemonOptions {
  /** The CLI's entry script (process.argv[1]) and the arguments of the foreground relay. */
  entry: string;
  args: string[];
  logFile: string;
  /**
   * `logFile` is outside the state directory (a --log-file, or beside an --address-file the user
   * put elsewhere): it is appended to (created 0600 when missing) and never replaced, as any file
   * outside the state directory (src/user-file.ts).
   */
  logFileGiven?: boolean;
  /**
   * Written to the child's stdin, which is then closed: the way a secret (the Redis address with its
   * password) reaches the daemon, since its argv is readable by every local user in /proc.
   */
  input?: string;
  /** How long to wait for the relay to listen (default 15 s). */
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

/** The message a daemon child sends its parent over IPC once it listens. */
export interface ReadyMessage {
  jobaiRelayReady: AddressRecord;
}

const isReady = (message: unknown): message is ReadyMessage =>
  typeof message === "object" && message !== null && "jobaiRelayReady" in message;

/**
 * Start the relay as a detached process logging to `logFile`, and return once it listens (its
 * ready message over IPC) or fail with the log's tail when it exits or times out first. The child
 * outlives this process; it stops on SIGTERM (`jobai relay stop`).
 */
export async function spawnDaemon(options: SpawnDaemonOptions): Promise<AddressRecord> {
  const log = openLog(options);
  const child = spawn(process.execPath, [options.entry, ...options.args], {
    detached: true,
    stdio: [options.input === undefined ? "ignore" : "pipe", log, log, "ipc"],
    env: options.env ?? process.env,
  });
  closeSync(log);
  if (options.input !== undefined && child.stdin) {
    child.stdin.on("error", () => {}); // a child that exits first: its exit says why
    child.stdin.end(options.input);
  }
  const timeoutMs = options.timeoutMs ?? 15_000;
  try {
    return await new Promise<AddressRecord>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGTERM");
        reject(failure(`did not start listening within ${timeoutMs} ms`, options.logFile));
      }, timeoutMs);
      child.once("message", (message) => {
        if (!isReady(message)) return;
        clearTimeout(timer);
        resolve(message.jobaiRelayReady);
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(failure(`exited before listening (${signal ?? `exit code ${code}`})`, options.logFile));
      });
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(failure(`could not be started: ${error.message}`, options.logFile));
      });
    });
  } finally {
    child.removeAllListeners();
    if (child.connected) child.disconnect();
    child.unref();
  }
}

/**
 * Open the daemon's log. In the state directory, a fresh private file (a symlink planted there is
 * replaced); elsewhere (`logFileGiven`) the user's own file, appended to, never replaced or written
 * through a link. A log that cannot be ours (another user's file in a shared directory, a link, a
 * directory, no permission) is a UsageError naming it and the fix (issue 23: "EPERM: operation not
 * permitted, unlink", exit 1).
 */
function openLog(options: SpawnDaemonOptions): number {
  const path = options.logFile;
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    return options.logFileGiven
      ? openUserFile(path, { option: "--log-file", append: true })
      : openOwnFile(path);
  } catch (error) {
    throw new UsageError(
      `the relay's log ${path} ${whyNotWritable(path, error)}: give a log file of your own with --log-file PATH`,
    );
  }
}

function whyNotWritable(path: string, error: unknown): string {
  let info: Stats | undefined;
  try {
    info = lstatSync(path);
  } catch {
    info = undefined;
  }
  const uid = currentUid();
  if (info?.isSymbolicLink()) return "is a symbolic link, and jobai never writes through one";
  if (info?.isDirectory()) return "is a directory";
  if (info && uid !== undefined && info.uid !== uid) return `belongs to another user (uid ${info.uid})`;
  const code = (error as NodeJS.ErrnoException).code;
  return `cannot be written (${code ?? (error as Error).message})`;
}

function failure(what: string, logFile: string): Error {
  let tail = "";
  try {
    tail = readFileSync(logFile, "utf8").split("\n").slice(-12).join("\n").trim();
  } catch {
    // no log yet
  }
  return new Error(`the relay ${what}${tail ? `; its log (${logFile}) ends with:\n${redact(tail)}` : ""}`);
}

/** In the daemon child: tell the parent it listens, then let go of the IPC channel. */
export function announceReady(record: AddressRecord): void {
  if (!process.send) return;
  const message: ReadyMessage = { jobaiRelayReady: record };
  process.send(message, () => process.disconnect?.());
}

/**
 * Whether a process is still running. A zombie (exited, not yet reaped) counts as gone: the
 * daemon's parent has exited, so it is reaped by init, which some containers do only every second
 * or two (measured here: ~1.5 s), and `kill -0` succeeds on it meanwhile.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    // /proc/<pid>/stat: "pid (comm) S ..."; comm may hold spaces or parentheses, so read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true; // no /proc (macOS): kill -0 is all there is
  }
}

const alive = isRunning;

export interface StopResult {
  /** The record as the relay left it: `usage` and `drained` when it stopped cleanly. */
  record: AddressRecord;
  /** Whether the relay stopped within the time given (else it was killed). */
  stopped: boolean;
}

/**
 * Whether `pid` is still the relay that `addressFile` records, read from its argv in /proc (a
 * daemon runs `relay start --address-file FILE`): a pid is reused once its process ends, and a stop
 * must never signal whatever process got it. Undefined where /proc cannot tell (not Linux).
 */
function stillTheDaemon(pid: number, addressFile: string): boolean | undefined {
  let argv: string[];
  try {
    argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return undefined;
  }
  // A relay in the foreground (`jobai relay`) may use the default file and so not name it.
  const at = argv.indexOf("--address-file");
  return argv.includes("relay") && (at < 0 || argv[at + 1] === addressFile);
}

/**
 * Stop the relay that wrote `addressFile`: SIGTERM, then wait (polling, bounded by `timeoutMs`) for
 * it to record its final usage and exit; SIGKILL if it is still there. Undefined when no relay
 * wrote that file.
 */
export async function stopDaemon(addressFile: string, timeoutMs: number): Promise<StopResult | undefined> {
  const first = readAddressFile(addressFile);
  if (!first) return undefined;
  if (first.stoppedAt || !alive(first.pid)) return { record: first, stopped: Boolean(first.stoppedAt) };
  if (stillTheDaemon(first.pid, addressFile) === false) {
    throw new Error(
      `pid ${first.pid}, recorded in ${addressFile}, is no longer the relay (its relay ended and the pid was reused), so it was not signalled: remove the stale record with 'rm ${addressFile}'`,
    );
  }
  process.kill(first.pid, "SIGTERM");
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const record = readAddressFile(addressFile) ?? first;
    if (record.stoppedAt && !alive(record.pid)) return { record, stopped: true };
    if (!alive(first.pid)) return { record, stopped: Boolean(record.stoppedAt) };
  }
  if (alive(first.pid)) process.kill(first.pid, "SIGKILL");
  return { record: readAddressFile(addressFile) ?? first, stopped: false };
}
