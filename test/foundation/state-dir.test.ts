/**
 * The state directory as a hostile neighbour meets it (issue 14), and `jobai run` when the kept
 * log cannot be (issue 13 item 6): the command always runs, one warning, the command's status.
 * Tests that play another user need root (to chown, or to run a child as `nobody` with setpriv):
 * they are skipped, saying so, elsewhere.
 */
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStateDir, ensureOwnDir, openOwnFile } from "../../src/config/state-dir.js";
import { summarizeJob } from "../../src/summarize/summarize-job.js";
import { repoRoot } from "../helpers/cli.js";
import { asRoot, NOBODY, tmpArea, warnWhenNotRoot } from "../helpers/hostile-neighbour.js";
import { preparePlugin, removePlugin } from "../hooks/hook-helpers.js";

warnWhenNotRoot("state-dir tests");

const area = tmpArea("jobai-state-test-");
const { work, freshTmp } = area;
let bin = "";
beforeAll(async () => {
  const plugin = await preparePlugin();
  bin = join(plugin, "bin", "jobai.js");
  // `nobody` must be able to run the CLI copy (mkdtemp makes it 0700).
  chmodSync(plugin, 0o755);
}, 60_000);
afterAll(() => {
  removePlugin();
  area.remove();
});

const JOB = "job-0190";
const STEP = ["bash", "-c", "echo out; echo err >&2; exit 3"];

function jobaiRun(env: Record<string, string>, args: string[] = [], user?: number) {
  const node = [process.execPath, bin, "run", ...args, "--", ...STEP];
  const [file, ...rest] =
    user === undefined ? node : ["setpriv", `--reuid=${user}`, `--regid=${user}`, "--clear-groups", ...node];
  return execa(file as string, rest, {
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", SERVICE_JOB_ID: JOB, ...env },
    extendEnv: false,
    reject: false,
    cwd: work,
    timeout: 30_000,
  });
}

/** The command ran: its output passed on and its status kept, with at most one warning. */
function expectCommandRan(
  result: { exitCode?: number | undefined; stdout: unknown; stderr: unknown },
  warning?: RegExp,
) {
  expect(result.exitCode).toBe(3);
  expect(result.stdout).toBe("out");
  expect(result.stderr).toContain("err");
  const warnings = String(result.stderr)
    .split("\n")
    .filter((line) => line.includes("not kept for the summary"));
  if (warning) {
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(warning);
  } else {
    expect(warnings).toEqual([]);
  }
}

describe("the default state directory", () => {
  it("is one per user under the temporary directory", () => {
    expect(defaultStateDir({ TMPDIR: "/var/tmp/agent/" }, 1001)).toBe("/var/tmp/agent/jobai-1001");
    expect(defaultStateDir({}, 0)).toBe("/tmp/jobai-0");
    expect(defaultStateDir({ TMP: "/scratch" }, 7)).toBe("/scratch/jobai-7");
  });

  asRoot("bash resolves the same path as node for another user too (run as nobody)", async () => {
    const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", TMPDIR: "/var/tmp" };
    const fromBash = await execa(
      "setpriv",
      [
        `--reuid=${NOBODY}`,
        `--regid=${NOBODY}`,
        "--clear-groups",
        "bash",
        "-c",
        `. "${join(repoRoot, "hooks/lib/state-dir.bash")}" && jobai_state_dir`,
      ],
      { env, extendEnv: false },
    );
    expect(String(fromBash.stdout)).toBe(defaultStateDir(env, NOBODY));
  });

  it("is created mode 0700, and so are its parts", () => {
    const dir = join(freshTmp(), "jobai-test");
    ensureOwnDir(dir, "runs");
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "runs")).mode & 0o777).toBe(0o700);
  });
});

describe("a hostile neighbour", () => {
  asRoot("a directory planted by another user is refused, and the step still runs", async () => {
    const tmp = freshTmp();
    const planted = defaultStateDir({ TMPDIR: tmp });
    mkdirSync(join(planted, "runs"), { recursive: true, mode: 0o777 });
    chmodSync(planted, 0o777);
    chownSync(planted, NOBODY, NOBODY);
    chownSync(join(planted, "runs"), NOBODY, NOBODY);
    const result = await jobaiRun({ TMPDIR: tmp });
    expectCommandRan(result, /belongs to another user \(uid 65534/);
    expect(result.stderr).toContain("JOBAI_STATE_DIR");
    expect(readdirSync(join(planted, "runs"))).toEqual([]);
  });

  asRoot("a directory of ours that others can write is refused, naming the fix", async () => {
    const dir = join(freshTmp(), "shared");
    mkdirSync(dir);
    chmodSync(dir, 0o777);
    const result = await jobaiRun({ JOBAI_STATE_DIR: dir });
    expectCommandRan(result, /writable by other users \(mode 777\): run chmod 700/);
    expect(existsSync(join(dir, "runs"))).toBe(false);
  });

  it("a symlink as the state directory is refused", async () => {
    const tmp = freshTmp();
    const target = join(tmp, "elsewhere");
    mkdirSync(target, { mode: 0o700 });
    symlinkSync(target, join(tmp, "state"));
    const result = await jobaiRun({ JOBAI_STATE_DIR: join(tmp, "state") });
    expectCommandRan(result, /is a symbolic link/);
    expect(readdirSync(target)).toEqual([]);
  });

  it("a symlink at runs/<job>.log is replaced, never followed (the file it points at stays as it was)", async () => {
    const tmp = freshTmp();
    const state = join(tmp, "state");
    ensureOwnDir(state, "runs");
    const victim = join(tmp, "victim.txt");
    writeFileSync(victim, "precious\n");
    const log = join(state, "runs", `${JOB}.log`);
    symlinkSync(victim, log);
    expectCommandRan(await jobaiRun({ JOBAI_STATE_DIR: state }));
    expect(readFileSync(victim, "utf8")).toBe("precious\n");
    expect(lstatSync(log).isSymbolicLink()).toBe(false);
    expect(readFileSync(log, "utf8")).toContain("out");

    // --append keeps the file it finds, so a link there is refused outright.
    rmSync(log);
    symlinkSync(victim, log);
    expectCommandRan(await jobaiRun({ JOBAI_STATE_DIR: state }, ["--append"]), /not kept/);
    expect(readFileSync(victim, "utf8")).toBe("precious\n");
  });

  it("a world-writable log made in advance is replaced by a private one; --append refuses it", async () => {
    const state = join(freshTmp(), "state");
    ensureOwnDir(state, "runs");
    const log = join(state, "runs", `${JOB}.log`);
    writeFileSync(log, "planted\n");
    chmodSync(log, 0o666);
    // The neighbour holds the file open, waiting to read what the step writes.
    const held = openSync(log, "r");
    try {
      expectCommandRan(await jobaiRun({ JOBAI_STATE_DIR: state }));
      expect(readFileSync(held, "utf8")).toBe("planted\n");
    } finally {
      closeSync(held);
    }
    expect(statSync(log).mode & 0o777).toBe(0o600);
    expect(readFileSync(log, "utf8")).toContain("out");

    chmodSync(log, 0o666);
    expectCommandRan(await jobaiRun({ JOBAI_STATE_DIR: state }, ["--append"]), /not a private file/);
  });

  it("openOwnFile creates 0600 files with O_EXCL after removing what was there", () => {
    const state = ensureOwnDir(join(freshTmp(), "state"));
    const path = join(state, "x.json");
    writeFileSync(path, "old");
    chmodSync(path, 0o644);
    const fd = openOwnFile(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, "utf8")).toBe("");
    expect(fd).toBeGreaterThan(2);
  });
});

describe("a state directory another user can swap while jobai runs (issue 23)", () => {
  /** `jobai run -- STEP` with the state directory at `state`. */
  const runStep = (state: string, step: string) =>
    execa(process.execPath, [bin, "run", "--", "bash", "-c", step], {
      env: { PATH: process.env.PATH ?? "/usr/bin:/bin", SERVICE_JOB_ID: JOB, JOBAI_STATE_DIR: state },
      extendEnv: false,
      reject: false,
      cwd: work,
      timeout: 30_000,
    });

  asRoot("inside a directory of another user's: refused, so the swap writes nothing of ours", async () => {
    const parent = join(work, "nobody-owns-this");
    mkdirSync(parent, { mode: 0o755 });
    chownSync(parent, NOBODY, NOBODY);
    const rootOnly = join(work, "root-only");
    mkdirSync(join(rootOnly, "runs"), { recursive: true, mode: 0o700 });
    const state = join(parent, "state");
    // The neighbour renames the state directory and puts a link to root's directory in its place
    // while the step runs: as nobody, from inside the step, so no timing is involved.
    const swap = `setpriv --reuid=${NOBODY} --regid=${NOBODY} --clear-groups bash -c 'cd ${parent} && { [ ! -e state ] || mv state state.old; } && ln -s ${rootOnly} state'`;
    const result = await runStep(state, `${swap}; echo out; echo err >&2; exit 3`);
    expectCommandRan(
      result,
      new RegExp(`inside ${parent}, which belongs to another user \\(uid ${NOBODY}\\)`),
    );
    expect(result.stderr).toContain("JOBAI_STATE_DIR");
    expect(lstatSync(state).isSymbolicLink()).toBe(true); // the swap did happen
    expect(readdirSync(join(rootOnly, "runs"))).toEqual([]);
  });

  asRoot(
    "refused before anything is made: no empty directory of ours is left in the other user's",
    async () => {
      const parent = join(work, "nobody-owns-this-too");
      mkdirSync(parent, { mode: 0o755 });
      chownSync(parent, NOBODY, NOBODY);
      const state = join(parent, "state");
      const result = await runStep(state, "echo out; echo err >&2; exit 3");
      expectCommandRan(result, new RegExp(`inside ${parent}, which belongs to another user`));
      expect(existsSync(state)).toBe(false);
    },
  );

  it("inside a directory others can write without the sticky bit: refused, naming it and the fix", async () => {
    const open = join(freshTmp(), "open");
    mkdirSync(open);
    chmodSync(open, 0o777);
    const state = join(open, "deeper", "state");
    const result = await jobaiRun({ JOBAI_STATE_DIR: state });
    expectCommandRan(
      result,
      new RegExp(`inside ${open}, which other users can write \\(mode 777, no sticky bit; owner uid \\d+\\)`),
    );
    expect(result.stderr).toMatch(/set JOBAI_STATE_DIR to a directory whose parents only you/);
    expect(existsSync(join(state, "runs"))).toBe(false);
  });

  it("reached through a symlink whose target's parent others can write: refused", async () => {
    const tmp = freshTmp();
    const open = join(tmp, "open");
    mkdirSync(join(open, "real"), { recursive: true });
    chmodSync(open, 0o777);
    const mine = join(tmp, "mine");
    mkdirSync(mine, { mode: 0o700 });
    symlinkSync(join(open, "real"), join(mine, "link"));
    const result = await jobaiRun({ JOBAI_STATE_DIR: join(mine, "link", "state") });
    expectCommandRan(result, new RegExp(`inside ${open}, which other users can write`));
  });

  it("inside sticky, world-writable directories (as /tmp): accepted", async () => {
    const sticky = join(freshTmp(), "sticky");
    mkdirSync(sticky);
    chmodSync(sticky, 0o1777);
    const state = join(sticky, "state");
    expectCommandRan(await jobaiRun({ JOBAI_STATE_DIR: state }));
    expect(existsSync(join(state, "runs", `${JOB}.log`))).toBe(true);
  });
});

describe("the summary", () => {
  it("does not read a kept log from a state directory others can write; the hook only warns", async () => {
    const state = join(freshTmp(), "state");
    mkdirSync(join(state, "runs"), { recursive: true });
    writeFileSync(join(state, "runs", `${JOB}.log`), "Error: planted by a neighbour\n");
    chmodSync(state, 0o777);
    const lines: string[] = [];
    const outcome = await summarizeJob({
      source: { kind: "auto" },
      hook: true,
      env: {
        PATH: process.env.PATH ?? "",
        JOBAI_STATE_DIR: state,
        SERVICE_JOB_ID: JOB,
        JOBAI_AGENT_BIN: "/nonexistent",
      },
      warn: (line) => lines.push(line),
    });
    expect(outcome.status).toBe("warned");
    expect(outcome.status === "warned" && outcome.reason).toMatch(/writable by other users/);
  });
});

describe("jobai run always runs the step", () => {
  asRoot("when the state directory cannot be made (EACCES, run as nobody)", async () => {
    const locked = join(work, "locked");
    mkdirSync(locked, { mode: 0o755 });
    const result = await jobaiRun({ JOBAI_STATE_DIR: join(locked, "state") }, [], NOBODY);
    expectCommandRan(result, /EACCES|permission denied/i);
    expect(existsSync(join(locked, "state"))).toBe(false);
  });

  asRoot("when the log file cannot be written (a read-only --log, run as nobody)", async () => {
    const readOnly = join(work, "read-only");
    mkdirSync(readOnly, { mode: 0o555 });
    const result = await jobaiRun({}, ["--log", join(readOnly, "step.log")], NOBODY);
    expectCommandRan(result, /EACCES|permission denied/i);
  });

  it("when the disk is full (writes fail with ENOSPC)", async () => {
    const result = await jobaiRun({}, ["--log", "/dev/full"]);
    expectCommandRan(result, /ENOSPC|no space/i);
    expect(existsSync("/dev/full.json")).toBe(false);
  });

  it("when the settings are broken, it still runs, saying the output is not kept", async () => {
    const result = await jobaiRun({ JOBAI_LIMIT_REQUESTS: "many" });
    expectCommandRan(result, /JOBAI_LIMIT_REQUESTS/);
  });

  it("with a usable state directory, keeps the log and says where, without a warning", async () => {
    const state = join(freshTmp(), "state");
    const result = await jobaiRun({ JOBAI_STATE_DIR: state });
    expectCommandRan(result);
    expect(result.stderr).toContain(`output kept in ${join(state, "runs", `${JOB}.log`)}`);
    expect(statSync(join(state, "runs", `${JOB}.log`)).mode & 0o777).toBe(0o600);
    expect(statSync(join(state, "runs", `${JOB}.log.json`)).mode & 0o777).toBe(0o600);
  });
});
