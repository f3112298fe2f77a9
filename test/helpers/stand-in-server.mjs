// A misbehaving proxy or API stand-in, run in its own process (a server in the test's own process
// would keep the client's bugs hidden). `node stand-in-server.mjs redirect`: every request is
// answered `307 Location: http://127.0.0.2:PORT/<same path>`, and a second listener on 127.0.0.2
// records any request that reaches it (a JSON line on stdout). `silent`: accepts every connection
// and request and never answers. `stall`: starts a streamed answer (one text delta, "hello") and
// sends nothing more; `trickle`: a streamed answer of six deltas, one a second, then its end.
// The first stdout line is `{"url", "other"}`.
import { createServer } from "node:http";

const mode = process.argv[2] ?? "silent";
const status = Number(process.argv[3] ?? 307);
const held = [];
const other = createServer((request, response) => {
  let bytes = 0;
  request.on("data", (chunk) => {
    bytes += chunk.length;
  });
  request.on("end", () => {
    const apiKey = request.headers["x-api-key"] ? "present" : "absent";
    const authorization = request.headers.authorization ? "present" : "absent";
    process.stdout.write(
      `${JSON.stringify({ reached: request.method, path: request.url, apiKey, authorization, bytes })}\n`,
    );
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ data: [], has_more: false, input_tokens: 1 }));
  });
});
const sse = (type, data) => `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;
const START =
  sse("message_start", {
    message: {
      id: "msg_stand_in",
      type: "message",
      role: "assistant",
      model: "stand-in",
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 1, output_tokens: 1 },
    },
  }) + sse("content_block_start", { index: 0, content_block: { type: "text", text: "" } });
const delta = (text) => sse("content_block_delta", { index: 0, delta: { type: "text_delta", text } });
const END =
  sse("content_block_stop", { index: 0 }) +
  sse("message_delta", {
    delta: { stop_reason: "end_turn", stop_sequence: null },
    usage: { output_tokens: 6 },
  }) +
  sse("message_stop", {});

function stream(request, response) {
  request.resume();
  response.writeHead(200, { "content-type": "text/event-stream" });
  response.write(START + delta("hello"));
  held.push(response);
  if (mode !== "trickle") return;
  let sent = 1;
  const timer = setInterval(() => {
    response.write(delta(` ${sent}`));
    if (++sent === 6) {
      clearInterval(timer);
      response.end(END);
    }
  }, 1000);
}

const main = createServer((request, response) => {
  if (mode === "stall" || mode === "trickle") {
    stream(request, response);
    return;
  }
  if (mode === "silent") {
    held.push(response); // never answered
    process.stdout.write(`${JSON.stringify({ held: request.method, path: request.url })}\n`);
    return;
  }
  request.resume();
  request.on("end", () => {
    const { port } = other.address();
    response.writeHead(status, { location: `http://127.0.0.2:${port}${request.url}` });
    response.end();
  });
});
other.listen(0, "127.0.0.2", () => {
  main.listen(0, "127.0.0.1", () => {
    process.stdout.write(
      `${JSON.stringify({ url: `http://127.0.0.1:${main.address().port}`, other: `http://127.0.0.2:${other.address().port}` })}\n`,
    );
  });
});
process.on("SIGTERM", () => process.exit(0));
