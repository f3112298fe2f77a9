// One digest of one file in a fresh process, so its peak RSS is the digest's alone.
// Usage: node bench/digest-worker.js MODULE FILE BUDGET   -> one JSON line on stdout
// MODULE exports digestFile (a build of src/summarize/digest-file.ts: this tree's, or a baseline's).
import { pathToFileURL } from "node:url";

const [module, file, budget = "8000"] = process.argv.slice(2);
const { digestFile } = await import(pathToFileURL(module).href);
const start = performance.now();
const cpuStart = process.cpuUsage();
const digest = await digestFile(file, { budget: Number(budget) });
const cpu = process.cpuUsage(cpuStart);
const ms = performance.now() - start;
process.stdout.write(
  `${JSON.stringify({
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    bytes: digest.bytes,
    lines: digest.lines,
    tokens: digest.tokens,
    keptLines: digest.keptLines,
    regions: digest.stats.regionsFound,
    text: digest.text,
  })}\n`,
);
