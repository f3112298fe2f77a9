import type { IncomingHttpHeaders } from "node:http";
import { providerProfile } from "../../provider/profile.js";

/** Headers that describe one hop and are never forwarded (RFC 9110, 7.6.1), and the client's credentials. */
const NOT_FORWARDED = new Set([
  "authorization",
  "connection",
  "keep-alive",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
]);

/** What the emulated proxy sends as User-Agent towards the provider. */
export const PROXY_USER_AGENT = "service-model-proxy/1.0 (jobai emulator)";

/**
 * The headers the proxy forwards to the provider (spec: Model-provider proxy):
 * - the version header defaults to `2023-06-01` when omitted;
 * - the beta header keeps only `context-management-2025-06-27` (comma-separated lists are split;
 *   other values dropped; the header is omitted when nothing is left);
 * - `x-api-key`, `content-type` and `user-agent` are the proxy's, whatever the client sent.
 */
export function forwardHeaders(client: IncomingHttpHeaders, providerKey: string): Record<string, string> {
  const out: Record<string, string> = {};
  const owned = new Set<string>(providerProfile.proxyOwnedHeaders);
  for (const [name, value] of Object.entries(client)) {
    if (value === undefined || NOT_FORWARDED.has(name) || owned.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  const version = client[providerProfile.versionHeader];
  out[providerProfile.versionHeader] =
    typeof version === "string" && version.trim() !== "" ? version.trim() : providerProfile.defaultVersion;
  const betaRaw = client[providerProfile.betaHeader];
  const betas = (Array.isArray(betaRaw) ? betaRaw.join(",") : (betaRaw ?? ""))
    .split(",")
    .map((value) => value.trim())
    .filter((value) => providerProfile.forwardedBetas.includes(value));
  delete out[providerProfile.betaHeader];
  if (betas.length > 0) out[providerProfile.betaHeader] = [...new Set(betas)].join(",");
  out["x-api-key"] = providerKey;
  out["content-type"] = "application/json";
  out["user-agent"] = PROXY_USER_AGENT;
  return out;
}
