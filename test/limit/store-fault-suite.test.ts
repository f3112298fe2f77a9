/**
 * The fault suite of issue 23: 16 real client processes (bench/limiter-worker.js: the real SDK and
 * limitMiddleware, each its own node process) saturate the emulator's sliding-window proxy through
 * one shared store, a file store or a real redis-server, while one fault strikes mid-run: Redis out
 * of memory, turned read-only, killed, or stopped (slow), the state directory's tmpfs full or the
 * state directory removed, a retry-after of a day. For each: no process hangs, the proxy refuses
 * no more requests than in the same run without the fault (the control), and the processes' one
 * warning names what happened.
 *
 * Slow on purpose (16 processes per run, 2 cores): about 3 minutes. The figures are printed as a
 * table (README, Under faults). The tmpfs case needs `mount -t tmpfs` (root, and a kernel that
 * allows it): elsewhere it is skipped, saying why.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { limiterBundle } from "./helpers/limiter-bundle.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

const PROCESSES = 16;
/** The proxy's budget and the limiter's: 20 requests in any 2 s. */
const LIMITS = { requests: 20, inputTokens: 10_000_000, windowMs: 2000 };
/** Requests per process: 16 x 5 = 80, four windows' worth at least. */
const PER_PROCESS = 5;
/**
 * A process still running this long after its start is hung: it stops starting requests after
 * DEADLINE_MS, and a run takes 10 to 60 s on a 2-core host at load 20 to 60. A hang of the kind
 * this suite looks for lasts a day (a retry-after) or for ever (a store that never takes writes).
 */
const DEADLINE_MS = 60_000;
const GRACE_MS = 120_000;
/** The fault strikes once the proxy has accepted this many, and lasts this long. */
const STRIKE_AT = 15;
const HOLD_MS = Number(process.env.SUITE_HOLD_MS ?? 3000);

const WORKER = new URL("../../bench/limiter-worker.js", import.meta.url).pathname;
const HANG_REPORT = new URL("./helpers/hang-report.cjs", import.meta.url).pathname;
const ROOT = new URL("../..", import.meta.url).pathname;

interface Outcome {
  ok: number;
  failed: number;
  hung: boolean;
  stderr: string;
}

function runWorker(env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(process.execPath, ["--require", HANG_REPORT, WORKER], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk;
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      err += chunk;
    });
    let hung = false;
    const timer = setTimeout(() => {
      hung = true;
      // What keeps it alive, then the end of it.
      child.kill("SIGUSR2");
      setTimeout(() => child.kill("SIGKILL"), 1000);
    }, DEADLINE_MS + GRACE_MS);
    child.once("close", () => {
      clearTimeout(timer);
      const line = out.trim().split("\n").at(-1);
      let result = { ok: 0, failed: 0 };
      try {
        if (line) result = JSON.parse(line);
      } catch {}
      resolve({ ok: result.ok, failed: result.failed, hung, stderr: err });
    });
  });
}

/** A proxy in front of the emulator's that answers `inject` for the next requests it is armed for. */
async function startHostileProxy(upstream: string) {
  const pending: { status: number; headers: Record<string, string> }[] = [];
  const target = new URL(upstream);
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const injected = req.url?.includes("/v1/messages") ? pending.shift() : undefined;
    if (injected) {
      req.resume();
      const type = injected.status === 529 ? "overloaded_error" : "rate_limit_error";
      res.writeHead(injected.status, { "content-type": "application/json", ...injected.headers });
      res.end(JSON.stringify({ type: "error", error: { type, message: type } }));
      return;
    }
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: `${target.pathname.replace(/\/$/, "")}${req.url}`,
        headers: { ...req.headers, host: target.host },
      },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    arm: (...responses: { status: number; headers: Record<string, string> }[]) => pending.push(...responses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Scenario {
  name: string;
  store: "file" | "redis";
  /** Strike, wait, lift; `t` holds what the run was given. */
  fault?: (t: RunContext) => Promise<void>;
  /** What the processes' warnings must say (at least one process), or nothing for the control. */
  says?: RegExp;
}

interface RunContext {
  emulator: StartedEmulator;
  redis: RedisServer | undefined;
  stateDir: string;
  hostile?: Awaited<ReturnType<typeof startHostileProxy>>;
}

interface Figures {
  scenario: string;
  processes: number;
  hung: number;
  accepted: number;
  "429s": number;
  failed: number;
  "fall-back warnings": number;
  "rejoin warnings": number;
  said: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait (bounded) until the proxy has accepted `count` requests: "mid-run", however loaded the host. */
async function midRun(emulator: StartedEmulator, count = STRIKE_AT): Promise<void> {
  const until = Date.now() + DEADLINE_MS;
  while (emulator.proxy.counters().accepted < count && Date.now() < until) await sleep(20);
}

/**
 * Wait (bounded) until every process has sent a request: each has then used the state directory.
 * A process whose first decision comes after the directory is gone, before one that used it has
 * made it again, finds an empty directory that nothing marks as lost (README, Under faults): on a
 * loaded host some of the 16 are still loading their modules when 15 requests are in.
 */
async function everyProcessIn(emulator: StartedEmulator): Promise<void> {
  const until = Date.now() + DEADLINE_MS;
  const senders = () =>
    new Set(
      emulator.traffic
        .filter((t) => t.surface === "proxy" && t.path.includes("/v1/messages"))
        .map((t) => /\((\d+)-\d+\)/.exec(JSON.stringify(t.body))?.[1]),
    ).size;
  while (senders() < PROCESSES && Date.now() < until) await sleep(20);
}

function redisCli(redis: RedisServer, ...args: string[]): Promise<unknown> {
  const client = new Redis(redis.url, { maxRetriesPerRequest: 0 });
  return client.call(args[0] as string, ...args.slice(1)).finally(() => client.disconnect());
}

let module = "";
const figures: Figures[] = [];

async function run(
  scenario: Scenario,
  stateDir = mkdtempSync(join(tmpdir(), "jobai-suite-")),
): Promise<Figures> {
  const redis = scenario.store === "redis" ? await startRedis() : undefined;
  const emulator = await startEmulator({ limits: { ...LIMITS, model: "sliding" } });
  const hostile = scenario.name.includes("retry-after")
    ? await startHostileProxy(emulator.proxyUrl)
    : undefined;
  const t: RunContext = { emulator, redis, stateDir, ...(hostile ? { hostile } : {}) };
  try {
    const env: Record<string, string> = {
      JOBAI_LIMIT_MODULE: module,
      JOBAI_LIMIT_STORE: scenario.store,
      JOBAI_STATE_DIR: stateDir,
      ...(redis ? { JOBAI_REDIS_URL: redis.url } : {}),
      JOBAI_LIMIT_REQUESTS: String(LIMITS.requests),
      JOBAI_LIMIT_INPUT_TOKENS: String(LIMITS.inputTokens),
      JOBAI_LIMIT_WINDOW: String(LIMITS.windowMs),
      SERVICE_ORGANIZATION_SLUG: "acme",
      WORKER_BASE_URL: hostile?.url ?? emulator.proxyUrl,
      WORKER_JOB_TOKEN: emulator.jobToken,
      WORKER_COUNT: String(PER_PROCESS),
      WORKER_CONCURRENCY: "1",
      WORKER_DEADLINE_MS: String(DEADLINE_MS),
      WORKER_MAX_RETRIES: "4",
      // Each grant and warning as a TRACE line on stderr: what a run with a 429 prints (rejectionReport).
      WORKER_TRACE: "1",
      ...(process.env.WORKER_LATENCY_MS ? { WORKER_LATENCY_MS: process.env.WORKER_LATENCY_MS } : {}),
    };
    const workers = Promise.all(Array.from({ length: PROCESSES }, () => runWorker(env)));
    await scenario.fault?.(t);
    const outcomes = await workers;
    const stderr = outcomes.map((o) => o.stderr).join("\n");
    // What the processes said, without WORKER_TRACE's lines (each repeats a warning as JSON).
    const said = stderr
      .split("\n")
      .filter((line) => !line.startsWith("TRACE "))
      .join("\n");
    const saying = scenario.says ? (said.match(scenario.says)?.[0] ?? "(nothing)") : "";
    const row: Figures = {
      scenario: scenario.name,
      processes: PROCESSES,
      hung: outcomes.filter((o) => o.hung).length,
      accepted: emulator.proxy.counters().accepted,
      "429s": emulator.proxy.counters().rejected,
      failed: outcomes.reduce((sum, o) => sum + o.failed, 0),
      "fall-back warnings": (said.match(/limiter store failed/g) ?? []).length,
      "rejoin warnings": (said.match(/limiter store takes writes again/g) ?? []).length,
      said: saying,
    };
    figures.push(row);
    if (process.env.SUITE_DEBUG) console.error(scenario.name, stderr.slice(0, 4000));
    // SUITE_TRACE_DIR=DIR (with WORKER_TRACE=1): each run's whole stderr and the proxy's traffic
    // (arrival, status, body text naming the process) in DIR, to line grants up with arrivals.
    const traceDir = process.env.SUITE_TRACE_DIR;
    if (traceDir) {
      const name = scenario.name.replace(/[^a-z0-9]+/gi, "-");
      writeFileSync(join(traceDir, `${name}.stderr`), stderr);
      const arrivals = emulator.traffic
        .filter((t) => t.surface === "proxy" && t.path.includes("/v1/messages"))
        .map((t) => ({ at: t.at, status: t.status, body: JSON.stringify(t.body).slice(-40) }));
      writeFileSync(join(traceDir, `${name}.traffic.json`), JSON.stringify(arrivals));
    }
    if (row["429s"] > 0) console.error(rejectionReport(scenario.name, emulator, stderr));
    for (const hung of outcomes.filter((o) => o.hung))
      console.error(`${scenario.name}: hung: ${hung.stderr.slice(-3000)}`);
    return row;
  } finally {
    await hostile?.close();
    await emulator.close();
    // The one running now: a restart (the kill case) replaced the first.
    await (t.redis ?? redis)?.stop();
  }
}

/**
 * What led to each 429 of a run, for the log of a run that failed (CI's included): the proxy's
 * arrivals in the window before it (process-request, status, how long after its grant it arrived)
 * and the store warnings of that time, in ms from the run's first arrival.
 */
function rejectionReport(name: string, emulator: StartedEmulator, stderr: string): string {
  const traced = stderr
    .split("\n")
    .filter((line) => line.startsWith("TRACE "))
    .map((line) => {
      try {
        return JSON.parse(line.slice(6)) as { t: number; pid: number; grant?: number; warn?: string };
      } catch {
        return undefined;
      }
    })
    .filter((event) => event !== undefined);
  const arrivals = emulator.traffic
    .filter((t) => t.surface === "proxy" && t.path.includes("/v1/messages"))
    .map((t) => ({ at: t.at, status: t.status, who: /\((\d+)-(\d+)\)/.exec(JSON.stringify(t.body)) }));
  const start = arrivals[0]?.at ?? 0;
  const ms = (at: number) => String(at - start).padStart(6);
  const lines = [`${name}: ${arrivals.filter((a) => a.status === 429).length} 429s; the window before each:`];
  for (const refused of arrivals.filter((a) => a.status === 429)) {
    const from = refused.at - LIMITS.windowMs - 500;
    lines.push(`-- 429 at ${ms(refused.at)}`);
    for (const a of arrivals.filter((a) => a.at >= from && a.at <= refused.at)) {
      const pid = Number(a.who?.[1]);
      const grant = traced
        .filter((e) => e.pid === pid && e.grant !== undefined && (e.grant as number) <= a.at)
        .at(-1)?.grant;
      lines.push(
        `${ms(a.at)} ${a.status} ${a.who?.[1]}-${a.who?.[2]} granted ${grant ? a.at - grant : "?"} ms before`,
      );
    }
    for (const e of traced.filter((e) => e.warn && e.t >= from - 12_000 && e.t <= refused.at))
      lines.push(`${ms(e.t)} warn ${e.pid}: ${e.warn?.slice(0, 90)}`);
  }
  return lines.join("\n");
}

/** Whether tmpfs can be mounted here (root, and a kernel and container that allow it). */
function tmpfsMountable(): string | undefined {
  const probe = mkdtempSync(join(tmpdir(), "jobai-suite-mount-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return undefined;
  } catch {
    return "mount -t tmpfs is not permitted here (needs root and a kernel that allows it)";
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  module = await limiterBundle();
});
afterAll(() => {
  if (figures.length > 0) console.log(`\n${JSON.stringify(figures, null, 1)}`);
});

const controls: Partial<Record<"file" | "redis", Figures>> = {};

/** The criteria of every fault run, against its store's control run. */
function judge(row: Figures, store: "file" | "redis", says: RegExp | undefined) {
  expect(row.hung).toBe(0);
  expect(row["429s"]).toBeLessThanOrEqual(controls[store]?.["429s"] ?? 0);
  if (says) expect(row.said).toMatch(says);
  // One warning on fall-back and one on rejoin per process at most, not hundreds.
  expect(row["fall-back warnings"]).toBeLessThanOrEqual(PROCESSES);
  expect(row["rejoin warnings"]).toBeLessThanOrEqual(PROCESSES);
}

const redisFaults: Scenario[] = [
  {
    name: "Redis out of memory (OOM) for 3 s",
    store: "redis",
    says: /out of memory \(OOM: maxmemory reached\)/,
    async fault(t) {
      await midRun(t.emulator);
      await redisCli(t.redis as RedisServer, "CONFIG", "SET", "maxmemory", "1");
      await sleep(HOLD_MS);
      await redisCli(t.redis as RedisServer, "CONFIG", "SET", "maxmemory", "0");
    },
  },
  {
    name: "Redis turned read-only (READONLY) for 3 s",
    store: "redis",
    says: /read-only replica \(READONLY\)/,
    async fault(t) {
      await midRun(t.emulator);
      // A replica of a master that is not there: it keeps its data and refuses writes.
      await redisCli(t.redis as RedisServer, "REPLICAOF", "127.0.0.1", "1");
      await sleep(HOLD_MS);
      await redisCli(t.redis as RedisServer, "REPLICAOF", "NO", "ONE");
    },
  },
  {
    name: "Redis down (kill -9) for 3 s, restarted empty",
    store: "redis",
    says: /nothing accepts connections there|the connection was lost/,
    async fault(t) {
      await midRun(t.emulator);
      const port = (t.redis as RedisServer).port;
      await (t.redis as RedisServer).stop();
      await sleep(HOLD_MS);
      t.redis = await startRedis(port);
    },
  },
  {
    name: "Redis slow (stopped with SIGSTOP) for 3 s",
    store: "redis",
    says: /no answer within 2000 ms/,
    async fault(t) {
      await midRun(t.emulator);
      const info = String(await redisCli(t.redis as RedisServer, "INFO", "server"));
      const serverPid = Number(/process_id:(\d+)/.exec(info)?.[1]);
      process.kill(serverPid, "SIGSTOP");
      await sleep(HOLD_MS);
      process.kill(serverPid, "SIGCONT");
    },
  },
];

/**
 * A trial (npm run test:trials; JOBAI_FAULT_SUITE=0 skips it): 3 to 4 minutes on a 2-core machine. It was
 * opt-in while a process that had not been granted yet could fall back without counting the
 * window it shared (1 to 6 429s in one run of four); docs/limits.md, Under faults, has the figures.
 */
describe.skipIf(process.env.JOBAI_FAULT_SUITE === "0")(
  "16 processes through one store, one fault mid-run",
  () => {
    test("control runs (no fault): the 429s every fault run is held to", async () => {
      controls.file = await run({ name: "control, file store", store: "file" });
      controls.redis = await run({ name: "control, redis store", store: "redis" });
      for (const row of Object.values(controls)) expect(row?.hung).toBe(0);
    }, 300_000);

    test.each(redisFaults)("$name", async (scenario) => {
      const row = await run(scenario);
      judge(row, "redis", scenario.says);
    }, 300_000);

    const unmountable = tmpfsMountable();
    test.skipIf(unmountable !== undefined)(
      `the state directory's tmpfs full for 3 s${unmountable ? ` (skipped: ${unmountable})` : ""}`,
      async () => {
        const mountPoint = mkdtempSync(join(tmpdir(), "jobai-suite-tmpfs-"));
        execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m,mode=0700", "tmpfs", mountPoint]);
        const stateDir = join(mountPoint, "state");
        mkdirSync(stateDir, { mode: 0o700 });
        try {
          const says = /cannot be written: its filesystem is full \(ENOSPC\)/;
          const row = await run(
            {
              name: "the state directory's tmpfs full for 3 s",
              store: "file",
              says,
              async fault(t) {
                await midRun(t.emulator);
                // Fill what is left: dd stops at ENOSPC (and exits 1, which is the point).
                try {
                  execFileSync("dd", ["if=/dev/zero", `of=${join(mountPoint, "fill")}`, "bs=64k"], {
                    stdio: "ignore",
                  });
                } catch {}
                await sleep(HOLD_MS);
                rmSync(join(mountPoint, "fill"), { force: true });
              },
            },
            stateDir,
          );
          judge(row, "file", says);
        } finally {
          execFileSync("umount", ["-l", mountPoint]);
          rmSync(mountPoint, { recursive: true, force: true });
        }
      },
      300_000,
    );

    test("the state directory removed mid-run", async () => {
      const says = /state directory .* was removed while in use: made it again/;
      const row = await run({
        name: "the state directory removed mid-run",
        store: "file",
        says,
        async fault(t) {
          await midRun(t.emulator);
          await everyProcessIn(t.emulator);
          // Gone at once, as a cleaner's rename-and-delete or a lost mount leaves it. (Deleting in
          // place while the processes write into it, then again once they made it anew, also
          // removes what they put back: a process whose first request comes between that second
          // removal and their next decision finds an empty window no process can know was full;
          // README, Under faults.)
          const gone = `${t.stateDir}.gone`;
          renameSync(t.stateDir, gone);
          rmSync(gone, { recursive: true, force: true });
        },
      });
      judge(row, "file", says);
    }, 300_000);

    test("a retry-after of a day (a 529 and a 429 mid-run)", async () => {
      const says = /retry-after of 86400 s: pausing 2 s \(one window\) at most|retry-after of 99999999999 s/;
      const row = await run({
        name: "retry-after: 86400 (529) and 99999999999 (429) mid-run",
        store: "file",
        says,
        async fault(t) {
          await midRun(t.emulator);
          t.hostile?.arm(
            { status: 529, headers: { "retry-after": "86400" } },
            { status: 429, headers: { "retry-after": "99999999999" } },
          );
        },
      });
      judge(row, "file", says);
    }, 300_000);
  },
);
