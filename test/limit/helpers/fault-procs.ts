/**
 * Real node processes (fault-child.mjs) that share a limiter store, for faults that need one: kill -9,
 * SIGSTOP/SIGCONT. Each child's stdout lines are collected as they come, so a grant printed just
 * before a kill still counts.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Budget } from "../../../src/limit/types.js";

const CHILD = new URL("./fault-child.mjs", import.meta.url).pathname;

export interface FaultChild {
  child: ChildProcess;
  lines: string[];
  /** Ids this child printed as granted, with the store's time of admission. */
  granted: Map<string, number>;
  /** Resolves with the first line matching `pattern`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited: Promise<number | null>;
}

export interface FaultChildOptions {
  module: string;
  store: "file" | "redis";
  key: string;
  budget: Budget;
  dir?: string;
  redisUrl?: string;
  mode: "loop" | "once" | "try";
  id?: string;
  count?: number;
  deadlineMs?: number;
  pauseInLock?: boolean;
  clockOffsetMs?: number;
}

export function spawnFaultChild(options: FaultChildOptions): FaultChild {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    FAULT_MODULE: options.module,
    FAULT_STORE: options.store,
    FAULT_KEY: options.key,
    FAULT_BUDGET: JSON.stringify(options.budget),
    FAULT_MODE: options.mode,
    ...(options.dir ? { FAULT_DIR: options.dir } : {}),
    ...(options.redisUrl ? { FAULT_REDIS_URL: options.redisUrl } : {}),
    ...(options.id ? { FAULT_ID: options.id } : {}),
    ...(options.count !== undefined ? { FAULT_COUNT: String(options.count) } : {}),
    ...(options.deadlineMs !== undefined ? { FAULT_DEADLINE_MS: String(options.deadlineMs) } : {}),
    ...(options.pauseInLock ? { FAULT_PAUSE_IN_LOCK: "1" } : {}),
    ...(options.clockOffsetMs !== undefined ? { FAULT_CLOCK_OFFSET_MS: String(options.clockOffsetMs) } : {}),
  };
  const child = spawn(process.execPath, [CHILD], { env, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const granted = new Map<string, number>();
  const watchers: { pattern: RegExp; resolve(line: string): void }[] = [];
  let rest = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    rest += chunk;
    const parts = rest.split("\n");
    rest = parts.pop() ?? "";
    for (const line of parts) {
      lines.push(line);
      const match = /^granted (\S+) (\d+)$/.exec(line);
      if (match) granted.set(match[1] as string, Number(match[2]));
      for (const watcher of [...watchers]) {
        if (watcher.pattern.test(line)) {
          watchers.splice(watchers.indexOf(watcher), 1);
          watcher.resolve(line);
        }
      }
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    lines.push(`stderr: ${String(chunk).trim()}`);
  });
  const exited = new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code)));
  return {
    child,
    lines,
    granted,
    exited,
    waitFor(pattern: RegExp, timeoutMs = 10_000) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no line matching ${pattern} in ${timeoutMs} ms: ${lines.join(" | ")}`)),
          timeoutMs,
        );
        watchers.push({
          pattern,
          resolve: (line) => {
            clearTimeout(timer);
            resolve(line);
          },
        });
      });
    },
  };
}

/** Whether process `pid` is stopped (state T in /proc), i.e. SIGSTOP took effect. */
export function isStopped(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return /\) T /.test(stat);
  } catch {
    return false;
  }
}

export async function waitUntil(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
