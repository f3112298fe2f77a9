/** The catalogue's CLI commands against the REST emulator (runs the bundle: `node scripts/bundle.js` first). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJobai } from "../helpers/cli.js";
import { type StandaloneRestEmulator, startRestEmulator } from "../helpers/rest-emulator.js";

let emu: StandaloneRestEmulator;
let env: Record<string, string>;
beforeAll(async () => {
  emu = await startRestEmulator();
  emu.api.seedBuilds(3);
  env = { SERVICE_API_URL: emu.url, SERVICE_API_TOKEN: emu.token };
});
afterAll(() => emu.close());

const json = async (args: string[]) => {
  const run = await runJobai([...args, "--json"], { env });
  expect(run.stderr).toBe("");
  expect(run.exitCode).toBe(0);
  return JSON.parse(run.stdout);
};

describe("pipelines, agents, teams, clusters", () => {
  it("list as tables and JSON, and write", async () => {
    const table = await runJobai(["pipelines", "list", "--org", "acme"], { env });
    expect(table.stdout).toMatch(/^SLUG\s+NAME\s+REPOSITORY\s+BRANCH\s+ARCHIVED\n/);
    expect(table.stdout).toMatch(/\napp\s+app\s+git@example.com:acme\/app.git\s+main/);
    const created = await json([
      "pipelines",
      "create",
      "--org",
      "acme",
      "--name",
      "Docs",
      "--repository",
      "git@x:docs.git",
    ]);
    expect(created.slug).toBe("docs");
    expect((await json(["pipelines", "archive", "docs", "--org", "acme"])).archived_at).toEqual(
      expect.any(String),
    );
    expect(await json(["pipelines", "delete", "docs", "--org", "acme"])).toEqual({
      deleted: "docs",
      organization: "acme",
    });

    const agents = await json(["agents", "list", "--org", "acme"]);
    expect(agents).toHaveLength(2);
    await json(["agents", "pause", agents[0].id, "--org", "acme", "--note", "disk full"]);
    expect((await json(["agents", "get", agents[0].id, "--org", "acme"])).paused).toBe(true);

    const team = await json([
      "teams",
      "create",
      "--org",
      "acme",
      "--name",
      "Platform",
      "--privacy",
      "secret",
    ]);
    expect(team.privacy).toBe("secret");
    expect((await json(["clusters", "list", "--org", "acme"]))[0].name).toBe("Default cluster");
  });

  it("bad input exits 2 and sends nothing", async () => {
    const before = emu.api.traffic.length;
    const update = await runJobai(["pipelines", "update", "app", "--org", "acme"], { env });
    expect(update.exitCode).toBe(2);
    expect(update.stderr).toMatch(/Nothing to update/);
    const noOrg = await runJobai(["teams", "list"], { env });
    expect(noOrg.exitCode).toBe(2);
    expect(noOrg.stderr).toMatch(/--org is needed/);
    expect(emu.api.traffic.length).toBe(before);
  });
});

describe("jobs, annotations, artifacts", () => {
  const build = ["--org", "acme", "--pipeline", "app", "--build", "1"];
  it("prints a job's log and env, and annotates a build", async () => {
    const job = emu.api.store.build("acme", "app", 1)?.jobs[0];
    if (!job) throw new Error("seeded builds have jobs");
    const log = await runJobai(["jobs", "log", job.id, ...build], { env });
    expect(log.exitCode).toBe(0);
    expect(log.stdout).toContain(`Running ${job.name}`);
    expect(typeof (await json(["jobs", "env", job.id, ...build]))).toBe("object");
    const note = await json(["annotations", "create", ...build, "--body", "Deployed", "--context", "deploy"]);
    expect((await json(["annotations", "list", ...build])).map((a: { id: string }) => a.id)).toContain(
      note.id,
    );
    expect(Array.isArray(await json(["artifacts", "list", ...build]))).toBe(true);
    const noBuild = await runJobai(["jobs", "log", job.id, "--org", "acme"], { env });
    expect(noBuild.exitCode).toBe(2);
    expect(noBuild.stderr).toMatch(/--pipeline and --build are needed/);
  });
});
