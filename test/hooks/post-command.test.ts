import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { useEmulator } from "../helpers/emulator.js";
import { jobEnv, preparePlugin, removePlugin, removeStateDirs, runHook, runStep } from "./hook-helpers.js";

const FAILING_STEP =
  'echo "compiling"; echo "src/cart.ts(3,5): error TS2322: Type string is not assignable to type number" >&2; exit 2';

describe("hooks/post-command with real bash against the emulator", () => {
  const emu = useEmulator();
  beforeAll(preparePlugin, 30_000);
  afterAll(removePlugin);
  afterEach(removeStateDirs);

  it("summarizes a failed step run under jobai run: error annotation, artifacts, usage", async () => {
    const env = jobEnv(emu());
    const step = await runStep(FAILING_STEP, env);
    expect(step.exitCode).toBe(2);
    const hook = await runHook("post-command", { ...env, SERVICE_COMMAND_EXIT_STATUS: "2" });
    expect(hook.exitCode).toBe(0);

    const annotations = await emu().annotations();
    expect(annotations).toHaveLength(1);
    const [annotation] = annotations;
    expect(annotation?.context).toBe(`jobai-${env.SERVICE_JOB_ID}`);
    expect(annotation?.context.length).toBeLessThanOrEqual(100);
    expect(annotation?.style).toBe("error");
    expect(annotation?.body).toContain("failed (exit status 2)");
    expect(annotation?.body).toContain("error TS2322");
    expect(annotation?.body).toContain("<details>");
    expect(annotation?.body).not.toContain(env.SERVICE_AGENT_ACCESS_TOKEN);

    const artifacts = (await emu().artifacts()).map((artifact) => artifact.path).sort();
    expect(artifacts).toEqual([
      `jobai-${env.SERVICE_JOB_ID}-digest.txt`,
      `jobai-${env.SERVICE_JOB_ID}-transcript.json`,
    ]);
    const usage = JSON.parse((await emu().metaData())[`jobai-${env.SERVICE_JOB_ID}-usage`] ?? "{}");
    // The record (usage-entry.ts, version 2): a row of the model, tokens split by kind.
    expect(usage).toMatchObject({
      version: 2,
      models: [{ requests: 1, inputTokens: expect.any(Number), outputTokens: expect.any(Number) }],
    });
    expect(usage.models[0].inputTokens).toBeGreaterThan(0);

    // One request went through the proxy, with the job token as the proxy wants it.
    const calls = emu().traffic.filter(
      (entry) => entry.surface === "proxy" && entry.path.startsWith("/v3/ai/vendor/v1/messages"),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.status).toBe(200);
    expect(JSON.stringify(calls[0]?.body)).toContain("error TS2322");
  });

  it("does nothing for a passed step by default (no node, no request, no annotation)", async () => {
    const env = jobEnv(emu());
    await runStep("echo all good", env);
    const hook = await runHook("post-command", { ...env, SERVICE_COMMAND_EXIT_STATUS: "0" });
    expect(hook.exitCode).toBe(0);
    expect(await emu().agentCalls()).toEqual([]);
    expect(emu().traffic.filter((entry) => entry.surface === "proxy")).toEqual([]);
  });

  it("trigger always summarizes a passed step as info; trigger never skips a failed one", async () => {
    const env = jobEnv(emu());
    await runStep("echo deprecated option used; exit 0", env);
    await runHook("post-command", {
      ...env,
      SERVICE_COMMAND_EXIT_STATUS: "0",
      SERVICE_PLUGIN_JOBAI_TRIGGER: "always",
    });
    expect((await emu().annotations()).map((a) => a.style)).toEqual(["info"]);

    const other = jobEnv(emu(), { SERVICE_JOB_ID: "job-never" });
    await runStep(FAILING_STEP, other);
    await runHook("post-command", {
      ...other,
      SERVICE_COMMAND_EXIT_STATUS: "2",
      SERVICE_PLUGIN_JOBAI_TRIGGER: "never",
    });
    expect(await emu().annotations()).toHaveLength(1);
  });

  it("reads the options from SERVICE_PLUGIN_CONFIGURATION too (trigger, annotate, artifacts)", async () => {
    const env = jobEnv(emu());
    await runStep("echo fine", env);
    const config = JSON.stringify({ trigger: "always", annotate: false, artifacts: false });
    const hook = await runHook("post-command", {
      ...env,
      SERVICE_COMMAND_EXIT_STATUS: "0",
      SERVICE_PLUGIN_CONFIGURATION: config,
    });
    expect(hook.exitCode).toBe(0);
    expect(await emu().annotations()).toEqual([]);
    expect(await emu().artifacts()).toEqual([]);
    expect(Object.keys(await emu().metaData())).toEqual([`jobai-${env.SERVICE_JOB_ID}-usage`]);
  });

  it("sends the prompt option and the context files (a list; a missing one is skipped with a warning)", async () => {
    const env = jobEnv(emu());
    const checkout = mkdtempSync(join(tmpdir(), "jobai-checkout-"));
    writeFileSync(join(checkout, "AGENT.md"), "Run the db with docker compose up db before the tests.\n");
    await runStep(FAILING_STEP, env);
    const hook = await runHook(
      "post-command",
      {
        ...env,
        SERVICE_COMMAND_EXIT_STATUS: "2",
        SERVICE_PLUGIN_JOBAI_PROMPT: "Answer in one sentence.",
        SERVICE_PLUGIN_JOBAI_CONTEXT_FILES_0: "AGENT.md",
        SERVICE_PLUGIN_JOBAI_CONTEXT_FILES_1: "CLAUDE.md",
      },
      checkout,
    );
    rmSync(checkout, { recursive: true, force: true });
    expect(hook.exitCode).toBe(0);
    expect(hook.stderr).toContain("context file CLAUDE.md not found");
    const [request] = emu().traffic.filter((entry) => entry.surface === "proxy");
    const prompt = JSON.stringify(request?.body);
    expect(prompt).toContain("Answer in one sentence.");
    expect(prompt).toContain("docker compose up db");
    expect((await emu().annotations())[0]?.style).toBe("error");
  });

  it("without a kept log, fetches the job's log over REST with SERVICE_API_TOKEN", async () => {
    const env = jobEnv(emu());
    emu().rest.setJobLog(
      env.SERVICE_JOB_ID as string,
      "step 1 ok\nAssertionError: expected 90 to be 81\n    at test/cart.test.ts:14:22\n",
    );
    const hook = await runHook("post-command", { ...env, SERVICE_COMMAND_EXIT_STATUS: "1" });
    expect(hook.exitCode).toBe(0);
    const [annotation] = await emu().annotations();
    expect(annotation?.style).toBe("error");
    expect(annotation?.body).toContain("AssertionError: expected 90 to be 81");
  });

  it("without a log or an API token, writes a warning that says how to capture the log", async () => {
    const env = jobEnv(emu(), { SERVICE_API_TOKEN: undefined });
    const hook = await runHook("post-command", { ...env, SERVICE_COMMAND_EXIT_STATUS: "1" });
    expect(hook.exitCode).toBe(0);
    const [annotation] = await emu().annotations();
    expect(annotation?.style).toBe("warning");
    expect(annotation?.body).toContain("jobai run -- <command>");
    expect(annotation?.body).toContain("SERVICE_API_TOKEN");
    expect(annotation?.body).toContain("read_builds");
    expect(emu().traffic.filter((entry) => entry.surface === "proxy")).toEqual([]);
  });

  it(
    "under a spend limit the summary is skipped, saying so in a warning annotation; the hook exits 0 and nothing is sent",
    { timeout: 60_000 },
    async () => {
      const env = jobEnv(emu(), { JOBAI_SPEND_LIMIT_JOB: "0.0001" });
      await runStep(FAILING_STEP, env);
      const hook = await runHook("post-command", { ...env, SERVICE_COMMAND_EXIT_STATUS: "2" });
      expect(hook.exitCode).toBe(0);
      const [warning] = await emu().annotations();
      expect(warning?.style).toBe("warning");
      expect(warning?.body).toContain("skipped this step's summary for the spend limit");
      expect(warning?.body).toMatch(
        /the job's spend limit of \$0\.0001 is reached.*raise JOBAI_SPEND_LIMIT_JOB/,
      );
      expect(warning?.body).toContain("The step's result is unchanged");
      expect(hook.stderr).toMatch(
        /jobai: the summary was skipped for the spend limit, the step's outcome is unchanged/,
      );
      expect(
        emu().traffic.filter((entry) => entry.surface === "proxy" && entry.path.endsWith("/v1/messages")),
      ).toEqual([]);
    },
  );

  it(
    "a failing proxy becomes a warning annotation, and the hook still exits 0",
    { timeout: 60_000 },
    async () => {
      const env = jobEnv(emu());
      await runStep(FAILING_STEP, env);
      emu().faults.add({ fault: { kind: "server-error", status: 500 } });
      const hook = await runHook("post-command", { ...env, SERVICE_COMMAND_EXIT_STATUS: "2" });
      expect(hook.exitCode).toBe(0);
      const [warning] = await emu().annotations();
      expect(warning?.style).toBe("warning");
      expect(warning?.body).toContain("could not summarize");
      expect(warning?.body).not.toContain(env.SERVICE_AGENT_ACCESS_TOKEN);
      // Said once, in words: the status and the provider's error type, not the raw JSON body.
      const said = hook.stderr.split("\n").filter((line) => line.includes("summary"));
      expect(said).toEqual([
        expect.stringMatching(
          /^jobai: the summary failed, the step's outcome is unchanged: the proxy answered 500 api_error/,
        ),
      ]);
      expect(hook.stderr).not.toContain('{"type":"error"');
    },
  );

  it("a bad option becomes a warning annotation that names it", async () => {
    const env = jobEnv(emu());
    await runStep(FAILING_STEP, env);
    const bad = await runHook("post-command", {
      ...env,
      SERVICE_COMMAND_EXIT_STATUS: "2",
      SERVICE_PLUGIN_JOBAI_BUDGET: "lots",
    });
    expect(bad.exitCode).toBe(0);
    const [warning] = await emu().annotations();
    expect(warning?.style).toBe("warning");
    expect(warning?.body).toMatch(/plugin option budget/);
    expect(emu().traffic.filter((entry) => entry.surface === "proxy")).toEqual([]);
  });

  it("an empty or binary log never breaks the hook", async () => {
    const env = jobEnv(emu());
    await runStep("exit 3", env);
    expect((await runHook("post-command", { ...env, SERVICE_COMMAND_EXIT_STATUS: "3" })).exitCode).toBe(0);
    await runStep("head -c 200000 /dev/urandom; exit 4", env);
    expect((await runHook("post-command", { ...env, SERVICE_COMMAND_EXIT_STATUS: "4" })).exitCode).toBe(0);
    const annotations = await emu().annotations();
    expect(annotations).toHaveLength(1); // the same context: the second replaced the first
    expect(annotations[0]?.style).toBe("error");
    expect(annotations[0]?.body).toContain("binary content");
  });
});
