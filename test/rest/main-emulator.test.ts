import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmulator } from "../../src/emulator/start.js";
import type { RunningEmulator } from "../../src/emulator/types.js";
import { createRestClient } from "../../src/rest/client.js";

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

describe("the REST API inside the main emulator", () => {
  it("is reachable from the fake job's env, and knows the job's own build and log", async () => {
    expect(emu.env.SERVICE_API_URL).toBe(emu.restUrl);
    expect(emu.env.SERVICE_API_TOKEN).toBe(emu.apiToken);
    const api = createRestClient({ env: emu.env });
    const ref = {
      organization: emu.env.SERVICE_ORGANIZATION_SLUG ?? "",
      pipeline: emu.env.SERVICE_PIPELINE_SLUG ?? "",
      number: Number(emu.env.SERVICE_BUILD_NUMBER),
    };
    const build = await api.builds.get(ref);
    expect(build.id).toBe(emu.env.SERVICE_BUILD_ID);
    expect(build.jobs?.map((j) => j.id)).toEqual([emu.env.SERVICE_JOB_ID]);
    emu.rest.setJobLog(emu.env.SERVICE_JOB_ID ?? "", "npm ERR! test failed\n");
    expect(await api.jobs.logText({ ...ref, job: emu.env.SERVICE_JOB_ID ?? "" })).toBe(
      "npm ERR! test failed\n",
    );
    expect(emu.traffic.some((entry) => entry.surface === "rest" && entry.status === 200)).toBe(true);
  });

  it("takes seeded builds and its rate limits through `rest`", async () => {
    emu.rest.seedBuilds(120);
    const api = createRestClient({ baseUrl: emu.restUrl, token: emu.apiToken, env: {} });
    let count = 0;
    for await (const _ of api.builds.iterate({ organization: "acme", exclude_jobs: true })) count++;
    expect(count).toBe(120);
    emu.rest.setLimits({ user: { limit: 1, windowMs: 60_000 } });
    expect((await api.user()).name).toBe("Ada Lovelace"); // the one request of the window
    // A client that neither shares a budget, waits nor retries sees the 429.
    const strict = createRestClient({
      baseUrl: emu.restUrl,
      token: emu.apiToken,
      env: {},
      rateLimitStore: "off",
      waitWhenExhausted: false,
      onRateLimit: () => false,
    });
    const error = await strict.user().catch((e) => e);
    expect(error.status).toBe(429);
    emu.rest.setLimits({ user: { limit: 1_000, windowMs: 60_000 } });
  });
});

describe("one store for the agent stand-in and the REST API (issue 20)", () => {
  it("lists what annotate, artifact upload and meta-data set wrote, and serves the job's raw log", async () => {
    const dir = await mkdtemp(join(tmpdir(), "jobai-store-"));
    await writeFile(join(dir, "report.txt"), "all green\n");
    const step = (script: string) =>
      execa("bash", ["-c", script], {
        env: { ...emu.env, HOME: dir },
        extendEnv: false,
        cwd: dir,
        reject: false,
      });
    expect(
      (await step("service-agent annotate 'Deployed **v2**' --style success --context deploy")).exitCode,
    ).toBe(0);
    expect((await step("service-agent meta-data set release-version 2.0.1")).exitCode).toBe(0);
    expect((await step("service-agent artifact upload 'report.txt'")).exitCode).toBe(0);

    const api = createRestClient({ env: emu.env });
    const ref = {
      organization: emu.env.SERVICE_ORGANIZATION_SLUG ?? "",
      pipeline: emu.env.SERVICE_PIPELINE_SLUG ?? "",
      number: Number(emu.env.SERVICE_BUILD_NUMBER),
    };
    const job = emu.env.SERVICE_JOB_ID ?? "";
    const notes = (await api.annotations.list(ref)).data;
    expect(notes).toEqual([expect.objectContaining({ context: "deploy", style: "success" })]);
    expect(notes[0]?.body_html).toContain("Deployed **v2**");
    expect((await api.builds.get(ref)).meta_data).toMatchObject({ "release-version": "2.0.1" });
    const [artifact] = (await api.artifacts.listForJob({ ...ref, job })).data;
    expect(artifact).toMatchObject({ path: "report.txt", file_size: 10, mime_type: "text/plain" });
    const bytes = await api.artifacts.download({ ...ref, job, artifact: artifact?.id ?? "" });
    expect(Buffer.from(bytes).toString()).toBe("all green\n");
    // And the other way round: what the REST API writes, the emulator's own view shows.
    await api.annotations.create({ ...ref, body: "from REST", context: "rest" });
    expect((await emu.annotations()).map((a) => a.context)).toEqual(["deploy", "rest"]);

    emu.rest.setJobLog(job, "line 1\nline 2\n");
    const build = await api.builds.get(ref);
    const rawUrl = build.jobs?.[0]?.raw_log_url ?? "";
    const served = await fetch(rawUrl, { headers: { Authorization: `Bearer ${emu.apiToken}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await served.text()).toBe("line 1\nline 2\n");
    expect(await api.jobs.rawLog({ ...ref, job })).toBe("line 1\nline 2\n");
  });

  it("counts a call against the organization its path names, not the token's first", async () => {
    emu.rest.setLimits({ organization: { limit: 2, windowMs: 60_000 } });
    const strict = createRestClient({
      baseUrl: emu.restUrl,
      token: emu.apiToken,
      env: {},
      rateLimitStore: "off",
      waitWhenExhausted: false,
      onRateLimit: () => false,
    });
    try {
      await strict.teams.list({ organization: "acme" });
      await strict.teams.list({ organization: "acme" });
      expect((await strict.teams.list({ organization: "acme" }).catch((e) => e)).status).toBe(429);
      // Another organization's window is its own.
      expect((await strict.pipelines.list({ organization: "other" })).data).toEqual([
        expect.objectContaining({ slug: "site" }),
      ]);
      expect(strict.rateLimit?.organization?.remaining).toBe(1);
    } finally {
      emu.rest.setLimits({ organization: { limit: 2_000, windowMs: 60_000 } });
    }
  });

  it("follows the pages of annotations, artifacts and registries (the first page only before)", async () => {
    const api = createRestClient({ baseUrl: emu.restUrl, token: emu.apiToken, env: {} });
    const job = emu.env.SERVICE_JOB_ID ?? "";
    const { build, job: record } = emu.rest.jobRecords(job);
    for (let i = 0; i < 105; i++) {
      const id = `0b4c8e8f-0000-4000-a000-${String(i).padStart(12, "0")}`;
      emu.rest.store.registries.push({
        id,
        organization: "acme",
        slug: `r${i}`,
        name: `r${i}`,
        ecosystem: "ruby",
        description: null,
        emoji: null,
        color: null,
        public: false,
        oidc_policy: null,
        team_ids: [],
      });
      build.annotations.push({
        id,
        scope: "build",
        context: `c${i}`,
        style: "info",
        body: "x",
        priority: 3,
        created_at: 0,
        updated_at: 0,
      });
      record.artifacts.push({ id, job_id: job, path: `a${i}.txt`, content: "x", mime_type: "text/plain" });
    }
    const ref = {
      organization: emu.env.SERVICE_ORGANIZATION_SLUG ?? "",
      pipeline: emu.env.SERVICE_PIPELINE_SLUG ?? "",
      number: Number(emu.env.SERVICE_BUILD_NUMBER),
    };
    const before = emu.traffic.length;
    expect(await api.registries.list.all({ organization: "acme" })).toHaveLength(105);
    expect((await api.annotations.list.all(ref)).length).toBeGreaterThanOrEqual(105);
    expect((await api.artifacts.listForBuild.all(ref)).length).toBeGreaterThanOrEqual(105);
    expect((await api.artifacts.listForJob.all({ ...ref, job })).length).toBeGreaterThanOrEqual(105);
    expect(emu.traffic.length - before).toBe(8);
  }, 60_000);
});
