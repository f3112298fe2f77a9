/**
 * What a hostile server's answer may cost (hostile trial, items 9 and 10), against real loopback
 * servers: a body past `maxResponseBytes` fails the call with one RestError naming the size and the
 * endpoint (the node:http transport and a custom fetch); a redirect loop stops at MAX_REDIRECTS with
 * an error saying so, not retried; a redirect to another origin is refused, naming both.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createRestClient,
  DEFAULT_MAX_RESPONSE_BYTES,
  type RestClientOptions,
} from "../../src/rest/client.js";
import { isRestError } from "../../src/rest/errors.js";
import { MAX_REDIRECTS } from "../../src/rest/http-fetch.js";
import type { FetchLike } from "../../src/rest/transport.js";
import { simulatedClock } from "./helpers.js";

const BIG = 50_000;
let api: Server;
let other: Server;
let base = "";
let otherBase = "";
const seen: string[] = [];
let otherSeen = 0;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

beforeAll(async () => {
  other = createServer((_req, res) => {
    otherSeen++;
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end('{"id":"not-the-api","name":"elsewhere"}');
  });
  api = createServer((req, res) => {
    seen.push(req.url ?? "");
    const url = new URL(req.url ?? "/", "http://x");
    const item = JSON.stringify({ id: "u1", name: "x".repeat(100) });
    if (url.pathname === "/v2/big-announced") {
      const body = `[${Array.from({ length: BIG / 100 }, () => item).join(",")}]`;
      res.writeHead(200, {
        "Content-Type": "application/json",
        "Content-Length": String(Buffer.byteLength(body)),
      });
      res.end(body);
      return;
    }
    if (url.pathname === "/v2/big-streamed") {
      res.writeHead(200, { "Content-Type": "application/json" }); // chunked: no length announced
      res.write("[");
      for (let i = 0; i < BIG / 100; i++) res.write(`${i ? "," : ""}${item}`);
      res.end("]");
      return;
    }
    if (url.pathname === "/v2/loop") {
      const n = Number(url.searchParams.get("n") ?? "0");
      res.writeHead(302, { Location: `/v2/loop?n=${n + 1}` });
      res.end();
      return;
    }
    if (url.pathname === "/v2/user") {
      res.writeHead(301, { Location: `${otherBase}/v2/user` });
      res.end();
      return;
    }
    res.writeHead(404, { "Content-Type": "application/json" });
    res.end('{"message":"no such page"}');
  });
  base = await listen(api);
  otherBase = await listen(other);
});
afterAll(async () => {
  for (const server of [api, other]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

let clock = simulatedClock();
beforeEach(() => {
  seen.length = 0;
  otherSeen = 0;
  clock = simulatedClock();
});

function client(options: Partial<RestClientOptions> = {}) {
  return createRestClient({
    baseUrl: base,
    token: "bkua_responseboundstoken",
    env: {},
    now: clock.now,
    sleep: clock.sleep,
    random: () => 0,
    rateLimitStore: "off",
    ...options,
  });
}

const globalFetch: FetchLike = (url, init) => fetch(url, init as RequestInit);

describe("a response body past maxResponseBytes", () => {
  for (const [way, options] of [
    ["the node:http transport", {}],
    ["a custom fetch", { fetch: globalFetch }],
  ] as const) {
    for (const path of ["/v2/big-announced", "/v2/big-streamed"]) {
      it(`${way}, ${path}: one RestError naming the size, the cap and the endpoint; not retried`, async () => {
        const error = await client({ ...options, maxResponseBytes: 10_000 })
          .request("GET", path)
          .catch((e: unknown) => e);
        expect(isRestError(error)).toBe(true);
        const message = (error as Error).message;
        expect(message).toContain(`GET ${path}`);
        expect(message).toContain("10000-byte cap");
        expect(message).toContain("maxResponseBytes");
        expect(message).toMatch(
          path.endsWith("announced") ? /\d{5} bytes \(Content-Length\)/ : /more than 10000 bytes/,
        );
        expect(seen).toEqual([path]);
        expect(clock.sleeps).toEqual([]);
      });
    }
  }

  it("is 32 MiB unless given", () => {
    expect(DEFAULT_MAX_RESPONSE_BYTES).toBe(32 * 1024 * 1024);
  });
});

describe("redirects", () => {
  it(`a redirect loop stops after ${MAX_REDIRECTS}, with an error saying so, and is not retried`, async () => {
    const error = await client()
      .request("GET", "/v2/loop")
      .catch((e: unknown) => e);
    expect(isRestError(error)).toBe(true);
    expect((error as Error).message).toContain(`redirected ${MAX_REDIRECTS} times in a row`);
    expect((error as Error).message).not.toContain("could not reach");
    expect(seen).toHaveLength(MAX_REDIRECTS + 1);
    expect(clock.sleeps).toEqual([]);
  });

  it("a redirect to another origin is refused, naming both; that host is not asked", async () => {
    const error = await client()
      .user()
      .catch((e: unknown) => e);
    expect(isRestError(error)).toBe(true);
    expect((error as Error).message).toContain(
      `the API at ${base} redirected /v2/user to another origin, ${otherBase}`,
    );
    expect(otherSeen).toBe(0);
    expect(clock.sleeps).toEqual([]);
  });

  it("with a custom fetch that follows it, the other origin's answer is refused all the same", async () => {
    const error = await client({ fetch: globalFetch })
      .user()
      .catch((e: unknown) => e);
    expect(isRestError(error)).toBe(true);
    expect((error as Error).message).toContain(`redirected to another origin, ${otherBase}`);
    expect(clock.sleeps).toEqual([]);
  });
});
