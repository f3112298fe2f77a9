// The zero-429 property, long version (issue 22, item 0; the short one is test/limit/zero-429.test.ts).
// Each run starts a strict sliding-window proxy in its own process (10 requests per 3 s, answers
// 20-60 ms after arrival) and 8 or 16 client processes (alternating; 8 x 8 or 16 x 4 calls, a third
// of them streamed, all started at once when every process is ready), which share the file store
// or a real redis-server through createClient, SDK retries off. A fifth of the calls are held
// 0-2.5 s between admission and sending (a loaded host, a cold process; the allowance is 2 s), the
// rest up to 20 ms. Verdict per run, from the proxy's own log: the most arrivals in one closed
// window (must be <= 10) and the 429s it answered (must be 0). Also shown: how long the host itself
// took from admission to arrival (less the hold), the figure the latency allowance must cover.
//   BENCH_ZERO429_RUNS        runs per store (default 50)
//   BENCH_ZERO429_STORES      comma-separated (default file,redis)
//   BENCH_ZERO429_LATENCY_MS  the limiter's latency allowance (default: its own default)
// Prints one line per run and a table per store; writes bench/results/zero-429.json.
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildModule } from "../scripts/esbuild-node.js";
import { percentile, printTable, writeResults } from "./lib.js";

const RUNS = Number(process.env.BENCH_ZERO429_RUNS ?? 50);
const STORES = (process.env.BENCH_ZERO429_STORES ?? "file,redis").split(",").filter(Boolean);
const LATENCY_MS = process.env.BENCH_ZERO429_LATENCY_MS
  ? Number(process.env.BENCH_ZERO429_LATENCY_MS)
  : undefined;
const REQUESTS = 10;
const WINDOW_MS = 3000;
const helper = (name) => `test/limit/helpers/${name}`;

const out = mkdtempSync(join(tmpdir(), "jobai-zero-429-bench-"));
const [library, proxyProcess, trialModule] = await Promise.all([
  buildModule("src/index.ts", join(out, "jobai.mjs")),
  buildModule(helper("window-proxy-process.ts"), join(out, "window-proxy.mjs")),
  buildModule(helper("zero-429-trial.ts"), join(out, "trial.mjs")),
  buildModule(helper("redis-server.ts"), join(out, "redis-server.mjs")),
]);
const { runTrial } = await import(trialModule);
const { startRedis } = await import(join(out, "redis-server.mjs"));
const childScript = fileURLToPath(new URL(`../${helper("zero-429-child.mjs")}`, import.meta.url));

const results = {};
for (const store of STORES) {
  const redis = store === "redis" ? await startRedis() : undefined;
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const processes = i % 2 === 0 ? 8 : 16;
      const load = Math.round(loadavg()[0] * 10) / 10;
      const run = await runTrial({
        library,
        proxyProcess,
        childScript,
        store,
        ...(redis ? { redisUrl: redis.url } : {}),
        processes,
        calls: 64 / processes,
        requests: REQUESTS,
        windowMs: WINDOW_MS,
        hold: { share: 0.2, minMs: 0, maxMs: 2500, jitterMs: 20 },
        streamShare: 1 / 3,
        answerMs: [20, 60],
        streamGapMs: [5, 30],
        ...(LATENCY_MS !== undefined ? { latencyMs: LATENCY_MS } : {}),
        timeoutMs: 90_000,
      });
      const late = [...run.admissionToArrivalMs].sort((a, b) => a - b);
      const unheld = [...run.unheldMs].sort((a, b) => a - b);
      runs.push({
        ...run,
        load,
        lateMax: late.at(-1) ?? 0,
        unheldMax: unheld.at(-1) ?? 0,
        unheldP99: percentile(unheld, 99),
      });
      if (run.firstRefusal && process.env.BENCH_ZERO429_DEBUG) console.log(JSON.stringify(run.firstRefusal));
      console.log(
        `${store} run ${i + 1}/${RUNS} (load ${load}): ${processes} processes, ${run.arrivals} arrivals, worst window ${run.worst}/${run.limit}, ${run.refused} refused, wall ${(run.wallMs / 1000).toFixed(1)} s, admission to arrival max ${late.at(-1)} ms (less the hold: ${unheld.at(-1)} ms)${run.warnings.length ? `, FAILED OVER: ${run.warnings[0]}` : ""}${run.errors.length ? `, errors: ${run.errors.join(" | ")}` : ""}`,
      );
    }
  } finally {
    await redis?.stop();
  }
  const violated = (r) => r.worst > r.limit || r.refused > 0;
  const failedOver = (r) => r.warnings.length > 0;
  const violations = runs.filter(violated).length;
  const walls = runs.map((r) => r.wallMs).sort((a, b) => a - b);
  const unheldMax = runs.map((r) => r.unheldMax).sort((a, b) => a - b);
  results[store] = {
    runs: runs.length,
    violations,
    // A run in which a process's store failed over (e.g. a Redis command past its 2 s timeout on an
    // overloaded host) tests the fallback, not this property: counted apart, and their violations.
    failedOver: runs.filter(failedOver).length,
    violationsWithoutFailover: runs.filter((r) => violated(r) && !failedOver(r)).length,
    refused: runs.reduce((sum, r) => sum + r.refused, 0),
    worstWindow: Math.max(...runs.map((r) => r.worst)),
    errors: runs.reduce((sum, r) => sum + r.errors.length, 0),
    wallMedianMs: percentile(walls, 50),
    unheldMaxMedianMs: percentile(unheldMax, 50),
    unheldMaxMs: unheldMax.at(-1),
    perRun: runs.map(({ admissionToArrivalMs: _all, unheldMs: _unheld, waitedMs: _waited, ...rest }) => rest),
  };
}

console.log("");
printTable(
  STORES.map((store) => ({
    store,
    runs: results[store].runs,
    "runs with a violation": results[store].violations,
    "of them without a failover": results[store].violationsWithoutFailover,
    "runs with a failover": results[store].failedOver,
    "429s": results[store].refused,
    "worst window": `${results[store].worstWindow}/${REQUESTS}`,
    errors: results[store].errors,
    "wall median s": results[store].wallMedianMs / 1000,
    "host's admission->arrival max ms (median run, worst run)": `${results[store].unheldMaxMedianMs}, ${results[store].unheldMaxMs}`,
  })),
);
writeResults("zero-429", {
  budget: { requests: REQUESTS, windowMs: WINDOW_MS },
  latencyMs: LATENCY_MS ?? "default",
  results,
});
process.exit(Object.values(results).some((r) => r.violations > 0) ? 1 : 0);
