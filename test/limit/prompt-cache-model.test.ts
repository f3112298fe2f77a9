import { describe, expect, it } from "vitest";
import { createMemoryKnowledge } from "../../src/limit/cache-knowledge.js";
import { promptBlocks } from "../../src/limit/estimator.js";
import { createLimiter, isRequestTooLarge } from "../../src/limit/index.js";
import {
  boundaries,
  type CachedPrefix,
  learnFromUsage,
  predictRead,
  TTL_5M,
} from "../../src/limit/prompt-cache-model.js";
import { createRequestPolicy } from "../../src/limit/request-policy.js";
import { agentBody } from "./helpers/agent-bodies.js";
import { ProviderCacheSim } from "./helpers/provider-cache-sim.js";
import { SimClock } from "./helpers/sim-clock.js";

const text = (t: string, cached = false) => ({
  type: "text",
  text: t,
  ...(cached ? { cache_control: { type: "ephemeral" } } : {}),
});
const body = (content: unknown[], model = "claude-sonnet-4-5") => ({
  model,
  max_tokens: 10,
  messages: [{ role: "user", content }],
});
const pointsOf = (b: Record<string, unknown>) => boundaries(String(b.model), promptBlocks(b));

describe("prefix identity", () => {
  it("is the model and the blocks up to a boundary, without cache_control; a string is its text block", () => {
    const a = pointsOf(body([text("one"), text("two", true)]));
    const b = pointsOf(body([text("one", true), text("two")]));
    const c = pointsOf({ ...body([]), messages: [{ role: "user", content: "one" }] });
    expect(a.map((p) => p.hash)).toEqual(b.map((p) => p.hash));
    expect(c[0]?.hash).toBe(a[0]?.hash);
    expect(pointsOf(body([text("one")], "claude-haiku-4-5"))[0]?.hash).not.toBe(a[0]?.hash);
    expect(pointsOf({ ...body([]), messages: [{ role: "assistant", content: "one" }] })[0]?.hash).not.toBe(
      a[0]?.hash,
    );
    expect(a[1]?.breakpoint).toBe(TTL_5M);
    expect(
      pointsOf(body([{ ...text("x"), cache_control: { type: "ephemeral", ttl: "1h" } }]))[0]?.breakpoint,
    ).toBe(3_600_000);
  });
});

describe("the read prediction", () => {
  const blocks = Array.from({ length: 30 }, (_, i) => text(`block ${i} `.repeat(50), i === 29));
  const points = pointsOf(body(blocks));
  const known = (index: number, expiresAt = 10_000_000): Map<string, CachedPrefix> => {
    const hash = points[index]?.hash ?? "";
    return new Map([[hash, { hash, tokens: 1234, expiresAt, ttlMs: TTL_5M }]]);
  };

  it("finds a cached prefix at the breakpoint or at any of the 20 block boundaries before it, not 21", () => {
    expect(predictRead(points, known(29), 0, 0).index).toBe(29);
    expect(predictRead(points, known(9), 0, 0)).toMatchObject({ index: 9, tokens: 1234 });
    expect(predictRead(points, known(8), 0, 0).index).toBe(-1);
  });

  it("takes a prefix as cached only while it has more than the margin left to live", () => {
    expect(predictRead(points, known(20, 100_000), 10_000, 89_999).index).toBe(20);
    expect(predictRead(points, known(20, 100_000), 10_000, 90_000).index).toBe(-1);
  });
});

describe("learning from usage", () => {
  it("the last breakpoint's prefix is read + creation; the read prefix is the known one of that length", () => {
    const first = agentBody(1);
    const points = pointsOf(first);
    const learned = learnFromUsage(
      "claude-sonnet-4-5",
      points,
      new Map(),
      { inputTokens: 0, cacheCreationInputTokens: 9000, cacheReadInputTokens: 0 },
      1000,
    );
    const last = learned.prefixes.find((p) => p.hash === points.at(-1)?.hash);
    expect(last).toMatchObject({ tokens: 9000, expiresAt: 1000 + TTL_5M });
    // The system breakpoints are earlier prefixes, learned at their share of the estimate.
    expect(learned.prefixes.length).toBe(3);
    const known = new Map(learned.prefixes.map((p) => [p.hash, p]));
    const next = pointsOf(agentBody(2));
    const read = learnFromUsage(
      "claude-sonnet-4-5",
      next,
      known,
      { inputTokens: 0, cacheCreationInputTokens: 4000, cacheReadInputTokens: 9000 },
      2000,
    );
    expect(read.readRawTokens).toBe(points.at(-1)?.rawTokens);
    expect(read.prefixes.find((p) => p.hash === points.at(-1)?.hash)?.expiresAt).toBe(2000 + TTL_5M);
    expect(read.prefixes.find((p) => p.hash === next.at(-1)?.hash)?.tokens).toBe(13_000);
  });

  it("learns nothing when nothing was cached (prefix below the minimum, or caching off)", () => {
    const learned = learnFromUsage(
      "m",
      pointsOf(agentBody(1)),
      new Map(),
      { inputTokens: 500, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 },
      0,
    );
    expect(learned.prefixes).toEqual([]);
  });
});

/** A policy over a memory limiter on a simulated clock. */
function setup(inputTokens = 40_000, cacheModel = true) {
  const clock = new SimClock();
  const limiter = createLimiter({
    store: "memory",
    requests: 1000,
    inputTokens,
    window: 10_000,
    env: {},
    now: clock.now,
    sleep: clock.sleep,
  });
  const policy = createRequestPolicy({
    limiter,
    knowledge: createMemoryKnowledge({ now: clock.now }),
    now: clock.now,
    cacheModel,
  });
  return { clock, limiter, policy };
}

async function send(
  { clock, policy }: ReturnType<typeof setup>,
  sim: ProviderCacheSim,
  request: Record<string, unknown>,
) {
  const admitted = policy.admit({ method: "POST", url: "/v1/messages", body: request });
  await clock.runUntilIdle();
  const pass = await admitted;
  const usage = sim.send(request, clock.now());
  pass.status(200);
  pass.usage(usage);
  pass.end();
  clock.advance(2000);
  return {
    reserved: pass.reserved.inputTokens,
    counted: usage.inputTokens + usage.cacheCreationInputTokens,
    usage,
  };
}

describe("the request policy on an agent's tool loop", () => {
  it("after the first response, reserves 1.0x to 1.2x of what is counted, though the prompt outgrows the budget", async () => {
    const ctx = setup(40_000);
    const sim = new ProviderCacheSim();
    const ratios: number[] = [];
    let largest = 0;
    for (let turn = 0; turn < 10; turn++) {
      const { reserved, counted, usage } = await send(ctx, sim, agentBody(turn));
      largest = Math.max(
        largest,
        usage.inputTokens + usage.cacheCreationInputTokens + usage.cacheReadInputTokens,
      );
      if (turn > 0) ratios.push(reserved / counted);
    }
    expect(largest).toBeGreaterThan(40_000);
    for (const ratio of ratios) {
      expect(ratio).toBeGreaterThanOrEqual(1);
      expect(ratio).toBeLessThanOrEqual(1.2);
    }
    expect(ctx.policy.stats().refused).toBe(0);
  });

  it("a second session reads the first one's tools and system prompt: its first request is not charged for them", async () => {
    const ctx = setup(100_000);
    const sim = new ProviderCacheSim();
    const first = await send(ctx, sim, agentBody(0, { session: 1 }));
    const second = await send(ctx, sim, agentBody(0, { session: 2 }));
    expect(second.usage.cacheReadInputTokens).toBeGreaterThan(0);
    expect(second.reserved).toBeLessThan(first.reserved / 2);
    expect(second.reserved).toBeGreaterThanOrEqual(second.counted);
  });

  it("with the cache model off, reserves the whole prompt each turn", async () => {
    const ctx = setup(1_000_000, false);
    const sim = new ProviderCacheSim();
    let last = { reserved: 0, counted: 0 };
    for (let turn = 0; turn < 4; turn++) last = await send(ctx, sim, agentBody(turn));
    expect(last.reserved / last.counted).toBeGreaterThan(3);
  });

  it("refuses as too large only what must count more than the budget with its known-cached prefix free", async () => {
    const ctx = setup(12_000);
    const sim = new ProviderCacheSim();
    // Cold and over the budget: cache state unknown, so it is sent once with the budget reserved.
    const cold = await send(ctx, sim, agentBody(1, { fileTokens: 5000 }));
    expect(cold.reserved).toBe(12_000);
    expect(cold.counted).toBeGreaterThan(12_000);
    // Now the prefix is known; a next turn adding ~25k new tokens must count them: refused.
    const huge = agentBody(2, { fileTokens: 25_000 });
    const refused = ctx.policy.admit({ method: "POST", url: "/v1/messages", body: huge });
    await expect(refused).rejects.toSatisfy(isRequestTooLarge);
    await expect(refused).rejects.toThrow(/even with its \d+ cached tokens free/);
    // A next turn of ~5k new tokens fits: it reads the rest from the cache.
    const fits = await send(ctx, sim, agentBody(2, { fileTokens: 5000 }));
    expect(fits.reserved).toBeLessThan(12_000);
    expect(ctx.policy.stats().refused).toBe(1);
  });

  it("stops counting on a prefix before it expires (the margin), and then reserves what the write will count", async () => {
    const ctx = setup(1_000_000);
    const sim = new ProviderCacheSim();
    await send(ctx, sim, agentBody(0));
    const warm = await send(ctx, sim, agentBody(1));
    ctx.clock.advance(TTL_5M - 30_000);
    const late = await send(ctx, sim, agentBody(1));
    expect(late.usage.cacheReadInputTokens).toBeGreaterThan(0); // still cached at the provider
    expect(late.reserved).toBeGreaterThan(warm.reserved * 3); // but too close to expiry to count on
  });
});
