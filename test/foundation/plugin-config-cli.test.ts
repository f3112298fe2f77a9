import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runJobai } from "../helpers/cli.js";

/** The plugin configuration as `jobai run` (the built CLI, in its own process) meets it in a job. */
describe("plugin configuration at the CLI", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "jobai-plugin-cli-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const job = (extra: Record<string, string>) => ({
    SERVICE_AGENT_ENDPOINT: "http://127.0.0.1:9/v3",
    SERVICE_AGENT_ACCESS_TOKEN: "job-tok-3f9a1c7e",
    SERVICE_JOB_ID: "job-1",
    JOBAI_STATE_DIR: join(dir, "state"),
    ...extra,
  });

  it.each([
    ["the JSON form", { SERVICE_PLUGIN_CONFIGURATION: '{"trigerr":"always","model":"m"}' }, "'trigerr'"],
    ["the variable form", { SERVICE_PLUGIN_JOBAI_TRIGERR: "always" }, "SERVICE_PLUGIN_JOBAI_TRIGERR"],
  ])("a misspelt option in %s is one warning, and the step's output is still kept", async (_, env, named) => {
    const run = await runJobai(["run", "--", "bash", "-c", "echo kept-line"], { env: job(env) });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe("kept-line");
    const warnings = run.stderr.split("\n").filter((line) => line.startsWith("jobai: warning:"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(named);
    expect(warnings[0]).toContain("is ignored");
    expect(run.stderr).not.toContain("not kept");
    expect(await readFile(join(dir, "state", "runs", "job-1.log"), "utf8")).toContain("kept-line");
  });

  it("an array in SERVICE_PLUGIN_CONFIGURATION names the variable and the shape, and the command still runs", async () => {
    const run = await runJobai(["run", "--", "bash", "-c", "echo ran"], {
      env: job({ SERVICE_PLUGIN_CONFIGURATION: '[{"model":"m"}]' }),
    });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe("ran");
    expect(run.stderr).toContain("SERVICE_PLUGIN_CONFIGURATION holds an array, but it must be a JSON object");
    expect(run.stderr).not.toContain("job-tok-3f9a1c7e");
  });
});
