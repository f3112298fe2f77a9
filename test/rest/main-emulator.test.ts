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
