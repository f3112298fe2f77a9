/**
 * A 429 asking for a day (issue 23): the relay pauses its limiter one window at most, and shows its
 * client the same capped wait, not the proxy's day (a relayed tool would sleep for it). The proxy
 * stand-in is a process of its own (fixtures/closing-proxy.mjs, mode retry-after-day).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { createLimiter } from "../../src/limit/index.js";
import { limiterGate } from "../../src/relay/limiter-gate.js";
import { startRelay } from "../../src/relay/relay-server.js";

const fixture = fileURLToPath(new URL("./fixtures/closing-proxy.mjs", import.meta.url));
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startDayProxy(): Promise<string> {
  const child: ChildProcess = spawn(process.execPath, [fixture, "retry-after-day", "30"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill("SIGTERM");
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the proxy stand-in printed no port in 10 s")), 10_000);
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      const [word, value] = line.split(" ");
      if (word === "port") {
        clearTimeout(timer);
        resolve(Number(value));
      }
    });
  });
  return `http://127.0.0.1:${port}/v3/ai/vendor`;
}

describe("relay: a retry-after of a day", () => {
  it("is shown to the client as one window at most, the wait the limiter itself takes", async () => {
    const upstream = await startDayProxy();
    const T = 1_900_000_000_000;
    const now = () => T;
    const limiter = createLimiter({ store: "memory", requests: 50, window: 60_000, env: {}, now });
    const relay = await startRelay({
      upstream,
      token: "job-token-for-retry-after-cap-0123456789",
      gate: limiterGate({ limiter, now }),
    });
    cleanups.push(() => relay.close({ drainMs: 1000 }));

    const response = await fetch(`${relay.url}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": relay.key, "content-type": "application/json" },
      body: JSON.stringify({
        model: "claude-test",
        max_tokens: 8,
        messages: [{ role: "user", content: "hi" }],
      }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("60");
    expect(response.headers.get("retry-after-ms")).toBe("60000");
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe("rate_limit_error");
    // The limiter paused for the same window, not the day.
    expect((await limiter.state()).pausedUntil).toBe(T + 60_000);
  });
});
