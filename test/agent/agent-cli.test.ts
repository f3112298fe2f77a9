import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AgentError, createAgentCli, MAX_AGENT_STDERR_CHARS } from "../../src/agent/agent-cli.js";
import { MAX_ANNOTATION_BYTES } from "../../src/agent/limits.js";
import { useEmulator } from "../helpers/emulator.js";

const work = mkdtempSync(join(tmpdir(), "jobai-agent-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the agent CLI wrappers, against the emulator's service-agent stand-in", () => {
  const emu = useEmulator();

  it("annotates with the body on stdin, never in argv", async () => {
    const agent = createAgentCli({ env: emu().env });
    const body = "## Step failed\n\n`npm test` exited with 1";
    await agent.annotate({ body, context: "jobai-step", style: "error", priority: 7 });
    expect(await emu().annotations()).toEqual([
      { context: "jobai-step", style: "error", body, priority: 7, scope: "build" },
    ]);
    const [call] = await emu().agentCalls();
    expect(call?.argv).toEqual([
      "annotate",
      "--style",
      "error",
      "--context",
      "jobai-step",
      "--priority",
      "7",
    ]);
    expect(call?.stdin).toBe(body);
  });

  it("checks the limits before calling: nothing reaches the agent", async () => {
    const agent = createAgentCli({ env: emu().env });
    await expect(agent.annotate({ body: "x", context: "c".repeat(101) })).rejects.toThrow(
      /over 100 characters/,
    );
    await expect(agent.annotate({ body: "x".repeat(MAX_ANNOTATION_BYTES + 1) })).rejects.toThrow(/1 MiB/);
    await expect(agent.annotate({ body: "x", priority: 11 })).rejects.toThrow(/from 1 to 10/);
    await expect(agent.annotate({ body: "  " })).rejects.toThrow(/empty/);
    await expect(agent.setMetaData("k", "v".repeat(100 * 1024 + 1))).rejects.toThrow(/100 KiB/);
    expect(await emu().agentCalls()).toEqual([]);
    // Exactly at the limits is fine.
    await agent.annotate({ body: "y".repeat(MAX_ANNOTATION_BYTES), context: "c".repeat(100), priority: 10 });
    expect((await emu().annotations())[0]?.body.length).toBe(MAX_ANNOTATION_BYTES);
  });

  it("redacts the job token and token shapes from what it sends", async () => {
    const env = emu().env;
    const agent = createAgentCli({ env });
    const token = env.SERVICE_AGENT_ACCESS_TOKEN as string;
    await agent.annotate({
      body: `leaked ${token} and ghp_abcdefghijklmnopqrstuvwxyz0123456789`,
      context: "c",
    });
    await agent.setMetaData("jobai-note", `token=${token}`);
    const [annotation] = await emu().annotations();
    expect(annotation?.body).toBe("leaked [REDACTED] and [REDACTED]");
    expect(JSON.stringify(await emu().agentCalls())).not.toContain(token);
    expect((await emu().metaData())["jobai-note"]).not.toContain(token);
  });

  it("sets and gets meta-data; a missing key is undefined", async () => {
    const agent = createAgentCli({ env: emu().env });
    await agent.setMetaData("jobai-usage", '{"requests":1}');
    expect(await agent.getMetaData("jobai-usage")).toBe('{"requests":1}');
    expect(await agent.getMetaData("nothing-here")).toBeUndefined();
  });

  it("uploads artifacts relative to its working directory", async () => {
    writeFileSync(join(work, "digest.txt"), "digest");
    const agent = createAgentCli({ env: emu().env, cwd: work });
    await agent.uploadArtifacts("digest.txt");
    expect((await emu().artifacts()).map((artifact) => artifact.path)).toEqual(["digest.txt"]);
  });

  it("says how to fix a missing agent CLI", async () => {
    const agent = createAgentCli({ env: { PATH: "/nonexistent" }, bin: "service-agent" });
    const error = await agent.annotate({ body: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    expect((error as Error).message).toMatch(/not found on PATH.*JOBAI_AGENT_BIN/);
  });

  it("quotes only the end of a failing agent's stderr (10 MB of it), a secret across the cut hidden", async () => {
    const token = "bkjt_Q8wE3rT6yU1iO4pA7sD0fG2hJ5kL9zXc";
    const bin = join(work, "noisy-agent");
    // 10 MB of a page, the token straddling where the quote begins, then the agent's own error.
    const tail = "error: the agent could not reach the service";
    const cutAt = MAX_AGENT_STDERR_CHARS - tail.length - 1 - 10;
    writeFileSync(
      bin,
      `#!/usr/bin/env node
process.stderr.write("<p>".repeat(3_500_000) + ${JSON.stringify(token)} + "x".repeat(${cutAt}) + "\\n" + ${JSON.stringify(tail)});
process.exitCode = 1;
`,
    );
    chmodSync(bin, 0o755);
    const agent = createAgentCli({
      env: { PATH: process.env.PATH ?? "", SERVICE_AGENT_ACCESS_TOKEN: token },
      bin,
    });
    const error = await agent.annotate({ body: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentError);
    const message = (error as Error).message;
    expect(message.length).toBeLessThan(MAX_AGENT_STDERR_CHARS + 200);
    expect(message).toContain(tail);
    expect(message).toMatch(/earlier characters not shown/);
    expect(message).not.toContain(token.slice(-10));
  });
});
