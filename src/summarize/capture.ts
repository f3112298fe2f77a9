/**
 * `jobai run -- <command...>`: run a command, show its output as usual, and keep a copy of the
 * combined output in a log file for the digest. stdout and stderr stay separate streams for the
 * terminal; in the log each keeps its order, and the two interleave in the order they arrive.
 *
 * node:child_process rather than execa: the output must be passed on chunk by chunk to two places
 * (the terminal and the log) without being buffered, and the exit must be reported as the raw code
 * or signal; execa's value (buffering, promise results, error objects) is what this must avoid.
 */
import { spawn } from "node:child_process";
import { closeSync, mkdirSync, openSync, writeFileSync, writeSync } from "node:fs";
import { constants } from "node:os";
import { dirname } from "node:path";
import { UsageError } from "../errors.js";
import { type RunRecord, recordPathFor } from "./run-record.js";

export interface CaptureOptions {
  command: string[];
  logPath: string;
  /** Add to the log instead of replacing it. */
  append?: boolean;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Where the command's stdout and stderr are passed on (default this process's). */
  stdout?: { write(chunk: Uint8Array): unknown };
  stderr?: { write(chunk: Uint8Array): unknown };
  /** The process whose signals are passed to the command (default `process`). */
  signals?: NodeJS.EventEmitter;
  now?: () => Date;
}

/** How long output may keep coming after the command exited (from processes it left behind). */
const DRAIN_MS = 500;

/** Signals passed on to the command; the command decides how to end, and its status is ours. */
const FORWARDED = ["SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT"] as const;

/** Run the command to its end; resolve to its record (exit code, or 128 + signal number). */
export async function runCaptured(options: CaptureOptions): Promise<RunRecord> {
  const [file, ...args] = options.command;
  if (!file) throw new UsageError("no command given: write it after --, e.g. jobai run -- npm test");
  const now = options.now ?? (() => new Date());
  const startedAt = now().toISOString();
  mkdirSync(dirname(options.logPath), { recursive: true });
  const fd = openSync(options.logPath, options.append ? "a" : "w", 0o600);
  const out = options.stdout ?? process.stdout;
  const err = options.stderr ?? process.stderr;
  const signals = options.signals ?? process;
  // Synchronous writes keep the two streams in arrival order in the log and bound memory.
  const tee = (to: { write(chunk: Uint8Array): unknown }) => (chunk: Buffer) => {
    to.write(chunk);
    writeSync(fd, chunk);
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
  closeSync(fd);
  const record: RunRecord = {
    command: options.command,
    logPath: options.logPath,
    exitCode,
    signal,
    startedAt,
    finishedAt: now().toISOString(),
  };
  writeFileSync(recordPathFor(options.logPath), `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
  return record;
}
