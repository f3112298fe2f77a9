/**
 * One request policy, two adapters (issue 12, item 3): every case of the table goes through the
 * SDK middleware (the real @anthropic-ai/sdk) and through the relay (its gate, real HTTP), both in
 * front of the same scripted stand-in for the proxy, and must leave the shared window in the same
 * state: what was settled, nothing left in flight, and the pause; and the spend account the same:
 * what the response's usage cost, nothing for a refusal, the worst case when no usage came.
 */
import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createLimiter,
  createMemoryStore,
  estimateRequestTokens,
  limitMiddleware,
} from "../../src/limit/index.js";
import { worstCaseUsd } from "../../src/limit/spend-gate.js";
import type { Limiter } from "../../src/limit/types.js";
import { toUsage } from "../../src/limit/usage.js";
import { limiterGate } from "../../src/relay/limiter-gate.js";
import { startRelay } from "../../src/relay/relay-server.js";
import { costOfUsage } from "../../src/usage/prices.js";
import {
  messageDelta,
  messageJson,
  messageStart,
  type Script,
  sse,
  startTinyUpstream,
  type TinyUpstream,
  TOKEN,
} from "../relay/tiny-upstream.js";

const BODY = {
  model: "claude-sonnet-4-5",
  max_tokens: 16,
  messages: [{ role: "user" as const, content: "count these words please ".repeat(40) }],
};
const ESTIMATE = estimateRequestTokens(BODY);

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Script =>
  (_req, res) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
      ...headers,
    });
    res.end(text);
  };
const error = (status: number, type: string, headers: Record<string, string> = {}) =>
  json(status, { type: "error", error: { type, message: type } }, headers);
const stream =
  (events: string[], cut = false): Script =>
  (_req, res) => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    for (const event of events) res.write(event);
    if (cut) setTimeout(() => res.destroy(), 20);
    else res.end();
  };

/** A stream's bytes written in pieces cut at the given byte offsets, each piece a moment apart. */
const streamCut =
  (events: string[], cuts: number[]): Script =>
  async (_req, res) => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    const bytes = Buffer.from(events.join(""));
    let from = 0;
    for (const cut of [...cuts, bytes.length]) {
      res.write(bytes.subarray(from, cut));
      from = cut;
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    res.end();
  };

/** A text delta whose text holds multi-byte characters. */
const accented = sse("content_block_delta", {
  type: "content_block_delta",
  index: 0,
  delta: { type: "text_delta", text: "d\u00e9j\u00e0 vu \u2014 na\u00efve" },
});

interface Case {
  name: string;
  script: Script;
  stream?: boolean;
  /** What stays counted in the window: a number of tokens, or the estimate. */
  tokens: number | "estimate";
  /** The pause asked for, in ms (0: none). */
  pauseMs: number;
  free?: boolean;
  /** What the spend account is charged: a response's usage at its price, the worst case, or nothing. */
  spend: Record<string, number> | "worst" | 0;
}

const PRICES = new Map([
  ["claude-sonnet-4-5", { input: 3, output: 15, cache_write_5m: 3.75, cache_write_1h: 6, cache_read: 0.3 }],
]);
const costOf = (model: string, usage: Parameters<typeof costOfUsage>[2]) => costOfUsage(PRICES, model, usage);
/** In US dollars, as the account shows it. */
function spendOf(c: Case): number {
  if (c.spend === 0) return 0;
  if (c.spend === "worst") {
    const worst = worstCaseUsd(costOf, {
      model: BODY.model,
      inputTokens: ESTIMATE,
      cacheWrite: "none",
      maxTokens: 16,
    });
    return Math.ceil((worst ?? 0) * 1e6) / 1e6;
  }
  return costOf(BODY.model, toUsage(c.spend)) ?? Number.NaN;
}

// The input usage in these responses: messageJson 12 + 3 creation (7 read); messageStart 20 (100 read).
const CASES: Case[] = [
  {
    name: "200 JSON: input + cache creation",
    script: json(200, messageJson(12)),
    tokens: 15,
    pauseMs: 0,
    spend: messageJson(12).usage,
  },
  {
    name: "200 stream: message_start's input + cache creation",
    script: stream([messageStart(20), messageDelta(5), sse("message_stop", { type: "message_stop" })]),
    stream: true,
    tokens: 20,
    pauseMs: 0,
    spend: { input_tokens: 20, cache_read_input_tokens: 100, output_tokens: 5 },
  },
  {
    name: "400: refused before the model read it",
    script: error(400, "invalid_request_error"),
    tokens: 0,
    pauseMs: 0,
    spend: 0,
  },
  {
    name: "429 with retry-after: nothing counted, everyone pauses for it",
    script: error(429, "rate_limit_error", { "retry-after": "3" }),
    tokens: 0,
    pauseMs: 3000,
    spend: 0,
  },
  {
    name: "529 without retry-after: admitted, so the estimate stays; backoff 1 s",
    script: error(529, "overloaded_error"),
    tokens: "estimate",
    pauseMs: 1000,
    spend: 0,
  },
  {
    name: "500: the estimate stays, settled now",
    script: error(500, "api_error"),
    tokens: "estimate",
    pauseMs: 0,
    spend: 0,
  },
  {
    name: "stream cut before message_start: the estimate stays, settled now",
    script: stream([": ping\n\n"], true),
    stream: true,
    tokens: "estimate",
    pauseMs: 0,
    spend: "worst",
  },
  {
    name: "stream with overloaded_error after message_start: counted, and a pause",
    script: stream([
      messageStart(20),
      sse("error", { type: "error", error: { type: "overloaded_error", message: "Overloaded" } }),
    ]),
    stream: true,
    tokens: 20,
    pauseMs: 1000,
    spend: { input_tokens: 20, cache_read_input_tokens: 100, output_tokens: 1 },
  },
  {
    name: "stream cut inside a multi-byte character, then overloaded_error: counted, and a pause",
    script: streamCut(
      [
        messageStart(20),
        accented,
        sse("error", { type: "error", error: { type: "overloaded_error", message: "Overloaded" } }),
      ],
      // Inside the first character of two bytes (the \u00e9), and again inside the \u2014.
      [
        Buffer.byteLength(messageStart(20)) + Buffer.from(accented).indexOf(0xc3) + 1,
        Buffer.byteLength(messageStart(20)) + Buffer.from(accented).indexOf(0xe2) + 2,
      ],
    ),
    stream: true,
    tokens: 20,
    pauseMs: 1000,
    spend: { input_tokens: 20, cache_read_input_tokens: 100, output_tokens: 1 },
  },
  {
    name: "a free call (models): one request, no tokens",
    script: json(200, { data: [], has_more: false, first_id: null, last_id: null }),
    free: true,
    tokens: 0,
    pauseMs: 0,
    spend: 0,
  },
];

let upstream: TinyUpstream;
beforeAll(async () => {
  upstream = await startTinyUpstream();
});
afterAll(() => upstream.close());

/** A simulated time that stands still: a pause is exactly `retry-after` or the backoff from it. */
const T = 1_900_000_000_000;
const now = () => T;

const limiterFor = (): Limiter =>
  // A store of its own per case (the "memory" setting shares one per process).
  createLimiter({
    store: createMemoryStore({ now }),
    requests: 100,
    inputTokens: 100_000,
    window: 60_000,
    env: {},
    now,
    spendLimitBuild: 100,
    costOf,
  });

/** Through the SDK and its middleware (no retries: one attempt per case). */
async function viaMiddleware(limiter: Limiter, c: Case): Promise<void> {
  const sdk = new Anthropic({
    baseURL: upstream.base,
    apiKey: null,
    authToken: null,
    defaultHeaders: { "x-api-key": TOKEN },
    maxRetries: 0,
    middleware: [limitMiddleware(limiter, { now })],
  });
  try {
    if (c.free) await sdk.models.list();
    else if (c.stream) {
      const events = await sdk.messages.create({ ...BODY, stream: true });
      for await (const _ of events) {
        // read it all
      }
    } else await sdk.messages.create(BODY);
  } catch {
    // error statuses and cut streams throw: the limiter's state is what is checked
  }
}

/** Through the relay: its gate over the same policy, a client over real HTTP. */
async function viaRelay(limiter: Limiter, c: Case): Promise<void> {
  const relay = await startRelay({
    upstream: upstream.base,
    token: TOKEN,
    gate: limiterGate({ limiter, now }),
  });
  try {
    const response = await fetch(`${relay.url}${c.free ? "/v1/models" : "/v1/messages"}`, {
      method: c.free ? "GET" : "POST",
      headers: { "x-api-key": relay.key, "content-type": "application/json" },
      ...(c.free ? {} : { body: JSON.stringify(c.stream ? { ...BODY, stream: true } : BODY) }),
    });
    await response.text().catch(() => undefined);
  } catch {
    // a cut stream
  } finally {
    await relay.close({ drainMs: 500 });
  }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 100));

describe.each([
  ["the SDK middleware", viaMiddleware],
  ["the relay gate", viaRelay],
])("the shared request policy through %s", (_name, run) => {
  it.each(CASES)("$name", async (c) => {
    upstream.script = c.script;
    const limiter = limiterFor();
    await run(limiter, c);
    await settled();
    const state = await limiter.state();
    expect(state.inFlight).toBe(0);
    expect(state.used).toEqual({ requests: 1, inputTokens: c.tokens === "estimate" ? ESTIMATE : c.tokens });
    expect(state.pausedUntil).toBe(c.pauseMs === 0 ? null : T + c.pauseMs);
    const spend = await limiter.spend?.view();
    expect(spend?.build.held).toBe(0);
    expect(spend?.build.spent).toBeCloseTo(spendOf(c), 6);
    await limiter.close();
  });
});
