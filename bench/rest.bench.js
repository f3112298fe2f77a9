// The REST client's budget and pagination (issues 15 and 20), this checkout's client beside the
// client as it was before issue 20 in the same run. `npm run build` first (this client is dist/).
//
// 1. Six job processes (bench/rest-worker.js) on one token, each listing the same 900 builds
//    (exclude_jobs, 100 per page), both REST limits at 10 requests per 2 s, against each kind of
//    server limiter: the emulator (fixed windows) and the stand-in API of test/rest/servers/
//    limited-api.mjs with fixed windows, a sliding window (Reset = until the oldest hit leaves) and
//    a token bucket (Reset = until full), each in its own process. Ways: the client before issue 20 (src/ of
//    BASELINE, bundled; its keep-alive defect patched out in the worker, as in issue 13's
//    measurement) and this branch's shared budget (file store).
//    Each worker imports what a REST job script imports (`jobai/rest`; the baseline its bundled
//    client), makes its client, says it is ready and waits; when all six are ready the bench tells
//    them to go, and the wall clock starts then (before, it started at the first request's arrival
//    and included the workers' staggered start-up: on 2 busy cores the root `jobai` import, which
//    loads the provider SDK, takes 230-300 ms, `jobai/rest` ~66 ms). Wall time runs from that start
//    to the last request's arrival. The budget-forced minimum for R
//    answered requests at L per W is (ceil(R / L) - 1) x W: no client that keeps to L per any W can
//    do better. A server's own minimum can be lower: a client that knew a fixed window's phase could
//    use the rest of the first window, and a bucket refills one token every W / L after the first L
//    ((R - L) x W / L); that figure is shown too.
// 2. iterate() over 100,000 builds from the stand-in API (limits out of the way), in a process of
//    its own: its RSS after the first page, after 10,000 builds and at the peak (sampled every 10
//    pages), and the heap in use at 90,000 builds once garbage is collected. V8 grows its young
//    generation over the first few thousand builds whatever the client keeps (about 25 MB here),
//    so the growth that depends on the listing's length is the one from 10,000 builds on.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { startEmulator } from "../dist/index.js";
import { buildAtRef, printTable, writeResults } from "./lib.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WORKER = fileURLToPath(new URL("rest-worker.js", import.meta.url));
const STAND_IN = fileURLToPath(new URL("../test/rest/servers/limited-api.mjs", import.meta.url));
const THIS_CLIENT = fileURLToPath(new URL("../dist/rest/index.js", import.meta.url));
const PROCESSES = 6;
const BUILDS = 900;
const LIMIT = 10;
const WINDOW_MS = 2_000;
const ITERATED = 100_000;
/** Every worker is bounded in time (and in requests, in the worker). */
const DEADLINE_MS = 120_000;

/**
 * The baseline: the last commit before issue 20's budget work (main holds that work since it was
 * merged, so `main` would compare the branch with itself). BENCH_REST_BASELINE names another.
 */
const BASELINE = process.env.BENCH_REST_BASELINE ?? "76215cb";
// Named for what it is, in words a reader of the table needs no issue tracker for.
const BASELINE_NAME = `client before the shared REST budget (${BASELINE})`;

/**
 * One worker process: resolves with its JSON line. With `gate` (WORKER_BARRIER=1), `gate.ready` is
 * called when the worker is ready, and `gate.go` is awaited before it is told to go.
 */
function runWorker(env, nodeArgs = [], gate = undefined) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, WORKER], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "/tmp",
        ...env,
        ...(gate ? { WORKER_BARRIER: "1" } : {}),
      },
      stdio: [gate ? "pipe" : "ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    let told = false;
    child.stdout.on("data", (chunk) => {
      out += chunk;
      if (gate && !told && out.includes("ready\n")) {
        told = true;
        gate.ready();
        void gate.go.then(() => child.stdin.end("go\n"));
      }
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), DEADLINE_MS + 10_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (gate && !told) gate.ready(); // failed before it was ready: the others must not wait for it
      try {
        resolve({ code, ...JSON.parse(out.trim().split("\n").at(-1)) });
      } catch {
        resolve({ code, count: 0, failed: 1, error: `exit ${code}: ${err.slice(-200)}` });
      }
    });
  });
}

/** A barrier for `count` workers: `gate.go` resolves (and `startedAt` is set) once all are ready. */
function barrierOf(count) {
  let waiting = count;
  let release;
  const gate = {
    startedAt: 0,
    go: new Promise((resolve) => {
      release = resolve;
    }),
    ready() {
      if (--waiting === 0) {
        gate.startedAt = Date.now();
        release();
      }
    },
  };
  return gate;
}

/** The stand-in API in its own process: { url, stop() -> counters }. */
async function startStandIn(env) {
  const child = spawn(process.execPath, [STAND_IN], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const { url } = JSON.parse((await lines.next()).value);
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      return JSON.parse((await lines.next()).value);
    },
  };
}

/** One kind of server: the emulator's fixed windows, or the stand-in with a limiter of its kind. */
async function startServer(kind) {
  if (kind === "emulator (fixed)") {
    const emulator = await startEmulator();
    emulator.rest.seedBuilds(BUILDS, { jobs: 0 });
    return {
      url: emulator.restUrl,
      token: emulator.apiToken,
      /** Arrival times and statuses of the requests since `mark()`. */
      async run(work) {
        emulator.rest.setLimits({
          organization: { limit: LIMIT, windowMs: WINDOW_MS },
          user: { limit: LIMIT, windowMs: WINDOW_MS },
        });
        const from = emulator.rest.traffic.length;
        const results = await work();
        const traffic = emulator.rest.traffic.slice(from);
        return {
          results,
          ok: traffic.filter((t) => t.status === 200).length,
          rateLimited: traffic.filter((t) => t.status === 429).length,
          requests: traffic.length,
          firstAt: traffic[0]?.at ?? 0,
          lastAt: traffic.at(-1)?.at ?? 0,
        };
      },
      close: () => emulator.close(),
    };
  }
  const limiter = { "fixed window": "fixed", "sliding window": "sliding", "token bucket": "bucket" }[kind];
  return {
    url: undefined,
    token: "rest-bench-token",
    async run(work) {
      // A fresh server per way: each starts on empty windows.
      const server = await startStandIn({
        LIMITER: limiter,
        LIMIT: String(LIMIT),
        WINDOW_MS: String(WINDOW_MS),
        BUILDS: String(BUILDS),
      });
      const results = await work(server.url);
      const counters = await server.stop();
      return { results, ...counters };
    },
    close: async () => {},
  };
}

function serverMinimumMs(kind, answered, firstAt) {
  const windows = Math.ceil(answered / LIMIT) - 1;
  if (kind.includes("fixed")) return (Math.floor(firstAt / WINDOW_MS) + windows) * WINDOW_MS - firstAt;
  if (kind.includes("bucket")) return (Math.max(0, answered - LIMIT) * WINDOW_MS) / LIMIT;
  return windows * WINDOW_MS;
}

async function measure(kind, server, way, env) {
  const gate = barrierOf(PROCESSES);
  const outcome = await server.run((url) =>
    Promise.all(
      Array.from({ length: PROCESSES }, () =>
        runWorker(
          {
            SERVICE_API_URL: url ?? server.url,
            SERVICE_API_TOKEN: server.token,
            WORKER_DEADLINE_MS: String(DEADLINE_MS),
            ...env,
          },
          [],
          gate,
        ),
      ),
    ),
  );
  const { results } = outcome;
  // From the moment every worker was told to go (the server's clock is this host's) to the last arrival.
  const wallMs = outcome.lastAt - gate.startedAt;
  const minimumMs = (Math.ceil(outcome.ok / LIMIT) - 1) * WINDOW_MS;
  const failed = results.reduce((sum, r) => sum + r.failed + (r.count === BUILDS ? 0 : r.failed ? 0 : 1), 0);
  // Let the last window pass so the next way starts on an empty one.
  await new Promise((resolve) => setTimeout(resolve, 2 * WINDOW_MS));
  return {
    server: kind,
    way,
    "failed calls": failed,
    "builds listed": results.map((r) => r.count).join("/"),
    requests: outcome.requests,
    "429s": outcome.rateLimited,
    "wall s": Math.round(wallMs / 10) / 100,
    "minimum s": minimumMs / 1000,
    "x minimum": Math.round((wallMs / minimumMs) * 100) / 100,
    "server's own minimum s": Math.round(serverMinimumMs(kind, outcome.ok, gate.startedAt) / 10) / 100,
    "first arrival after go ms": outcome.firstAt - gate.startedAt,
    errors: [...new Set(results.filter((r) => r.error).map((r) => r.error))].join(" | ").slice(0, 120),
  };
}

// Built once per commit and kept (bench/lib.js), as the other benches build their baselines.
const { module: baselineModule } = await buildAtRef(BASELINE, "src/rest/client.ts");
const ways = [
  [BASELINE_NAME, { WORKER_WAY: "today", REST_MODULE: baselineModule }],
  [
    "shared budget (file store)",
    { WORKER_WAY: "shared", REST_MODULE: THIS_CLIENT, JOBAI_LIMIT_STORE: "file" },
  ],
];
const kinds = ["emulator (fixed)", "fixed window", "sliding window", "token bucket"];
const rows = [];
for (const kind of kinds) {
  const server = await startServer(kind);
  try {
    for (const [way, env] of ways) {
      const stateDir = mkdtempSync(join(tmpdir(), "jobai-rest-bench-"));
      rows.push(await measure(kind, server, way, { ...env, JOBAI_STATE_DIR: stateDir }));
      console.error(JSON.stringify(rows.at(-1)));
    }
  } finally {
    await server.close();
  }
}

console.log(
  `${PROCESSES} processes on one token, each listing ${BUILDS} builds (100 per page), REST limits ${LIMIT} requests per ${WINDOW_MS / 1000} s`,
);
printTable(rows, [
  "server",
  "way",
  "failed calls",
  "builds listed",
  "requests",
  "429s",
  "wall s",
  "minimum s",
  "x minimum",
  "server's own minimum s",
  "first arrival after go ms",
  "errors",
]);

// 2. Memory of a long listing.
const memoryRows = [];
for (const [way, module] of [
  [BASELINE_NAME, baselineModule],
  ["this checkout", THIS_CLIENT],
]) {
  const server = await startStandIn({
    LIMITER: "fixed",
    LIMIT: "1000000",
    WINDOW_MS: "60000",
    BUILDS: String(ITERATED),
  });
  const started = Date.now();
  const result = await runWorker(
    {
      WORKER_WAY: "iterate",
      REST_MODULE: module,
      SERVICE_API_URL: server.url,
      SERVICE_API_TOKEN: "rest-bench-token",
      JOBAI_LIMIT_STORE: "memory",
      WORKER_DEADLINE_MS: String(DEADLINE_MS),
    },
    ["--expose-gc"],
  );
  const counters = await server.stop();
  memoryRows.push({
    way,
    "builds iterated": result.count,
    requests: counters.requests,
    "RSS page 1 MB": result.rssFirstMb,
    "RSS at 10,000 MB": result.rssWarmMb,
    "peak RSS MB": result.rssPeakMb,
    "growth from page 1 MB": result.rssPeakMb - result.rssFirstMb,
    "growth 10,000 -> 100,000 MB": result.rssPeakMb - result.rssWarmMb,
    "heap at 90,000 MB": result.heapHeldMb,
    "wall s": Math.round((Date.now() - started) / 100) / 10,
    errors: result.error ?? "",
  });
}
console.log(`\niterate() over ${ITERATED} builds (100 per page), RSS sampled every 10 pages`);
printTable(memoryRows);

writeResults("rest", {
  baseline: BASELINE,
  processes: PROCESSES,
  builds: BUILDS,
  limit: LIMIT,
  windowMs: WINDOW_MS,
  rows,
  iterated: ITERATED,
  memoryRows,
});
