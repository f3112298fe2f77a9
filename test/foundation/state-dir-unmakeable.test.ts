/**
 * A state directory path that cannot be made fails at once with an error naming it (issue 23):
 * Node's recursive mkdir never returned for a path under /proc, so `JOBAI_STATE_DIR=/proc/x/y`
 * hung every command that keeps state. Run in a child process: a hang in this one would hang the
 * test runner itself instead of failing the test.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildModule } from "../../scripts/esbuild-node.js";

let module = "";
beforeAll(async () => {
  module = await buildModule(
    "src/config/state-dir.ts",
    join(mkdtempSync(join(tmpdir(), "jobai-state-dir-build-")), "state-dir.mjs"),
  );
});

/** ensureOwnDir(dir) in a child: its outcome, or "hung" when it has not returned within 10 s. */
function ensureInChild(dir: string): Promise<string> {
  const script = `
    const { ensureOwnDir } = await import(${JSON.stringify(module)});
    try { ensureOwnDir(process.argv[1]); console.log("made"); }
    catch (error) { console.log(error.name + ": " + error.message); }`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script, dir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk;
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("close", (_code, signal) => {
      clearTimeout(timer);
      resolve(signal === "SIGKILL" ? "hung" : out.trim());
    });
  });
}

describe("a state directory that cannot be made", () => {
  it("under /proc: a UsageError naming it and the level that failed, not a hang", async () => {
    const outcome = await ensureInChild("/proc/jobai-state/dir");
    expect(outcome).toMatch(
      /^UsageError: the state directory \/proc\/jobai-state\/dir cannot be created \(ENOENT at \/proc\/jobai-state\): set JOBAI_STATE_DIR/,
    );
  }, 15_000);

  it("below a file: ENOTDIR, named", async () => {
    const file = join(mkdtempSync(join(tmpdir(), "jobai-state-dir-")), "file");
    writeFileSync(file, "");
    expect(await ensureInChild(join(file, "a", "b"))).toMatch(/\/file\/a\/b cannot be created \(ENOTDIR\)/);
  }, 15_000);

  it("a missing path several levels deep is still made", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "jobai-state-dir-")), "a", "b", "c");
    expect(await ensureInChild(dir)).toBe("made");
  }, 15_000);
});
