/**
 * A neighbour binds the relay's port once the relay is gone (issue 23). Before, the step's tools
 * held the job token as ANTHROPIC_API_KEY and sent it to whatever listened there, and `jobai relay
 * status` sent it too, then crashed on the reply. Here a second process (fixtures/squatter.mjs)
 * binds the port, records every byte it receives and answers as a hostile server would; the step's
 * tools, `status` and `stop` run as a job runs them, and what the squatter got is read back.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { readAddressFile, writeAddressFile } from "../../src/relay/address-file.js";
import { isRunning } from "../../src/relay/daemon.js";
import { newRelayKey } from "../../src/relay/relay-key.js";
import { cleanEnv, repoRoot, runJobai } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";

const squatterScript = fileURLToPath(new URL("./fixtures/squatter.mjs", import.meta.url));
const sdkClient = fileURLToPath(new URL("./fixtures/sdk-client.mjs", import.meta.url));

const emu = useEmulator();
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function stateDir() {
  const dir = await mkdtemp(join(tmpdir(), "jobai-port-squat-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

type Mode = "status" | "garbage" | "huge" | "silent";

/** The squatter on `port`, in its own process; `received()` is every byte it has been sent. */
async function squat(port: number, dir: string, mode: Mode) {
  const record = join(dir, `squatter-${mode}.bin`);
  const child: ChildProcess = spawn(process.execPath, [squatterScript, String(port), record, mode], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  cleanups.push(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });
  const [chunk] = (await Promise.race([
    once(child.stdout as NodeJS.ReadableStream, "data"),
    once(child, "exit").then(() => {
      throw new Error(`the squatter could not bind port ${port}`);
    }),
  ])) as [Buffer];
  const bound = Number(/listening (\d+)/.exec(String(chunk))?.[1]);
  expect(bound).toBeGreaterThan(0);
  return {
    pid: child.pid as number,
    port: bound,
    received: () => (existsSync(record) ? readFileSync(record, "latin1") : ""),
  };
}

/** Source hooks/environment with `relay: true` and read back what it exported. */
async function environmentHook(env: Record<string, string>) {
  const names = [
    "ANTHROPIC_BASE_URL",
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_CUSTOM_HEADERS",
    "JOBAI_RELAY_ADDRESS_FILE",
  ];
  const print = names.map((name) => `printf '%s=%s\\0' ${name} "\${${name}-}"`).join("; ");
  const result = await execa("bash", ["-c", `set -euo pipefail; source hooks/environment; ${print}`], {
    cwd: repoRoot,
    env: cleanEnv(env),
    extendEnv: false,
    reject: false,
    timeout: 30_000,
  });
  expect(result.exitCode, String(result.stderr)).toBe(0);
  return Object.fromEntries(
    String(result.stdout)
      .split("\0")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  ) as Record<string, string>;
}

/** A crash shows as a stack frame or a JavaScript error name; a clear message shows neither. */
const expectNoCrash = (stderr: string) => {
  expect(stderr).not.toMatch(/\n\s+at |TypeError|SyntaxError|RangeError|Unexpected token/);
};

describe("a neighbour on the port of a relay that is gone", () => {
  it("gets no job token from the step's tools, nor anything from status and stop", async () => {
    const dir = await stateDir();
    const env = { ...emu().env, JOBAI_STATE_DIR: dir, SERVICE_PLUGIN_JOBAI_RELAY: "true" };
    const vars = await environmentHook(env);
    const file = vars.JOBAI_RELAY_ADDRESS_FILE ?? "";
    const record = readAddressFile(file);
    expect(record?.url).toBe(vars.ANTHROPIC_BASE_URL);
    if (!record) throw new Error("no relay record");

    // The relay dies (a crash, an OOM kill): its record stays, its port is free.
    process.kill(record.pid, "SIGKILL");
    for (let i = 0; i < 100 && isRunning(record.pid); i++) await new Promise((r) => setTimeout(r, 20));
    const squatter = await squat(record.port, dir, "status");

    // A tool of the step, still pointed at the port: the official SDK with the hook's variables.
    const tool = await execa(process.execPath, [sdkClient, "1", "1"], {
      env: cleanEnv({ ...env, ...vars }),
      extendEnv: false,
      reject: false,
      timeout: 30_000,
    });
    expect(tool.exitCode).toBe(0);
    const afterTool = squatter.received();
    expect(afterTool).toContain("POST /v1/messages"); // it did reach the squatter...
    expect(afterTool).not.toContain(emu().jobToken); // ...with the relay's key, not the job token
    expect(afterTool).toContain(vars.ANTHROPIC_API_KEY);

    // status and stop (the pre-exit hook) see the relay is gone and send the port nothing at all.
    const status = await runJobai(["relay", "status", "--address-file", file], { env });
    expect(status.exitCode).toBe(1);
    expect(status.stderr).toMatch(/\(pid \d+\) is not running any more; .*nothing was sent there/);
    expectNoCrash(status.stderr);
    const stopped = await runJobai(["relay", "stop", "--address-file", file], { env });
    expectNoCrash(stopped.stderr);
    expect(squatter.received()).toBe(afterTool);
    expect(squatter.received()).not.toContain(emu().jobToken);

    // The key it got opens nothing: the next relay has a key of its own and refuses this one.
    const next = await runJobai(["relay", "--daemon", "--json", "--address-file", join(dir, "next.json")], {
      env,
    });
    expect(next.exitCode, next.stderr).toBe(0);
    const fresh = JSON.parse(next.stdout) as { url: string; key: string; pid: number };
    cleanups.push(() => isRunning(fresh.pid) && process.kill(fresh.pid, "SIGKILL"));
    expect(fresh.key).not.toBe(vars.ANTHROPIC_API_KEY);
    const replay = await fetch(`${fresh.url}/v1/models`, {
      headers: { "x-api-key": vars.ANTHROPIC_API_KEY ?? "" },
    });
    expect(replay.status).toBe(401);
    expect(emu().traffic.filter((t) => t.surface === "proxy")).toHaveLength(0);
  }, 60_000);

  it.each([
    [
      "answers 200 with a state of the right shape",
      "status" as const,
      /held by something other than the relay/,
    ],
    ["answers bytes that are not HTTP", "garbage" as const, /did not answer as it would/],
    [
      "answers an endless body",
      "huge" as const,
      /did not answer as it would \(an answer larger than 1 MiB\)/,
    ],
    ["never answers", "silent" as const, /did not answer as it would \(no answer within 5000 ms\)/],
  ])(
    "status against a live listener that is not the relay (it %s): a clear error, no secret sent, no crash",
    async (_, mode, message) => {
      const dir = await stateDir();
      const env = { ...emu().env, JOBAI_STATE_DIR: dir };
      // The record names a process that runs (the pid was reused, or the relay hangs) and a port that
      // another process holds: only the proof tells them apart.
      const neighbour = await squat(0, dir, mode);
      const port = neighbour.port;
      const key = newRelayKey();
      const file = join(dir, "relay-squatted.json");
      writeAddressFile(file, {
        url: `http://127.0.0.1:${port}`,
        port,
        pid: neighbour.pid,
        key,
        startedAt: new Date().toISOString(),
      });

      const status = await runJobai(["relay", "status", "--address-file", file], { env, timeout: 20_000 });
      expect(status.exitCode).toBe(1);
      expect(status.stderr).toMatch(message);
      expect(status.stderr).toContain(`port ${port}`);
      expect(status.stderr).toContain("nothing secret was sent");
      expectNoCrash(status.stderr);
      const received = neighbour.received();
      expect(received).toContain("GET /_jobai/relay");
      expect(received).not.toContain(key);
      expect(received).not.toContain(emu().jobToken);
    },
    30_000,
  );
});
