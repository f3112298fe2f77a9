import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../helpers/cli.js";
import { type ReadmeBlock, readmeBlocks } from "./readme-blocks.js";

/**
 * Every shell block of the README and of docs/*.md that a reader is told to run, run as the reader runs it: in a
 * clean bash (PATH and a new HOME only), in a fresh clone of this checkout (its uncommitted changes
 * laid over it), after the README's own set-up. `npm ci` is the one line the harness does not
 * repeat: the clone gets this checkout's node_modules and dist/, which `npm ci` made. Blocks marked
 * `job` run in a fake job of the emulator, as a step with the plugin would. How a block is marked:
 * test/readme/readme-blocks.ts.
 */
/** The README and every guide under docs/, the pages whose blocks a reader runs. */
const pages = [
  "README.md",
  ...(await readdir(join(repoRoot, "docs")))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`),
];
const blocks = (
  await Promise.all(
    pages.map(async (page) => readmeBlocks(await readFile(join(repoRoot, page), "utf8"), page)),
  )
).flat();

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
    // The proxy's limits raised: each page has a limiter of its own (its own state directory), and
    // the pages run side by side, so the proxy sees them all at once.
    [
      join(clone, "bin", "jobai.js"),
      "emulate",
      "--quiet",
      "--rest-builds",
      "45",
      "--rpm",
      "1000",
      "--itpm",
      "10000000",
    ],
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

/**
 * Each page gets a checkout of its own (a worktree of the clone at the same commit, with the same
 * node_modules and dist/), a HOME and a TMPDIR of its own (so the state directory, the kept logs and
 * the relay's address file are the page's), and the pages run side by side: a page's blocks run in
 * order, as a reader of that page runs them. The `job` blocks of every page share one emulator.
 */
const pageDirs = new Map<string, { cwd: string; env: Record<string, string> }>();

async function pageWorkspace(page: string): Promise<void> {
  const name = page.replace(/\W/g, "-");
  const cwd = join(work, "pages", name);
  await execa("git", ["worktree", "add", "--quiet", "--detach", cwd, "HEAD"], { cwd: clone });
  await symlink(join(repoRoot, "node_modules"), join(cwd, "node_modules"));
  await symlink(join(repoRoot, "dist"), join(cwd, "dist"));
  const pageHome = join(work, "homes", name);
  const pageTmp = join(work, "tmp", name);
  await mkdir(pageHome, { recursive: true });
  await mkdir(pageTmp, { recursive: true });
  pageDirs.set(page, {
    cwd,
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: pageHome, TMPDIR: pageTmp },
  });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "jobai-readme-"));
  clone = join(work, "jobai");
  home = join(work, "home");
  await mkdir(home);
  await freshClone(clone);
  for (const page of pages) await pageWorkspace(page);
  jobEnvFile = await startJobEmulator();
  startRuns();
}, 120_000);

afterAll(async () => {
  emulator?.kill("SIGTERM");
  if (work) await rm(work, { recursive: true, force: true });
});

/**
 * What runs before a block: failures are recorded (not fatal, so every line runs and each failure
 * is reported with its command), `npm ci` is already done, and nothing is left running after.
 */
function script(block: ReadmeBlock, failures: string): string {
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

describe("the shell blocks of the README and docs/, run as written", () => {
  it("has shell blocks, and every skipped one says where it is tested instead", () => {
    expect(blocks.length).toBeGreaterThan(5);
    for (const block of blocks) if (block.skip !== undefined) expect(block.skip.length).toBeGreaterThan(10);
  });

  for (const page of pages) {
    const pageBlocks = blocks.filter((candidate) => candidate.file === page);
    if (pageBlocks.length === 0) continue;
    describe(page, () => {
      for (const block of pageBlocks) check(block);
    });
  }
});

interface BlockRun {
  output: string;
  failed: string[];
  timedOut: boolean;
}

/** Run as soon as the workspaces are made: a page's blocks in order, up to PAGES_AT_ONCE pages at once. */
const PAGES_AT_ONCE = 4;
const results = new Map<ReadmeBlock, Promise<BlockRun>>();
let startRuns: () => void = () => {};
const started = new Promise<void>((resolve) => {
  startRuns = resolve;
});
{
  const queue = pages.map((page) =>
    blocks.filter((block) => block.file === page && block.skip === undefined),
  );
  const settled = new Map<ReadmeBlock, (run: BlockRun) => void>();
  for (const block of blocks) results.set(block, new Promise((resolve) => settled.set(block, resolve)));
  const worker = async (): Promise<void> => {
    await started;
    for (let pageBlocks = queue.shift(); pageBlocks !== undefined; pageBlocks = queue.shift())
      for (const block of pageBlocks) settled.get(block)?.(await runBlock(block));
  };
  for (let index = 0; index < PAGES_AT_ONCE; index++) void worker();
}

async function runBlock(block: ReadmeBlock): Promise<BlockRun> {
  const failures = join(work, `failures-${block.file.replace(/\W/g, "-")}-${block.line}.tsv`);
  const workspace = pageDirs.get(block.file);
  if (!workspace) return { output: `no workspace for ${block.file}`, failed: ["setup"], timedOut: false };
  const run = await execa("bash", ["-c", script(block, failures)], {
    cwd: workspace.cwd,
    env: workspace.env,
    extendEnv: false,
    reject: false,
    timeout: 170_000,
    stdin: "ignore",
    all: true,
  });
  const failed = (await readFile(failures, "utf8").catch(() => ""))
    .split("\n")
    .filter(Boolean)
    .filter((line) => !block.mayFail.some((allowed) => line.includes(allowed)));
  return { output: String(run.all), failed, timedOut: run.timedOut };
}

function check(block: ReadmeBlock): void {
  const name = `${block.file}:${block.line} (${block.section}): ${block.code.split("\n")[0]}`;
  if (block.skip !== undefined) {
    it.skip(`${name} [skipped: ${block.skip}]`, () => {});
    return;
  }
  // The block may wait for the pages before it: its own time is at most 170 s.
  it(name, { timeout: 600_000 }, async () => {
    const { output, failed, timedOut } = (await results.get(block)) as BlockRun;
    expect(failed, `commands that failed:\n${failed.join("\n")}\n--- output ---\n${output}`).toEqual([]);
    expect(output).not.toMatch(/command not found|Uncaught|\n\s+at .+:\d+:\d+\)?\n/);
    expect(timedOut).toBe(false);
  });
}
