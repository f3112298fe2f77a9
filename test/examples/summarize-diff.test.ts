import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { cleanEnv, repoRoot } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";

/** examples/summarize-diff.mjs as a user runs it: `node examples/summarize-diff.mjs REV`, in its own process. */
const runExample = (env: Record<string, string | undefined>, revision = "HEAD~1") =>
  execa(process.execPath, ["examples/summarize-diff.mjs", revision], {
    cwd: repoRoot,
    env: cleanEnv(env),
    extendEnv: false,
    reject: false,
    timeout: 30_000,
  });

describe("examples/summarize-diff.mjs", () => {
  const emu = useEmulator();

  it("outside a job, prints what to set as the CLI does (exit 2), no stack trace", async () => {
    const run = await runExample({});
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/^summarize-diff: SERVICE_AGENT_ENDPOINT is not set: run inside a job/);
    expect(run.stderr).not.toMatch(/\n\s+at |chunk-|dist\//);
    expect(run.stderr.length).toBeLessThan(400);
  });

  it("a revision the clone does not have (HEAD~1 of a shallow clone): git's line and the fix, exit 2, nothing sent", async () => {
    const run = await runExample(emu().env, "no-such-revision-of-jobai");
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/^summarize-diff: git diff no-such-revision-of-jobai failed: fatal: /);
    expect(run.stderr).toContain("git fetch --deepen=1");
    expect(run.stderr).not.toMatch(/\n\s+at |node:child_process/);
    expect(run.stdout).toBe("");
  });

  it("against the emulator, streams a summary of the diff and its usage", async () => {
    const run = await runExample(emu().env);
    expect(run.exitCode).toBe(0);
    expect(run.stdout.length).toBeGreaterThan(0);
    expect(run.stderr).toMatch(/\(\d+ input tokens, \d+ output tokens\)/);
    expect(run.stderr).not.toContain(emu().jobToken);
  });

  it("piped into a reader that stops early (`| head -1`), ends quietly instead of an EPIPE stack trace", async () => {
    const child = execa(process.execPath, ["examples/summarize-diff.mjs", "HEAD~1"], {
      cwd: repoRoot,
      env: cleanEnv(emu().env),
      extendEnv: false,
      reject: false,
      timeout: 30_000,
      buffer: { stdout: false },
    });
    // The reader goes away before the first word: every write the example makes meets a closed pipe.
    child.stdout?.destroy();
    const run = await child;
    expect(run.stderr).not.toMatch(/EPIPE|\n\s+at /);
    expect(run.exitCode).toBe(0);
  });
});
