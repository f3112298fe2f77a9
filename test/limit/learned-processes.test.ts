/**
 * Limits learned from the proxy, with real processes (issue 22, item 3): a proxy of our own (the
 * emulator, in its own process) whose limit is half the configured one, and three client processes
 * sharing the file store or a real redis-server, calling one after another with SDK retries off.
 * The first 429s teach the limit; after them none comes, and every process admits against it,
 * including those that met no 429 themselves. `jobai limits` then shows it with why.
 * About 10 s per store; each trial fails after 60 s at most.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  type Built,
  buildPrivate,
  removeBuilt,
  runNode,
  startEmulatorProcess,
} from "../install/processes.js";
import { type RedisServer, startRedis } from "./helpers/redis-server.js";

const child = fileURLToPath(new URL("./helpers/learned-child.mjs", import.meta.url));
const CONFIGURED = 10;
const PROXY = 5;
const WINDOW = "2s";
const WINDOW_MS = 2000;
const PROCESSES = 3;
const CALLS = 5;

let built: Built;
let redis: RedisServer;
const dirs: string[] = [];

beforeAll(async () => {
  [built, redis] = await Promise.all([buildPrivate(), startRedis()]);
}, 60_000);

afterAll(async () => {
  await redis?.stop();
  removeBuilt(built);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface ChildResult {
  calls: ({ status: number; at: number } | { error: string })[];
  learned: { requests: number; why: string } | null;
}

/** Start a client process; resolves once it is ready, with a way to start it and its result. */
async function startClient(env: Record<string, string>) {
  const proc: ChildProcess = spawn(process.execPath, [child], { env, stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: proc.stdout as NodeJS.ReadableStream });
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  lines.on("line", (line) => {
    const next = waiting.shift();
    if (next) next(line);
    else queue.push(line);
  });
  const nextLine = () =>
    new Promise<string>((resolve, reject) => {
      const line = queue.shift();
      if (line !== undefined) return resolve(line);
      const timer = setTimeout(() => reject(new Error("a client process said nothing for 60 s")), 60_000);
      waiting.push((text) => {
        clearTimeout(timer);
        resolve(text);
      });
    });
  expect(await nextLine()).toBe("ready");
  return {
    go: () => proc.stdin?.write("go\n"),
    result: async () => JSON.parse(await nextLine()) as ChildResult,
    kill: () => proc.kill("SIGKILL"),
  };
}

describe("a proxy whose limit is half the configured one", () => {
  test.each([
    "file",
    "redis",
  ] as const)("%s store: 429s stop after the first few, and the learned limit reaches every process", async (store) => {
    const emulator = await startEmulatorProcess(built.cli, ["--rpm", String(PROXY), "--window", WINDOW]);
    const stateDir = mkdtempSync(join(tmpdir(), "jobai-learned-processes-"));
    dirs.push(stateDir);
    const env = {
      ...emulator.env,
      LEARN_LIBRARY: built.library,
      LEARN_CALLS: String(CALLS),
      JOBAI_LIMIT_REQUESTS: String(CONFIGURED),
      JOBAI_LIMIT_WINDOW: WINDOW,
      JOBAI_LIMIT_STORE: store,
      JOBAI_STATE_DIR: stateDir,
      ...(store === "redis" ? { JOBAI_REDIS_URL: redis.url } : {}),
      // A key of its own per trial: the two trials share the emulator's organization.
      SERVICE_ORGANIZATION_SLUG: `learned-${store}-${process.pid}`,
    };
    const clients = await Promise.all(Array.from({ length: PROCESSES }, () => startClient(env)));
    try {
      for (const client of clients) client.go();
      const results = await Promise.all(clients.map((client) => client.result()));
      const calls = results.flatMap((result) => result.calls);
      expect(calls.filter((call) => "error" in call)).toEqual([]);
      const answered = calls as { status: number; at: number }[];
      const refused = answered.filter((call) => call.status === 429).map((call) => call.at);
      // The proxy's limit was met (there was something to learn) by at most one call per
      // process (those in flight when the first 429 came); after them, none.
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(refused.length).toBeLessThanOrEqual(PROCESSES);
      const firstRefused = Math.min(...refused);
      expect(Math.max(...refused) - firstRefused).toBeLessThan(WINDOW_MS / 2);
      const later = answered.filter((call) => call.at > firstRefused + WINDOW_MS / 2);
      expect(later.length).toBeGreaterThanOrEqual(PROCESSES * CALLS - PROXY - PROCESSES);
      expect(later.every((call) => call.status === 200)).toBe(true);
      // Every process admits against the learned limit at the end, whichever met the 429s.
      for (const result of results) {
        expect(result.learned?.requests).toBeLessThanOrEqual(PROXY);
        expect(result.learned?.why).toMatch(
          /^lowered to \d+ requests after a 429 at \d\d:\d\d:\d\d, back to 10 by/,
        );
      }

      // What `jobai limits` shows of it, in words and in JSON.
      const shown = await runNode(built.cli, ["limits"], env);
      expect(shown.exitCode).toBe(0);
      expect(shown.stdout).toMatch(/learned from the proxy: lowered to [1-5] requests after a 429 at/);
      expect(shown.stdout).toMatch(/requests\s+\d+\s+[1-5] \(of 10\)/);
      const json = JSON.parse((await runNode(built.cli, ["limits", "--json"], env)).stdout);
      expect(json.learned).toMatchObject({ cause: "429" });
      expect(json.learned.requests).toBeLessThanOrEqual(PROXY);
      expect(json.budget.requests).toBe(CONFIGURED);
      expect(`${shown.stdout}${JSON.stringify(json)}`).not.toContain(
        emulator.env.SERVICE_AGENT_ACCESS_TOKEN as string,
      );
    } finally {
      for (const client of clients) client.kill();
      await emulator.stop();
    }
  }, 90_000);
});
