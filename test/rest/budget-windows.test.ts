/**
 * The REST budget against the three kinds of server limiter (issue 20): fixed windows, sliding
 * windows whose Reset counts until the oldest hit leaves, and token buckets, each enforcing both
 * limits of the spec. Simulated time: clients take turns and the server counts on one SimClock,
 * with a latency each way; the real-process runs against the same limiters are
 * budget-servers.test.ts.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createRestClient } from "../../src/rest/client.js";
import { isRestError } from "../../src/rest/errors.js";
import { createRestBudget } from "../../src/rest/shared-budget.js";
import type { FetchLike } from "../../src/rest/transport.js";
import { SimClock } from "../limit/helpers/sim-clock.js";
import { LIMITER_KINDS, type LimiterKind, limiter } from "./servers/limiters.mjs";

/** A deterministic PRNG in [0, 1) (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The API's two limits on the simulated clock, as a fetch: latency there, count, latency back. */
function simulatedApi(kind: LimiterKind, limit: number, windowMs: number, clock: SimClock, seed: number) {
  const organization = limiter(kind, limit, windowMs);
  const user = limiter(kind, limit, windowMs);
  const random = seeded(seed);
  const latency = () => 2 + Math.floor(random() * 40);
  const counts = { ok: 0, rateLimited: 0, lastOkAt: 0 };
  const fetch: FetchLike = async () => {
    await clock.sleep(latency());
    const now = clock.now();
    const allowed = organization.state(now, false).fits && user.state(now, false).fits;
    const org = organization.state(now, allowed);
    const usr = user.state(now, allowed);
    if (allowed) {
      organization.count(now);
      user.count(now);
      counts.ok++;
      counts.lastOkAt = now;
    } else {
      counts.rateLimited++;
    }
    await clock.sleep(latency());
    return new Response(allowed ? "[]" : '{"message":"rate limit exceeded"}', {
      status: allowed ? 200 : 429,
      headers: {
        "Content-Type": "application/json",
        "RateLimit-Limit": String(limit),
        "RateLimit-Remaining": String(org.remaining),
        "RateLimit-Reset": String(org.resetSeconds),
        "RateLimit-User-Limit": String(limit),
        "RateLimit-User-Remaining": String(usr.remaining),
        "RateLimit-User-Reset": String(usr.resetSeconds),
      },
    });
  };
  /** Requests of another token of the organization: counted by the organization's limit only. */
  const foreign = (count: number) => {
    for (let i = 0; i < count; i++) organization.count(clock.now());
  };
  return { fetch, counts, foreign };
}

/** Run simulated time until `work` ends; bounded in steps. */
async function drive<T>(clock: SimClock, work: Promise<T>): Promise<T> {
  let finished = false;
  const done = work.finally(() => {
    finished = true;
  });
  for (let step = 0; step < 200_000 && !finished; step++) {
    if (clock.pending > 0) await clock.runUntilIdle(1);
    else await new Promise((resolve) => setImmediate(resolve));
  }
  expect(finished).toBe(true);
  return done;
}

let tokens = 0;

interface Case {
  kind: LimiterKind;
  limit: number;
  windowMs: number;
  clients: number;
  requests: number;
  /** Where the clock starts in the server's fixed windows. */
  offsetMs: number;
}

const cases: Case[] = LIMITER_KINDS.flatMap((kind) => [
  { kind, limit: 5, windowMs: 2_000, clients: 4, requests: 12, offsetMs: 0 },
  { kind, limit: 7, windowMs: 3_000, clients: 6, requests: 9, offsetMs: 1_700 },
  { kind, limit: 10, windowMs: 60_000, clients: 3, requests: 12, offsetMs: 45_000 },
]);

describe("clients on one token against each kind of server limiter", () => {
  it.each(
    cases,
  )("$kind, $limit per $windowMs ms, $clients clients x $requests requests: at most one 429, none failed", async ({
    kind,
    limit,
    windowMs,
    clients,
    requests,
    offsetMs,
  }) => {
    const clock = new SimClock(1_800_000_000_000 + offsetMs);
    const api = simulatedApi(kind, limit, windowMs, clock, limit * 31 + clients);
    // One client, its calls in parallel: they share its budget as processes share a store.
    const client = createRestClient({
      // An origin of its own: learned limits are kept per origin, token and organization.
      baseUrl: `http://127.0.0.1:${1000 + ++tokens}`,
      token: `budget-windows-${tokens}`,
      env: {},
      fetch: api.fetch,
      now: clock.now,
      sleep: clock.sleep,
      random: seeded(7),
      rateLimitStore: "memory",
    });
    const started = clock.now();
    const failures: unknown[] = [];
    await drive(
      clock,
      Promise.all(
        Array.from({ length: clients }, async () => {
          for (let i = 0; i < requests; i++) {
            await client.request("GET", "/v2/organizations/acme/builds").catch((error) => {
              failures.push(error);
            });
          }
        }),
      ),
    );
    await client.close();
    expect(failures).toEqual([]);
    expect(api.counts.ok).toBe(clients * requests);
    expect(api.counts.rateLimited).toBeLessThanOrEqual(1);
    // Not bought by waiting too long: within a window and a half of the sliding-window minimum
    // for the requests (the first window is spent learning the window's size).
    const minimum = (Math.ceil((clients * requests) / limit) - 1) * windowMs;
    expect(api.counts.lastOkAt - started).toBeLessThanOrEqual(minimum + 1.5 * windowMs);
  }, 30_000);
});

describe("a response with nothing remaining", () => {
  const seen = (remaining: number, resetSeconds: number, now: number) => ({
    scope: undefined,
    limit: 100,
    remaining,
    resetSeconds,
    resetAt: now + resetSeconds * 1000,
  });

  it("holds every turn of that scope until its Reset, and only of that scope", async () => {
    const clock = new SimClock(1_800_000_000_000);
    const budget = createRestBudget({
      store: "memory",
      origin: `http://127.0.0.1:${1000 + ++tokens}`,
      identity: `budget-windows-${tokens}`,
      timeoutMs: 30_000,
      now: clock.now,
      sleep: clock.sleep,
    });
    const turn = await budget.take("/v2/organizations/acme/builds");
    // Spent by requests this budget never saw (another token of the organization).
    await turn.finish({
      organization: seen(0, 3, clock.now()),
      user: seen(50, 60, clock.now()),
      observedAt: clock.now(),
    });
    const start = clock.now();
    const userOnly = await drive(
      clock,
      budget.take("/v2/user").then(() => clock.now()),
    );
    expect(userOnly - start).toBe(0);
    const organization = await drive(
      clock,
      budget.take("/v2/organizations/acme/pipelines").then(() => clock.now()),
    );
    expect(organization - start).toBeGreaterThanOrEqual(3_000);
    // And not much longer: the Reset, not a window of the 60 s the user's Reset taught.
    expect(organization - start).toBeLessThan(3_500);
    await budget.close();
  });
});

describe("the page after a Remaining of 0 under a sliding window", () => {
  it("one client paging at its own pace meets no 429 where the oldest hit's Reset is short", async () => {
    const clock = new SimClock(1_800_000_000_000);
    const api = simulatedApi("sliding", 3, 10_000, clock, 99);
    const client = createRestClient({
      baseUrl: `http://127.0.0.1:${1000 + ++tokens}`,
      token: `budget-windows-${tokens}`,
      env: {},
      fetch: api.fetch,
      now: clock.now,
      sleep: clock.sleep,
      random: seeded(3),
      rateLimitStore: "memory",
      maxRetries: 0,
    });
    // Three requests 4 s apart fill the window; the fourth is due when the first leaves (at 10 s),
    // the fifth when the second does (14 s), not when the fourth's response says Reset 4 s.
    const errors: unknown[] = [];
    await drive(
      clock,
      (async () => {
        for (let i = 0; i < 6; i++) {
          await client.request("GET", "/v2/organizations/acme/builds").catch((error) => errors.push(error));
          if (i < 2) await clock.sleep(4_000);
        }
      })(),
    );
    await client.close();
    expect(errors.filter(isRestError).map((error) => error.status)).toEqual([]);
    expect(api.counts.rateLimited).toBe(0);
    expect(api.counts.ok).toBe(6);
  });
});

describe("a Remaining of 0 that the budget's own window could explain", () => {
  // Why the pause after a Remaining of 0 stays whole (shared-budget.ts, rule 2): these headers are
  // what a sliding window shows a client alone on it, where the pause only costs time, and what a
  // fixed window shows when another token's requests share it, where ending the pause early is a
  // 429. At 3.3 s the budget holds four requests of its own (1.8 s, 1.85 s, 3.2 s, 3.25 s) and the
  // server says 4 of 4 are used, Reset 1 s; two of the four were counted in the window before.
  it("still holds the scope until its Reset: a fixed window shared with another token meets no 429", async () => {
    const clock = new SimClock(1_800_000_000_000); // a multiple of 2 s: the server's windows start here
    const api = simulatedApi("fixed", 4, 2_000, clock, 5);
    const client = createRestClient({
      baseUrl: `http://127.0.0.1:${1000 + ++tokens}`,
      token: `budget-windows-${tokens}`,
      env: {},
      fetch: api.fetch,
      now: clock.now,
      sleep: clock.sleep,
      random: seeded(5),
      rateLimitStore: "memory",
      maxRetries: 0,
    });
    const start = clock.now();
    const at = (ms: number) => clock.sleep(Math.max(0, start + ms - clock.now()));
    const get = () => client.request("GET", "/v2/organizations/acme/builds");
    const sentAt: number[] = [];
    await drive(
      clock,
      (async () => {
        await at(100);
        await get(); // Reset 2 s: the window is learned whole
        await at(1_800);
        await Promise.all([get(), at(1_850).then(get)]);
        await at(3_100);
        api.foreign(2);
        await at(3_200);
        await Promise.all([get(), at(3_250).then(get)]);
        // Remaining 0 now; the next request must not go before the server's window ends at 4 s.
        await get();
        sentAt.push(api.counts.lastOkAt - start);
      })(),
    );
    await client.close();
    expect(api.counts.rateLimited).toBe(0);
    expect(api.counts.ok).toBe(6);
    expect(sentAt[0]).toBeGreaterThanOrEqual(4_000);
  });
});

describe("the window learned by processes sharing a file store", () => {
  it("is the longest Reset any of them saw: one that came in mid-window does not shorten it", async () => {
    const stateDir = mkdtempSync(join(tmpdir(), "jobai-rest-learned-"));
    const origin = `http://127.0.0.1:${1000 + ++tokens}`;
    const clock = new SimClock(1_800_000_000_000);
    const process = () =>
      createRestBudget({
        store: "file",
        stateDir,
        origin,
        identity: `budget-windows-${tokens}`,
        timeoutMs: 30_000,
        now: clock.now,
        sleep: clock.sleep,
      });
    const seen = (resetSeconds: number) => ({
      scope: undefined,
      limit: 10,
      remaining: 5,
      resetSeconds,
      resetAt: clock.now() + resetSeconds * 1000,
    });
    // Both start before either has an answer, as jobs started together do.
    const first = process();
    const second = process();
    const firstTurn = await first.take("/v2/user");
    const secondTurn = await second.take("/v2/user");
    await firstTurn.finish({ organization: undefined, user: seen(2), observedAt: clock.now() });
    // A sliding window's Reset counts from the oldest hit: the second's answer says only 1 s.
    await secondTurn.finish({ organization: undefined, user: seen(1), observedAt: clock.now() });
    const files = readdirSync(stateDir).filter((name) => name.startsWith("rest-limits-"));
    expect(files).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(stateDir, files[0] as string), "utf8"))).toMatchObject({
      requests: 10,
      windowMs: 2_000,
    });
    await first.close();
    await second.close();
  });
});
