import Anthropic from "@anthropic-ai/sdk";
import { afterEach, describe, expect, it } from "vitest";
import type { StartedEmulator } from "../../src/emulator/index.js";
import { createLimiter } from "../../src/limit/index.js";
import type { RunningRelay } from "../../src/relay/relay-server.js";
import { useEmulator } from "../helpers/emulator.js";
import { startRelayFor } from "./relay-for-emulator.js";

const emu = useEmulator({ limits: { requests: 50, inputTokens: 200_000, windowMs: 60_000 } });
let relay: RunningRelay | undefined;
afterEach(async () => {
  await relay?.close({ drainMs: 200 });
  relay = undefined;
});

async function relayFor(
  emulator: StartedEmulator,
  limits = { requests: 50, inputTokens: 200_000, window: 60_000 },
) {
  const limiter = createLimiter({ store: "memory", ...limits, now: Date.now, env: {} });
  relay = await startRelayFor(emulator, limiter);
  return relay;
}

/** The official SDK as a user would point it at the relay: the job token as its API key. */
const sdk = (url: string, apiKey: string) =>
  new Anthropic({ baseURL: url, apiKey, maxRetries: 0, timeout: 15_000 });

const params = (content: string) => ({
  model: "claude-sonnet-4-5",
  max_tokens: 64,
  messages: [{ role: "user" as const, content }],
});

describe("the official SDK through the relay", () => {
  it("gets a message, sending the proxy exactly one credential (x-api-key)", async () => {
    const r = await relayFor(emu());
    const message = await sdk(r.url, r.key).messages.create(params("the relay works"));
    expect(message.content[0]?.type === "text" && message.content[0].text).toContain("the relay works");
    const seen = emu().traffic.filter((t) => t.surface === "proxy");
    expect(seen).toHaveLength(1);
    expect(seen[0]?.status).toBe(200);
    expect(seen[0]?.headers["x-api-key"]).toBe(emu().jobToken);
    expect(seen[0]?.headers.authorization).toBeUndefined();
    const usage = r.usage();
    expect(usage.requests).toBe(1);
    expect(usage.countedInputTokens).toBe(seen[0]?.countedInputTokens);
    expect(usage.outputTokens).toBe(message.usage.output_tokens);
  });

  it("streams a message, and counts the stream's usage as the proxy did", async () => {
    const r = await relayFor(emu());
    const stream = sdk(r.url, r.key).messages.stream(params("stream me through"));
    const events: string[] = [];
    stream.on("streamEvent", (event) => events.push(event.type));
    const message = await stream.finalMessage();
    expect(message.content[0]?.type === "text" && message.content[0].text).toContain("stream me through");
    expect(events[0]).toBe("message_start");
    expect(events.at(-1)).toBe("message_stop");
    const seen = emu().traffic.filter((t) => t.surface === "proxy");
    expect(r.usage().countedInputTokens).toBe(seen[0]?.countedInputTokens);
    expect(r.usage().outputTokens).toBe(message.usage.output_tokens);
  });

  it("is refused with a wrong token, and the proxy sees nothing", async () => {
    const r = await relayFor(emu());
    const error = await sdk(r.url, "not-the-job-token")
      .messages.create(params("x"))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Anthropic.AuthenticationError);
    expect(emu().traffic.filter((t) => t.surface === "proxy")).toHaveLength(0);
  });

  it("turns an upstream stream cut mid-way into an error for the client, not a hang", async () => {
    const r = await relayFor(emu());
    emu().faults.add({ fault: { kind: "drop-mid-stream" }, times: 1 });
    // A hang would end at the test's timeout (20 s), before the SDK's own (15 s, then a retry).
    const outcome = await sdk(r.url, r.key)
      .messages.stream(params("this stream will be cut somewhere in the middle of its reply"))
      .finalMessage()
      .then(
        () => "finished",
        (error: unknown) => error,
      );
    expect(outcome).toBeInstanceOf(Error);
    expect(outcome).not.toBeInstanceOf(Anthropic.APIConnectionTimeoutError);
    expect(r.usage().failed).toBe(1);
  });

  it("passes an overloaded_error inside a stream through as the SDK's error, and backs off", async () => {
    const r = await relayFor(emu());
    emu().faults.add({ fault: { kind: "overloaded-mid-stream" }, times: 1 });
    const outcome = await sdk(r.url, r.key)
      .messages.stream(params("overloaded half way"))
      .finalMessage()
      .then(
        () => "finished",
        (error: unknown) => error,
      );
    expect(outcome).toBeInstanceOf(Anthropic.APIError);
    expect(String((outcome as Error).message)).toContain("overloaded");
  });

  it("passes a 429 through unchanged and pauses the limiter for its retry-after", async () => {
    // The emulator's proxy admits one request per window; this relay's limiter is told two, so the
    // second reaches the proxy and is refused: the relay must pass the 429 on and pause.
    emu().proxy.setLimits({ requests: 1, windowMs: 60_000 });
    // The limiter and its gate on a clock that stands still: the pause is exactly the retry-after.
    const T = 1_900_000_000_000;
    const now = () => T;
    const limiter = createLimiter({
      store: "memory",
      requests: 2,
      inputTokens: 200_000,
      window: 60_000,
      env: {},
      now,
    });
    relay = await startRelayFor(emu(), limiter, now);
    const client = sdk(relay.url, relay.key);
    await client.messages.create(params("one"));
    const error = await client.messages.create(params("two")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Anthropic.RateLimitError);
    const retryAfter = (error as InstanceType<typeof Anthropic.RateLimitError>).headers?.get("retry-after");
    expect(retryAfter).toMatch(/^\d+$/);
    const state = await limiter.state();
    // Paused for the retry-after the proxy sent (seconds).
    expect(state.pausedUntil).toBe(T + Number(retryAfter) * 1000);
    expect(relay.usage().rateLimited).toBe(1);
  });
});
