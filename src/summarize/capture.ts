/**
 * `jobai run -- <command...>`: run a command, show its output as usual, and keep a copy of the
 * combined output in a log file for the digest. stdout and stderr stay separate streams for the
 * terminal; in the log each keeps its order, and the two interleave in the order they arrive.
 *
 * The command always runs (issue 13: a side feature must not fail the step): when the log cannot be
 * kept (a state directory refused, EACCES, a full disk), one warning says so on stderr and the
 * command's status is still the exit status.
 *
 * node:child_process rather than execa: the output must be passed on chunk by chunk to two places
 * (the terminal and the log) without being buffered, and the exit must be reported as the raw code
 * or signal; execa's value (buffering, promise results, error objects) is what this must avoid.
 */
import { spawn } from "node:child_process";
import { closeSync, fstatSync, writeSync } from "node:fs";
import { constants } from "node:os";
import { openOwnFile } from "../config/state-dir.js";
import { isUsageError, UsageError } from "../errors.js";
import { redact } from "../secrets.js";
import { openUserFile } from "../user-file.js";
import { type RunRecord, writeRunRecord } from "./run-record.js";

export interface CaptureOptions {
  command: string[];
  /** Where to keep the output; absent: the command runs and nothing is kept. */
  logPath?: string | undefined;
  /**
   * The log lies in jobai's own state directory (checked by the caller): it is replaced by a fresh
   * file (O_EXCL, O_NOFOLLOW, 0600) instead of being opened where it is. Otherwise the log is a
   * file the user named: created new, or appended to with `append`; an existing file is refused
   * (a UsageError, before the command runs), never truncated.
   */
  ownDir?: boolean;
  /** Add to the log (a new one is created) instead of starting a new one. */
  append?: boolean;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Where the command's stdout and stderr are passed on (default this process's). */
  stdout?: { write(chunk: Uint8Array): unknown };
  stderr?: { write(chunk: Uint8Array): unknown };
  /** The process whose signals are passed to the command (default `process`). */
  signals?: NodeJS.EventEmitter;
  now?: () => Date;
  /** Where the one warning goes when the log cannot be kept (default stderr). */
  warn?: (line: string) => void;
}

/** The record of a run, and whether its output was kept. */
export type CaptureResult = RunRecord & { kept: boolean };

/** How long output may keep coming after the command exited (from processes it left behind). */
const DRAIN_MS = 500;

/** Signals passed on to the command; the command decides how to end, and its status is ours. */
const FORWARDED = ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"] as const;

/** Why a log could not be kept, in a few words: the error's message without a stack. */
/** Why the log was lost, redacted: the reason quotes the path, which may hold a token (`--log "$TOKEN.log"`). */
const reasonOf = (error: unknown) => redact(error instanceof Error ? error.message : String(error));

/** Run the command to its end; resolve to its record (exit code, or 128 + signal number). */
export async function runCaptured(options: CaptureOptions): Promise<CaptureResult> {
  const [file, ...args] = options.command;
  if (!file) throw new UsageError("no command given: write it after --, e.g. jobai run -- npm test");
  const now = options.now ?? (() => new Date());
  const startedAt = now().toISOString();
  const out = options.stdout ?? process.stdout;
  const err = options.stderr ?? process.stderr;
  const signals = options.signals ?? process;
  const warn = options.warn ?? ((line: string) => process.stderr.write(`${line}\n`));
  let warned = false;
  let kept = options.logPath !== undefined;
  /** The log is lost for this run: say so once, and go on without it. */
  const lose = (error: unknown) => {
    kept = false;
    if (warned) return;
    warned = true;
    warn(`jobai run: the output is not kept for the summary (${reasonOf(error)}); the command runs as usual`);
  };
  const append = options.append ?? false;
  let fd: number | undefined;
  if (options.logPath !== undefined) {
    try {
      fd = options.ownDir
        ? openOwnFile(options.logPath, { append })
        : openUserFile(options.logPath, { append, option: "--log", appendFlag: "--append" });
    } catch (error) {
      // A file the user named that exists (or is a link) is bad input: refused before anything
      // runs (exit 2), so that nothing of theirs is lost and they choose what they meant.
      if (!options.ownDir && isUsageError(error)) throw error;
      lose(error);
    }
  }
  const closeLog = () => {
    if (fd === undefined) return;
    try {
      closeSync(fd);
    } catch {
      // Already reported, or nothing more to lose.
    }
    fd = undefined;
  };
  // Synchronous writes keep the two streams in arrival order in the log and bound memory.
  const tee = (to: { write(chunk: Uint8Array): unknown }) => (chunk: Buffer) => {
    to.write(chunk);
    if (fd === undefined) return;
    try {
      writeSync(fd, chunk);
    } catch (error) {
      // A full disk or a vanished file: the command goes on, only the copy stops.
      lose(error);
      closeLog();
    }
  };

  const child = spawn(file, args, {
    stdio: ["inherit", "pipe", "pipe"],
    env: options.env ?? process.env,
    cwd: options.cwd,
  });
  child.stdout?.on("data", tee(out));
  child.stderr?.on("data", tee(err));
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of FORWARDED) signals.on(signal, forward);

  const { exitCode, signal } = await new Promise<{ exitCode: number; signal: string | null }>((resolve) => {
    child.on("error", (error: NodeJS.ErrnoException) => {
      const message =
        error.code === "ENOENT"
          ? `jobai run: ${file}: command not found\n`
          : `jobai run: ${file}: ${error.message}\n`;
      tee(err)(Buffer.from(message));
      resolve({ exitCode: error.code === "ENOENT" ? 127 : 126, signal: null });
    });
    const settle = (code: number | null, killedBy: NodeJS.Signals | null) => {
      if (killedBy) resolve({ exitCode: 128 + (constants.signals[killedBy] ?? 0), signal: killedBy });
      else resolve({ exitCode: code ?? 1, signal: null });
    };
    // `close` comes once the output pipes are drained. A background process the command left
    // behind may hold them open for ever: then the command's exit, plus a moment to drain, is the end.
    child.on("close", settle);
    child.on("exit", (code, killedBy) => {
      setTimeout(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        settle(code, killedBy);
      }, DRAIN_MS).unref();
    });
  });
  for (const name of FORWARDED) signals.off(name, forward);
  const logIsFile = fd !== undefined && fstatSync(fd).isFile();
  closeLog();
  const record: RunRecord = {
    command: options.command,
    logPath: options.logPath ?? "",
    exitCode,
    signal,
    startedAt,
    finishedAt: now().toISOString(),
  };
  // The record sits beside a log file (not beside /dev/null or a pipe the user named).
  if (kept && logIsFile && options.logPath !== undefined) {
    try {
      const note = writeRunRecord(record, { ownDir: options.ownDir ?? false });
      if (note) warn(`jobai run: ${note}`);
    } catch (error) {
      lose(error);
    }
  }
  return { ...record, kept };
}
