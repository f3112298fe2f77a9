/**
 * The REST budget's settings come from the job context, as the model limiter's do (issue 20): a
 * step's plugin option `rate-limit.store` reached the model limiter but not the REST budget, which
 * resolved its own settings from the environment without the plugin's.
 */
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobContext } from "../../src/config/job-context.js";
import { createRestClient } from "../../src/rest/client.js";
import { restFixture } from "./helpers.js";

let fx: Awaited<ReturnType<typeof restFixture>>;
beforeAll(async () => {
  fx = await restFixture();
  fx.emulator.api.seedBuilds(3);
});
afterAll(() => fx.close());

/** A step's environment outside a job (so the default store is memory) with the plugin's store. */
function stepEnv(store: string) {
  const stateDir = mkdtempSync(join(tmpdir(), "jobai-rest-context-"));
  const env = {
    SERVICE_PLUGIN_CONFIGURATION: JSON.stringify({ "rate-limit": { store } }),
    JOBAI_STATE_DIR: stateDir,
  };
  return { env, stateDir };
}

const budgetFiles = (dir: string) => readdirSync(dir).filter((name) => name.startsWith("limit-rest-"));

describe("the plugin option rate-limit.store", () => {
  it("puts the budget in the file store, from the environment given", async () => {
    const { env, stateDir } = stepEnv("file");
    const api = createRestClient({ baseUrl: fx.emulator.url, token: fx.emulator.token, env });
    await api.builds.list({ organization: "acme" });
    await api.close();
    expect(budgetFiles(stateDir).length).toBeGreaterThan(0);
  });

  it("and from a job context given", async () => {
    const { env, stateDir } = stepEnv("file");
    const context = createJobContext({ env });
    const api = createRestClient({ baseUrl: fx.emulator.url, token: fx.emulator.token, context });
    await api.builds.list({ organization: "acme" });
    await api.close();
    expect(budgetFiles(stateDir).length).toBeGreaterThan(0);
  });

  it("loses to the client's own option, as every setting given in code does", async () => {
    const { env, stateDir } = stepEnv("file");
    const context = createJobContext({ env });
    const api = createRestClient({
      baseUrl: fx.emulator.url,
      token: fx.emulator.token,
      context,
      rateLimitStore: "memory",
    });
    await api.builds.list({ organization: "acme" });
    await api.close();
    expect(budgetFiles(stateDir)).toEqual([]);
  });

  it("a bad value is a UsageError naming the option, before anything is sent", () => {
    const { env } = stepEnv("disk");
    const before = fx.emulator.api.counters().requests;
    expect(() => createRestClient({ baseUrl: fx.emulator.url, token: fx.emulator.token, env })).toThrow(
      /rate-limit\.store/,
    );
    expect(fx.emulator.api.counters().requests).toBe(before);
  });
});
