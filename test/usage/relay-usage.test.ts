/**
 * The relay's usage on the build: `jobai relay stop` (which pre-exit runs) keeps what the relay
 * forwarded as `jobai-<job id>-relay-usage`, adding a job's relays up, and `jobai usage` shows it
 * beside the summaries. Through the plugin's own bundle, against the emulator.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isRunning } from "../../src/relay/daemon.js";
import { useEmulator } from "../helpers/emulator.js";
import { preparePlugin, removePlugin } from "../hooks/hook-helpers.js";

const emu = useEmulator();
let bin = "";
const dirs: string[] = [];
const pids: number[] = [];
beforeAll(async () => {
  bin = join(await preparePlugin(), "bin", "jobai.js");
}, 60_000);
afterAll(removePlugin);
afterEach(() => {
  for (const pid of pids.splice(0)) if (isRunning(pid)) process.kill(pid, "SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function jobEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), "jobai-relay-usage-"));
  dirs.push(dir);
  const env: Record<string, string> = {
    ...emu().env,
    HOME: dir,
    JOBAI_STATE_DIR: dir,
    JOBAI_LIMIT_STORE: "file",
  };
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

const jobai = (args: string[], env: Record<string, string>) =>
  execa(process.execPath, [bin, ...args], { env, extendEnv: false, reject: false, timeout: 30_000 });

/** Start a relay, send `count` requests through it, stop it; the stop's result. */
async function relayRun(env: Record<string, string>, count: number, model = "claude-sonnet-4-6") {
  const started = await jobai(["relay", "--daemon", "--json"], env);
  expect(started.exitCode, String(started.stderr)).toBe(0);
  const relay = JSON.parse(String(started.stdout)) as { url: string; pid: number; key: string };
  pids.push(relay.pid);
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${relay.url}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": relay.key, "content-type": "application/json" },
      body: JSON.stringify({
        model,
        max_tokens: 20,
        messages: [{ role: "user", content: `question ${i}` }],
      }),
    });
    expect(response.status).toBe(200);
    await response.text();
  }
  return jobai(["relay", "stop"], env);
}

describe("the relay's usage on the build", { timeout: 120_000 }, () => {
  it("relay stop keeps it as jobai-<job id>-relay-usage; a job's relays add up; jobai usage shows it", async () => {
    const env = jobEnv();
    const key = `jobai-${env.SERVICE_JOB_ID}-relay-usage`;
    const first = await relayRun(env, 2);
    expect(first.exitCode, String(first.stderr)).toBe(0);
    // The stop line says what it cost at the shipped prices.
    expect(String(first.stdout)).toMatch(/^jobai relay: 2 requests, .*, cost 0\.\d{4} USD, /);
    const once = JSON.parse((await emu().metaData())[key] ?? "{}");
    // A row per model each request named (before issue 30: one row, "(relay: any model)").
    expect(once).toMatchObject({ version: 2, models: [{ model: "claude-sonnet-4-6", requests: 2 }] });
    expect(once.models[0].inputTokens).toBeGreaterThan(0);

    // A second relay of the job, another model: the record adds up, a row per model.
    expect((await relayRun(env, 1, "claude-haiku-4-5")).exitCode).toBe(0);
    const twice = JSON.parse((await emu().metaData())[key] ?? "{}");
    expect(twice.models).toEqual([
      expect.objectContaining({
        model: "claude-sonnet-4-6",
        requests: 2,
        inputTokens: once.models[0].inputTokens,
      }),
      expect.objectContaining({ model: "claude-haiku-4-5", requests: 1 }),
    ]);

    const usage = await jobai(["usage", "--json"], env);
    const out = JSON.parse(String(usage.stdout));
    expect(out.jobs).toEqual([
      expect.objectContaining({
        key,
        source: "relay",
        label: "Emulated step (relay)",
        model: "claude-sonnet-4-6",
        requests: 2,
      }),
      expect.objectContaining({ key, source: "relay", model: "claude-haiku-4-5", requests: 1 }),
    ]);
    const counted = twice.models.reduce(
      (
        sum: number,
        row: { inputTokens: number; cacheWriteFiveMinuteTokens: number; cacheWriteOneHourTokens: number },
      ) => sum + row.inputTokens + row.cacheWriteFiveMinuteTokens + row.cacheWriteOneHourTokens,
      0,
    );
    expect(out.total.countedInputTokens).toBe(counted);
    expect(out.total.costUsd).toBeGreaterThan(0);
  });

  it("outside a job, or with nothing forwarded, it keeps nothing", async () => {
    expect((await relayRun(jobEnv({ SERVICE_JOB_ID: undefined }), 1)).exitCode).toBe(0);
    expect((await relayRun(jobEnv(), 0)).exitCode).toBe(0);
    expect(await emu().metaData()).toEqual({});
  });

  it("an agent CLI that fails is one warning: the stop still succeeds", async () => {
    const env = jobEnv({ JOBAI_AGENT_BIN: "/nonexistent/service-agent" });
    const stopped = await relayRun(env, 1);
    expect(stopped.exitCode).toBe(0);
    expect(String(stopped.stdout)).toMatch(/^jobai relay: 1 request/);
    expect(String(stopped.stderr)).toContain("its usage was not kept as the build's meta-data");
    expect(await emu().metaData()).toEqual({});
  });
});
