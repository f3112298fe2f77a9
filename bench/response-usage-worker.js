// One side of bench/response-usage.bench.js in a process of its own (run with --expose-gc): imports
// the bundled middlewares given as argv[2] (limit/index.ts, usage/usage-middleware.ts,
// telemetry/model-request.ts of one tree), chains them as createClient does (the usage recorder, the
// span when OTEL_EXPORTER_OTLP_ENDPOINT is set, the limiter) in front of a fetch that answers each
// request with an in-memory SSE stream, reads every answer to its end as the SDK would, and prints
// one JSON line: CPU microseconds per streamed answer, and heap held per answer open half-read.
// argv[3]: "none" (the body read with no middleware: the floor) or "chain"; argv[4]: the shape.

const [modulePath, mode, shape] = process.argv.slice(2);
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 1000);
const OPEN = Number(process.env.BENCH_OPEN ?? 200);
const { createLimiter, createMemoryStore, limitMiddleware, usageMiddleware, modelRequestMiddleware } =
  await import(modulePath);

const encoder = new TextEncoder();
const event = (type, data) =>
  encoder.encode(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);

/** The answer's chunks, as the proxy's socket would hand them: an event each, or 64 KiB pieces. */
function answerChunks() {
  const start = event("message_start", {
    message: {
      id: "msg_bench",
      type: "message",
      role: "assistant",
      model: "claude-sonnet-4-5",
      content: [],
      stop_reason: null,
      usage: {
        input_tokens: 1200,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 9000,
        output_tokens: 1,
      },
    },
  });
  const deltas = shape === "long" ? 20_000 : 300;
  const events = [
    start,
    event("content_block_start", { index: 0, content_block: { type: "text", text: "" } }),
    ...Array.from({ length: deltas }, (_, i) =>
      event("content_block_delta", {
        index: 0,
        delta: { type: "text_delta", text: `word ${i} of the answer, ` },
      }),
    ),
    event("content_block_stop", { index: 0 }),
    event("message_delta", { delta: { stop_reason: "end_turn" }, usage: { output_tokens: deltas * 6 } }),
    event("message_stop", {}),
  ];
  if (shape !== "long") return events;
  const whole = Buffer.concat(events);
  const pieces = [];
  for (let at = 0; at < whole.length; at += 64 * 1024) pieces.push(whole.subarray(at, at + 64 * 1024));
  return pieces;
}
const chunks = answerChunks();
const answerBytes = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);

const fetchAnswer = async () => {
  let next = 0;
  const body = new ReadableStream({
    pull(controller) {
      if (next < chunks.length) controller.enqueue(chunks[next++]);
      else controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
};

const env = { OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT ?? "" };
let rows = 0;
const limiter = createLimiter({
  store: createMemoryStore(),
  requests: 1_000_000,
  inputTokens: 1_000_000_000,
  window: 60_000,
  env: {},
});
const middleware =
  mode === "none"
    ? []
    : [
        usageMiddleware(() => {
          rows++;
        }),
        ...modelRequestMiddleware(env, limitMiddleware(limiter)),
      ];

/** The chain as the SDK runs it (core/middleware.js): each middleware's next is the one after it. */
function send(request, index = 0) {
  if (index === middleware.length) return fetchAnswer(request);
  return middleware[index](request, (next) => send(next, index + 1), {});
}

const requestBody = JSON.stringify({
  model: "claude-sonnet-4-5",
  max_tokens: 4096,
  stream: true,
  messages: [{ role: "user", content: "Summarise the failed step." }],
});
const request = () => ({
  url: "http://127.0.0.1:9/v3/ai/vendor/v1/messages",
  method: "POST",
  headers: { "content-type": "application/json" },
  body: requestBody,
});

async function readAll(response) {
  const reader = response.body.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

// Warm up (the JIT, the limiter's first window), then the measured answers one after another.
for (let i = 0; i < 50; i++) await readAll(await send(request()));
const cpu = process.cpuUsage();
const wall = process.hrtime.bigint();
for (let i = 0; i < ANSWERS; i++) {
  const bytes = await readAll(await send(request()));
  if (bytes !== answerBytes) throw new Error(`answer ${i}: ${bytes} bytes of ${answerBytes}`);
}
const used = process.cpuUsage(cpu);
const wallMs = Number(process.hrtime.bigint() - wall) / 1e6;

// Heap held by answers in flight: OPEN answers, each read half-way, then everything collected.
globalThis.gc();
const heapBefore = process.memoryUsage().heapUsed;
const open = [];
for (let i = 0; i < OPEN; i++) {
  const reader = (await send(request())).body.getReader();
  for (let c = 0; c < Math.floor(chunks.length / 2); c++) await reader.read();
  open.push(reader);
}
globalThis.gc();
const heapHeld = process.memoryUsage().heapUsed - heapBefore;
for (const reader of open) while (!(await reader.read()).done);

console.log(
  JSON.stringify({
    cpuUsPerAnswer: (used.user + used.system) / ANSWERS,
    wallUsPerAnswer: (wallMs * 1000) / ANSWERS,
    heapKbPerOpenAnswer: heapHeld / OPEN / 1024,
    answerKb: answerBytes / 1024,
    chunks: chunks.length,
    rows,
    state: (await limiter.state()).inFlight,
  }),
);
await limiter.close?.();
process.exit(0);
