import { describe, expect, it } from "vitest";
import { isCredentialHeader, upstreamHeaders } from "../../src/relay/forward-headers.js";

/** What @anthropic-ai/sdk 1.x, the Python SDK and Claude Code 2.1 send (seen on the wire). */
const PROVIDER = [
  "accept",
  "accept-language",
  "anthropic-beta",
  "anthropic-dangerous-direct-browser-access",
  "anthropic-version",
  "content-type",
  "user-agent",
  "x-app",
  "x-claude-code-session-id",
  "x-stainless-arch",
  "x-stainless-async",
  "x-stainless-helper",
  "x-stainless-helper-method",
  "x-stainless-lang",
  "x-stainless-os",
  "x-stainless-package-version",
  "x-stainless-read-timeout",
  "x-stainless-retry-count",
  "x-stainless-runtime",
  "x-stainless-runtime-version",
  "x-stainless-timeout",
];

/** Names a word-by-word match let through (issue 23), and other shapes of the same thing. */
const CREDENTIALS = [
  "x-authtoken",
  "xapikey",
  "x-jwt",
  "x-sig",
  "x-signature",
  "X-Amz-Signature",
  "x-amz-security-token",
  "authorization",
  "proxy-authorization",
  "x-api-key",
  "api_key",
  "apikey",
  "x-goog-api-key",
  "ocp-apim-subscription-key",
  "cookie",
  "set-cookie2",
  "x-session",
  "sessionid",
  "x-csrf-token",
  "x-xsrf",
  "x-client-secret",
  "x_client_secret",
  "x-user-password",
  "passwd",
  "x-db-pwd",
  "x-credentials",
  "x-bearer",
  "x-client-cert",
  "x-private-token",
  "x-saml-assertion",
  "x-oidc-id",
  "x-ticket",
  "x-jobai-nonce",
];

describe("the relay's header filter", () => {
  it.each(PROVIDER)("keeps the provider's own %s", (name) => {
    expect(isCredentialHeader(name)).toBe(false);
    expect(upstreamHeaders({ [name]: "v" }, "job-token")[name]).toBe("v");
  });

  it.each(CREDENTIALS)("drops %s", (name) => {
    expect(isCredentialHeader(name)).toBe(true);
    const out = upstreamHeaders({ [name.toLowerCase()]: "value-of-a-secret" }, "job-token");
    expect(JSON.stringify(out)).not.toContain("value-of-a-secret");
  });

  it("sends exactly one credential, x-api-key with the job token, whatever came in", () => {
    const out = upstreamHeaders({ "x-api-key": "relay-key", authorization: "Bearer relay-key" }, "job-token");
    expect(out).toEqual({ "x-api-key": "job-token" });
  });
});
