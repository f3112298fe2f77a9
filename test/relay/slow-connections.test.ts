/**
 * Neighbours that open connections to the relay and never finish a request (issue 23: two local
 * users' processes holding 20,000 half-open connections used up the relay's descriptors, and then
 * nobody got through). The relay caps what it holds, closes the connection that has waited longest
 * without a request to make room, and gives a request head 10 s (connection-guard.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { type RunningRelay, startRelay } from "../../src/relay/relay-server.js";
import { cleanEnv, jobaiBin } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";
import { startTinyUpstream, type TinyUpstream, TOKEN } from "./tiny-upstream.js";

const attacker = fileURLToPath(new URL("./fixtures/slow-connections.mjs", import.meta.url));
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** One request on a connection of its own, as a fresh client process makes it; bounded in time. */
function ask(url: string, key: string, timeoutMs: number): Promise<number | string> {
  return new Promise((resolve) => {
    const body = JSON.stringify({
      model: "claude-sonnet-4-5",
      max_tokens: 8,
      messages: [{ role: "user", content: "hi" }],
    });
    const req = request(`${url}/v1/messages`, {
      method: "POST",
      agent: false,
      timeout: timeoutMs,
      headers: {
        "x-api-key": key,
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
      },
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve((error as NodeJS.ErrnoException).code ?? error.message));
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.end(body);
  });
}

/** Lines of a child's stdout, one at a time. */
function lines(child: ChildProcess) {
  const reader = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  reader.on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else queue.push(line);
  });
  return (timeoutMs: number) =>
    new Promise<string>((resolve, reject) => {
      const ready = queue.shift();
      if (ready !== undefined) return resolve(ready);
      const timer = setTimeout(() => reject(new Error(`no line within ${timeoutMs} ms`)), timeoutMs);
      waiting.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
}

describe("two neighbours holding more connections than the relay has descriptors", () => {
  const emu = useEmulator();

  it("a client with the key still gets through, every time", async () => {
    const dir = await mkdtemp(join(tmpdir(), "jobai-slow-connections-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    // The relay in its own process with 512 descriptors (a common default is 1024; here it is
    // 20,000, which the finding's 20,000 connections used up): the neighbours hold 2,000.
    const relayProcess = spawn(
      "bash",
      ["-c", 'ulimit -n 512 && exec "$@"', "relay", process.execPath, jobaiBin, "relay", "--json"],
      {
        env: cleanEnv({ ...emu().env, JOBAI_STATE_DIR: dir, JOBAI_LIMIT_STORE: "memory" }),
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    cleanups.push(() => relayProcess.exitCode === null && relayProcess.kill("SIGKILL"));
    const readRelay = lines(relayProcess);
    let printed = "";
    while (!printed.endsWith("}")) printed += await readRelay(15_000); // printJson's indented lines
    const record = JSON.parse(printed) as {
      url: string;
      port: number;
      key: string;
    };
    expect(await ask(record.url, record.key, 5000)).toBe(200);

    const neighbours = [0, 1].map(() =>
      spawn(process.execPath, [attacker, String(record.port), "1000", "20000", "12"], {
        stdio: ["ignore", "pipe", "inherit"],
      }),
    );
    for (const neighbour of neighbours)
      cleanups.push(() => neighbour.exitCode === null && neighbour.kill("SIGKILL"));
    const readers = neighbours.map(lines);
    for (const read of readers) expect(await read(15_000)).toBe("holding");
    // Let the flood settle: every descriptor the relay could give would be taken by now.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const answers: (number | string)[] = [];
    for (let i = 0; i < 8; i++) answers.push(await ask(record.url, record.key, 5000));
    expect(answers).toEqual(Array(8).fill(200));

    for (const neighbour of neighbours) neighbour.kill("SIGTERM");
    const stats = (await Promise.all(readers.map((read) => read(5000)))).map(
      (line) => JSON.parse(line) as { opened: number; closedByServer: number; mostHeld: number },
    );
    // The flood was real, and it was the neighbours' connections the relay closed.
    expect(stats.reduce((sum, s) => sum + s.mostHeld, 0)).toBeGreaterThan(512);
    expect(stats.reduce((sum, s) => sum + s.closedByServer, 0)).toBeGreaterThan(0);
    expect(relayProcess.exitCode).toBeNull();
    expect(emu().traffic.filter((t) => t.surface === "proxy").length).toBe(9);
  }, 60_000);
});

describe("the connection guard", () => {
  let upstream: TinyUpstream;
  let relay: RunningRelay;
  const open: Socket[] = [];
  afterEach(async () => {
    for (const socket of open.splice(0)) socket.destroy();
    await relay?.close({ drainMs: 100 });
    await upstream?.close();
  });

  /** A connection that sends the start of a request head and nothing more. */
  async function slowConnection(port: number): Promise<{ socket: Socket; closed: Promise<number> }> {
    const socket = connect(port, "127.0.0.1");
    open.push(socket);
    socket.on("error", () => {});
    socket.resume(); // read, or the server's close is never seen
    await once(socket, "connect");
    socket.write("POST /v1/messages HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now())));
    return { socket, closed };
  }

  it("closes a connection whose request head is not in within headersTimeout", async () => {
    upstream = await startTinyUpstream();
    relay = await startRelay({ upstream: upstream.base, token: TOKEN, headersTimeoutMs: 400 });
    const started = Date.now();
    const { closed } = await slowConnection(relay.port);
    const at = await Promise.race([
      closed,
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 5000)),
    ]);
    expect(at).toBeGreaterThan(0);
    // Node checks every 100 ms here (a quarter of the timeout), not every 30 s.
    expect(at - started).toBeLessThan(2000);
    expect(upstream.seen).toHaveLength(0);
  });

  it("at its cap, closes the oldest connection without a request, never one with a request in flight", async () => {
    upstream = await startTinyUpstream();
    relay = await startRelay({ upstream: upstream.base, token: TOKEN, maxConnections: 4 });
    // A stream in flight: the upstream holds its answer until released.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    upstream.script = async (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      await held;
      res.end(JSON.stringify({ type: "message", usage: { input_tokens: 1, output_tokens: 1 } }));
    };
    const busy = ask(relay.url, relay.key, 10_000);
    for (let i = 0; i < 50 && upstream.seen.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(upstream.seen).toHaveLength(1);

    const slow = [];
    for (let i = 0; i < 3; i++) slow.push(await slowConnection(relay.port));
    expect(relay.connections.count()).toBe(4);
    // One more without a request: the oldest slow one makes room.
    slow.push(await slowConnection(relay.port));
    await slow[0]?.closed;
    expect(relay.connections.evicted()).toBe(1);
    // A client with the key, on a fresh connection, gets through while the cap is reached.
    upstream.script = (_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ type: "message", usage: { input_tokens: 1, output_tokens: 1 } }));
    };
    expect(await ask(relay.url, relay.key, 5000)).toBe(200);
    release();
    expect(await busy).toBe(200);
    expect(relay.connections.count()).toBeLessThanOrEqual(4);
  });
});
