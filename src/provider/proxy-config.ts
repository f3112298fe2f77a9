import { type ProxyAccess, readProxyAccess } from "../config/job-env.js";
import { proxyBaseUrl } from "./base-url.js";
import { providerProfile } from "./profile.js";

/**
 * What a client built by hand needs to reach the proxy with exactly one credential.
 *
 * Use it whole, as `new Anthropic(proxyConfig())` or `new Anthropic({ ...proxyConfig(), timeout })`.
 * If you add default headers, merge them under these (`defaultHeaders: { ...mine, ...config.defaultHeaders }`)
 * so `Authorization: null` and `x-api-key` stay last.
 *
 * Why `apiKey` is given although the SDK would send it as `Authorization: Bearer` (which the proxy
 * refuses): a credential passed in code is the SDK's only one, so it reads no `ANTHROPIC_API_KEY`,
 * `ANTHROPIC_AUTH_TOKEN` or credential profile for another; `Authorization: null` then removes
 * its Bearer header (and any `Authorization` from `ANTHROPIC_CUSTOM_HEADERS`), and `x-api-key`
 * carries the job token in one of the proxy's two documented forms (spec: Authentication,
 * Model-provider proxy). The wire carries `x-api-key` and no `Authorization`.
 */
export interface ProxyConfig {
  /** The proxy's base URL: the agent endpoint plus `/ai/vendor`. */
  baseURL: string;
  /** The job token. A secret: never log it. */
  apiKey: string;
  /** `x-api-key` (the job token), `Authorization: null`, and the version header the proxy supports. */
  defaultHeaders: ProxyHeaders;
}

// A type alias, not an interface: the SDK's `defaultHeaders` wants a record (an index signature).
export type ProxyHeaders = {
  "x-api-key": string;
  /** `null` tells the SDK to send no Authorization header at all. */
  Authorization: null;
  "anthropic-version": string;
};

/** The proxy's headers for a job token: the credential as `x-api-key`, no Authorization, the version. */
export function proxyHeaders(token: string): ProxyHeaders {
  return {
    "x-api-key": token,
    Authorization: null,
    [providerProfile.versionHeader]: providerProfile.defaultVersion,
  } as ProxyHeaders;
}

/** The proxy's base URL and credential from an access (endpoint and token). */
export function proxyConfigFor(access: ProxyAccess): ProxyConfig {
  return {
    baseURL: proxyBaseUrl(access.endpoint),
    apiKey: access.token,
    defaultHeaders: proxyHeaders(access.token),
  };
}

/**
 * The proxy's base URL, the job token and the headers that make a hand-built `new Anthropic()`
 * send exactly one credential, read from `SERVICE_AGENT_ENDPOINT` and `SERVICE_AGENT_ACCESS_TOKEN`.
 * Throws a UsageError naming the missing variable and the fix outside a job.
 */
export function proxyConfig(env: NodeJS.ProcessEnv = process.env): ProxyConfig {
  return proxyConfigFor(readProxyAccess(env));
}
