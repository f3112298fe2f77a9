// The limiter under load, side by side in one run: 8 client processes (bench/limiter-worker.js, each
// with 2 calls in flight) saturate the emulator's proxy in sliding-window mode on a short window.
//   bare        the SDK alone, with its default retries (2)
//   bottleneck  bottleneck per process, as its docs suggest for N per minute: a reservoir of N/8
//               refreshed every window, minTime spreading them (each process can only know its share)
//   memory      jobai, memory store: each process limits only itself
//   file        jobai, file store: one window for the host
//   redis       jobai, redis store: one window for every host
// For each: accepted per window as a share of the budget (over the first full windows of the run),
// slot reuse (each slot's wait between leaving the proxy's window and its next request, below), 429s
// seen by the proxy, calls that failed. Then the acquire overhead per store, uncontended.
// BENCH_LIMIT_BASELINE=<git ref> adds the file and redis rows of the limiter as that commit had it,
// in the same run (bench/lib.js, buildAtRef). Writes bench/results/limiter.json.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildAtRef, printTable, startRedis, summarize, writeResults } from "./lib.js";
import { buildModule } from "./limiter-build.js";

const PROCESSES = 8;
const CONCURRENCY = 2;
const REQUESTS = Number(process.env.BENCH_LIMIT_REQUESTS ?? 30);
const WINDOW_MS = Number(process.env.BENCH_LIMIT_WINDOW_MS ?? 3000);
const WINDOWS = Number(process.env.BENCH_LIMIT_WINDOWS ?? 5);
const WORKER = fileURLToPath(new URL("limiter-worker.js", import.meta.url));
const ROOT = fileURLToPath(new URL("..", import.meta.url));

const limitModule = await buildModule("limit/index");
const { startEmulator } = await import(await buildModule("emulator/index"));
const limit = await import(limitModule);
const baselineRef = process.env.BENCH_LIMIT_BASELINE;
const baseline = baselineRef ? await buildAtRef(baselineRef, "src/limit/index.ts") : undefined;

/**
 * Slot reuse of a requests-bound run: the k-th accepted request (in the proxy's arrival order) could
 * have come 1 ms after the (k - budget)-th left the proxy's window; the mean of how much later it
 * came is each slot's idle time per turn, and window / (window + that) the share of the slots used.
 * Finer than "budget used", which counts whole requests in the first windows.
 */
function slotReuse(arrivals, requests, from, to) {
  const gaps = [];
  for (let k = requests; k < arrivals.length; k++) {
    if (arrivals[k] < from || arrivals[k] >= to) continue;
    gaps.push(arrivals[k] - (arrivals[k - requests] + WINDOW_MS + 1));
  }
  if (gaps.length === 0) return { reuse: undefined, gapMs: undefined };
  const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
  return { reuse: Math.round((WINDOW_MS / (WINDOW_MS + mean)) * 1000) / 10, gapMs: Math.round(mean) };
}

function runWorker(env, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [WORKER], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      const warnings = err.split("\n").filter((line) => line.startsWith("jobai warn"));
      try {
        resolve({ ...JSON.parse(out.trim().split("\n").at(-1)), warnings });
      } catch {
        resolve({
          ok: 0,
          failed: 0,
          rateLimited: 0,
          statuses: { [`exit ${code}`]: 1 },
          acquireMs: [],
          error: err.slice(-500),
        });
      }
    });
  });
}

/** The token-bound runs: a budget of counted input tokens that binds long before the request one. */
const TOKENS = Number(process.env.BENCH_LIMIT_TOKENS ?? 6000);
const TOKEN_TEXT =
  "The build failed in the integration step; explain the first error and suggest a fix. ".repeat(3);

async function scenario(name, mode, extraEnv, bound = "requests", module = limitModule) {
  const budget =
    bound === "requests"
      ? { requests: REQUESTS, inputTokens: 1_000_000_000 }
      : { requests: 1_000_000, inputTokens: TOKENS };
  const emulator = await startEmulator({ limits: { ...budget, windowMs: WINDOW_MS, model: "sliding" } });
  // Load lasts two windows past the measured ones, so slow starts never leave a measured window idle.
  const durationMs = (WINDOWS + 2) * WINDOW_MS;
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? "/tmp",
    WORKER_MODE: mode,
    WORKER_BASE_URL: emulator.proxyUrl,
    WORKER_JOB_TOKEN: emulator.jobToken,
    WORKER_COUNT: "100000",
    WORKER_CONCURRENCY: String(CONCURRENCY),
    WORKER_DEADLINE_MS: String(durationMs),
    WORKER_WINDOW_MS: String(WINDOW_MS),
    WORKER_PROCESSES: String(PROCESSES),
    JOBAI_LIMIT_MODULE: module,
    JOBAI_LIMIT_REQUESTS: String(budget.requests),
    JOBAI_LIMIT_INPUT_TOKENS: String(budget.inputTokens),
    ...(bound === "tokens" ? { WORKER_TEXT: TOKEN_TEXT } : {}),
    JOBAI_LIMIT_WINDOW: String(WINDOW_MS),
    SERVICE_ORGANIZATION_SLUG: `bench-${name}-${Date.now()}`,
    ...extraEnv,
  };
  try {
    const results = await Promise.all(
      Array.from({ length: PROCESSES }, () => runWorker(env, durationMs + 6 * WINDOW_MS + 20_000)),
    );
    const proxy = emulator.traffic.filter((r) => r.surface === "proxy");
    if (process.env.WORKER_DEBUG) {
      for (const bad of proxy.filter((r) => r.status === 429)) {
        console.log("429 at", bad.at, "decided", bad.headers["x-debug-at"]);
        for (const r of proxy.filter((x) => x.at >= bad.at - WINDOW_MS && x.at <= bad.at && x.status === 200))
          console.log("   ok at", r.at, "decided", r.headers["x-debug-at"], "age", bad.at - r.at);
      }
    }
    const accepted = proxy.filter((r) => r.status < 400 || r.status >= 500);
    // What the binding budget counts: one per request, or the counted input tokens charged.
    const weight = (r) => (bound === "requests" ? 1 : (r.countedInputTokens ?? 0));
    const t0 = Math.min(...accepted.map((r) => r.at));
    const sumIn = (from, to) =>
      accepted.filter((r) => r.at >= from && r.at < to).reduce((sum, r) => sum + weight(r), 0);
    const perWindow = [];
    for (let i = 0; i < WINDOWS; i++) perWindow.push(sumIn(t0 + i * WINDOW_MS, t0 + (i + 1) * WINDOW_MS));
    const limitPerWindow = bound === "requests" ? REQUESTS : TOKENS;
    const reuse =
      bound === "requests"
        ? slotReuse(
            accepted.map((r) => r.at).sort((a, b) => a - b),
            REQUESTS,
            t0,
            t0 + WINDOWS * WINDOW_MS,
          )
        : { reuse: undefined, gapMs: undefined };
    return {
      client: name,
      bound,
      "budget used":
        Math.round((sumIn(t0, t0 + WINDOWS * WINDOW_MS) / (WINDOWS * limitPerWindow)) * 1000) / 10,
      "per window": perWindow.join(" "),
      "slot reuse": reuse.reuse ?? "",
      "idle ms per turn": reuse.gapMs ?? "",
      accepted: emulator.proxy.counters().accepted,
      "429s": emulator.proxy.counters().rejected,
      "failed calls": results.reduce((s, r) => s + r.failed, 0),
      "ok calls": results.reduce((s, r) => s + r.ok, 0),
      errors: [...new Set(results.flatMap((r) => Object.keys(r.statuses ?? {})))].join(" "),
      warnings: [...new Set(results.flatMap((r) => r.warnings ?? []))],
    };
  } finally {
    await emulator.close();
  }
}

/**
 * Acquire + settle, never waiting (a budget far above what is sent): the store's own cost. The
 * window is 50 ms so the log holds about as many entries as a saturated window of 50 requests
 * would (the state's size, not the budget, sets the cost of a decision).
 */
async function overhead(storeName, extra) {
  const limiter = limit.createLimiter({
    store: storeName,
    requests: 1_000_000,
    inputTokens: 1_000_000_000,
    window: 50,
    marginMs: 5,
    latencyMs: 0,
    env: { SERVICE_ORGANIZATION_SLUG: `overhead-${Date.now()}` },
    ...extra,
  });
  const samples = [];
  for (let i = 0; i < 2200; i++) {
    const started = performance.now();
    const reservation = await limiter.acquire({ requests: 1, inputTokens: 100 });
    const ms = performance.now() - started;
    await reservation.settle({ requests: 1, inputTokens: 90 });
    if (i >= 200) samples.push(ms);
  }
  await limiter.close();
  const s = summarize(samples);
  return {
    store: storeName,
    runs: s.runs,
    "median µs": Math.round(s.median * 1000),
    "p99 µs": Math.round(s.p99 * 1000),
  };
}

const redis = await startRedis();
const stateDir = mkdtempSync(join(tmpdir(), "jobai-limiter-bench-state-"));
console.log(
  `${PROCESSES} processes x ${CONCURRENCY} calls in flight; proxy: sliding window, ${REQUESTS} requests (token-bound: ${TOKENS} counted input tokens) per ${WINDOW_MS} ms; measured over ${WINDOWS} windows`,
);
const rows = [];
try {
  const only = process.env.BENCH_LIMIT_ONLY;
  if (!only) {
    rows.push(await scenario("bare SDK (2 retries)", "bare", {}));
    rows.push(await scenario("bottleneck (per process)", "bottleneck", {}));
    rows.push(await scenario("jobai memory", "jobai", { JOBAI_LIMIT_STORE: "memory" }));
  }
  const file = { JOBAI_LIMIT_STORE: "file", JOBAI_STATE_DIR: stateDir };
  const shared = redis ? { JOBAI_LIMIT_STORE: "redis", JOBAI_REDIS_URL: redis.url } : undefined;
  if (baseline) {
    const before = `at ${baseline.sha}`;
    rows.push(await scenario(`jobai file ${before}`, "jobai", file, "requests", baseline.module));
    if (shared)
      rows.push(await scenario(`jobai redis ${before}`, "jobai", shared, "requests", baseline.module));
  }
  rows.push(await scenario("jobai file", "jobai", file));
  if (shared) rows.push(await scenario("jobai redis", "jobai", shared));
  rows.push(await scenario("jobai file", "jobai", file, "tokens"));
  if (shared) rows.push(await scenario("jobai redis", "jobai", shared, "tokens"));
  const columns = [
    "client",
    "bound",
    "budget used",
    "per window",
    "slot reuse",
    "idle ms per turn",
    "accepted",
    "429s",
    "failed calls",
    "ok calls",
  ];
  printTable(rows, [...columns, "errors"]);
  for (const row of rows) for (const warning of row.warnings) console.log(`${row.client}: ${warning}`);

  const costs = [await overhead("memory", {}), await overhead("file", { stateDir })];
  if (redis) costs.push(await overhead("redis", { redisUrl: redis.url }));
  console.log(
    "\nacquire overhead, uncontended (acquire that never waits, ~50 entries in the log; 2000 samples after 200 warm-up)",
  );
  printTable(costs);
  writeResults("limiter", {
    setup: {
      processes: PROCESSES,
      concurrency: CONCURRENCY,
      requests: REQUESTS,
      tokenBoundInputTokens: TOKENS,
      windowMs: WINDOW_MS,
      windows: WINDOWS,
      ...(baseline ? { baseline: baseline.sha } : {}),
    },
    load: rows,
    acquireOverhead: costs,
    note: "budget used: accepted by the proxy in the first full windows / (windows x budget); slot reuse: window / (window + mean idle time of a slot between leaving the proxy's window and its next request)",
  });
} finally {
  redis?.stop();
}
