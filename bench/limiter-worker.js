// One client process of the limiter's load runs (bench/limiter.bench.js, test/limit/*-store.test.ts):
// sends WORKER_COUNT messages calls through the real SDK to the emulator's proxy, WORKER_CONCURRENCY
// at a time, until done or WORKER_DEADLINE_MS passes, and prints one JSON line of results.
//
// WORKER_MODE: `jobai` (limitMiddleware with the store JOBAI_LIMIT_STORE), `bare` (the SDK and its
// default retries), `bottleneck` (bottleneck as its docs suggest for N per minute: reservoir refreshed
// every window, plus minTime spreading requests over it, per process).
// WORKER_TRACE=1 prints a `TRACE {json}` line on stderr for each grant and each store warning, with
// the time and pid: lined up with the emulator's traffic log, it shows which switch of store let a
// request over the budget (issue 23's fault suite).
import Anthropic from "@anthropic-ai/sdk";

const env = process.env;
const mode = env.WORKER_MODE ?? "jobai";
const count = Number(env.WORKER_COUNT ?? 10);
const concurrency = Number(env.WORKER_CONCURRENCY ?? 2);
const deadline = Date.now() + Number(env.WORKER_DEADLINE_MS ?? 30_000);
const requests = Number(env.JOBAI_LIMIT_REQUESTS ?? 50);
const windowMs = Number(env.WORKER_WINDOW_MS ?? 60_000);
const processes = Number(env.WORKER_PROCESSES ?? 1);
const text = env.WORKER_TEXT ?? "Summarize the failing step in one sentence.";

const middleware = [];
let limiter;
const acquireMs = [];
if (mode === "jobai") {
  const limit = await import(env.JOBAI_LIMIT_MODULE);
  // WORKER_TRACE=1: one stderr line per grant and per store warning, with the time (fault diagnosis).
  const trace = env.WORKER_TRACE === "1";
  const logger = trace
    ? {
        warn: (text) =>
          process.stderr.write(
            `TRACE ${JSON.stringify({ t: Date.now(), pid: process.pid, warn: text })}\njobai: ${text}\n`,
          ),
      }
    : undefined;
  // WORKER_LATENCY_MS: the limiter's latency allowance (default: its own), to study late arrivals.
  const latency = env.WORKER_LATENCY_MS ? { latencyMs: Number(env.WORKER_LATENCY_MS) } : {};
  limiter = limit.createLimiter({ env, ...latency, ...(logger ? { logger } : {}) });
  // Time acquire itself (the store's overhead when nothing needs to wait shows in the low percentiles).
  const timed = {
    ...limiter,
    budget: limiter.budget,
    acquire: async (cost, signal) => {
      const started = performance.now();
      const reservation = await limiter.acquire(cost, signal);
      if (trace)
        process.stderr.write(
          `TRACE ${JSON.stringify({ t: Date.now(), pid: process.pid, grant: reservation.at })}\n`,
        );
      acquireMs.push(performance.now() - started);
      return reservation;
    },
  };
  middleware.push(limit.limitMiddleware(timed));
}

const client = new Anthropic({
  baseURL: env.WORKER_BASE_URL,
  apiKey: null,
  authToken: null,
  defaultHeaders: { "x-api-key": env.WORKER_JOB_TOKEN },
  ...(mode === "jobai" ? { maxRetries: Number(env.WORKER_MAX_RETRIES ?? 2) } : {}),
  middleware,
});

let schedule = (fn) => fn();
if (mode === "bottleneck") {
  const { default: Bottleneck } = await import("bottleneck");
  // The budget split evenly between processes, as each process can only know its own share.
  const share = Math.max(1, Math.floor(requests / processes));
  const bottleneck = new Bottleneck({
    reservoir: share,
    reservoirRefreshAmount: share,
    reservoirRefreshInterval: windowMs,
    minTime: Math.ceil(windowMs / share),
    maxConcurrent: concurrency,
  });
  schedule = (fn) => bottleneck.schedule(fn);
}

const result = { ok: 0, failed: 0, rateLimited: 0, statuses: {}, acquireMs: [], firstAt: 0, lastAt: 0 };
let next = 0;
async function loop() {
  while (next < count && Date.now() < deadline) {
    next++;
    try {
      await schedule(() =>
        client.messages.create({
          model: "claude-sonnet-4-6",
          max_tokens: 8,
          messages: [{ role: "user", content: `${text} (${process.pid}-${next})` }],
        }),
      );
      result.ok++;
    } catch (error) {
      result.failed++;
      const status = String(error?.status ?? error?.name ?? "error");
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      if (error?.status === 429) result.rateLimited++;
    }
  }
}
result.firstAt = Date.now();
await Promise.all(Array.from({ length: concurrency }, loop));
result.lastAt = Date.now();
result.acquireMs = acquireMs;
await limiter?.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
