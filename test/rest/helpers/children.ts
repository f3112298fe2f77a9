/** The REST client and emulator in separate processes, as users run them (issue 13, item 5). */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { buildModule } from "../../../scripts/esbuild-node.js";

const ROOT = new URL("../../..", import.meta.url).pathname;
const CHILD = new URL("../child/", import.meta.url).pathname;

let built: Promise<string> | undefined;

/** test/rest/child/entry.ts bundled once per test file. */
export function restBundle(): Promise<string> {
  built ??= buildModule(
    "test/rest/child/entry.ts",
    join(mkdtempSync(join(tmpdir(), "jobai-rest-test-")), "rest.mjs"),
  );
  return built;
}

export interface RunningEmulator {
  url: string;
  token: string;
  /** Stop it and get its counters. */
  stop(): Promise<{ requests: number; rateLimited: number }>;
}

function lines(child: ChildProcess): AsyncIterator<string> {
  return createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]();
}

/** The REST emulator in its own process (test/rest/child/emulator.mjs). */
export async function startEmulatorProcess(env: Record<string, string>): Promise<RunningEmulator> {
  const child = spawn(process.execPath, [`${CHILD}emulator.mjs`], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", REST_BUNDLE: await restBundle(), ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const out = lines(child);
  const first = await out.next();
  if (first.done) throw new Error("the emulator process exited before listening");
  const { url, token } = JSON.parse(first.value) as { url: string; token: string };
  return {
    url,
    token,
    async stop() {
      child.kill("SIGTERM");
      const last = await out.next();
      return JSON.parse(last.value as string);
    },
  };
}

export interface ChildResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Run a node script (a path) or the CLI with `args`, bounded by `timeoutMs`; never rejects. */
export function runChild(
  args: string[],
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ChildResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

export const listBuildsScript = `${CHILD}list-builds.mjs`;
/** Two first pages of acme's builds at once: { count, waits }. */
export const concurrentListsScript = `${CHILD}concurrent-lists.mjs`;
