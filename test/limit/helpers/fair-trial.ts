/**
 * Fair share and priorities with real processes (issue 22, items 1 and 2): a strict sliding-window
 * proxy in its own process (window-proxy-process.ts), a shared store (a state directory or a real
 * redis-server), and groups of client processes (fair-child.mjs: createClient, the SDK middleware
 * way in, SDK retries off), each group with its own environment (SERVICE_JOB_ID,
 * JOBAI_LIMIT_PRIORITY) and its own start. Every client starts its calls at once when told to, so a
 * process always has a request waiting while it has calls left: a saturating job.
 *
 * What it returns is what the verdicts need: the proxy's log of arrivals and every call's times
 * (called, admitted by the limiter, answered), by group, on this host's one clock.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Arrival, worstWindow } from "./window-proxy.js";
import { startProxy } from "./zero-429-trial.js";

const CHILD = fileURLToPath(new URL("./fair-child.mjs", import.meta.url));

export interface Group {
  /** Letters only: it prefixes each process's name and each request's id. */
  name: string;
  processes: number;
  calls: number;
  /** SERVICE_JOB_ID, JOBAI_LIMIT_PRIORITY, ... for this group's processes. */
  env: Record<string, string>;
  /** Start its calls this long after the others (default at once). */
  startAfterMs?: number;
  /** The host it runs on: each host number has its own state directory (default 0). */
  host?: number;
}

export interface FairTrialOptions {
  library: string;
  proxyProcess: string;
  store: "file" | "redis";
  redisUrl?: string;
  requests: number;
  windowMs: number;
  groups: Group[];
  /** To be ready, then again to be done. */
  timeoutMs: number;
  /** The proxy's answer time, uniform in [min, max] ms (default 20-60). */
  answerMs?: [number, number];
}

export interface Call {
  group: string;
  id: string;
  calledAt: number;
  /** When it asked the limiter for a place (after the SDK and the estimate: a cold process is slow there). */
  askedAt: number;
  admittedAt: number;
  answeredAt: number;
}

export interface FairTrialResult {
  /** Every call, in order of admission. */
  calls: Call[];
  /** The proxy's log, in order of arrival, with each one's group. */
  arrivals: (Arrival & { group: string })[];
  statuses: Record<string, Record<string, number>>;
  errors: string[];
  warnings: string[];
  /** The most arrivals in one closed window of the proxy's clock. */
  worst: number;
  /** CPU time the client processes used, in all (ms). */
  clientCpuMs: number;
}

interface ChildReport {
  statuses: Record<string, number>;
  errors: string[];
  sends: { id: string; calledAt: number; askedAt: number; admittedAt: number; answeredAt: number }[];
  cpuMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const groupOf = (id: string) => id.split(".")[0] ?? "";

function collect(child: ChildProcess) {
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    out += chunk;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    err += chunk;
  });
  return {
    stdout: () => out,
    stderr: () => err,
    exited: new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code))),
  };
}

function startFairProxy(file: string, requests: number, windowMs: number, answerMs: [number, number]) {
  return startProxy(file, {
    requests,
    inputTokens: 1_000_000_000,
    windowMs,
    answerMs,
    streamGapMs: [5, 30],
  });
}

export async function runFairTrial(options: FairTrialOptions): Promise<FairTrialResult> {
  const hosts = new Set(options.groups.map((group) => group.host ?? 0));
  const stateDirs = new Map(
    [...hosts].map((host) => [host, mkdtempSync(join(tmpdir(), "jobai-fair-trial-"))]),
  );
  const organization = `fair-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const proxy = await startFairProxy(
    options.proxyProcess,
    options.requests,
    options.windowMs,
    options.answerMs ?? [20, 60],
  );
  const children: { child: ChildProcess; group: Group; run: ReturnType<typeof collect> }[] = [];
  try {
    const base: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      SERVICE_AGENT_ENDPOINT: proxy.url,
      SERVICE_AGENT_ACCESS_TOKEN: "fair-trial-job-token",
      SERVICE_ORGANIZATION_SLUG: organization,
      JOBAI_LIMIT_STORE: options.store,
      JOBAI_LIMIT_REQUESTS: String(options.requests),
      JOBAI_LIMIT_INPUT_TOKENS: "1000000000",
      JOBAI_LIMIT_WINDOW: String(options.windowMs),
      FAIR_LIBRARY: options.library,
      ...(options.redisUrl ? { JOBAI_REDIS_URL: options.redisUrl } : {}),
    };
    for (const group of options.groups) {
      for (let i = 0; i < group.processes; i++) {
        const child = spawn(process.execPath, [CHILD], {
          env: {
            ...base,
            JOBAI_STATE_DIR: stateDirs.get(group.host ?? 0) as string,
            ...group.env,
            FAIR_CALLS: String(group.calls),
            FAIR_NAME: `${group.name}.${i}`,
          },
          stdio: ["pipe", "pipe", "pipe"],
        });
        children.push({ child, group, run: collect(child) });
      }
    }
    const deadline = Date.now() + options.timeoutMs;
    for (const { run, group } of children) {
      while (!/^ready$/m.test(run.stdout())) {
        if (Date.now() > deadline) throw new Error(`a client of ${group.name} was not ready in time`);
        const exited = await Promise.race([run.exited.then(() => true), sleep(20).then(() => false)]);
        if (exited) throw new Error(`a client of ${group.name} exited: ${run.stdout()} ${run.stderr()}`);
      }
    }
    // Each group is told to go at its own time; the run ends when every process has.
    const goes = children.map(({ child, group }) =>
      sleep(group.startAfterMs ?? 0).then(() => child.stdin?.end("go\n")),
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        for (const { child } of children) child.kill("SIGKILL");
        reject(new Error(`the trial did not end within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
    });
    try {
      await Promise.race([Promise.all([...goes, ...children.map(({ run }) => run.exited)]), timedOut]);
    } finally {
      clearTimeout(timer);
    }
    const statuses: Record<string, Record<string, number>> = {};
    const calls: Call[] = [];
    const errors: string[] = [];
    let clientCpuMs = 0;
    for (const { run, group } of children) {
      const line = run.stdout().trim().split("\n").pop() ?? "";
      let report: ChildReport;
      try {
        report = JSON.parse(line) as ChildReport;
      } catch {
        throw new Error(
          `a client of ${group.name} printed no report: ${run.stdout()} ${run.stderr()}`.slice(0, 2000),
        );
      }
      const mine = statuses[group.name] ?? {};
      statuses[group.name] = mine;
      for (const [status, count] of Object.entries(report.statuses))
        mine[status] = (mine[status] ?? 0) + count;
      errors.push(...report.errors);
      clientCpuMs += report.cpuMs ?? 0;
      for (const send of report.sends) calls.push({ group: groupOf(send.id), ...send });
    }
    calls.sort((a, b) => a.admittedAt - b.admittedAt);
    const arrivals = ((await (await fetch(`${proxy.url}/arrivals`)).json()) as Arrival[])
      .map((a) => ({ ...a, group: groupOf(a.id) }))
      .sort((a, b) => a.at - b.at);
    return {
      calls,
      arrivals,
      statuses,
      errors,
      warnings: children.flatMap(({ run, group }) =>
        run
          .stderr()
          .split("\n")
          .filter((line) => line.trim() !== "")
          .map((line) => `${group.name}: ${line.slice(0, 300)}`),
      ),
      worst: worstWindow(arrivals, options.windowMs).count,
      clientCpuMs,
    };
  } finally {
    for (const { child } of children) if (child.exitCode === null) child.kill("SIGKILL");
    if (proxy.child.exitCode === null) {
      const exited = new Promise((resolve) => proxy.child.once("exit", resolve));
      proxy.child.kill("SIGTERM");
      await exited;
    }
    for (const dir of stateDirs.values()) rmSync(dir, { recursive: true, force: true });
  }
}
