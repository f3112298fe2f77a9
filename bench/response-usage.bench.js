// What reading a streamed answer's usage costs the SDK middlewares of createClient (the usage
// recorder, the span, the limiter), this tree beside a baseline (BENCH_RESPONSE_USAGE_BASELINE, a
// git ref, default df2493b: the last commit where each of the three read the stream itself) in the
// same run. Each side runs in a process of its own (bench/response-usage-worker.js), rounds
// alternating, and the medians are shown: CPU microseconds per answer read to its end, and the heap
// held per answer in flight (200 typical or 20 long answers open, each read half-way, after a GC).
// "body only" reads the same answers with no middleware: the floor. Two chains: the limiter and the
// usage recorder (two readers before, one now), and the same with the span (OTEL_EXPORTER_OTLP_ENDPOINT
// set to a sink on 127.0.0.1 that answers 200: three readers before, one now). Two answers: a typical
// one (41 KB, 305 events, an event per chunk) and a long one (2.7 MB in 64 KiB chunks).
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { buildAtRef, buildHere, printTable, summarize, writeResults } from "./lib.js";

const worker = fileURLToPath(new URL("response-usage-worker.js", import.meta.url));
const ENTRIES = ["src/limit/index.ts", "src/usage/usage-middleware.ts", "src/telemetry/model-request.ts"];
const baselineRef = process.env.BENCH_RESPONSE_USAGE_BASELINE ?? "df2493b";
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SHAPES = {
  typical: { answers: 600, open: 200 },
  long: { answers: 20, open: 20 },
};

const baseline = await buildAtRef(baselineRef, ENTRIES);
const here = await buildHere(ENTRIES);

// The span's exporter sends somewhere: a sink that takes every export and answers 200.
const sink = createServer((req, res) => {
  req.resume();
  req.on("end", () => res.writeHead(200, { "content-type": "application/json" }).end("{}"));
});
await new Promise((resolve) => sink.listen(0, "127.0.0.1", resolve));
const sinkUrl = `http://127.0.0.1:${sink.address().port}`;

/** One side's run in a process of its own (async: the sink answers in this process meanwhile). */
function runSide(module, mode, shape, spans) {
  const { answers, open } = SHAPES[shape];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--expose-gc", worker, module, mode, shape], {
      env: {
        PATH: process.env.PATH ?? "",
        BENCH_ANSWERS: String(answers),
        BENCH_OPEN: String(open),
        ...(spans ? { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl, OTEL_METRIC_EXPORT_INTERVAL: "600000" } : {}),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      err += chunk;
    });
    // Bounded: a side that hangs is killed and fails the bench.
    const timer = setTimeout(() => child.kill("SIGKILL"), 300_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code !== 0) reject(new Error(`${mode} ${shape} on ${module} exited ${code}: ${err}`));
      else resolve(JSON.parse(out.trim().split("\n").at(-1)));
    });
  });
}

const sides = [
  { name: "body only (no middleware)", module: here, mode: "none" },
  { name: `three readers (${baseline.sha})`, module: baseline.module, mode: "chain" },
  { name: "one shared reader (this tree)", module: here, mode: "chain" },
];
const rows = [];
for (const shape of Object.keys(SHAPES)) {
  for (const spans of [false, true]) {
    const samples = new Map(sides.map((side) => [side.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of sides)
        samples.get(side.name).push(await runSide(side.module, side.mode, shape, spans));
    }
    for (const side of sides) {
      const runs = samples.get(side.name);
      const median = (key) => summarize(runs.map((run) => run[key])).median;
      rows.push({
        answer: `${shape} (${Math.round(runs[0].answerKb)} KB, ${runs[0].chunks} chunks)`,
        chain: spans ? "limiter + usage + span" : "limiter + usage",
        side: side.name,
        "CPU us / answer": Math.round(median("cpuUsPerAnswer")),
        "heap KB / open answer": Math.round(median("heapKbPerOpenAnswer") * 10) / 10,
        rounds: runs.length,
      });
      console.error(JSON.stringify(rows.at(-1)));
    }
  }
}
sink.close();

printTable(rows);
writeResults("response-usage", {
  baseline: `${baselineRef} ${baseline.sha}`,
  rounds: ROUNDS,
  shapes: SHAPES,
  rows,
});
