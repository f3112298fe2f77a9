#!/usr/bin/env node
// Runs every bench/*.bench.js (or those whose name contains an argument) one after another, each in
// its own process so one benchmark's heap and timers cannot skew the next. Each prints a table and
// writes bench/results/<name>.json. `npm run bench` builds dist/ and bundle/ first.
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((file) => file.endsWith(".bench.js"))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

mkdirSync(new URL("results/", import.meta.url), { recursive: true });
let failed = 0;
for (const file of files) {
  console.log(`\n### ${file}`);
  const result = spawnSync(process.execPath, [`${dir}${file}`], { stdio: "inherit" });
  if (result.status !== 0) {
    failed += 1;
    console.error(`${file} failed (exit ${result.status ?? result.signal})`);
  }
}
if (files.length === 0) console.error(`no benchmark matches ${filters.join(", ")}`);
process.exit(failed > 0 || files.length === 0 ? 1 : 0);
