// Digest throughput and peak RSS on generated CI logs of 100 MB and 1 GiB (BENCH_DIGEST_SIZES to
// choose, in MiB), and on a worst case (100 MB where every line is an error), beside
// `tail -n 1000` of the same file (what other tools send). Build dist/
// first: npm run build:lib. Each log is generated into a temp dir and deleted after.
// Targets (issue 6): at least 200 MB/s, peak RSS under 150 MB whatever the size.
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { printTable, writeResults } from "./lib.js";
import { buildModule } from "./limiter-build.js";

const { estimateTokens } = await import(await buildModule("summarize/token-estimate"));

const MiB = 1024 * 1024;
const sizes = (process.env.BENCH_DIGEST_SIZES ?? "100,1024").split(",").map(Number);
const worker = fileURLToPath(new URL("digest-worker.js", import.meta.url));
/** The lines a reader needs: the root cause early in the log, and the failure at its end. */
const ROOT_CAUSE = "Error: connect ECONNREFUSED 127.0.0.1:5432 (database for the integration tests)";
const FINAL = "npm error code ELIFECYCLE";

/** A deterministic PRNG, so every run writes the same log. */
function prng(seed) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

/** Write a log of about `bytes`: build noise with colours, redraws, warnings, a few stack traces. */
function generateLog(path, bytes) {
  const random = prng(42);
  const fd = openSync(path, "w");
  let written = 0;
  let line = 0;
  let causeWritten = false;
  while (written < bytes) {
    const parts = [];
    for (let i = 0; i < 20_000; i++) {
      line++;
      const r = random();
      if (!causeWritten && written > bytes * 0.01) {
        parts.push(ROOT_CAUSE, "    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)");
        causeWritten = true;
      } else if (r < 0.00002) {
        const n = Math.floor(random() * 1e6);
        parts.push(
          `TypeError: Cannot read properties of undefined (reading 'id${n}')`,
          `    at handler (/app/src/routes/orders.ts:${n % 900}:17)`,
          "    at Layer.handle (/app/node_modules/express/lib/router/layer.js:95:5)",
        );
      } else if (r < 0.0007) {
        parts.push(`\x1b[33mwarning\x1b[0m: deprecated API used in src/legacy/file_${line % 5000}.ts`);
      } else if (r < 0.01) {
        parts.push(`downloading assets 10%\rdownloading assets 55%\rdownloading assets 100% (${line})`);
      } else {
        const ms = Math.floor(random() * 900);
        parts.push(
          `2026-11-22T01:${String(line % 60).padStart(2, "0")}:00.000Z \x1b[32m[build]\x1b[0m compiling src/module_${line % 10_000}.ts (${ms} ms) ok`,
        );
      }
    }
    const chunk = Buffer.from(`${parts.join("\n")}\n`);
    writeSync(fd, chunk);
    written += chunk.length;
  }
  const end = Buffer.from(
    [
      " FAIL  test/integration/orders.test.ts > creates an order",
      "AssertionError: expected 500 to be 201",
      FINAL,
      "",
    ].join("\n"),
  );
  writeSync(fd, end);
  closeSync(fd);
}

/** The worst case: every line a distinct-looking error (a service failing every request). */
function generateErrorLog(path, bytes) {
  const fd = openSync(path, "w");
  let written = 0;
  let i = 0;
  while (written < bytes) {
    const parts = [];
    for (let k = 0; k < 10_000; k++, i++) {
      if (i === 1000) parts.push(ROOT_CAUSE);
      parts.push(
        `2026-11-22 ERROR worker-${i % 64}: request ${i} failed: upstream timed out after ${i % 30_000} ms`,
      );
    }
    const chunk = Buffer.from(`${parts.join("\n")}\n`);
    writeSync(fd, chunk);
    written += chunk.length;
  }
  writeSync(fd, Buffer.from(`${FINAL}\n`));
  closeSync(fd);
}

/**
 * Long lines (minified bundles, JSON dumps): 8 KiB lines, one in 50 a distinct error. The digest
 * decodes and redacts each kept line whole before cutting it (issue 14), so this is its cost case.
 */
function generateLongLineLog(path, bytes) {
  const fd = openSync(path, "w");
  const random = prng(7);
  const word = () =>
    Math.floor(random() * 26 ** 4)
      .toString(26)
      .replace(/[0-9]/g, (d) => "qrstuvwxyz"[d]);
  let written = 0;
  let i = 0;
  while (written < bytes) {
    const parts = [];
    for (let k = 0; k < 1000; k++, i++) {
      if (i === 500) parts.push(ROOT_CAUSE);
      const body = `{"chunk":${i},"data":"${"ab12cd34ef56".repeat(680)}"}`;
      parts.push(i % 50 === 0 ? `Error in ${word()}-${word()}: ${body}` : body);
    }
    const chunk = Buffer.from(`${parts.join("\n")}\n`);
    writeSync(fd, chunk);
    written += chunk.length;
  }
  writeSync(fd, Buffer.from(`${FINAL}\n`));
  closeSync(fd);
}

const cases = [
  ...sizes.map((mib) => ({ mib, kind: "CI log", generate: generateLog })),
  { mib: 100, kind: "every line an error", generate: generateErrorLog },
  { mib: 100, kind: "8 KiB lines", generate: generateLongLineLog },
];
const rows = [];
const results = [];
for (const { mib, kind, generate } of cases) {
  const dir = mkdtempSync(join(tmpdir(), "jobai-digest-bench-"));
  try {
    const file = join(dir, "job.log");
    generate(file, mib * MiB);
    const bytes = statSync(file).size;
    // Warm the page cache so both tools read from memory, then one measured run each.
    spawnSync("cat", [file], { stdio: ["ignore", "ignore", "ignore"] });
    const run = spawnSync(process.execPath, [worker, file, "8000"], {
      encoding: "utf8",
      maxBuffer: 64 * MiB,
    });
    if (run.status !== 0) throw new Error(`digest worker failed: ${run.stderr}`);
    const digest = JSON.parse(run.stdout);
    const tailStart = performance.now();
    const tail = spawnSync("tail", ["-n", "1000", file], { encoding: "latin1", maxBuffer: 64 * MiB });
    const tailMs = performance.now() - tailStart;
    const tailText = String(tail.stdout);
    const result = {
      kind,
      sizeMiB: mib,
      bytes,
      lines: digest.lines,
      digestMs: Math.round(digest.ms),
      digestMBps: Math.round(bytes / 1e6 / (digest.ms / 1000)),
      digestPeakRssMB: Math.round(digest.maxRssBytes / 1e6),
      digestTokens: digest.tokens,
      digestKeepsRootCause: digest.text.includes(ROOT_CAUSE),
      digestKeepsFailure: digest.text.includes(FINAL),
      tailMs: Math.round(tailMs * 10) / 10,
      tailTokens: estimateTokens(tailText),
      tailKeepsRootCause: tailText.includes(ROOT_CAUSE),
      tailKeepsFailure: tailText.includes(FINAL),
    };
    results.push(result);
    rows.push(
      {
        log: `${mib} MiB ${kind}`,
        tool: "jobai digest",
        ms: result.digestMs,
        "MB/s": result.digestMBps,
        "peak RSS MB": result.digestPeakRssMB,
        tokens: result.digestTokens,
        "root cause": result.digestKeepsRootCause ? "kept" : "lost",
        failure: result.digestKeepsFailure ? "kept" : "lost",
      },
      {
        log: `${mib} MiB ${kind}`,
        tool: "tail -n 1000",
        ms: result.tailMs,
        "MB/s": "",
        "peak RSS MB": "",
        tokens: result.tailTokens,
        "root cause": result.tailKeepsRootCause ? "kept" : "lost",
        failure: result.tailKeepsFailure ? "kept" : "lost",
      },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
printTable(rows);
writeResults("digest", { targets: { minMBps: 200, maxPeakRssMB: 150 }, results });
