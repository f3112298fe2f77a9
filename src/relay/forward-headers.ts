import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";

/** Headers of one hop only (RFC 9110 7.6.1), never forwarded in either direction. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/**
 * Credentials a client may hold for other services (a cloud SDK's, a browser's), never forwarded:
 * the proxy gets the job token and nothing else that could authenticate anyone. Named here, and
 * caught by shape below for names not listed.
 */
const CREDENTIAL_HEADERS = new Set([
  "authorization",
  "proxy-authorization",
  "x-api-key",
  "api-key",
  "anthropic-api-key",
  "x-goog-api-key",
  "x-amz-security-token",
  "cookie",
  "cookie2",
]);

/**
 * A header name shaped like a credential: a word (split at `-` and `_`) that names one, such as
 * `x-auth-token`, `x-csrf-token`, `x-goog-iam-authorization-token`, `x-client-secret`,
 * `x-ms-password`, `ocp-apim-subscription-key`, `x-session-token`. The provider's own headers
 * (`anthropic-version`, `anthropic-beta`, `x-stainless-*`, `x-app`, `content-type`, `accept`,
 * `user-agent`) hold none of these words.
 */
const CREDENTIAL_WORD =
  /(^|[-_])(auth|authorization|authentication|cookie|token|secret|password|passwd|credential|credentials|key|apikey|signature)([-_]|$)/;

/** Whether the relay drops a client header because it carries or may carry a credential. */
export const isCredentialHeader = (name: string): boolean =>
  CREDENTIAL_HEADERS.has(name) || CREDENTIAL_WORD.test(name);

/**
 * What the relay sends upstream: the client's headers minus hop-by-hop ones, every credential-like
 * one and `host`/`content-length` (undici sets both for the buffered body), plus exactly one
 * credential, `x-api-key: <job token>` (DESIGN.md: one of the proxy's two documented forms, never
 * beside another Authorization). `accept-encoding` is dropped so the proxy answers in identity
 * encoding and the usage in the body stays readable; the relay passes bytes through as they come.
 */
export function upstreamHeaders(client: IncomingHttpHeaders, token: string): Record<string, string> {
  const connectionListed = listedInConnection(client.connection);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(client)) {
    if (value === undefined) continue;
    if (HOP_BY_HOP.has(name) || connectionListed.has(name)) continue;
    if (name === "host" || name === "content-length" || name === "accept-encoding") continue;
    // `expect: 100-continue` (curl sends it for larger bodies) was answered here already by Node's
    // server; the body is whole, and undici refuses to send the header.
    if (name === "expect") continue;
    if (isCredentialHeader(name)) continue;
    out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  out["x-api-key"] = token;
  return out;
}

/** What the relay sends back to its client: the proxy's headers minus hop-by-hop ones, unchanged. */
export function clientHeaders(upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  const connectionListed = listedInConnection(upstream.connection);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || HOP_BY_HOP.has(name) || connectionListed.has(name)) continue;
    out[name] = value;
  }
  return out;
}

function listedInConnection(value: string | string[] | undefined): Set<string> {
  if (value === undefined) return new Set();
  return new Set(
    [value]
      .flat()
      .flatMap((item) => item.split(","))
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );
}
