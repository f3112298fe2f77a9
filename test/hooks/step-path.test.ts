/**
 * The README's pipeline example, `command: jobai run -- npm test` with the plugin, run the way the
 * agent runs a step: the environment hook sourced in one shell, then the step's command in it, from
 * a copy of the plugin's checkout with no node_modules and no dist/ (only bash and node on PATH).
 */
import { execFileSync } from "node:child_process";
import {
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCli } from "../../scripts/esbuild-node.js";
import { repoRoot } from "../helpers/cli.js";
import { useEmulator } from "../helpers/emulator.js";

let root: string;
let plugin: string;

/** The files a checkout holds (tracked, and new ones not ignored), as they are now; the bundle built from src/. */
async function checkoutCopy(into: string): Promise<void> {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repoRoot,
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file !== "" && !file.startsWith("bundle/"));
  for (const file of files) {
    const from = join(repoRoot, file);
    const to = join(into, file);
    let stat: ReturnType<typeof lstatSync>;
    try {
      stat = lstatSync(from);
    } catch {
      continue; // deleted in the work tree, not yet committed
    }
    mkdirSync(dirname(to), { recursive: true });
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else cpSync(from, to);
  }
  await buildCli(join(into, "bundle"));
}

/** PATH as on an agent: node and the system tools, no node_modules/.bin, plus the emulator's service-agent. */
function agentPath(emulatorPath: string): string {
  const system = [dirname(process.execPath), "/usr/local/bin", "/usr/bin", "/bin"];
  const extra = emulatorPath.split(delimiter).filter((dir) => !dir.includes("node_modules"));
  return [...new Set([...extra, ...system])].join(delimiter);
}

describe("the plugin's step finds jobai (README pipeline example)", () => {
  const emu = useEmulator();

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "jobai-step-"));
    plugin = join(root, "plugin");
    await checkoutCopy(plugin);
  }, 60_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("runs `jobai run -- npm test` after the environment hook, and the post-command hook summarizes it", async () => {
    const project = join(root, "project");
    mkdirSync(project, { recursive: true });
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "app", private: true, scripts: { test: "node cart.test.js" } }),
    );
    writeFileSync(
      join(project, "cart.test.js"),
      'console.log("not ok 1 - applies a discount");\nconsole.error("AssertionError: 0 !== 81");\nprocess.exit(1);\n',
    );
    const state = join(root, "state");
    const env = {
      ...emu().env,
      PATH: agentPath(emu().env.PATH ?? ""),
      HOME: root,
      JOBAI_STATE_DIR: state,
      npm_config_cache: join(root, "npm-cache"),
      npm_config_update_notifier: "false",
    };
    // One shell as the agent's: hooks sourced, then the step's command, then post-command.
    const script = [
      `source "${plugin}/hooks/environment"`,
      `cd "${project}"`,
      "command -v jobai",
      "set +e",
      "jobai run -- npm test",
      "status=$?",
      "set -e",
      'echo "step exited $status"',
      `SERVICE_COMMAND_EXIT_STATUS=$status source "${plugin}/hooks/post-command"`,
    ].join("\n");
    const result = await execa("bash", ["-c", script], {
      env,
      extendEnv: false,
      reject: false,
      timeout: 60_000,
    });

    expect(result.stderr).not.toContain("command not found");
    expect(result.stdout).toContain(`${plugin}/bin/jobai`);
    expect(result.stdout).toContain("not ok 1 - applies a discount");
    expect(result.stdout).toContain("step exited 1");
    const annotations = await emu().annotations();
    expect(annotations).toHaveLength(1);
    expect(annotations[0]?.style).toBe("error");
    expect(annotations[0]?.body).toContain("AssertionError: 0 !== 81");
  }, 60_000);

  it("puts bin/ on PATH once, as an absolute path, however the hook is sourced", async () => {
    const env = { ...emu().env, PATH: agentPath(emu().env.PATH ?? ""), HOME: root };
    const script = [
      "cd plugin",
      "source hooks/environment",
      "source ./hooks/environment",
      "cd hooks && source environment && cd /",
      'printf "%s\\n" "$PATH"',
      "command -v jobai",
    ].join("\n");
    const result = await execa("bash", ["-c", script], { cwd: root, env, extendEnv: false, reject: false });
    expect(result.exitCode).toBe(0);
    const [path, found] = result.stdout.split("\n");
    const entries = (path ?? "").split(":");
    // Sourced as hooks/environment, ./hooks/environment and environment (from hooks/): one entry, first.
    expect(entries.filter((entry) => entry.startsWith(root))).toEqual([`${plugin}/bin`]);
    expect(entries[0]).toBe(`${plugin}/bin`);
    expect(found?.startsWith(plugin)).toBe(true);
    expect(found?.endsWith("/bin/jobai")).toBe(true);
  });
});
