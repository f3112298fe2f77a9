/**
 * A reader that goes away (`jobai limits | head -c1`) ends the command quietly, with the status a
 * shell gives a process killed by SIGPIPE (141), and no stack trace. The pipe's read end is closed
 * before the CLI writes its first byte, so every write meets EPIPE, whatever the output's size.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Built,
  buildPrivate,
  type EmulatorProcess,
  removeBuilt,
  startEmulatorProcess,
} from "./processes.js";

let built: Built;
let dir: string;
let emulator: EmulatorProcess;

beforeAll(async () => {
  built = await buildPrivate();
  dir = mkdtempSync(join(tmpdir(), "jobai-epipe-"));
  writeFileSync(join(dir, "build.log"), "error: the build failed\n".repeat(20_000));
  emulator = await startEmulatorProcess(built.cli);
}, 60_000);
afterAll(async () => {
  await emulator?.stop();
  removeBuilt(built);
  rmSync(dir, { recursive: true, force: true });
});

/** Run the CLI with its stdout's reader already gone; resolves with the exit code and stderr. */
function runIntoClosedPipe(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [built.cli, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.destroy();
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stderr }));
  });
}

describe("a closed stdout", () => {
  const cases: [string, string[]][] = [
    ["limits", ["limits", "--store", "memory"]],
    ["limits --json", ["limits", "--store", "memory", "--json"]],
    ["digest", ["digest", "--log", "LOG"]],
    ["ask", ["ask", "hello"]],
    ["--help", ["--help"]],
    ["env", ["env"]],
  ];
  it.each(cases)(
    "ends %s quietly with status 141",
    async (_name, args) => {
      const env = { ...emulator.env, JOBAI_MODEL: "claude-haiku-4-5", JOBAI_LIMIT_STORE: "memory" };
      const run = await runIntoClosedPipe(
        args.map((arg) => (arg === "LOG" ? join(dir, "build.log") : arg)),
        env,
      );
      expect(run.stderr).toBe("");
      expect(run.code).toBe(141);
    },
    30_000,
  );
});
