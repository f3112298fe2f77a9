// The estimator against @anthropic-ai/tokenizer (a tokenizer we did not write) and the emulator's
// counter on the corpus of real request bodies (test/fixtures/estimator-corpus). Prints the ratio
// estimate / reference per category (min, p5, median, p95, max) and writes
// bench/results/limiter-estimator.json.
import { readFileSync } from "node:fs";
import { countTokens } from "@anthropic-ai/tokenizer";
import { percentile, printTable, writeResults } from "./lib.js";
import { buildModule } from "./limiter-build.js";

const limit = await import(await buildModule("limit/index"));
const emulator = await import(await buildModule("emulator/provider/tokenizer"));

const dir = new URL("../test/fixtures/estimator-corpus/", import.meta.url);
const index = JSON.parse(readFileSync(new URL("index.json", dir), "utf8"));

/** The texts a model reads: system, text blocks and tool results, each tool's definition. */
function textsOf(body) {
  const texts = [];
  const content = (value) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) for (const block of value) content(block);
    else if (value && typeof value === "object") {
      if (value.type === "text") texts.push(value.text ?? "");
      else if (value.type === "tool_result") content(value.content);
      else texts.push(JSON.stringify(value));
    }
  };
  content(body.system);
  for (const message of body.messages ?? []) content(message.content);
  for (const tool of body.tools ?? []) texts.push(JSON.stringify(tool));
  return texts;
}

const rows = [];
for (const entry of index) {
  const body = JSON.parse(readFileSync(new URL(entry.file, dir), "utf8"));
  const texts = textsOf(body);
  const reference = texts.reduce((sum, text) => sum + countTokens(text), 0);
  const emulated = texts.reduce((sum, text) => sum + emulator.countTokens(text), 0);
  const started = performance.now();
  const estimate = limit.estimateRequestTokens(body);
  const ms = performance.now() - started;
  const chars = texts.reduce((sum, text) => sum + text.length, 0);
  rows.push({ ...entry, chars, reference, emulated, estimate, ratio: estimate / reference, ms });
}

const round = (x) => Math.round(x * 1000) / 1000;
function stats(name, group) {
  const ratios = group.map((r) => r.ratio).sort((a, b) => a - b);
  return {
    category: name,
    bodies: group.length,
    "ref tokens": group.reduce((s, r) => s + r.reference, 0),
    min: round(ratios[0]),
    p5: round(percentile(ratios, 5)),
    median: round(percentile(ratios, 50)),
    p95: round(percentile(ratios, 95)),
    max: round(ratios.at(-1)),
    "below ref": group.filter((r) => r.estimate < r.reference).length,
    "below emulator": group.filter((r) => r.estimate < r.emulated).length,
  };
}
const categories = [...new Set(rows.map((r) => r.category))];
const table = [
  ...categories.map((c) =>
    stats(
      c,
      rows.filter((r) => r.category === c),
    ),
  ),
  stats("all", rows),
];
console.log("estimate / @anthropic-ai/tokenizer count, per request body (1.0 = exact, above = conservative)");
printTable(table);
const totalChars = rows.reduce((s, r) => s + r.chars, 0);
const totalMs = rows.reduce((s, r) => s + r.ms, 0);
console.log(
  `estimator speed: ${round(totalChars / 1e6 / (totalMs / 1000))} M chars/s over ${totalChars} chars`,
);
writeResults("limiter-estimator", {
  reference: "@anthropic-ai/tokenizer (countTokens)",
  table,
  bodies: rows.map(({ file, category, source, chars, reference, emulated, estimate, ratio }) => ({
    file,
    category,
    source,
    chars,
    reference,
    emulated,
    estimate,
    ratio: round(ratio),
  })),
  estimatorCharsPerSecond: Math.round(totalChars / (totalMs / 1000)),
});
