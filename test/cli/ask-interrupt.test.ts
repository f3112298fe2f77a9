import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator } from "../../src/emulator/index.js";
import { cleanEnv, jobaiBin, repoRoot, runJobai } from "../helpers/cli.js";

/**
 * Ctrl-C in the middle of a stream. The emulator writes a whole answer at once, so this test
 * serves its own stream on loopback: the first piece of text, then nothing until the client leaves.
 */
const TOKEN = "job-token-interrupt-0123456789";
let server: Server;
let endpoint: string;
let clientLeft: Promise<void>;

beforeAll(async () => {
  let left: () => void = () => {};
  clientLeft = new Promise((resolve) => {
    left = resolve;
  });
  server = createServer((req, res) => {
    if (req.headers["x-api-key"] !== TOKEN) {
      res.writeHead(401).end();
      return;
    }
    req.resume();
    res.writeHead(200, { "content-type": "text/event-stream" });
    const send = (event: string, data: unknown) =>
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send("message_start", {
      type: "message_start",
      message: {
        id: "msg_1",
        type: "message",
        role: "assistant",
        model: "claude-haiku-4-5",
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 5, output_tokens: 1 },
      },
    });
    send("content_block_start", {
      type: "content_block_start",
      index: 0,
      content_block: { type: "text", text: "" },
    });
    send("content_block_delta", {
      type: "content_block_delta",
      index: 0,
      delta: { type: "text_delta", text: "partial answer" },
    });
    res.on("close", () => left());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("jobai ask and Ctrl-C", () => {
  it("stops the stream, ends the line, closes the connection and exits 130", async () => {
    const child = execa(process.execPath, [jobaiBin, "ask", "tell me a long story"], {
      cwd: repoRoot,
      env: cleanEnv({
        SERVICE_AGENT_ENDPOINT: endpoint,
        SERVICE_AGENT_ACCESS_TOKEN: TOKEN,
        JOBAI_MODEL: "claude-haiku-4-5",
        JOBAI_LIMIT_STORE: "memory",
      }),
      extendEnv: false,
      reject: false,
      stripFinalNewline: false,
      timeout: 15_000,
    });
    let seen = "";
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on("data", (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes("partial answer")) resolve();
      });
      child.once("exit", () => reject(new Error(`exited before streaming: ${seen}`)));
    });
    child.kill("SIGINT");
    const result = await child;
    expect(result.exitCode).toBe(130);
    expect(result.stdout).toBe("partial answer\n");
    expect(result.stderr).toBe("");
    await clientLeft;
  });
});

describe("jobai ask waiting for the limiter", () => {
  it("stops waiting at Ctrl-C and exits 130 without sending", async () => {
    const emulator = await startEmulator();
    const stateDir = await mkdtemp(join(tmpdir(), "jobai-wait-"));
    try {
      // One request per minute, in a file store both runs share: the second run has to wait.
      const env = {
        ...emulator.env,
        JOBAI_MODEL: "claude-haiku-4-5",
        JOBAI_LIMIT_STORE: "file",
        JOBAI_STATE_DIR: stateDir,
        JOBAI_LIMIT_REQUESTS: "1",
      };
      const first = await runJobai(["ask", "first"], { env });
      expect(first.exitCode).toBe(0);
      const sent = emulator.traffic.length;
      const child = execa(process.execPath, [jobaiBin, "ask", "second"], {
        cwd: repoRoot,
        env: cleanEnv(env),
        extendEnv: false,
        reject: false,
        stripFinalNewline: false,
        timeout: 15_000,
      });
      // It says when it waits more than 2 s: interrupt it then, not after a guessed delay.
      await new Promise<void>((resolve) => {
        let seen = "";
        child.stderr?.on("data", (chunk: Buffer) => {
          seen += chunk.toString();
          if (seen.includes("jobai: waiting")) resolve();
        });
      });
      child.kill("SIGINT");
      // The wait is for a minute's window: only the interrupt ends it before execa's 15 s timeout.
      const result = await child;
      expect(result.timedOut).toBe(false);
      expect(result.exitCode).toBe(130);
      expect(result.stdout).toBe("\n");
      expect(emulator.traffic.length).toBe(sent);
    } finally {
      await emulator.close();
      await rm(stateDir, { recursive: true, force: true });
    }
  });
});
