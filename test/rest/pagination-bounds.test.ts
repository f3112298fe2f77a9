/**
 * Pagination against a server that never ends a listing (issue 20): a `next` naming the page
 * itself, two pages naming each other, and a listing longer than the page cap. The server is the
 * stand-in API in its own process; each listing is bounded here too, so the old client (which
 * looped: 26,113 requests in 20 s) fails the test instead of hanging it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRestClient } from "../../src/rest/client.js";
import { isRestError } from "../../src/rest/errors.js";
import { isListTooDeep } from "../../src/rest/list-too-deep.js";
import type { FetchLike } from "../../src/rest/transport.js";
import { type StandIn, startStandIn } from "./servers/processes.js";

/** The most requests a listing here may send before the test stops it. */
const BOUND = 40;

let server: StandIn;
beforeAll(async () => {
  server = await startStandIn({ limiter: "fixed", limit: 10_000, windowMs: 60_000, builds: 1_000 });
});
afterAll(() => server.stop());

/** A client whose requests are counted, and aborted past BOUND. */
function boundedClient() {
  const stop = new AbortController();
  let sent = 0;
  const fetch: FetchLike = (url, init) => {
    if (++sent > BOUND) stop.abort(new Error(`more than ${BOUND} requests`));
    return globalThis.fetch(url, init as RequestInit);
  };
  const api = createRestClient({
    baseUrl: server.url,
    token: "pagination-bounds",
    env: {},
    fetch,
    rateLimitStore: "off",
    signal: stop.signal,
  });
  return { api, sent: () => sent };
}

async function collect(pages: AsyncIterable<{ data: unknown[] }>) {
  let items = 0;
  try {
    for await (const page of pages) items += page.data.length;
  } catch (error) {
    return { items, error };
  }
  return { items, error: undefined };
}

describe("a Link rel=next that never ends", () => {
  it.each([
    ["names the page itself", "loop", 1],
    ["goes back and forth between two pages", "cycle", 2],
  ])("that %s: a RestError after each page once, naming the fix", async (_, pipeline, pages) => {
    const { api, sent } = boundedClient();
    const { items, error } = await collect(
      api.paginate(`/v2/organizations/acme/pipelines/${pipeline}/builds`, {
        query: { page: 1, per_page: 30 },
      }),
    );
    expect(isRestError(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).toMatch(/names a page already fetched/);
    expect(message).toMatch(/narrow the listing/);
    expect(message).not.toContain("pagination-bounds");
    expect(sent()).toBe(pages);
    expect(items).toBe(pages * 30);
    await api.close();
  });
});

describe("a listing longer than the page cap", () => {
  it("stops at the cap with a ListTooDeepError that counts what came and names the option", async () => {
    const { api, sent } = boundedClient();
    const { items, error } = await collect(
      api.builds.pages({ organization: "acme", per_page: 100 }, { pageCap: 3 }),
    );
    expect(isListTooDeep(error)).toBe(true);
    if (!isListTooDeep(error)) return;
    expect(error.count).toBe(300);
    expect(items).toBe(300);
    expect(error.message).toMatch(
      /past 3 pages \(the pageCap option\): narrow it .* or raise the pageCap option/,
    );
    expect(sent()).toBe(3);
    await api.close();
  });

  it("a listing within the cap is read to its end, maxPages still stops quietly", async () => {
    const { api } = boundedClient();
    const whole = await collect(api.builds.pages({ organization: "acme", per_page: 100 }, { pageCap: 10 }));
    expect(whole).toEqual({ items: 1_000, error: undefined });
    const two = await collect(api.builds.pages({ organization: "acme", per_page: 100 }, { maxPages: 2 }));
    expect(two).toEqual({ items: 200, error: undefined });
    await api.close();
  });
});
