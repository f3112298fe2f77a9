// redact() on hostile input (issue 34), this tree's src beside a baseline's (BENCH_REDACT_BASELINE:
// a git ref, default `main`; `none` to skip) in the same run: each case in a fresh process per side
// (bench/redact-worker.js), its CPU time; a case still running after BENCH_REDACT_TIMEOUT_S (default
// 60) is shown as over it. Both sides are built from source with esbuild. Target: 256 KiB of any
// case under 50 ms.
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { buildAtRef, printTable, writeResults } from "./lib.js";
import { REDACT_CASES } from "./redact-cases.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const worker = fileURLToPath(new URL("redact-worker.js", import.meta.url));
const timeoutS = Number(process.env.BENCH_REDACT_TIMEOUT_S ?? 60);

/** src/secrets.ts of the tree at `dir`, bundled into `outdir/secrets.mjs`. */
async function buildSecrets(dir, outdir) {
  const outfile = join(outdir, "secrets.mjs");
  await build({
    entryPoints: [join(dir, "src/secrets.ts")],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    logLevel: "warning",
  });
  return outfile;
}

/** src/secrets.ts as the commit `ref` had it (bench/lib.js). */
async function buildBaseline(ref) {
  const { sha, module } = await buildAtRef(ref, "src/secrets.ts");
  return { name: `before (${ref} ${sha})`, module };
}

const ours = {
  name: "this tree",
  module: await buildSecrets(root, mkdtempSync(join(tmpdir(), "jobai-redact-bench-"))),
};
const baselineRef = process.env.BENCH_REDACT_BASELINE ?? "main";
const sides = baselineRef === "none" ? [ours] : [await buildBaseline(baselineRef), ours];

/** CPU ms of one case on one side, or undefined when it ran out of time. */
function runCase(side, name) {
  const result = spawnSync(process.execPath, [worker, side.module, name], {
    encoding: "utf8",
    timeout: timeoutS * 1000,
    killSignal: "SIGKILL",
  });
  if (result.error || result.signal) return undefined;
  if (result.status !== 0) throw new Error(`${name} on ${side.name}: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1)).ms;
}

const rows = [];
for (const { name } of REDACT_CASES) {
  const row = { case: name };
  for (const side of sides) {
    const ms = runCase(side, name);
    row[side.name] = ms === undefined ? `> ${timeoutS} s` : `${ms.toFixed(1)} ms`;
    row[`${side.name} ms`] = ms ?? null;
  }
  rows.push(row);
  console.error(`${name}: ${sides.map((side) => `${side.name} ${row[side.name]}`).join(", ")}`);
}
printTable(rows, ["case", ...sides.map((side) => side.name)]);
writeResults("redact", {
  timeoutS,
  cases: rows.map((row) => ({
    case: row.case,
    ...Object.fromEntries(sides.map((side) => [side.name, row[`${side.name} ms`]])),
  })),
});
