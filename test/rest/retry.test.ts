/**
 * Retries that end by time (issue 15, item 2): a real loopback server that fails as told, a client
 * on a simulated clock (its sleeps advance the clock and are recorded), jitter fixed at 0.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createRestClient, type RestClientOptions } from "../../src/rest/client.js";
import { backoffMs, isIdempotent } from "../../src/rest/retry-policy.js";
import { simulatedClock } from "./helpers.js";

/** What the server does with the next requests, in order; then it answers 200. */
type Step = "503" | "drop" | "hang" | "429" | "429-200s" | "429-huge";
let script: Step[] = [];
let seen: string[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const step = script.shift();
    if (step === "drop") {
      req.socket.destroy();
      return;
    }
    if (step === "hang") return; // never answers
    if (step === "503") {
      res.writeHead(503, { "Content-Type": "application/json" });
      res.end('{"message":"Service Unavailable"}');
      return;
    }
    if (step === "429" || step === "429-200s" || step === "429-huge") {
      res.writeHead(429, {
        "Content-Type": "application/json",
        "RateLimit-Limit": "10",
        "RateLimit-Remaining": "0",
        "RateLimit-Reset": step === "429" ? "4" : step === "429-200s" ? "200" : "999999",
      });
      res.end('{"message":"You have exceeded the rate limit"}');
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end('{"id":"u1","name":"Ada","slug":"acme","message":"ok"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

let clock = simulatedClock();
beforeEach(() => {
  script = [];
  seen = [];
  clock = simulatedClock();
});

function client(options: Partial<RestClientOptions> = {}) {
  return createRestClient({
    baseUrl: base,
    token: "bkua_retrytesttoken",
    env: {},
    now: clock.now,
    sleep: clock.sleep,
    random: () => 0,
    rateLimitStore: "off",
    ...options,
  });
}

describe("which calls are retried", () => {
  it("idempotent per HTTP: GET, HEAD, OPTIONS, PUT, DELETE; not POST or PATCH", () => {
    for (const method of ["GET", "head", "OPTIONS", "PUT", "DELETE"]) expect(isIdempotent(method)).toBe(true);
    for (const method of ["POST", "PATCH"]) expect(isIdempotent(method)).toBe(false);
  });

  it("a GET is tried again after 5xx and a dropped connection, with growing backoff", async () => {
    script = ["503", "drop", "503"];
    expect((await client().user()).id).toBe("u1");
    expect(seen).toHaveLength(4);
    expect(clock.sleeps).toEqual([backoffMs(1, () => 0), backoffMs(2, () => 0), backoffMs(3, () => 0)]);
    expect(clock.sleeps).toEqual([250, 500, 1000]);
  });

  it("a POST is not: the 5xx or the drop is the caller's to judge", async () => {
    script = ["503"];
    const api = client();
    const error = await api
      .request("POST", "/v2/organizations/acme/pipelines", { body: { name: "x" } })
      .catch((e) => e);
    expect(error.status).toBe(503);
    script = ["drop"];
    const dropped = await api
      .request("POST", "/v2/organizations/acme/pipelines", { body: { name: "x" } })
      .catch((e) => e);
    expect(dropped.status).toBe(0);
    expect(seen).toHaveLength(2);
    expect(clock.sleeps).toEqual([]);
  });

  it("a PUT that starts work (rebuild) is not sent twice on a guess", async () => {
    script = ["503"];
    const error = await client()
      .builds.rebuild({ organization: "acme", pipeline: "app", number: 1 })
      .catch((e) => e);
    expect(error.status).toBe(503);
    expect(seen).toEqual(["PUT /v2/organizations/acme/pipelines/app/builds/1/rebuild"]);
  });

  it("a 429 is retried for any method, after the Reset (plus jitter)", async () => {
    script = ["429"];
    const api = client({ random: () => 1 });
    await api.request("POST", "/v2/organizations/acme/pipelines", { body: { name: "x" } });
    // Reset 4 s, jitter up to a tenth of it.
    expect(clock.sleeps).toEqual([4_400]);
  });
});

describe("retries end by time, not count", () => {
  it("stops once retryTimeMs has passed since the first failure, and throws the last error", async () => {
    script = ["503", "503", "503", "503", "503", "503"];
    const error = await client({ retryTimeMs: 1_000 })
      .user()
      .catch((e) => e);
    expect(error.status).toBe(503);
    // 250 + 500 fit in 1 s; the next 1,000 would not.
    expect(clock.sleeps).toEqual([250, 500]);
    expect(seen).toHaveLength(3);
  });

  it("a 429 whose Reset is past maxWaitMs is thrown, not waited out", async () => {
    script = ["429"];
    const error = await client({ retryTimeMs: 1_000, maxWaitMs: 3_000 })
      .user()
      .catch((e) => e);
    expect(error.status).toBe(429);
    expect(clock.sleeps).toEqual([]);
  });

  it("a 429 whose Reset is past retryTimeMs but within maxWaitMs is waited out, with its wait line, then retried", async () => {
    // Hostile trial item 7: a Reset over 2 minutes (retryTimeMs) failed at once, no wait, no retry.
    script = ["429-200s"];
    const events: { kind: string; waitMs: number }[] = [];
    const api = client({ random: () => 1, onWait: (event) => events.push(event) });
    expect((await api.user()).id).toBe("u1");
    // The jitter (1 s at most) stays within maxWaitMs (5 minutes).
    expect(clock.sleeps).toEqual([201_000]);
    expect(events).toEqual([expect.objectContaining({ kind: "rate-limit", waitMs: 201_000 })]);
    expect(seen).toHaveLength(2);
  });

  it("a Reset of 999999 is read as 5 minutes and waited for exactly maxWaitMs, not past it", async () => {
    script = ["429-huge"];
    const api = client({ random: () => 1 });
    expect((await api.user()).id).toBe("u1");
    expect(clock.sleeps).toEqual([300_000]);
    expect(seen).toHaveLength(2);
  });

  it("reports each wait to onWait before it starts", async () => {
    script = ["503", "429"];
    const events: unknown[] = [];
    await client({ onWait: (event) => events.push(event) }).user();
    expect(events).toEqual([
      expect.objectContaining({ kind: "retry", waitMs: 250, reason: "the API answered 503", attempt: 2 }),
      expect.objectContaining({ kind: "rate-limit", waitMs: 4_000, attempt: 3 }),
    ]);
  });
});

describe("a server that never answers", () => {
  it("ends the call at timeoutMs, not tried again (a silent API stays silent), and the error names the option", async () => {
    script = ["hang", "hang"];
    const error = await client({ timeoutMs: 200, retryTimeMs: 30_000 })
      .user()
      .catch((e) => e);
    expect(error.status).toBe(0);
    expect(error.message).toMatch(
      /GET \/v2\/user failed: no answer within 0.2 s \(--timeout, the timeoutMs option\); not retried/,
    );
    expect(seen).toHaveLength(1);
    expect(clock.sleeps).toEqual([]);
  });

  it("refuses a timeout or time bound that is not a positive whole number of ms", () => {
    expect(() => client({ timeoutMs: 0 })).toThrow(/timeoutMs must be a whole number of ms/);
    expect(() => client({ retryTimeMs: 1.5 })).toThrow(/retryTimeMs must be a whole number of ms/);
  });
});
