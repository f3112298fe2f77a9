import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restFixture } from "./helpers.js";

type Fixture = Awaited<ReturnType<typeof restFixture>>;
let fx: Fixture;
beforeAll(async () => {
  fx = await restFixture();
  fx.emulator.api.seedBuilds(40);
});
afterAll(() => fx.close());

const app = { organization: "acme", pipeline: "app" };

/**
 * The seed's `nth` failed build and its failed job. Each test that changes one (deletes its log,
 * retries its job) takes its own, so no test sees what another did, in whatever order they run.
 */
async function failedBuild(nth: number) {
  const build = (await fx.api.builds.list({ ...app, state: "failed", per_page: 10 })).data[nth];
  const job = build?.jobs?.find((j) => j.state === "failed");
  if (!build || !job) throw new Error("the seed has no failed build");
  return { ref: { ...app, number: build.number }, job };
}

describe("jobs", () => {
  it("fetches the logs of a build's failed jobs, and addresses the running job from its env", async () => {
    const { ref, job } = await failedBuild(0);
    const logs = await fx.api.jobs.failedLogs(ref);
    expect(logs.map((entry) => entry.job.id)).toEqual([job.id]);
    // The output of the build's test runner (src/emulator/rest/seed-logs.ts), failing.
    expect(logs[0]?.content).toMatch(/exited with status 1\n$/);
    const { currentJobRef } = await import("../../src/rest/job-ref.js");
    const env = {
      SERVICE_ORGANIZATION_SLUG: "acme",
      SERVICE_PIPELINE_SLUG: "app",
      SERVICE_BUILD_NUMBER: String(ref.number),
      SERVICE_JOB_ID: job.id,
    };
    expect(currentJobRef(env)).toEqual({ ...ref, job: job.id });
    expect(() => currentJobRef({ SERVICE_JOB_ID: job.id })).toThrow(
      /SERVICE_ORGANIZATION_SLUG, SERVICE_PIPELINE_SLUG, SERVICE_BUILD_NUMBER not set/,
    );
  });

  it("reads the log of a failed job (what summaries fetch) and deletes it", async () => {
    const { ref, job } = await failedBuild(1);
    const jobRef = { ...ref, job: job.id };
    const log = await fx.api.jobs.log(jobRef);
    expect(log.content).toMatch(/AssertionError: expected 90 to be 81/);
    expect(log.size).toBe(Buffer.byteLength(log.content));
    fx.emulator.api.setJobLog(job.id, "custom log\n");
    expect(await fx.api.jobs.logText(jobRef)).toBe("custom log\n");
    await fx.api.jobs.deleteLog(jobRef);
    expect(await fx.api.jobs.logText(jobRef)).toBe("");
  });

  it("reads the env, retries a failed job once, reprioritizes", async () => {
    const { ref, job } = await failedBuild(2);
    const jobRef = { ...ref, job: job.id };
    expect(await fx.api.jobs.env(jobRef)).toMatchObject({ CI: "true" });
    const retry = await fx.api.jobs.retry(jobRef);
    expect(retry.id).not.toBe(job.id);
    expect(retry.retry_source).toEqual({ job_id: job.id, retry_type: "manual" });
    expect(retry.state).toBe("scheduled");
    const again = await fx.api.jobs.retry(jobRef).catch((e) => e);
    expect(again.status).toBe(422);
    const reprioritized = await fx.api.jobs.reprioritize({ ...ref, job: retry.id }, 5);
    expect(reprioritized.priority).toEqual({ number: 5 });
    await expect(fx.api.jobs.reprioritize(jobRef, 1.5)).rejects.toThrow(/integer/);
  });

  it("unblocks a blocked manual job and refuses others with 422", async () => {
    const build = fx.emulator.api.store.builds[0];
    if (!build) throw new Error("no build");
    build.jobs.push({
      ...structuredClone(build.jobs[0]),
      id: "8f0a1c2e-0000-4000-a000-00000000b10c",
      type: "manual",
      name: "Deploy?",
      state: "blocked",
    } as never);
    build.blocked = true;
    const ref = { ...app, number: build.number };
    const unblocked = await fx.api.jobs.unblock({ ...ref, job: "8f0a1c2e-0000-4000-a000-00000000b10c" });
    expect(unblocked.state).toBe("unblocked");
    expect((await fx.api.builds.get(ref)).blocked).toBe(false);
    const script = await fx.api.jobs.unblock({ ...ref, job: build.jobs[0]?.id ?? "" }).catch((e) => e);
    expect(script.status).toBe(422);
  });
});

describe("annotations and artifacts", () => {
  it("creates, lists and deletes annotations", async () => {
    const ref = { ...app, number: 5 };
    const created = await fx.api.annotations.create(ref, {
      body: "**Tests failed**",
      style: "error",
      context: "tests",
    });
    expect(created).toMatchObject({ context: "tests", style: "error" });
    expect(fx.emulator.api.traffic.at(-1)?.status).toBe(201);
    expect((await fx.api.annotations.list(ref)).data.map((a) => a.id)).toEqual([created.id]);
    await fx.api.annotations.delete(ref, created.id);
    expect((await fx.api.annotations.list(ref)).data).toEqual([]);
    await expect(fx.api.annotations.create(ref, { body: "" })).rejects.toThrow(/body is required/);
  });

  it("lists, gets, downloads (without sending the token to storage) and deletes artifacts", async () => {
    const { ref, job } = await failedBuild(3);
    const jobRef = { ...ref, job: job.id };
    const [artifact] = (await fx.api.artifacts.listForBuild(ref)).data;
    expect(artifact?.path).toBe("test-results/junit.xml");
    expect((await fx.api.artifacts.listForJob(jobRef)).data.map((a) => a.id)).toEqual([artifact?.id]);
    const id = artifact?.id ?? "";
    expect((await fx.api.artifacts.get(jobRef, id)).filename).toBe("junit.xml");
    const bytes = await fx.api.artifacts.download(jobRef, id);
    expect(Buffer.from(bytes).toString()).toContain("<testsuite");
    const storage = fx.emulator.api.traffic.at(-1);
    expect(storage?.path).toMatch(/^\/v2\/_storage\/artifacts\//);
    expect(storage?.auth).toBe("none");
    await fx.api.artifacts.delete(jobRef, id);
    expect((await fx.api.artifacts.listForJob(jobRef)).data).toEqual([]);
  });
});

describe("account", () => {
  it("organizations, user, meta, ping, a generic request", async () => {
    expect((await fx.api.organizations.list()).map((o) => o.slug)).toEqual(["acme", "other"]);
    expect((await fx.api.organizations.get("acme")).name).toBe("Acme");
    expect((await fx.api.user()).name).toBe("Ada Lovelace");
    expect((await fx.api.meta()).webhook_ips?.length).toBeGreaterThan(0);
    const ping = await fx.api.ping();
    expect(typeof ping.timestamp).toBe("number");
    const generic = await fx.api.request<{ slug: string }>("GET", "/v2/organizations/other");
    expect(generic.data.slug).toBe("other");
    expect(generic.rateLimit.organization?.scope).toBe("rest");
    expect(generic.rateLimit.user?.scope).toBe("rest_user");
    const missing = await fx.api.request("GET", "/v2/organizations/acme/nothing-here").catch((e) => e);
    expect(missing.status).toBe(404);
  });

  it("gets and revokes the access token; later calls get 401", async () => {
    const { token, id } = fx.emulator.api.addToken({ scopes: ["read_builds"] });
    const { createRestClient } = await import("../../src/rest/client.js");
    const client = createRestClient({ baseUrl: fx.emulator.url, token, env: {} });
    expect(await client.accessToken.get()).toMatchObject({ uuid: id, scopes: ["read_builds"] });
    await client.accessToken.revoke();
    const after = await client.user().catch((e) => e);
    expect(after.status).toBe(401);
    expect(after.message).toMatch(/revoked/);
  });
});
