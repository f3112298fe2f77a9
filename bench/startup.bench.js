// Start-up cost of what runs on every job:
// - hooks/environment sourced by bash, beside `bash -c :` (target: within 5 ms);
// - `jobai env` cold start, beside `node -e 0` (target: at most 2.5x).
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

const hookAddedMs = hook[1].median - hook[0].median;
const cliRatio = cli[1].median / cli[0].median;
printTable([...hook, ...cli], ["name", "runs", "median", "p99", "min", "mean"]);
console.log(`\nhooks/environment adds ${hookAddedMs.toFixed(2)} ms at the median (target <= 5 ms)`);
console.log(`jobai env takes ${cliRatio.toFixed(2)}x node -e 0 at the median (target <= 2.5x)`);
writeResults("startup", {
  unit: "ms",
  hook,
  cli,
  hookAddedMs,
  cliRatio,
  targets: { hookAddedMs: 5, cliRatio: 2.5 },
  met: { hook: hookAddedMs <= 5, cli: cliRatio <= 2.5 },
});
