import Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { FixedWindow } from "../../src/emulator/proxy/fixed-window.js";
import type { Budget } from "../../src/emulator/proxy/limit-policy.js";
import { ProxyLimiter } from "../../src/emulator/proxy/limits.js";
import { SlidingWindow } from "../../src/emulator/proxy/sliding-window.js";
import { TokenBucket } from "../../src/emulator/proxy/token-bucket.js";
import { sdkClient, withEmulator } from "../helpers/emulator.js";

const budget =
  (requests: number, inputTokens: number, windowMs = 1000): (() => Budget) =>
  () => ({ requests, inputTokens, windowMs });

/** Run arrivals [time, tokens] through a policy; return which were admitted and the retry hints. */
function run(
  policy: { admit(now: number, tokens: number): { admitted: boolean; retryAfterMs?: number | undefined } },
  arrivals: [number, number][],
) {
  return arrivals.map(([at, tokens]) => {
    const result = policy.admit(at, tokens);
    return result.admitted ? "ok" : `429:${result.retryAfterMs}`;
  });
}

describe("sliding window (the default)", () => {
  it("admits up to the request budget in any window, and again once the oldest leaves it", () => {
    const policy = new SlidingWindow(budget(2, 1_000_000));
    expect(
      run(policy, [
        [0, 1],
        [400, 1],
        [900, 1],
        [1000, 1],
        [1001, 1],
        [1401, 1],
      ]),
    ).toEqual([
      "ok",
      "ok",
      "429:101", // [0, 400] still inside [t-1000, t]; 0 leaves at 1001
      "429:1", // the window is closed: at 1000, the request at 0 still counts
      "ok",
      "ok",
    ]);
  });

  it("never holds more than the budget in any window of its length (checked over every window)", () => {
    const policy = new SlidingWindow(budget(3, 100));
    const admitted: [number, number][] = [];
    for (let t = 0; t < 5000; t += 37) {
      const tokens = (t * 7) % 45;
      if (policy.admit(t, tokens).admitted) admitted.push([t, tokens]);
    }
    expect(admitted.length).toBeGreaterThan(10);
    for (const [start] of admitted) {
      const inside = admitted.filter(([t]) => t >= start && t <= start + 1000);
      expect(inside.length).toBeLessThanOrEqual(3);
      expect(inside.reduce((sum, [, tokens]) => sum + tokens, 0)).toBeLessThanOrEqual(100);
    }
  });

  it("limits counted tokens, and rejected requests count for nothing", () => {
    const policy = new SlidingWindow(budget(100, 100));
    expect(
      run(policy, [
        [0, 60],
        [10, 50],
        [20, 40],
        [1001, 61],
        [1021, 61],
      ]),
    ).toEqual([
      "ok",
      "429:991",
      "ok",
      "429:20", // 40 (at 20) + 61 > 100 until the request at 20 leaves, at 1021
      "ok",
    ]);
  });

  it("never admits a request larger than the whole token budget, and gives no retry time", () => {
    expect(new SlidingWindow(budget(10, 100)).admit(0, 101)).toEqual({
      admitted: false,
      retryAfterMs: undefined,
      reason: "input tokens",
    });
  });
});

describe("fixed windows", () => {
  it("resets at each aligned window, so a burst across a boundary gets twice the budget", () => {
    const policy = new FixedWindow(budget(2, 1_000_000));
    expect(
      run(policy, [
        [900, 1],
        [950, 1],
        [990, 1],
        [1000, 1],
        [1010, 1],
        [1020, 1],
      ]),
    ).toEqual(["ok", "ok", "429:10", "ok", "ok", "429:980"]);
  });
});

describe("token bucket", () => {
  it("starts full and refills continuously at budget per window", () => {
    const policy = new TokenBucket(budget(2, 1_000_000));
    expect(
      run(policy, [
        [0, 1],
        [0, 1],
        [0, 1],
        [250, 1],
        [500, 1],
        [500, 1],
      ]),
    ).toEqual(["ok", "ok", "429:500", "429:250", "ok", "429:500"]);
  });

  it("waits for enough token refill", () => {
    const policy = new TokenBucket(budget(100, 1000));
    expect(
      run(policy, [
        [0, 800],
        [0, 400],
        [100, 300],
      ]),
    ).toEqual(["ok", "429:200", "ok"]);
  });
});

describe("ProxyLimiter", () => {
  it("counts accepted and rejected requests and the counted tokens of accepted ones", () => {
    const limiter = new ProxyLimiter({ requests: 1, inputTokens: 50, windowMs: 1000 });
    limiter.admit(0, 30);
    limiter.admit(1, 10);
    // Nothing answered here (admit only): no cost.
    expect(limiter.counters()).toEqual({ accepted: 1, rejected: 1, countedInputTokens: 30, costUsd: 0 });
  });

  it("refuses limits that are not positive whole numbers, or an unknown model", () => {
    expect(() => new ProxyLimiter({ requests: 0 })).toThrow(/requests must be a whole number/);
    expect(() => new ProxyLimiter({ model: "leaky" as never })).toThrow(/sliding, fixed, bucket/);
  });
});

describe("limits through the proxy, on a simulated clock", () => {
  const ask = (client: Anthropic) =>
    client.messages.create({
      model: "claude-haiku-4-5",
      max_tokens: 5,
      messages: [{ role: "user", content: "hello" }],
    });

  for (const model of ["sliding", "fixed", "bucket"] as const) {
    it(`${model}: 429 with retry-after and the rate_limit_error envelope once over, then admitted later`, async () => {
      let clock = 10_000;
      await withEmulator(
        { now: () => clock, limits: { requests: 2, windowMs: 10_000, model } },
        async (emu) => {
          const client = sdkClient(emu);
          await ask(client);
          await ask(client);
          const response = await fetch(`${emu.proxyUrl}/v1/messages`, {
            method: "POST",
            headers: { "x-api-key": emu.jobToken },
            body: JSON.stringify({
              model: "claude-haiku-4-5",
              max_tokens: 5,
              messages: [{ role: "user", content: "x" }],
            }),
          });
          expect(response.status).toBe(429);
          const retryAfter = Number(response.headers.get("retry-after"));
          expect(Number.isInteger(retryAfter)).toBe(true);
          expect(retryAfter).toBeGreaterThanOrEqual(1);
          // At most the window, plus the second that rounding 10,001 ms up adds (the window is closed).
          expect(retryAfter).toBeLessThanOrEqual(11);
          expect(await response.json()).toMatchObject({ type: "error", error: { type: "rate_limit_error" } });
          const error = await ask(client).catch((caught: unknown) => caught);
          expect(error).toBeInstanceOf(Anthropic.RateLimitError);
          clock += retryAfter * 1000;
          await ask(client);
          expect(emu.proxy.counters()).toMatchObject({ accepted: 3, rejected: 2 });
        },
      );
    });
  }

  it("counts input + cache creation tokens against the token budget", async () => {
    let clock = 0;
    await withEmulator({ now: () => clock, limits: { inputTokens: 40, windowMs: 60_000 } }, async (emu) => {
      const client = sdkClient(emu);
      const first = await ask(client);
      const counted = first.usage.input_tokens + (first.usage.cache_creation_input_tokens ?? 0);
      expect(emu.proxy.counters().countedInputTokens).toBe(counted);
      const fits = Math.floor(40 / counted);
      for (let i = 1; i < fits; i++) await ask(client);
      const error = await ask(client).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Anthropic.RateLimitError);
      expect(emu.proxy.counters()).toEqual({
        accepted: fits,
        rejected: 1,
        countedInputTokens: fits * counted,
        // The answered calls at the emulator's prices; the refused one costs nothing.
        costUsd: expect.any(Number),
      });
      expect(emu.proxy.counters().costUsd).toBeGreaterThan(0);
      clock = 60_001;
      await ask(client);
    });
  });

  it("setLimits changes the budget of a running emulator", async () => {
    await withEmulator({ limits: { requests: 1 } }, async (emu) => {
      const client = sdkClient(emu);
      await ask(client);
      await expect(ask(client)).rejects.toBeInstanceOf(Anthropic.RateLimitError);
      emu.proxy.setLimits({ requests: 5 });
      await ask(client);
    });
  });
});
