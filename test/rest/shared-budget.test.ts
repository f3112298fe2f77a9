/**
 * The budget shared by the REST clients of one token (issue 15, item 1), in the model limiter's
 * stores: a client that comes late takes its turn with what the others learned, no 429 is met, and
 * the token is in no key, file name or file.
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRestClient, type RestClientOptions } from "../../src/rest/client.js";
import { learn } from "../../src/rest/learned-limits.js";
import { organizationOfPath } from "../../src/rest/shared-budget.js";
import { type RedisServer, startRedis } from "../limit/helpers/redis-server.js";
import { restFixture, simulatedClock } from "./helpers.js";

describe("what the headers teach", () => {
  it("the latest Limit and the longest Reset (at least 1 s); a response without the set teaches nothing", () => {
    const first = learn(undefined, { limit: 10, resetSeconds: 1 }, 0);
    expect(first).toMatchObject({ requests: 10, windowMs: 1_000 });
    const second = learn(first, { limit: 10, resetSeconds: 2 }, 100);
    expect(second).toMatchObject({ requests: 10, windowMs: 2_000 });
    expect(learn(second, { limit: 10, resetSeconds: 1 }, 200)).toMatchObject({
      requests: 10,
      windowMs: 2_000,
    });
    expect(learn(second, undefined, 300)).toBe(second);
    expect(learn(undefined, { limit: 0, resetSeconds: 0 }, 0)).toBeUndefined();
  });

  it("the organization is the one the path names", () => {
    expect(organizationOfPath("/v2/organizations/acme/builds?page=2")).toBe("acme");
    expect(organizationOfPath("/v2/packages/organizations/acme/registries")).toBe("acme");
    expect(organizationOfPath("/v2/builds")).toBeUndefined();
  });
});

describe("the file store", () => {
  const clock = simulatedClock();
  let fx: Awaited<ReturnType<typeof restFixture>>;
  beforeAll(async () => {
    fx = await restFixture({ now: clock.now });
    fx.emulator.api.seedBuilds(3);
    fx.emulator.api.setLimits({
      organization: { limit: 100, windowMs: 60_000 },
      user: { limit: 3, windowMs: 10_000 },
    });
  });
  afterAll(() => fx.close());

  it("a second client waits for the turn the first one's window gives, and meets no 429", async () => {
    const stateDir = mkdtempSync(join(tmpdir(), "jobai-rest-budget-"));
    const options: RestClientOptions = {
      baseUrl: fx.emulator.url,
      token: fx.emulator.token,
      env: {},
      now: clock.now,
      sleep: clock.sleep,
      random: () => 0,
      rateLimitStore: "file",
      stateDir,
    };
    const first = createRestClient(options);
    for (let i = 0; i < 3; i++) await first.builds.list({ organization: "acme" });
    expect(clock.sleeps).toEqual([]);
    const second = createRestClient(options);
    await second.builds.list({ organization: "acme" });
    expect(clock.sleeps.length).toBeGreaterThan(0);
    expect(fx.emulator.api.counters().rateLimited).toBe(0);

    const files = readdirSync(stateDir);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^limit-rest-[0-9a-f]{16}-user$/)]));
    expect(files).toEqual(
      expect.arrayContaining([expect.stringMatching(/^rest-limits-rest-[0-9a-f]{16}-user\.json$/)]),
    );
    // The file store keeps a directory per window (versions and locks inside): look at every file.
    for (const file of readdirSync(stateDir, { recursive: true, encoding: "utf8" })) {
      expect(file).not.toContain(fx.emulator.token);
      const path = join(stateDir, file);
      if (statSync(path).isFile()) expect(readFileSync(path, "utf8")).not.toContain(fx.emulator.token);
    }
  });
});

describe("the Redis store", () => {
  let redis: RedisServer;
  let fx: Awaited<ReturnType<typeof restFixture>>;
  beforeAll(async () => {
    redis = await startRedis();
    fx = await restFixture();
    fx.emulator.api.seedBuilds(3);
    fx.emulator.api.setLimits({
      organization: { limit: 3, windowMs: 1_000 },
      user: { limit: 3, windowMs: 1_000 },
    });
  });
  afterAll(async () => {
    await fx.close();
    await redis.stop();
  });

  it("clients on one token take turns across connections: no 429, no token in a key", async () => {
    const clients = [1, 2, 3].map(() =>
      createRestClient({
        baseUrl: fx.emulator.url,
        token: fx.emulator.token,
        env: {},
        rateLimitStore: "redis",
        redisUrl: redis.url,
      }),
    );
    await Promise.all(
      clients.map(async (api) => {
        for (let i = 0; i < 3; i++) await api.builds.list({ organization: "acme" });
      }),
    );
    expect(fx.emulator.api.counters().rateLimited).toBe(0);
    const direct = new Redis(redis.url);
    try {
      const keys = await direct.keys("*");
      expect(keys).toEqual(
        expect.arrayContaining([expect.stringMatching(/^jobai:{rest-[0-9a-f]{16}-user}:limit$/)]),
      );
      for (const key of keys) expect(key).not.toContain(fx.emulator.token);
    } finally {
      direct.disconnect();
      await Promise.all(clients.map((api) => api.close()));
    }
  }, 30_000);
});
