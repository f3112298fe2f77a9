#!/usr/bin/env node
// Runs the benchmarks one after another, each in its own process so one benchmark's heap and timers
// cannot skew the next. Each prints a table and writes bench/results/<name>.json. `npm run bench`
// builds dist/ and bundle/ first.
//
//   node bench/run.js                 # lists every benchmark and how long it takes, runs the short ones
//   node bench/run.js relay rest      # those whose name contains an argument, long ones too
//   node bench/run.js --all           # every one, the long ones too
//   node bench/run.js --list          # only the list
//
// It says what it will run and for about how long before it starts: a long benchmark (minutes of
// real Claude Code sessions, or of fault trials) never starts unannounced (issue 21).
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * How long each benchmark takes, in seconds, on a 2-core machine: from its own bounds (windows,
 * rounds, trials, deadlines) and its header comment. A benchmark at or over LONG_S runs only when
 * named or with --all. A new bench/*.bench.js needs a line here (run.js refuses to run without one).
 */
const DURATIONS_S = {
  "agent-sessions": 720,
  client: 60,
  decision: 20,
  digest: 90,
  emulator: 60,
  faults: 180,
  "limiter-estimator": 30,
  limiter: 150,
  // Each hostile case in a fresh process, this tree and main; a case main never finishes costs 60 s.
  redact: 240,
  "redaction-recall": 60,
  "relay-body": 60,
  // 3 rounds of 3 sides x 2 chains x 2 answers, each a process of a few seconds.
  "response-usage": 120,
  relay: 120,
  rest: 240,
  // 50, 200 and 1,000 simulated jobs, TypeScript and Lua; each run bounded at 45 s of real time.
  scale: 240,
  startup: 60,
  // 50 trials per store (BENCH_ZERO429_RUNS), each about 15 s on an idle 2-core machine.
  "zero-429": 1800,
};
const LONG_S = 180;

const dir = fileURLToPath(new URL(".", import.meta.url));
const args = process.argv.slice(2);
const all = args.includes("--all");
const listOnly = args.includes("--list");
const filters = args.filter((arg) => !arg.startsWith("--"));
const names = readdirSync(dir)
  .filter((file) => file.endsWith(".bench.js"))
  .map((file) => file.slice(0, -".bench.js".length))
  .sort();

const unlisted = names.filter((name) => !(name in DURATIONS_S));
if (unlisted.length > 0) {
  console.error(`bench/run.js: add ${unlisted.join(", ")} to DURATIONS_S with how long it takes`);
  process.exit(2);
}

const duration = (name) => {
  const seconds = DURATIONS_S[name];
  return seconds < 60 ? `about ${seconds} s` : `about ${Math.round(seconds / 60)} min`;
};
const isLong = (name) => DURATIONS_S[name] >= LONG_S;
const matched = names.filter(
  (name) => filters.length === 0 || filters.some((filter) => name.includes(filter)),
);
// Named ones run whatever their length; with no name, the long ones wait for --all.
const chosen = filters.length > 0 || all ? matched : matched.filter((name) => !isLong(name));

const width = Math.max(...names.map((name) => name.length));
console.log("Benchmarks (bench/*.bench.js):");
for (const name of names) {
  const mark = chosen.includes(name) ? (listOnly ? " " : "*") : " ";
  const note = isLong(name) && !chosen.includes(name) ? "  long: name it, or pass --all" : "";
  console.log(` ${mark} ${name.padEnd(width)}  ${duration(name)}${note}`);
}
if (listOnly) process.exit(0);
if (chosen.length === 0) {
  console.error(`no benchmark matches ${filters.join(", ")}`);
  process.exit(1);
}
const total = chosen.reduce((sum, name) => sum + DURATIONS_S[name], 0);
console.log(
  `Running the ${chosen.length} marked *, about ${Math.ceil(total / 60)} min in all; each writes bench/results/<name>.json.`,
);

mkdirSync(new URL("results/", import.meta.url), { recursive: true });
let failed = 0;
for (const name of chosen) {
  const file = `${name}.bench.js`;
  console.log(`\n### ${file} (${duration(name)})`);
  const result = spawnSync(process.execPath, [`${dir}${file}`], { stdio: "inherit" });
  if (result.status !== 0) {
    failed += 1;
    console.error(`${file} failed (exit ${result.status ?? result.signal})`);
  }
}
process.exit(failed > 0 ? 1 : 0);
