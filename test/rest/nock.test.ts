import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import nock from "nock";
import { MockAgent } from "undici";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createRestClient } from "../../src/rest/client.js";

// Edge cases a real server does not produce on demand. nock 14 intercepts node:http (the client's
// default transport, src/rest/http-fetch.ts) and the global fetch (through @mswjs/interceptors) but
// NOT the fetch of the undici package: the first test proves the client's default transport is an
// intercepted one, so every other test here really runs through nock.

const BASE = "https://api.service.test";
const TOKEN = "bkua_nocktoken0123456789abcdef01234567";
// retryTimeMs 1: no time for a retry, so each test sees the first answer (retries: retry.test.ts).
const api = () =>
  createRestClient({ baseUrl: BASE, token: TOKEN, env: {}, sleep: async () => {}, retryTimeMs: 1 });

const build = { id: "b1", url: `${BASE}/v2/x`, number: 1, state: "passed", commit: "abc", branch: "main" };

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe("transport interception", () => {
  it("nock sees the default transport's requests, with the bearer token and JSON headers", async () => {
    const scope = nock(BASE, { reqheaders: { authorization: `Bearer ${TOKEN}`, accept: "application/json" } })
      .get("/v2/builds")
      .query({ per_page: "5" })
      .reply(200, [build]);
    const page = await api().builds.list({ per_page: 5 });
    expect(page.data[0]?.number).toBe(1);
    expect(scope.isDone()).toBe(true);
  });

  it("with a dispatcher the client uses undici's fetch, which nock does not see (use undici's MockAgent there)", async () => {
    const agent = new MockAgent();
    agent.disableNetConnect();
    agent.get(BASE).intercept({ path: "/v2/user", method: "GET" }).reply(200, { id: "u1", name: "Mock" });
    const unseen = nock(BASE).get("/v2/user").reply(500, {});
    const client = createRestClient({ baseUrl: BASE, token: TOKEN, env: {}, dispatcher: agent });
    expect((await client.user()).name).toBe("Mock");
    expect(unseen.isDone()).toBe(false);
    await agent.close();
  });
});

describe("malformed responses", () => {
  it("a body that is not JSON is a RestError naming it", async () => {
    nock(BASE).get("/v2/user").reply(200, "<html>oops</html>", { "Content-Type": "text/html" });
    const error = await api()
      .user()
      .catch((e) => e);
    expect(error.name).toBe("RestError");
    expect(error.message).toMatch(
      /GET \/v2\/user answered 200, but the response body is not valid JSON \(content-type text\/html\)/,
    );
  });

  it("a body of the wrong shape is refused at the boundary, naming the field", async () => {
    nock(BASE)
      .get("/v2/builds")
      .reply(200, [{ ...build, number: "one" }]);
    const error = await api()
      .builds.list()
      .catch((e) => e);
    expect(error.message).toMatch(/does not have the documented shape at 0\.number/);
  });

  it("extra fields are kept (loose objects)", async () => {
    nock(BASE)
      .get("/v2/builds")
      .reply(200, [{ ...build, brand_new_field: 7 }]);
    expect((await api().builds.list()).data[0]?.brand_new_field).toBe(7);
  });

  it("an error body that is not JSON still gives a message", async () => {
    nock(BASE).get("/v2/user").reply(502, "Bad gateway from the proxy");
    const error = await api()
      .user()
      .catch((e) => e);
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/failed with 502: Bad gateway from the proxy/);
  });
});

describe("missing headers", () => {
  it("no rate-limit headers and no Link: one page, rateLimit sets undefined", async () => {
    nock(BASE).get("/v2/builds").query(true).reply(200, [build]);
    const client = api();
    const pages = [];
    for await (const page of client.builds.pages()) pages.push(page);
    expect(pages).toHaveLength(1);
    expect(client.rateLimit?.organization).toBeUndefined();
    expect(client.rateLimit?.user).toBeUndefined();
  });

  it("a 429 without rate-limit headers waits Retry-After, then one second", async () => {
    const waits: number[] = [];
    const client = createRestClient({
      baseUrl: BASE,
      token: TOKEN,
      env: {},
      sleep: async (ms) => void waits.push(ms),
      random: () => 0,
      rateLimitStore: "off",
    });
    nock(BASE)
      .get("/v2/user")
      .reply(429, { message: "slow down" }, { "Retry-After": "2" })
      .get("/v2/user")
      .reply(429, "")
      .get("/v2/user")
      .reply(200, { id: "u1" });
    expect((await client.user()).id).toBe("u1");
    expect(waits).toEqual([2_000, 1_000]);
  });

  it("refuses a Link to another origin, which would receive the token", async () => {
    nock(BASE)
      .get("/v2/builds")
      .query(true)
      .reply(200, [build], { Link: '<https://evil.test/v2/builds?page=2>; rel="next"' });
    const seen: number[] = [];
    const run = async () => {
      for await (const b of api().builds.iterate()) seen.push(b.number);
    };
    await expect(run()).rejects.toThrow(/refused to follow a link to https:\/\/evil.test/);
    expect(seen).toEqual([1]);
  });
});

describe("dropped connections", () => {
  it("a connection reset is a RestError with status 0 and no token in it", async () => {
    // An Error, as a reset is: nock 14 never delivers a plain object to a node:http request (it hangs).
    const reset = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    nock(BASE).get("/v2/user").replyWithError(reset);
    const error = await api()
      .user()
      .catch((e) => e);
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/GET \/v2\/user failed: could not reach the API/);
    expect(`${error.message}${error.stack}`).not.toContain(TOKEN);
  });

  it("a body cut off midway (a real loopback server) is a RestError", async () => {
    nock.enableNetConnect("127.0.0.1");
    const server = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "1000" });
      res.write('[{"id":"b1",');
      setTimeout(() => res.destroy(), 20);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = createRestClient({
        baseUrl: `http://127.0.0.1:${port}`,
        token: TOKEN,
        env: {},
        retryTimeMs: 1,
      });
      const error = await client.builds.list().catch((e) => e);
      expect(error.name).toBe("RestError");
      expect(error.message).toMatch(/connection dropped while reading|could not reach/);
      expect(error.message).not.toContain(TOKEN);
    } finally {
      server.closeAllConnections();
      server.close();
      nock.disableNetConnect();
    }
  });
});
