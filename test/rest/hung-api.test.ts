/**
 * Issue 28, item 2: `jobai builds list` against a hung REST API sat silent for about 155 s (30 s
 * attempts, retried for 2 minutes). Every REST command, hand-written or derived from the catalogue,
 * takes `--timeout`, says after 2 s what it waits for, and ends with one line, without a retry.
 * The CLI runs in a child process, the server in another: a listener that accepts and never
 * answers, and the emulator stopped with SIGSTOP.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRestClient, DEFAULT_REST_TIMEOUT_MS } from "../../src/rest/client.js";
import { startStandIn, startStoppableEmulator } from "../helpers/stand-in.js";
import { preparePlugin, removePlugin } from "../hooks/hook-helpers.js";

let cli: string;
let work: string;

beforeAll(async () => {
  cli = join(await preparePlugin(), "bin", "jobai.js");
  work = mkdtempSync(join(tmpdir(), "jobai-hung-api-"));
}, 120_000);

afterAll(() => {
  removePlugin();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Each kind of REST command: hand-written (builds list, usage), derived (builds get, agents list), `api`. */
const COMMANDS = [
  ["builds", "list", "--org", "acme"],
  ["builds", "get", "42", "--org", "acme", "--pipeline", "app"],
  ["agents", "list", "--org", "acme"],
  ["api", "/v2/user"],
  ["usage", "--build", "1", "--org", "acme", "--pipeline", "app"],
];

async function run(args: string[], env: Record<string, string>) {
  const result = await execa(process.execPath, [cli, ...args, "--timeout", "3"], {
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: process.env.HOME ?? "/tmp",
      JOBAI_STATE_DIR: mkdtempSync(join(work, "state-")),
      ...env,
    },
    extendEnv: false,
    reject: false,
    stdin: "ignore",
    timeout: 60_000,
  });
  return { exitCode: result.exitCode ?? -1, stderr: String(result.stderr) };
}

function expectBounded(result: { exitCode: number; stderr: string }, origin: string, what: string): void {
  const lines = result.stderr.trim().split("\n");
  expect(lines[0], what).toMatch(
    new RegExp(`^jobai: waiting 1 s for the API at ${origin.replace(/\./g, "\\.")} to answer GET /v2/`),
  );
  expect(lines.at(-1), what).toMatch(/^jobai: .*GET \/v2\/\S+ failed: no answer within 3 s \(--timeout/);
  expect(lines.at(-1), what).toContain("not retried");
  expect(lines, what).toHaveLength(2);
  expect(result.exitCode, what).toBe(1);
}

describe("a REST API that never answers", () => {
  it("every REST command ends after --timeout: a wait line, one final line, one request each", async () => {
    const server = await startStandIn("silent");
    try {
      const env = {
        SERVICE_API_URL: server.url,
        SERVICE_API_TOKEN: "bkua_3abd1d77897b4587da6509953014487f210ed737",
      };
      const results = await Promise.all(COMMANDS.map((args) => run(args, env)));
      for (const [i, result] of results.entries())
        expectBounded(result, server.url, COMMANDS[i]?.join(" ") ?? "");
      expect(server.lines().filter((line) => line.held)).toHaveLength(COMMANDS.length);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("the same against an emulator stopped with SIGSTOP", async () => {
    const emulator = await startStoppableEmulator(cli);
    try {
      emulator.freeze();
      const results = await Promise.all(COMMANDS.map((args) => run(args, emulator.env)));
      const origin = new URL(emulator.env.SERVICE_API_URL ?? "").origin;
      for (const [i, result] of results.entries())
        expectBounded(result, origin, COMMANDS[i]?.join(" ") ?? "");
    } finally {
      await emulator.stop();
    }
  }, 120_000);

  it("--help states the default the client uses", async () => {
    const help = await execa(process.execPath, [cli, "builds", "list", "--help"], {
      env: { PATH: process.env.PATH ?? "", COLUMNS: "400" },
      extendEnv: false,
    });
    expect(String(help.stdout).replace(/\s+/g, " ")).toContain(`(default ${DEFAULT_REST_TIMEOUT_MS / 1000})`);
  }, 60_000);
});

describe("a REST API that is down", () => {
  it("a client that allows no retry (the doctor's) reports the refusal at once, not after 6 s of retries", async () => {
    const { createServer } = await import("node:net");
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const waits: unknown[] = [];
    const api = createRestClient({
      baseUrl: `http://127.0.0.1:${port}`,
      token: "bkua_3abd1d77897b4587da6509953014487f210ed737",
      rateLimitStore: "off",
      retryTimeMs: 1,
      maxRetries: 0,
      onWait: (event) => waits.push(event),
    });
    try {
      const error = await api.accessToken.get().catch((e: Error) => e);
      expect(error.message).toContain(`could not connect to the API at http://127.0.0.1:${port}`);
      expect(waits).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
