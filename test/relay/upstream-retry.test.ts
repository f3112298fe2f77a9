/**
 * A pooled keep-alive connection the proxy closed (issue 22, item 5): the relay sends the request
 * again, once, on a fresh connection, under the same admission, and says so in its log. A failure
 * after the proxy's first response byte is not retried: the client sees it.
 * The proxy stand-in is a process of its own (fixtures/closing-proxy.mjs).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../../src/log.js";
import type { RelayGate } from "../../src/relay/gate.js";
import { startRelay } from "../../src/relay/relay-server.js";

const fixture = fileURLToPath(new URL("./fixtures/closing-proxy.mjs", import.meta.url));
const TOKEN = "job-token-for-relay-retry-tests-0123456789";
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The stand-in in its own process; `requests` lists "socket n" for each request it received. */
async function startClosingProxy(mode: "drop-kept-alive" | "drop-all" | "cut-after-bytes") {
  const child: ChildProcess = spawn(process.execPath, [fixture, mode, "30"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  });
  const requests: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the closing proxy printed no port in 10 s")), 10_000);
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const [word, ...rest] = line.split(" ");
      if (word === "port") {
        clearTimeout(timer);
        resolve(Number(rest[0]));
      } else if (word === "request") requests.push(rest.join(" "));
    });
  });
  return { base: `http://127.0.0.1:${port}/v3/ai/vendor`, requests };
}

/** A gate that counts what it is told: admissions and settles. */
function countingGate() {
  const seen = { entered: 0, settled: [] as number[], unsent: 0 };
  const gate: RelayGate = {
    async enter() {
      seen.entered++;
      return {
        waitedMs: 0,
        settle: (_usage, status) => void seen.settled.push(status),
        unsent: () => void seen.unsent++,
        backOff() {},
      };
    },
  };
  return { gate, seen };
}

/** One messages call on a connection of its own; the status, or the error's code when it failed. */
function ask(url: string, key: string): Promise<{ status: number | string; body: string }> {
  return new Promise((resolve) => {
    const body = JSON.stringify({
      model: "claude-test",
      max_tokens: 8,
      messages: [{ role: "user", content: "hi" }],
    });
    const req = request(`${url}/v1/messages`, {
      method: "POST",
      agent: false,
      timeout: 10_000,
      headers: {
        "x-api-key": key,
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
      },
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) =>
      resolve({ status: (error as NodeJS.ErrnoException).code ?? error.message, body: "" }),
    );
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("error", () => resolve({ status: "cut", body: text }));
      res.on("aborted", () => resolve({ status: "cut", body: text }));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.end(body);
  });
}

describe("relay: a dead pooled upstream connection", () => {
  it("retries once on a fresh connection, under the same admission, and logs it", async () => {
    const proxy = await startClosingProxy("drop-kept-alive");
    const { gate, seen } = countingGate();
    const lines: string[] = [];
    const relay = await startRelay({
      upstream: proxy.base,
      token: TOKEN,
      gate,
      log: createLogger({ destination: { write: (line: string) => lines.push(line) } }),
    });
    cleanups.push(() => relay.close({ drainMs: 1000 }));

    const first = await ask(relay.url, relay.key);
    expect(first.status).toBe(200);
    // The relay's pool keeps the first connection; the proxy drops it when the next request comes.
    const second = await ask(relay.url, relay.key);
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body).usage.input_tokens).toBe(12);

    // Socket 1 carried the first request and the dropped one; the retry came on socket 2.
    expect(proxy.requests).toEqual(["1 1", "1 2", "2 1"]);
    expect(seen.entered).toBe(2); // the retry took no second place in the window
    expect(seen.settled.filter((status) => status !== 200)).toEqual([]);
    const retries = lines.filter((line) => line.includes("retrying once on a fresh connection"));
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatch(/\/v1\/messages/);
    expect(lines.join("")).not.toContain(TOKEN);
    expect(relay.usage().failed).toBe(0);
  });

  it("passes the failure on when the fresh connection fails too: one retry, not a loop", async () => {
    const proxy = await startClosingProxy("drop-all");
    const { gate, seen } = countingGate();
    const relay = await startRelay({ upstream: proxy.base, token: TOKEN, gate });
    cleanups.push(() => relay.close({ drainMs: 1000 }));

    const result = await ask(relay.url, relay.key);
    expect(result.status).toBe(502);
    expect(JSON.parse(result.body).error.message).toMatch(/the relay could not reach the proxy/);
    expect(proxy.requests).toEqual(["1 1", "2 1"]);
    expect(seen.entered).toBe(1);
    expect(seen.settled).toEqual([0]); // settled once, as sent and unanswered
  });

  it("does not retry a failure after the first response byte: the client sees the cut", async () => {
    const proxy = await startClosingProxy("cut-after-bytes");
    const { gate, seen } = countingGate();
    const lines: string[] = [];
    const relay = await startRelay({
      upstream: proxy.base,
      token: TOKEN,
      gate,
      log: createLogger({ destination: { write: (line: string) => lines.push(line) } }),
    });
    cleanups.push(() => relay.close({ drainMs: 1000 }));

    const result = await ask(relay.url, relay.key);
    expect(result.status).not.toBe(200); // a cut stream, never a short "success"
    expect(result.body).toContain("message_start");
    expect(proxy.requests).toEqual(["1 1"]);
    expect(seen.entered).toBe(1);
    expect(lines.some((line) => line.includes("retrying once"))).toBe(false);
  });
});
