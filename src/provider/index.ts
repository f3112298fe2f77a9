/**
 * `jobai/provider`: the parts of the proxy's client for code that builds its own: the endpoint and
 * token, the base URL, the header policy as SDK middleware, and one-line errors of a failed call.
 */
export { type ProxyAccess, readProxyAccess } from "../config/job-env.js";
export { DEFAULT_PROXY_TIMEOUT_MS, ProxySilentError } from "./answer-deadline.js";
export { describeProviderError, ProviderCallError } from "./api-error.js";
export { proxyBaseUrl } from "./base-url.js";
export { type HeaderPolicyOptions, headerPolicyMiddleware } from "./header-policy.js";
export { ProxyRedirectError } from "./redirect-guard.js";
