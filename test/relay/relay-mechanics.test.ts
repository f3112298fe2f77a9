import { request as httpRequest } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../../src/log.js";
import type { RelayGate } from "../../src/relay/gate.js";
import { clientProof, newNonce, newRelayKey, relayProof } from "../../src/relay/relay-key.js";
import { type RunningRelay, startRelay } from "../../src/relay/relay-server.js";
import {
  messageDelta,
  messageJson,
  messageStart,
  sse,
  startTinyUpstream,
  type TinyUpstream,
  TOKEN,
} from "./tiny-upstream.js";

let upstream: TinyUpstream;
let relay: RunningRelay;

beforeEach(async () => {
  upstream = await startTinyUpstream();
  relay = await startRelay({ upstream: upstream.base, token: TOKEN, drainMs: 2000 });
});
afterEach(async () => {
  await relay.close({ drainMs: 100 });
  await upstream.close();
});

const post = (path: string, headers: Record<string, string>, body: unknown = { model: "m", max_tokens: 5 }) =>
  fetch(`${relay.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

/** A promise that resolves when `release()` is called: lets a test hold the upstream mid-stream. */
function gate() {
  let release!: () => void;
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

/** Read from a body reader with a bound, so a hang fails the test instead of stalling it. */
async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no data within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([reader.read(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

describe("who may use the relay", () => {
  /** Headers written with KEY and TOKEN in their values, for the relay's key and the job token. */
  const fill = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        value.replace("KEY", relay.key).replace("TOKEN", TOKEN),
      ]),
    );

  it("has a key of its own: 32 random bytes, a new one for each relay", async () => {
    expect(relay.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await startRelay({ upstream: upstream.base, token: TOKEN });
    await other.close({ drainMs: 0 });
    expect(other.key).not.toBe(relay.key);
    expect(relay.key).not.toContain(TOKEN);
  });

  it.each([
    ["x-api-key", { "x-api-key": "KEY" }],
    ["Authorization: Bearer", { authorization: "Bearer KEY" }],
    ["Authorization: Token", { authorization: "Token KEY" }],
    ["both forms", { "x-api-key": "KEY", authorization: "Token KEY" }],
  ])("accepts its key as %s and forwards exactly one credential, x-api-key with the job token", async (_, headers) => {
    const response = await post("/v1/messages", fill(headers));
    expect(response.status).toBe(200);
    const forwarded = upstream.seen.at(-1)?.headers ?? {};
    expect(forwarded["x-api-key"]).toBe(TOKEN);
    expect(forwarded.authorization).toBeUndefined();
    expect(JSON.stringify(forwarded)).not.toContain(relay.key);
  });

  it.each([
    ["no credential", {}],
    ["a wrong x-api-key", { "x-api-key": "someone-elses-token" }],
    ["a wrong Bearer", { authorization: "Bearer someone-elses-token" }],
    ["the key under another scheme", { authorization: "Basic KEY" }],
    ["a wrong credential beside the right one", { "x-api-key": "KEY", authorization: "Bearer nope-nope" }],
    // Issue 23: clients held the job token and sent it to whatever listened on the port.
    ["the job token as x-api-key", { "x-api-key": "TOKEN" }],
    ["the job token as Bearer", { authorization: "Bearer TOKEN" }],
    ["the job token beside the key", { "x-api-key": "KEY", authorization: "Token TOKEN" }],
  ])("refuses %s with 401 in the provider's envelope, sending nothing upstream", async (_, headers) => {
    const response = await post("/v1/messages", fill(headers));
    expect(response.status).toBe(401);
    // A client without the key has no use for the connection.
    expect(response.headers.get("connection")).toBe("close");
    const body = (await response.json()) as { type: string; error: { type: string; message: string } };
    expect(body.type).toBe("error");
    expect(body.error.type).toBe("authentication_error");
    expect(JSON.stringify(body)).not.toContain(TOKEN);
    expect(JSON.stringify(body)).not.toContain(relay.key);
    expect(upstream.seen).toHaveLength(0);
    expect(relay.usage().refused).toBe(1);
  });

  // Issue 23: "takes its own key, not the job token" confirmed the job token to any local user.
  it("answers the job token exactly as any wrong key or none, saying how to get the relay's key", async () => {
    const answers: string[] = [];
    for (const headers of [
      { "x-api-key": "TOKEN" },
      { authorization: "Bearer TOKEN" },
      { authorization: "Token TOKEN" },
      { "x-api-key": "not-the-key-not-the-token" },
      { authorization: "Bearer not-the-key-not-the-token" },
      {},
    ]) {
      const response = await post("/v1/messages", fill(headers));
      expect(response.status).toBe(401);
      answers.push(`${response.headers.get("content-type")} ${await response.text()}`);
    }
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toMatch(/job token:/);
    expect(answers[0]).toContain('eval \\"$(jobai relay --daemon --format shell)\\"');
  });

  it("answers its control path to a proof of the key, and proves the key over its answer", async () => {
    const nonce = newNonce();
    const ask = (proof: string) =>
      fetch(`${relay.url}/_jobai/relay`, {
        headers: { "x-jobai-nonce": nonce, "x-jobai-client-proof": proof },
      });
    // A proof made with another key is no proof: 401, as without any credential.
    expect((await ask(clientProof(newRelayKey(), nonce))).status).toBe(401);
    const answer = await ask(clientProof(relay.key, nonce));
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(answer.headers.get("x-jobai-relay-proof")).toBe(relayProof(relay.key, nonce, body));
    expect(JSON.parse(body)).toMatchObject({ pid: process.pid, usage: { refused: 1 } });
    expect(body).not.toContain(relay.key);
    expect(body).not.toContain(TOKEN);
  });

  it("listens on 127.0.0.1 only", () => {
    expect(new URL(relay.url).hostname).toBe("127.0.0.1");
  });

  it("refuses a client without the token whatever the path, the control path included", async () => {
    for (const path of ["/admin", "/_jobai/relay", "/v1/models"]) {
      expect((await fetch(`${relay.url}${path}`)).status).toBe(401);
    }
    const control = await fetch(`${relay.url}/_jobai/relay`, { headers: { "x-api-key": relay.key } });
    expect(control.status).toBe(200);
    // Counted: the two paths it serves. A bare probe elsewhere is refused but not a refusal to report.
    expect(((await control.json()) as { usage: { refused: number } }).usage.refused).toBe(2);
  });

  it("logs each refusal by method, path and credential kind, never a value; a bare HEAD / probe not at all", async () => {
    const lines: string[] = [];
    const logged = await startRelay({
      upstream: upstream.base,
      token: TOKEN,
      log: createLogger({ destination: { write: (line: string) => lines.push(line) } }),
    });
    try {
      // Claude Code's reachability probe: no key, HEAD /.
      expect((await fetch(`${logged.url}/`, { method: "HEAD" })).status).toBe(401);
      expect(lines).toEqual([]);
      const wrong = "someone-elses-token-0123456789";
      for (const headers of [
        { "x-api-key": wrong },
        { authorization: `Bearer ${wrong}` },
        { authorization: wrong },
        { "x-api-key": TOKEN },
      ]) {
        const response = await fetch(`${logged.url}/v1/messages?beta=true`, {
          method: "POST",
          headers,
          body: "{}",
        });
        expect(response.status).toBe(401);
      }
      expect(lines).toEqual([
        "jobai warn: refused a client without the relay's key (method=POST path=/v1/messages sent=x-api-key)\n",
        "jobai warn: refused a client without the relay's key (method=POST path=/v1/messages sent=authorization bearer)\n",
        // A bare value with no scheme could be any secret: not even its first word is logged.
        "jobai warn: refused a client without the relay's key (method=POST path=/v1/messages sent=authorization other)\n",
        "jobai warn: refused a client without the relay's key (method=POST path=/v1/messages sent=x-api-key (the job token))\n",
      ]);
      expect(logged.usage().refused).toBe(4);
      expect(upstream.seen).toHaveLength(0);
    } finally {
      await logged.close({ drainMs: 100 });
    }
  });

  it("answers paths outside /v1 with 404 and forwards nothing", async () => {
    const response = await post("/admin", { "x-api-key": relay.key });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe("not_found_error");
    expect(upstream.seen).toHaveLength(0);
  });
});

describe("forwarding", () => {
  it("sends the path and query under the proxy's base, the body unchanged, and the client's other headers", async () => {
    const body = { model: "m", max_tokens: 5, messages: [{ role: "user", content: "hé" }] };
    await post("/v1/messages?beta=true", { "x-api-key": relay.key, "anthropic-version": "2023-06-01" }, body);
    const seen = upstream.seen[0];
    expect(seen?.path).toBe("/v3/ai/vendor/v1/messages?beta=true");
    expect(JSON.parse(seen?.body ?? "")).toEqual(body);
    expect(seen?.headers["anthropic-version"]).toBe("2023-06-01");
    expect(seen?.headers.host).not.toContain(new URL(relay.url).port);
  });

  it("accepts a client that sends Expect: 100-continue (curl does, for larger bodies)", async () => {
    const body = JSON.stringify({
      model: "m",
      max_tokens: 5,
      messages: [{ role: "user", content: "x".repeat(5000) }],
    });
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${relay.url}/v1/messages`, {
        method: "POST",
        headers: { "x-api-key": relay.key, "content-type": "application/json", expect: "100-continue" },
      });
      req.on("continue", () => req.end(body));
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.setTimeout(5000, () => req.destroy(new Error("no answer within 5 s")));
    });
    expect(status).toBe(200);
    expect(upstream.seen[0]?.body).toBe(body);
    expect(upstream.seen[0]?.headers.expect).toBeUndefined();
  });

  it("passes a JSON reply through with its status, headers and length, and counts its usage", async () => {
    const response = await post("/v1/messages", { "x-api-key": relay.key });
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(messageJson());
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
    const usage = relay.usage();
    expect(usage.requests).toBe(1);
    expect(usage.countedInputTokens).toBe(12 + 3);
    expect(usage.cacheReadInputTokens).toBe(7);
    expect(usage.outputTokens).toBe(5);
  });

  it.each([
    400, 404, 429, 500, 529,
  ])("passes a %i error body and status through unchanged", async (status) => {
    const body = JSON.stringify({
      type: "error",
      error: { type: "some_error", message: `status ${status}` },
    });
    upstream.script = (_req, res) => {
      res.writeHead(status, {
        "content-type": "application/json",
        "request-id": "req_up",
        "retry-after": "0",
      });
      res.end(body);
    };
    const response = await post("/v1/messages", { "x-api-key": relay.key });
    expect(response.status).toBe(status);
    expect(response.headers.get("request-id")).toBe("req_up");
    expect(await response.text()).toBe(body);
    expect(relay.usage().rateLimited).toBe(status === 429 || status === 529 ? 1 : 0);
  });

  it("answers 502 in the provider's envelope when the proxy cannot be reached", async () => {
    await relay.close({ drainMs: 100 });
    relay = await startRelay({ upstream: "http://127.0.0.1:1/v3/ai/vendor", token: TOKEN });
    const response = await post("/v1/messages", { "x-api-key": relay.key });
    expect(response.status).toBe(502);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe("api_error");
  });
});

describe("streaming", () => {
  it("writes each event as it arrives (pings and comment lines too) and counts the stream's usage", async () => {
    const steps = [gate(), gate(), gate()];
    const parts = [
      messageStart(20),
      ': a comment line\n\nevent: ping\ndata: {"type": "ping"}\n\n',
      sse("content_block_delta", {
        type: "content_block_delta",
        index: 0,
        delta: { type: "text_delta", text: "hi" },
      }),
      messageDelta(9) + sse("message_stop", { type: "message_stop" }),
    ];
    upstream.script = async (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      for (let i = 0; i < parts.length; i++) {
        res.write(parts[i]);
        if (i < steps.length) await steps[i]?.wait;
      }
      res.end();
    };
    const response = await post(
      "/v1/messages",
      { "x-api-key": relay.key },
      { model: "m", max_tokens: 5, stream: true },
    );
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let received = "";
    // The upstream holds every next part until the client has the previous one: a relay that
    // buffered would deadlock here and the bounded read would fail.
    for (let i = 0; i < parts.length; i++) {
      while (received.length < parts.slice(0, i + 1).join("").length) {
        const { value, done } = await readWithin(reader, 2000);
        if (done) break;
        received += decoder.decode(value, { stream: true });
      }
      expect(received).toBe(parts.slice(0, i + 1).join(""));
      steps[i]?.release();
    }
    expect((await readWithin(reader, 2000)).done).toBe(true);
    const usage = relay.usage();
    expect(usage.countedInputTokens).toBe(20);
    expect(usage.cacheReadInputTokens).toBe(100);
    expect(usage.outputTokens).toBe(9);
  });

  it("sends the headers on at once when the proxy sends them before any event", async () => {
    const held = gate();
    upstream.script = async (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.flushHeaders();
      await held.wait;
      res.end(messageStart(5));
    };
    try {
      // fetch resolves on the headers: a relay that held them for the first event would time out.
      const response = await Promise.race([
        post("/v1/messages", { "x-api-key": relay.key }, { model: "m", max_tokens: 5, stream: true }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no headers within 2 s")), 2000)),
      ]);
      expect(response.status).toBe(200);
      held.release();
      expect(await response.text()).toBe(messageStart(5));
    } finally {
      held.release();
    }
  });

  it("reaches the client as an error, not a hang, when the upstream stream is cut", async () => {
    upstream.script = async (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(messageStart());
      await new Promise((resolve) => setTimeout(resolve, 50));
      res.socket?.destroy();
    };
    const response = await post("/v1/messages", { "x-api-key": relay.key }, { stream: true });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const outcome = (async () => {
      for (let i = 0; i < 100; i++) if ((await readWithin(reader, 3000)).done) return "ended cleanly";
      return "too many chunks";
    })();
    await expect(outcome).rejects.toThrow(/terminated|other side closed|aborted|socket/i);
    expect(relay.usage().failed).toBe(1);
  });

  it("holds the proxy back while the client does not read (back-pressure, bounded memory)", async () => {
    const chunk = `: ${"x".repeat(64 * 1024)}\n\n`;
    let written = 0;
    let blocked = false;
    const stop = gate();
    upstream.script = async (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      // Bounded: at most 64 MiB, stopped as soon as the socket pushes back.
      for (let i = 0; i < 1024 && !blocked; i++) {
        written += chunk.length;
        if (!res.write(chunk)) {
          await Promise.race([
            new Promise((resolve) => res.once("drain", resolve)),
            stop.wait.then(() => {
              blocked = true;
            }),
          ]);
        }
      }
      res.end();
    };
    // A raw client that never reads its response.
    const client = httpRequest(`${relay.url}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": relay.key, "content-type": "application/json" },
    });
    client.on("response", (res) => res.pause());
    client.on("error", () => {});
    client.end("{}");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop.release();
    client.destroy();
    // Socket buffers on both hops hold a few MiB at most; without back-pressure all 64 MiB go.
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });
});

describe("stopping", () => {
  it("finishes a stream in flight, refuses new connections, then resolves", async () => {
    const hold = gate();
    upstream.script = async (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(messageStart());
      await hold.wait;
      res.end(messageDelta(4));
    };
    const response = await post("/v1/messages", { "x-api-key": relay.key }, { stream: true });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readWithin(reader, 2000);
    const closing = relay.close({ drainMs: 5000 });
    await expect(post("/v1/messages", { "x-api-key": relay.key })).rejects.toThrow();
    hold.release();
    let text = "";
    for (let i = 0; i < 10; i++) {
      const { value, done } = await readWithin(reader, 2000);
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    expect(text).toContain("message_delta");
    const { drained, usage } = await closing;
    expect(drained).toBe(true);
    expect(usage.outputTokens).toBe(4);
  });

  it("answers requests still waiting for budget with 503 (never sent), and stops at once", async () => {
    await relay.close({ drainMs: 100 });
    const entered: string[] = [];
    // A gate whose budget never frees: requests wait until the relay stops.
    const gate: RelayGate = {
      enter: (request, signal) =>
        new Promise((_, reject) => {
          entered.push(request.path);
          signal.addEventListener("abort", () => reject(signal.reason), { once: true });
        }),
    };
    relay = await startRelay({ upstream: upstream.base, token: TOKEN, gate });
    const waiting = post("/v1/messages", { "x-api-key": relay.key });
    for (let i = 0; i < 100 && entered.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(entered).toEqual(["/v1/messages"]);
    // A drain limit longer than the test's timeout: close() ends only if the waiter is answered at once.
    const { drained } = await relay.close({ drainMs: 60_000 });
    const response = await waiting;
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("stopping");
    expect(drained).toBe(true);
    expect(upstream.seen).toHaveLength(0);
  });

  it("cuts a stream that outlives the drain timeout, as an error to its client", async () => {
    upstream.script = async (_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(messageStart());
      // Never ends on its own; the test's afterEach closes the upstream.
    };
    const response = await post("/v1/messages", { "x-api-key": relay.key }, { stream: true });
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await readWithin(reader, 2000);
    const { drained } = await relay.close({ drainMs: 200 });
    expect(drained).toBe(false);
    await expect(readWithin(reader, 2000)).rejects.toThrow(/terminated|closed|aborted|socket/i);
  });
});
