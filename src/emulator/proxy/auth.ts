import { timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The proxy's authentication (spec: Authentication, Model-provider proxy), kept strict on purpose
 * (never loosened to let a test pass): the job token by `Authorization: Token <t>` or `x-api-key: <t>`.
 * - an `Authorization` header, when present, must be exactly `Token <jobToken>`: a `Bearer` (what
 *   the SDK sends for `apiKey`) or any other scheme is refused even beside a good `x-api-key`,
 *   since a proxy may read `Authorization` first;
 * - an `x-api-key`, when present, must be the job token;
 * - at least one of them must be present.
 * Returns undefined when accepted, or the reason (never holding the token) when refused.
 */
export function checkProxyAuth(headers: IncomingHttpHeaders, jobToken: string): string | undefined {
  const authorization = headers.authorization;
  const apiKey = headers["x-api-key"];
  if (authorization === undefined && apiKey === undefined) {
    return "missing credentials: send the job token as 'x-api-key: <token>' or 'Authorization: Token <token>'";
  }
  if (authorization !== undefined) {
    const match = /^Token (\S+)$/.exec(authorization);
    if (!match) {
      const scheme = authorization.split(" ")[0] ?? "";
      return `invalid Authorization scheme '${scheme.slice(0, 20)}': the proxy accepts only 'Authorization: Token <job token>' or 'x-api-key: <job token>'`;
    }
    if (!same(match[1] ?? "", jobToken)) return "invalid job token in Authorization";
  }
  if (apiKey !== undefined && !same(Array.isArray(apiKey) ? apiKey.join(",") : apiKey, jobToken)) {
    return "invalid job token in x-api-key";
  }
  return undefined;
}
