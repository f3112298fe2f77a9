/**
 * The provider as the proxy presents it (spec: Model-provider proxy; the spec's neutral names).
 * The spec's `vendor-version` and `vendor-beta` headers are the provider's own
 * `anthropic-version` and `anthropic-beta`.
 */
export const providerProfile = {
  /** Path segment of the proxy: `{endpoint}/ai/vendor`. */
  proxyPath: "ai/vendor",
  versionHeader: "anthropic-version",
  betaHeader: "anthropic-beta",
  /** What the proxy assumes when the version header is omitted. */
  defaultVersion: "2023-06-01",
  /** The only beta value the proxy forwards; others are dropped silently. */
  forwardedBetas: ["context-management-2025-06-27"] as readonly string[],
  /** Headers the proxy sets itself towards the provider; a client cannot override them. */
  proxyOwnedHeaders: ["x-api-key", "content-type", "user-agent"] as readonly string[],
  /**
   * The provider's rate-limit headers that state a limit, when a proxy passes them on (the
   * limiter learns from them: src/limit/learned-limit.ts). The spec does not show any.
   */
  rateLimitHeaders: {
    requestsLimit: "anthropic-ratelimit-requests-limit",
    inputTokensLimit: "anthropic-ratelimit-input-tokens-limit",
  },
  /** The provider SDK's own variables, as the SDK and its tools read them. */
  sdkEnv: {
    baseUrl: "ANTHROPIC_BASE_URL",
    apiKey: "ANTHROPIC_API_KEY",
    model: "ANTHROPIC_MODEL",
    customHeaders: "ANTHROPIC_CUSTOM_HEADERS",
  },
} as const;
