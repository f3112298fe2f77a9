import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { execa } from "execa";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findClaudeCode } from "../../scripts/claude-code.js";
import { repoRoot } from "../helpers/cli.js";
import { type ReadmeBlock, readmeBlocks, sourceBlocks } from "./readme-blocks.js";

/**
 * Every shell block of the README and of docs/*.md that a reader is told to run, run as the reader
 * runs it: in a clean bash (PATH, a new HOME and TMPDIR only). The README's blocks run where a user
 * of the package runs them: in a fresh project that installed the tarball `npm pack` makes of this
 * checkout, with that package's `jobai` (blocks marked `clone` and the guides' blocks run in a fresh
 * clone of this checkout, its uncommitted changes laid over it). `npm ci` is the one line the
 * harness does not repeat: the clone gets this checkout's node_modules and dist/, which `npm ci`
 * made. Blocks marked `job` run in a fake job of the emulator, as a step with the plugin would: the
 * installed package's emulator for the README, the clone's for the rest. How a block is marked:
 * test/readme/readme-blocks.ts. The README's and the guides' TypeScript blocks are type-checked
 * against the installed package, and their JavaScript blocks run against its emulator.
 */
/** The README and every guide under docs/, the pages whose blocks a reader runs. */
const pages = [
  "README.md",
  ...(await readdir(join(repoRoot, "docs")))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => `docs/${name}`),
];
const texts = new Map(
  await Promise.all(pages.map(async (page) => [page, await readFile(join(repoRoot, page), "utf8")] as const)),
);
const blocks = pages.flatMap((page) => readmeBlocks(texts.get(page) ?? "", page));
const sources = pages.flatMap((page) => sourceBlocks(texts.get(page) ?? "", page));

let work = "";
let clone = "";
/** The fresh project that installed the tarball. */
let app = "";
const emulators: ChildProcess[] = [];
/**
 * Claude Code is installed on demand (scripts/claude-code.js; .ci/run installs it before the tests):
 * where it is, its directory is on the blocks' PATH; where it is not, a block that runs `claude`
 * is skipped, saying why. In CI a missing Claude Code is not skipped: the block fails.
 */
const claudeCode = findClaudeCode();
const claudeMissing = claudeCode === undefined && process.env.CI !== "true";
const basePath = [claudeCode ? dirname(claudeCode) : undefined, process.env.PATH ?? "/usr/bin:/bin"]
  .filter(Boolean)
  .join(":");

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

/** Start `jobai emulate` from `entry` and keep its export lines, for the `job` blocks. */
async function startJobEmulator(entry: string, cwd: string, envFile: string): Promise<string> {
  const child = spawn(
    process.execPath,
    // The proxy's limits raised: each page has a limiter of its own (its own state directory), and
    // pages run side by side, so the proxy sees them all at once.
    [entry, "emulate", "--quiet", "--rest-builds", "45", "--rpm", "1000", "--itpm", "10000000"],
    {
      cwd,
      env: { PATH: basePath, HOME: join(work, "home"), TMPDIR: join(work, "tmp") },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  emulators.push(child);
  let text = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error("the emulator printed no PATH line within 30 s")),
      30_000,
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
  await writeFile(envFile, text);
  return envFile;
}

/** What `npm pack` makes of this checkout, installed into a fresh ESM project, as a user installs it. */
async function installTarball(into: string): Promise<void> {
  const npmEnv = {
    npm_config_loglevel: "error",
    npm_config_update_notifier: "false",
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_prefer_offline: "true",
  };
  // --ignore-scripts: dist/ is built (freshClone checked), and prepack would rewrite package.json
  // under a test that packs at the same time (test/install/package.test.ts).
  const pack = await execa("npm", ["pack", "--silent", "--ignore-scripts", "--pack-destination", work], {
    cwd: repoRoot,
    env: npmEnv,
  });
  const tarball = join(work, pack.stdout.trim().split("\n").at(-1) ?? "");
  await mkdir(into, { recursive: true });
  await writeFile(join(into, "package.json"), '{ "name": "app", "private": true, "type": "module" }\n');
  const devVersion = async (name: string) =>
    (
      JSON.parse(await readFile(join(repoRoot, "node_modules", name, "package.json"), "utf8")) as {
        version: string;
      }
    ).version;
  // @types/node for the blocks' type check, which runs this checkout's TypeScript (typeProblems):
  // the project needs no compiler of its own (23 MB copied, 2.5 CPU-s).
  await execa("npm", ["install", "--no-save", tarball, `@types/node@${await devVersion("@types/node")}`], {
    cwd: into,
    env: npmEnv,
  });
}

/**
 * Where each block runs: a checkout of its own per page (a worktree of the clone at the same commit,
 * with the same node_modules and dist/), the installed project for the README, each with a HOME and
 * a TMPDIR of its own (so the state directory, the kept logs and the relay's address file are the
 * page's). Pages run side by side; a page's blocks run in order, as a reader of that page runs them.
 */
interface Workspace {
  cwd: string;
  env: Record<string, string>;
  jobEnv: string;
}
const workspaces = new Map<string, Workspace>();
const INSTALLED = "README.md (installed)";

function workspaceOf(block: ReadmeBlock): string {
  return block.file === "README.md" && block.clone === undefined ? INSTALLED : block.file;
}

async function makeWorkspace(name: string, cwd: string, jobEnv: string): Promise<void> {
  const slug = name.replace(/\W/g, "-");
  const home = join(work, "homes", slug);
  const tmp = join(work, "tmp", slug);
  await mkdir(home, { recursive: true });
  await mkdir(tmp, { recursive: true });
  workspaces.set(name, { cwd, env: { PATH: basePath, HOME: home, TMPDIR: tmp }, jobEnv });
}

async function cloneWorktree(page: string): Promise<string> {
  const cwd = join(work, "pages", page.replace(/\W/g, "-"));
  await execa("git", ["worktree", "add", "--quiet", "--detach", cwd, "HEAD"], { cwd: clone });
  await symlink(join(repoRoot, "node_modules"), join(cwd, "node_modules"));
  await symlink(join(repoRoot, "dist"), join(cwd, "dist"));
  return cwd;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "jobai-readme-"));
  clone = join(work, "jobai");
  app = join(work, "app");
  await mkdir(join(work, "home"));
  await mkdir(join(work, "tmp"));
  await Promise.all([freshClone(clone), installTarball(app)]);
  const [cloneJob, installedJob] = await Promise.all([
    startJobEmulator(join(clone, "bin", "jobai.js"), clone, join(work, "clone-job.env")),
    startJobEmulator(
      join(app, "node_modules", "jobai", "bin", "jobai.js"),
      app,
      join(work, "installed-job.env"),
    ),
  ]);
  await makeWorkspace(INSTALLED, app, installedJob);
  await makeWorkspace(CHECKS, app, installedJob);
  for (const page of pages) await makeWorkspace(page, await cloneWorktree(page), cloneJob);
  startRuns();
}, 240_000);

afterAll(async () => {
  for (const emulator of emulators) emulator.kill("SIGTERM");
  // An installed project and a checkout per page: removing them took over 20 s at load 35.
  if (work) await rm(work, { recursive: true, force: true });
}, 120_000);

/**
 * What runs before a block: failures are recorded (not fatal, so every line runs and each failure
 * is reported with its command), `npm ci` is already done, and nothing is left running after.
 */
function script(block: ReadmeBlock, failures: string, jobEnv: string): string {
  return [
    "set -o pipefail",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's ${1:-}, not a template
    'npm() { if [[ "${1:-}" == ci ]]; then echo "(readme test: npm ci was done for this clone)"; return 0; fi; command npm "$@"; }',
    `trap 'printf "%s\\t%s\\n" "$?" "$BASH_COMMAND" >> ${JSON.stringify(failures)}' ERR`,
    ...(block.job ? [`source ${JSON.stringify(jobEnv)}`] : []),
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
    // A README block kept from the installed package says why it needs the clone.
    for (const block of blocks) if (block.clone !== undefined) expect(block.clone.length).toBeGreaterThan(10);
    expect(blocks.filter((block) => workspaceOf(block) === INSTALLED).length).toBeGreaterThan(3);
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

/** Run as soon as the workspaces are made: a workspace's blocks in order, up to 2 at once (CI has two cores). */
const PAGES_AT_ONCE = 2;
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
  const workspace = workspaces.get(workspaceOf(block));
  if (!workspace) return { output: `no workspace for ${block.file}`, failed: ["setup"], timedOut: false };
  const run = await execa("bash", ["-c", script(block, failures, workspace.jobEnv)], {
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
  if (claudeMissing && /(?:^|[\s;&|(])claude\s/m.test(block.code)) {
    const why =
      "it runs Claude Code, which `npm run test:trials` or `node scripts/claude-code.js install` installs";
    it.skip(`${name} [skipped: ${why}]`, () => {});
    return;
  }
  // The block may wait for the pages before it: its own time is at most 170 s.
  it(name, { timeout: 600_000 }, async () => {
    const { output, failed, timedOut } = (await results.get(block)) as BlockRun;
    expect(failed, `commands that failed:\n${failed.join("\n")}\n--- output ---\n${output}`).toEqual([]);
    // A crash of jobai shows a frame in its own code; a job's log that a block prints (`jobai jobs
    // failed-logs`) may hold the test runner's frames, which are not one.
    expect(output).not.toMatch(
      /command not found|Uncaught|\n\s+at .+(?:jobai|bundle|dist|node:internal)\S*:\d+:\d+\)?\n/,
    );
    expect(timedOut, `the block ran past 170 s; its output:\n${output}`).toBe(false);
  });
}

/**
 * What an editor shows for the blocks, with the package installed beside them: errors (strict,
 * nodenext, JavaScript checked too) and calls of a deprecated form (`builds.get(ref, params)`), as
 * `path(line,column): message`. A language service, since `tsc` does not report deprecations.
 */
function typeProblems(dir: string, files: string[]): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2023,
    noEmit: true,
    allowJs: true,
    checkJs: true,
    skipLibCheck: true,
    types: ["node"],
  };
  const service = ts.createLanguageService({
    getScriptFileNames: () => files,
    getScriptVersion: () => "1",
    getScriptSnapshot: (file) => {
      const text = ts.sys.readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => dir,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
  });
  return files.flatMap((file) =>
    [
      ...service.getSyntacticDiagnostics(file),
      ...service.getSemanticDiagnostics(file),
      ...service.getSuggestionDiagnostics(file).filter((diagnostic) => diagnostic.reportsDeprecated),
    ].map((diagnostic) => {
      const at = diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const where = at ? `(${at.line + 1},${at.character + 1})` : "";
      return `${basename(file)}${where}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")}`;
    }),
  );
}

/**
 * The installed package's own checks run beside the pages' blocks, one after another on a lane of
 * their own, from the moment the workspaces are made (each test below asserts on its run). They
 * share nothing with the blocks but the emulator: a HOME and a TMPDIR of their own (a block's relay
 * or kept log is not theirs), files of their own in the installed project.
 */
const CHECKS = "the installed package's checks";
let lane: Promise<unknown> = started;
function onLane<T>(run: () => Promise<T>): Promise<T> {
  const result = lane.then(run);
  lane = result.catch(() => {});
  return result;
}

/** A bash script in the installed project, in the checks' clean environment. */
async function inInstalled(code: string, timeout = 120_000) {
  const workspace = workspaces.get(CHECKS) as Workspace;
  return execa("bash", ["-c", `set -euo pipefail\n${code}`], {
    cwd: app,
    env: workspace.env,
    extendEnv: false,
    reject: false,
    timeout,
    stdin: "ignore",
    all: true,
  });
}

const mainCommands = onLane(() =>
  inInstalled(
    [
      `source ${JSON.stringify((workspaces.get(CHECKS) as Workspace).jobEnv)}`,
      'echo "jobai is $(command -v jobai)"',
      'if [[ -L "$(command -v jobai)" ]]; then echo "a symlink, which npm pack drops"; exit 1; fi',
      'eval "$(jobai env)"',
      'test -n "$ANTHROPIC_BASE_URL"',
      // `jobai doctor` and `jobai summarize` run in the README's blocks, in this same project.
      'jobai ask "hello from the installed package"',
      "jobai builds list --limit 3 --json number,state",
    ].join("\n"),
  ),
);

const environmentHook = onLane(() => {
  const hooks = join(app, "node_modules", "jobai", "hooks");
  return inInstalled(
    [
      // The agent's variables, without the emulator's PATH: the hook alone must find jobai.
      `eval "$(grep -E '^export SERVICE_' ${JSON.stringify((workspaces.get(CHECKS) as Workspace).jobEnv)})"`,
      `source ${JSON.stringify(join(hooks, "environment"))}`,
      'echo "jobai is $(command -v jobai)"',
      "jobai env --format json",
    ].join("\n"),
  );
});

/** The README's and the guides' TypeScript and JavaScript blocks, type-checked as an editor would. */
const typeChecked = onLane(async () => {
  const dir = join(app, "blocks-ts");
  await mkdir(dir, { recursive: true });
  // A JavaScript block is checked as the editor of a user's .mjs checks it (checkJs).
  const names = sources.map(
    (block) => `${block.file.replace(/\W/g, "-")}-${block.line}.${block.language === "ts" ? "ts" : "mjs"}`,
  );
  // Each block is a module of its own: top-level await, and no name shared with another block.
  for (const [index, block] of sources.entries())
    await writeFile(join(dir, names[index] ?? ""), `${block.code}\nexport {};\n`);
  return typeProblems(
    dir,
    names.map((name) => join(dir, name)),
  );
});

/** The README's and the guides' JavaScript blocks, each run against the emulator: what failed. */
const javascriptRuns = onLane(async () => {
  const workspace = workspaces.get(CHECKS) as Workspace;
  const dir = join(app, "blocks-js");
  await mkdir(dir, { recursive: true });
  const failures: string[] = [];
  for (const block of sources.filter((candidate) => candidate.language === "js")) {
    // .mjs: a snippet is an ES module (its imports, top-level await) wherever it is saved.
    const file = join(dir, `${block.file.replace(/\W/g, "-")}-${block.line}.mjs`);
    await writeFile(file, `${block.code}\n`);
    const run = await inInstalled(
      `source ${JSON.stringify(workspace.jobEnv)}\nnode ${JSON.stringify(file)}`,
      60_000,
    );
    if (run.exitCode !== 0)
      failures.push(`${block.file}:${block.line} exited ${run.exitCode}:\n${String(run.all)}`);
  }
  return failures;
});

// Each waits for its run on the lane, which may still be behind the pages' blocks on a loaded host.
describe("the installed package, as the README's reader meets it", () => {
  it("after `source job.env` from its emulator, `jobai` is the package's own command, and its main commands work by name", async () => {
    const run = await mainCommands;
    const output = String(run.all);
    expect(output).toContain(`jobai is ${await realpath(join(app, "node_modules", "jobai", "bin"))}/jobai`);
    expect(run.exitCode, output).toBe(0);
    expect(output).toContain("You said: hello from the installed package");
    expect(output).toMatch(/"number": \d+/);
  }, 300_000);

  it("its plugin's environment hook puts the package's `jobai` first on PATH", async () => {
    const run = await environmentHook;
    const output = String(run.all);
    expect(run.exitCode, output).toBe(0);
    expect(output).toContain(`jobai is ${join(app, "node_modules", "jobai", "bin")}/jobai`);
    expect(output).toContain('"ANTHROPIC_BASE_URL"');
  }, 300_000);

  it("every TypeScript and JavaScript block of the README and docs/ type-checks against it (strict, nodenext), using no deprecated form", async () => {
    expect(sources.map((block) => `${block.file} ${block.language}`)).toContain("README.md ts");
    expect(sources.map((block) => `${block.file} ${block.language}`)).toContain("README.md js");
    // docs-rest-md-20.ts(5,3): ... names the page and the fence's line.
    expect(await typeChecked, "the blocks' type errors and deprecated calls").toEqual([]);
  }, 300_000);

  it("every JavaScript block of the README and docs/ runs against its emulator", async () => {
    expect(sources.filter((block) => block.language === "js").map((block) => block.file)).toContain(
      "README.md",
    );
    expect(await javascriptRuns).toEqual([]);
  }, 300_000);
});
