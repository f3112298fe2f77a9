// The emulator's own costs (uses the committed CLI bundle: bin/jobai.js), so tests and demos that
// lean on it know what it adds:
// - a small non-streaming message through the proxy (auth, limits, headers, provider), keep-alive;
// - a Claude Code-sized prompt (~70,000 characters: tokenizing, prompt-cache hashing);
// - one `service-agent meta-data set` call through bash (a node start plus one loopback request).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Pool } from "undici";
import { printTable, startEmulatorProcess, summarize, writeResults } from "./lib.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "bin/jobai.js");
/** Every loop is bounded in time as well as in count. */
const DEADLINE = Date.now() + 120_000;

const { child, env } = await startEmulatorProcess(bin);
const proxy = new URL(`${env.SERVICE_AGENT_ENDPOINT}/ai/vendor/v1/messages`);
const pool = new Pool(proxy.origin, { connections: 1 });
const headers = { "x-api-key": env.SERVICE_AGENT_ACCESS_TOKEN, "content-type": "application/json" };

const words = "const value = compute(input, { retries: 3 }); // keep the answer stable\n";
const bodies = {
  small: JSON.stringify({
    model: "claude-haiku-4-5",
    max_tokens: 50,
    messages: [{ role: "user", content: "hello there" }],
  }),
  "large (~70k chars, cached)": JSON.stringify({
    model: "claude-haiku-4-5",
    max_tokens: 50,
    system: [
      {
        type: "text",
        text: words.repeat(Math.ceil(70_000 / words.length)),
        cache_control: { type: "ephemeral" },
      },
    ],
    messages: [{ role: "user", content: "hello there" }],
  }),
};

async function send(body) {
  const start = process.hrtime.bigint();
  const response = await pool.request({ method: "POST", path: proxy.pathname, headers, body });
  await response.body.text();
  if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const rows = [];
for (const [name, body] of Object.entries(bodies)) {
  const rounds = name === "small" ? 2000 : 200;
  for (let i = 0; i < 20; i++) await send(body);
  const samples = [];
  for (let i = 0; i < rounds && Date.now() < DEADLINE; i++) samples.push(await send(body));
  rows.push({ case: `message: ${name}`, unit: "ms", ...summarize(samples) });
}

const agentEnv = { ...env, HOME: process.env.HOME ?? "/tmp" };
const agentSamples = [];
for (let i = 0; i < 30 && Date.now() < DEADLINE; i++) {
  const start = process.hrtime.bigint();
  const result = spawnSync("bash", ["-c", `service-agent meta-data set bench-${i} value`], { env: agentEnv });
  if (result.status !== 0) throw new Error(`service-agent failed: ${result.stderr}`);
  agentSamples.push(Number(process.hrtime.bigint() - start) / 1e6);
}
rows.push({ case: "service-agent meta-data set (bash)", unit: "ms", ...summarize(agentSamples) });

await pool.close();
child.kill("SIGTERM");
printTable(rows, ["case", "unit", "runs", "median", "p99", "min", "mean"]);
writeResults("emulator", rows);
