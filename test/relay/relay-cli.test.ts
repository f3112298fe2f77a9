import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readAddressFile } from "../../src/relay/address-file.js";
import { isRunning } from "../../src/relay/daemon.js";
import { runJobai } from "../helpers/cli.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { useEmulator } from "../helpers/emulator.js";

const emu = useEmulator();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function jobEnv() {
  const dir = await mkdtemp(join(tmpdir(), "jobai-relay-cli-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { ...emu().env, JOBAI_STATE_DIR: dir, JOBAI_LIMIT_STORE: "memory" };
}

const ask = (url: string, token: string, content = "hello") =>
  fetch(`${url}/v1/messages`, {
    method: "POST",
    headers: { "x-api-key": token, "content-type": "application/json" },
    body: JSON.stringify({
      model: "claude-sonnet-4-5",
      max_tokens: 20,
      messages: [{ role: "user", content }],
    }),
  });

describe("jobai relay", () => {
  it("--help teaches: a Claude Code example, the daemon, stop", async () => {
    const help = await runJobaiInProcess(["relay", "--help"]);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain("claude -p");
    expect(help.stdout).toContain("ANTHROPIC_BASE_URL");
    expect(help.stdout).toContain("--daemon");
    expect(help.stdout).toContain("jobai relay stop");
  });

  it.each([
    [["--port", "70000"], /--port must be a whole number from 0 to 65535/],
    [["--drain", "soon"], /--drain must be a duration/],
    [["--margin", "-5"], /--margin must be a whole number/],
    [["--idle-exit", "soon"], /--idle-exit must be a duration/],
    [["--store", "disk"], /JOBAI_LIMIT_STORE.*must be one of/],
  ])("refuses %j with exit 2 and a message naming the fix", async (args, message) => {
    const result = await runJobaiInProcess(["relay", ...args], { env: await jobEnv() });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it("outside a job, says which variable is missing (exit 2)", async () => {
    const result = await runJobaiInProcess(["relay"], { env: {} });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("SERVICE_AGENT_ENDPOINT");
  });

  it("--daemon returns once listening; status and stop report usage; a second daemon on the same file is refused", async () => {
    const env = await jobEnv();
    const started = await runJobai(["relay", "--daemon", "--json"], { env });
    expect(started.exitCode, started.stderr).toBe(0);
    const record = JSON.parse(started.stdout) as {
      url: string;
      pid: number;
      key: string;
      addressFile: string;
      logFile: string;
    };
    cleanups.push(async () => {
      if (isRunning(record.pid)) process.kill(record.pid, "SIGKILL");
    });
    expect(record.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(record.addressFile.startsWith(env.JOBAI_STATE_DIR)).toBe(true);
    expect(readAddressFile(record.addressFile)?.pid).toBe(record.pid);
    // Listening already: no wait, no retry.
    expect((await ask(record.url, record.key)).status).toBe(200);
    // The job token is not the relay's key: refused, and nothing reached the proxy.
    expect((await ask(record.url, emu().jobToken)).status).toBe(401);

    const again = await runJobai(["relay", "--daemon"], { env });
    expect(again.exitCode).toBe(2);
    expect(again.stderr).toContain("already running");

    const status = await runJobai(["relay", "status", "--json"], { env });
    expect(status.exitCode, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout).usage).toMatchObject({ requests: 1, refused: 1 });
    // status prints no secret: neither the key nor the job token.
    expect(status.stdout).not.toContain(record.key);
    expect(status.stdout).not.toContain(emu().jobToken);

    const stopped = await runJobai(["relay", "stop", "--json"], { env });
    expect(stopped.exitCode, stopped.stderr).toBe(0);
    const result = JSON.parse(stopped.stdout) as {
      stopped: boolean;
      drained: boolean;
      usage: { requests: number };
    };
    expect(result).toMatchObject({ stopped: true, drained: true, usage: { requests: 1 } });
    expect(isRunning(record.pid)).toBe(false);

    const twice = await runJobai(["relay", "stop"], { env });
    expect(twice.exitCode).toBe(0);
    expect(twice.stderr).toContain("nothing to stop");

    const log = await readFile(record.logFile, "utf8");
    expect(log).toContain("relay listening");
    expect(log).not.toContain(emu().jobToken);
  });

  it("a daemon left alone stops by itself after --idle-exit, recording its usage", async () => {
    const env = await jobEnv();
    const started = await runJobai(["relay", "--daemon", "--json", "--idle-exit", "600ms"], { env });
    expect(started.exitCode, started.stderr).toBe(0);
    const record = JSON.parse(started.stdout) as {
      url: string;
      pid: number;
      key: string;
      addressFile: string;
    };
    cleanups.push(async () => {
      if (isRunning(record.pid)) process.kill(record.pid, "SIGKILL");
    });
    expect((await ask(record.url, record.key)).status).toBe(200);
    for (let i = 0; i < 100 && isRunning(record.pid); i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isRunning(record.pid)).toBe(false);
    expect(readAddressFile(record.addressFile)).toMatchObject({ drained: true, usage: { requests: 1 } });
    // Stopped, its record keeps no key.
    expect(readAddressFile(record.addressFile)?.key).toBeUndefined();
    const stopped = await runJobai(["relay", "stop"], { env });
    expect(stopped.exitCode).toBe(0);
    expect(stopped.stdout).toContain("jobai relay: 1 request,");
  });

  it("on SIGTERM (jobai relay stop), finishes a request in flight before exiting", async () => {
    const env = await jobEnv();
    const started = await runJobai(["relay", "--daemon", "--format", "dotenv"], { env });
    expect(started.exitCode, started.stderr).toBe(0);
    const vars = Object.fromEntries(
      [...started.stdout.matchAll(/^(\w+)="([^"]*)"$/gm)].map((m) => [m[1], m[2]]),
    );
    const url = vars.ANTHROPIC_BASE_URL ?? "";
    emu().faults.add({ fault: { kind: "latency", ms: 1500 }, times: 1 });
    const inFlight = ask(url, vars.ANTHROPIC_API_KEY ?? "", "finish me");
    await new Promise((resolve) => setTimeout(resolve, 400));
    const stopping = runJobai(["relay", "stop", "--json"], { env });
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).toContain("finish me");
    const stopped = await stopping;
    expect(stopped.exitCode, stopped.stderr).toBe(0);
    expect(JSON.parse(stopped.stdout)).toMatchObject({
      stopped: true,
      drained: true,
      usage: { requests: 1 },
    });
  });
});
