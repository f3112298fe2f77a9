import { describe, expect, it } from "vitest";
import { createLimiter } from "../../src/limit/index.js";
import { emptyUsage } from "../../src/limit/usage.js";
import { limiterGate } from "../../src/relay/limiter-gate.js";

const messages = (content: string) =>
  Buffer.from(JSON.stringify({ model: "m", max_tokens: 5, messages: [{ role: "user", content }] }));

/** A limiter and its gate on a clock that stands still (a memory store of their own, since `now` is given). */
const T = 1_900_000_000_000;
const now = () => T;

function setup() {
  const limiter = createLimiter({
    store: "memory",
    requests: 100,
    inputTokens: 100_000,
    window: 60_000,
    env: {},
    now,
  });
  return { limiter, gate: limiterGate({ limiter, now }) };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
const signal = () => new AbortController().signal;

describe("limiterGate", () => {
  it("reserves an estimate for POST /v1/messages only; count_tokens and models cost a request", async () => {
    const { limiter, gate } = setup();
    await gate.enter(
      { method: "POST", path: "/v1/messages?beta=true", body: messages("x ".repeat(2000)) },
      signal(),
    );
    const afterMessage = (await limiter.state()).used;
    expect(afterMessage.requests).toBe(1);
    expect(afterMessage.inputTokens).toBeGreaterThan(1000);
    await gate.enter(
      { method: "POST", path: "/v1/messages/count_tokens", body: messages("x ".repeat(2000)) },
      signal(),
    );
    await gate.enter({ method: "GET", path: "/v1/models", body: Buffer.alloc(0) }, signal());
    const after = (await limiter.state()).used;
    expect(after.requests).toBe(3);
    expect(after.inputTokens).toBe(afterMessage.inputTokens);
  });

  it("settles at what the proxy counted (input + cache creation; cache reads free)", async () => {
    const { limiter, gate } = setup();
    const pass = await gate.enter(
      { method: "POST", path: "/v1/messages", body: messages("hello") },
      signal(),
    );
    pass.settle(
      { ...emptyUsage(), inputTokens: 40, cacheCreationInputTokens: 2, cacheReadInputTokens: 900 },
      200,
    );
    await settled();
    expect((await limiter.state()).used).toEqual({ requests: 1, inputTokens: 42 });
  });

  it.each([
    [400, 0],
    [429, 0],
    [500, -1],
    [529, -1],
  ])("settles a %i without usage at %i tokens (-1: keeps the estimate, the proxy may have counted it)", async (status, tokens) => {
    const { limiter, gate } = setup();
    const pass = await gate.enter(
      { method: "POST", path: "/v1/messages", body: messages("x ".repeat(500)) },
      signal(),
    );
    const estimate = (await limiter.state()).used.inputTokens;
    pass.settle(undefined, status);
    await settled();
    expect((await limiter.state()).used).toEqual({
      requests: 1,
      inputTokens: tokens === -1 ? estimate : tokens,
    });
  });

  it("gives everything back for a request never sent", async () => {
    const { limiter, gate } = setup();
    const pass = await gate.enter({ method: "POST", path: "/v1/messages", body: messages("bye") }, signal());
    pass.unsent();
    await settled();
    expect((await limiter.state()).used).toEqual({ requests: 0, inputTokens: 0 });
  });

  it("pauses everyone for retry-after, or a doubling backoff without it", async () => {
    const { limiter, gate } = setup();
    const pass = await gate.enter({ method: "GET", path: "/v1/models", body: Buffer.alloc(0) }, signal());
    // The relay's order for a 429: backOff with its headers, then settle with its status.
    pass.backOff({ "retry-after": "7" });
    pass.settle(undefined, 429);
    await settled();
    expect((await limiter.state()).pausedUntil).toBe(T + 7000);

    // Without retry-after: 1 s (a stream's overloaded_error), then 2 s (a 529 without the header).
    const other = setup();
    const enter = () =>
      other.gate.enter({ method: "GET", path: "/v1/models", body: Buffer.alloc(0) }, signal());
    const [a, b] = [await enter(), await enter()];
    a.backOff(undefined);
    await settled();
    expect((await other.limiter.state()).pausedUntil).toBe(T + 1000);
    b.backOff({});
    b.settle(undefined, 529);
    await settled();
    expect((await other.limiter.state()).pausedUntil).toBe(T + 2000);
  });

  it("reads a 429's headers once, though the relay hands them to headers() and then to backOff()", async () => {
    const { limiter, gate } = setup();
    const pass = await gate.enter({ method: "GET", path: "/v1/models", body: Buffer.alloc(0) }, signal());
    let reads = 0;
    const headers = new Proxy<Record<string, string>>(
      { "retry-after": "7" },
      {
        get(target, name) {
          if (name === "retry-after") reads++;
          return target[name as string];
        },
      },
    );
    // relay-server.ts onStatus: headers, then backOff with the same object, then settle.
    pass.headers?.(headers);
    pass.backOff(headers);
    pass.settle(undefined, 429);
    await settled();
    expect(reads).toBe(1);
    expect((await limiter.state()).pausedUntil).toBe(T + 7000);

    // Other headers given to backOff are read: they are the ones that count.
    const other = setup();
    const again = await other.gate.enter(
      { method: "GET", path: "/v1/models", body: Buffer.alloc(0) },
      signal(),
    );
    again.headers?.({ "retry-after": "7" });
    again.backOff({ "retry-after": "9" });
    again.settle(undefined, 429);
    await settled();
    expect((await other.limiter.state()).pausedUntil).toBe(T + 9000);
  });

  it("refuses at once a request whose estimate alone exceeds the token budget", async () => {
    const limiter = createLimiter({
      store: "memory",
      requests: 10,
      inputTokens: 100,
      window: 60_000,
      env: {},
      now: Date.now,
    });
    const gate = limiterGate({ limiter });
    await expect(
      gate.enter({ method: "POST", path: "/v1/messages", body: messages("word ".repeat(1000)) }, signal()),
    ).rejects.toThrow(/budget/);
  });
});
