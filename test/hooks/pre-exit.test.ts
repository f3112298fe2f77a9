import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resolveSettings } from "../../src/config/settings.js";
import { repoRoot } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";
import { jobEnv, preparePlugin, removePlugin, removeStateDirs, runHook, runStep } from "./hook-helpers.js";

describe("hooks/pre-exit", () => {
  const emu = useEmulator();
  beforeAll(preparePlugin, 30_000);
  afterAll(removePlugin);
  afterEach(removeStateDirs);

  it("prints one usage line (requests, tokens, time waited) and removes the kept log", async () => {
    const env = jobEnv(emu());
    await runStep("echo 'Error: cannot connect to db'; exit 1", env);
    await runHook("post-command", { ...env, SERVICE_COMMAND_EXIT_STATUS: "1" });
    const runs = join(env.JOBAI_STATE_DIR as string, "runs");
    expect(readdirSync(runs).length).toBeGreaterThan(0);

    const hook = await runHook("pre-exit", env);
    expect(hook.exitCode).toBe(0);
    const lines = hook.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^jobai: 1 request to \S+, \d+ input tokens.*, \d+ output tokens, cost \d+\.\d{4} USD, \d+\.\d s waited for the rate limit$/,
    );
    expect(readdirSync(runs).filter((name) => name.startsWith(env.SERVICE_JOB_ID as string))).toEqual([]);
  });

  it("says so when nothing was summarized, and exits 0 even without a state dir", async () => {
    const env = jobEnv(emu(), { JOBAI_STATE_DIR: "/nonexistent/jobai-state" });
    const hook = await runHook("pre-exit", env);
    expect(hook.exitCode).toBe(0);
    expect(hook.stdout.trim()).toBe("jobai: no model requests for this step's summary");
    expect(existsSync("/nonexistent/jobai-state")).toBe(false);
  });

  it("starts no node: it runs in every job, and there is nothing to report or remove", async () => {
    const fakeBin = mkdtempSync(join(tmpdir(), "jobai-fake-node-"));
    try {
      const calls = join(fakeBin, "node-calls");
      writeFileSync(join(fakeBin, "node"), `#!/bin/sh\necho "$@" >> "${calls}"\nexit 97\n`);
      chmodSync(join(fakeBin, "node"), 0o755);
      const env = jobEnv(emu(), { PATH: `${fakeBin}:/usr/bin:/bin` });
      mkdirSync(join(env.JOBAI_STATE_DIR as string, "runs"), { recursive: true });
      const hook = await runHook("pre-exit", env);
      expect(hook.exitCode).toBe(0);
      expect(hook.stdout.trim()).toBe("jobai: no model requests for this step's summary");
      expect(existsSync(calls)).toBe(false);

      // Once a step kept a log, it does run node to report and clean up.
      writeFileSync(join(env.JOBAI_STATE_DIR as string, "runs", "some-job.log"), "output\n");
      await runHook("pre-exit", env);
      expect(readFileSync(calls, "utf8")).toContain("summarize --report-usage --clean");
    } finally {
      rmSync(fakeBin, { recursive: true, force: true });
    }
  });

  it.each([
    ["JOBAI_STATE_DIR", { JOBAI_STATE_DIR: "/srv/jobai-state/" }],
    ["TMPDIR", { TMPDIR: "/var/tmp/agent/" }],
    ["TMP", { TMP: "/scratch" }],
    ["TEMP", { TEMP: "/scratch2" }],
    ["nothing set", {}],
  ])("looks in the state dir node would use (%s)", async (_, vars) => {
    const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", ...vars };
    const fromBash = await execa(
      "bash",
      ["-c", `. "${join(repoRoot, "hooks/lib/state-dir.bash")}" && jobai_state_dir`],
      { env, extendEnv: false },
    );
    // The node side is the code itself (resolveSettings), for this same user.
    const fromNode = resolveSettings({}, {}, env).stateDir;
    expect(String(fromBash.stdout)).toBe(fromNode.replace(/\/$/, ""));
  });
});

describe("hooks/pre-exit with the relay", () => {
  const emu = useEmulator();
  beforeAll(preparePlugin, 30_000);
  afterAll(removePlugin);
  afterEach(removeStateDirs);

  it("stops the relay this job started and prints its line beside the summary's", async () => {
    const env = jobEnv(emu());
    const file = join(env.JOBAI_STATE_DIR as string, "relay.json");
    const bin = join(await preparePlugin(), "bin", "jobai.js");
    const started = await execa(process.execPath, [bin, "relay", "--daemon", "--address-file", file], {
      env,
      extendEnv: false,
      reject: false,
      timeout: 20_000,
    });
    expect(started.exitCode).toBe(0);
    expect(String(started.stdout)).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const hook = await runHook("pre-exit", { ...env, JOBAI_RELAY_ADDRESS_FILE: file });
    expect(hook.exitCode).toBe(0);
    expect(hook.stdout + hook.stderr).toContain("jobai relay:");
    expect(hook.stdout).toContain("jobai: no model requests for this step's summary");
    // Stopped: its address no longer answers.
    const url = String(started.stdout).trim();
    await expect(fetch(`${url}/v1/models`, { signal: AbortSignal.timeout(2_000) })).rejects.toThrow();
  });
});
