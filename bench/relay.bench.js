// The relay's cost, against the emulator on loopback (uses the committed CLI bundle: bin/jobai.js).
// The emulator and the relay each run in their own process (as in a job: `jobai relay --daemon`);
// this process only sends requests, alternating direct and through the relay in the same run so
// drift in the machine's load hits both alike.
// - added latency per request: small non-streaming messages, keep-alive connections
//   (target: at most 1 ms added at the median);
// - streaming throughput: a long streamed reply (~10,000 SSE events, ~680 KB, which the emulator
//   writes in one burst), bytes over the time from sending the request to the last byte, as the
//   client sees it (target: through the relay at least 90% of direct).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Pool } from "undici";
import { printTable, startEmulatorProcess, summarize, writeResults } from "./lib.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "bin/jobai.js");
const LATENCY_ROUNDS = 2000;
const LATENCY_WARMUP = 200;
const STREAM_ROUNDS = 30;
const STREAM_WARMUP = 3;
/** Every loop is bounded in time as well as in count. */
const DEADLINE = Date.now() + 240_000;

const emulator = await startEmulatorProcess(bin);
const token = emulator.env.SERVICE_AGENT_ACCESS_TOKEN;
const proxyUrl = `${emulator.env.SERVICE_AGENT_ENDPOINT}/ai/vendor`;
const stateDir = mkdtempSync(join(tmpdir(), "jobai-relay-bench-"));
const relayEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  ...emulator.env,
  JOBAI_STATE_DIR: stateDir,
  // The limiter on (memory store), with budgets no run reaches: its cost is part of the relay's.
  JOBAI_LIMIT_STORE: "memory",
  JOBAI_LIMIT_REQUESTS: "100000000",
  JOBAI_LIMIT_INPUT_TOKENS: "100000000000",
};
const started = spawnSync(process.execPath, [bin, "relay", "--daemon"], { env: relayEnv, encoding: "utf8" });
if (started.status !== 0) throw new Error(`jobai relay --daemon failed: ${started.stderr}`);
const relayUrl = started.stdout.trim();

const targets = {
  direct: { pool: new Pool(new URL(proxyUrl).origin, { connections: 1 }), base: new URL(proxyUrl).pathname },
  relay: { pool: new Pool(relayUrl, { connections: 1 }), base: "" },
};

const small = JSON.stringify({
  model: "claude-haiku-4-5",
  max_tokens: 16,
  messages: [{ role: "user", content: "latency probe" }],
});
const long = JSON.stringify({
  model: "claude-haiku-4-5",
  max_tokens: 64_000,
  stream: true,
  messages: [{ role: "user", content: "word ".repeat(20_000) }],
});

/** One request; ms to the end of the body, and for streams the bytes and ms from first to last byte. */
async function send(target, body) {
  const start = process.hrtime.bigint();
  const response = await target.pool.request({
    method: "POST",
    path: `${target.base}/v1/messages`,
    headers: { "x-api-key": token, "content-type": "application/json", "anthropic-version": "2023-06-01" },
    body,
  });
  let bytes = 0;
  let first;
  for await (const chunk of response.body) {
    first ??= process.hrtime.bigint();
    bytes += chunk.length;
  }
  const end = process.hrtime.bigint();
  if (response.statusCode !== 200) throw new Error(`status ${response.statusCode}`);
  return {
    ms: Number(end - start) / 1e6,
    bytes,
    streamMs: Number(end - (first ?? end)) / 1e6,
  };
}

// Added latency: small messages, alternating which target goes first.
for (let i = 0; i < LATENCY_WARMUP; i++) for (const t of Object.values(targets)) await send(t, small);
const latency = { direct: [], relay: [] };
for (let i = 0; i < LATENCY_ROUNDS && Date.now() < DEADLINE; i++) {
  const order = i % 2 === 0 ? ["direct", "relay"] : ["relay", "direct"];
  for (const name of order) latency[name].push((await send(targets[name], small)).ms);
}

// Streaming throughput: a long reply, alternating.
for (let i = 0; i < STREAM_WARMUP; i++) for (const t of Object.values(targets)) await send(t, long);
const streams = { direct: [], relay: [] };
for (let i = 0; i < STREAM_ROUNDS && Date.now() < DEADLINE; i++) {
  const order = i % 2 === 0 ? ["direct", "relay"] : ["relay", "direct"];
  for (const name of order) streams[name].push(await send(targets[name], long));
}

const stopped = spawnSync(process.execPath, [bin, "relay", "stop", "--json"], {
  env: relayEnv,
  encoding: "utf8",
});
const relayUsage = stopped.status === 0 ? JSON.parse(stopped.stdout).usage : undefined;
for (const t of Object.values(targets)) await t.pool.close();
emulator.child.kill("SIGTERM");
rmSync(stateDir, { recursive: true, force: true });

const lat = { direct: summarize(latency.direct), relay: summarize(latency.relay) };
const mbps = (s) => s.bytes / 1e6 / (s.ms / 1000);
const tput = {
  direct: summarize(streams.direct.map(mbps)),
  relay: summarize(streams.relay.map(mbps)),
  directTotal: summarize(streams.direct.map((s) => s.ms)),
  relayTotal: summarize(streams.relay.map((s) => s.ms)),
};
const bytesPerStream = streams.direct[0]?.bytes ?? 0;
const addedP50 = lat.relay.median - lat.direct.median;
const addedP99 = lat.relay.p99 - lat.direct.p99;
const ratio = tput.relay.median / tput.direct.median;

printTable(
  [
    { measure: "small message, ms", path: "direct", ...lat.direct },
    { measure: "small message, ms", path: "relay", ...lat.relay },
    { measure: "long stream, MB/s", path: "direct", ...tput.direct },
    { measure: "long stream, MB/s", path: "relay", ...tput.relay },
    { measure: "long stream, total ms", path: "direct", ...tput.directTotal },
    { measure: "long stream, total ms", path: "relay", ...tput.relayTotal },
  ],
  ["measure", "path", "runs", "median", "p99", "min", "mean"],
);
console.log(
  `\nthe relay adds ${addedP50.toFixed(3)} ms at p50 and ${addedP99.toFixed(3)} ms at p99 per request (target p50 <= 1 ms)`,
);
console.log(
  `streaming through the relay: ${(ratio * 100).toFixed(1)}% of direct throughput (${bytesPerStream} bytes per stream; target >= 90%)`,
);
writeResults("relay", {
  unit: { latency: "ms", throughput: "MB/s" },
  latency: lat,
  addedMs: { p50: addedP50, p99: addedP99 },
  streaming: { bytesPerStream, ...tput, relayShareOfDirect: ratio },
  targets: { addedP50Ms: 1, streamingShare: 0.9 },
  met: { latency: addedP50 <= 1, streaming: ratio >= 0.9 },
  relayUsage,
});
