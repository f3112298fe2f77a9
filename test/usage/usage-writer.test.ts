/**
 * The writer of the usage records: a job's `jobai-<job id>-usage` meta-data holds everything the
 * job's summaries spent, not only the last one's, so `jobai usage` counts a job that summarized
 * twice (the hook's summary and one by hand) in full.
 */
import { mkdtempSync, rmSync } from "node:fs";
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

describe("the usage record of a job", () => {
  const emu = useEmulator();
  const work = mkdtempSync(join(tmpdir(), "jobai-usage-writer-"));
  let bin = "";
  beforeAll(async () => {
    bin = join(await preparePlugin(), "bin", "jobai.js");
  }, 60_000);
  afterAll(() => {
    removePlugin();
    rmSync(work, { recursive: true, force: true });
  });
  afterEach(removeStateDirs);

  it(
    "sums every summary of the job, so a second summary does not hide the first",
    { timeout: 90_000 },
    async () => {
      const env = jobEnv(emu());
      await runStep("echo 'Error: cannot connect to db'; exit 1", env);
      const hook = await runHook("post-command", { ...env, SERVICE_COMMAND_EXIT_STATUS: "1" });
      expect(hook.exitCode).toBe(0);
      const key = `jobai-${env.SERVICE_JOB_ID}-usage`;
      const first = JSON.parse((await emu().metaData())[key] ?? "{}");
      expect(first.models).toEqual([expect.objectContaining({ model: "claude-sonnet-4-6", requests: 1 })]);
      // The same job summarizes again by hand, with a different model.
      const again = await execa(process.execPath, [bin, "summarize", "--model", "claude-haiku-4-5"], {
        env,
        extendEnv: false,
        reject: false,
      });
      expect(again.exitCode, String(again.stderr)).toBe(0);
      const total = JSON.parse((await emu().metaData())[key] ?? "{}");
      // A row per model: the first summary's row kept as it was, the second's beside it.
      expect(total.models).toEqual([
        first.models[0],
        expect.objectContaining({ model: "claude-haiku-4-5", requests: 1 }),
      ]);
      expect(total.models[1].outputTokens).toBeGreaterThan(0);
      // And `jobai usage` sees the job's whole spending.
      const usage = await execa(process.execPath, [bin, "usage", "--json"], {
        env,
        extendEnv: false,
        reject: false,
      });
      const out = JSON.parse(String(usage.stdout));
      expect(out.jobs).toHaveLength(2);
      expect(out.total).toMatchObject({
        requests: 2,
        countedInputTokens: total.models[0].inputTokens + total.models[1].inputTokens,
      });
      expect(out.total.costUsd).toBeGreaterThan(0);
    },
  );
});
