import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isRestError, RestError } from "../../src/rest/errors.js";
import { isListTooDeep } from "../../src/rest/list-too-deep.js";
import { restFixture } from "./helpers.js";

type Fixture = Awaited<ReturnType<typeof restFixture>>;
let fx: Fixture;
const NOW = Date.parse("2026-03-01T12:00:00Z");

beforeAll(async () => {
  fx = await restFixture({ now: () => NOW });
  fx.emulator.api.seedBuilds(250);
  fx.emulator.api.seedBuilds(20, { organization: "other", pipeline: "site" });
});
afterAll(() => fx.close());

async function all<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe("builds.list and iterate", () => {
  it("follows Link rel=next across every page, newest first, at per_page 100", async () => {
    const before = fx.emulator.api.traffic.length;
    const builds = await all(
      fx.api.builds.iterate({ organization: "acme", pipeline: "app", exclude_jobs: true }),
    );
    expect(builds).toHaveLength(250);
    expect(builds.map((b) => b.number)).toEqual(Array.from({ length: 250 }, (_, i) => 250 - i));
    const sent = fx.emulator.api.traffic.slice(before);
    expect(sent).toHaveLength(3);
    expect(sent[0]?.path).toContain("per_page=100");
    expect(sent[0]?.path).toContain("exclude_jobs=true");
    expect(builds[0]?.jobs).toBeUndefined();
  });

  it("pages at the server's default of 30 when asked page by page", async () => {
    const first = await fx.api.builds.list({ organization: "acme" });
    expect(first.data).toHaveLength(30);
    expect(first.links.next).toContain("page=2");
    expect(first.links.last).toContain("page=9");
    expect(first.links.prev).toBeUndefined();
    const last = await fx.api.request<unknown[]>("GET", first.links.last as string);
    expect(last.data).toHaveLength(10);
    expect(last.links.next).toBeUndefined();
    expect(last.links.prev).toContain("page=8");
  });

  it("scopes: all builds, an organization's, a pipeline's", async () => {
    const everything = await all(fx.api.builds.iterate({ exclude_jobs: true }));
    expect(everything).toHaveLength(270);
    const other = await all(fx.api.builds.iterate({ organization: "other", exclude_jobs: true }));
    expect(other).toHaveLength(20);
    expect(new Set(other.map((b) => b.pipeline?.slug))).toEqual(new Set(["site"]));
  });

  it("filters by branch with * and arrays", async () => {
    const features = await all(
      fx.api.builds.iterate({ organization: "acme", branch: "feature/*", exclude_jobs: true }),
    );
    expect(features.length).toBeGreaterThan(0);
    expect(features.every((b) => b.branch.startsWith("feature/"))).toBe(true);
    const contains = await all(
      fx.api.builds.iterate({ organization: "acme", branch: "*search*", exclude_jobs: true }),
    );
    expect(contains.every((b) => b.branch === "feature/search-box")).toBe(true);
    const two = await all(
      fx.api.builds.iterate({ organization: "acme", branch: ["main", "fix/typo"], exclude_jobs: true }),
    );
    expect(new Set(two.map((b) => b.branch))).toEqual(new Set(["main", "fix/typo"]));
    expect(fx.emulator.api.traffic.at(-1)?.path).toContain("branch[]=main&branch[]=fix%2Ftypo");
  });

  it("filters by full commit SHA only", async () => {
    const target = (await fx.api.builds.get({ organization: "acme", pipeline: "app", number: 42 })).commit;
    const full = await fx.api.builds.list({ commit: target });
    expect(full.data.map((b) => b.number)).toEqual([42]);
    const short = await fx.api.builds.list({ commit: target.slice(0, 7) });
    expect(short.data).toEqual([]);
  });

  it("filters by created_from/created_to (Date or string), finished_from and creator", async () => {
    // Build n of 250 was created at NOW - (250 - n) minutes.
    const from = new Date(NOW - 9 * 60_000);
    const recent = await all(
      fx.api.builds.iterate({ pipeline: "app", organization: "acme", created_from: from }),
    );
    expect(recent.map((b) => b.number)).toEqual([250, 249, 248, 247, 246, 245, 244, 243, 242, 241]);
    const window = await all(
      fx.api.builds.iterate({
        organization: "acme",
        created_from: new Date(NOW - 20 * 60_000).toISOString(),
        created_to: new Date(NOW - 10 * 60_000),
      }),
    );
    // created_to is exclusive: build 240 was created exactly then.
    expect(window.map((b) => b.number)).toEqual([239, 238, 237, 236, 235, 234, 233, 232, 231, 230]);
    const finished = await all(
      fx.api.builds.iterate({ organization: "acme", finished_from: new Date(NOW - 5 * 60_000) }),
    );
    expect(
      finished.every(
        (b) => b.finished_at !== null && Date.parse(b.finished_at as string) >= NOW - 5 * 60_000,
      ),
    ).toBe(true);
    const creator = (await fx.api.user()).id;
    const mine = await all(fx.api.builds.iterate({ organization: "acme", creator, exclude_jobs: true }));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((b) => b.creator?.id === creator)).toBe(true);
    expect(mine.length).toBeLessThan(250);
  });

  it("filters by state, with the finished shortcut, and by meta_data", async () => {
    const failed = await all(
      fx.api.builds.iterate({ organization: "acme", state: "failed", exclude_jobs: true }),
    );
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((b) => b.state === "failed")).toBe(true);
    const finished = await all(
      fx.api.builds.iterate({ organization: "acme", state: "finished", exclude_jobs: true }),
    );
    expect(new Set(finished.map((b) => b.state))).toEqual(new Set(["passed", "failed", "canceled"]));
    const blocked = await all(
      fx.api.builds.iterate({ organization: "acme", state: "blocked", exclude_jobs: true }),
    );
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((b) => b.blocked === true && b.state === "passed" && b.number % 17 === 0)).toBe(
      true,
    );
    expect(finished.some((b) => b.blocked)).toBe(true);
    const either = await all(
      fx.api.builds.iterate({ organization: "acme", state: ["running", "failing"], exclude_jobs: true }),
    );
    expect(new Set(either.map((b) => b.state))).toEqual(new Set(["running", "failing"]));
    const releases = await all(
      fx.api.builds.iterate({ organization: "acme", meta_data: { release: "yes" }, exclude_jobs: true }),
    );
    expect(releases.map((b) => b.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => (i + 1) * 10),
    );
    expect(fx.emulator.api.traffic.at(-1)?.path).toContain("meta_data[release]=yes");
  });

  it("exclude_pipeline, include_paused and include_retried_jobs", async () => {
    const page = await fx.api.builds.list({ organization: "acme", exclude_pipeline: true, per_page: 5 });
    expect(page.data[0]?.pipeline).toBeUndefined();
    expect(page.data[0]?.jobs?.length).toBeGreaterThan(0);
    const withPaused = await all(fx.api.builds.iterate({ organization: "acme", pipeline: "app" }));
    const active = await all(
      fx.api.builds.iterate({ organization: "acme", pipeline: "app", include_paused: false }),
    );
    // Every 7th build runs wholly on a paused queue, unless a block step (no queue) waits in it.
    const whollyPaused = withPaused.filter((b) => b.number % 7 === 0 && !b.blocked);
    expect(whollyPaused.length).toBeGreaterThan(30);
    expect(withPaused.length - active.length).toBe(whollyPaused.length);
    expect(active.some((b) => b.number % 7 === 0 && !b.blocked)).toBe(false);
    const mixed = active.find((b) => b.number % 11 === 0 && b.number % 7 !== 0);
    expect(mixed?.jobs?.length).toBe(2); // the paused-queue job is left out
    const retried = withPaused.find((b) => b.number % 13 === 0 && b.state === "failed");
    expect(retried).toBeDefined();
    const ref = { organization: "acme", pipeline: "app", number: retried?.number ?? 0 };
    const latest = await fx.api.builds.get(ref);
    const every = await fx.api.builds.get(ref, { include_retried_jobs: true });
    expect((every.jobs?.length ?? 0) - (latest.jobs?.length ?? 0)).toBe(1);
    expect(every.jobs?.some((j) => j.retried)).toBe(true);
  });

  it("refuses bad filters before sending", async () => {
    const before = fx.emulator.api.traffic.length;
    await expect(fx.api.builds.list({ per_page: 101 })).rejects.toThrow(/per_page 101 is out of range/);
    await expect(fx.api.builds.list({ state: "done" as never })).rejects.toThrow(/state 'done'/);
    await expect(fx.api.builds.list({ created_from: "yesterday" })).rejects.toThrow(
      /created_from is not a time/,
    );
    await expect(fx.api.builds.list({ pipeline: "app" })).rejects.toThrow(/pipeline needs organization/);
    expect(fx.emulator.api.traffic.length).toBe(before);
  });

  it("answers a too-deep listing with 400 and the server's message", async () => {
    fx.emulator.api.setMaxListingDepth(100);
    try {
      const error = await fx.api.builds.list({ organization: "acme", page: 5, per_page: 30 }).catch((e) => e);
      expect(isRestError(error)).toBe(true);
      expect(error).toBeInstanceOf(RestError);
      expect(error.status).toBe(400);
      expect(error.message).toMatch(
        /GET \/v2\/organizations\/acme\/builds\?page=5&per_page=30 failed with 400: .*too deep.*branch/,
      );
    } finally {
      fx.emulator.api.setMaxListingDepth(10_000);
    }
  });
});

describe("a listing refused as too deep", () => {
  it("says how much came: the error carries the count (the items were the caller's, streamed)", async () => {
    const total = fx.emulator.api.store.builds.filter((b) => b.organization === "acme").length;
    expect(total).toBeGreaterThan(60);
    fx.emulator.api.setMaxListingDepth(60);
    try {
      const seen: number[] = [];
      const error = await (async () => {
        for await (const build of fx.api.builds.iterate({ organization: "acme", per_page: 30 })) {
          seen.push(build.number);
        }
      })().catch((e) => e);
      expect(isListTooDeep(error)).toBe(true);
      expect(error).toBeInstanceOf(RestError);
      expect(error.status).toBe(400);
      expect(error.count).toBe(60);
      expect(seen).toHaveLength(60);
      expect(error.items).toEqual([]); // pagination streams: nothing is kept behind the caller
      expect(error.message).toMatch(/too deep.*\(60 fetched before the refusal\)/);
    } finally {
      fx.emulator.api.setMaxListingDepth(10_000);
    }
  });
});

describe("builds.get", () => {
  const ref = { organization: "acme", pipeline: "app", number: 13 };
  it("returns the build with jobs, pipeline and creator, and honours job_states[]", async () => {
    const build = await fx.api.builds.get(ref);
    expect(build.number).toBe(13);
    expect(build.pipeline?.slug).toBe("app");
    expect(build.creator?.email).toMatch(/@example.com/);
    const failed = await fx.api.builds.get(ref, { job_states: ["failed"] });
    expect(failed.jobs?.every((j) => j.state === "failed")).toBe(true);
    expect(fx.emulator.api.traffic.at(-1)?.path).toContain("job_states[]=failed");
    const bare = await fx.api.builds.get(ref, {
      exclude_jobs: true,
      exclude_pipeline: true,
      include_test_engine: true,
    });
    expect(bare.jobs).toBeUndefined();
    expect(bare.pipeline).toBeUndefined();
    expect(bare.test_engine).toBeDefined();
  });

  it("is a 404 for an unknown number, and a usage error for a UUID", async () => {
    await expect(fx.api.builds.get({ ...ref, number: 99_999 })).rejects.toMatchObject({ status: 404 });
    await expect(fx.api.builds.get({ ...ref, number: Number.NaN })).rejects.toThrow(/not its UUID/);
  });
});

describe("create, cancel, rebuild, retry failed jobs", () => {
  // An emulator of its own: these tests change builds that the listings above count and order.
  let fx: Fixture;
  beforeAll(async () => {
    fx = await restFixture({ now: () => NOW });
    fx.emulator.api.seedBuilds(250);
  });
  afterAll(() => fx.close());
  const app = { organization: "acme", pipeline: "app" };
  it("creates a build (201) with the optional properties", async () => {
    // The next number after the pipeline's highest, whatever the tests beside it created first.
    let highest = 0;
    for await (const existing of fx.api.builds.iterate(app)) highest = Math.max(highest, existing.number);
    const build = await fx.api.builds.create(app, {
      commit: "HEAD",
      branch: "main",
      message: "From the test",
      env: { DEPLOY: "1" },
      meta_data: { release: "candidate" },
      pull_request_id: 7,
      pull_request_labels: ["ci"],
      clean_checkout: true,
    });
    expect(build.state).toBe("scheduled");
    expect(build.number).toBe(highest + 1);
    expect(build.message).toBe("From the test");
    expect(build.env).toEqual({ DEPLOY: "1" });
    expect(build.meta_data).toEqual({ release: "candidate" });
    expect(build.pull_request).toMatchObject({ id: "7", labels: ["ci"] });
    expect(fx.emulator.api.traffic.at(-1)).toMatchObject({
      method: "POST",
      status: 201,
      contentType: "application/json",
    });
  });

  it("refuses a build without commit or branch before sending, and shows the server's 422s", async () => {
    await expect(fx.api.builds.create(app, { commit: "", branch: "main" })).rejects.toThrow(
      /commit is required/,
    );
    const invalid = await fx.api
      .request("POST", "/v2/organizations/acme/pipelines/app/builds", { body: { branch: "main" } })
      .catch((e) => e);
    expect(invalid.status).toBe(422);
    expect(invalid.errors).toEqual([expect.objectContaining({ field: "commit" })]);
    expect(invalid.message).toMatch(/422: Validation Failed \(commit is required: give the ref/);
    const archived = await fx.api.builds
      .create({ organization: "acme", pipeline: "archived-app" }, { commit: "HEAD", branch: "main" })
      .catch((e) => e);
    expect(archived.status).toBe(422);
    expect(archived.message).toMatch(/archived/);
  });

  it("cancels a running build (200) and refuses a finished one (422)", async () => {
    const running = (await fx.api.builds.list({ ...app, state: "running", per_page: 1 })).data[0];
    const ref = { ...app, number: running?.number ?? 0 };
    const canceled = await fx.api.builds.cancel(ref);
    expect(canceled.state).toBe("canceled");
    const again = await fx.api.builds.cancel(ref).catch((e) => e);
    expect(again.status).toBe(422);
    expect(again.message).toMatch(/can't be canceled because it is canceled/);
  });

  it("rebuilds with a new number and rebuilt_from", async () => {
    const original = await fx.api.builds.get({ ...app, number: 3 });
    const rebuilt = await fx.api.builds.rebuild({ ...app, number: 3 });
    expect(rebuilt.number).toBeGreaterThan(250);
    expect(rebuilt.rebuilt_from).toMatchObject({ id: original.id, number: 3 });
    expect(rebuilt.commit).toBe(original.commit);
    expect(rebuilt.state).toBe("scheduled");
  });

  it("retries failed jobs (202 with retried_jobs_count) and validates states before sending", async () => {
    const failed = (await fx.api.builds.list({ ...app, state: "failed", per_page: 1 })).data[0];
    const ref = { ...app, number: failed?.number ?? 0 };
    const before = fx.emulator.api.traffic.length;
    await expect(
      fx.api.builds.retryFailedJobs(ref, { states: ["failed", "broken" as never] }),
    ).rejects.toThrow(
      /'broken' not valid for retry_failed_jobs: use canceled, expired, failed, soft_failed, timed_out/,
    );
    expect(fx.emulator.api.traffic.length).toBe(before);
    const none = await fx.api.builds.retryFailedJobs(ref, { states: ["timed_out"] });
    expect(none.retried_jobs_count).toBe(0);
    const retried = await fx.api.builds.retryFailedJobs(ref, { states: ["failed"] });
    expect(retried.retried_jobs_count).toBe(1);
    expect(fx.emulator.api.traffic.at(-1)).toMatchObject({ status: 202, body: { states: "failed" } });
  });

  it("shows the server's 400 naming invalid states", async () => {
    const error = await fx.api
      .request("PUT", "/v2/organizations/acme/pipelines/app/builds/2/retry_failed_jobs", {
        body: { states: "failed,bogus" },
      })
      .catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(
      /Invalid states: bogus\. Valid states are: canceled, expired, failed, soft_failed, timed_out/,
    );
  });
});
