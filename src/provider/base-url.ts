import { providerProfile } from "./profile.js";

/**
 * The proxy's base URL for an agent endpoint: the endpoint plus `/ai/vendor`, with exactly one
 * slash at each joint whatever the input (`https://a/v3/`, `https://a/v3//` and `https://a/v3`
 * all give `https://a/v3/ai/vendor`).
 */
export function proxyBaseUrl(endpoint: string): string {
  const url = new URL(endpoint);
  const path = url.pathname.replace(/\/{2,}/g, "/").replace(/\/+$/, "");
  return `${url.protocol}//${url.host}${path}/${providerProfile.proxyPath}`;
}
