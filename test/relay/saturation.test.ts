import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import type { StartedEmulator } from "../../src/emulator/index.js";
import { createLimiter } from "../../src/limit/index.js";
import type { RunningRelay } from "../../src/relay/relay-server.js";
import { cleanEnv, runJobai } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";
import { startRelayFor } from "./relay-for-emulator.js";

// A short window, saturated by requests: the request budget is what these clients hit.
const WINDOW_MS = 2000;
// The limiter's safety margin. Its default for a 2 s window is 25 ms; here, with client processes
// starting on two shared cores, a request admitted by the relay reached the emulator's clock up to
// ~160 ms later (measured), so the margin is set for this machine, as a user would for theirs.
const MARGIN_MS = 300;
const REQUESTS = 6;
const PROCESSES = 3;
const PER_PROCESS = 6;

const client = fileURLToPath(new URL("./fixtures/sdk-client.mjs", import.meta.url));
const emu = useEmulator({ limits: { requests: REQUESTS, inputTokens: 1_000_000, windowMs: WINDOW_MS } });
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface ClientResult {
  ok: number;
  failed: unknown[];
  texts: string[];
}

/** One SDK process sending `PER_PROCESS` requests, two at a time, through `url`; bounded by a timeout. */
async function runClient(url: string, token: string): Promise<ClientResult> {
  const result = await execa(process.execPath, [client, String(PER_PROCESS), "2"], {
    env: cleanEnv({ ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: token }),
    extendEnv: false,
    timeout: 30_000,
  });
  return JSON.parse(result.stdout) as ClientResult;
}

function expectSaturatedWithout429s(emulator: StartedEmulator, results: ClientResult[]) {
  const total = PROCESSES * PER_PROCESS;
  expect(results.map((r) => r.failed)).toEqual(results.map(() => []));
  expect(results.reduce((sum, r) => sum + r.ok, 0)).toBe(total);
  const counters = emulator.proxy.counters();
  expect(counters.rejected).toBe(0);
  expect(counters.accepted).toBe(total);
  // More than one window's worth went through, so the budget was really the limit.
  expect(total).toBeGreaterThan(2 * REQUESTS);
}

describe("several processes saturating a short window", () => {
  it("through one relay: zero 429s at the proxy", async () => {
    const limiter = createLimiter({
      store: "memory",
      requests: REQUESTS,
      window: WINDOW_MS,
      marginMs: MARGIN_MS,
      env: {},
      now: Date.now,
    });
    const relay: RunningRelay = await startRelayFor(emu(), limiter);
    cleanups.push(() => relay.close({ drainMs: 200 }));
    const results = await Promise.all(
      Array.from({ length: PROCESSES }, () => runClient(relay.url, relay.key)),
    );
    expectSaturatedWithout429s(emu(), results);
    expect(relay.usage().requests).toBe(PROCESSES * PER_PROCESS);
    expect(relay.usage().waitedMs).toBeGreaterThan(0);
  }, 60_000);

  it("through one relay each (daemons sharing the file store): zero 429s at the proxy", async () => {
    const stateDir = await mkdtemp(join(tmpdir(), "jobai-relay-sat-"));
    cleanups.push(() => rm(stateDir, { recursive: true, force: true }));
    const env = {
      ...emu().env,
      JOBAI_STATE_DIR: stateDir,
      JOBAI_LIMIT_STORE: "file",
      JOBAI_LIMIT_REQUESTS: String(REQUESTS),
      JOBAI_LIMIT_WINDOW: String(WINDOW_MS),
    };
    const relays: { url: string; key: string }[] = [];
    for (let i = 0; i < PROCESSES; i++) {
      const addressFile = join(stateDir, `relay-${i}.json`);
      const started = await runJobai(
        ["relay", "--daemon", "--json", "--address-file", addressFile, "--margin", String(MARGIN_MS)],
        { env },
      );
      expect(started.stderr).not.toContain(emu().jobToken);
      expect(started.exitCode, started.stderr).toBe(0);
      relays.push(JSON.parse(started.stdout) as { url: string; key: string });
      cleanups.push(() => runJobai(["relay", "stop", "--address-file", addressFile], { env }));
    }
    expect(new Set(relays.map((relay) => relay.url)).size).toBe(PROCESSES);
    const results = await Promise.all(relays.map((relay) => runClient(relay.url, relay.key)));
    expectSaturatedWithout429s(emu(), results);
  }, 60_000);
});
