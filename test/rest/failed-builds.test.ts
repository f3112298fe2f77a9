/**
 * "List the failed builds and explain the failed job" against the emulator (issue 28, item 4): the
 * seeded builds are worth exploring (failed test jobs with real runner output and a JUnit report,
 * passed, running and canceled builds, several branches and creators, the same every run), from the
 * library over 127.0.0.1 and from the CLI (its main() in this process; `jobai emulate` in a child process).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_RUNNERS } from "../../src/emulator/rest/seed-logs.js";
import type { Build } from "../../src/rest/schemas/build.js";
import { jobaiBin } from "../helpers/cli.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { type StandaloneRestEmulator, startRestEmulator } from "../helpers/rest-emulator.js";
import { type EmulatorProcess, startEmulatorProcess } from "../install/processes.js";
import { restFixture } from "./helpers.js";

// Each CLI run is a node process (about a second on a busy host).
vi.setConfig({ testTimeout: 90_000 });

const app = { organization: "acme", pipeline: "app" };

type Fixture = Awaited<ReturnType<typeof restFixture>>;
let fx: Fixture;
beforeAll(async () => {
  fx = await restFixture();
  fx.emulator.api.seedBuilds(50);
});
afterAll(() => fx.close());

/** The last line of each runner's failing output that names the failure. */
const FAILURE_LINES = TEST_RUNNERS.map((runner) => runner.junit[2].split(":")[0] as string);

describe("the seeded builds", () => {
  it("hold every state worth exploring, on several branches and by several creators", async () => {
    const builds = await fx.api.builds.all({ ...app, exclude_jobs: true });
    expect(builds).toHaveLength(50);
    const states = new Set(builds.map((build) => build.state));
    for (const state of ["passed", "failed", "running", "canceled"]) expect(states).toContain(state);
    expect(new Set(builds.map((build) => build.branch)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(builds.map((build) => build.creator?.name)).size).toBeGreaterThanOrEqual(2);
  });

  it("are the same every run, so docs can name a build by its number", async () => {
    const other = await restFixture();
    try {
      other.emulator.api.seedBuilds(50);
      const shape = async (api: Fixture["api"]) =>
        (await api.builds.all(app)).map((b: Build) => ({
          number: b.number,
          state: b.state,
          branch: b.branch,
          commit: b.commit,
          message: b.message,
          jobs: b.jobs?.map((j) => [j.id, j.name, j.state]),
        }));
      expect(await shape(other.api)).toEqual(await shape(fx.api));
    } finally {
      await other.close();
    }
  });

  it("explain every failed build with a failed test job's runner output and its JUnit report", async () => {
    const failed = await fx.api.builds.all({ ...app, state: "failed" });
    expect(failed.length).toBeGreaterThanOrEqual(5);
    const runnersSeen = new Set<string>();
    for (const build of failed) {
      const logs = await fx.api.jobs.failedLogs({ ...app, number: build.number });
      expect(logs.length, `build ${build.number} has a failed job`).toBeGreaterThanOrEqual(1);
      const [{ job, content }] = logs as [(typeof logs)[number]];
      const runner = TEST_RUNNERS.find((r) => content.includes(`$ ${r.command}\n`));
      expect(runner, `build ${build.number}'s log is a runner's output`).toBeDefined();
      runnersSeen.add(runner?.name ?? "");
      expect(content).toContain(runner?.failed.at(-1));
      expect(content).toMatch(/🚨 Error: The command exited with status 1\n$/);
      const artifacts = (await fx.api.artifacts.listForJob({ ...app, number: build.number, job: job.id }))
        .data;
      const report = artifacts.find((a) => a.path === "test-results/junit.xml");
      expect(report).toBeDefined();
      const bytes = await fx.api.artifacts.download({
        ...app,
        number: build.number,
        job: job.id,
        artifact: report?.id ?? "",
      });
      const xml = Buffer.from(bytes).toString("utf8");
      expect(xml).toMatch(/<failure message="/);
      expect(FAILURE_LINES.some((line) => xml.includes(line.replace(/'/g, "'")))).toBe(true);
    }
    // Five runners: a summary has vitest, jest, pytest, go test and cargo test output to read.
    expect([...runnersSeen].sort()).toEqual(TEST_RUNNERS.map((r) => r.name).sort());
  });

  it("give running and canceled jobs the output so far, and jobs not started no log", async () => {
    const running = (await fx.api.builds.list({ ...app, state: "running", per_page: 1 })).data[0];
    const test = running?.jobs?.find((j) => j.name === "Test");
    if (!running || !test) throw new Error("the seed has a running build with a test job");
    const log = await fx.api.jobs.logText({ ...app, number: running.number, job: test.id });
    expect(log).toContain(`$ ${test.command}`);
    expect(log).not.toMatch(/🚨|passed \(|test result: ok/);
    const scheduled = (await fx.api.builds.list({ ...app, state: "scheduled", per_page: 1 })).data[0];
    const waiting = scheduled?.jobs?.[0];
    if (!scheduled || !waiting) throw new Error("the seed has a scheduled build");
    expect(await fx.api.jobs.logText({ ...app, number: scheduled.number, job: waiting.id })).toBe("");
  });
});

describe("jobai jobs failed-logs", () => {
  let emu: StandaloneRestEmulator;
  let env: Record<string, string>;
  let failedNumber = 0;
  let passedNumber = 0;
  beforeAll(async () => {
    emu = await startRestEmulator();
    emu.api.seedBuilds(30);
    env = { SERVICE_API_URL: emu.url, SERVICE_API_TOKEN: emu.token };
    const list = await runJobaiInProcess(
      ["builds", "list", "--org", "acme", "--pipeline", "app", "--limit", "0", "--json", "number,state"],
      { env },
    );
    const builds = JSON.parse(list.stdout) as { number: number; state: string }[];
    failedNumber = builds.find((b) => b.state === "failed")?.number ?? 0;
    passedNumber = builds.find((b) => b.state === "passed")?.number ?? 0;
  });
  afterAll(() => emu.close());
  const app = ["--org", "acme", "--pipeline", "app"];

  it("prints each failed job's log after a line naming it, and as JSON with fields", async () => {
    const run = await runJobaiInProcess(["jobs", "failed-logs", String(failedNumber), ...app], { env });
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toMatch(/^==> Test \(job [0-9a-f-]{36}\): failed, exit status 1\n~~~ Preparing/);
    expect(run.stdout).toContain("🚨 Error: The command exited with status 1");
    expect(run.stdout + run.stderr).not.toContain(emu.token);
    const json = await runJobaiInProcess(
      ["jobs", "failed-logs", String(failedNumber), ...app, "--json", "job.name,job.exit_status,content"],
      { env },
    );
    expect(json.exitCode).toBe(0);
    const entries = JSON.parse(json.stdout) as Record<string, unknown>[];
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ "job.name": "Test", "job.exit_status": 1 });
    expect(String(entries[0]?.content)).toContain("~~~ Running Test\n$ ");
  });

  it("says so when a build has no failed job (exit 0, [] with --json)", async () => {
    const run = await runJobaiInProcess(["jobs", "failed-logs", String(passedNumber), ...app, "--json"], {
      env,
    });
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([]);
    expect(run.stderr.trim()).toBe(`jobai: build ${passedNumber} of acme/app has no failed jobs.`);
  });

  it("refuses bad input with exit 2, naming the fix, and sends nothing", async () => {
    const before = emu.api.traffic.length;
    const none = await runJobaiInProcess(["jobs", "failed-logs", "--org", "acme"], { env });
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toMatch(/needs --pipeline .*, the build number .*: e\.g\. jobai jobs failed-logs 42/);
    const field = await runJobaiInProcess(["jobs", "failed-logs", "3", ...app, "--json", "job.nope"], {
      env,
    });
    expect(field.exitCode).toBe(2);
    expect(field.stderr).toMatch(/Unknown JSON field: "job.nope"/);
    const zero = await runJobaiInProcess(["jobs", "failed-logs", "0", ...app], { env });
    expect(zero.exitCode).toBe(2);
    expect(emu.api.traffic.length).toBe(before);
    const missing = await runJobaiInProcess(["jobs", "failed-logs", "9999", ...app], { env });
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toMatch(/404/);
  });

  it("--help teaches: the way from the failed builds to the logs, the library call, the exit codes", async () => {
    const help = await runJobaiInProcess(["jobs", "failed-logs", "--help"], { env });
    expect(help.exitCode).toBe(0);
    const text = help.stdout.replace(/\s+/g, " ");
    // yargs sets examples in two columns, wrapping a long command line: look for its parts.
    expect(text).toMatch(
      /jobai builds list --org acme --pipeline app First find the failed builds --state failed/,
    );
    expect(text).toMatch(
      /jobai jobs failed-logs 42 --org acme --pipeline Then print why build 42 failed app/,
    );
    expect(text).toContain("gh run view --log-failed");
    expect(text).toContain("jobs.failedLogs(");
    expect(text).toMatch(/Exit codes: 0 ok, 1 API error .*, 2 bad input/);
    const jobs = await runJobaiInProcess(["jobs", "--help"], { env });
    expect(jobs.stdout).toMatch(/jobai jobs failed-logs \[number\]/);
  });
});

describe("jobai emulate's builds (the emulator in a child process)", () => {
  let emulator: EmulatorProcess | undefined;
  afterAll(() => emulator?.stop());

  it("seeds 50 builds by default: list the failed ones, then explain one", async () => {
    emulator = await startEmulatorProcess(jobaiBin);
    const env = emulator.env;
    const list = await runJobaiInProcess(
      ["builds", "list", "--org", "acme", "--pipeline", "app", "--state", "failed", "--json", "number"],
      { env },
    );
    expect(list.exitCode).toBe(0);
    const numbers = (JSON.parse(list.stdout) as { number: number }[]).map((b) => b.number);
    expect(numbers.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(50);
    const why = await runJobaiInProcess(
      ["jobs", "failed-logs", String(numbers[0]), "--org", "acme", "--pipeline", "app"],
      { env },
    );
    expect(why.exitCode).toBe(0);
    expect(why.stdout).toMatch(/^==> Test \(job /);
    expect(why.stdout).toContain("exited with status 1");
    const get = await runJobaiInProcess(
      ["builds", "get", "42", "--org", "acme", "--pipeline", "app", "--json", "number,jobs"],
      { env },
    );
    expect(get.exitCode).toBe(0);
    expect((JSON.parse(get.stdout) as { jobs: unknown[] }).jobs.length).toBeGreaterThan(0);
  });
});
