import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import { retryAfterMs } from "../limit/request-policy.js";

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
 * Headers the provider's SDKs and Claude Code send that the relay passes on as they are. A name
 * here is forwarded even when it holds one of the parts below (none does today; the list is what
 * the proxy is known to take, so a new client header with a credential-like name is dropped until
 * it is added here). Seen on the wire: @anthropic-ai/sdk 1.x, the Python SDK, Claude Code 2.1.
 */
const PROVIDER_HEADERS = new Set([
  "accept",
  "accept-language",
  "anthropic-version",
  "anthropic-beta",
  "anthropic-dangerous-direct-browser-access",
  "content-type",
  "user-agent",
  "x-app",
  "x-claude-code-session-id",
]);

/**
 * Parts of a header name that say it may carry a credential, matched anywhere in the name, with and
 * without its dashes, not only as whole words (issue 23: `x-authtoken`, `xapikey`, `x-jwt`, `x-sig`
 * went through a word-by-word match). Broad on purpose: a header dropped by mistake costs a feature
 * the proxy would most likely drop anyway; one forwarded by mistake hands a secret to the proxy.
 */
const CREDENTIAL_PARTS =
  /auth|key|token|secret|jwt|sig|cookie|pass|pwd|credential|session|bearer|csrf|xsrf|nonce|cert|private|saml|oidc|ticket/;

/** Whether the relay drops a client header because it carries or may carry a credential. */
export function isCredentialHeader(name: string): boolean {
  const lower = name.toLowerCase();
  if (PROVIDER_HEADERS.has(lower)) return false;
  return CREDENTIAL_PARTS.test(lower) || CREDENTIAL_PARTS.test(lower.replace(/[-_.]/g, ""));
}

/**
 * What the relay sends upstream: the client's headers minus hop-by-hop ones, every credential-like
 * one and `host`/`content-length` (undici sets both for the buffered body), plus exactly one
 * credential, `x-api-key: <job token>` (one of the proxy's two documented forms, never
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
    // The relay's own (relay-key.ts) and anything credential-like never leave for the proxy.
    if (name.startsWith("x-jobai-") || isCredentialHeader(name)) continue;
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

/**
 * A 429/529's retry headers as the relay's client gets them: capped at `capMs`, the longest pause
 * the limiter takes (one window). Passed on as they came, a `retry-after: 86400` sent a relayed
 * tool to sleep for a day while the relay's own pause ended within the window (issue 23).
 */
export function capRetryAfter(
  upstream: IncomingHttpHeaders,
  capMs: number,
  now: number = Date.now(),
): IncomingHttpHeaders {
  const wanted = retryAfterMs(headersFrom(upstream, ["retry-after", "retry-after-ms"]), now);
  if (wanted === undefined || wanted <= capMs) return upstream;
  const out: IncomingHttpHeaders = { ...upstream, "retry-after": String(Math.ceil(capMs / 1000)) };
  if (out["retry-after-ms"] !== undefined) out["retry-after-ms"] = String(capMs);
  return out;
}

/** The `names` of a Node header object that hold one value, as a fetch `Headers` (what the policy reads). */
export function headersFrom(source: IncomingHttpHeaders | undefined, names: readonly string[]): Headers {
  const headers = new Headers();
  for (const name of names) {
    const value = source?.[name];
    if (typeof value === "string") headers.set(name, value);
  }
  return headers;
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
