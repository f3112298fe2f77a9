/**
 * runJobaiInProcess (test/helpers/cli-in-process.ts) answers as the bundle in a child process
 * does (runJobai), so the tests that use it prove what the child would: the same exit code, stdout
 * and stderr for a help text, bad input, an answer from stdin and a `jobai env` (the fast path);
 * and a run leaves the test's process as it found it (env, cwd, exit code, streams, console).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedEmulator, startEmulator } from "../../src/emulator/index.js";
import { runJobai } from "../helpers/cli.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";

let emulator: StartedEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator?.close());

describe("jobai in the test's process and in a child process", () => {
  const cases: [string, string[], () => { env?: Record<string, string | undefined>; input?: string }][] = [
    ["a command's --help", ["limits", "--help"], () => ({})],
    ["bad input (exit 2)", ["ask", "hi", "--max-tokens", "0"], () => ({ env: emulator.env })],
    ["an unknown command (exit 2, the help on stderr)", ["bogus"], () => ({})],
    [
      "a prompt on stdin, answered by the emulator",
      ["ask", "--model", "claude-haiku-4-5"],
      () => ({ env: { ...emulator.env, JOBAI_LIMIT_STORE: "memory" }, input: "parity please\n" }),
    ],
    ["jobai env (its fast path)", ["env", "--format", "json"], () => ({ env: emulator.env })],
  ];
  it.each(cases)("%s: the same exit code, stdout and stderr", async (_, args, options) => {
    const child = await runJobai(args, options());
    const here = await runJobaiInProcess(args, options());
    expect(here).toEqual(child);
  });

  it("leaves the process as it found it", async () => {
    /** What a run in this process could change and must restore. */
    const processState = () => ({
      env: process.env,
      keys: Object.keys(process.env).sort(),
      cwd: process.cwd(),
      exitCode: process.exitCode,
      stdout: process.stdout,
      stderr: process.stderr,
      stdin: process.stdin,
      console: globalThis.console,
    });
    const before = processState();
    await runJobaiInProcess(["ask"], { env: { JOBAI_LOG_LEVEL: "loud" }, cwd: "/" });
    expect(processState()).toEqual(before);
    expect(process.env).toBe(before.env);
    expect(process.stdout).toBe(before.stdout);
  });
});
