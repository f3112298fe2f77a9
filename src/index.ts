/**
 * jobai as a library: createClient, proxyConfig, createLimiter, limitMiddleware, createRestClient,
 * startEmulator and buildUsage, the errors they throw, and their types (the README's Library section). The
 * rest is in subpaths (`jobai/provider`, `jobai/rest`, `jobai/summarize`, `jobai/emulator`).
 */
// These names are the design's public surface; everything else is internal. The limiter's modules
// are imported one by one, not limit/index.js: that one also exports the Redis store, whose ioredis
// (about 40 modules) must load only when a Redis URL is set (limit/lazy-store.ts).
export type {
  EmulatorOptions,
  Fault,
  FaultRule,
  LimitModel,
  ProxyCounters,
  ProxyLimits,
  RecordedRequest,
  StartEmulatorOptions,
  StartedEmulator,
} from "./emulator/index.js";
export { UsageError } from "./errors.js";
export { createLimiter, type LimiterOptions } from "./limit/create.js";
export { RequestTooLargeError } from "./limit/errors.js";
export { type LimitMiddlewareOptions, limitMiddleware } from "./limit/middleware.js";
export { isSpendLimitError, SpendLimitError } from "./limit/spend-errors.js";
export type { Budget, Cost, Limiter, LimiterState, Reservation, Store } from "./limit/types.js";
export { buildUsage, startEmulator } from "./on-demand.js";
export { type CreateClientOptions, createClient, type JobaiClient } from "./provider/client.js";
export { type ProxyConfig, type ProxyHeaders, proxyConfig } from "./provider/proxy-config.js";
export type { RestClient } from "./rest/client.js";
export { createRestClient, type RestClientOptions } from "./rest/client.js";
export { isRestError, RestError } from "./rest/errors.js";
export type {
  BuildUsage,
  BuildUsageOptions,
  JobUsage,
  ModelUsage,
  SkippedUsage,
  UsageSource,
  UsageTotals,
} from "./usage/build-usage.js";
