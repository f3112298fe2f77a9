import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { type StandaloneRestEmulator, startRestEmulator } from "../helpers/rest-emulator.js";

// The CLI's main() in this process (test/helpers/cli-in-process.ts): what a command parses, sends
// and prints; the bundle as a process is run by the README's blocks and test/cli/trial-edges.
vi.setConfig({ testTimeout: 90_000 });

let emu: StandaloneRestEmulator;
let env: Record<string, string>;
beforeAll(async () => {
  emu = await startRestEmulator();
  emu.api.seedBuilds(45);
  env = { SERVICE_API_URL: emu.url, SERVICE_API_TOKEN: emu.token };
});
afterAll(() => emu.close());

const app = ["--org", "acme", "--pipeline", "app"];

describe("jobai builds", () => {
  it("lists as a table for people and as JSON for scripts, following pages", async () => {
    // An emulator of its own: the other tests create builds, which would change what is listed.
    const own = await startRestEmulator();
    own.api.seedBuilds(45);
    const env = { SERVICE_API_URL: own.url, SERVICE_API_TOKEN: own.token };
    onTestFinished(() => own.close());
    const table = await runJobaiInProcess(["builds", "list", ...app, "--limit", "5"], { env });
    expect(table.exitCode).toBe(0);
    const lines = table.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^NUMBER\s+PIPELINE\s+STATE\s+BRANCH\s+COMMIT\s+CREATED\s+MESSAGE$/);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^45\s+app\s+/);
    const json = await runJobaiInProcess(["builds", "list", "--org", "acme", "--limit", "0", "--json"], {
      env,
    });
    const builds = JSON.parse(json.stdout) as { number: number; jobs?: unknown }[];
    expect(builds).toHaveLength(45);
    expect(builds[0]?.jobs).toBeUndefined();
    const failed = await runJobaiInProcess(
      ["builds", "list", "--org", "acme", "--state", "failed", "--branch", "feature/*", "--json"],
      { env },
    );
    expect(
      (JSON.parse(failed.stdout) as { state: string; branch: string }[]).every(
        (b) => b.state === "failed" && b.branch.startsWith("feature/"),
      ),
    ).toBe(true);
  });

  it("prints what it fetched when the listing is refused as too deep, and names --created-from", async () => {
    const deep = await startRestEmulator({ maxListingDepth: 100 });
    deep.api.seedBuilds(150, { jobs: 0 });
    try {
      const run = await runJobaiInProcess(["builds", "list", ...app, "--limit", "0", "--json"], {
        env: { SERVICE_API_URL: deep.url, SERVICE_API_TOKEN: deep.token },
      });
      expect(run.exitCode).toBe(1);
      expect(JSON.parse(run.stdout)).toHaveLength(100);
      expect(run.stderr).toMatch(/the listing stopped after 100 builds: .*too deep/);
      expect(run.stderr).toMatch(/narrow it with --created-from .*--created-to \S+ lists the builds older/);
    } finally {
      await deep.close();
    }
  });

  it("gets, creates, cancels, rebuilds and retries failed jobs", async () => {
    const get = await runJobaiInProcess(["builds", "get", "7", ...app], { env });
    expect(get.exitCode).toBe(0);
    expect(get.stdout).toMatch(/JOB\s+NAME\s+STATE\s+EXIT/);
    const created = await runJobaiInProcess(
      ["builds", "create", ...app, "--commit", "HEAD", "--branch", "main", "--env", "A=1=2", "--json"],
      { env },
    );
    const build = JSON.parse(created.stdout) as { number: number; env: Record<string, string> };
    expect(build.env).toEqual({ A: "1=2" });
    const cancel = await runJobaiInProcess(["builds", "cancel", String(build.number), ...app, "--json"], {
      env,
    });
    expect(JSON.parse(cancel.stdout).state).toBe("canceled");
    const rebuilt = await runJobaiInProcess(["builds", "rebuild", String(build.number), ...app, "--json"], {
      env,
    });
    expect(JSON.parse(rebuilt.stdout).rebuilt_from.number).toBe(build.number);
    const failedNumber = emu.api.store.builds.find((b) => b.state === "failed")?.number;
    const retry = await runJobaiInProcess(
      [
        "builds",
        "retry-failed",
        String(failedNumber),
        ...app,
        "--states",
        "failed",
        "--json",
        "retried_jobs_count",
      ],
      { env },
    );
    expect(JSON.parse(retry.stdout)).toEqual({ retried_jobs_count: 1 });
  });

  it("exits 1 on an API error, naming the status and the server's message", async () => {
    const passed = emu.api.store.builds.find((b) => b.state === "passed")?.number;
    const result = await runJobaiInProcess(["builds", "cancel", String(passed), ...app], { env });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/failed with 422: Build #\d+ can't be canceled because it is passed/);
    expect(result.stderr).not.toContain(emu.token);
  });

  it("exits 2 on bad input, sending nothing", async () => {
    const before = emu.api.traffic.length;
    const state = await runJobaiInProcess(["builds", "list", "--state", "done"], { env });
    expect(state.exitCode).toBe(2);
    expect(state.stderr).toMatch(/--state 'done' is not a build list state/);
    const states = await runJobaiInProcess(
      ["builds", "retry-failed", "3", ...app, "--states", "failed,nope"],
      {
        env,
      },
    );
    expect(states.exitCode).toBe(2);
    const number = await runJobaiInProcess(["builds", "get", "abc", ...app], { env });
    expect(number.exitCode).toBe(2);
    const noPipeline = await runJobaiInProcess(["builds", "get", "3"], { env });
    expect(noPipeline.exitCode).toBe(2);
    expect(noPipeline.stderr).toMatch(
      /--org is needed: give the organization \(inside a job it defaults to SERVICE_ORGANIZATION_SLUG\)/,
    );
    const noToken = await runJobaiInProcess(["builds", "cancel", "3", ...app], {
      env: { SERVICE_API_URL: emu.url },
    });
    expect(noToken.exitCode).toBe(2);
    expect(noToken.stderr).toMatch(
      /SERVICE_API_TOKEN is not set: create an API access token with the scope write_builds/,
    );
    expect(emu.api.traffic.length).toBe(before);
  });

  it("takes organization and pipeline from the running job", async () => {
    const result = await runJobaiInProcess(["builds", "get", "3", "--json"], {
      env: { ...env, SERVICE_ORGANIZATION_SLUG: "acme", SERVICE_PIPELINE_SLUG: "app" },
    });
    expect(JSON.parse(result.stdout).number).toBe(3);
  });
});

describe("jobai registries", () => {
  it("creates with a policy file, lists, gets, updates and deletes", async () => {
    const dir = await mkdtemp(join(tmpdir(), "jobai-registries-"));
    const file = join(dir, "oidc.yml");
    await writeFile(file, "- iss: https://agent.example.com\n  claims:\n    organization_slug: acme\n");
    const created = await runJobaiInProcess(
      [
        "registries",
        "create",
        "--org",
        "acme",
        "--name",
        "Internal Packages",
        "--ecosystem",
        "javascript",
        "--oidc-policy-file",
        file,
      ],
      { env },
    );
    expect(created.exitCode).toBe(0);
    expect(created.stdout).toMatch(/internal-packages\s+Internal Packages\s+javascript\s+no/);
    const list = await runJobaiInProcess(["registries", "list", "--org", "acme", "--json"], { env });
    expect((JSON.parse(list.stdout) as { slug: string }[]).map((r) => r.slug)).toEqual(["internal-packages"]);
    const update = await runJobaiInProcess(
      ["registries", "update", "internal-packages", "--org", "acme", "--description", "npm", "--json"],
      { env },
    );
    expect(JSON.parse(update.stdout).description).toBe("npm");
    const get = await runJobaiInProcess(["registries", "get", "internal-packages", "--org", "acme"], { env });
    expect(get.stdout).toMatch(/npm$/m);
    const del = await runJobaiInProcess(["registries", "delete", "internal-packages", "--org", "acme"], {
      env,
    });
    expect(del.stdout).toMatch(/registries delete: done \(organization acme, registry internal-packages\)/);
    const gone = await runJobaiInProcess(["registries", "get", "internal-packages", "--org", "acme"], {
      env,
    });
    expect(gone.exitCode).toBe(1);
    expect(gone.stderr).toMatch(/failed with 404/);
  });

  it("refuses a bad policy with exit 2 before sending", async () => {
    const before = emu.api.traffic.length;
    const result = await runJobaiInProcess(
      [
        "registries",
        "create",
        "--org",
        "acme",
        "--name",
        "X",
        "--ecosystem",
        "python",
        "--oidc-policy=- iss: 3\n  claims: {}",
      ],
      { env },
    );
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/--oidc-policy is not valid at \[0\]\.iss/);
    expect(emu.api.traffic.length).toBe(before);
  });

  it("--help teaches with examples", async () => {
    const help = await runJobaiInProcess(["registries", "create", "--help"]);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toMatch(/Examples:/);
    expect(help.stdout).toMatch(/--oidc-policy-file/);
    expect(help.stdout).toMatch(/scope\s+write_registries/);
  });
});
