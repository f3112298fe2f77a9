/**
 * Rate-limit headers set the learned limit through both ways in (issue 22, item 3): a proxy that
 * states `anthropic-ratelimit-requests-limit` below the configured limit, reached through the relay
 * and through the SDK middleware; the limiter then admits against it, and says why.
 */
import Anthropic from "@anthropic-ai/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { createLimiter, createMemoryStore, limitMiddleware } from "../../src/limit/index.js";
import type { Limiter } from "../../src/limit/types.js";
import { limiterGate } from "../../src/relay/limiter-gate.js";
import { startRelay } from "../../src/relay/relay-server.js";
import { messageJson, startTinyUpstream, type TinyUpstream, TOKEN } from "./tiny-upstream.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An upstream that states a requests limit of 3 and an input-token limit above the configured one. */
async function statingUpstream(): Promise<TinyUpstream> {
  const upstream = await startTinyUpstream();
  cleanups.push(() => upstream.close());
  upstream.script = (_req, res) => {
    const body = JSON.stringify(messageJson());
    res.writeHead(200, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      "anthropic-ratelimit-requests-limit": "3",
      "anthropic-ratelimit-requests-remaining": "2",
      "anthropic-ratelimit-input-tokens-limit": "900000",
    });
    res.end(body);
  };
  return upstream;
}

function limiter(): Limiter {
  const made = createLimiter({
    store: createMemoryStore(),
    requests: 10,
    inputTokens: 50_000,
    window: 60_000,
    env: {},
  });
  cleanups.push(() => made.close());
  return made;
}

const body = {
  model: "claude-haiku-5-5",
  max_tokens: 8,
  messages: [{ role: "user" as const, content: "hi" }],
};

describe("rate-limit headers set the learned limit", () => {
  it("through the relay", async () => {
    const upstream = await statingUpstream();
    const shared = limiter();
    const relay = await startRelay({
      upstream: upstream.base,
      token: TOKEN,
      gate: limiterGate({ limiter: shared }),
    });
    cleanups.push(() => relay.close({ drainMs: 1000 }));
    const client = new Anthropic({ baseURL: relay.url, apiKey: relay.key, maxRetries: 0 });
    await client.messages.create(body);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the policy learns as the status arrives
    const state = await shared.state();
    expect(state.learned).toMatchObject({ requests: 3, inputTokens: 50_000, cause: "headers" });
    expect(state.learned?.why).toMatch(/^set to 3 requests by the proxy's rate-limit headers at/);
    expect(state.remaining.requests).toBe(2);
    // The fourth request in the window waits: two more go at once, the next does not.
    await client.messages.create(body);
    await client.messages.create(body);
    const waiting = new AbortController();
    const fourth = client.messages.create(body, { signal: waiting.signal });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(upstream.seen).toHaveLength(3);
    waiting.abort();
    await fourth.catch(() => {});
  });

  it("through the SDK middleware", async () => {
    const upstream = await statingUpstream();
    const shared = limiter();
    const client = new Anthropic({
      baseURL: upstream.base,
      apiKey: null,
      authToken: null,
      defaultHeaders: { "x-api-key": TOKEN },
      maxRetries: 0,
      middleware: [limitMiddleware(shared)],
    });
    await client.messages.create(body);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await shared.state()).learned).toMatchObject({ requests: 3, cause: "headers" });
  });
});
