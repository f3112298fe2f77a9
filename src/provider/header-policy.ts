import type { Middleware } from "@anthropic-ai/sdk";
import { VERSION as SDK_VERSION } from "@anthropic-ai/sdk/version";
import { logger } from "../log.js";
import { providerProfile } from "./profile.js";

/**
 * The proxy's header rules, applied on the client before the proxy has to (spec: Model-provider
 * proxy; measured with SDK 1.12.0). It runs as @anthropic-ai/sdk middleware, not as a fetch
 * wrapper: middleware runs on every attempt (retries included) with the headers the SDK merged
 * from its defaults, `defaultHeaders`, `ANTHROPIC_CUSTOM_HEADERS` and per-request `headers`; it
 * composes with `limitMiddleware` and leaves the caller's own `fetch` option free.
 *
 * - Credential: exactly one, the job token as `x-api-key`. Any `Authorization` is removed (a proxy
 *   may read it first, and one of another scheme beside a good `x-api-key` is refused); an
 *   `x-api-key` of another value (a provider key) is replaced by the job token. The proxy injects
 *   the provider's key itself, so no provider key is ever needed.
 * - `user-agent`: set by the proxy towards the provider. The SDK's own (`Anthropic/JS x.y.z`)
 *   is left for the proxy to see; one the caller set is replaced by it, since it would not reach
 *   the provider anyway.
 * - `content-type`: left alone. It describes the body the proxy has to parse; the proxy sends the
 *   same value on.
 * - `anthropic-beta`: the proxy forwards only `context-management-2025-06-27` and drops any other
 *   value silently; each other value is reported (once) and left for the proxy to drop.
 * - `anthropic-version`: not touched here; `createClient` and `proxyConfig` set the proxy's
 *   default (`2023-06-01`) in `defaultHeaders`, where a caller's own value wins.
 *
 * Each distinct case is reported once per process through the warn callback; no message holds a
 * credential's value.
 */
export interface HeaderPolicyOptions {
  /** The job token: the one credential sent, as `x-api-key`. */
  token: string;
  /** Where reports go; default the shared logger's `warn`. Called once per distinct case. */
  warn?: (message: string) => void;
  /** Cases already reported; default one set for the whole process. */
  reported?: Set<string>;
}

const processReported = new Set<string>();

/** The SDK's own user agent; any other one was set by the caller. */
export const SDK_USER_AGENT = `Anthropic/JS ${SDK_VERSION}`;

/** Apply the policy to one request's headers, in place. `report(case, message)` is deduplicated by the caller. */
export function applyHeaderPolicy(
  headers: Headers,
  token: string,
  report: (key: string, message: string) => void,
): void {
  const authorization = headers.get("authorization");
  if (authorization !== null) {
    headers.delete("authorization");
    const sameToken = authorization.trim().split(/\s+/).pop() === token;
    if (!sameToken) {
      report(
        "authorization",
        "removed an Authorization header: the proxy takes the job token as x-api-key only, and injects the provider's key itself; do not set Authorization or a provider key",
      );
    }
  }

  const apiKey = headers.get("x-api-key");
  if (apiKey !== token) {
    if (apiKey !== null) {
      report(
        "x-api-key",
        "replaced an x-api-key header with the job token: x-api-key is the job's credential to the proxy, which injects the provider's key itself; do not set a provider key",
      );
    }
    headers.set("x-api-key", token);
  }

  const userAgent = headers.get("user-agent");
  if (userAgent !== null && userAgent !== SDK_USER_AGENT) {
    report(
      `user-agent:${userAgent}`,
      `replaced user-agent '${userAgent}' with the SDK's own: the proxy sets its own user-agent towards the provider, so yours would not reach it`,
    );
    headers.set("user-agent", SDK_USER_AGENT);
  }

  const betas = headers.get(providerProfile.betaHeader);
  if (betas !== null) {
    for (const beta of betas.split(",").map((value) => value.trim())) {
      if (beta === "" || providerProfile.forwardedBetas.includes(beta)) continue;
      report(
        `beta:${beta}`,
        `${providerProfile.betaHeader} '${beta}' will be dropped by the proxy, which forwards only ${providerProfile.forwardedBetas.join(", ")}: the request runs without that feature`,
      );
    }
  }
}

/** The header policy as SDK middleware: put it first in `middleware`, before the limiter. */
export function headerPolicyMiddleware(options: HeaderPolicyOptions): Middleware {
  const reported = options.reported ?? processReported;
  const warn = options.warn ?? ((message: string) => logger().warn(message));
  const report = (key: string, message: string) => {
    if (reported.has(key)) return;
    reported.add(key);
    warn(message);
  };
  return (request, next) => {
    applyHeaderPolicy(request.headers as Headers, options.token, report);
    return next(request);
  };
}
