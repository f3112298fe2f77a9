// One digest of one file in a fresh process, so its peak RSS is the digest's alone.
// Usage: node bench/digest-worker.js FILE BUDGET   -> one JSON line on stdout
import { digestFile } from "../dist/summarize/index.js";

const [file, budget = "8000"] = process.argv.slice(2);
const start = performance.now();
const digest = await digestFile(file, { budget: Number(budget) });
const ms = performance.now() - start;
process.stdout.write(
  `${JSON.stringify({
    ms,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    bytes: digest.bytes,
    lines: digest.lines,
    tokens: digest.tokens,
    keptLines: digest.keptLines,
    regions: digest.stats.regionsFound,
    text: digest.text,
  })}\n`,
);
