/**
 * Run the plugin's hooks and `jobai run` with real bash, as the agent would, in an emulated job.
 * The plugin runs from a private checkout-like copy (hooks/, bin/, bundle/), so that no later
 * rebuild of the shared bundle/ changes it under a test. The bundle is copied, not built again
 * (esbuild took 2 CPU-s a file, for 13 files): `npm test` rebuilds bundle/ from src/ first; a
 * test file run alone after a change to src/ needs `node scripts/bundle.js` first, as every CLI test does.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import type { StartedEmulator } from "../../src/emulator/index.js";
import { repoRoot } from "../helpers/cli.js";

let pluginDir: string | undefined;

/** Make the plugin copy once per test file; returns its directory. */
export async function preparePlugin(): Promise<string> {
  if (pluginDir) return pluginDir;
  const dir = mkdtempSync(join(tmpdir(), "jobai-plugin-"));
  cpSync(join(repoRoot, "hooks"), join(dir, "hooks"), { recursive: true });
  cpSync(join(repoRoot, "bin"), join(dir, "bin"), { recursive: true });
  cpSync(join(repoRoot, "plugin.yml"), join(dir, "plugin.yml"));
  cpSync(join(repoRoot, "bundle"), join(dir, "bundle"), { recursive: true });
  pluginDir = dir;
  return dir;
}

export function removePlugin(): void {
  if (pluginDir) rmSync(pluginDir, { recursive: true, force: true });
  pluginDir = undefined;
}

function plugin(): string {
  if (!pluginDir) throw new Error("call preparePlugin() in beforeAll first");
  return pluginDir;
}

export interface HookRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** The fake job's environment plus a private state dir (where `jobai run` keeps the log). */
export function jobEnv(
  emu: StartedEmulator,
  extra: Record<string, string | undefined> = {},
): Record<string, string> {
  const env: Record<string, string> = {
    ...emu.env,
    HOME: process.env.HOME ?? "/tmp",
    JOBAI_STATE_DIR: stateDir(),
  };
  for (const [name, value] of Object.entries(extra)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

const dirs: string[] = [];
function stateDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "jobai-hook-state-"));
  dirs.push(dir);
  return dir;
}
export function removeStateDirs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export async function runHook(
  name: "post-command" | "pre-exit",
  env: Record<string, string>,
  cwd: string = repoRoot,
): Promise<HookRun> {
  const result = await execa("bash", [join(plugin(), "hooks", name)], {
    env,
    extendEnv: false,
    reject: false,
    cwd,
    timeout: 30_000,
  });
  return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/** The step's command under `jobai run`, through bash as the agent runs a step. */
export async function runStep(script: string, env: Record<string, string>): Promise<HookRun> {
  const bin = join(plugin(), "bin", "jobai.js");
  const result = await execa(
    "bash",
    ["-c", `node "${bin}" run -- bash -c '${script.replace(/'/g, "'\\''")}'`],
    {
      env,
      extendEnv: false,
      reject: false,
      timeout: 30_000,
    },
  );
  return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) };
}
