// REST listing by parallel jobs on one token, against the emulator on loopback: 6 worker processes
// (bench/rest-worker.js) each list the same 900 builds (exclude_jobs, 100 per page) with both REST
// limits at 10 requests per 2 s. Same run, three ways:
// - each process on its own: src/rest/client.ts as it was before the shared budget (commit
//   BASELINE_COMMIT), bundled from `git archive` into a temp dir (its keep-alive defect patched out
//   in the worker, as in the measurement that led to the shared budget);
// - the shared budget: the current createRestClient (dist/: `npm run build` first), file store;
// - a naive loop: page after page, 1 s sleep after a 429.
// Wall time runs from the first request's arrival to the last's. The budget-forced minimum for R
// answered requests at L per W is (ceil(R / L) - 1) * W: no client that keeps to L per any W can do
// better. The server's windows are fixed (aligned to multiples of W), and a client that knew their
// phase could also use the rest of the first window: that lower figure is shown too.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { startEmulator } from "../dist/index.js";
import { printTable, writeResults } from "./lib.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WORKER = fileURLToPath(new URL("rest-worker.js", import.meta.url));
const PROCESSES = 6;
const BUILDS = 900;
const LIMIT = 10;
const WINDOW_MS = 2_000;
/** Every worker is bounded in time (and in requests, in the worker). */
const DEADLINE_MS = 120_000;

/** The last commit whose REST client had no budget shared between processes. */
const BASELINE_COMMIT = "dd6f69c";

async function baselineClient() {
  const dir = mkdtempSync(join(tmpdir(), "jobai-baseline-rest-"));
  execFileSync("bash", ["-c", `git archive ${BASELINE_COMMIT} src | tar -x -C '${dir}'`], { cwd: ROOT });
  const outfile = join(dir, "baseline-rest.mjs");
  await build({
    entryPoints: [join(dir, "src/rest/client.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    nodePaths: [join(ROOT, "node_modules")],
    banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
    outfile,
    logLevel: "warning",
  });
  return outfile;
}

function runWorker(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [WORKER], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), DEADLINE_MS + 10_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      try {
        resolve({ code, ...JSON.parse(out.trim().split("\n").at(-1)) });
      } catch {
        resolve({ code, count: 0, failed: 1, error: `exit ${code}: ${err.slice(-200)}` });
      }
    });
  });
}

const emulator = await startEmulator();
emulator.rest.seedBuilds(BUILDS, { jobs: 0 });
const common = {
  SERVICE_API_URL: emulator.restUrl,
  SERVICE_API_TOKEN: emulator.apiToken,
  WORKER_DEADLINE_MS: String(DEADLINE_MS),
};

async function measure(name, env) {
  emulator.rest.setLimits({
    organization: { limit: LIMIT, windowMs: WINDOW_MS },
    user: { limit: LIMIT, windowMs: WINDOW_MS },
  });
  const from = emulator.rest.traffic.length;
  const results = await Promise.all(
    Array.from({ length: PROCESSES }, () => runWorker({ ...common, ...env })),
  );
  const traffic = emulator.rest.traffic.slice(from);
  const answered = traffic.filter((t) => t.status === 200).length;
  const first = traffic[0]?.at ?? 0;
  const wallMs = (traffic.at(-1)?.at ?? 0) - first;
  const windows = Math.ceil(answered / LIMIT) - 1;
  const minimumMs = windows * WINDOW_MS;
  const fixedMinimumMs = (Math.floor(first / WINDOW_MS) + windows) * WINDOW_MS - first;
  const failed = results.reduce((sum, r) => sum + r.failed + (r.count === BUILDS ? 0 : r.failed ? 0 : 1), 0);
  // Let the last window pass so the next way starts on an empty one.
  await new Promise((resolve) => setTimeout(resolve, 2 * WINDOW_MS));
  return {
    way: name,
    "failed calls": failed,
    "builds listed": results.map((r) => r.count).join("/"),
    requests: traffic.length,
    "429s": traffic.filter((t) => t.status === 429).length,
    "wall s": Math.round(wallMs / 10) / 100,
    "minimum s": minimumMs / 1000,
    "x minimum": Math.round((wallMs / minimumMs) * 100) / 100,
    "fixed-window minimum s": Math.round(fixedMinimumMs / 10) / 100,
    errors: [...new Set(results.filter((r) => r.error).map((r) => r.error))].join(" | ").slice(0, 120),
  };
}

const rows = [];
rows.push(
  await measure(`each process on its own (${BASELINE_COMMIT})`, {
    WORKER_WAY: "baseline",
    REST_MODULE: await baselineClient(),
  }),
);
rows.push(
  await measure("shared budget (file store)", {
    WORKER_WAY: "shared",
    REST_MODULE: fileURLToPath(new URL("../dist/index.js", import.meta.url)),
    JOBAI_LIMIT_STORE: "file",
    JOBAI_STATE_DIR: mkdtempSync(join(tmpdir(), "jobai-rest-bench-")),
  }),
);
rows.push(await measure("naive loop, 1 s sleep after a 429", { WORKER_WAY: "naive" }));
await emulator.close();

console.log(
  `${PROCESSES} processes on one token, each listing ${BUILDS} builds (100 per page), REST limits ${LIMIT} requests per ${WINDOW_MS / 1000} s`,
);
printTable(rows, [
  "way",
  "failed calls",
  "builds listed",
  "requests",
  "429s",
  "wall s",
  "minimum s",
  "x minimum",
  "fixed-window minimum s",
  "errors",
]);
writeResults("rest", { processes: PROCESSES, builds: BUILDS, limit: LIMIT, windowMs: WINDOW_MS, rows });
