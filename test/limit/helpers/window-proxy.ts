/**
 * A strict sliding-window proxy for the zero-429 property (zero-429.test.ts, bench/zero-429.bench.js),
 * run in its own process (window-proxy-process.ts) so that its clock and event loop are not the
 * test's. It counts each `POST .../v1/messages` the moment its body has arrived, with the emulator's
 * own rule (src/emulator/proxy/sliding-window.ts: closed windows, refused requests count for nothing),
 * logs every arrival, admitted or not, and answers after a jittered latency: 429 when over the
 * budget, else a message (JSON, or a stream whose events are spread out). `GET /arrivals` returns
 * the log.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SlidingWindow } from "../../../src/emulator/proxy/sliding-window.js";

export interface WindowProxyConfig {
  requests: number;
  inputTokens: number;
  windowMs: number;
  /** Time from arrival to the first byte of the answer, uniform in [min, max] ms. */
  answerMs: [number, number];
  /** Gaps between a stream's events after the first, uniform in [min, max] ms. */
  streamGapMs: [number, number];
}

/** One request as the proxy counted it. */
export interface Arrival {
  /** The proxy's clock when the body had arrived (ms since the epoch). */
  at: number;
  /** The caller's id (the body's metadata.user_id), or "" when it sent none. */
  id: string;
  admitted: boolean;
}

/** What the proxy counts for every request: the token budget is not what these runs test. */
const COUNTED_TOKENS = 12;

const uniform = ([min, max]: [number, number]) => min + Math.random() * (max - min);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.once("error", reject);
  });
}

function idOf(body: string): { id: string; stream: boolean; model: string } {
  try {
    const json = JSON.parse(body) as { metadata?: { user_id?: unknown }; stream?: unknown; model?: unknown };
    return {
      id: typeof json.metadata?.user_id === "string" ? json.metadata.user_id : "",
      stream: json.stream === true,
      model: typeof json.model === "string" ? json.model : "model",
    };
  } catch {
    return { id: "", stream: false, model: "model" };
  }
}

const usage = {
  input_tokens: COUNTED_TOKENS,
  output_tokens: 1,
  cache_creation_input_tokens: 0,
  cache_read_input_tokens: 0,
};

function message(model: string) {
  return {
    id: `msg_${Math.random().toString(36).slice(2)}`,
    type: "message",
    role: "assistant",
    model,
    content: [] as unknown[],
    stop_reason: null as string | null,
    stop_sequence: null,
    usage,
  };
}

async function answerStream(res: ServerResponse, model: string, gapMs: [number, number]): Promise<void> {
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const event = (type: string, data: unknown) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
  event("message_start", { type: "message_start", message: message(model) });
  event("content_block_start", {
    type: "content_block_start",
    index: 0,
    content_block: { type: "text", text: "" },
  });
  for (const word of ["o", "k"]) {
    await sleep(uniform(gapMs));
    event("content_block_delta", {
      type: "content_block_delta",
      index: 0,
      delta: { type: "text_delta", text: word },
    });
  }
  event("content_block_stop", { type: "content_block_stop", index: 0 });
  await sleep(uniform(gapMs));
  event("message_delta", {
    type: "message_delta",
    delta: { stop_reason: "end_turn", stop_sequence: null },
    usage,
  });
  event("message_stop", { type: "message_stop" });
  res.end();
}

export interface RunningWindowProxy {
  url: string;
  arrivals(): Arrival[];
  close(): Promise<void>;
}

export async function startWindowProxy(config: WindowProxyConfig): Promise<RunningWindowProxy> {
  const window = new SlidingWindow(() => config);
  const arrivals: Arrival[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === "GET" && req.url === "/arrivals") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(arrivals));
        return;
      }
      const body = await readBody(req);
      if (req.method !== "POST" || !/\/v1\/messages$/.test(req.url ?? "")) {
        res.writeHead(404, { "content-type": "application/json" });
        res.end(
          JSON.stringify({ type: "error", error: { type: "not_found_error", message: "no such route" } }),
        );
        return;
      }
      const at = Date.now();
      const admission = window.admit(at, COUNTED_TOKENS);
      const { id, stream, model } = idOf(body);
      arrivals.push({ at, id, admitted: admission.admitted });
      await sleep(uniform(config.answerMs));
      if (!admission.admitted) {
        const retryAfter = Math.max(1, Math.ceil((admission.retryAfterMs ?? config.windowMs) / 1000));
        res.writeHead(429, { "content-type": "application/json", "retry-after": String(retryAfter) });
        res.end(
          JSON.stringify({ type: "error", error: { type: "rate_limit_error", message: "over the window" } }),
        );
        return;
      }
      if (stream) {
        await answerStream(res, model, config.streamGapMs);
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          ...message(model),
          content: [{ type: "text", text: "ok" }],
          stop_reason: "end_turn",
        }),
      );
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrivals: () => [...arrivals],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The most arrivals inside one closed window `[t - windowMs, t]` anywhere in the log (the worst
 * window ends at an arrival), and the first such window when it holds more than `limit`.
 */
export function worstWindow(
  arrivals: readonly Pick<Arrival, "at">[],
  windowMs: number,
): { count: number; endsAt: number | undefined } {
  const times = arrivals.map((a) => a.at).sort((a, b) => a - b);
  let worst = 0;
  let endsAt: number | undefined;
  let start = 0;
  for (let end = 0; end < times.length; end++) {
    const t = times[end] as number;
    while ((times[start] as number) < t - windowMs) start++;
    if (end - start + 1 > worst) {
      worst = end - start + 1;
      endsAt = t;
    }
  }
  return { count: worst, endsAt };
}
