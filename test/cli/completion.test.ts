/**
 * Shell completion as a user sets it up: `jobai completion` prints a script, real bash sources it,
 * and completing a word runs `jobai` (bin/jobai on PATH, as the environment hook puts it) for the
 * candidates: commands first, then the options of the command being typed.
 */
import { join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { cleanEnv, repoRoot, runJobai } from "../helpers/cli.js";

/** The candidates bash offers for the words typed so far (the last one is being completed). */
async function complete(script: string, words: string[]): Promise<string[]> {
  const typed = words.map((word) => `'${word}'`).join(" ");
  const run = await execa(
    "bash",
    [
      "-c",
      `${script}\nCOMP_WORDS=(${typed}); COMP_CWORD=${words.length - 1}; _jobai_yargs_completions; printf '%s\\n' "\${COMPREPLY[@]}"`,
    ],
    {
      env: cleanEnv({ PATH: `${join(repoRoot, "bin")}:${process.env.PATH}` }),
      extendEnv: false,
      timeout: 15_000,
    },
  );
  return run.stdout.split("\n").filter(Boolean);
}

describe("jobai completion", () => {
  it("prints a bash completion script that completes commands, then a command's options", async () => {
    const run = await runJobai(["completion"]);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain("complete -o bashdefault -o default -F _jobai_yargs_completions jobai");
    expect(await complete(run.stdout, ["jobai", "do"])).toEqual(["doctor"]);
    expect(await complete(run.stdout, ["jobai", "count"])).toEqual(["count-tokens"]);
    expect(await complete(run.stdout, ["jobai", "ask", "--max"])).toEqual(["--max-tokens"]);
    expect(await complete(run.stdout, ["jobai", "relay", "--dae"])).toEqual(["--daemon"]);
  }, 60_000);
});
