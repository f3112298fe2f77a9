/**
 * The REST client's default transport (src/rest/http-fetch.ts): node:http shaped as the part of
 * fetch the client uses, against real servers on 127.0.0.1.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { httpFetch, ResponseHeaders } from "../../src/rest/http-fetch.js";
import { connectFailure } from "../../src/rest/retry-policy.js";

const seen: { path: string; authorization: string | undefined; method: string }[] = [];

function listen(
  handler: (request: IncomingMessage, url: string) => [number, Record<string, string | string[]>, string],
) {
  const server = createServer((request, response) => {
    seen.push({
      path: request.url ?? "",
      authorization: request.headers.authorization,
      method: request.method ?? "",
    });
    const [status, headers, body] = handler(request, request.url ?? "");
    response.writeHead(status, headers);
    response.end(body);
  });
  return new Promise<Server>((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

let api: Server;
let other: Server;
beforeAll(async () => {
  other = await listen(() => [200, { "Content-Type": "text/plain" }, "elsewhere"]);
  api = await listen((_request, url) => {
    if (url === "/headers") {
      return [
        200,
        { "X-Twice": ["a", "b"], "Set-Cookie": ["c=1", "d=2"], "Content-Type": "application/json" },
        "[]",
      ];
    }
    if (url === "/same") return [302, { Location: "/headers" }, ""];
    if (url === "/away") return [307, { Location: `${origin(other)}/landing` }, ""];
    if (url === "/see-other") return [303, { Location: "/headers" }, ""];
    return [404, {}, "no such page"];
  });
});
afterAll(async () => {
  for (const server of [api, other]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe("the node:http transport", () => {
  it("reads headers as fetch does: any case, one name's values joined, set-cookie apart, in name order", async () => {
    const response = await httpFetch(`${origin(api)}/headers`, { method: "GET", headers: {} });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get("x-twice")).toBe("a, b");
    expect(response.headers.get("X-TWICE")).toBe("a, b");
    expect(response.headers.get("missing")).toBeNull();
    expect(response.headers.getSetCookie()).toEqual(["c=1", "d=2"]);
    const names = [...response.headers.keys()];
    expect(names).toEqual([...names].sort());
    expect(await response.text()).toBe("[]");
  });

  it("follows a redirect on the origin with the token, and one to another origin without it", async () => {
    seen.length = 0;
    const headers = { Authorization: "Bearer http-fetch-token" };
    const same = await httpFetch(`${origin(api)}/same`, { method: "GET", headers });
    expect(same.status).toBe(200);
    expect(seen.map((s) => [s.path, s.authorization])).toEqual([
      ["/same", "Bearer http-fetch-token"],
      ["/headers", "Bearer http-fetch-token"],
    ]);
    seen.length = 0;
    const away = await httpFetch(`${origin(api)}/away`, { method: "GET", headers });
    expect(await away.text()).toBe("elsewhere");
    expect(seen.map((s) => [s.path, s.authorization])).toEqual([
      ["/away", "Bearer http-fetch-token"],
      ["/landing", undefined],
    ]);
    seen.length = 0;
    const posted = await httpFetch(`${origin(api)}/see-other`, { method: "POST", headers, body: "{}" });
    expect(posted.status).toBe(200);
    expect(seen.map((s) => s.method)).toEqual(["POST", "GET"]);
  });

  it("hands back a redirect as it is when asked to (artifact downloads)", async () => {
    const response = await httpFetch(`${origin(api)}/same`, {
      method: "GET",
      headers: {},
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/headers");
  });

  it("fails as fetch does: a refused connection and a port fetch refuses, told apart by connectFailure", async () => {
    const closed = await listen(() => [200, {}, ""]);
    const url = origin(closed);
    await new Promise((resolve) => closed.close(resolve));
    const refused = await httpFetch(url, { method: "GET", headers: {} }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TypeError);
    expect(connectFailure(refused)).toEqual({ what: "connection refused", retryable: true });
    const badPort = await httpFetch("http://127.0.0.1:6000/", { method: "GET", headers: {} }).catch(
      (error: unknown) => error,
    );
    expect(connectFailure(badPort)).toEqual({ what: "a port fetch refuses to use", retryable: false });
  });

  it("ResponseHeaders answers as a fetch Headers built from the same raw headers", () => {
    const raw = [
      "Content-Type",
      "text/plain",
      "x-a",
      "1",
      "X-A",
      "2",
      "set-cookie",
      "s=1",
      "Set-Cookie",
      "t=2",
    ];
    const ours = new ResponseHeaders(raw);
    const theirs = new Headers();
    for (let i = 0; i < raw.length; i += 2) theirs.append(raw[i] as string, raw[i + 1] as string);
    expect([...ours]).toEqual([...theirs]);
    expect(ours.get("x-a")).toBe(theirs.get("x-a"));
    expect(ours.getSetCookie()).toEqual(theirs.getSetCookie());
  });
});
