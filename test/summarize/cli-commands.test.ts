import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { useEmulator } from "../helpers/emulator.js";
import { preparePlugin, removePlugin } from "../hooks/hook-helpers.js";

const fixtures = fileURLToPath(new URL("../fixtures/logs/", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "jobai-cli-"));
let bin = "";
beforeAll(async () => {
  bin = join(await preparePlugin(), "bin", "jobai.js");
}, 30_000);
afterAll(() => {
  removePlugin();
  rmSync(work, { recursive: true, force: true });
});

function jobai(args: string[], env: Record<string, string> = {}) {
  return execa(process.execPath, [bin, ...args], {
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      HOME: work,
      JOBAI_STATE_DIR: join(work, "state"),
      ...env,
    },
    extendEnv: false,
    reject: false,
    timeout: 30_000,
  });
}

/** The same command through the CLI's main() in this process (test/helpers/cli-in-process.ts). */
function jobaiHere(args: string[], env: Record<string, string> = {}) {
  return runJobaiInProcess(args, {
    env: { HOME: work, JOBAI_STATE_DIR: join(work, "state"), ...env },
    timeout: 30_000,
  });
}

describe("jobai run", () => {
  it("passes the output on, keeps it combined in the log, and exits with the command's status", async () => {
    const log = join(work, "run.log");
    const result = await jobai([
      "run",
      "--log",
      log,
      "--",
      "bash",
      "-c",
      "echo one; echo two >&2; echo three; exit 3",
    ]);
    expect(result.exitCode).toBe(3);
    expect(result.stdout).toBe("one\nthree");
    expect(result.stderr).toContain("two");
    expect(result.stderr).toContain(`output kept in ${log}`);
    // Each stream keeps its order; across the two pipes, lines interleave as they arrive.
    const kept = readFileSync(log, "utf8");
    expect(kept.split("\n").sort()).toEqual(["", "one", "three", "two"]);
    expect(kept.indexOf("one")).toBeLessThan(kept.indexOf("three"));
    expect(JSON.parse(readFileSync(`${log}.json`, "utf8"))).toMatchObject({
      exitCode: 3,
      signal: null,
      command: ["bash", "-c", expect.any(String)],
    });
  });

  it("passes SIGTERM to the command and exits with its status; 128 + n when a signal ended it", async () => {
    const child = spawn(
      process.execPath,
      [
        bin,
        "run",
        "--quiet",
        "--log",
        join(work, "sig.log"),
        "--",
        "bash",
        "-c",
        'trap "echo got TERM; exit 42" TERM; echo ready; sleep 5 & wait',
      ],
      {
        env: { PATH: process.env.PATH ?? "", JOBAI_STATE_DIR: join(work, "state") },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    await new Promise<void>((resolve) => {
      child.stdout.on("data", (chunk) => {
        out += chunk;
        if (out.includes("ready")) resolve();
      });
    });
    child.kill("SIGTERM");
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(out).toContain("got TERM");
    expect(code).toBe(42);

    const killed = await jobai([
      "run",
      "--quiet",
      "--log",
      join(work, "kill.log"),
      "--",
      "bash",
      "-c",
      "kill -KILL $$",
    ]);
    expect(killed.exitCode).toBe(128 + 9);
  });

  it("exits 127 when the command does not exist, and says so in the log", async () => {
    const log = join(work, "missing.log");
    const result = await jobai(["run", "--log", log, "--", "no-such-command-jobai"]);
    expect(result.exitCode).toBe(127);
    expect(readFileSync(log, "utf8")).toContain("no-such-command-jobai: command not found");
  });
});

describe("jobai digest", () => {
  it("prints the digest and what was kept and dropped; --json for scripts", async () => {
    const text = await jobaiHere(["digest", "--log", join(fixtures, "noisy-shell.txt"), "--budget", "500"]);
    expect(text.exitCode).toBe(0);
    expect(text.stdout).toContain("tar: build/assets/missing-manifest.json: Cannot stat");
    expect(text.stdout).toMatch(/STATUS\s+PART/);
    expect(text.stdout).toMatch(/dropped\s+tail: last lines|kept\s+tail: last lines/);
    const json = await jobaiHere(["digest", "--log", join(fixtures, "tsc-error.txt"), "--json"]);
    const digest = JSON.parse(json.stdout);
    expect(digest.text).toContain("error TS2322");
    expect(digest.kept.length).toBeGreaterThan(0);
    expect(digest.tokens).toBeLessThanOrEqual(digest.budget);
  });

  it("refuses a budget too small and a missing log, naming them (exit 2)", async () => {
    const budget = await jobaiHere(["digest", "--log", join(fixtures, "tsc-error.txt"), "--budget", "10"]);
    expect(budget.exitCode).toBe(2);
    expect(budget.stderr).toMatch(/--budget must be a whole number of tokens, at least 200/);
    const missing = await jobaiHere(["digest", "--log", join(work, "nope.log")]);
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toContain("nope.log does not exist");
    const none = await jobaiHere(["digest"]);
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toContain("jobai run -- <command>");
  });
});

describe("jobai summarize", () => {
  const emu = useEmulator();

  it("--job and --build without SERVICE_API_TOKEN: the error names the token and the scope", async () => {
    const env = { ...emu().env, SERVICE_API_TOKEN: "" };
    for (const args of [["--job", "some-job"], ["--build"]]) {
      const result = await jobaiHere(["summarize", ...args], env);
      expect(result.exitCode).toBe(2);
      expect(result.stderr).toContain("SERVICE_API_TOKEN is not set");
      expect(result.stderr).toContain("with the scopes read_builds and read_build_logs");
    }
  });

  it("--log with --no-annotate --json prints the summary and writes nothing: no annotation, artifact or meta-data", async () => {
    const result = await jobaiHere(
      ["summarize", "--log", join(fixtures, "python-traceback.txt"), "--no-annotate", "--json"],
      emu().env,
    );
    expect(result.exitCode).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(out.status).toBe("summarized");
    expect(out.summary).toContain("Traceback (most recent call last)");
    expect(out.annotation.length).toBeLessThan(1024 * 1024);
    expect(await emu().annotations()).toEqual([]);
    expect(await emu().artifacts()).toEqual([]);
    expect(await emu().metaData()).toEqual({});
  });

  it("--build writes one build annotation from every failed job, over REST", async () => {
    const env = emu().env;
    const build = emu().rest.store.builds.find((candidate) => candidate.id === env.SERVICE_BUILD_ID);
    const self = build?.jobs[0];
    if (!build || !self) throw new Error("the emulator's job build is missing");
    const failed = (id: string, name: string, log: string) => ({
      ...self,
      id,
      name,
      state: "failed",
      exit_status: 1,
      log,
    });
    build.jobs.push(
      failed(
        "job-lint",
        ":eslint: Lint",
        "src/a.ts\n  3:7  error  'x' is assigned a value but never used  no-unused-vars\n",
      ),
      failed(
        "job-unit",
        ":test_tube: Unit",
        " FAIL  test/cart.test.ts > applies the discount\nAssertionError: expected 90 to be 81\n",
      ),
      { ...self, id: "job-ok", name: "Build", state: "passed", exit_status: 0, log: "ok\n" },
    );
    const result = await jobaiHere(["summarize", "--build"], env);
    expect(result.exitCode).toBe(0);
    const annotations = await emu().annotations();
    expect(annotations).toHaveLength(1);
    expect(annotations[0]?.context).toBe(`jobai-build-${env.SERVICE_BUILD_ID}`);
    expect(annotations[0]?.style).toBe("error");
    expect(annotations[0]?.body).toContain("2 failed jobs");
    expect(annotations[0]?.body).toContain("no-unused-vars");
    expect(annotations[0]?.body).toContain("AssertionError: expected 90 to be 81");
    expect(annotations[0]?.body).not.toContain("job-ok");
  });
});
