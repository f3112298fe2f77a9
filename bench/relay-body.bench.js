// The relay's memory under large request bodies (issue 14: 20 x 30 MiB at once peaked at 948 MB).
// The relay runs alone in its own process (bench/relay-body-worker.js, built from src/, no limiter: the
// limiter would refuse such prompts itself) in front of a sink that reads and drops each body and
// answers 200. Each case starts a fresh relay and reports its peak resident set (the kernel's
// maxRSS) beside the bytes sent, and the statuses the clients got:
// - 20 bodies of 30 MiB at once, under the 32 MiB cap (each is read whole: the limiter estimates
//   from it and it goes on with a content-length; the relay's body budget, 128 MiB by default,
//   makes the others wait unread);
// - 20 bodies of 40 MiB at once over the cap, with a content-length and chunked (no length):
//   refused with 413, never held whole.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:http";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { Agent, request } from "undici";
import { printTable, writeResults } from "./lib.js";

const MiB = 1024 * 1024;
const TOKEN = "relay-body-bench-token";
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 20);
const worker = fileURLToPath(new URL("relay-body-worker.js", import.meta.url));

const sink = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    const body = JSON.stringify({
      id: "msg_1",
      type: "message",
      usage: { input_tokens: 1, output_tokens: 1 },
    });
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  });
});
sink.listen(0, "127.0.0.1");
await once(sink, "listening");
const upstream = `http://127.0.0.1:${sink.address().port}/v3/ai/vendor`;

async function startWorker() {
  const child = spawn(process.execPath, [worker], {
    env: { ...process.env, UPSTREAM: upstream, TOKEN },
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const url = (await lines.next()).value;
  const peak = async (last = false) => {
    child.stdin.write(last ? "exit\n" : "peak\n");
    return JSON.parse((await lines.next()).value).maxRssKiB / 1024;
  };
  return { url, peak, child };
}

/** One body of `size` bytes: a JSON messages call whose one message is that long. */
function jsonBody(size) {
  const head = '{"model":"m","max_tokens":1,"messages":[{"role":"user","content":"';
  const tail = '"}]}';
  const body = Buffer.alloc(size, 0x78);
  body.write(head, 0);
  body.write(tail, size - tail.length);
  return body;
}

async function send(url, body, chunked) {
  const dispatcher = new Agent({ connections: 1, bodyTimeout: 60_000, headersTimeout: 60_000 });
  try {
    const pieces = chunked
      ? Readable.from(
          (function* () {
            for (let i = 0; i < body.length; i += MiB) yield body.subarray(i, i + MiB);
          })(),
        )
      : body;
    const response = await request(`${url}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": TOKEN, "content-type": "application/json" },
      body: pieces,
      dispatcher,
    });
    await response.body.text();
    return String(response.statusCode);
  } catch (error) {
    return error.code ?? error.message;
  } finally {
    await dispatcher.close().catch(() => {});
  }
}

const cases = [
  { name: "20 x 30 MiB, content-length", size: 30 * MiB, chunked: false },
  { name: "20 x 40 MiB, content-length", size: 40 * MiB, chunked: false },
  { name: "20 x 40 MiB, chunked", size: 40 * MiB, chunked: true },
];
const rows = [];
for (const c of cases) {
  const body = jsonBody(c.size);
  const relay = await startWorker();
  const idle = await relay.peak();
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: CONCURRENT }, () => send(relay.url, body, c.chunked)),
  );
  const seconds = (Date.now() - started) / 1000;
  const peak = await relay.peak(true);
  await once(relay.child, "exit");
  const counts = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  rows.push({
    case: c.name,
    sentMiB: (CONCURRENT * c.size) / MiB,
    idleRssMiB: Math.round(idle),
    peakRssMiB: Math.round(peak),
    seconds,
    statuses: Object.entries(counts)
      .map(([s, n]) => `${n}x ${s}`)
      .join(" "),
  });
}
sink.close();
printTable(rows);
writeResults("relay-body", { unit: "MiB", rows });
