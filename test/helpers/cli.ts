import { fileURLToPath } from "node:url";
import { execa, type Options } from "execa";

/** The repository's root and the CLI entry that users and the hooks run. */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
export const jobaiBin = fileURLToPath(new URL("../../bin/jobai.js", import.meta.url));

/** A minimal environment for a child process: PATH and HOME only, plus what the test gives. */
export function cleanEnv(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: process.env.HOME ?? "/tmp",
  };
  for (const [name, value] of Object.entries(extra)) if (value !== undefined) env[name] = value;
  return env;
}

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/**
 * Run `node bin/jobai.js <args>` (the committed bundle; `npm test` rebuilds it first) in a clean
 * environment. Never throws on a non-zero exit: tests assert the exit code.
 */
export async function runJobai(
  args: string[],
  options: { env?: Record<string, string | undefined>; input?: string; cwd?: string; timeout?: number } = {},
): Promise<CliRun> {
  const execaOptions: Options = {
    env: cleanEnv(options.env),
    extendEnv: false,
    reject: false,
    cwd: options.cwd ?? repoRoot,
    timeout: options.timeout ?? 15_000,
    stdin: options.input === undefined ? "ignore" : "pipe",
    ...(options.input === undefined ? {} : { input: options.input }),
  };
  const result = await execa(process.execPath, [jobaiBin, ...args], execaOptions);
  return { exitCode: result.exitCode ?? -1, stdout: String(result.stdout), stderr: String(result.stderr) };
}
