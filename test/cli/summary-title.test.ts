/**
 * A summary's title says only what is known of the step's exit status, and the request's
 * "Command:" line is the command as run, quoting kept (issue 21). Run as a user runs it: `jobai
 * run` then `jobai summarize`, each in its own process, against the emulator; the request the
 * model got is read from the emulator's recorded traffic.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { runJobai } from "../helpers/cli.js";

let emulator: StartedEmulator;
let dir: string;

beforeAll(async () => {
  emulator = await startEmulator();
  dir = await mkdtemp(join(tmpdir(), "jobai-title-"));
});
afterAll(async () => {
  await emulator?.close();
  await rm(dir, { recursive: true, force: true });
});

const env = () => ({
  ...emulator.env,
  JOBAI_MODEL: "claude-haiku-4-5",
  JOBAI_LIMIT_STORE: "memory",
  JOBAI_STATE_DIR: join(dir, "state"),
});

/** `jobai summarize --log LOG --no-annotate`: its printed annotation and the request the model got. */
async function summarizeLog(log: string) {
  const before = emulator.traffic.length;
  const run = await runJobai(["summarize", "--log", log, "--no-annotate"], { env: env() });
  expect(run.exitCode, run.stderr).toBe(0);
  const call = emulator.traffic
    .slice(before)
    .find((request) => request.surface === "proxy" && request.path.includes("/messages"));
  const body = call?.body as { system: string; messages: { content: string }[] };
  return {
    heading: run.stdout.split("\n")[0],
    text: run.stdout,
    system: body.system,
    user: body.messages[0]?.content ?? "",
  };
}

describe("a summary's title and the command it names", () => {
  it("a passing step: a pass mark, a prompt that does not ask why it failed, the command quoted", async () => {
    const log = join(dir, "pass.log");
    const run = await runJobai(
      ["run", "--quiet", "--log", log, "--", "bash", "-c", "echo \"all good\"; echo 'it is' 1e3"],
      { env: env() },
    );
    expect(run.exitCode).toBe(0);
    const summary = await summarizeLog(log);
    expect(summary.heading).toBe("### ✅ :test_tube: Emulated step passed (exit status 0)");
    expect(summary.heading).not.toContain("❌");
    expect(summary.system).toMatch(/^You summarize a CI step that passed/);
    expect(summary.system).not.toContain("failed");
    // The command as the user would paste it back into bash; the run kept `1e3` as given.
    expect(summary.user).toContain(`- Command: bash -c 'echo "all good"; echo '\\''it is'\\'' 1e3'`);
    expect(summary.user).toContain("- Exit status: 0");
  });

  it("a failing step: the failure mark, its status, and the command with its quoting", async () => {
    const log = join(dir, "fail.log");
    const run = await runJobai(
      ["run", "--quiet", "--log", log, "--", "bash", "-c", 'echo "not ok 1"; exit 3'],
      {
        env: env(),
      },
    );
    expect(run.exitCode).toBe(3);
    const summary = await summarizeLog(log);
    expect(summary.heading).toBe("### ❌ :test_tube: Emulated step failed (exit status 3)");
    expect(summary.system).toMatch(/^You explain why a CI step failed/);
    expect(summary.user).toContain(`- Command: bash -c 'echo "not ok 1"; exit 3'`);
  });

  it("a log whose exit status is unknown: no failure mark", async () => {
    const log = join(dir, "any.log");
    await writeFile(log, "compiling\nerror: disk full\n");
    const summary = await summarizeLog(log);
    expect(summary.heading).toBe("### ℹ️ :test_tube: Emulated step: its log explained (exit status unknown)");
    // The emulator's stand-in answer counts in words too: not "1 line that look like errors".
    expect(summary.text).toContain("The log shows 1 line that looks like an error; it is:");
  });
});
