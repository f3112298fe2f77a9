// Redaction measured both ways (issue 33): recall on the fixture's adversarial shapes
// (test/fixtures/secrets/adversarial.ts) and on a larger generated set of the issue's families
// (test/fixtures/secrets/families.ts: names, placement, quoting and wrapping varied), through
// `redact` and through the digest; an environment value over 4 KiB and a key across the digest's
// cut of a line over 256 KiB; and false positives per 10,000 lines of generated ordinary CI logs
// (test/fixtures/secrets/ordinary-logs.ts) and of the fixture's false-positive corpus.
// Targets: 0 leaks in every row; at most 1 false positive per 10,000 ordinary lines.
//   node bench/redaction-recall.bench.js        (BENCH_RECALL_PER_FAMILY, default 150)
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildModule } from "../scripts/esbuild-node.js";
import { printTable, writeResults } from "./lib.js";

const out = join(mkdtempSync(join(tmpdir(), "jobai-recall-")), "recall.mjs");
const lib = await import(await buildModule("bench/redaction-recall-lib.ts", out));
const {
  redact,
  digestText,
  ADVERSARIAL,
  FAMILY_NAMES,
  generateFamilies,
  leakedRun,
  ordinaryLog,
  Maker,
  prng,
} = lib;

const perFamily = Number(process.env.BENCH_RECALL_PER_FAMILY ?? 150);
const digestOf = (text, options = {}) =>
  digestText(`Error: step failed\n${text}\nError: deploy failed`, {
    budget: 200_000,
    tailLines: 1000,
    secrets: [],
    ...options,
  }).text;
const rows = [];

function recallRow(set, cases) {
  let redactLeaks = 0;
  let digestLeaks = 0;
  for (const c of cases) {
    if (leakedRun(redact(c.text, []), c.secrets)) redactLeaks++;
    if (leakedRun(digestOf(c.text), c.secrets)) digestLeaks++;
  }
  const worst = Math.max(redactLeaks, digestLeaks);
  rows.push({
    set,
    cases: cases.length,
    "redact leaks": redactLeaks,
    "digest leaks": digestLeaks,
    recall: `${(((cases.length - worst) / cases.length) * 100).toFixed(1)}%`,
  });
}

recallRow(
  "fixture: adversarial shapes",
  ADVERSARIAL.map((shape) => ({ text: shape.line, secrets: [shape.secret] })),
);
const generated = generateFamilies(perFamily, 2026);
for (const family of FAMILY_NAMES)
  recallRow(
    `generated: ${family}`,
    generated.filter((c) => c.family === family),
  );

// An environment value over 4 KiB (a base64 blob in a variable of a neutral name), printed whole.
{
  const m = new Maker(prng(7));
  const cases = Array.from({ length: 20 }, () => m.base64(3500 + m.int(2000)));
  let leaks = 0;
  for (const value of cases) {
    const env = { DEPLOY_BUNDLE: value };
    const text = `+ echo "$DEPLOY_BUNDLE" | base64 -d > bundle.tgz\n+ echo ${value}`;
    const shown = digestOf(text, { env });
    if (leakedRun(shown, [value])) leaks++;
  }
  rows.push({
    set: "job value: env value over 4 KiB",
    cases: cases.length,
    "redact leaks": "",
    "digest leaks": leaks,
    recall: `${(((cases.length - leaks) / cases.length) * 100).toFixed(1)}%`,
  });
}

// A long key across the digest's 4 KiB cut margin in a line over 256 KiB.
{
  const m = new Maker(prng(11));
  let leaks = 0;
  const count = 10;
  for (let i = 0; i < count; i++) {
    const key = m.base64(3000);
    const line = `Error: upload failed ${"x".repeat(200 + m.int(200))} payload=${key} ${"y".repeat(300 * 1024)}`;
    if (leakedRun(digestOf(line), [key])) leaks++;
  }
  rows.push({
    set: "long key across a line cut (>256 KiB)",
    cases: count,
    "redact leaks": "",
    "digest leaks": leaks,
    recall: `${(((count - leaks) / count) * 100).toFixed(1)}%`,
  });
}

printTable(rows);
console.log();

const fpRows = [];
function fpRow(set, lines) {
  const changed = lines.filter((line) => redact(line, []) !== line);
  fpRows.push({
    set,
    lines: lines.length,
    "false positives": changed.length,
    "per 10,000 lines": ((changed.length / lines.length) * 10_000).toFixed(2),
  });
  return changed;
}
const examples = fpRow("generated ordinary CI logs", ordinaryLog(100_000, 10_000));
const corpus = readFileSync(
  fileURLToPath(new URL("../test/fixtures/secrets/false-positives.txt", import.meta.url)),
  "utf8",
)
  .split("\n")
  .filter(Boolean);
fpRow("fixture: false-positives.txt", corpus);
printTable(fpRows);
for (const line of examples.slice(0, 5)) console.log(`  e.g. ${line}`);

const leaks = rows.reduce(
  (sum, row) => sum + Number(row["redact leaks"] || 0) + Number(row["digest leaks"] || 0),
  0,
);
const fp = Number(fpRows[0]["per 10,000 lines"]);
console.log(
  `\ntargets: 0 leaks in every row (${leaks === 0 ? "met" : `${leaks} leaks`}); <= 1 false positive per 10,000 ordinary lines (${fp <= 1 ? "met" : "missed"}: ${fp})`,
);
writeResults("redaction-recall", { recall: rows, falsePositives: fpRows });
