/**
 * One trial of the zero-429 property (issue 22, item 0): a strict sliding-window proxy in its own
 * process (window-proxy-process.ts), a shared store (a state directory or a real redis-server), and
 * `processes` client processes (zero-429-child.mjs) started at once, each making `calls` calls
 * through createClient with SDK retries off, some held between admission and sending. The verdict
 * comes from the proxy's log of arrivals: the most arrivals any closed window of the proxy's clock
 * holds, which must not exceed the budget, and the 429s it answered, which must be none.
 *
 * Used by test/limit/zero-429.test.ts (a few short trials in CI) and bench/zero-429.bench.js (the
 * long run); both bundle the library and the proxy first (Node 20 runs no TypeScript).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Arrival, type WindowProxyConfig, worstWindow } from "./window-proxy.js";

const CHILD = fileURLToPath(new URL("./zero-429-child.mjs", import.meta.url));

export interface Hold {
  /** Share of the calls held long after admission. */
  share: number;
  minMs: number;
  maxMs: number;
  /** The other calls are held up to this long. */
  jitterMs: number;
}

export interface TrialOptions {
  /** src/index.ts bundled into one module. */
  library: string;
  /** window-proxy-process.ts bundled into one module. */
  proxyProcess: string;
  /** zero-429-child.mjs (default: the one beside this file; a bundle of this file must say where). */
  childScript?: string;
  store: "file" | "redis";
  /** For the redis store. */
  redisUrl?: string;
  processes: number;
  calls: number;
  /** The budget, the same for the proxy and the limiter (JOBAI_LIMIT_REQUESTS, JOBAI_LIMIT_WINDOW). */
  requests: number;
  windowMs: number;
  hold: Hold;
  streamShare: number;
  answerMs: [number, number];
  streamGapMs: [number, number];
  /** The limiter's latency allowance; default its own default. */
  latencyMs?: number;
  /** The processes must be ready within this long, then done within this long again (else it fails). */
  timeoutMs: number;
  /**
   * A fault to inject while the calls run (a Redis node killed, a failover), started with them
   * and awaited before the verdict; `organization` names the budget (its keys hold it).
   */
  midRun?: (organization: string) => Promise<void>;
  /** Variables of the clients' environment to set, or to leave out (undefined), over the trial's own. */
  env?: Record<string, string | undefined>;
}

export interface TrialResult {
  store: "file" | "redis";
  processes: number;
  /** Requests that reached the proxy. */
  arrivals: number;
  /** Of those, answered 429. */
  refused: number;
  /** The most arrivals in one closed window of the proxy's clock, and the budget. */
  worst: number;
  limit: number;
  /** The calls' outcomes as the clients saw them, by status (0: no response). */
  statuses: Record<string, number>;
  /** Errors other than 429 (none expected). */
  errors: string[];
  /** What the clients wrote on stderr (a store that failed and was replaced warns there), by line. */
  warnings: string[];
  /** From the start of the calls to the end of the last process. */
  wallMs: number;
  /** Per request: from its admission to the proxy counting it (ms). */
  admissionToArrivalMs: number[];
  /** The same less the time the client held it on purpose: what the host itself took. */
  unheldMs: number[];
  /** Per call: from the call to its admission by the limiter (ms). */
  waitedMs: number[];
  /**
   * When the proxy refused one: the requests it counted in the window before the first refusal,
   * and the refused one, with their admission, hold and first answer (ms from the start of the
   * calls), to read what went wrong.
   */
  firstRefusal?: {
    id: string;
    at: number;
    admittedAt: number;
    heldMs: number;
    answeredAt: number;
    admitted: boolean;
  }[];
}

interface ChildReport {
  statuses: Record<string, number>;
  errors: string[];
  sends: { id: string; calledAt: number; admittedAt: number; heldMs: number; answeredAt: number }[];
}

function collect(child: ChildProcess): {
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
} {
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
    exited: new Promise((resolve) => child.once("close", (code) => resolve(code))),
  };
}

/** Resolve when every client printed `ready` (its library loaded, its client made). */
async function ready(runs: { stdout: () => string; exited: Promise<number | null> }[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (const [i, run] of runs.entries()) {
    while (!/^ready$/m.test(run.stdout())) {
      if (Date.now() > deadline) throw new Error(`client p${i} was not ready within ${timeoutMs} ms`);
      const exited = await Promise.race([run.exited.then(() => true), sleep(20).then(() => false)]);
      if (exited) throw new Error(`client p${i} exited before it was ready: ${run.stdout()}`);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The strict sliding-window proxy (window-proxy-process.ts, built to `file`) in a process of its own. */
export async function startProxy(
  file: string,
  config: WindowProxyConfig,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [file], {
    env: { PATH: process.env.PATH ?? "", WINDOW_PROXY_CONFIG: JSON.stringify(config) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error("the window proxy did not start within 10 s")), 10_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk;
      const match = /^listening (\S+)$/m.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] as string);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the window proxy exited ${code}`));
    });
  });
  return { url, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

function refusalDetail(
  arrivals: Arrival[],
  sends: Map<string, ChildReport["sends"][number]>,
  windowMs: number,
  started: number,
): Pick<TrialResult, "firstRefusal"> {
  const refused = arrivals.find((a) => !a.admitted);
  if (!refused) return {};
  const rel = (t: number) => (t > 0 ? t - started : -1);
  return {
    firstRefusal: arrivals
      .filter((a) => a === refused || (a.admitted && a.at >= refused.at - windowMs && a.at <= refused.at))
      .map((a) => {
        const send = sends.get(a.id);
        return {
          id: a.id,
          at: rel(a.at),
          admittedAt: rel(send?.admittedAt ?? 0),
          heldMs: send?.heldMs ?? -1,
          answeredAt: rel(send?.answeredAt ?? 0),
          admitted: a.admitted,
        };
      }),
  };
}

export async function runTrial(options: TrialOptions): Promise<TrialResult> {
  const stateDir = mkdtempSync(join(tmpdir(), "jobai-zero-429-"));
  const organization = `zero429-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const proxy = await startProxy(options.proxyProcess, {
    requests: options.requests,
    inputTokens: 1_000_000_000,
    windowMs: options.windowMs,
    answerMs: options.answerMs,
    streamGapMs: options.streamGapMs,
  });
  const children: ChildProcess[] = [];
  try {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      SERVICE_AGENT_ENDPOINT: proxy.url,
      SERVICE_AGENT_ACCESS_TOKEN: "zero-429-job-token",
      SERVICE_ORGANIZATION_SLUG: organization,
      JOBAI_LIMIT_STORE: options.store,
      JOBAI_STATE_DIR: stateDir,
      JOBAI_LIMIT_REQUESTS: String(options.requests),
      JOBAI_LIMIT_INPUT_TOKENS: "1000000000",
      JOBAI_LIMIT_WINDOW: String(options.windowMs),
      ZERO_LIBRARY: options.library,
      ZERO_CALLS: String(options.calls),
      ZERO_STREAM_SHARE: String(options.streamShare),
      ZERO_HOLD: JSON.stringify(options.hold),
      ...(options.redisUrl ? { JOBAI_REDIS_URL: options.redisUrl } : {}),
      ...(options.latencyMs !== undefined ? { ZERO_LATENCY_MS: String(options.latencyMs) } : {}),
    };
    for (const [name, value] of Object.entries(options.env ?? {})) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
    const runs = Array.from({ length: options.processes }, (_, i) => {
      const child = spawn(process.execPath, [options.childScript ?? CHILD], {
        env: { ...env, ZERO_NAME: `p${i}` },
        stdio: ["pipe", "pipe", "pipe"],
      });
      children.push(child);
      return collect(child);
    });
    // Every client starts its calls at once, when all are ready: the run contends for the budget
    // however slowly a loaded host starts the processes (the first connection is still cold).
    await ready(runs, options.timeoutMs);
    const started = Date.now();
    for (const child of children) child.stdin?.end("go\n");
    // Settled at once (a rejection is thrown after the run, not left unhandled while it goes on).
    const fault = options.midRun?.(organization).then(
      () => undefined,
      (error: unknown) => error ?? new Error("the fault failed"),
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        for (const child of children) child.kill("SIGKILL");
        reject(new Error(`the trial did not end within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
    });
    try {
      await Promise.race([Promise.all(runs.map((run) => run.exited)), timedOut]);
    } finally {
      clearTimeout(timer);
    }
    const wallMs = Date.now() - started;
    const faultError = await fault;
    if (faultError) throw faultError;
    const reports: ChildReport[] = runs.map((run, i) => {
      const line = run.stdout().trim().split("\n").pop() ?? "";
      try {
        return JSON.parse(line) as ChildReport;
      } catch {
        throw new Error(`client p${i} printed no report: ${run.stdout()} ${run.stderr()}`.slice(0, 2000));
      }
    });
    const arrivals = (await (await fetch(`${proxy.url}/arrivals`)).json()) as Arrival[];
    const statuses: Record<string, number> = {};
    const sends = new Map<string, ChildReport["sends"][number]>();
    for (const report of reports) {
      for (const [status, count] of Object.entries(report.statuses))
        statuses[status] = (statuses[status] ?? 0) + count;
      for (const send of report.sends) sends.set(send.id, send);
    }
    const timed = arrivals.flatMap((a) => {
      const send = sends.get(a.id);
      return send ? [{ a, send }] : [];
    });
    return {
      store: options.store,
      processes: options.processes,
      arrivals: arrivals.length,
      refused: arrivals.filter((a) => !a.admitted).length,
      worst: worstWindow(arrivals, options.windowMs).count,
      limit: options.requests,
      statuses,
      errors: reports.flatMap((r) => r.errors),
      warnings: runs.flatMap((run, i) =>
        run
          .stderr()
          .split("\n")
          .filter((line) => line.trim() !== "")
          .map((line) => `p${i}: ${line.slice(0, 300)}`),
      ),
      wallMs,
      admissionToArrivalMs: timed.map(({ a, send }) => a.at - send.admittedAt),
      unheldMs: timed.map(({ a, send }) => a.at - send.admittedAt - send.heldMs),
      waitedMs: [...sends.values()].map((send) => send.admittedAt - send.calledAt),
      ...refusalDetail(arrivals, sends, options.windowMs, started),
    };
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await stop(proxy.child);
    rmSync(stateDir, { recursive: true, force: true });
  }
}
