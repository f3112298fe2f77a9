/**
 * The plugin option `usage-report: true`: the pre-exit hook (real bash, the plugin's own bundle)
 * posts the build's usage annotation last, after this job's own summary recorded its usage; a
 * failure is a warning, never a failed job; without the option no node starts.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { useEmulator } from "../helpers/emulator.js";
import {
  jobEnv,
  preparePlugin,
  removePlugin,
  removeStateDirs,
  runHook,
  runStep,
} from "../hooks/hook-helpers.js";

describe("plugin option usage-report", { timeout: 90_000 }, () => {
  const emu = useEmulator();
  beforeAll(preparePlugin, 60_000);
  afterAll(removePlugin);
  afterEach(removeStateDirs);

  async function otherJobUsage(): Promise<void> {
    const value = JSON.stringify({
      model: "claude-sonnet-4-6",
      inputTokens: 4000,
      outputTokens: 300,
      cacheReadTokens: 0,
      requests: 2,
      waitedMs: 0,
    });
    const set = await execa("service-agent", ["meta-data", "set", "jobai-job-earlier-usage"], {
      env: emu().env,
      extendEnv: false,
      input: value,
    });
    expect(set.exitCode).toBe(0);
  }

  it("posts one usage annotation in pre-exit, this job's own summary included", async () => {
    await otherJobUsage();
    const env = jobEnv(emu(), { SERVICE_PLUGIN_CONFIGURATION: '{"usage-report": true}' });
    await runStep("echo 'Error: cannot connect to db'; exit 1", env);
    const summary = await runHook("post-command", { ...env, SERVICE_COMMAND_EXIT_STATUS: "1" });
    expect(summary.exitCode).toBe(0);
    const hook = await runHook("pre-exit", env);
    expect(hook.exitCode, hook.stderr).toBe(0);
    expect(hook.stderr).toContain("usage annotation posted (context jobai-usage): 2 usage records");
    const usage = (await emu().annotations()).find((note) => note.context === "jobai-usage");
    expect(usage?.scope).toBe("build");
    // Both jobs: the one that set its usage earlier, and this one's summary from post-command.
    expect(usage?.body).toContain("job-earlier");
    expect(usage?.body).toMatch(/3 requests, [\d,]+ counted input tokens/);
  });

  it("reads SERVICE_PLUGIN_JOBAI_USAGE_REPORT when the JSON configuration is absent", async () => {
    await otherJobUsage();
    const env = jobEnv(emu(), { SERVICE_PLUGIN_JOBAI_USAGE_REPORT: "true" });
    const hook = await runHook("pre-exit", env);
    expect(hook.exitCode, hook.stderr).toBe(0);
    expect((await emu().annotations()).map((note) => note.context)).toEqual(["jobai-usage"]);
  });

  it("a failed report is a warning: the hook exits 0 and posts nothing", async () => {
    await otherJobUsage();
    const env = jobEnv(emu(), {
      SERVICE_PLUGIN_CONFIGURATION: '{"usage-report": true}',
      SERVICE_API_TOKEN: undefined,
    });
    const hook = await runHook("pre-exit", env);
    expect(hook.exitCode).toBe(0);
    expect(hook.stderr).toContain("SERVICE_API_TOKEN");
    expect(hook.stderr).toContain("the build's usage report failed");
    expect(await emu().annotations()).toEqual([]);
  });

  it.each([
    ["no option", {}],
    ["usage-report: false", { SERVICE_PLUGIN_CONFIGURATION: '{"usage-report": false, "relay": true}' }],
    [
      "a text that only mentions it",
      { SERVICE_PLUGIN_CONFIGURATION: '{"prompt": "say \\"usage-report\\": true"}' },
    ],
  ])("starts no node without the option (%s)", async (_, extra) => {
    const fakeBin = mkdtempSync(join(tmpdir(), "jobai-fake-node-"));
    try {
      const calls = join(fakeBin, "node-calls");
      writeFileSync(join(fakeBin, "node"), `#!/bin/sh\necho "$@" >> "${calls}"\nexit 97\n`);
      chmodSync(join(fakeBin, "node"), 0o755);
      const env = jobEnv(emu(), { PATH: `${fakeBin}:/usr/bin:/bin`, ...extra });
      const hook = await runHook("pre-exit", env);
      expect(hook.exitCode).toBe(0);
      expect(existsSync(calls)).toBe(false);
    } finally {
      rmSync(fakeBin, { recursive: true, force: true });
    }
  });
});
