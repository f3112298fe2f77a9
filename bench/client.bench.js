// Model access, against the emulator on loopback (build dist/ first: npm run build:lib):
// - time to the first streamed text through createClient (header policy + limiter, memory store)
//   beside a bare SDK client, same run, alternating (target: within 2 ms at the median);
// - `jobai ask` cold start to its first byte on stdout, beside `node -e` writing one byte.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import Anthropic from "@anthropic-ai/sdk";
import { createClient, startEmulator } from "../dist/index.js";
import { printTable, summarize, writeResults } from "./lib.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const MODEL = "claude-haiku-4-5";
const ROUNDS = 200;
const WARMUP = 20;
const CLI_RUNS = 30;
/** Every loop is bounded in time as well as in count. */
const DEADLINE = Date.now() + 120_000;

const emulator = await startEmulator({ limits: { requests: 1_000_000, inputTokens: 1_000_000_000 } });

const jobai = createClient({
  env: emulator.env,
  limits: { store: "memory", requests: 1_000_000, inputTokens: 1_000_000_000 },
  warn: () => {},
});
const bare = new Anthropic({
  baseURL: emulator.proxyUrl,
  apiKey: null,
  authToken: null,
  defaultHeaders: { "x-api-key": emulator.jobToken, "anthropic-version": "2023-06-01" },
});

/** ms from the call to the first text delta. */
async function firstText(client) {
  const start = process.hrtime.bigint();
  const stream = client.messages.stream({
    model: MODEL,
    max_tokens: 64,
    messages: [{ role: "user", content: "time to first byte" }],
  });
  const first = await new Promise((resolve, reject) => {
    stream.once("text", () => resolve(Number(process.hrtime.bigint() - start) / 1e6));
    stream.once("error", reject);
  });
  await stream.finalMessage();
  return first;
}

for (let i = 0; i < WARMUP; i++) {
  await firstText(jobai);
  await firstText(bare);
}
const samples = { createClient: [], bare: [] };
for (let i = 0; i < ROUNDS && Date.now() < DEADLINE; i++) {
  // Alternate which goes first so neither always meets a warmer connection pool.
  const order = i % 2 === 0 ? ["createClient", "bare"] : ["bare", "createClient"];
  for (const name of order) samples[name].push(await firstText(name === "bare" ? bare : jobai));
}
const sdk = [
  { name: "bare SDK client", ...summarize(samples.bare) },
  { name: "createClient", ...summarize(samples.createClient) },
];

/** ms from spawn to the first byte on the child's stdout. */
function timeToFirstByte(args, env) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let first;
    let stderr = "";
    child.stdout.once("data", () => {
      first = Number(process.hrtime.bigint() - start) / 1e6;
    });
    child.stdout.resume();
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code !== 0 || first === undefined) reject(new Error(`${args.join(" ")} exited ${code}: ${stderr}`));
      else resolve(first);
    });
  });
}

const cliEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  ...emulator.env,
  JOBAI_MODEL: MODEL,
  JOBAI_LIMIT_STORE: "memory",
};
const commands = [
  { name: "node -e (one byte)", args: ["-e", "process.stdout.write('x')"] },
  { name: "jobai ask", args: ["bin/jobai.js", "ask", "time to first byte"] },
];
for (let i = 0; i < 3; i++) for (const c of commands) await timeToFirstByte(c.args, cliEnv);
const cliSamples = commands.map(() => []);
for (let i = 0; i < CLI_RUNS && Date.now() < DEADLINE; i++) {
  for (const [j, c] of commands.entries()) cliSamples[j].push(await timeToFirstByte(c.args, cliEnv));
}
const cli = commands.map((c, j) => ({ name: c.name, ...summarize(cliSamples[j]) }));

await jobai.close();
await emulator.close();

const overheadMs = sdk[1].median - sdk[0].median;
const cliAddedMs = cli[1].median - cli[0].median;
printTable([...sdk, ...cli], ["name", "runs", "median", "p99", "min", "mean"]);
console.log(
  `\ncreateClient adds ${overheadMs.toFixed(2)} ms to the first streamed text at the median (target <= 2 ms)`,
);
console.log(
  `jobai ask's first byte comes ${cliAddedMs.toFixed(1)} ms after node's own (${(cli[1].median / cli[0].median).toFixed(2)}x)`,
);
writeResults("client", {
  unit: "ms",
  sdk,
  cli,
  overheadMs,
  cliAddedMs,
  targets: { overheadMs: 2 },
  met: { overhead: overheadMs <= 2 },
});
