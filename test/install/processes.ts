/**
 * Users meet jobai in their own processes: these helpers run the CLI and the library the way they
 * do, each in a child process, against `jobai emulate` in another one. Each test file has a private
 * copy of both (bundle/ copied, the library built from src/ now), so that no later rebuild of the
 * shared bundle/ changes them under a test.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { buildModule } from "../../scripts/esbuild-node.js";
import { repoRoot } from "../helpers/cli.js";

export interface Built {
  dir: string;
  /** The CLI entry, as bin/jobai.js runs it. */
  cli: string;
  /** The library (src/index.ts) as one ESM module, for `import` from a child's script. */
  library: string;
}

export async function buildPrivate(): Promise<Built> {
  const dir = mkdtempSync(join(tmpdir(), "jobai-install-test-"));
  // The CLI copied from bundle/ (npm test rebuilds it first; esbuild took 2 CPU-s for it again).
  cpSync(join(repoRoot, "bundle"), join(dir, "bundle"), { recursive: true });
  await buildModule("src/index.ts", join(dir, "jobai.js"));
  return { dir, cli: join(dir, "bundle", "jobai.js"), library: join(dir, "jobai.js") };
}

export function removeBuilt(built: Built | undefined): void {
  if (built) rmSync(built.dir, { recursive: true, force: true });
}

export interface EmulatorProcess {
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** `jobai emulate ARGS` in its own process; resolves with the fake job's variables once printed. */
export async function startEmulatorProcess(cli: string, args: string[] = []): Promise<EmulatorProcess> {
  const child: ChildProcess = spawn(process.execPath, [cli, "emulate", "--quiet", ...args], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  let text = "";
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("jobai emulate printed no variables in 20 s")), 20_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const vars = Object.fromEntries(
        [...text.matchAll(/^export (\w+)='([^']*)'$/gm)].map((m) => [m[1] as string, m[2] as string]),
      );
      // PATH puts the emulator's directories before the sourcing shell's: here, this process's.
      const path = /^export PATH='([^']*)'"\$\{PATH:\+:\$PATH\}"$/m.exec(text)?.[1];
      if (path !== undefined) vars.PATH = [path, process.env.PATH].filter(Boolean).join(":");
      if (vars.PATH && vars.SERVICE_AGENT_ENDPOINT && vars.SERVICE_AGENT_ACCESS_TOKEN) {
        clearTimeout(timer);
        resolve(vars);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`jobai emulate exited ${code}`));
    });
  });
  return {
    env: { ...env, HOME: process.env.HOME ?? "/tmp" },
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

export interface Run {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** `node FILE ARGS` with exactly `env`; never throws on a non-zero exit. */
export async function runNode(file: string, args: string[], env: Record<string, string>): Promise<Run> {
  const result = await execa(process.execPath, [file, ...args], {
    env,
    extendEnv: false,
    reject: false,
    stdin: "ignore",
    timeout: 60_000,
  });
  return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) };
}
