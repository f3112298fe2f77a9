/**
 * The CLI derived from the catalogue, through the CLI's main() in this process
 * (test/helpers/cli-in-process.ts): resource commands, `jobai api`, --json field selection, empty lists, a pull-request
 * build, queues pause-dispatch, the public-key token from the environment.
 */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REST_RESOURCES } from "../../src/cli/rest-resources.js";
import { SEEDED } from "../../src/emulator/rest/seed-docs.js";
import { catalogue } from "../../src/rest/catalogue/index.js";
import { runJobaiInProcess } from "../helpers/cli-in-process.js";
import { type StandaloneRestEmulator, startRestEmulator } from "../helpers/rest-emulator.js";
import { rsaKeys } from "./helpers.js";

// Each CLI run is a node process (about a second on a busy host); a test makes several.
vi.setConfig({ testTimeout: 90_000 });

let emu: StandaloneRestEmulator;
let env: Record<string, string>;
beforeAll(async () => {
  emu = await startRestEmulator();
  emu.api.seedBuilds(3);
  env = { SERVICE_API_URL: emu.url, SERVICE_API_TOKEN: emu.token };
});
afterAll(() => emu.close());

const json = async (args: string[], fields = "") => {
  const run = await runJobaiInProcess([...args, `--json=${fields}`], { env });
  expect(run.stderr).toBe("");
  expect(run.exitCode).toBe(0);
  return JSON.parse(run.stdout);
};

describe("the resource commands", () => {
  it("are one per resource of the catalogue", () => {
    expect(REST_RESOURCES.map((r) => r.resource).sort()).toEqual(Object.keys(catalogue).sort());
  });

  it("pause and resume a queue's dispatch, with --help naming the scope", async () => {
    const queue = ["--org", "acme", "--cluster", SEEDED.cluster];
    const paused = await json(["queues", "pause-dispatch", SEEDED.queue, ...queue, "--note", "incident 42"]);
    expect(paused).toMatchObject({ dispatch_paused: true, dispatch_paused_note: "incident 42" });
    expect(emu.api.traffic.at(-1)).toMatchObject({ method: "POST", body: { note: "incident 42" } });
    const again = await runJobaiInProcess(["queues", "pause-dispatch", SEEDED.queue, ...queue], { env });
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toMatch(/failed with 422: The queue's dispatch is already paused/);
    const table = await runJobaiInProcess(["queues", "resume-dispatch", SEEDED.queue, ...queue], { env });
    expect(table.stdout).toMatch(/^ID\s+KEY\s+DISPATCH_PAUSED\s+HOSTED\n\S+\s+default-queue\s+no\s+no$/);
    const help = await runJobaiInProcess(["queues", "pause-dispatch", "--help"]);
    expect(help.stdout).toMatch(/Examples:/);
    expect(help.stdout).toMatch(/scope\s+write_clusters/);
    expect(help.stdout).toMatch(/--note/);
  });

  it("select fields with --json a,b and say so on stderr when a list is empty", async () => {
    const fields = await json(["builds", "list", "--org", "acme"], "number,state,web_url");
    expect(fields).toHaveLength(3);
    expect(Object.keys(fields[0])).toEqual(["number", "state", "web_url"]);
    const empty = await runJobaiInProcess(["rules", "list", "--org", "other"], { env });
    expect(empty).toMatchObject({ exitCode: 0, stdout: "", stderr: "jobai: no rules found." });
    const emptyJson = await runJobaiInProcess(["rules", "list", "--org", "other", "--json"], { env });
    expect(JSON.parse(emptyJson.stdout)).toEqual([]);
    const bad = await runJobaiInProcess(["teams", "list", "--org", "acme", "--json=name;rm"], { env });
    expect(bad.exitCode).toBe(2);
  });

  it("create a pull-request build from builds create", async () => {
    const build = await json(
      [
        "builds",
        "create",
        "--org",
        "acme",
        "--pipeline",
        "app",
        "--commit",
        "abc123",
        "--branch",
        "fix/login",
        "--pull-request-id",
        "42",
        "--pull-request-base-branch",
        "main",
        "--pull-request-labels",
        "bug",
        "--pull-request-labels",
        "ui",
        "--author-name",
        "Ada",
        "--author-email",
        "ada@example.com",
        "--ignore-pipeline-branch-filters",
        "--env",
        "A=1=2",
      ],
      "number,pull_request,env",
    );
    expect(build.pull_request).toMatchObject({ id: "42", base: "main", labels: ["bug", "ui"] });
    expect(build.env).toEqual({ A: "1=2" });
    expect(emu.api.traffic.at(-1)?.body).toMatchObject({
      pull_request_id: 42,
      author: { name: "Ada", email: "ada@example.com" },
      ignore_pipeline_branch_filters: true,
    });
  });

  it("create agent tokens, members of teams, and answer bad input with exit 2, sending nothing", async () => {
    const token = await json(
      ["tokens", "create", "--org", "acme", "--cluster", SEEDED.cluster, "--description", "Linux"],
      "token",
    );
    expect(token.token).toMatch(/^emuagent_/);
    const members = await json(["team-members", "list", "--org", "acme", "--team", SEEDED.team], "role");
    expect(members).toEqual([{ role: "maintainer" }]);
    const before = emu.api.traffic.length;
    const update = await runJobaiInProcess(["pipelines", "update", "app", "--org", "acme"], { env });
    expect(update.exitCode).toBe(2);
    expect(update.stderr).toMatch(/Nothing to update: give --name, /);
    const noOrg = await runJobaiInProcess(["teams", "list"], { env });
    expect(noOrg.stderr).toMatch(/--org is needed/);
    const type = await runJobaiInProcess(
      ["team-members", "create", "--org", "acme", "--team", SEEDED.team, "--user-id", "x", "--role", "boss"],
      { env },
    );
    expect(type.exitCode).toBe(2);
    expect(type.stderr).toMatch(/role must be one of member, maintainer/);
    expect(emu.api.traffic.length).toBe(before);
  });

  it("prints a job's log and env, annotates a build and lists its artifacts", async () => {
    const build = ["--org", "acme", "--pipeline", "app", "--build", "1"];
    const job = emu.api.store.build("acme", "app", 1)?.jobs[0];
    if (!job) throw new Error("seeded builds have jobs");
    const log = await runJobaiInProcess(["jobs", "log", job.id, ...build], { env });
    expect(log.stdout).toContain(`Running ${job.name}`);
    expect((await runJobaiInProcess(["jobs", "raw-log", job.id, ...build], { env })).stdout).toBe(log.stdout);
    expect(typeof (await json(["jobs", "env", job.id, ...build]))).toBe("object");
    const note = await json(["annotations", "create", ...build, "--body", "Deployed", "--context", "deploy"]);
    expect((await json(["annotations", "list", ...build])).map((a: { id: string }) => a.id)).toContain(
      note.id,
    );
    const artifacts = await runJobaiInProcess(["artifacts", "list", ...build], { env });
    expect(artifacts.exitCode).toBe(0);
    const noBuild = await runJobaiInProcess(["jobs", "log", job.id, "--org", "acme"], { env });
    expect(noBuild.exitCode).toBe(2);
    expect(noBuild.stderr).toMatch(/--pipeline is needed/);
  });
});

describe("jobai api", () => {
  it("reaches any path with the same auth, sends -f/-F fields, follows pages, selects fields", async () => {
    const teams = await runJobaiInProcess(["api", "/v2/organizations/acme/teams", "--json", "slug"], { env });
    expect(JSON.parse(teams.stdout)).toEqual([{ slug: "everyone" }]);
    const created = await runJobaiInProcess(
      ["api", "POST", "organizations/acme/teams", "-f", "name=Infra", "-F", "is_default_team=false"],
      { env },
    );
    expect(JSON.parse(created.stdout)).toMatchObject({ slug: "infra", default: false });
    expect(emu.api.traffic.at(-1)?.body).toEqual({ name: "Infra", is_default_team: false });
    emu.api.seedBuilds(150, { jobs: 0 });
    const all = await runJobaiInProcess(
      ["api", "organizations/acme/builds", "-f", "per_page=100", "--paginate"],
      {
        env,
      },
    );
    const inAcme = emu.api.store.builds.filter((b) => b.organization === "acme").length;
    expect(inAcme).toBeGreaterThan(150);
    expect(JSON.parse(all.stdout)).toHaveLength(inAcme);
    const refused = await runJobaiInProcess(["api", "POST", "organizations/acme/teams", "-F", "name=3"], {
      env,
    });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/failed with 422: Validation Failed \(name must be text\)/);
    const noToken = await runJobaiInProcess(["api", "organizations/acme/agents"], {
      env: { SERVICE_API_URL: emu.url },
    });
    expect(noToken.exitCode).toBe(2);
    expect(noToken.stderr).toMatch(/with the scope read_agents/);
  });
});

describe("a public-key token from the environment", () => {
  it("signs each call's JWT with the key file's private key (the token's UUID in SERVICE_API_TOKEN_ID)", async () => {
    const keys = rsaKeys();
    const { id } = emu.api.addToken({ publicKey: keys.publicKey, scopes: ["read_teams"] });
    const dir = await mkdtemp(join(tmpdir(), "jobai-key-"));
    const keyFile = join(dir, "key.pem");
    await writeFile(keyFile, keys.privateKey, { mode: 0o600 });
    const jwtEnv = {
      SERVICE_API_URL: emu.url,
      SERVICE_API_TOKEN_ID: id,
      SERVICE_API_PRIVATE_KEY_FILE: keyFile,
    };
    const run = await runJobaiInProcess(["teams", "list", "--org", "acme", "--json", "slug"], {
      env: jwtEnv,
    });
    expect(run.exitCode).toBe(0);
    expect(JSON.parse(run.stdout)).toContainEqual({ slug: "everyone" });
    expect(emu.api.traffic.at(-1)?.auth).toBe("jwt");
    expect(run.stderr + run.stdout).not.toContain("PRIVATE KEY");
    const half = await runJobaiInProcess(["teams", "list", "--org", "acme"], {
      env: { SERVICE_API_URL: emu.url, SERVICE_API_TOKEN_ID: id },
    });
    expect(half.exitCode).toBe(2);
    expect(half.stderr).toMatch(/SERVICE_API_PRIVATE_KEY_FILE is not set/);
  });
});
