import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAgentCli } from "../../src/agent/agent-cli.js";
import { MAX_ANNOTATION_BYTES } from "../../src/agent/limits.js";
import { createClient } from "../../src/provider/client.js";
import { digestText } from "../../src/summarize/digest.js";
import { buildPrompt } from "../../src/summarize/prompt.js";
import { annotationContext, renderAnnotation } from "../../src/summarize/report.js";
import { summarize } from "../../src/summarize/summarize.js";
import { useEmulator } from "../helpers/emulator.js";

const work = mkdtempSync(join(tmpdir(), "jobai-report-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the annotation", () => {
  it("stays under 1 MiB by construction, whatever the model and the digest hold", () => {
    const body = renderAnnotation({
      title: "❌ Step failed",
      summary: "é".repeat(3 * 1024 * 1024),
      digestText: "```\n".repeat(400_000),
      digestNote: "huge",
    });
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_ANNOTATION_BYTES);
    expect(body).toContain("[... cut to fit the annotation]");
    expect(body).toContain("<details>");
    // The digest's own backticks cannot close its fence: the fence is longer than any run in it.
    expect(body).toMatch(/\n````text\n/);
  });

  it("has a context unique to the job, at most 100 characters", () => {
    expect(annotationContext({ SERVICE_JOB_ID: "0190-abc" } as never)).toBe("jobai-0190-abc");
    expect(annotationContext({ SERVICE_STEP_KEY: "k".repeat(300) } as never)).toHaveLength(100);
    expect(annotationContext({ SERVICE_BUILD_ID: "b-1" } as never, "build")).toBe("jobai-build-b-1");
    expect(annotationContext({ SERVICE_JOB_ID: "a b/c" } as never)).toBe("jobai-a-b-c");
  });
});

describe("the prompt", () => {
  it("carries the job's facts and redacts what the pipeline adds", () => {
    const prompt = buildPrompt({
      steps: [
        {
          step: { label: "Tests", command: "npm test", exitStatus: 1, branch: "main", commit: "abc123" },
          digest: digestText("Error: boom\n"),
        },
      ],
      customPrompt: "use DEPLOY_TOKEN=supersecret123 to check",
      contextFiles: [{ name: "AGENT.md", text: "The key is ghp_abcdefghijklmnopqrstuvwxyz0123456789" }],
      secrets: [],
    });
    expect(prompt.user).toContain("- Command: npm test");
    expect(prompt.user).toContain("- Exit status: 1");
    expect(prompt.user).toContain("- Commit: abc123");
    expect(prompt.user).toContain("Error: boom");
    expect(prompt.user).toContain("Repository guidance from AGENT.md");
    expect(prompt.user).not.toContain("supersecret123");
    expect(prompt.user).not.toContain("ghp_abcdef");
  });
});

describe("summarize against the emulator (real SDK, real agent stand-in)", () => {
  const emu = useEmulator();

  it("says when the answer was cut at max-tokens, and records usage as meta-data", async () => {
    const env = emu().env;
    const client = createClient({ env, limiter: false });
    const result = await summarize({
      steps: [
        {
          step: { label: "Unit", exitStatus: 1 },
          digest: digestText("AssertionError: expected 2 to be 3\n"),
        },
      ],
      client,
      agent: createAgentCli({ env, cwd: work }),
      model: "claude-sonnet-4-6",
      maxTokens: 5,
      context: "jobai-unit",
      style: "error",
      title: "❌ Unit failed",
      workDir: work,
      artifacts: false,
      env,
    });
    await client.close();
    expect(result.stopReason).toBe("max_tokens");
    const [annotation] = await emu().annotations();
    expect(annotation?.body).toContain("_(cut at max-tokens)_");
    // The record (usage-entry.ts, version 2): a row of the model, tokens split by kind.
    const record = JSON.parse((await emu().metaData())["jobai-unit-usage"] ?? "{}");
    expect(record.version).toBe(2);
    const [row] = record.models;
    expect(row.outputTokens).toBeLessThanOrEqual(5);
    expect(row.inputTokens + row.cacheWriteFiveMinuteTokens + row.cacheWriteOneHourTokens).toBe(
      emu().proxy.counters().countedInputTokens,
    );
  });
});
