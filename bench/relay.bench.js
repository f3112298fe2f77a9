// The relay's cost, against the emulator on loopback (uses the committed CLI bundle: bin/jobai.js).
// The emulator and the relay each run in their own process (as in a job: `jobai relay --daemon`);
// this process only sends requests, alternating direct and through the relay in the same run so
// drift in the machine's load hits both alike.
// - added latency per request: small non-streaming messages, keep-alive connections
//   (target: at most 1 ms added at the median);
// - streaming throughput: a long streamed reply (~10,000 SSE events, ~680 KB; the emulator makes it
//   as fast as it can, respecting back-pressure), as the client sees it: body bytes over the time
//   from the first body byte to the last (target: through the relay at least 90% of direct).
//   The same streams are also timed end to end (request sent to last byte), which adds the
//   request's own cost: its 100 KB prompt is read, estimated and admitted before it is forwarded.
//   That figure and the added time to first byte are printed beside it, so nothing is hidden.
// The streams also go through a bare TCP forwarder (bench/tcp-forwarder.js), the least any relay
// can do, in the same rounds: on a machine whose cores the emulator, the relay and this client
// share, what an extra process costs shows there, and the rest is the relay's own work. The
// relay's CPU time per stream (Linux: /proc/<pid>/task/*/schedstat) gives the rate it could carry.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Pool } from "undici";
import { printTable, startEmulatorProcess, summarize, writeResults } from "./lib.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "bin/jobai.js");
const LATENCY_ROUNDS = 2000;
const LATENCY_WARMUP = 200;
const STREAM_ROUNDS = 150;
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
const started = spawnSync(process.execPath, [bin, "relay", "--daemon", "--json"], {
  env: relayEnv,
  encoding: "utf8",
});
if (started.status !== 0) throw new Error(`jobai relay --daemon failed: ${started.stderr}`);
// Clients of the relay present its own key; the job token goes direct (and the relay sends it on).
const { url: relayUrl, key: relayKey, pid: relayPid } = JSON.parse(started.stdout);

const forwarder = spawn(process.execPath, [join(root, "bench/tcp-forwarder.js"), new URL(proxyUrl).port], {
  stdio: ["ignore", "pipe", "inherit"],
});
const forwarderPort = await new Promise((resolve) =>
  forwarder.stdout.once("data", (d) => resolve(String(d).trim())),
);

const proxy = new URL(proxyUrl);
const targets = {
  direct: { pool: new Pool(proxy.origin, { connections: 1 }), base: proxy.pathname, key: token },
  relay: { pool: new Pool(relayUrl, { connections: 1 }), base: "", key: relayKey },
  forwarder: {
    pool: new Pool(`http://127.0.0.1:${forwarderPort}`, { connections: 1 }),
    base: proxy.pathname,
    key: token,
  },
};

/** CPU ms a process has used, all threads (Linux); undefined elsewhere. */
function cpuMs(pid) {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return undefined;
  let ns = 0;
  for (const task of readdirSync(tasks)) {
    try {
      ns += Number(readFileSync(`${tasks}/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return ns / 1e6;
}

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

/** One request: ms to the end of the body, ms to its first byte, and the bytes and ms from first to last byte. */
async function send(target, body) {
  const start = process.hrtime.bigint();
  const response = await target.pool.request({
    method: "POST",
    path: `${target.base}/v1/messages`,
    headers: {
      "x-api-key": target.key,
      "content-type": "application/json",
      "anthropic-version": "2023-06-01",
    },
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
    firstByteMs: Number((first ?? end) - start) / 1e6,
    bytes,
    streamMs: Number(end - (first ?? end)) / 1e6,
  };
}

// Added latency: small messages, alternating which target goes first.
for (let i = 0; i < LATENCY_WARMUP; i++)
  for (const name of ["direct", "relay"]) await send(targets[name], small);
const latency = { direct: [], relay: [] };
for (let i = 0; i < LATENCY_ROUNDS && Date.now() < DEADLINE; i++) {
  const order = i % 2 === 0 ? ["direct", "relay"] : ["relay", "direct"];
  for (const name of order) latency[name].push((await send(targets[name], small)).ms);
}

// Streaming throughput: a long reply, each round through all three paths, in turning order.
for (let i = 0; i < STREAM_WARMUP; i++) for (const t of Object.values(targets)) await send(t, long);
const streams = { direct: [], relay: [], forwarder: [] };
const paths = Object.keys(streams);
let relayCpuMs = 0;
for (let i = 0; i < STREAM_ROUNDS && Date.now() < DEADLINE; i++) {
  for (const name of [...paths.slice(i % 3), ...paths.slice(0, i % 3)]) {
    const before = name === "relay" ? cpuMs(relayPid) : undefined;
    streams[name].push(await send(targets[name], long));
    if (before !== undefined) relayCpuMs += (cpuMs(relayPid) ?? before) - before;
  }
}

const stopped = spawnSync(process.execPath, [bin, "relay", "stop", "--json"], {
  env: relayEnv,
  encoding: "utf8",
});
const relayUsage = stopped.status === 0 ? JSON.parse(stopped.stdout).usage : undefined;
for (const t of Object.values(targets)) await t.pool.close();
forwarder.kill("SIGTERM");
emulator.child.kill("SIGTERM");
rmSync(stateDir, { recursive: true, force: true });

const lat = { direct: summarize(latency.direct), relay: summarize(latency.relay) };
/** MB/s while the body streams, and end to end. */
const bodyRate = (s) => s.bytes / 1e6 / (s.streamMs / 1000);
const endToEndRate = (s) => s.bytes / 1e6 / (s.ms / 1000);
const tput = {};
for (const path of paths) {
  tput[path] = summarize(streams[path].map(bodyRate));
  tput[`${path}EndToEnd`] = summarize(streams[path].map(endToEndRate));
  tput[`${path}FirstByte`] = summarize(streams[path].map((s) => s.firstByteMs));
}
const bytesPerStream = streams.direct[0]?.bytes ?? 0;
const addedP50 = lat.relay.median - lat.direct.median;
const addedP99 = lat.relay.p99 - lat.direct.p99;
const share = (path, kind = "") => tput[`${path}${kind}`].median / tput[`direct${kind}`].median;
const ratio = share("relay");
const endToEndRatio = share("relay", "EndToEnd");
const addedFirstByte = tput.relayFirstByte.median - tput.directFirstByte.median;
const relayCpuPerStream = cpuMs(process.pid) === undefined ? undefined : relayCpuMs / streams.relay.length;

printTable(
  [
    { measure: "small message, ms", path: "direct", ...lat.direct },
    { measure: "small message, ms", path: "relay", ...lat.relay },
    ...["EndToEnd", "", "FirstByte"].flatMap((kind) =>
      paths.map((path) => ({
        measure: {
          EndToEnd: "long stream, end to end, MB/s",
          "": "long stream, body, MB/s",
          FirstByte: "long stream, first byte, ms",
        }[kind],
        path: path === "forwarder" ? "bare TCP forwarder" : path,
        ...tput[`${path}${kind}`],
      })),
    ),
  ],
  ["measure", "path", "runs", "median", "p99", "min", "mean"],
);
const percent = (x) => `${(x * 100).toFixed(1)}%`;
console.log(
  `\nthe relay adds ${addedP50.toFixed(3)} ms at p50 and ${addedP99.toFixed(3)} ms at p99 per request (target p50 <= 1 ms)`,
);
console.log(
  `streaming through the relay: ${percent(ratio)} of direct throughput (${bytesPerStream} bytes per stream; target >= 90%)`,
);
console.log(
  `  end to end, with the 100 KB request's own cost: ${percent(endToEndRatio)}; first byte ${addedFirstByte.toFixed(2)} ms later`,
);
console.log(
  `  a bare TCP forwarder in the same rounds: ${percent(share("forwarder"))} (body), ${percent(share("forwarder", "EndToEnd"))} (end to end)`,
);
if (relayCpuPerStream !== undefined) {
  console.log(
    `  relay CPU per stream: ${relayCpuPerStream.toFixed(2)} ms, so one core carries about ${Math.round(bytesPerStream / 1e3 / relayCpuPerStream)} MB/s of streams`,
  );
}
writeResults("relay", {
  unit: { latency: "ms", throughput: "MB/s" },
  latency: lat,
  addedMs: { p50: addedP50, p99: addedP99 },
  streaming: {
    bytesPerStream,
    ...tput,
    relayShareOfDirect: ratio,
    relayShareOfDirectEndToEnd: endToEndRatio,
    forwarderShareOfDirect: share("forwarder"),
    forwarderShareOfDirectEndToEnd: share("forwarder", "EndToEnd"),
    addedFirstByteMs: addedFirstByte,
    relayCpuMsPerStream: relayCpuPerStream,
  },
  targets: { addedP50Ms: 1, streamingShare: 0.9 },
  met: { latency: addedP50 <= 1, streaming: ratio >= 0.9 },
  relayUsage,
});
