/**
 * The job token never follows a redirect off the proxy's origin (issue 34, item 3). The SDK's
 * default fetch (undici) follows redirects and, across origins, drops only `Authorization` and
 * `Cookie`: the job token travels as `x-api-key`, so a proxy address answering
 * `307 Location: http://elsewhere/...` had it (and the whole prompt) sent there, over plain http,
 * and the answer from there taken for the proxy's. This middleware asks fetch not to follow
 * (`redirect: "manual"`) and follows only a redirect on the same origin (scheme, host and port:
 * https to http is another origin); any other is refused with an error naming both origins.
 *
 * It runs as the innermost middleware, so each hop it follows passes no other middleware twice
 * (the limiter counted one request) and the SDK's own request preparation runs per hop. Its error
 * is not retried: the same proxy would redirect again.
 */
import type { Middleware } from "@anthropic-ai/sdk";
import { ProviderCallError } from "./api-error.js";

/** As the REST client (src/rest/http-fetch.ts): a loop, not a route, past this many hops. */
export const MAX_PROXY_REDIRECTS = 10;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A redirect the client did not follow: the message names where it pointed and what to check. */
export class ProxyRedirectError extends ProviderCallError {
  constructor(message: string, status: number) {
    super(message, status, "redirect");
  }
}

function refused(from: URL, to: URL, status: number): ProxyRedirectError {
  const downgrade =
    from.protocol === "https:" && to.protocol === "http:" ? " (from https to plain http)" : "";
  return new ProxyRedirectError(
    `the proxy at ${from.origin} answered ${status}, a redirect of ${from.pathname} to another origin, ${to.origin}${downgrade}: refused, the job token and the request were not sent there; check SERVICE_AGENT_ENDPOINT (or createClient's baseURL)`,
    status,
  );
}

export const redirectGuardMiddleware: Middleware = async (request, next) => {
  const origin = new URL(request.url).origin;
  let current = request;
  for (let hops = 0; ; hops++) {
    const response = await next({ ...current, redirect: "manual" });
    const from = new URL(current.url);
    // A fetch of the caller's own that follows redirects anyway: its answer came from elsewhere.
    if (response.url && new URL(response.url).origin !== origin) {
      await response.body?.cancel().catch(() => {});
      throw refused(from, new URL(response.url), response.status);
    }
    const location = response.headers.get("location");
    if (!REDIRECTS.has(response.status) || location === null) return response;
    await response.body?.cancel().catch(() => {});
    let to: URL;
    try {
      to = new URL(location, from);
    } catch {
      throw new ProxyRedirectError(
        `the proxy at ${origin} answered ${response.status} with a Location that is not a URL: not followed; check SERVICE_AGENT_ENDPOINT`,
        response.status,
      );
    }
    if (to.origin !== origin) throw refused(from, to, response.status);
    if (hops >= MAX_PROXY_REDIRECTS) {
      throw new ProxyRedirectError(
        `the proxy at ${origin} redirected ${MAX_PROXY_REDIRECTS} times in a row (last to ${to.pathname}): a redirect loop, not followed further`,
        response.status,
      );
    }
    const method = (current.method ?? "GET").toUpperCase();
    const toGet =
      response.status === 303 || ((response.status === 301 || response.status === 302) && method === "POST");
    if (!toGet && current.body != null && typeof current.body !== "string") {
      // A streamed body was read once; it cannot be sent again.
      throw new ProxyRedirectError(
        `the proxy at ${origin} redirected ${from.pathname} to ${to.pathname}, and the request's body was a stream that cannot be sent twice: use the address it points to`,
        response.status,
      );
    }
    const headers = new Headers(current.headers);
    if (toGet) {
      headers.delete("content-type");
      headers.delete("content-length");
    }
    current = toGet
      ? { ...current, url: to.href, method: "GET", body: null, headers }
      : { ...current, url: to.href, headers };
  }
};
