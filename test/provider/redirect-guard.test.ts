/**
 * The guard's decisions where a loopback server cannot easily stand in (an https proxy address):
 * the middleware is called as the SDK calls it, `next` answering as fetch would with
 * `redirect: "manual"`. The end-to-end case (every way in, real HTTP) is hostile-proxy.test.ts.
 */
import type { MiddlewareNext } from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { ProxyRedirectError, redirectGuardMiddleware } from "../../src/provider/redirect-guard.js";

type Request = Parameters<MiddlewareNext>[0];

function answering(answers: Record<string, Response>) {
  const sent: Request[] = [];
  const next: MiddlewareNext = async (request) => {
    sent.push(request);
    const answer = answers[request.url];
    if (!answer) throw new Error(`unexpected request to ${request.url}`);
    return answer;
  };
  return { next, sent };
}

const redirect = (status: number, location: string) => new Response(null, { status, headers: { location } });
const ctx = {} as Parameters<typeof redirectGuardMiddleware>[2];

describe("redirectGuardMiddleware", () => {
  it("refuses https to plain http on the same host, naming both origins; nothing sent there", async () => {
    const { next, sent } = answering({
      "https://proxy.example/ai/vendor/v1/messages": redirect(
        307,
        "http://proxy.example/ai/vendor/v1/messages",
      ),
    });
    const request: Request = {
      url: "https://proxy.example/ai/vendor/v1/messages",
      method: "POST",
      headers: new Headers({ "x-api-key": "tok" }),
      body: "{}",
    };
    const error = await redirectGuardMiddleware(request, next, ctx).catch((e) => e);
    expect(error).toBeInstanceOf(ProxyRedirectError);
    expect(error.message).toContain(
      "the proxy at https://proxy.example answered 307, a redirect of /ai/vendor/v1/messages to another origin, http://proxy.example (from https to plain http): refused",
    );
    expect(sent.map((r) => r.url)).toEqual(["https://proxy.example/ai/vendor/v1/messages"]);
    expect(sent[0]?.redirect).toBe("manual");
  });

  it("follows a redirect on the same origin with the same method and body", async () => {
    const { next, sent } = answering({
      "https://proxy.example/v1/messages": redirect(308, "/v2/messages"),
      "https://proxy.example/v2/messages": new Response("{}", { status: 200 }),
    });
    const response = await redirectGuardMiddleware(
      { url: "https://proxy.example/v1/messages", method: "POST", headers: new Headers(), body: "{}" },
      next,
      ctx,
    );
    expect(response.status).toBe(200);
    expect(sent.map((r) => [r.url, r.method, r.body])).toEqual([
      ["https://proxy.example/v1/messages", "POST", "{}"],
      ["https://proxy.example/v2/messages", "POST", "{}"],
    ]);
  });

  it("stops a redirect loop on the same origin", async () => {
    const { next, sent } = answering({ "https://proxy.example/a": redirect(302, "/a") });
    const error = await redirectGuardMiddleware(
      { url: "https://proxy.example/a", method: "GET", headers: new Headers() },
      next,
      ctx,
    ).catch((e) => e);
    expect(error.message).toMatch(/redirected 10 times in a row/);
    expect(sent).toHaveLength(11);
  });
});
