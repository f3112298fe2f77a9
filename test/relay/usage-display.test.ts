/**
 * Issue 12, item 6: `jobai relay status`, the pre-exit line (`jobai relay stop`, which
 * hooks/pre-exit runs) and `jobai limits` show reserved against counted input tokens and the
 * prompt cache's hit rate, as text and with --json. Through the built CLI, against the emulator.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { isRunning } from "../../src/relay/daemon.js";
import { runJobai } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";

const emu = useEmulator();
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A request with a cached system prompt (~3,000 tokens, over the 1,024 minimum) and a question. */
const ask = (url: string, token: string, question: string) =>
  fetch(`${url}/v1/messages`, {
    method: "POST",
    headers: { "x-api-key": token, "content-type": "application/json" },
    body: JSON.stringify({
      model: "claude-sonnet-4-5",
      max_tokens: 20,
      system: [{ type: "text", text: "rules ".repeat(3000), cache_control: { type: "ephemeral" } }],
      messages: [{ role: "user", content: question }],
    }),
  });

describe("reserved against counted, and the cache hit rate", () => {
  it("relay status, relay stop (the pre-exit line) and limits show them, as text and JSON", async () => {
    const dir = await mkdtemp(join(tmpdir(), "jobai-usage-display-"));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const env = { ...emu().env, JOBAI_STATE_DIR: dir, JOBAI_LIMIT_STORE: "file" };
    const started = await runJobai(["relay", "--daemon", "--json"], { env });
    expect(started.exitCode, started.stderr).toBe(0);
    const record = JSON.parse(started.stdout) as { url: string; pid: number; key: string };
    cleanups.push(async () => {
      if (isRunning(record.pid)) process.kill(record.pid, "SIGKILL");
    });
    for (const question of ["first question", "second question", "third question"]) {
      const response = await ask(record.url, record.key, question);
      expect(response.status).toBe(200);
      await response.text();
    }

    const status = await runJobai(["relay", "status"], { env });
    expect(status.exitCode, status.stderr).toBe(0);
    expect(status.stdout).toMatch(/\d+ counted input tokens \(\d+ reserved, \d+\.\d\dx\)/);
    expect(status.stdout).toMatch(/cache hit rate [1-9]\d%/);
    expect(status.stdout).toMatch(/reserved \/ counted per request: median \d+\.\d\d/);
    const statusJson = JSON.parse((await runJobai(["relay", "status", "--json"], { env })).stdout);
    expect(statusJson.usage.reservedInputTokens).toBeGreaterThan(0);
    expect(statusJson.cacheHitRate).toBeGreaterThan(0.5);

    const limits = await runJobai(["limits"], { env });
    expect(limits.exitCode, limits.stderr).toBe(0);
    expect(limits.stdout).toMatch(/3 messages calls, \d+ input tokens reserved, \d+ counted \(\d+\.\d\dx\)/);
    expect(limits.stdout).toMatch(/cache hit rate [1-9]\d%/);
    const limitsJson = JSON.parse((await runJobai(["limits", "--json"], { env })).stdout);
    expect(limitsJson.cache).toMatchObject({ requests: 3 });
    expect(limitsJson.cache.cacheHitRate).toBeGreaterThan(0.5);
    expect(limitsJson.cache.reservedOverCounted).toBeGreaterThanOrEqual(1);

    const stopped = await runJobai(["relay", "stop"], { env });
    expect(stopped.exitCode, stopped.stderr).toBe(0);
    expect(stopped.stdout).toMatch(
      /^jobai relay: 3 requests, \d+ counted input tokens \(\d+ reserved, \d+\.\d\dx\)/,
    );
    expect(stopped.stdout).toMatch(/cache hit rate [1-9]\d%/);
  }, 60_000);
});
