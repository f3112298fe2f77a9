// Start-up cost of what runs on every job:
// - hooks/environment sourced by bash, beside `bash -c :` (target: within 5 ms);
// - `jobai env` cold start, beside `node -e 0` (target: at most 2.5x);
// - `import("jobai")` beside `import("@anthropic-ai/sdk")`, which it needs anyway (target: at most
//   1.25x), with the modules each loads (bench/module-count.js). Needs dist/: `npm run build` first.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { compareCommands, printTable, writeResults } from "./lib.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  SERVICE_AGENT_ENDPOINT: "https://agent.example/v3",
  SERVICE_AGENT_ACCESS_TOKEN: "bench-job-token",
  SERVICE_PLUGIN_JOBAI_MODEL: "claude-sonnet-4-5",
};
const options = { cwd: root, env };

const hook = compareCommands(
  [
    { name: "bash -c :", command: "bash", args: ["-c", ":"], options },
    { name: "source hooks/environment", command: "bash", args: ["-c", "source hooks/environment"], options },
  ],
  { runs: 100, warmup: 5 },
);
const cli = compareCommands(
  [
    { name: "node -e 0", command: process.execPath, args: ["-e", "0"], options },
    { name: "jobai env", command: process.execPath, args: ["bin/jobai.js", "env"], options },
  ],
  { runs: 40, warmup: 3 },
);

// From the package's root, a bare "jobai" is the package itself (its exports, dist/index.js).
const importOf = (specifier) => ["--input-type=module", "-e", `await import(${JSON.stringify(specifier)})`];
const library = compareCommands(
  [
    {
      name: 'import("@anthropic-ai/sdk")',
      command: process.execPath,
      args: importOf("@anthropic-ai/sdk"),
      options,
    },
    { name: 'import("jobai")', command: process.execPath, args: importOf("jobai"), options },
  ],
  { runs: 20, warmup: 2 },
);
for (const [row, specifier] of library.map((row, i) => [row, i === 0 ? "@anthropic-ai/sdk" : "jobai"])) {
  const counted = spawnSync(process.execPath, ["bench/module-count.js", specifier], {
    ...options,
    encoding: "utf8",
  });
  row.modules = JSON.parse(counted.stdout).modules;
}

const hookAddedMs = hook[1].median - hook[0].median;
const cliRatio = cli[1].median / cli[0].median;
const importRatio = library[1].median / library[0].median;
printTable([...hook, ...cli, ...library], ["name", "runs", "median", "p99", "min", "mean", "modules"]);
console.log(`\nhooks/environment adds ${hookAddedMs.toFixed(2)} ms at the median (target <= 5 ms)`);
console.log(`jobai env takes ${cliRatio.toFixed(2)}x node -e 0 at the median (target <= 2.5x)`);
console.log(
  `import("jobai") takes ${importRatio.toFixed(2)}x import("@anthropic-ai/sdk") at the median (target <= 1.25x), ${library[1].modules} modules against ${library[0].modules}`,
);
writeResults("startup", {
  unit: "ms",
  hook,
  cli,
  hookAddedMs,
  cliRatio,
  library,
  importRatio,
  targets: { hookAddedMs: 5, cliRatio: 2.5, importRatio: 1.25 },
  met: { hook: hookAddedMs <= 5, cli: cliRatio <= 2.5, import: importRatio <= 1.25 },
});
