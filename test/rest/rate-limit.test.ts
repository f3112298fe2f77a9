import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRestClient } from "../../src/rest/client.js";
import { parseRateLimit, waitAfter429, waitBeforeSending } from "../../src/rest/rate-limit.js";
import { restFixture, simulatedClock } from "./helpers.js";

const clock = simulatedClock();
type Fixture = Awaited<ReturnType<typeof restFixture>>;
let fx: Fixture;
beforeAll(async () => {
  fx = await restFixture({ now: clock.now });
  fx.emulator.api.seedBuilds(3);
});
afterAll(() => fx.close());

function client(options: Parameters<typeof createRestClient>[0] = {}) {
  return createRestClient({
    baseUrl: fx.emulator.url,
    token: fx.emulator.token,
    env: {},
    now: clock.now,
    sleep: clock.sleep,
    random: () => 0,
    // The per-client behaviour; the budget shared across processes: shared-budget.test.ts.
    rateLimitStore: "off",
    ...options,
  });
}

function limits(org: number, orgWindowMs: number, user: number, userWindowMs: number) {
  fx.emulator.api.setLimits({
    organization: { limit: org, windowMs: orgWindowMs },
    user: { limit: user, windowMs: userWindowMs },
  });
  clock.sleeps.length = 0;
}

describe("rate-limit headers", () => {
  it("parses both sets into absolute resets on the client clock", () => {
    const headers = new Headers({
      "RateLimit-Scope": "rest",
      "RateLimit-Limit": "200",
      "RateLimit-Remaining": "0",
      "RateLimit-Reset": "12",
      "RateLimit-User-Scope": "rest_user",
      "RateLimit-User-Limit": "50",
      "RateLimit-User-Remaining": "7",
      "RateLimit-User-Reset": "40",
    });
    const state = parseRateLimit(headers, 1_000);
    expect(state.organization).toEqual({
      scope: "rest",
      limit: 200,
      remaining: 0,
      resetSeconds: 12,
      resetAt: 13_000,
    });
    expect(state.user).toEqual({
      scope: "rest_user",
      limit: 50,
      remaining: 7,
      resetSeconds: 40,
      resetAt: 41_000,
    });
    expect(waitBeforeSending(state, 5_000)).toBe(8_000);
    expect(waitBeforeSending(state, 13_000)).toBe(0);
    expect(waitAfter429(state, null)).toBe(12_000);
    expect(parseRateLimit(new Headers(), 0)).toEqual({
      organization: undefined,
      user: undefined,
      observedAt: 0,
    });
    expect(waitAfter429(parseRateLimit(new Headers(), 0), "3")).toBe(3_000);
    const spent = new Headers({ "RateLimit-Limit": "5", "RateLimit-Remaining": "0", "RateLimit-Reset": "0" });
    expect(waitAfter429(parseRateLimit(spent, 0), null)).toBe(1_000);
  });

  it("are on every response, errors included", async () => {
    limits(100, 60_000, 100, 60_000);
    for (const path of ["/", "/v2/builds", "/v2/nothing"]) {
      const response = await fetch(`${fx.emulator.url}${path}`, {
        headers: { Authorization: `Bearer ${fx.emulator.token}` },
      });
      expect(response.headers.get("ratelimit-scope")).toBe("rest");
      expect(response.headers.get("ratelimit-user-scope")).toBe("rest_user");
      expect(response.headers.get("ratelimit-remaining")).toMatch(/^\d+$/);
      expect(response.headers.get("access-control-expose-headers")).toContain("Link");
    }
  });
});

describe("429 handling", () => {
  it("waits the Reset of the organization limit it hit, then succeeds", async () => {
    limits(3, 10_000, 100, 60_000);
    const events: unknown[] = [];
    const api = client({ waitWhenExhausted: false, onRateLimit: (event) => void events.push(event) });
    clock.advance(2_500);
    const before = fx.emulator.api.counters().rateLimited;
    for (let i = 0; i < 4; i++) await api.builds.list();
    expect(fx.emulator.api.counters().rateLimited - before).toBe(1);
    // The window ends at the next multiple of 10 s: 7.5 s away, rounded up to 8 s.
    expect(clock.sleeps).toEqual([8_000]);
    expect(events).toEqual([
      expect.objectContaining({ waitMs: 8_000, retry: 1, limit: "organization", method: "GET" }),
    ]);
  });

  it("waits the user limit's Reset when that is the one hit", async () => {
    limits(100, 10_000, 2, 60_000);
    const api = client({ waitWhenExhausted: false });
    await api.builds.list();
    await api.builds.list();
    const waitsBefore = clock.sleeps.length;
    await api.builds.list();
    const wait = clock.sleeps[waitsBefore] ?? 0;
    expect(wait).toBeGreaterThan(10_000); // not the organization's 10 s window
    expect(api.rateLimit?.user?.remaining).toBe(1);
  });

  it("waits before sending when nothing remains, so no 429 is met", async () => {
    limits(2, 10_000, 100, 60_000);
    const before = fx.emulator.api.counters().rateLimited;
    const api = client();
    for (let i = 0; i < 7; i++) await api.builds.list();
    expect(fx.emulator.api.counters().rateLimited - before).toBe(0);
    expect(clock.sleeps.length).toBe(3);
  });

  it("gives up after maxRetries, or when onRateLimit says false, with the rate-limit state", async () => {
    limits(1, 10_000, 100, 60_000);
    const api = client({ waitWhenExhausted: false, onRateLimit: () => false });
    await api.builds.list();
    const error = await api.builds.list().catch((e) => e);
    expect(error.status).toBe(429);
    expect(error.rateLimit.organization.remaining).toBe(0);
    expect(error.message).toMatch(/failed with 429: You have exceeded the organization REST API rate limit/);
    expect(clock.sleeps).toEqual([]);

    // A server that keeps refusing: the clock never reaches the reset because sleep does not move it.
    const stuck = client({ waitWhenExhausted: false, maxRetries: 2, sleep: async () => {} });
    const before = fx.emulator.api.traffic.length;
    await expect(stuck.builds.list()).rejects.toMatchObject({ status: 429 });
    expect(fx.emulator.api.traffic.length - before).toBe(3);
  });

  it("does not wait out a Reset longer than maxWaitMs: the 429 is thrown", async () => {
    limits(1, 600_000, 100, 600_000);
    const api = client({ maxWaitMs: 60_000 });
    await api.builds.list();
    const error = await api.builds.list().catch((e) => e);
    expect(error.status).toBe(429);
    expect(clock.sleeps).toEqual([]);
    limits(100, 60_000, 100, 60_000);
  });

  it("a wait honours AbortSignal and leaves no timer behind", async () => {
    fx.emulator.api.setLimits({ organization: { limit: 1, windowMs: 120_000 } });
    const controller = new AbortController();
    const api = createRestClient({
      baseUrl: fx.emulator.url,
      token: fx.emulator.token,
      env: {},
      now: clock.now,
      signal: controller.signal,
    });
    await api.builds.list();
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;
    const before = timers();
    const pending = api.builds.list().catch((e) => e);
    setTimeout(() => controller.abort(new Error("stopped by the test")), 50).unref();
    // The wait is for a 120 s window: only the abort ends it within the test's time.
    const error = await pending;
    expect(error.message).toBe("stopped by the test");
    expect(timers()).toBeLessThanOrEqual(before);
    fx.emulator.api.setLimits({ organization: { limit: 100, windowMs: 60_000 } });
  });
});

describe("a Reset of a day (a buggy or hostile server)", () => {
  it("is read as 5 minutes: the shared budget holds the next request at most that long, not a day", async () => {
    const { createServer } = await import("node:http");
    // Every answer spends the limit and asks for a day: Remaining 0, Reset 86400.
    const server = createServer((_req, res) => {
      res.writeHead(200, {
        "content-type": "application/json",
        "RateLimit-Scope": "rest",
        "RateLimit-Limit": "100",
        "RateLimit-Remaining": "0",
        "RateLimit-Reset": "86400",
        "RateLimit-User-Scope": "rest_user",
        "RateLimit-User-Limit": "100",
        "RateLimit-User-Remaining": "5",
        "RateLimit-User-Reset": "99999999999",
      });
      res.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const dayClock = simulatedClock();
    const api = createRestClient({
      baseUrl: `http://127.0.0.1:${port}`,
      token: "bkua_restresetcap0000000000000000000000",
      env: {},
      now: dayClock.now,
      sleep: dayClock.sleep,
      random: () => 0,
      rateLimitStore: "memory",
    });
    try {
      expect(parseRateLimit(new Headers({ "RateLimit-Reset": "86400" }), 0).organization?.resetSeconds).toBe(
        300,
      );
      const started = dayClock.now();
      await api.request("GET", "/v2/organizations/acme/agents");
      await api.request("GET", "/v2/organizations/acme/agents");
      const held = dayClock.now() - started;
      expect(held).toBeGreaterThan(0);
      expect(held).toBeLessThanOrEqual(301_000 + 1_000);
    } finally {
      await api.close?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
