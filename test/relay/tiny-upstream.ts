import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A tiny stand-in for the proxy, for the relay's HTTP mechanics (the emulator covers behaviour):
 * it checks `x-api-key`, records what it received, and answers as each test scripts it.
 */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export type Script = (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>;

export interface TinyUpstream {
  /** The base the relay is given: `http://127.0.0.1:PORT/v3/ai/vendor`. */
  base: string;
  seen: SeenRequest[];
  /** What the next requests get; default a small JSON message. */
  script: Script;
  close(): Promise<void>;
}

export const TOKEN = "job-token-for-relay-tests-0123456789";

export const messageJson = (input = 12, output = 5) => ({
  id: "msg_1",
  type: "message",
  role: "assistant",
  model: "claude-test",
  content: [{ type: "text", text: "hello" }],
  stop_reason: "end_turn",
  usage: {
    input_tokens: input,
    cache_creation_input_tokens: 3,
    cache_read_input_tokens: 7,
    output_tokens: output,
  },
});

export const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const messageStart = (input = 20) =>
  sse("message_start", {
    type: "message_start",
    message: {
      id: "msg_2",
      type: "message",
      role: "assistant",
      content: [],
      usage: {
        input_tokens: input,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 100,
        output_tokens: 1,
      },
    },
  });

export const messageDelta = (output: number) =>
  sse("message_delta", {
    type: "message_delta",
    delta: { stop_reason: "end_turn" },
    usage: { output_tokens: output },
  });

export async function startTinyUpstream(): Promise<TinyUpstream> {
  const seen: SeenRequest[] = [];
  const state: TinyUpstream = {
    base: "",
    seen,
    script: (_req, res) => {
      const body = JSON.stringify(messageJson());
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      res.end(body);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    seen.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
    if (req.headers["x-api-key"] !== TOKEN) {
      res.writeHead(401, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ type: "error", error: { type: "authentication_error", message: "bad token" } }),
      );
      return;
    }
    await state.script(req, res, body);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3/ai/vendor`;
  return state;
}
