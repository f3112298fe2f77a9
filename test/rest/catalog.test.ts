/** Pipelines, agents, teams and clusters (issue 15, item 4): typed calls against the emulator. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRestError } from "../../src/rest/errors.js";
import { restFixture } from "./helpers.js";

type Fixture = Awaited<ReturnType<typeof restFixture>>;
let fx: Fixture;
beforeAll(async () => {
  fx = await restFixture();
});
afterAll(() => fx.close());

describe("pipelines", () => {
  it("lists, creates, gets, updates, archives, adds a webhook and deletes", async () => {
    const slugs = (await fx.api.pipelines.list("acme")).map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(["app", "archived-app"]));
    const created = await fx.api.pipelines.create("acme", {
      name: "Docs Site",
      repository: "git@example.com:acme/docs.git",
    });
    expect(created).toMatchObject({ slug: "docs-site", name: "Docs Site", archived_at: null });
    const updated = await fx.api.pipelines.update("acme", "docs-site", { default_branch: "trunk" });
    expect(updated.default_branch).toBe("trunk");
    expect((await fx.api.pipelines.archive("acme", "docs-site")).archived_at).toEqual(expect.any(String));
    expect((await fx.api.pipelines.unarchive("acme", "docs-site")).archived_at).toBeNull();
    expect((await fx.api.pipelines.addWebhook("acme", "docs-site")).webhook_url).toMatch(/^https:\/\//);
    await fx.api.pipelines.delete("acme", "docs-site");
    const gone = await fx.api.pipelines.get("acme", "docs-site").catch((e) => e);
    expect(isRestError(gone) && gone.status).toBe(404);
  });

  it("checks create's required fields before sending, and the server's 422 names a taken name", async () => {
    const before = fx.emulator.api.traffic.length;
    await expect(fx.api.pipelines.create("acme", { name: "", repository: "x" })).rejects.toThrow(
      /pipelines.create: name is required/,
    );
    expect(fx.emulator.api.traffic.length).toBe(before);
    const taken = await fx.api.pipelines.create("acme", { name: "app", repository: "x" }).catch((e) => e);
    expect(taken.status).toBe(422);
    expect(taken.message).toMatch(/name has already been taken/);
  });
});

describe("agents", () => {
  it("lists with filters, gets, pauses, resumes and stops", async () => {
    const agents = await fx.api.agents.list("acme");
    expect(agents.map((a) => a.name)).toEqual(["builder-1", "builder-2"]);
    expect(await fx.api.agents.list("acme", { hostname: "ci-host-2" })).toHaveLength(1);
    const id = agents[0]?.id as string;
    await fx.api.agents.pause("acme", id, { note: "maintenance", timeoutInMinutes: 30 });
    expect((await fx.api.agents.get("acme", id)).paused).toBe(true);
    const again = await fx.api.agents.pause("acme", id).catch((e) => e);
    expect(again.status).toBe(422);
    await fx.api.agents.resume("acme", id);
    await fx.api.agents.stop("acme", id, { force: true });
    expect((await fx.api.agents.get("acme", id)).connection_state).toBe("stopping");
    await expect(fx.api.agents.pause("acme", id, { timeoutInMinutes: 0 })).rejects.toThrow(
      /timeout_in_minutes must be 1 or more/,
    );
  });
});

describe("teams and clusters", () => {
  it("create, get, update and delete a team", async () => {
    const team = await fx.api.teams.create("acme", { name: "Platform", privacy: "secret" });
    expect(team).toMatchObject({ slug: "platform", privacy: "secret" });
    expect((await fx.api.teams.update("acme", team.id, { description: "infra" })).description).toBe("infra");
    expect((await fx.api.teams.list("acme")).map((t) => t.slug)).toEqual(["everyone", "platform"]);
    const before = fx.emulator.api.traffic.length;
    await expect(fx.api.teams.create("acme", { name: "X", privacy: "public" as "secret" })).rejects.toThrow(
      /teams.create: privacy must be one of visible, secret/,
    );
    expect(fx.emulator.api.traffic.length).toBe(before);
    await fx.api.teams.delete("acme", team.id);
    expect((await fx.api.teams.get("acme", team.id).catch((e) => e)).status).toBe(404);
  });

  it("create, get, update (PUT) and delete a cluster", async () => {
    const cluster = await fx.api.clusters.create("acme", { name: "Linux", color: "#00ff00" });
    expect((await fx.api.clusters.get("acme", cluster.id)).name).toBe("Linux");
    expect((await fx.api.clusters.update("acme", cluster.id, { name: "Linux x86" })).name).toBe("Linux x86");
    expect(await fx.api.clusters.list("acme")).toHaveLength(2);
    await fx.api.clusters.delete("acme", cluster.id);
    expect(await fx.api.clusters.list("acme")).toHaveLength(1);
    const put = fx.emulator.api.traffic.find((t) => t.method === "PUT" && t.path.includes("/clusters/"));
    expect(put?.body).toEqual({ name: "Linux x86" });
  });

  it("follows pages of a long list", async () => {
    const teams = fx.emulator.api.store.docsOf("teams");
    const [everyone] = teams;
    if (!everyone) throw new Error("the emulator seeds a team");
    for (let i = 0; i < 105; i++) teams.push({ ...everyone, id: `t${i}` });
    const before = fx.emulator.api.traffic.length;
    expect(await fx.api.teams.list.all("acme")).toHaveLength(106);
    expect(fx.emulator.api.traffic.length - before).toBe(2);
  });
});
