import type { ProxyAccess } from "../config/job-env.js";
import { proxyBaseUrl } from "./base-url.js";
import { providerProfile } from "./profile.js";

/**
 * The variables that point the provider's SDK and its tools (Claude Code) at the proxy.
 *
 * The SDK (1.x) sends `ANTHROPIC_API_KEY` as `Authorization: Bearer`, which the proxy refuses
 * (seen on the wire with 1.12.0). It merges `ANTHROPIC_CUSTOM_HEADERS` over its own auth header, so
 * `Authorization: Token <t>` there turns a plain `new Anthropic()` into one of the proxy's two
 * documented forms. Claude Code sends `ANTHROPIC_API_KEY` as `x-api-key`: the same token.
 */
export function sdkEnvironment(access: ProxyAccess, model?: string): Record<string, string> {
  const names = providerProfile.sdkEnv;
  const variables: Record<string, string> = {
    [names.baseUrl]: proxyBaseUrl(access.endpoint),
    [names.apiKey]: access.token,
    [names.customHeaders]: `Authorization: Token ${access.token}`,
  };
  if (model) variables[names.model] = model;
  return variables;
}
