import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli.js";
import { readmeBlocks } from "./readme-blocks.js";

/**
 * Every shell block of the README that a reader is told to run, run as the reader runs it: in a
 * clean bash (PATH and a new HOME only), in a fresh clone of this checkout (its uncommitted changes
 * laid over it), after the README's own set-up. `npm ci` is the one line the harness does not
 * repeat: the clone gets this checkout's node_modules and dist/, which `npm ci` made. Blocks marked
 * `job` run in a fake job of the emulator, as a step with the plugin would. How a block is marked:
 * test/readme/readme-blocks.ts.
 */
const readme = await readFile(join(repoRoot, "README.md"), "utf8");
const blocks = readmeBlocks(readme);

let work = "";
let clone = "";
let home = "";
let jobEnvFile = "";
let emulator: ChildProcess | undefined;

/** A fresh clone of this repository with the working tree's uncommitted state laid over it. */
async function freshClone(into: string): Promise<void> {
  await execa("git", ["clone", "--quiet", repoRoot, into]);
  const changed = await execa("git", ["ls-files", "-z", "--modified", "--others", "--exclude-standard"], {
    cwd: repoRoot,
  });
  for (const path of changed.stdout.split("\0").filter(Boolean)) {
    if (!existsSync(join(repoRoot, path))) continue;
    await mkdir(dirname(join(into, path)), { recursive: true });
    await cp(join(repoRoot, path), join(into, path), { verbatimSymlinks: true });
  }
  const deleted = await execa("git", ["ls-files", "-z", "--deleted"], { cwd: repoRoot });
  for (const path of deleted.stdout.split("\0").filter(Boolean)) await rm(join(into, path), { force: true });
  if (!existsSync(join(repoRoot, "dist", "index.js"))) {
    throw new Error("dist/ is not built: run `npm ci` (its prepare script builds it) or `npm run build:lib`");
  }
  // Committed, so the clone is a fresh clone of exactly this tree: `git diff` shows what a block changes.
  await execa("git", ["add", "-A"], { cwd: into });
  await execa(
    "git",
    [
      "-c",
      "user.name=readme-test",
      "-c",
      "user.email=readme@test.invalid",
      "commit",
      "--quiet",
      "--allow-empty",
      "-m",
      "the working tree",
    ],
    { cwd: into },
  );
  await symlink(join(repoRoot, "node_modules"), join(into, "node_modules"));
  await symlink(join(repoRoot, "dist"), join(into, "dist"));
}

/** Start the clone's `jobai emulate` and keep its export lines, for the `job` blocks. */
async function startJobEmulator(): Promise<string> {
  const child = spawn(
    process.execPath,
    [join(clone, "bin", "jobai.js"), "emulate", "--quiet", "--rest-builds", "45"],
    {
      cwd: clone,
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  emulator = child;
  let text = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the emulator printed no PATH line within 20 s")),
      20_000,
    );
    child.stdout?.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
      if (text.includes("export PATH=")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`the emulator exited with ${code}`)));
  });
  const file = join(work, "job.env");
  await writeFile(file, text);
  return file;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "jobai-readme-"));
  clone = join(work, "jobai");
  home = join(work, "home");
  await mkdir(home);
  await freshClone(clone);
  jobEnvFile = await startJobEmulator();
}, 120_000);

afterAll(async () => {
  emulator?.kill("SIGTERM");
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * What runs before a block: failures are recorded (not fatal, so every line runs and each failure
 * is reported with its command), `npm ci` is already done, and nothing is left running after.
 */
function script(block: (typeof blocks)[number], failures: string): string {
  return [
    "set -o pipefail",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's ${1:-}, not a template
    'npm() { if [[ "${1:-}" == ci ]]; then echo "(readme test: npm ci was done for this clone)"; return 0; fi; command npm "$@"; }',
    `trap 'printf "%s\\t%s\\n" "$?" "$BASH_COMMAND" >> ${JSON.stringify(failures)}' ERR`,
    ...(block.job ? [`source ${JSON.stringify(jobEnvFile)}`] : []),
    ...block.setup,
    block.code,
    "trap - ERR",
    "kill $(jobs -p) 2>/dev/null; wait 2>/dev/null; true",
  ].join("\n");
}

describe("the README's shell blocks, run as written", () => {
  it("has shell blocks, and every skipped one says where it is tested instead", () => {
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) if (block.skip !== undefined) expect(block.skip.length).toBeGreaterThan(10);
  });

  for (const block of blocks) {
    const name = `line ${block.line} (${block.section}): ${block.code.split("\n")[0]}`;
    if (block.skip !== undefined) {
      it.skip(`${name} [skipped: ${block.skip}]`, () => {});
      continue;
    }
    it(name, { timeout: 180_000 }, async () => {
      const failures = join(work, `failures-${block.line}.tsv`);
      const run = await execa("bash", ["-c", script(block, failures)], {
        cwd: clone,
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: home },
        extendEnv: false,
        reject: false,
        timeout: 170_000,
        stdin: "ignore",
        all: true,
      });
      const output = String(run.all);
      const failed = (await readFile(failures, "utf8").catch(() => ""))
        .split("\n")
        .filter(Boolean)
        .filter((line) => !block.mayFail.some((allowed) => line.includes(allowed)));
      expect(failed, `commands that failed:\n${failed.join("\n")}\n--- output ---\n${output}`).toEqual([]);
      expect(output).not.toMatch(/command not found|Uncaught|\n\s+at .+:\d+:\d+\)?\n/);
      expect(run.timedOut).toBe(false);
    });
  }
});
