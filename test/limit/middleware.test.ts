/**
 * limitMiddleware with the real SDK against the emulator's strict proxy (sliding window) on
 * loopback: no 429 under a burst, settles from the JSON body and from the stream without taking
 * the caller's events, pauses the store after a 429 and lets the SDK retry through the limiter.
 */
import Anthropic from "@anthropic-ai/sdk";
import { describe, expect, test } from "vitest";
import type { StartedEmulator } from "../../src/emulator/index.js";
import {
  callKind,
  createLimiter,
  createMemoryStore,
  limitMiddleware,
  retryAfterMs,
} from "../../src/limit/index.js";
import type { Limiter, Store } from "../../src/limit/types.js";
import { withEmulator } from "../helpers/emulator.js";
import { JumpClock } from "../helpers/jump-clock.js";

function client(emulator: StartedEmulator, limiter: Limiter, maxRetries = 0, clock?: JumpClock): Anthropic {
  return new Anthropic({
    baseURL: emulator.proxyUrl,
    apiKey: null,
    authToken: null,
    defaultHeaders: { "x-api-key": emulator.jobToken },
    maxRetries,
    middleware: [limitMiddleware(limiter, clock ? { now: clock.now } : {})],
  });
}

const ask = (text: string) => ({
  model: "claude-sonnet-4-5",
  max_tokens: 16,
  messages: [{ role: "user" as const, content: text }],
});

function limiterFor(limits: { requests: number; inputTokens: number; windowMs: number }) {
  return createLimiter({
    store: createMemoryStore(),
    requests: limits.requests,
    inputTokens: limits.inputTokens,
    window: limits.windowMs,
    env: {},
  });
}

/** A limiter on `clock`, its store recording every pause it is given (as a time on the clock). */
function simulatedLimiter(
  limits: { requests: number; inputTokens: number; windowMs: number },
  clock: JumpClock,
) {
  const store = createMemoryStore({ now: clock.now });
  const pauses: number[] = [];
  const recording: Store = {
    ...store,
    pause: (durationMs, budget) => {
      pauses.push(clock.now() + durationMs);
      return store.pause(durationMs, budget);
    },
  };
  const limiter = createLimiter({
    store: recording,
    requests: limits.requests,
    inputTokens: limits.inputTokens,
    window: limits.windowMs,
    env: {},
    now: clock.now,
    sleep: clock.sleep,
  });
  return { limiter, pauses };
}

describe("limitMiddleware against the emulator's sliding-window proxy", () => {
  test("a burst of 12 concurrent calls on 4 requests per second: all succeed, no 429", async () => {
    const limits = { requests: 4, inputTokens: 100_000, windowMs: 1000 };
    await withEmulator({ limits: { ...limits, model: "sliding" } }, async (emulator) => {
      const limiter = limiterFor(limits);
      const sdk = client(emulator, limiter);
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => sdk.messages.create(ask(`request number ${i}`))),
      );
      expect(results).toHaveLength(12);
      expect(emulator.proxy.counters()).toMatchObject({ accepted: 12, rejected: 0 });
    });
  });

  test("token-bound: settles at the counted usage of the JSON body, so the window holds actual usage", async () => {
    const limits = { requests: 100, inputTokens: 400, windowMs: 1000 };
    await withEmulator({ limits: { ...limits, model: "sliding" } }, async (emulator) => {
      const limiter = limiterFor(limits);
      const sdk = client(emulator, limiter);
      const text = "The quick brown fox jumps over the lazy dog near the river bank. ".repeat(4);
      await Promise.all(Array.from({ length: 8 }, () => sdk.messages.create(ask(text))));
      expect(emulator.proxy.counters().rejected).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const charged = emulator.traffic
        .filter((r) => r.path.startsWith("/v3/ai/vendor/v1/messages") && r.status === 200)
        .map((r) => r.countedInputTokens ?? 0);
      const state = await limiter.state();
      // The last window's entries are settled at what the proxy charged, not at the estimate.
      expect(state.inFlight).toBe(0);
      expect(charged.length).toBe(8);
      expect(state.used.inputTokens % (charged[0] ?? 1)).toBe(0);
    });
  });

  test("a stream is settled from message_start while the caller still reads every event", async () => {
    const limits = { requests: 10, inputTokens: 10_000, windowMs: 5000 };
    await withEmulator({ limits: { ...limits, model: "sliding" } }, async (emulator) => {
      const limiter = limiterFor(limits);
      const sdk = client(emulator, limiter);
      const stream = await sdk.messages.create({ ...ask("stream me a reply please"), stream: true });
      const types: string[] = [];
      for await (const event of stream) types.push(event.type);
      expect(types[0]).toBe("message_start");
      expect(types.at(-1)).toBe("message_stop");
      const charged = emulator.traffic.find((r) => r.countedInputTokens !== undefined)?.countedInputTokens;
      const state = await limiter.state();
      expect(state.inFlight).toBe(0);
      expect(state.used).toEqual({ requests: 1, inputTokens: charged });
    });
  });

  test("a caller that stops reading a stream early still leaves its request settled, and the stream is released", async () => {
    const limits = { requests: 10, inputTokens: 10_000, windowMs: 5000 };
    await withEmulator({ limits: { ...limits, model: "sliding" } }, async (emulator) => {
      const limiter = limiterFor(limits);
      const sdk = client(emulator, limiter);
      const stream = await sdk.messages.create({
        ...ask("a long answer please ".repeat(5)),
        max_tokens: 200,
        stream: true,
      });
      for await (const event of stream) {
        expect(event.type).toBe("message_start");
        break;
      }
      const state = await limiter.state();
      expect(state.inFlight).toBe(0);
      expect(state.used.inputTokens).toBe(
        emulator.traffic.find((r) => r.countedInputTokens)?.countedInputTokens,
      );
      // The connection is not held open by the limiter: a next call goes through at once.
      const reply = await sdk.messages.create(ask("next"));
      expect(reply.type).toBe("message");
    });
  });

  test("count_tokens and models calls count as requests with no input tokens", async () => {
    const limits = { requests: 10, inputTokens: 10_000, windowMs: 5000 };
    await withEmulator({ limits: { ...limits, model: "sliding" } }, async (emulator) => {
      const limiter = limiterFor(limits);
      const sdk = client(emulator, limiter);
      await sdk.messages.countTokens(ask("how many tokens is this"));
      await sdk.models.list();
      expect((await limiter.state()).used).toEqual({ requests: 2, inputTokens: 0 });
    });
  });

  test("a 429 without retry-after pauses the shared store and the SDK's retry waits through the limiter", async () => {
    const limits = { requests: 10, inputTokens: 10_000, windowMs: 5000 };
    await withEmulator({ limits: { ...limits, model: "sliding" } }, async (emulator) => {
      const clock = new JumpClock();
      const { limiter, pauses } = simulatedLimiter(limits, clock);
      const sdk = client(emulator, limiter, 2, clock);
      emulator.faults.add({
        fault: { kind: "rate-limit-without-retry-after" },
        times: 1,
        path: "/v1/messages",
      });
      const started = clock.now();
      const reply = await sdk.messages.create(ask("retry me"));
      expect(reply.type).toBe("message");
      // The backoff (1 s for the first 429) held the retry, not only the SDK's own shorter sleep:
      // the limiter waited out the pause on its clock before it admitted the retry.
      expect(pauses).toEqual([started + 1000]);
      expect(clock.now()).toBeGreaterThanOrEqual(started + 1000);
      const statuses = emulator.traffic.filter((r) => r.surface === "proxy").map((r) => r.status);
      expect(statuses).toEqual([429, 200]);
    });
  });

  test("a 529 (overloaded) pauses every client of the store too, then the retry succeeds", async () => {
    const limits = { requests: 10, inputTokens: 10_000, windowMs: 5000 };
    await withEmulator({ limits: { ...limits, model: "sliding" } }, async (emulator) => {
      const clock = new JumpClock();
      const { limiter, pauses } = simulatedLimiter(limits, clock);
      const sdk = client(emulator, limiter, 2, clock);
      emulator.faults.add({ fault: { kind: "server-error", status: 529 }, times: 1, path: "/v1/messages" });
      const started = clock.now();
      expect((await sdk.messages.create(ask("overloaded?"))).type).toBe("message");
      // The pause went to the store every client of it reads (backoff 1 s), and held the retry.
      expect(pauses).toEqual([started + 1000]);
      expect(clock.now()).toBeGreaterThanOrEqual(started + 1000);
      const statuses = emulator.traffic.filter((r) => r.surface === "proxy").map((r) => r.status);
      expect(statuses).toEqual([529, 200]);
    });
  });

  test("retry-after is read as ms, seconds or an HTTP date", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs(new Headers({ "retry-after-ms": "250" }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ "retry-after": "3" }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT" }), now)).toBe(5000);
    expect(retryAfterMs(new Headers({ "retry-after": "0" }), now)).toBeUndefined();
    expect(retryAfterMs(new Headers({ "retry-after": "soon" }), now)).toBeUndefined();
    expect(retryAfterMs(new Headers(), now)).toBeUndefined();
  });

  test("a request larger than the budget fails at once with the limiter's error, nothing sent", async () => {
    const limits = { requests: 10, inputTokens: 50, windowMs: 5000 };
    await withEmulator({ limits: { ...limits, model: "sliding" } }, async (emulator) => {
      const limiter = limiterFor(limits);
      const sdk = client(emulator, limiter, 2);
      await expect(sdk.messages.create(ask("word ".repeat(200)))).rejects.toThrow(
        /more than the whole budget of 50/,
      );
      expect(emulator.traffic.filter((r) => r.surface === "proxy")).toHaveLength(0);
    });
  });
});

describe("callKind: which calls are charged input tokens", () => {
  test.each([
    ["POST", "https://agent.example/v3/ai/vendor/v1/messages", "messages"],
    ["POST", "https://agent.example/v3/ai/vendor/v1/messages?beta=true", "messages"],
    ["POST", "/v1/messages", "messages"],
    ["POST", "/v1/messages?beta=true", "messages"],
    ["post", "/v1/messages/", "messages"],
    ["POST", "/v1/messages/count_tokens", "free"],
    ["POST", "/v1/messages/batches", "free"],
    ["GET", "/v1/messages", "free"],
    ["GET", "https://agent.example/v3/ai/vendor/v1/models", "free"],
    ["POST", "not a url", "free"],
  ])("%s %s is %s", (method, url, kind) => {
    expect(callKind(method, url)).toBe(kind);
  });
});
