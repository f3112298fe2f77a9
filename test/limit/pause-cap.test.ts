/**
 * A 429's or 529's pause (issue 23): whatever `retry-after` says (a day, 99999999999 s, a date in
 * 2099, a negative or malformed value), no pause lasts longer than the window, through both ways
 * in (the SDK middleware and the relay's gate), and the SDK's own retry is not left sleeping a day
 * either. The pause remembers whether a 429 or a 529 caused it, in every store, so the wait line
 * names a 529 as the provider overloaded instead of a rate limit.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { afterAll, beforeAll, describe, expect, it, test } from "vitest";
import { resolveSettings } from "../../src/config/settings.js";
import { createFileStore } from "../../src/limit/file-store.js";
import { createLimiter, createMemoryStore, limitMiddleware } from "../../src/limit/index.js";
import { retryAfterMs } from "../../src/limit/request-policy.js";
import type { Budget, Limiter } from "../../src/limit/types.js";
import { createNoticedLimiter, retryNoticeMiddleware } from "../../src/provider/wait-notice.js";
import { limiterGate } from "../../src/relay/limiter-gate.js";
import { startRelay } from "../../src/relay/relay-server.js";
import {
  messageJson,
  type Script,
  startTinyUpstream,
  type TinyUpstream,
  TOKEN,
} from "../relay/tiny-upstream.js";

const BODY = {
  model: "claude-sonnet-4-5",
  max_tokens: 16,
  messages: [{ role: "user" as const, content: "hello" }],
};
const T = 1_900_000_000_000;
const now = () => T;
const WINDOW = 60_000;

const error =
  (status: number, headers: Record<string, string>): Script =>
  (_req, res) => {
    const type = status === 529 ? "overloaded_error" : "rate_limit_error";
    const text = JSON.stringify({ type: "error", error: { type, message: type } });
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(text);
  };

let upstream: TinyUpstream;
beforeAll(async () => {
  upstream = await startTinyUpstream();
});
afterAll(() => upstream.close());

describe("retryAfterMs reads only well-formed waits", () => {
  const at = Date.parse("2026-01-01T00:00:00Z");
  it.each([
    [{ "retry-after": "3" }, 3000],
    [{ "retry-after": "86400" }, 86_400_000],
    [{ "retry-after": "1.5" }, 1500],
    [{ "retry-after-ms": "250" }, 250],
    [{ "retry-after": "Thu, 01 Jan 2026 00:00:05 GMT" }, 5000],
    [{ "retry-after": "-5" }, undefined],
    [{ "retry-after": "5abc" }, undefined],
    [{ "retry-after": "1e9" }, undefined],
    [{ "retry-after": "0" }, undefined],
    [{ "retry-after": "Wed, 31 Dec 2025 23:59:00 GMT" }, undefined],
    // Date.parse reads "2001" and many such strings as dates: only an HTTP date is one.
    [{ "retry-after": "2001" }, 2_001_000],
    [{ "retry-after": "tomorrow 2001" }, undefined],
    [{ "retry-after-ms": "-250", "retry-after": "2" }, 2000],
    [{ "retry-after-ms": "soon", "retry-after": "2" }, 2000],
  ])("%j -> %s", (headers, expected) => {
    expect(retryAfterMs(new Headers(headers), at)).toBe(expected);
  });
});

const limiterFor = (): Limiter =>
  createLimiter({
    store: createMemoryStore({ now }),
    requests: 100,
    inputTokens: 100_000,
    window: WINDOW,
    env: {},
    now,
  });

async function viaMiddleware(limiter: Limiter): Promise<void> {
  const sdk = new Anthropic({
    baseURL: upstream.base,
    apiKey: null,
    authToken: null,
    defaultHeaders: { "x-api-key": TOKEN },
    maxRetries: 0,
    middleware: [limitMiddleware(limiter, { now })],
  });
  await sdk.messages.create(BODY).catch(() => undefined);
}

async function viaRelay(limiter: Limiter): Promise<void> {
  const relay = await startRelay({
    upstream: upstream.base,
    token: TOKEN,
    gate: limiterGate({ limiter, now }),
  });
  try {
    const response = await fetch(`${relay.url}/v1/messages`, {
      method: "POST",
      headers: { "x-api-key": relay.key, "content-type": "application/json" },
      body: JSON.stringify(BODY),
    });
    await response.text();
  } finally {
    await relay.close({ drainMs: 500 });
  }
}

const CASES: { name: string; status: 429 | 529; headers: Record<string, string>; pauseMs: number }[] = [
  { name: "429, retry-after a day", status: 429, headers: { "retry-after": "86400" }, pauseMs: WINDOW },
  {
    name: "529, retry-after 99999999999 s",
    status: 529,
    headers: { "retry-after": "99999999999" },
    pauseMs: WINDOW,
  },
  {
    name: "429, retry-after a date in 2099",
    status: 429,
    headers: { "retry-after": "Wed, 21 Oct 2099 07:28:00 GMT" },
    pauseMs: WINDOW,
  },
  {
    name: "529, retry-after-ms a day",
    status: 529,
    headers: { "retry-after-ms": "86400000" },
    pauseMs: WINDOW,
  },
  { name: "429, retry-after -5: the backoff", status: 429, headers: { "retry-after": "-5" }, pauseMs: 1000 },
  {
    name: "529, retry-after 'soon': the backoff",
    status: 529,
    headers: { "retry-after": "soon" },
    pauseMs: 1000,
  },
  { name: "429, retry-after 3: as asked", status: 429, headers: { "retry-after": "3" }, pauseMs: 3000 },
];

describe.each([
  ["the SDK middleware", viaMiddleware],
  ["the relay gate", viaRelay],
])("the pause through %s", (_name, run) => {
  it.each(CASES)("$name", async (c) => {
    upstream.script = error(c.status, c.headers);
    const limiter = limiterFor();
    await run(limiter);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const state = await limiter.state();
    expect(state.pausedUntil).toBe(T + c.pauseMs);
    expect(state.pausedFor).toBe(c.status);
    await limiter.close();
  });
});

/**
 * The upstream answers `status` with `headers` once, then a message; an SDK client (one retry)
 * with the limiter of a `windowMs` window and the wait lines it prints.
 */
function retryOnce(status: number, headers: Record<string, string>, windowMs: number) {
  const seen = { calls: 0 };
  upstream.script = (req, res, body) => {
    seen.calls++;
    if (seen.calls === 1) return error(status, headers)(req, res, body);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(messageJson(3)));
  };
  const limiter = createLimiter({ store: createMemoryStore(), requests: 100, window: windowMs, env: {} });
  const lines: string[] = [];
  const sdk = new Anthropic({
    baseURL: upstream.base,
    apiKey: null,
    authToken: null,
    defaultHeaders: { "x-api-key": TOKEN },
    maxRetries: 1,
    middleware: [limitMiddleware(limiter), retryNoticeMiddleware(1, (line) => lines.push(line), windowMs)],
  });
  return { seen, limiter, lines, sdk };
}

test("the SDK's own retry after a 429 with retry-after: 86400 waits the capped pause, not a day", async () => {
  // A short window on the real clock: the retry waits it (the capped pause), about 0.4 s.
  const { seen, limiter, lines, sdk } = retryOnce(429, { "retry-after": "86400" }, 400);
  const started = Date.now();
  const answer = await sdk.messages.create(BODY, { timeout: 10_000 });
  expect(answer.type).toBe("message");
  expect(seen.calls).toBe(2);
  // Not a timed assertion of speed: a day's sleep would never get here within the test's timeout.
  expect(Date.now() - started).toBeLessThan(10_000);
  // A wait of 0.4 s prints no line (only waits over 2 s do), and certainly not one of 86400 s.
  expect(lines).toEqual([]);
  await limiter.close();
}, 15_000);

test("the wait line names a 529 as the provider overloaded, and a 429 as a 429, in another process's view too", async () => {
  const dir = mkdtempSync(join(tmpdir(), "jobai-pause-cap-"));
  const budget: Budget = { requests: 10, inputTokens: 1000, windowMs: WINDOW, marginMs: 60, latencyMs: 1000 };
  // Two store objects on one directory stand for two processes: one pauses, the other is told why.
  const pauser = createFileStore({ dir, key: "k" });
  const other = createFileStore({ dir, key: "k" });
  await pauser.pause(5000, budget, 529);
  expect(await other.tryAcquire("a", { requests: 1, inputTokens: 1 }, budget)).toMatchObject({
    granted: false,
    reason: "paused",
    status: 529,
  });
  expect((await other.state(budget)).pausedFor).toBe(529);

  const settings = resolveSettings({ store: "memory", requests: 10, window: WINDOW }, {}, {});
  const lines: string[] = [];
  const env = { SERVICE_ORGANIZATION_SLUG: `pause-cap-${Date.now()}` };
  const limiter = createNoticedLimiter(settings, env, (line) => lines.push(line)) as Limiter;
  for (const status of [529, 429] as const) {
    await limiter.pause(Date.now() + 5000, status);
    const leave = new AbortController();
    const waiting = limiter.acquire({ requests: 1, inputTokens: 1 }, leave.signal).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    leave.abort();
    await waiting;
  }
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(
    /^jobai: waiting 5 s for the rate limit \(paused after the proxy answered 529, overloaded\)$/,
  );
  expect(lines[1]).toMatch(
    /^jobai: waiting \d s for the rate limit \(paused after the proxy answered 429\)$/,
  );
  await limiter.close();
});

test.each([
  [429, "99999999999", /^jobai: waiting 3 s for retry 1 of 1 \(the proxy answered 429\)$/],
  [529, "86400", /^jobai: waiting 3 s for retry 1 of 1 \(the proxy answered 529, overloaded\)$/],
  // Malformed: the limiter hands the SDK its own short backoff, and the line must not say 3 s.
  [429, "1e300", undefined],
  [429, "Infinity", undefined],
])(
  "a %i with retry-after: %s s prints the wait the SDK is handed (one window; a malformed header, its short backoff: no line)",
  async (status, after, says) => {
    // A header beyond what the SDK reads as a delay (over 2^31 ms) was taken for its 0.5 s backoff, so
    // the window the SDK then waited (the limiter hands it the capped header) went unsaid.
    const { seen, limiter, lines, sdk } = retryOnce(status, { "retry-after": after }, 3000);
    expect((await sdk.messages.create(BODY, { timeout: 15_000 })).type).toBe("message");
    expect(seen.calls).toBe(2);
    if (says) {
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(says);
    } else expect(lines).toEqual([]);
    await limiter.close();
  },
  20_000,
);
